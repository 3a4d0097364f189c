// Market calls: the scanners and tickers data for users, the four calendars for partners.
import * as v from "valibot";
import type { Partner, User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import {
  type Currency,
  type DividendEvent,
  type EarningsItem,
  type EarningsResponse,
  isScannerKey,
  type MarketFeed,
  type MarketSession,
  type MarketStatus,
  marketApi,
  marketStatusApi,
  type Named,
  PAGE_SIZE,
  type ScannerKey,
  type StockSplitEvent,
  type TickersDataResponse,
} from "../../shared/market";
import { isScannerSortColumn, type ScannerSort } from "../../shared/scanner-rules";
import { pageOf } from "../http/body";
import { HttpError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { SECURITY_HEADERS } from "../http/security";
import { dayOf, earningsKey, earningsWeek, isoDay, nyDay, ymd } from "./dates";
import type { Market } from "./engine";
import { alwaysOpen, marketSession, simulatedAlwaysOpen } from "./sessions";
import { marketFeed } from "./source";
import type { MarketState } from "./state";

// The hot call's headers, security headers included, so the pipeline has nothing to add.
const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  ...SECURITY_HEADERS,
};

type Input<K extends keyof typeof marketApi> = HandlerInput<(typeof marketApi)[K]>;

/** The page as the scanners' cache keeps it, already JSON (the hot call of the user's screen). */
async function scannerPage(ctx: RequestContext, _user: User, { params, query }: Input<"scanner">) {
  const key = params.scanner;
  if (!isScannerKey(key)) throw new HttpError(404, "unknown_scanner");
  const page = pageOf(query.page);
  return new Response(ctx.services.market.scanners.pageJson(key, page, scannerSort(query, key)), {
    headers: JSON_HEADERS,
  });
}

/** ?sort=column&dir=asc|desc (dir defaults to asc); without sort, the scanner's own order. */
function scannerSort({ sort: column, dir }: Input<"scanner">["query"], key: ScannerKey): ScannerSort | null {
  if (column === undefined) {
    if (dir !== undefined) throw new HttpError(400, "invalid_input", { fields: ["sort"] });
    return null;
  }
  if (!isScannerSortColumn(key, column)) throw new HttpError(400, "invalid_input", { fields: ["sort"] });
  if (dir !== undefined && dir !== "asc" && dir !== "desc") {
    throw new HttpError(400, "invalid_input", { fields: ["dir"] });
  }
  return { column, direction: dir === "desc" ? "descending" : "ascending" };
}

async function tickersData(ctx: RequestContext, _user: User, { body }: Input<"tickersData">) {
  const state = ctx.services.market.state;
  const response: TickersDataResponse = {
    data: body.tickers.map((tickerName, k) => {
      const i = state.index.get(tickerName.toUpperCase());
      return { tickerName, selectedScanner: body.selectedScanners[k]!, data: i === undefined ? [] : [state.row(i)] };
    }),
  };
  return response;
}

/** The universe's names for a symbol; a symbol outside it is named by its source, or by itself. */
function named(state: MarketState, symbol: string, fallback?: string | null): Named {
  const i = state.index.get(symbol);
  return i === undefined ? { name: fallback ?? symbol } : state.names[i]!;
}

function currencyOf(state: MarketState, symbol: string): Currency {
  const i = state.index.get(symbol);
  return i !== undefined ? state.currencies[i]! : symbol.endsWith(".SR") ? "SAR" : "USD";
}

function paged<T>(items: T[], page: number): { rows: T[]; totalPages: number } {
  return {
    rows: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    totalPages: Math.ceil(items.length / PAGE_SIZE),
  };
}

/** Calendar windows are computed once per day and kept (a handful of entries): only complete
 * ones. A real provider's calendars come with its daily history (dividends and splits from the
 * chart's events), so an answer made before every symbol's history has loaded is served but not
 * kept; the next request asks again. */
const windowCache = new WeakMap<Market, Map<string, Promise<unknown>>>();
function cached<T>(market: Market, key: string, load: () => Promise<T>): Promise<T> {
  let cache = windowCache.get(market);
  if (!cache) {
    cache = new Map();
    windowCache.set(market, cache);
  }
  let hit = cache.get(key) as Promise<T> | undefined;
  if (!hit) {
    if (cache.size > 64) cache.clear();
    const complete = market.historyComplete();
    hit = load();
    if (!complete) return hit;
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

const TIME_ORDER = { bmo: 0, amc: 1, unknown: 2 } as const;

async function earningCalendar(ctx: RequestContext, _partner: Partner, { query }: Input<"earnings">) {
  const page = pageOf(query.page);
  const { market } = ctx.services;
  const days = earningsWeek(ctx.services.now());
  const from = isoDay(days[0]!);
  const to = isoDay(days[4]!);
  const events = await cached(market, `earnings:${from}:${to}`, () => market.calendars.earnings(from, to));
  const data: EarningsResponse["data"] = {};
  let highestTotalPages = 0;
  for (const day of days) {
    const date = isoDay(day);
    const items: EarningsItem[] = events
      .filter((e) => e.date === date)
      .sort((a, b) => TIME_ORDER[a.time] - TIME_ORDER[b.time] || (a.symbol < b.symbol ? -1 : 1))
      .map(({ symbol, time }) => ({ symbol, ...named(market.state, symbol), time }));
    const { rows, totalPages } = paged(items, page);
    highestTotalPages = Math.max(highestTotalPages, totalPages);
    data[earningsKey(day)] = { items: rows };
  }
  return { data, highestTotalPages } satisfies EarningsResponse;
}

async function dividendsTracker(ctx: RequestContext, _partner: Partner, { query }: Input<"dividends">) {
  const page = pageOf(query.page);
  const { market } = ctx.services;
  const today = nyDay(ctx.services.now());
  const from = isoDay(today - 7);
  const to = isoDay(today + 60);
  const events = await cached(market, `dividends:${from}:${to}`, () => market.calendars.dividends(from, to));
  const { rows, totalPages } = paged(events, page);
  const dividends: DividendEvent[] = rows.map((e) => ({
    symbol: e.symbol,
    ...named(market.state, e.symbol),
    currency: currencyOf(market.state, e.symbol),
    date: e.date,
    recordDate: e.recordDate,
    paymentDate: e.paymentDate,
    dividend: e.dividend,
    yield: e.yield,
  }));
  return { dividends, totalPages };
}

async function ipoCalendar(ctx: RequestContext, _partner: Partner, { query }: Input<"ipos">) {
  const page = pageOf(query.page);
  const { market } = ctx.services;
  const today = nyDay(ctx.services.now());
  const from = isoDay(today - 14);
  const to = isoDay(today + 45);
  const events = await cached(market, `ipos:${from}:${to}`, () => market.calendars.ipos(from, to));
  const { rows, totalPages } = paged(events, page);
  return { ipos: rows, totalPages };
}

const monthSchema = v.pipe(v.string(), v.regex(/^(?:[1-9]|1[0-2])$/));

async function stockSplits(ctx: RequestContext, _partner: Partner, { query }: Input<"splits">) {
  const page = pageOf(query.page);
  const rawMonth = query.month;
  if (rawMonth !== undefined && rawMonth !== "" && !v.is(monthSchema, rawMonth)) {
    throw new HttpError(400, "invalid_input", { fields: ["month"] });
  }
  const { market } = ctx.services;
  const { year } = ymd(nyDay(ctx.services.now()));
  const month = rawMonth ? Number(rawMonth) : null;
  const from = isoDay(month ? dayOf(year, month, 1) : dayOf(year, 1, 1));
  const to = isoDay(month ? dayOf(year, month + 1, 1) - 1 : dayOf(year, 12, 31));
  const events = await cached(market, `splits:${from}:${to}`, () => market.calendars.splits(from, to));
  const { rows, totalPages } = paged(events, page);
  const stockSplits: StockSplitEvent[] = rows.map((e) => ({ ...e, ...named(market.state, e.symbol) }));
  return { stockSplits, totalPages };
}

/** A market's session now, as the screens are told (the demo clock keeps the simulated market open). */
export function sessionNow(services: RequestContext["services"], m: "US" | "SA"): MarketSession {
  const now = services.now();
  return simulatedAlwaysOpen(services.config.marketClock, services.market.provider.name)
    ? alwaysOpen(m, now)
    : marketSession(m, now);
}

/** What the screens say of a market's prices (source, delay, time of the last price, live). */
function feedNow(services: RequestContext["services"], m: "US" | "SA"): MarketFeed {
  const { config, market } = services;
  return marketFeed({ provider: market.provider, clock: config.marketClock, now: services.now() }, m);
}

/** GET /market/status: the data source and each market's session and feed, for any visitor;
 * `live` only while every market's prices are real-time. */
function marketStatus(ctx: RequestContext): MarketStatus {
  const { config, market } = ctx.services;
  const markets = (["US", "SA"] as const).map((m) => ({ ...sessionNow(ctx.services, m), ...feedNow(ctx.services, m) }));
  const status: MarketStatus = {
    provider: market.provider.name,
    simulated: market.provider.name === "sim",
    live: markets.every((m) => m.live),
    // The demo clock runs the simulated market only: a real provider's markets keep their sessions.
    clock: simulatedAlwaysOpen(config.marketClock, market.provider.name) ? "always-open" : "real",
    markets,
  };
  return status;
}

export const marketRoutes: Route[] = [
  route({ contract: marketStatusApi, access: "public", handler: marketStatus }),
  route({ contract: marketApi.scanner, access: "user", handler: scannerPage }),
  route({ contract: marketApi.tickersData, access: "user", handler: tickersData }),
  route({ contract: marketApi.earnings, access: "partner", handler: earningCalendar }),
  route({ contract: marketApi.dividends, access: "partner", handler: dividendsTracker }),
  route({ contract: marketApi.ipos, access: "partner", handler: ipoCalendar }),
  route({ contract: marketApi.splits, access: "partner", handler: stockSplits }),
];

// Partner fundamentals calls and the ticker's Shariah screen (docs/api.md, Partner
// fundamentals). The fundamentals calls are partner-only like the other partner calls (the
// pipeline checks the session's role); the Shariah screen is for any session, like the ticker.
// The company search is also the users' (GET /work/search), to find a symbol for a watchlist.
import * as v from "valibot";
import type { Partner, User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import { companySearchApi, isFundamentalsSection } from "../../shared/fundamentals";
import { monthEndCloses, SHARIAH_SESSIONS } from "../../shared/shariah";
import { symbolSchema } from "../../shared/ticker";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { FmpProvider } from "../providers/fmp";
import { YahooProvider } from "../providers/yahoo";
import type { Services } from "../services";
import { type FundamentalsBook, fundamentalsOf, SimFundamentalsSource } from "./book";
import { FmpFundamentalsSource } from "./fmp";
import { publicAlert } from "./shariah-alerts";
import { recordOf } from "./shariah-history";
import { alertsOfSymbol } from "./shariah-history-store";
import { YahooFundamentalsSource } from "./yahoo";

/** Longest search text accepted (a company's full Arabic name fits). */
const SEARCH_MAX = 80;

/** The market's fundamentals book, with the source its provider calls for (the screener uses it too). */
export function fundamentalsBook(ctx: RequestContext): FundamentalsBook {
  return fundamentalsBookOf(ctx.services);
}

/** The same book from the services (the Shariah record's background build). */
export function fundamentalsBookOf(services: Services): FundamentalsBook {
  const { market, config, db, now } = services;
  return fundamentalsOf(
    market,
    () =>
      market.provider instanceof FmpProvider
        ? new FmpFundamentalsSource(market.provider.client, db, now)
        : market.provider instanceof YahooProvider
          ? new YahooFundamentalsSource(market.provider.client, db, now)
          : new SimFundamentalsSource(market, config.marketSeed, now),
    now,
  );
}

function tickerIndex(ctx: RequestContext): number {
  const raw = ctx.params.symbol ?? "";
  const i = v.is(symbolSchema, raw) ? ctx.services.market.tickers.index(raw) : undefined;
  if (i === undefined)
    throw new HttpError(404, "unknown_symbol", { params: { symbol: raw.slice(0, 20) }, field: "symbol" });
  return i;
}

type SearchInput = HandlerInput<(typeof companySearchApi)["user" | "partner"]>;

async function search(ctx: RequestContext, _who: unknown, { query }: SearchInput) {
  const q = query.q ?? "";
  if (q.trim() === "") throw new HttpError(400, "invalid_input", { field: "q", problem: "required" });
  if (q.length > SEARCH_MAX)
    throw new HttpError(400, "invalid_input", { field: "q", problem: "too_long", params: { max: SEARCH_MAX } });
  return { results: fundamentalsBook(ctx).search(q) };
}

async function section(ctx: RequestContext): Promise<Response> {
  const i = tickerIndex(ctx);
  const name = ctx.params.section ?? "";
  if (!isFundamentalsSection(name)) throw new HttpError(404, "unknown_section", { field: "section" });
  const body = await fundamentalsBook(ctx).section(i, name);
  if (!body) throw new HttpError(404, "no_fundamentals", { field: "symbol" });
  return json(body);
}

async function shariah(ctx: RequestContext): Promise<Response> {
  const i = tickerIndex(ctx);
  const bars = await ctx.services.market.tickers.bars(i, SHARIAH_SESSIONS);
  return json({
    symbol: ctx.services.market.state.symbols[i],
    ...(await fundamentalsBook(ctx).shariah(i, monthEndCloses(bars))),
  });
}

/** The Shariah status per quarter, newest first, with the caller's alerts of the symbol. */
async function shariahHistory(ctx: RequestContext, who: User | Partner): Promise<Response> {
  const i = tickerIndex(ctx);
  const { services } = ctx;
  const quarters = await recordOf(
    {
      market: services.market,
      book: fundamentalsBook(ctx),
      seed: services.config.marketSeed,
      now: services.now,
      sql: services.db.sql,
    },
    i,
  );
  const symbol = services.market.state.symbols[i]!;
  const alerts = who.role === "partner" ? [] : await alertsOfSymbol(services.db.sql, who.id, symbol);
  return json({
    symbol,
    quarters: quarters.map(({ quarter, status, ratios }) => ({ quarter, status, ratios })),
    alerts: alerts.map(publicAlert),
  });
}

export const fundamentalsRoutes: Route[] = [
  route({ contract: companySearchApi.partner, access: "partner", handler: search }),
  route({ method: "GET", path: "/partner/fundamentals/:symbol/:section", access: "partner", handler: section }),
  route({ method: "GET", path: "/work/ticker/:symbol/shariah", access: "signedIn", handler: shariah }),
  route({ method: "GET", path: "/work/ticker/:symbol/shariah/history", access: "signedIn", handler: shariahHistory }),
  // The same search for users: adding a symbol to a watchlist by its symbol or name (en, ar).
  route({ contract: companySearchApi.user, access: "user", handler: search }),
];

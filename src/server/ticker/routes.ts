// The ticker page's calls (docs/api.md): key figures and daily bars of one symbol. Users,
// admins and partners (the partner explorer) may call them (access signedIn: without a session
// the pipeline answers 401).

import * as v from "valibot";
import type { HandlerInput } from "../../shared/contract";
import {
  historyRangeSchema,
  type IntradayResponse,
  intradayIntervalSchema,
  symbolSchema,
  tickerApi,
} from "../../shared/ticker";
import { HttpError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { SECURITY_HEADERS } from "../http/security";
import { log } from "../log";
import { sessionNow } from "../market/routes";
import { EXCHANGES } from "../market/sessions";
import { marketFeed, quoteTime } from "../market/source";

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  ...SECURITY_HEADERS,
};

/** The ticker's index in the universe. */
function tickerIndex(ctx: RequestContext): number {
  const raw = ctx.params.symbol ?? "";
  const i = v.is(symbolSchema, raw) ? ctx.services.market.tickers.index(raw) : undefined;
  if (i === undefined)
    throw new HttpError(404, "unknown_symbol", { params: { symbol: raw.slice(0, 20) }, field: "symbol" });
  return i;
}

async function ticker(ctx: RequestContext) {
  const i = tickerIndex(ctx);
  const snapshot = await ctx.services.market.tickers.snapshot(i);
  // The market's session state: the page polls the live figures only while it is open.
  const market = snapshot.symbol.endsWith(".SR") ? "SA" : "US";
  const { config, now } = ctx.services;
  const feedContext = { provider: ctx.services.market.provider, clock: config.marketClock, now: now() };
  // The time of the price shown (the quote's), not of the poll that fetched it.
  const ts = quoteTime(feedContext, i) ?? snapshot.ts;
  return {
    ...snapshot,
    ts,
    marketState: sessionNow(ctx.services, market).state,
    feed: marketFeed(feedContext, market),
  };
}

/** The bars as the cache keeps them, already JSON (one string per symbol and range). */
async function history(ctx: RequestContext, _who: unknown, { query }: HandlerInput<typeof tickerApi.history>) {
  const i = tickerIndex(ctx);
  const { range } = query;
  if (!v.is(historyRangeSchema, range)) throw new HttpError(400, "invalid_range", { field: "range" });
  return new Response(await ctx.services.market.tickers.historyJson(i, range), { headers: JSON_HEADERS });
}

/** GET /work/ticker/:symbol/intraday?interval=1m|5m|15m: the current or last session's bars. */
async function intraday(ctx: RequestContext, _who: unknown, { query }: HandlerInput<typeof tickerApi.intraday>) {
  const i = tickerIndex(ctx);
  const interval = query.interval ?? "5m";
  if (!v.is(intradayIntervalSchema, interval)) throw new HttpError(400, "invalid_interval", { field: "interval" });
  const { market } = ctx.services;
  let found: Awaited<ReturnType<typeof market.tickers.intraday>>;
  try {
    found = await market.tickers.intraday(i, interval);
  } catch (error) {
    // The real provider did not answer (after its retries): a failure to retry, not a 500.
    log.warn("intraday bars failed", { symbol: market.state.symbols[i], error: String(error) });
    throw new HttpError(503, "intraday_failed", { field: "symbol" });
  }
  if (!found) throw new HttpError(404, "intraday_unavailable", { field: "symbol" });
  const company = market.state.companies[i]!;
  const code = company.currency === "SAR" ? "SA" : "US";
  const answer: IntradayResponse = {
    symbol: market.state.symbols[i]!,
    interval,
    timeZone: EXCHANGES[code].tz,
    currency: company.currency,
    previousClose: found.previousClose,
    session: {
      date: found.session.date,
      open: new Date(found.session.open).toISOString(),
      close: new Date(found.session.close).toISOString(),
      state: sessionNow(ctx.services, code).state,
    },
    bars: found.bars,
    simulated: market.provider.name === "sim",
  };
  return answer;
}

export const tickerRoutes: Route[] = [
  route({ contract: tickerApi.snapshot, access: "signedIn", handler: ticker }),
  route({ contract: tickerApi.history, access: "signedIn", handler: history }),
  route({ contract: tickerApi.intraday, access: "signedIn", handler: intraday }),
];

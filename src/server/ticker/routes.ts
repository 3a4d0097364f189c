// The ticker page's calls (docs/api.md): key figures and daily bars of one symbol. Users,
// admins and partners (the partner explorer) may call them (access signedIn: without a session
// the pipeline answers 401).

import * as v from "valibot";
import { historyRangeSchema, symbolSchema } from "../../shared/ticker";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { SECURITY_HEADERS } from "../http/security";
import { sessionNow } from "../market/routes";

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  ...SECURITY_HEADERS,
};

/** The ticker's index in the universe. */
function tickerIndex(ctx: RequestContext): number {
  const raw = ctx.params.symbol ?? "";
  const i = v.is(symbolSchema, raw) ? ctx.services.market.tickers.index(raw) : undefined;
  if (i === undefined) throw new HttpError(404, "unknown_symbol", { symbol: raw.slice(0, 20) }, { field: "symbol" });
  return i;
}

async function ticker(ctx: RequestContext): Promise<Response> {
  const i = tickerIndex(ctx);
  const snapshot = await ctx.services.market.tickers.snapshot(i);
  // The market's session state: the page polls the live figures only while it is open.
  const market = snapshot.symbol.endsWith(".SR") ? "SA" : "US";
  return json({ ...snapshot, marketState: sessionNow(ctx.services, market).state });
}

async function history(ctx: RequestContext): Promise<Response> {
  const i = tickerIndex(ctx);
  const range = ctx.url.searchParams.get("range");
  if (!v.is(historyRangeSchema, range)) throw new HttpError(400, "invalid_range", {}, { field: "range" });
  return new Response(await ctx.services.market.tickers.historyJson(i, range), { headers: JSON_HEADERS });
}

export const tickerRoutes: Route[] = [
  route({ method: "GET", path: "/work/ticker/:symbol", access: "signedIn", handler: ticker }),
  route({ method: "GET", path: "/work/ticker/:symbol/history", access: "signedIn", handler: history }),
];

// The ticker page's calls (docs/api.md): key figures and daily bars of one symbol. Users,
// admins and partners (the partner explorer) may call them; without a session they answer 401.
import * as v from "valibot";
import { historyRangeSchema, symbolSchema } from "../../shared/ticker";
import { currentSession } from "../auth/guards";
import { HttpError, json } from "../http/errors";
import type { RequestContext, Route } from "../http/router";
import { SECURITY_HEADERS } from "../http/security";

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  ...SECURITY_HEADERS,
};

/** The ticker's index in the universe, after the session check (401 comes before 404). */
async function tickerIndex(ctx: RequestContext): Promise<number> {
  if (!(await currentSession(ctx))) throw new HttpError(401, "unauthenticated");
  const raw = ctx.params.symbol ?? "";
  const i = v.is(symbolSchema, raw) ? ctx.services.market.tickers.index(raw) : undefined;
  if (i === undefined) throw new HttpError(404, "unknown_symbol", { symbol: raw.slice(0, 20) }, { field: "symbol" });
  return i;
}

async function ticker(ctx: RequestContext): Promise<Response> {
  const i = await tickerIndex(ctx);
  return json(await ctx.services.market.tickers.snapshot(i));
}

async function history(ctx: RequestContext): Promise<Response> {
  const i = await tickerIndex(ctx);
  const range = ctx.url.searchParams.get("range");
  if (!v.is(historyRangeSchema, range)) throw new HttpError(400, "invalid_range", {}, { field: "range" });
  return new Response(await ctx.services.market.tickers.historyJson(i, range), { headers: JSON_HEADERS });
}

export const tickerRoutes: Route[] = [
  { method: "GET", path: "/work/ticker/:symbol", handler: ticker },
  { method: "GET", path: "/work/ticker/:symbol/history", handler: history },
];

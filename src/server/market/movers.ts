// Rocket Movers (docs/api.md, GET /work/movers): losers, most active by volume, most active by
// traded value and unusual volume, per market, from the market state. Each (market, kind) order
// is computed once per state version and kept, like the scanners' cache (scanners.ts), so a
// request only slices it.

import type { User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import type { MarketCode } from "../../shared/market";
import {
  isMoverKind,
  isMoverMarket,
  MOVERS_DEFAULT_LIMIT,
  MOVERS_MAX_LIMIT,
  type MoverKind,
  type MoverRow,
  type MoversResponse,
  moversApi,
} from "../../shared/movers";
import { HttpError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { sessionNow } from "./routes";
import { type MarketState, round, roundPrice } from "./state";

const marketOf = (s: MarketState, i: number): MarketCode => (s.currencies[i] === "SAR" ? "SA" : "US");

/** A kind's rule: which tickers take part, and the value they are ranked by (highest first). */
const KINDS: Record<MoverKind, { takes(s: MarketState, i: number): boolean; key(s: MarketState, i: number): number }> =
  {
    // The biggest falls first.
    losers: { takes: (s, i) => s.changePercent(i) < 0, key: (s, i) => -s.changePercent(i) },
    active: { takes: (s, i) => s.volume[i]! > 0, key: (s, i) => s.volume[i]! },
    value: { takes: (s, i) => s.volume[i]! > 0, key: (s, i) => s.price[i]! * s.volume[i]! },
    unusual: { takes: (s, i) => s.avgVolume30[i]! > 0 && s.volume[i]! > 0, key: (s, i) => s.relativeVolume(i) },
  };

/** The tickers of a market in a kind's order, best first (ties by symbol). */
function rankMovers(s: MarketState, market: MarketCode, kind: MoverKind): Int32Array {
  const def = KINDS[kind];
  const keys = new Float64Array(s.n);
  const hits: number[] = [];
  for (let i = 0; i < s.n; i++) {
    if (s.price[i]! <= 0 || marketOf(s, i) !== market || !def.takes(s, i)) continue;
    keys[i] = def.key(s, i);
    hits.push(i);
  }
  const symbols = s.symbols;
  hits.sort((a, b) => keys[b]! - keys[a]! || (symbols[a]! < symbols[b]! ? -1 : symbols[a]! > symbols[b]! ? 1 : 0));
  return Int32Array.from(hits);
}

function moverRow(s: MarketState, i: number): MoverRow {
  const price = s.price[i]!;
  const volume = s.volume[i]!;
  return {
    symbol: s.symbols[i]!,
    ...s.names[i]!,
    currency: s.currencies[i]!,
    price: roundPrice(price),
    change: roundPrice(price - s.prevClose[i]!),
    changesPercentage: round(s.changePercent(i), 2),
    volume: Math.round(volume),
    avgVolume: Math.round(s.avgVolume30[i]!),
    value: Math.round(price * volume),
    relativeVolume: round(s.relativeVolume(i), 2),
  };
}

/** Each (market, kind) order for the state version it was computed for. */
class MoversCache {
  private version = -1;
  private state: MarketState | null = null;
  private orders = new Map<string, Int32Array>();

  rows(s: MarketState, market: MarketCode, kind: MoverKind, limit: number): MoverRow[] {
    if (s !== this.state || s.version !== this.version) {
      this.state = s;
      this.version = s.version;
      this.orders.clear();
    }
    const key = `${market}:${kind}`;
    let order = this.orders.get(key);
    if (!order) {
      order = rankMovers(s, market, kind);
      this.orders.set(key, order);
    }
    return Array.from(order.subarray(0, limit), (i) => moverRow(s, i));
  }
}

const cache = new MoversCache();

/** A 400 naming the parameter at fault, with its message from apiErrors. */
function badParam(field: "market" | "kind" | "limit"): HttpError {
  const code = field === "market" ? "movers_market" : field === "kind" ? "movers_kind" : "movers_limit";
  return new HttpError(400, code, { params: { max: MOVERS_MAX_LIMIT }, field, fields: [field] });
}

function limitParam(raw: string | null): number {
  if (raw === null || raw === "") return MOVERS_DEFAULT_LIMIT;
  if (!/^\d{1,3}$/.test(raw)) throw badParam("limit");
  const n = Number(raw);
  if (n < 1 || n > MOVERS_MAX_LIMIT) throw badParam("limit");
  return n;
}

function movers(ctx: RequestContext, _user: User, { query }: HandlerInput<typeof moversApi>): MoversResponse {
  const { market, kind } = query;
  if (!isMoverMarket(market)) throw badParam("market");
  if (!isMoverKind(kind)) throw badParam("kind");
  const limit = limitParam(query.limit ?? null);
  const state = ctx.services.market.state;
  const body: MoversResponse = {
    market,
    kind,
    ts: state.ts,
    session: sessionNow(ctx.services, market),
    rows: cache.rows(state, market, kind, limit),
  };
  return body;
}

export const moversRoutes: Route[] = [route({ contract: moversApi, access: "user", handler: movers })];

// Rocket Movers (docs/api.md, GET /work/movers): one market's movers of one kind, checked
// against the shared schema.
import * as v from "valibot";
import type { MarketCode } from "../shared/market";
import { type MoverKind, type MoversResponse, moversResponseSchema } from "../shared/movers";
import { api, call } from "./http";

export async function fetchMovers(
  params: { market: MarketCode; kind: MoverKind; limit?: number },
  signal?: AbortSignal,
): Promise<MoversResponse> {
  const query = new URLSearchParams({ market: params.market, kind: params.kind });
  if (params.limit !== undefined) query.set("limit", String(params.limit));
  return v.parse(moversResponseSchema, await call(api(signal).url(`/work/movers?${query}`).get().json<unknown>()));
}

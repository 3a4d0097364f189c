// Rocket Movers (docs/api.md, GET /work/movers): one market's movers of one kind, checked
// against the shared contract.
import type { MarketCode } from "../shared/market";
import { type MoverKind, moversApi } from "../shared/movers";
import { request } from "./http";

export const fetchMovers = (params: { market: MarketCode; kind: MoverKind; limit?: number }, signal?: AbortSignal) =>
  request(
    moversApi,
    {
      query: {
        market: params.market,
        kind: params.kind,
        limit: params.limit === undefined ? undefined : String(params.limit),
      },
    },
    signal,
  );

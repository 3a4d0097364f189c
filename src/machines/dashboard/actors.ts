// The I/O actors of the dashboard machines: each calls src/client/ (docs/architecture.md, Data
// flow). The gainers' socket is the app's own (gainersSocket.ts), provided where it is created.
import { fromPromise } from "xstate";
import { fetchMovers } from "../../client/movers";
import type { MarketCode } from "../../shared/market";
import type { MoverKind, MoversResponse } from "../../shared/movers";

/** The I/O actors of movers.machine.ts. */
export const moversActors = {
  load: fromPromise<MoversResponse, { market: MarketCode; kind: MoverKind }>(({ input, signal }) =>
    fetchMovers(input, signal),
  ),
};

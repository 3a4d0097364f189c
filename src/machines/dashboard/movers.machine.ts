// Rocket Movers: one market's movers of one kind (GET /work/movers, src/client/movers.ts), read
// again every few seconds while that market is open and every minute while it is not (it may
// open meanwhile). Choosing another market or kind reads at once; a failed read keeps the rows
// shown and tries again a little later. The table's column sort is the view's (useTableSort).
import { type ActorRefFrom, assign, fromPromise, type SnapshotFrom, setup } from "xstate";
import { fetchMovers } from "../../client/movers";
import type { MarketCode } from "../../shared/market";
import type { MoverKind, MoversResponse } from "../../shared/movers";

export interface MoversContext {
  market: MarketCode;
  kind: MoverKind;
  /** The last answer, for the market and kind asked (null before it, and after a change). */
  data: MoversResponse | null;
  /** The last read failed (the rows shown, if any, are older). */
  failed: boolean;
}

export type MoversEvent = { type: "market.set"; market: MarketCode } | { type: "kind.set"; kind: MoverKind };

export const loadMovers = fromPromise<MoversResponse, { market: MarketCode; kind: MoverKind }>(({ input, signal }) =>
  fetchMovers(input, signal),
);

export const moversMachine = setup({
  types: {
    context: {} as MoversContext,
    events: {} as MoversEvent,
  },
  actors: { load: loadMovers },
  delays: {
    /** Every few seconds while the market trades, every minute otherwise. */
    refresh: ({ context }) => (context.data?.session.state === "open" ? 5_000 : 60_000),
    /** The wait after a failed read. */
    retryAfter: 10_000,
  },
}).createMachine({
  id: "movers",
  context: { market: "US", kind: "losers", data: null, failed: false },
  initial: "loading",
  on: {
    "market.set": {
      guard: ({ context, event }) => event.market !== context.market,
      target: ".loading",
      reenter: true,
      actions: assign({ market: ({ event }) => event.market, data: null, failed: false }),
    },
    "kind.set": {
      guard: ({ context, event }) => event.kind !== context.kind,
      target: ".loading",
      reenter: true,
      actions: assign({ kind: ({ event }) => event.kind, data: null, failed: false }),
    },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ market: context.market, kind: context.kind }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, failed: false }) },
        onError: { target: "failed", actions: assign({ failed: true }) },
      },
    },
    ready: { after: { refresh: "loading" } },
    failed: { after: { retryAfter: "loading" } },
  },
});

export type MoversActor = ActorRefFrom<typeof moversMachine>;

// Selectors: what the section reads, beside the machine.
const NO_ROWS: MoversResponse["rows"] = [];
/** The rows shown (none yet before the first answer; one empty list, so a selector stays stable). */
export const moverRows = (s: SnapshotFrom<typeof moversMachine>) => s.context.data?.rows ?? NO_ROWS;
/** True while the first answer for the chosen market and kind is awaited. */
export const isFirstLoad = (s: SnapshotFrom<typeof moversMachine>) => s.context.data === null && !s.context.failed;
/** True while the market of the rows shown is open (the rows then refresh every few seconds). */
export const isMarketOpen = (s: SnapshotFrom<typeof moversMachine>) => s.context.data?.session.state === "open";

// Where the prices on screen come from and whether the markets are open: loaded when a price
// screen opens, then refreshed every minute (a market opens or closes while the screen stays
// up); after a failure it tries again a little later and keeps the last answer meanwhile.
import { type ActorRefFrom, assign, setup } from "xstate";
import type { MarketCode, MarketStatus, SessionState } from "../../shared/market";
import { fetchMarketStatus } from "./actors";

export const marketStatusMachine = setup({
  types: {
    context: {} as { status: MarketStatus | null },
  },
  actors: { fetchStatus: fetchMarketStatus },
  delays: {
    /** How often the sessions are read again. */
    refreshEvery: 60_000,
    /** The wait after a failed read. */
    retryAfter: 15_000,
  },
}).createMachine({
  id: "marketStatus",
  context: { status: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchStatus",
        src: "fetchStatus",
        onDone: { target: "ready", actions: assign({ status: ({ event }) => event.output }) },
        onError: "failed",
      },
    },
    ready: { after: { refreshEvery: "loading" } },
    failed: { after: { retryAfter: "loading" } },
  },
});

export type MarketStatusActor = ActorRefFrom<typeof marketStatusMachine>;

/** True while the data on screen is simulated (unknown until the first answer: no badge yet). */
export function isSimulated(snapshot: { context: { status: MarketStatus | null } }): boolean {
  return snapshot.context.status?.simulated === true;
}

/** True while the server runs the demo clock (MARKET_CLOCK=always-open): the markets shown
 * open are kept open for the demo, not by the exchanges' hours. */
export function isDemoClock(snapshot: { context: { status: MarketStatus | null } }): boolean {
  return snapshot.context.status?.clock === "always-open";
}

/** True only for real, current quotes (the only case a page may call its data live). */
export function isLiveData(snapshot: { context: { status: MarketStatus | null } }): boolean {
  return snapshot.context.status?.live === true;
}

/** A market's session state, or null before the first answer. */
export function sessionOf(
  snapshot: { context: { status: MarketStatus | null } },
  market: MarketCode,
): SessionState | null {
  return snapshot.context.status?.markets.find((m) => m.market === market)?.state ?? null;
}

/** The date (YYYY-MM-DD) of the session whose prices a market shows, or null. */
export function sessionDateOf(
  snapshot: { context: { status: MarketStatus | null } },
  market: MarketCode,
): string | null {
  return snapshot.context.status?.markets.find((m) => m.market === market)?.session ?? null;
}

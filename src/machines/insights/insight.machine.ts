// One insights screen's data (docs/architecture.md, "Partner insights"): the chosen market (US
// or SA) and, for live screens, a reload every few seconds that keeps the shown data until the
// new one is in (the heatmap updates its colours in place). Choosing the other market loads
// it; a 401 only stops (src/machines/guards.ts), other failures `logFailure` and
// show a retry. The fetcher is injected (`load`), so tests drive it with plain events.
import { assign, setup } from "xstate";
import type { InsightMarket } from "../../shared/insights";
import { isUnauthorized } from "../guards";
import { mustProvide } from "../provided";

export const INSIGHT_REFRESH_MS = 5_000;

interface InsightContext {
  market: InsightMarket;
  data: unknown;
  /** Reload every INSIGHT_REFRESH_MS while shown. */
  live: boolean;
  failed: boolean;
}

type InsightEvent = { type: "market.select"; market: InsightMarket } | { type: "retry" };

export const insightMachine = setup({
  types: {
    context: {} as InsightContext,
    input: {} as { market?: InsightMarket; live?: boolean } | undefined,
    events: {} as InsightEvent,
  },
  actors: {
    load: mustProvide<unknown, { market: InsightMarket }>("insight", "load"),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    otherMarket: ({ context, event }) =>
      event.type === "market.select" &&
      (event.market === "US" || event.market === "SA") &&
      event.market !== context.market,
    isLive: ({ context }) => context.live,
    isAborted: ({ event }) => ((event as { error?: unknown }).error as Error | undefined)?.name === "AbortError",
    isUnauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
  },
  delays: { refresh: INSIGHT_REFRESH_MS },
}).createMachine({
  id: "insight",
  context: ({ input }) => ({ market: input?.market ?? "US", data: null, live: input?.live ?? false, failed: false }),
  initial: "loading",
  on: {
    "market.select": {
      guard: "otherMarket",
      target: ".loading",
      actions: assign({ market: ({ event }) => (event as { market: InsightMarket }).market, data: null }),
    },
  },
  states: {
    loading: {
      tags: ["loading"],
      entry: assign({ failed: false }),
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ market: context.market }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          { guard: "isAborted" },
          { guard: "isUnauthorized", target: "failed" },
          { target: "failed", actions: { type: "logFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    ready: {
      after: { refresh: { guard: "isLive", target: "refreshing" } },
    },
    // A live reload: the shown data stays until the new one is in; a failure keeps it.
    refreshing: {
      invoke: {
        id: "reload",
        src: "load",
        input: ({ context }) => ({ market: context.market }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          { guard: "isUnauthorized", target: "failed" },
          { target: "ready", actions: { type: "logFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      entry: assign({ failed: true }),
      on: { retry: "loading" },
    },
  },
});

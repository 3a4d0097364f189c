// The weekly report screen (docs/architecture.md, Market news): the chosen market and ISO week
// (none: the market's latest week with a completed session) and its report. The page keeps the
// choice in its address and sends it here as `show` (a link, a reload, the back button, the week
// picker); another choice loads again, the same one does nothing. A week without a completed
// session is a state of its own (the server's 404 no_session), not a failure; a 401 only
// stops (src/machines/guards.ts). The fetcher is injected (`load`).
import { assign, setup } from "xstate";
import type { NewsMarket, WeeklyResponse } from "../../shared/news";
import { isUnauthorized } from "../guards";
import { mustProvide } from "../provided";
import { isNoSession } from "./recap.machine";

interface WeeklyReportContext {
  market: NewsMarket;
  /** YYYY-Www, or null for the latest week. */
  week: string | null;
  report: WeeklyResponse | null;
}

type WeeklyReportEvent = { type: "show"; market: NewsMarket; week: string | null } | { type: "retry" };

export const weeklyReportMachine = setup({
  types: {
    context: {} as WeeklyReportContext,
    input: {} as { market?: NewsMarket; week?: string | null } | undefined,
    events: {} as WeeklyReportEvent,
  },
  actors: {
    load: mustProvide<WeeklyResponse, { market: NewsMarket; week: string | null }>("weeklyReport", "load"),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    otherChoice: ({ context, event }) =>
      event.type === "show" &&
      (event.market === "US" || event.market === "SA") &&
      (event.week === null || /^\d{4}-W\d{2}$/.test(event.week)) &&
      (event.market !== context.market || event.week !== context.week),
    isAborted: ({ event }) => ((event as { error?: unknown }).error as Error | undefined)?.name === "AbortError",
    isUnauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
    isNoSession: ({ event }) => isNoSession((event as { error?: unknown }).error),
  },
}).createMachine({
  id: "weeklyReport",
  context: ({ input }) => ({ market: input?.market ?? "US", week: input?.week ?? null, report: null }),
  initial: "loading",
  on: {
    show: {
      guard: "otherChoice",
      target: ".loading",
      actions: assign(({ event }) => {
        const e = event as { market: NewsMarket; week: string | null };
        return { market: e.market, week: e.week };
      }),
    },
  },
  states: {
    // The report shown stays in context while the next one loads (the picker keeps its place);
    // the screen shows the loading display instead of it.
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ market: context.market, week: context.week }),
        onDone: { target: "ready", actions: assign({ report: ({ event }) => event.output }) },
        onError: [
          { guard: "isAborted" },
          { guard: "isNoSession", target: "noSession", actions: assign({ report: null }) },
          { guard: "isUnauthorized", target: "failed" },
          { target: "failed", actions: { type: "logFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    ready: {},
    noSession: {},
    failed: {
      on: { retry: "loading" },
    },
  },
});

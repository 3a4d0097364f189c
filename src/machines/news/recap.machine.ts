// The daily recap screen (docs/architecture.md, Market news): the chosen market and session date
// (none: the latest completed session), its recap in the language on screen, and the copy of its
// text. A day without a completed session is a state of its own (the server's 404 no_session),
// not a failure; a 401 only stops (src/machines/guards.ts). Choosing another market,
// date or language loads again; the fetcher and the clipboard are injected (`load`, `copyText`).
import { assign, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { NewsMarket, RecapResponse } from "../../shared/news";
import { isUnauthorized } from "../guards";
import { mustProvide } from "../provided";

interface RecapContext {
  market: NewsMarket;
  /** YYYY-MM-DD, or null for the latest completed session. */
  date: string | null;
  recap: RecapResponse | null;
}

type RecapEvent =
  | { type: "market.select"; market: NewsMarket }
  | { type: "date.select"; date: string | null }
  | { type: "language.changed" }
  | { type: "copy" }
  | { type: "retry" };

/** The answer for a day (or week) without a completed session: 404 no_session. */
export const isNoSession = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.code === "no_session";

export const recapMachine = setup({
  types: {
    context: {} as RecapContext,
    input: {} as { market?: NewsMarket; date?: string | null } | undefined,
    events: {} as RecapEvent,
  },
  actors: {
    load: mustProvide<RecapResponse, { market: NewsMarket; date: string | null }>("recap", "load"),
    copyText: mustProvide<void, { text: string }>("recap", "copyText"),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
    copied: () => {},
    copyFailed: () => {},
  },
  guards: {
    otherMarket: ({ context, event }) =>
      event.type === "market.select" &&
      (event.market === "US" || event.market === "SA") &&
      event.market !== context.market,
    validDate: ({ event }) =>
      event.type === "date.select" && (event.date === null || /^\d{4}-\d{2}-\d{2}$/.test(event.date)),
    isAborted: ({ event }) => ((event as { error?: unknown }).error as Error | undefined)?.name === "AbortError",
    isUnauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
    isNoSession: ({ event }) => isNoSession((event as { error?: unknown }).error),
  },
}).createMachine({
  id: "recap",
  context: ({ input }) => ({ market: input?.market ?? "US", date: input?.date ?? null, recap: null }),
  initial: "loading",
  on: {
    "market.select": {
      guard: "otherMarket",
      target: ".loading",
      // Another market has other sessions: its latest one is shown.
      actions: assign({ market: ({ event }) => (event as { market: NewsMarket }).market, date: null, recap: null }),
    },
    "date.select": {
      guard: "validDate",
      target: ".loading",
      actions: assign({ date: ({ event }) => (event as { date: string | null }).date, recap: null }),
    },
    "language.changed": { target: ".loading" },
  },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ market: context.market, date: context.date }),
        onDone: {
          target: "ready",
          actions: assign({ recap: ({ event }) => event.output, date: ({ event }) => event.output.date }),
        },
        onError: [
          { guard: "isAborted" },
          { guard: "isNoSession", target: "noSession" },
          { guard: "isUnauthorized", target: "failed" },
          { target: "failed", actions: { type: "logFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    ready: {
      initial: "idle",
      states: {
        idle: { on: { copy: "copying" } },
        copying: {
          invoke: {
            id: "copyText",
            src: "copyText",
            input: ({ context }) => ({ text: `${context.recap?.headline ?? ""}\n\n${context.recap?.body ?? ""}` }),
            onDone: { target: "idle", actions: "copied" },
            onError: { target: "idle", actions: "copyFailed" },
          },
        },
      },
    },
    noSession: {},
    failed: {
      on: { retry: "loading" },
    },
  },
});

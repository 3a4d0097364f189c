// The partner portal's home (/partner/dashboard): the overview of GET /partner/home, read
// again every 15 s while a market is open and every minute while both are closed (a failed
// reload keeps what is shown); the member's layout (which widgets, in which order: the team's
// GET /partner/layout, the default one when it cannot be read); and the movers' live prices
// from the quotes socket, followed again whenever the listed symbols change. A 401 only
// stops (the session machines sign the visitor out, src/machines/guards.ts), other failures run
// `logFailure` and offer a retry.
import { type ActorRefFrom, assign, type EventObject, fromCallback, raise, setup } from "xstate";
import type { PartnerHome } from "../../shared/partner-home";
import { DEFAULT_PARTNER_LAYOUT, type PartnerLayout } from "../../shared/partner-layout";
import type { LiveQuote } from "../../shared/realtime";
import { isUnauthorized } from "../guards";
import { loadHome, loadLayout } from "./actors";

export const HOME_REFRESH_OPEN_MS = 15_000;
export const HOME_REFRESH_CLOSED_MS = 60_000;

interface HomeContext {
  data: PartnerHome | null;
  layout: PartnerLayout;
  /** The last live quote of each listed mover. */
  quotes: Record<string, LiveQuote>;
  failed: boolean;
}

type HomeEvent = { type: "retry" } | { type: "quotes"; quotes: LiveQuote[] } | { type: "symbols.changed" };

/** Every mover's symbol on the home (the markets' and the team watchlists'), in order, once. */
export function homeSymbols(data: PartnerHome | null): string[] {
  if (!data) return [];
  const movers = data.markets.flatMap((m) => [...m.gainers, ...m.losers].map((r) => r.symbol));
  return [...new Set([...movers, ...(data.watchlist?.movers ?? []).map((r) => r.symbol)])];
}

const anyOpen = (data: PartnerHome | null) => data?.markets.some((m) => m.session.state === "open") ?? false;

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
  },
  actors: {
    loadHome,
    loadLayout,
    /** The movers' live quotes; nothing unless the page binds it (./actors.ts). */
    quotes: fromCallback<EventObject, { symbols: string[] }>(() => () => {}),
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
    /** The new overview; quotes of symbols no longer listed are dropped. */
    keepData: assign(({ context }, params: { data: PartnerHome }) => {
      const listed = new Set(homeSymbols(params.data));
      return {
        data: params.data,
        quotes: Object.fromEntries(Object.entries(context.quotes).filter(([s]) => listed.has(s))),
      };
    }),
  },
  guards: {
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
    symbolsDiffer: ({ context }, params: { data: PartnerHome }) =>
      homeSymbols(context.data).join(",") !== homeSymbols(params.data).join(","),
  },
  delays: {
    refresh: ({ context }) => (anyOpen(context.data) ? HOME_REFRESH_OPEN_MS : HOME_REFRESH_CLOSED_MS),
  },
}).createMachine({
  id: "partnerHome",
  type: "parallel",
  context: { data: null, layout: DEFAULT_PARTNER_LAYOUT, quotes: {}, failed: false },
  on: {
    quotes: {
      actions: assign({
        quotes: ({ context, event }) => {
          const next = { ...context.quotes };
          for (const q of event.quotes) next[q.symbol] = q;
          return next;
        },
      }),
    },
  },
  states: {
    layout: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "loadLayout",
            src: "loadLayout",
            onDone: { target: "done", actions: assign({ layout: ({ event }) => event.output }) },
            // The default layout stays (the choice is the member's convenience, not the page's data).
            onError: {
              target: "done",
              actions: { type: "logFailure", params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        done: {},
      },
    },
    overview: {
      initial: "loading",
      states: {
        loading: {
          tags: ["loading"],
          invoke: {
            id: "loadHome",
            src: "loadHome",
            onDone: {
              target: "ready",
              actions: [
                { type: "keepData", params: ({ event }) => ({ data: event.output }) },
                raise({ type: "symbols.changed" }),
              ],
            },
            onError: [
              {
                guard: { type: "isUnauthorized", params: ({ event }) => ({ error: event.error }) },
                target: "failed",
              },
              { target: "failed", actions: { type: "logFailure", params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        ready: {
          after: { refresh: "refreshing" },
        },
        // A reload: what is shown stays until the new answer is in; a failure keeps it.
        refreshing: {
          invoke: {
            id: "reloadHome",
            src: "loadHome",
            onDone: [
              {
                guard: { type: "symbolsDiffer", params: ({ event }) => ({ data: event.output }) },
                target: "ready",
                actions: [
                  { type: "keepData", params: ({ event }) => ({ data: event.output }) },
                  raise({ type: "symbols.changed" }),
                ],
              },
              { target: "ready", actions: { type: "keepData", params: ({ event }) => ({ data: event.output }) } },
            ],
            onError: [
              {
                guard: { type: "isUnauthorized", params: ({ event }) => ({ error: event.error }) },
                target: "failed",
              },
              { target: "ready", actions: { type: "logFailure", params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        failed: {
          entry: assign({ failed: true }),
          exit: assign({ failed: false }),
          on: { retry: "loading" },
        },
      },
    },
    // The listed movers' live prices, followed again whenever the list changes.
    live: {
      initial: "following",
      states: {
        following: {
          on: { "symbols.changed": { target: "following", reenter: true } },
          invoke: { id: "quotes", src: "quotes", input: ({ context }) => ({ symbols: homeSymbols(context.data) }) },
        },
      },
    },
  },
});

export type HomeActor = ActorRefFrom<typeof homeMachine>;

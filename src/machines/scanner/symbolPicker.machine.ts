// A company search box (a combobox): what is typed waits for a pause (DEBOUNCE_MS) before the
// server is asked (GET /work/search), a newer query cancels the older one, and the answer is
// shown as options. Arrow keys move the active option (wrapping), Enter chooses it, Escape
// closes the list (and a second Escape clears the text). Choosing runs the injected `chosen`
// action with the company; the view decides what happens next (add it to a watchlist).
import { type ActorRefFrom, assign, fromPromise, setup } from "xstate";
import { searchSymbols } from "../../client/scanner";
import type { CompanyRef, SearchResponse } from "../../shared/fundamentals";

export const DEBOUNCE_MS = 250;
/** The server refuses longer queries (SEARCH_MAX). */
export const QUERY_MAX = 80;

export interface SymbolPickerContext {
  query: string;
  results: CompanyRef[];
  /** The active option, -1 for none. */
  active: number;
}

export type SymbolPickerEvent =
  | { type: "query.change"; value: string }
  | { type: "move"; by: 1 | -1 }
  | { type: "choose"; index?: number }
  | { type: "close" }
  | { type: "retry" };

const typed = (q: string) => q.trim() !== "";

export const symbolPickerMachine = setup({
  types: {
    context: {} as SymbolPickerContext,
    events: {} as SymbolPickerEvent,
  },
  actors: {
    search: fromPromise<SearchResponse, { query: string }>(({ input, signal }) => searchSymbols(input.query, signal)),
  },
  actions: {
    chosen: (_, _company: CompanyRef) => {},
  },
  delays: { debounce: DEBOUNCE_MS },
  guards: {
    hasQuery: ({ context }) => typed(context.query),
    hasResults: ({ context }) => context.results.length > 0,
    /** A valid option index to choose: the event's, or the active one. */
    canChoose: ({ context, event }) => {
      const i = event.type === "choose" ? (event.index ?? context.active) : -1;
      return i >= 0 && i < context.results.length;
    },
    hasText: ({ context }) => context.query !== "",
  },
}).createMachine({
  id: "symbolPicker",
  context: { query: "", results: [], active: -1 },
  initial: "idle",
  on: {
    "query.change": [
      {
        guard: ({ event }) => typed(event.value),
        target: ".debouncing",
        reenter: true,
        actions: assign({ query: ({ event }) => event.value.slice(0, QUERY_MAX), active: -1 }),
      },
      { target: ".idle", actions: assign({ query: ({ event }) => event.value, results: [], active: -1 }) },
    ],
  },
  states: {
    /** Nothing typed, or the list closed. */
    idle: {
      on: {
        close: { guard: "hasText", actions: assign({ query: "", results: [], active: -1 }) },
        move: { guard: "hasQuery", target: "debouncing" },
      },
    },
    debouncing: {
      tags: ["open", "loading"],
      after: { debounce: "searching" },
      on: { close: "idle" },
    },
    searching: {
      tags: ["open", "loading"],
      invoke: {
        id: "search",
        src: "search",
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: {
          target: "shown",
          actions: assign({
            results: ({ event }) => event.output.results,
            active: ({ event }) => (event.output.results.length > 0 ? 0 : -1),
          }),
        },
        onError: "failed",
      },
      on: { close: "idle" },
    },
    /** The options (or "no match") are shown. */
    shown: {
      tags: ["open"],
      on: {
        move: {
          guard: "hasResults",
          actions: assign({
            active: ({ context, event }) =>
              (context.active + event.by + context.results.length) % context.results.length,
          }),
        },
        choose: {
          guard: "canChoose",
          target: "idle",
          actions: [
            {
              type: "chosen",
              params: ({ context, event }) => context.results[event.index ?? context.active] as CompanyRef,
            },
            assign({ query: "", results: [], active: -1 }),
          ],
        },
        close: "idle",
      },
    },
    failed: {
      tags: ["open"],
      on: { retry: "searching", close: "idle" },
    },
  },
});
export type SymbolPickerActor = ActorRefFrom<typeof symbolPickerMachine>;

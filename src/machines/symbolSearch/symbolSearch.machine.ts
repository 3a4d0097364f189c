// The one company search of the app, a combobox (WAI-ARIA 1.2): what is typed waits for a pause
// (DEBOUNCE_MS) before the server is asked, a newer query cancels the older one, and the answer
// is a list of options with the first one active. ArrowDown/ArrowUp move the active option
// (wrapping), Home/End go to the first and the last, Enter chooses it, Escape closes the list.
// Choosing runs the injected `chosen` action with the company; the screen decides what follows
// (add it to a watchlist or the comparison, open its fundamentals, fill a form's field).
//
// Two ways to end a choice (`afterChoice`): "clear" empties the box for the next search, and a
// second Escape clears the text; "fill" leaves the chosen symbol in the box (a form's field), and
// Escape with the list closed is left to the dialog around it.
import { assign, setup } from "xstate";
import type { CompanyRef } from "../../shared/fundamentals";
import { type SearchScope, searchCompaniesFor } from "./actors";

export type { SearchScope };
export type AfterChoice = "clear" | "fill";

export const DEBOUNCE_MS = 250;
/** The server refuses longer queries (SEARCH_MAX). */
export const QUERY_MAX = 80;

interface SymbolSearchInput {
  scope: SearchScope;
  afterChoice?: AfterChoice;
  /** The text already in the box (a form's field being edited). */
  query?: string;
}

interface SymbolSearchContext {
  scope: SearchScope;
  afterChoice: AfterChoice;
  query: string;
  results: CompanyRef[];
  /** The active option, -1 for none. */
  active: number;
}

type SymbolSearchEvent =
  | { type: "query.change"; value: string }
  | { type: "move"; by: 1 | -1 }
  | { type: "move.edge"; to: "first" | "last" }
  | { type: "choose"; index?: number }
  | { type: "close" }
  | { type: "retry" };

const typed = (q: string) => q.trim() !== "";
const closed = { results: [] as CompanyRef[], active: -1 };

export const symbolSearchMachine = setup({
  types: {
    context: {} as SymbolSearchContext,
    events: {} as SymbolSearchEvent,
    input: {} as SymbolSearchInput,
  },
  actors: { searchCompanies: searchCompaniesFor },
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
    /** Escape on a closed list clears the text, in a box that clears itself anyway. */
    clearsOnEscape: ({ context }) => context.afterChoice === "clear" && context.query !== "",
  },
}).createMachine({
  id: "symbolSearch",
  context: ({ input }) => ({
    scope: input.scope,
    afterChoice: input.afterChoice ?? "clear",
    query: (input.query ?? "").slice(0, QUERY_MAX),
    ...closed,
  }),
  initial: "idle",
  on: {
    "query.change": [
      {
        guard: ({ event }) => typed(event.value),
        target: ".debouncing",
        reenter: true,
        actions: assign({ query: ({ event }) => event.value.slice(0, QUERY_MAX), active: -1 }),
      },
      { target: ".idle", actions: assign({ query: ({ event }) => event.value, ...closed }) },
    ],
  },
  states: {
    /** Nothing typed, the list closed, or a choice made. */
    idle: {
      on: {
        close: { guard: "clearsOnEscape", actions: assign({ query: "", ...closed }) },
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
        id: "searchCompanies",
        src: "searchCompanies",
        input: ({ context }) => ({ query: context.query.trim(), scope: context.scope }),
        onDone: {
          target: "shown",
          actions: assign({
            results: ({ event }) => event.output,
            active: ({ event }) => (event.output.length > 0 ? 0 : -1),
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
        "move.edge": {
          guard: "hasResults",
          actions: assign({ active: ({ context, event }) => (event.to === "first" ? 0 : context.results.length - 1) }),
        },
        choose: {
          guard: "canChoose",
          target: "idle",
          actions: [
            {
              type: "chosen",
              params: ({ context, event }) => context.results[event.index ?? context.active] as CompanyRef,
            },
            assign(({ context, event }) => ({
              query:
                context.afterChoice === "fill"
                  ? (context.results[event.index ?? context.active] as CompanyRef).symbol
                  : "",
              ...closed,
            })),
          ],
        },
        close: { target: "idle", actions: assign(closed) },
      },
    },
    failed: {
      tags: ["open"],
      on: { retry: "searching", close: "idle" },
    },
  },
});

// The symbol search box of the fundamentals sections: typing waits for a pause (debounce), then
// asks the server for matches by symbol or English or Arabic name; a newer query cancels the
// call in flight (leaving the state stops it). An empty box clears the list.
import { type ActorRefFrom, assign, setup } from "xstate";
import type { CompanyRef } from "../../shared/fundamentals";
import { searchSymbols } from "./actors";

export interface SymbolSearchContext {
  query: string;
  results: CompanyRef[];
  /** The last search failed (the list says so instead of 'no match'). */
  failed: boolean;
}

export type SymbolSearchEvent = { type: "query.change"; query: string } | { type: "clear" };

export const symbolSearchMachine = setup({
  types: {
    context: {} as SymbolSearchContext,
    events: {} as SymbolSearchEvent,
  },
  actors: { searchSymbols },
  guards: {
    blank: ({ event }) => event.type === "query.change" && event.query.trim() === "",
  },
  delays: {
    /** Between the last key and the call. */
    debounce: 250,
  },
}).createMachine({
  id: "symbolSearch",
  context: { query: "", results: [], failed: false },
  initial: "idle",
  on: {
    "query.change": [
      { guard: "blank", target: ".idle", actions: assign({ query: "", results: [], failed: false }) },
      { target: ".debouncing", reenter: true, actions: assign({ query: ({ event }) => event.query }) },
    ],
    clear: { target: ".idle", actions: assign({ query: "", results: [], failed: false }) },
  },
  states: {
    idle: {},
    debouncing: {
      after: { debounce: "searching" },
    },
    searching: {
      tags: ["busy"],
      invoke: {
        id: "searchSymbols",
        src: "searchSymbols",
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: { target: "idle", actions: assign({ results: ({ event }) => event.output, failed: false }) },
        onError: { target: "idle", actions: assign({ results: [], failed: true }) },
      },
    },
  },
});

export type SymbolSearchActor = ActorRefFrom<typeof symbolSearchMachine>;

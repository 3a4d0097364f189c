// The partner comparator (/partner/tools/comparator): the choice (symbols, range) lives in the
// address, so a link or Back restores it. The view tells the machine each address it sees
// (`url.changed`); the machine loads the comparison of that choice in one call (GET
// /partner/tools/compare), and answers the person's own changes (add or remove a symbol, a
// range) by writing the next address through the injected `writeUrl` action. A sixth symbol or
// one already compared is refused with a notice, and nothing is written. A 401 only
// stops (src/machines/guards.ts); another failure keeps the server's message for the screen.
import { type ActorRefFrom, assign, setup } from "xstate";
import { serverMessage } from "../../client/http";
import { COMPARE_MAX, type CompareRange, type Comparison, DEFAULT_COMPARE_RANGE } from "../../shared/comparator";
import { isUnauthorized } from "../guards";
import { loadComparison } from "./actors";

type ComparatorNotice = { kind: "full" } | { kind: "duplicate"; symbol: string } | null;

interface ComparatorContext {
  symbols: string[];
  range: CompareRange;
  data: Comparison | null;
  notice: ComparatorNotice;
  /** The server's message of the last failure (in the page's language), or null. */
  error: string | null;
}

export interface Choice {
  symbols: string[];
  range: CompareRange;
}

type ComparatorEvent =
  | ({ type: "url.changed" } & Choice)
  | { type: "symbol.add"; symbol: string }
  | { type: "symbol.remove"; symbol: string }
  | { type: "range.select"; range: CompareRange }
  | { type: "retry" };

const same = (a: Choice, b: Choice) => a.range === b.range && a.symbols.join(",") === b.symbols.join(",");

export const comparatorMachine = setup({
  types: {
    context: {} as ComparatorContext,
    input: {} as Partial<Choice> | undefined,
    events: {} as ComparatorEvent,
  },
  actors: { loadComparison },
  actions: {
    /** Writes the next choice into the address (the route navigates; the view reports it back). */
    writeUrl: (_, _params: Choice) => {},
  },
  guards: {
    hasSymbols: ({ context }) => context.symbols.length > 0,
    changed: ({ context, event }) => event.type === "url.changed" && !same(context, event),
    full: ({ context }) => context.symbols.length >= COMPARE_MAX,
    duplicate: ({ context, event }) =>
      event.type === "symbol.add" && context.symbols.includes(event.symbol.toUpperCase()),
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
}).createMachine({
  id: "comparator",
  context: ({ input }) => ({
    symbols: input?.symbols ?? [],
    range: input?.range ?? DEFAULT_COMPARE_RANGE,
    data: null,
    notice: null,
    error: null,
  }),
  initial: "choosing",
  on: {
    "url.changed": {
      guard: "changed",
      target: ".choosing",
      actions: assign(({ event }) => ({ symbols: event.symbols, range: event.range, error: null })),
    },
    "symbol.add": [
      {
        guard: "duplicate",
        actions: assign({ notice: ({ event }) => ({ kind: "duplicate", symbol: event.symbol.toUpperCase() }) }),
      },
      { guard: "full", actions: assign({ notice: { kind: "full" } }) },
      {
        actions: [
          assign({ notice: null }),
          {
            type: "writeUrl",
            params: ({ context, event }) => ({
              symbols: [...context.symbols, event.symbol.toUpperCase()],
              range: context.range,
            }),
          },
        ],
      },
    ],
    "symbol.remove": {
      actions: [
        assign({ notice: null }),
        {
          type: "writeUrl",
          params: ({ context, event }) => ({
            symbols: context.symbols.filter((s) => s !== event.symbol),
            range: context.range,
          }),
        },
      ],
    },
    "range.select": {
      actions: { type: "writeUrl", params: ({ context, event }) => ({ symbols: context.symbols, range: event.range }) },
    },
  },
  states: {
    // Where a new choice goes: loaded, or empty without symbols.
    choosing: {
      always: [{ guard: "hasSymbols", target: "loading" }, { target: "empty" }],
    },
    empty: {
      entry: assign({ data: null }),
    },
    // The shown comparison stays until the new one is in (a range change does not blank the page).
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadComparison",
        src: "loadComparison",
        input: ({ context }) => ({ symbols: context.symbols, range: context.range }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: "isUnauthorized", params: ({ event }) => ({ error: event.error }) },
            target: "failed",
          },
          {
            target: "failed",
            actions: assign({
              error: ({ event }) => serverMessage(event.error),
            }),
          },
        ],
      },
    },
    ready: {},
    failed: {
      on: { retry: "loading" },
    },
  },
});

export type ComparatorActor = ActorRefFrom<typeof comparatorMachine>;

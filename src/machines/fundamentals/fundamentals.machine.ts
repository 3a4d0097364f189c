// One fundamentals section for the chosen symbol (docs/architecture.md, Fundamentals): without
// a symbol it waits for one; choosing a symbol (the view sends the one in the address) loads
// the section, an unknown symbol or one without fundamentals is its own state, a failure can be
// retried. The statements' quarterly/annual toggle lives here too, kept across symbols.
import { assign, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { FundamentalsSection, SectionResponse } from "../../shared/fundamentals";
import { isUnauthorized } from "../guards";
import { fetchSection } from "./actors";

export type StatementPeriod = "quarter" | "annual";

interface FundamentalsContext {
  section: FundamentalsSection;
  symbol: string | null;
  data: SectionResponse | null;
  period: StatementPeriod;
}

type FundamentalsEvent =
  | { type: "symbol.select"; symbol: string }
  | { type: "period.select"; period: StatementPeriod }
  | { type: "retry" };

export const fundamentalsMachine = setup({
  types: {
    context: {} as FundamentalsContext,
    events: {} as FundamentalsEvent,
    input: {} as { section: FundamentalsSection },
  },
  actors: { fetchSection },
  actions: {},
  guards: {
    isAborted: ({ event }) => ((event as { error?: unknown }).error as Error | undefined)?.name === "AbortError",
    isUnauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
    notFound: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return error instanceof ApiError && (error.code === "unknown_symbol" || error.code === "no_fundamentals");
    },
    otherSymbol: ({ context, event }) => event.type === "symbol.select" && event.symbol !== context.symbol,
  },
}).createMachine({
  id: "fundamentals",
  context: ({ input }) => ({ section: input.section, symbol: null, data: null, period: "quarter" }),
  initial: "empty",
  on: {
    "symbol.select": {
      guard: "otherSymbol",
      target: ".loading",
      actions: assign({ symbol: ({ event }) => event.symbol, data: null }),
    },
    "period.select": { actions: assign({ period: ({ event }) => event.period }) },
  },
  states: {
    empty: {},
    loading: {
      tags: ["loading"],
      invoke: {
        id: "fetchSection",
        src: "fetchSection",
        input: ({ context }) => ({ symbol: context.symbol ?? "", section: context.section }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          { guard: "isAborted" },
          { guard: "notFound", target: "notFound" },
          { guard: "isUnauthorized", target: "failed" },
          { target: "failed" },
        ],
      },
    },
    ready: {},
    notFound: {},
    failed: {
      on: { retry: "loading" },
    },
  },
});

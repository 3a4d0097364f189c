// The Shariah card of the ticker page: loads the screen once for the symbol; a failure can be
// retried. The card is informational and never blocks the rest of the page.
import { assign, setup } from "xstate";
import { fetchShariah, type ShariahResponse } from "./actors";

export const shariahMachine = setup({
  types: {
    context: {} as { symbol: string; result: ShariahResponse | null },
    events: {} as { type: "retry" },
    input: {} as { symbol: string },
  },
  actors: { fetchShariah },
}).createMachine({
  id: "shariah",
  context: ({ input }) => ({ symbol: input.symbol, result: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "fetchShariah",
        src: "fetchShariah",
        input: ({ context }) => ({ symbol: context.symbol }),
        onDone: { target: "ready", actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: "failed" },
      },
    },
    ready: {},
    failed: {
      on: { retry: "loading" },
    },
  },
});

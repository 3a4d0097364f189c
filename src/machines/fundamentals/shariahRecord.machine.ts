// The Shariah record of the ticker page: the status per quarter, loaded once for the symbol with
// the user's alerts of a change; a failure can be retried. Informational: it never blocks the page.
import { assign, fromPromise, setup } from "xstate";
import { shariahHistory } from "../../client/ticker";
import type { ShariahHistoryResponse } from "../../shared/shariah-history";

const fetchShariahRecord = fromPromise<ShariahHistoryResponse, { symbol: string }>(({ input, signal }) =>
  shariahHistory(input.symbol, signal),
);

export const shariahRecordMachine = setup({
  types: {
    context: {} as { symbol: string; record: ShariahHistoryResponse | null },
    events: {} as { type: "retry" },
    input: {} as { symbol: string },
  },
  actors: { fetchShariahRecord },
}).createMachine({
  id: "shariahRecord",
  context: ({ input }) => ({ symbol: input.symbol, record: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "fetchShariahRecord",
        src: "fetchShariahRecord",
        input: ({ context }) => ({ symbol: context.symbol }),
        onDone: { target: "ready", actions: assign({ record: ({ event }) => event.output }) },
        onError: { target: "failed" },
      },
    },
    ready: {},
    failed: {
      on: { retry: "loading" },
    },
  },
});

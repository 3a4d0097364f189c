// The add-to-watchlist dialog (a scanner result row, the ticker page, the watchlists' company
// search): choose one of the user's lists that does not hold the symbol yet, then Save (possible
// only once a list is chosen). A server message is shown in the dialog.
// Its output is the list the server answered with, or null when cancelled.
import { assign, fromPromise, setup } from "xstate";
import { addTicker } from "../../client/watchlists";
import type { ScannerKey } from "../../shared/market";
import type { Watchlist } from "../../shared/watchlists";
import { type DialogError, dialogError } from "./watchlistName.machine";

export interface AddInput {
  lists: Watchlist[];
  symbol: string;
  scanner: ScannerKey;
}

export interface AddContext extends AddInput {
  watchlistId: string | null;
  error: DialogError | null;
  result: Watchlist | null;
}

export type AddEvent = { type: "list.choose"; watchlistId: string } | { type: "submit" } | { type: "cancel" };

export const addToWatchlistMachine = setup({
  types: {
    context: {} as AddContext,
    events: {} as AddEvent,
    input: {} as AddInput,
    output: {} as Watchlist | null,
  },
  actors: {
    add: fromPromise<{ watchlist: Watchlist }, { symbol: string; scanner: ScannerKey; watchlistId: string }>(
      ({ input, signal }) => addTicker(input.scanner, input.symbol, input.watchlistId, signal),
    ),
  },
  guards: {
    knownList: ({ context, event }) =>
      event.type === "list.choose" &&
      context.lists.some((l) => l._id === event.watchlistId && !l.tickers.some((t) => t.tickerName === context.symbol)),
    listChosen: ({ context }) => context.watchlistId !== null,
  },
}).createMachine({
  id: "addToWatchlist",
  context: ({ input }) => ({ ...input, watchlistId: null, error: null, result: null }),
  initial: "choosing",
  states: {
    choosing: {
      on: {
        "list.choose": {
          guard: "knownList",
          actions: assign({ watchlistId: ({ event }) => event.watchlistId, error: null }),
        },
        submit: { guard: "listChosen", target: "saving" },
        cancel: "cancelled",
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "add",
        src: "add",
        input: ({ context }) => ({
          symbol: context.symbol,
          scanner: context.scanner,
          watchlistId: context.watchlistId as string,
        }),
        onDone: { target: "done", actions: assign({ result: ({ event }) => event.output.watchlist }) },
        onError: { target: "choosing", actions: assign({ error: ({ event }) => dialogError(event.error) }) },
      },
    },
    done: { type: "final" },
    cancelled: { type: "final" },
  },
  output: ({ context }) => context.result,
});

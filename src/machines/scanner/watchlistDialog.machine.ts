// One watchlist dialog: create a list, rename a list (inline rename mode), or add a ticker
// to a chosen list. Names are checked like the server checks them (blank, or taken ignoring
// case and surrounding spaces) before any call; a server message is shown in the dialog.
// Its output is the list the server answered with, or null when cancelled.
import { assign, fromPromise, setup } from "xstate";
import { type ScannerKey, type Watchlist, watchlistNameKey } from "../../shared/portal";
import { ApiError, api, call } from "../api";

export type DialogInput =
  | { kind: "create"; lists: Watchlist[] }
  | { kind: "rename"; lists: Watchlist[]; watchlistId: string }
  | { kind: "add"; lists: Watchlist[]; symbol: string; scanner: ScannerKey };

/** A text of the scanner.watchlist dictionary block, or a message from the server. */
export type DialogError = { key: "nameRequired" | "nameTaken" } | { message: string };

export interface DialogContext {
  kind: DialogInput["kind"];
  lists: Watchlist[];
  name: string;
  /** The list to rename, or the list chosen to add to. */
  watchlistId: string | null;
  symbol: string | null;
  scanner: ScannerKey | null;
  error: DialogError | null;
  result: Watchlist | null;
}

export type DialogEvent =
  | { type: "name.change"; value: string }
  | { type: "list.choose"; watchlistId: string }
  | { type: "submit" }
  | { type: "cancel" };

function errorOf(error: unknown): DialogError {
  if (error instanceof ApiError && error.body?.message) return { message: error.body.message };
  return { message: error instanceof Error ? error.message : String(error) };
}

export const watchlistDialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
    input: {} as DialogInput,
    output: {} as Watchlist | null,
  },
  actors: {
    save: fromPromise<{ watchlist: Watchlist }, DialogContext>(({ input, signal }) => {
      if (input.kind === "create") {
        return call(api(signal).url("/work/create-watchlist").post({ watchlistName: input.name }).json());
      }
      if (input.kind === "rename") {
        return call(
          api(signal)
            .url("/work/update-watchlist")
            .put({ watchlistId: input.watchlistId, newWatchlistName: input.name })
            .json(),
        );
      }
      return call(
        api(signal)
          .url(`/work/addticker-into-watchlist/${input.scanner}`)
          .post({ tickerName: input.symbol, watchlistId: input.watchlistId })
          .json(),
      );
    }),
  },
  guards: {
    asksName: ({ context }) => context.kind !== "add",
    nameBlank: ({ context }) => context.kind !== "add" && context.name.trim() === "",
    nameTaken: ({ context }) => {
      if (context.kind === "add") return false;
      const key = watchlistNameKey(context.name);
      return context.lists.some(
        (l) => l.watchlistName && watchlistNameKey(l.watchlistName) === key && l._id !== context.watchlistId,
      );
    },
    listChosen: ({ context }) => context.kind !== "add" || context.watchlistId !== null,
  },
}).createMachine({
  id: "watchlistDialog",
  context: ({ input }) => ({
    kind: input.kind,
    lists: input.lists,
    name: input.kind === "rename" ? (input.lists.find((l) => l._id === input.watchlistId)?.watchlistName ?? "") : "",
    watchlistId: input.kind === "rename" ? input.watchlistId : null,
    symbol: input.kind === "add" ? input.symbol : null,
    scanner: input.kind === "add" ? input.scanner : null,
    error: null,
    result: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "name.change": {
          guard: "asksName",
          actions: assign({ name: ({ event }) => event.value, error: null }),
        },
        "list.choose": {
          guard: ({ context, event }) =>
            context.kind === "add" && context.lists.some((l) => l._id === event.watchlistId),
          actions: assign({ watchlistId: ({ event }) => event.watchlistId, error: null }),
        },
        submit: [
          { guard: "nameBlank", actions: assign({ error: { key: "nameRequired" } }) },
          { guard: "nameTaken", actions: assign({ error: { key: "nameTaken" } }) },
          { guard: "listChosen", target: "saving" },
        ],
        cancel: "cancelled",
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        src: "save",
        input: ({ context }) => context,
        onDone: { target: "done", actions: assign({ result: ({ event }) => event.output.watchlist }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => errorOf(event.error) }) },
      },
    },
    done: { type: "final" },
    cancelled: { type: "final" },
  },
  output: ({ context }) => context.result,
});

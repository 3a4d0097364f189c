// The name dialog of a watchlist: create a list, or rename one (rename mode). The name is
// checked like the server checks it (blank, or taken by another list of the user ignoring
// case and surrounding spaces) before any call; a server message is shown in the dialog.
// Its output is the list the server answered with, or null when cancelled.
import { assign, fromPromise, setup } from "xstate";
import { ApiError } from "../../client/http";
import { createWatchlist, renameWatchlist } from "../../client/watchlists";
import { type Watchlist, watchlistNameKey } from "../../shared/watchlists";

type NameDialogInput =
  | { kind: "create"; lists: Watchlist[] }
  | { kind: "rename"; lists: Watchlist[]; watchlistId: string };

/** A text of the scanner.watchlist dictionary block, or a message from the server. */
export type DialogError = { key: "nameRequired" | "nameTaken" } | { message: string };

export function dialogError(error: unknown): DialogError {
  if (error instanceof ApiError && error.body?.message) return { message: error.body.message };
  return { message: error instanceof Error ? error.message : String(error) };
}

interface NameDialogContext {
  kind: "create" | "rename";
  lists: Watchlist[];
  /** The list being renamed; null when creating. */
  watchlistId: string | null;
  name: string;
  error: DialogError | null;
  result: Watchlist | null;
}

type NameDialogEvent = { type: "name.change"; value: string } | { type: "submit" } | { type: "cancel" };

export const watchlistNameMachine = setup({
  types: {
    context: {} as NameDialogContext,
    events: {} as NameDialogEvent,
    input: {} as NameDialogInput,
    output: {} as Watchlist | null,
  },
  actors: {
    save: fromPromise<{ watchlist: Watchlist }, { watchlistId: string | null; name: string }>(({ input, signal }) =>
      input.watchlistId === null
        ? createWatchlist(input.name, signal)
        : renameWatchlist(input.watchlistId, input.name, signal),
    ),
  },
  guards: {
    nameBlank: ({ context }) => context.name.trim() === "",
    nameTaken: ({ context }) => {
      const key = watchlistNameKey(context.name);
      return context.lists.some((l) => l._id !== context.watchlistId && watchlistNameKey(l.watchlistName) === key);
    },
  },
}).createMachine({
  id: "watchlistName",
  context: ({ input }) => ({
    kind: input.kind,
    lists: input.lists,
    watchlistId: input.kind === "rename" ? input.watchlistId : null,
    name: input.kind === "rename" ? (input.lists.find((l) => l._id === input.watchlistId)?.watchlistName ?? "") : "",
    error: null,
    result: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "name.change": { actions: assign({ name: ({ event }) => event.value, error: null }) },
        submit: [
          { guard: "nameBlank", actions: assign({ error: { key: "nameRequired" } }) },
          { guard: "nameTaken", actions: assign({ error: { key: "nameTaken" } }) },
          { target: "saving" },
        ],
        cancel: "cancelled",
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ watchlistId: context.watchlistId, name: context.name }),
        onDone: { target: "done", actions: assign({ result: ({ event }) => event.output.watchlist }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => dialogError(event.error) }) },
      },
    },
    done: { type: "final" },
    cancelled: { type: "final" },
  },
  output: ({ context }) => context.result,
});

// The partner's saved screens (docs/api.md, Screener): loaded once, then one write at a time —
// save the current screen under a name, rename one, delete one. A refused write (a name taken,
// the limit of 50) keeps the list and shows the server's message; a session that ended is
// reported by the API client.
import { assign, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { SavedScreen, ScreenQuery } from "../../shared/screener";
import { createSaved, deleteSaved, fetchSaved, renameSaved } from "./actors";

interface SavedContext {
  screens: SavedScreen[];
  /** The last refusal, in the language on screen. */
  error: string | null;
  /** What the last write did, for the polite live region. */
  notice: { kind: "saved"; name: string } | { kind: "renamed"; name: string } | { kind: "deleted" } | null;
}

type SavedEvent =
  | { type: "save"; name: string; query: ScreenQuery }
  | { type: "rename"; id: string; name: string }
  | { type: "delete"; id: string }
  | { type: "retry" };

const message = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

export const savedScreensMachine = setup({
  types: { context: {} as SavedContext, events: {} as SavedEvent },
  actors: { fetchSaved, createSaved, renameSaved, deleteSaved },
  actions: {
    fail: assign({ error: (_, params: { error: unknown }) => message(params.error), notice: null }),
  },
}).createMachine({
  id: "savedScreens",
  context: { screens: [], error: null, notice: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchSaved",
        src: "fetchSaved",
        onDone: { target: "ready", actions: assign({ screens: ({ event }) => event.output, error: null }) },
        onError: { target: "failed", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { retry: "loading" } },
    ready: {
      on: {
        save: "saving",
        rename: "renaming",
        delete: "deleting",
      },
    },
    saving: {
      invoke: {
        id: "createSaved",
        src: "createSaved",
        input: ({ event }) => {
          const e = event as Extract<SavedEvent, { type: "save" }>;
          return { name: e.name, query: e.query };
        },
        onDone: {
          target: "ready",
          actions: assign({
            screens: ({ context, event }) => [...context.screens, event.output],
            notice: ({ event }) => ({ kind: "saved" as const, name: event.output.name }),
            error: null,
          }),
        },
        onError: { target: "ready", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    renaming: {
      invoke: {
        id: "renameSaved",
        src: "renameSaved",
        input: ({ event }) => {
          const e = event as Extract<SavedEvent, { type: "rename" }>;
          return { id: e.id, name: e.name };
        },
        onDone: {
          target: "ready",
          actions: assign({
            screens: ({ context, event }) => context.screens.map((s) => (s.id === event.output.id ? event.output : s)),
            notice: ({ event }) => ({ kind: "renamed" as const, name: event.output.name }),
            error: null,
          }),
        },
        onError: { target: "ready", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleting: {
      invoke: {
        id: "deleteSaved",
        src: "deleteSaved",
        input: ({ event }) => ({ id: (event as Extract<SavedEvent, { type: "delete" }>).id }),
        onDone: {
          target: "ready",
          actions: assign({
            screens: ({ context, event }) => context.screens.filter((s) => s.id !== event.output),
            notice: { kind: "deleted" as const },
            error: null,
          }),
        },
        onError: { target: "ready", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

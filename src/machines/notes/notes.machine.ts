// Notes Helper: the user's notes, of one symbol (the ticker page) or all of them (the dashboard,
// where a new note names its symbol). One change at a time: add, edit one note, or delete one
// after a confirmation. The notes stay on screen while a change is on its way; a refused change
// shows the server's message (under its field when it names one) and keeps what was typed.
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from "xstate";
import { ApiError } from "../../client/http";
import { NOTE_LIMITS, noteProblem, type SymbolNote } from "../../shared/notes";
import { notesActors } from "./actors";

interface NotesContext {
  /** The symbol of the ticker page; null on the dashboard (all notes). */
  symbol: string | null;
  notes: SymbolNote[];
  max: number;
  /** The new note's symbol (dashboard) and text. */
  draftSymbol: string;
  draft: string;
  /** The note being edited or asked to be deleted, and the edited text. */
  target: string | null;
  editText: string;
  error: { field: "symbol" | "text" | null; message: string } | null;
}

type NotesEvent =
  | { type: "retry" }
  | { type: "draft.change"; text: string }
  | { type: "draftSymbol.change"; symbol: string }
  | { type: "add" }
  | { type: "edit"; id: string }
  | { type: "edit.change"; text: string }
  | { type: "edit.save" }
  | { type: "edit.cancel" }
  | { type: "delete"; id: string }
  | { type: "delete.confirm" }
  | { type: "delete.cancel" };

const failure = (error: unknown): NotesContext["error"] => {
  const body = error instanceof ApiError ? error.body : null;
  const field = body?.field === "symbol" || body?.field === "text" ? body.field : null;
  return { field, message: body?.message ?? "" };
};

const byChange = (notes: SymbolNote[]) => [...notes].sort((a, b) => b.updatedAt - a.updatedAt);

export const notesMachine = setup({
  types: {
    context: {} as NotesContext,
    events: {} as NotesEvent,
    input: {} as { symbol: string | null },
  },
  actors: notesActors,
  actions: {
    /** Tells the user (a toast) and moves focus, bound by the view. */
    done: (_, _params: { what: "saved" | "deleted" }) => {},
  },
  guards: {
    draftReady: ({ context }) =>
      noteProblem(context.draft) === null && (context.symbol !== null || context.draftSymbol.trim() !== ""),
    editReady: ({ context }) => noteProblem(context.editText) === null,
    known: ({ context, event }) => "id" in event && context.notes.some((n) => n.id === event.id),
  },
}).createMachine({
  id: "notes",
  context: ({ input }) => ({
    symbol: input.symbol,
    notes: [],
    max: NOTE_LIMITS.notes,
    draftSymbol: "",
    draft: "",
    target: null,
    editText: "",
    error: null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ symbol: context.symbol }),
        onDone: {
          target: "ready",
          actions: assign({ notes: ({ event }) => event.output.notes, max: ({ event }) => event.output.max }),
        },
        onError: "failed",
      },
    },
    failed: { on: { retry: "loading" } },
    ready: {
      initial: "idle",
      on: {
        "draft.change": { actions: assign({ draft: ({ event }) => event.text, error: null }) },
        "draftSymbol.change": { actions: assign({ draftSymbol: ({ event }) => event.symbol, error: null }) },
      },
      states: {
        idle: {
          on: {
            add: { guard: "draftReady", target: "adding", actions: assign({ error: null }) },
            edit: {
              guard: "known",
              target: "editing",
              actions: assign(({ context, event }) => ({
                target: event.id,
                editText: context.notes.find((n) => n.id === event.id)?.text ?? "",
                error: null,
              })),
            },
            delete: {
              guard: "known",
              target: "confirmDelete",
              actions: assign({ target: ({ event }) => event.id, error: null }),
            },
          },
        },
        adding: {
          tags: ["busy"],
          invoke: {
            id: "create",
            src: "create",
            input: ({ context }) => ({ symbol: context.symbol ?? context.draftSymbol, text: context.draft }),
            onDone: {
              target: "idle",
              actions: [
                assign({
                  notes: ({ context, event }) => byChange([event.output.note, ...context.notes]),
                  draft: "",
                  draftSymbol: "",
                }),
                { type: "done", params: { what: "saved" } },
              ],
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => failure(event.error) }) },
          },
        },
        editing: {
          on: {
            "edit.change": { actions: assign({ editText: ({ event }) => event.text, error: null }) },
            "edit.save": { guard: "editReady", target: "savingEdit" },
            "edit.cancel": { target: "idle", actions: assign({ target: null, error: null }) },
          },
        },
        savingEdit: {
          tags: ["busy"],
          invoke: {
            id: "update",
            src: "update",
            input: ({ context }) => ({ id: context.target as string, text: context.editText }),
            onDone: {
              target: "idle",
              actions: [
                assign({
                  notes: ({ context, event }) =>
                    byChange(context.notes.map((n) => (n.id === event.output.note.id ? event.output.note : n))),
                  target: null,
                }),
                { type: "done", params: { what: "saved" } },
              ],
            },
            onError: { target: "editing", actions: assign({ error: ({ event }) => failure(event.error) }) },
          },
        },
        confirmDelete: {
          on: {
            "delete.confirm": "deleting",
            "delete.cancel": { target: "idle", actions: assign({ target: null }) },
          },
        },
        deleting: {
          tags: ["busy"],
          invoke: {
            id: "remove",
            src: "remove",
            input: ({ context }) => ({ id: context.target as string }),
            onDone: {
              target: "idle",
              actions: [
                assign({
                  notes: ({ context }) => context.notes.filter((n) => n.id !== context.target),
                  target: null,
                }),
                { type: "done", params: { what: "deleted" } },
              ],
            },
            onError: {
              target: "idle",
              actions: assign({ error: ({ event }) => failure(event.error), target: null }),
            },
          },
        },
      },
    },
  },
});

export type NotesActor = ActorRefFrom<typeof notesMachine>;
type Snapshot = SnapshotFrom<typeof notesMachine>;

export const notesOf = (s: Snapshot) => s.context.notes;
export const isFirstLoad = (s: Snapshot) => s.matches("loading");
export const loadFailed = (s: Snapshot) => s.matches("failed");
export const isBusy = (s: Snapshot) => s.hasTag("busy");
export const editingId = (s: Snapshot) =>
  s.matches({ ready: "editing" }) || s.matches({ ready: "savingEdit" }) ? s.context.target : null;
export const confirmingId = (s: Snapshot) => (s.matches({ ready: "confirmDelete" }) ? s.context.target : null);
export const noteError = (s: Snapshot) => s.context.error;

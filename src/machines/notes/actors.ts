// The I/O actors of the notes machines: each calls src/client/ (docs/architecture.md, Data flow).
import { fromPromise } from "xstate";
import { createNote, deleteNote, listNotes, updateNote } from "../../client/notes";
import type { SymbolNote } from "../../shared/notes";

/** The I/O actors of notes.machine.ts. */
export const notesActors = {
  load: fromPromise<{ notes: SymbolNote[]; max: number }, { symbol: string | null }>(({ input, signal }) =>
    listNotes(input.symbol ?? undefined, signal),
  ),
  create: fromPromise<{ note: SymbolNote }, { symbol: string; text: string }>(({ input, signal }) =>
    createNote(input, signal),
  ),
  update: fromPromise<{ note: SymbolNote }, { id: string; text: string }>(({ input, signal }) =>
    updateNote(input.id, input.text, signal),
  ),
  remove: fromPromise<{ id: string }, { id: string }>(({ input, signal }) => deleteNote(input.id, signal)),
};

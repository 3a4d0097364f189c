// Notes Helper (docs/api.md, "Notes"): the signed-in user's own notes per symbol.
import type { SymbolNote } from "../shared/notes";
import { api, call } from "./http";

export const listNotes = (symbol: string | undefined, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(symbol ? `/work/notes?symbol=${encodeURIComponent(symbol)}` : "/work/notes")
      .get()
      .json<{ notes: SymbolNote[]; max: number }>(),
  );

export const createNote = (input: { symbol: string; text: string }, signal?: AbortSignal) =>
  call(api(signal).url("/work/notes").post(input).json<{ note: SymbolNote }>());

export const updateNote = (id: string, text: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/work/notes/${encodeURIComponent(id)}`)
      .put({ text })
      .json<{ note: SymbolNote }>(),
  );

export const deleteNote = (id: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/work/notes/${encodeURIComponent(id)}`)
      .headers({ "content-type": "application/json" })
      .delete()
      .json<{ id: string }>(),
  );

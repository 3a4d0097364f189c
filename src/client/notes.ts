// Notes Helper (docs/api.md, "Notes"): the signed-in user's own notes per symbol.
import { notesApi } from "../shared/notes";
import { request } from "./http";

export const listNotes = (symbol: string | undefined, signal?: AbortSignal) =>
  request(notesApi.list, { query: { symbol } }, signal);

export const createNote = (input: { symbol: string; text: string }, signal?: AbortSignal) =>
  request(notesApi.create, { body: input }, signal);

export const updateNote = (id: string, text: string, signal?: AbortSignal) =>
  request(notesApi.update, { params: { id }, body: { text } }, signal);

export const deleteNote = (id: string, signal?: AbortSignal) => request(notesApi.remove, { params: { id } }, signal);

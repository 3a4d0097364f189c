// Notes Helper (docs/api.md, "Notes"): a user's private notes per symbol, shown on that symbol's
// ticker page and listed together in the dashboard. Plain text, never Markdown or HTML.
import * as v from "valibot";
import { contract } from "./contract";
import { SYMBOL_PATTERN } from "./market";

export const NOTE_LIMITS = {
  /** Notes of one user, all symbols together. */
  notes: 500,
  /** One note's text, in UTF-16 units after trimming (as the textarea's maxlength counts). */
  text: 2000,
} as const;

const symbolNote = v.object({
  id: v.string(),
  symbol: v.string(),
  text: v.string(),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type SymbolNote = v.InferOutput<typeof symbolNote>;

// Only types for the text and the symbol: the handler trims them and refuses them with a message
// naming the field.
const noteAnswer = v.object({ note: symbolNote });

/** The notes routes (docs/api.md, "Notes"). */
export const notesApi = {
  list: contract({
    method: "GET",
    path: "/work/notes",
    query: v.object({ symbol: v.optional(v.string()) }),
    response: v.object({ notes: v.array(symbolNote), max: v.number() }),
  }),
  create: contract({
    method: "POST",
    path: "/work/notes",
    body: v.strictObject({ symbol: v.string(), text: v.string() }),
    response: noteAnswer,
    status: 201,
  }),
  update: contract({
    method: "PUT",
    path: "/work/notes/:id",
    body: v.strictObject({ text: v.string() }),
    response: noteAnswer,
  }),
  remove: contract({ method: "DELETE", path: "/work/notes/:id", response: v.object({ id: v.string() }) }),
};

export type NoteProblem = "required" | "too_long" | "forbidden_chars";

/** Control characters other than line breaks and tabs, and the bidirectional overrides and
 * embeddings that could make the note show as other text (isolates are kept: they are harmless). */
const FORBIDDEN = /(?![\n\r\t])\p{Cc}|[\u202a-\u202e]/u;

/** The note's problem after trimming, or null. */
export function noteProblem(raw: string): NoteProblem | null {
  const text = raw.trim();
  if (!text) return "required";
  if (text.length > NOTE_LIMITS.text) return "too_long";
  if (FORBIDDEN.test(text)) return "forbidden_chars";
  return null;
}

/** A symbol as typed or in an address, upper case; null when it cannot be one. */
export function noteSymbol(raw: string): string | null {
  const symbol = raw.trim().toUpperCase();
  return SYMBOL_PATTERN.test(symbol) ? symbol : null;
}

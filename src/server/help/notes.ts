// Notes Helper (docs/api.md, "Notes"): a user's private notes per symbol. Owner-only: another
// user's note is answered 404, as if it did not exist. At most NOTE_LIMITS.notes per user, counted
// under a lock of the user's row, so parallel requests and several instances cannot pass it.
import type { Locales } from "../../i18n/i18n-types";
import type { User } from "../../shared/accounts";
import {
  NOTE_LIMITS,
  NoteCreateInput,
  type NoteProblem,
  NoteUpdateInput,
  noteProblem,
  noteSymbol,
  type SymbolNote,
} from "../../shared/notes";
import { lockUser } from "../auth/users-store";
import { readJson } from "../http/body";
import { type ErrorCode, type ErrorFields, HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { serverTexts } from "../texts";
import { countNotes, deleteNote, insertNote, notesOf, updateNote } from "./notes-store";

const texts = { en: serverTexts("en").notes, ar: serverTexts("ar").notes };
type Texts = (typeof texts)["en"];

const noteError = (status: number, code: ErrorCode, message: (t: Texts) => string, extra: ErrorFields = {}) =>
  new HttpError(status, code, { message: (locale: Locales) => message(texts[locale]), ...extra });

const notFound = () => noteError(404, "note_not_found", (t) => t.errors.note_not_found());
const fieldError = (field: string, message: (t: Texts) => string) =>
  noteError(400, "invalid_input", message, { field, fields: [field] });

function checkText(raw: string): string {
  const problem: NoteProblem | null = noteProblem(raw);
  if (problem === "required") throw fieldError("text", (t) => t.errors.required());
  if (problem === "too_long") throw fieldError("text", (t) => t.errors.tooLong({ max: NOTE_LIMITS.text }));
  if (problem === "forbidden_chars") throw fieldError("text", (t) => t.errors.forbidden());
  return raw.trim();
}

function checkSymbol(ctx: RequestContext, raw: string): string {
  const symbol = noteSymbol(raw);
  const { knownSymbol } = ctx.services;
  if (!symbol || (knownSymbol && !knownSymbol(symbol)))
    throw fieldError("symbol", (t) => t.errors.symbol({ symbol: raw.trim().slice(0, 20) }));
  return symbol;
}

async function list(ctx: RequestContext, user: User): Promise<Response> {
  const raw = ctx.url.searchParams.get("symbol");
  const symbol = raw === null ? undefined : noteSymbol(raw);
  if (symbol === null) throw fieldError("symbol", (t) => t.errors.symbol({ symbol: (raw ?? "").slice(0, 20) }));
  return json({ notes: await notesOf(ctx.services.db.sql, user.id, symbol), max: NOTE_LIMITS.notes });
}

async function create(ctx: RequestContext, user: User): Promise<Response> {
  const input = await readJson(ctx.req, NoteCreateInput);
  const symbol = checkSymbol(ctx, input.symbol);
  const text = checkText(input.text);
  const { db, now } = ctx.services;
  const time = now();
  const note: SymbolNote = { id: crypto.randomUUID(), symbol, text, createdAt: time, updatedAt: time };
  await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id, "writer");
    if ((await countNotes(tx, user.id)) >= NOTE_LIMITS.notes)
      throw noteError(409, "note_limit", (t) => t.errors.note_limit({ max: NOTE_LIMITS.notes }), {
        max: NOTE_LIMITS.notes,
      });
    await insertNote(tx, user.id, note);
  });
  return json({ note }, 201);
}

async function update(ctx: RequestContext, user: User): Promise<Response> {
  const input = await readJson(ctx.req, NoteUpdateInput);
  const text = checkText(input.text);
  const note = await updateNote(ctx.services.db.sql, user.id, ctx.params.id ?? "", text, ctx.services.now());
  if (!note) throw notFound();
  return json({ note });
}

async function remove(ctx: RequestContext, user: User): Promise<Response> {
  const id = ctx.params.id ?? "";
  if (!(await deleteNote(ctx.services.db.sql, user.id, id))) throw notFound();
  return json({ id });
}

export const noteRoutes: Route[] = [
  route({ method: "GET", path: "/work/notes", access: "user", handler: list }),
  route({ method: "POST", path: "/work/notes", access: "user", limits: ["noteWrites"], handler: create }),
  route({ method: "PUT", path: "/work/notes/:id", access: "user", limits: ["noteWrites"], handler: update }),
  route({ method: "DELETE", path: "/work/notes/:id", access: "user", limits: ["noteWrites"], handler: remove }),
];

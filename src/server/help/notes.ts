// Notes Helper (docs/api.md, "Notes"): a user's private notes per symbol. Owner-only: another
// user's note is answered 404, as if it did not exist. At most NOTE_LIMITS.notes per user, counted
// under a lock of the user's row, so parallel requests and several instances cannot pass it.
import type { Locales } from "../../i18n/i18n-types";
import type { User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import { NOTE_LIMITS, type NoteProblem, noteProblem, noteSymbol, notesApi, type SymbolNote } from "../../shared/notes";
import { lockUser } from "../auth/users-store";
import { type ErrorCode, type ErrorFields, HttpError } from "../http/errors";
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

async function list(ctx: RequestContext, user: User, { query }: HandlerInput<typeof notesApi.list>) {
  const raw = query.symbol;
  const symbol = raw === undefined ? undefined : noteSymbol(raw);
  if (symbol === null) throw fieldError("symbol", (t) => t.errors.symbol({ symbol: (raw ?? "").slice(0, 20) }));
  return { notes: await notesOf(ctx.services.db.sql, user.id, symbol), max: NOTE_LIMITS.notes };
}

async function create(ctx: RequestContext, user: User, { body }: HandlerInput<typeof notesApi.create>) {
  const symbol = checkSymbol(ctx, body.symbol);
  const text = checkText(body.text);
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
  return { note };
}

async function update(ctx: RequestContext, user: User, { params, body }: HandlerInput<typeof notesApi.update>) {
  const text = checkText(body.text);
  const note = await updateNote(ctx.services.db.sql, user.id, params.id, text, ctx.services.now());
  if (!note) throw notFound();
  return { note };
}

async function remove(ctx: RequestContext, user: User, { params }: HandlerInput<typeof notesApi.remove>) {
  if (!(await deleteNote(ctx.services.db.sql, user.id, params.id))) throw notFound();
  return { id: params.id };
}

export const noteRoutes: Route[] = [
  route({ contract: notesApi.list, access: "user", handler: list }),
  route({ contract: notesApi.create, access: "user", limits: ["noteWrites"], handler: create }),
  route({ contract: notesApi.update, access: "user", limits: ["noteWrites"], handler: update }),
  route({ contract: notesApi.remove, access: "user", limits: ["noteWrites"], handler: remove }),
];

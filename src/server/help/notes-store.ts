// The symbol_notes table: each user's private notes per symbol (Notes Helper). Conventions of
// stores: auth/users-store.ts (whose lockUser serialises one user's notes against the limit).
import type { SQL } from "bun";
import type { SymbolNote } from "../../shared/notes";
import { n, num, type Row, type UserTable } from "../account/user-data";

interface RawRow {
  id: string;
  symbol: string;
  body: string;
  created_at: number | string;
  updated_at: number | string;
}

const fromRaw = (r: RawRow): SymbolNote => ({
  id: r.id,
  symbol: r.symbol,
  text: r.body,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

/** The user's notes, newest change first; one symbol's when given. */
export async function notesOf(sql: SQL, userId: string, symbol?: string): Promise<SymbolNote[]> {
  const rows = (
    symbol === undefined
      ? await sql`SELECT id, symbol, body, created_at, updated_at FROM symbol_notes WHERE user_id = ${userId}
          ORDER BY updated_at DESC, id`
      : await sql`SELECT id, symbol, body, created_at, updated_at FROM symbol_notes
          WHERE user_id = ${userId} AND symbol = ${symbol} ORDER BY updated_at DESC, id`
  ) as RawRow[];
  return rows.map(fromRaw);
}

export async function countNotes(sql: SQL, userId: string): Promise<number> {
  return n(await sql`SELECT COUNT(*) AS n FROM symbol_notes WHERE user_id = ${userId}`);
}

export async function insertNote(sql: SQL, userId: string, note: SymbolNote): Promise<void> {
  await sql`INSERT INTO symbol_notes (id, user_id, symbol, body, created_at, updated_at)
    VALUES (${note.id}, ${userId}, ${note.symbol}, ${note.text}, ${note.createdAt}, ${note.updatedAt})`;
}

/** Replaces the text of the user's own note; null when the user has none such. */
export async function updateNote(
  sql: SQL,
  userId: string,
  id: string,
  text: string,
  updatedAt: number,
): Promise<SymbolNote | null> {
  const [row] = (await sql`UPDATE symbol_notes SET body = ${text}, updated_at = ${updatedAt}
    WHERE id = ${id} AND user_id = ${userId}
    RETURNING id, symbol, body, created_at, updated_at`) as RawRow[];
  return row ? fromRaw(row) : null;
}

/** Deletes the user's own note; false when the user has none such. */
export async function deleteNote(sql: SQL, userId: string, id: string): Promise<boolean> {
  return (await sql`DELETE FROM symbol_notes WHERE id = ${id} AND user_id = ${userId} RETURNING id`).length > 0;
}

export const symbolNotesData: UserTable = {
  table: "symbol_notes",
  rows: async (sql, o) =>
    (
      await sql`SELECT id, symbol, body, created_at, updated_at FROM symbol_notes WHERE user_id = ${o.id}
        ORDER BY created_at, id`
    ).map((r: Row) => ({
      id: r.id,
      symbol: r.symbol,
      text: r.body,
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM symbol_notes WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM symbol_notes WHERE user_id = ${o.id}`;
  },
};

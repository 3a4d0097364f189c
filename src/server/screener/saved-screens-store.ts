// The saved_screens table (migration 0090): a partner's named screens. The insert counts and
// writes in one statement so the limit holds with several writers (docs/architecture.md,
// Screener, Saved screens); a taken name is the unique index's refusal, left to the caller.
import type { SQL } from "bun";
import { MAX_SAVED_SCREENS, type SavedScreen, type ScreenQuery } from "../../shared/screener";
import type { Db } from "../db";

interface SavedRow {
  id: string;
  name: string;
  query: string;
  updated_at: number | string;
}

function toSaved(row: SavedRow): SavedScreen {
  return { id: row.id, name: row.name, query: JSON.parse(row.query) as ScreenQuery, updatedAt: Number(row.updated_at) };
}

export async function savedScreens(sql: SQL, partnerId: string): Promise<SavedScreen[]> {
  const rows = (await sql`SELECT id, name, query, updated_at FROM saved_screens
    WHERE partner_id = ${partnerId} ORDER BY created_at, id`) as SavedRow[];
  return rows.map(toSaved);
}

/** On PostgreSQL, serialises one partner's writers so the limit cannot be raced (SQLite has one writer). */
async function lockPartner(db: Db, tx: SQL, partnerId: string): Promise<void> {
  if (db.dialect === "postgres") await tx`SELECT id FROM partners WHERE id = ${partnerId} FOR UPDATE`;
}

/** Adds a screen unless the partner has MAX_SAVED_SCREENS already: the new screen, or null. */
export async function insertSavedScreen(
  db: Db,
  screen: { id: string; partnerId: string; name: string; key: string; query: string; at: number },
): Promise<SavedScreen | null> {
  const { id, partnerId, name, key, query, at } = screen;
  // One statement counts and inserts, so a read never precedes the write in a transaction:
  // on SQLite (one writer, two instances on one file) the insert's write lock covers the count;
  // on PostgreSQL the partner's row lock serialises the writers first.
  const insert = (
    tx: SQL,
  ) => tx`INSERT INTO saved_screens (id, partner_id, name, name_key, query, created_at, updated_at)
    SELECT ${id}, ${partnerId}, ${name}, ${key}, ${query}, ${at}, ${at}
    WHERE (SELECT COUNT(*) FROM saved_screens WHERE partner_id = ${partnerId}) < ${MAX_SAVED_SCREENS}
    RETURNING id`;
  const inserted: unknown[] =
    db.dialect === "postgres"
      ? await db.sql.begin(async (tx) => {
          await lockPartner(db, tx, partnerId);
          return insert(tx);
        })
      : await insert(db.sql);
  return inserted.length === 0 ? null : toSaved({ id, name, query, updated_at: at });
}

/** Renames a screen and/or replaces its query (null leaves a column as it is): the screen, or null when not the partner's. */
export async function updateSavedScreen(
  sql: SQL,
  change: { id: string; partnerId: string; name: string | null; key: string | null; query: string | null; at: number },
): Promise<SavedScreen | null> {
  const { id, partnerId, name, key, query, at } = change;
  const [row] = (await sql`UPDATE saved_screens SET name = COALESCE(${name}, name),
      name_key = COALESCE(${key}, name_key), query = COALESCE(${query}, query), updated_at = ${at}
      WHERE id = ${id} AND partner_id = ${partnerId} RETURNING id, name, query, updated_at`) as SavedRow[];
  return row ? toSaved(row) : null;
}

/** Whether the partner had a screen of that id (now deleted). */
export async function deleteSavedScreen(sql: SQL, id: string, partnerId: string): Promise<boolean> {
  const deleted = await sql`DELETE FROM saved_screens
    WHERE id = ${id} AND partner_id = ${partnerId} RETURNING id`;
  return deleted.length > 0;
}

// The team_watchlists and team_watchlist_symbols tables (migration 0210): a partner team's
// shared lists. Every statement names the partner, so one team never reaches another's list.
// The caps are counted inside the insert (as saved screens: screener/saved-screens-store.ts).
import type { SQL } from "bun";
import { TEAM } from "../../shared/partner-team";
import type { Db } from "../db";

export interface ListRow {
  id: string;
  name: string;
  updatedAt: number;
  symbols: { symbol: string; note: string; addedAt: number }[];
}

export async function teamLists(sql: SQL, partnerId: string): Promise<ListRow[]> {
  const lists = (await sql`SELECT id, name, updated_at FROM team_watchlists
    WHERE partner_id = ${partnerId} ORDER BY created_at, id`) as {
    id: string;
    name: string;
    updated_at: number | string;
  }[];
  const symbols = (await sql`SELECT s.watchlist_id, s.symbol, s.note, s.added_at
    FROM team_watchlist_symbols s JOIN team_watchlists w ON w.id = s.watchlist_id
    WHERE w.partner_id = ${partnerId} ORDER BY s.added_at, s.symbol`) as {
    watchlist_id: string;
    symbol: string;
    note: string;
    added_at: number | string;
  }[];
  return lists.map((l) => ({
    id: String(l.id),
    name: String(l.name),
    updatedAt: Number(l.updated_at),
    symbols: symbols
      .filter((s) => s.watchlist_id === l.id)
      .map((s) => ({ symbol: String(s.symbol), note: String(s.note), addedAt: Number(s.added_at) })),
  }));
}

async function lockPartner(db: Db, tx: SQL, partnerId: string): Promise<void> {
  if (db.dialect === "postgres") await tx`SELECT id FROM partners WHERE id = ${partnerId} FOR UPDATE`;
}

/** A new list, or null when the team has TEAM.maxWatchlists already (a taken name throws the
 * unique index's error). */
export async function insertList(
  db: Db,
  l: { id: string; partnerId: string; name: string; key: string; at: number },
): Promise<boolean> {
  const rows = await db.sql.begin(async (tx) => {
    await lockPartner(db, tx, l.partnerId);
    return tx`INSERT INTO team_watchlists (id, partner_id, name, name_key, created_at, updated_at)
      SELECT ${l.id}, ${l.partnerId}, ${l.name}, ${l.key}, ${l.at}, ${l.at}
      WHERE (SELECT COUNT(*) FROM team_watchlists WHERE partner_id = ${l.partnerId}) < ${TEAM.maxWatchlists}
      RETURNING id`;
  });
  return rows.length > 0;
}

export async function renameList(
  sql: SQL,
  l: { id: string; partnerId: string; name: string; key: string; at: number },
): Promise<boolean> {
  const rows = await sql`UPDATE team_watchlists SET name = ${l.name}, name_key = ${l.key}, updated_at = ${l.at}
    WHERE id = ${l.id} AND partner_id = ${l.partnerId} RETURNING id`;
  return rows.length > 0;
}

export async function deleteList(sql: SQL, id: string, partnerId: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const owned = await tx`SELECT id FROM team_watchlists WHERE id = ${id} AND partner_id = ${partnerId}`;
    if (owned.length === 0) return false;
    await tx`DELETE FROM team_watchlist_symbols WHERE watchlist_id = ${id}`;
    await tx`DELETE FROM team_watchlists WHERE id = ${id}`;
    return true;
  });
}

type AddOutcome = "added" | "exists" | "full" | "no_list";

export async function addSymbol(
  db: Db,
  a: { listId: string; partnerId: string; symbol: string; note: string; at: number },
): Promise<AddOutcome> {
  return db.sql.begin(async (tx) => {
    await lockPartner(db, tx, a.partnerId);
    const touched = await tx`UPDATE team_watchlists SET updated_at = ${a.at}
      WHERE id = ${a.listId} AND partner_id = ${a.partnerId} RETURNING id`;
    if (touched.length === 0) return "no_list";
    const [exists] = await tx`SELECT 1 FROM team_watchlist_symbols
      WHERE watchlist_id = ${a.listId} AND symbol = ${a.symbol}`;
    if (exists) return "exists";
    const rows = await tx`INSERT INTO team_watchlist_symbols (watchlist_id, symbol, note, added_at)
      SELECT ${a.listId}, ${a.symbol}, ${a.note}, ${a.at}
      WHERE (SELECT COUNT(*) FROM team_watchlist_symbols WHERE watchlist_id = ${a.listId}) < ${TEAM.maxSymbols}
      RETURNING symbol`;
    return rows.length > 0 ? "added" : "full";
  });
}

/** Sets the note of a symbol of the partner's list; false when there is no such symbol. */
export async function setNote(
  sql: SQL,
  n: { listId: string; partnerId: string; symbol: string; note: string; at: number },
): Promise<boolean> {
  const rows = await sql`UPDATE team_watchlist_symbols SET note = ${n.note}
    WHERE watchlist_id = ${n.listId} AND symbol = ${n.symbol}
      AND watchlist_id IN (SELECT id FROM team_watchlists WHERE id = ${n.listId} AND partner_id = ${n.partnerId})
    RETURNING symbol`;
  return rows.length > 0;
}

export async function removeSymbol(sql: SQL, listId: string, partnerId: string, symbol: string): Promise<boolean> {
  const rows = await sql`DELETE FROM team_watchlist_symbols
    WHERE watchlist_id = ${listId} AND symbol = ${symbol}
      AND watchlist_id IN (SELECT id FROM team_watchlists WHERE id = ${listId} AND partner_id = ${partnerId})
    RETURNING symbol`;
  return rows.length > 0;
}

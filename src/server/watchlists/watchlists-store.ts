// The watchlists aggregate: watchlists and their watchlist_tickers. Conventions of stores:
// auth/users-store.ts (whose lockUser serialises one user's lists against the limit).
import type { SQL } from "bun";
import { n, num, type Row, type UserTable } from "../account/user-data";
import type { Db } from "../db";

export interface ListRow {
  id: string;
  name: string;
}

export interface TickerRow {
  watchlistId: string;
  tickerName: string;
  scanner: string;
}

interface RawTicker {
  watchlist_id: string;
  ticker_name: string;
  scanner: string;
}

const tickerFromRaw = (r: RawTicker): TickerRow => ({
  watchlistId: r.watchlist_id,
  tickerName: r.ticker_name,
  scanner: r.scanner,
});

export async function findOwnedList(sql: SQL, userId: string, watchlistId: string): Promise<ListRow | null> {
  const [row] =
    (await sql`SELECT id, name FROM watchlists WHERE id = ${watchlistId} AND user_id = ${userId}`) as ListRow[];
  return row ? { id: row.id, name: row.name } : null;
}

/** The user's lists' name keys and positions (the name check and the limit of a new one). */
export async function listKeys(sql: SQL, userId: string): Promise<{ nameKey: string; position: number }[]> {
  const rows = (await sql`SELECT name_key, position FROM watchlists WHERE user_id = ${userId}`) as {
    name_key: string;
    position: number | string;
  }[];
  return rows.map((r) => ({ nameKey: r.name_key, position: Number(r.position) }));
}

export async function insertList(
  sql: SQL,
  l: { id: string; userId: string; name: string; nameKey: string; position: number; createdAt: number },
): Promise<void> {
  await sql`INSERT INTO watchlists (id, user_id, name, name_key, position, created_at)
    VALUES (${l.id}, ${l.userId}, ${l.name}, ${l.nameKey}, ${l.position}, ${l.createdAt})`;
}

/** Deletes the list with its tickers. */
export async function deleteList(sql: SQL, userId: string, watchlistId: string): Promise<void> {
  await sql`DELETE FROM watchlist_tickers WHERE watchlist_id = ${watchlistId}`;
  await sql`DELETE FROM watchlists WHERE id = ${watchlistId} AND user_id = ${userId}`;
}

/** Whether another list of the user has this name key. */
export async function nameTaken(sql: SQL, userId: string, nameKey: string, exceptId: string): Promise<boolean> {
  const [clash] = await sql`SELECT id FROM watchlists
    WHERE user_id = ${userId} AND name_key = ${nameKey} AND id <> ${exceptId}`;
  return clash !== undefined;
}

export async function renameList(sql: SQL, id: string, name: string, nameKey: string): Promise<void> {
  await sql`UPDATE watchlists SET name = ${name}, name_key = ${nameKey} WHERE id = ${id}`;
}

/** The user's lists in their order. */
export async function listsOf(sql: SQL, userId: string): Promise<ListRow[]> {
  const rows = (await sql`SELECT id, name FROM watchlists WHERE user_id = ${userId}
    ORDER BY position, created_at`) as ListRow[];
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** One list's tickers in their order. */
export async function tickersOf(sql: SQL, watchlistId: string): Promise<TickerRow[]> {
  const rows = (await sql`SELECT watchlist_id, ticker_name, scanner FROM watchlist_tickers
    WHERE watchlist_id = ${watchlistId} ORDER BY position`) as RawTicker[];
  return rows.map(tickerFromRaw);
}

/** Every ticker of the user's lists, by list then position. */
export async function tickersOfUser(sql: SQL, userId: string): Promise<TickerRow[]> {
  const rows = (await sql`SELECT t.watchlist_id, t.ticker_name, t.scanner FROM watchlist_tickers t
    JOIN watchlists w ON w.id = t.watchlist_id WHERE w.user_id = ${userId}
    ORDER BY t.watchlist_id, t.position`) as RawTicker[];
  return rows.map(tickerFromRaw);
}

/** A list's ticker names and positions (the duplicate check and the limit of a new one). */
export async function tickerPositions(
  sql: SQL,
  watchlistId: string,
): Promise<{ tickerName: string; position: number }[]> {
  const rows = (await sql`SELECT ticker_name, position FROM watchlist_tickers
    WHERE watchlist_id = ${watchlistId}`) as { ticker_name: string; position: number | string }[];
  return rows.map((r) => ({ tickerName: r.ticker_name, position: Number(r.position) }));
}

export async function insertTicker(
  sql: SQL,
  t: { watchlistId: string; tickerName: string; scanner: string; position: number; addedAt: number },
): Promise<void> {
  await sql`INSERT INTO watchlist_tickers (watchlist_id, ticker_name, scanner, position, added_at)
    VALUES (${t.watchlistId}, ${t.tickerName}, ${t.scanner}, ${t.position}, ${t.addedAt})`;
}

/** Removes a ticker from a list; false when the list did not hold it. */
export async function removeTicker(sql: SQL, watchlistId: string, tickerName: string): Promise<boolean> {
  const removed = await sql`DELETE FROM watchlist_tickers
    WHERE watchlist_id = ${watchlistId} AND ticker_name = ${tickerName} RETURNING ticker_name`;
  return removed.length > 0;
}

/** On PostgreSQL, serialises the writers of one list (its ticker limit) for the rest of the
 * transaction; SQLite takes its one writer lock at the first write. */
export async function lockWatchlist(db: Db, tx: SQL, watchlistId: string): Promise<void> {
  if (db.dialect === "postgres") await tx`SELECT id FROM watchlists WHERE id = ${watchlistId} FOR UPDATE`;
}

export const watchlistsData: UserTable = {
  table: "watchlists",
  rows: async (sql, o) =>
    (await sql`SELECT id, name, position, created_at FROM watchlists WHERE user_id = ${o.id} ORDER BY position`).map(
      (r: Row) => ({ id: r.id, name: r.name, position: num(r.position), createdAt: num(r.created_at) }),
    ),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM watchlists WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM watchlists WHERE user_id = ${o.id}`;
  },
};

export const watchlistTickersData: UserTable = {
  table: "watchlist_tickers",
  rows: async (sql, o) =>
    (
      await sql`SELECT t.watchlist_id, t.ticker_name, t.scanner, t.position, t.added_at FROM watchlist_tickers t
        JOIN watchlists w ON w.id = t.watchlist_id WHERE w.user_id = ${o.id} ORDER BY t.watchlist_id, t.position`
    ).map((r: Row) => ({
      watchlistId: r.watchlist_id,
      tickerName: r.ticker_name,
      scanner: r.scanner,
      position: num(r.position),
      addedAt: num(r.added_at),
    })),
  count: async (sql, o) =>
    n(
      await sql`SELECT COUNT(*) AS n FROM watchlist_tickers
        WHERE watchlist_id IN (SELECT id FROM watchlists WHERE user_id = ${o.id})`,
    ),
  remove: async (sql, o) => {
    await sql`DELETE FROM watchlist_tickers WHERE watchlist_id IN (SELECT id FROM watchlists WHERE user_id = ${o.id})`;
  },
};

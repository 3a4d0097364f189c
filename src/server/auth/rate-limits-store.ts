// The rate_limits table: fixed-window counters of the database rate limiter (auth/rate-limit.ts).
// Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import type { UserTable } from "../account/user-data";
import type { Db } from "../db";

export interface WindowRow {
  windowStart: number;
  count: number;
}

const fromRaw = (r: { window_start: number | string; count: number | string }): WindowRow => ({
  windowStart: Number(r.window_start),
  count: Number(r.count),
});

/** Counts one hit in one statement: a new window starts when the old one ended (at or before
 * `expired`), else the count grows. The window after the hit. */
export async function countHit(sql: SQL, key: string, now: number, expired: number): Promise<WindowRow | null> {
  const [row] = (await sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${now}, 1)
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start <= ${expired} THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= ${expired} THEN ${now} ELSE rate_limits.window_start END
      RETURNING window_start, count`) as { window_start: number | string; count: number | string }[];
  return row ? fromRaw(row) : null;
}

export async function findWindow(sql: SQL, key: string): Promise<WindowRow | null> {
  const [row] = (await sql`SELECT window_start, count FROM rate_limits WHERE key = ${key}`) as {
    window_start: number | string;
    count: number | string;
  }[];
  return row ? fromRaw(row) : null;
}

export async function deleteWindow(sql: SQL, key: string): Promise<void> {
  await sql`DELETE FROM rate_limits WHERE key = ${key}`;
}

export async function deleteWindowsByPrefix(sql: SQL, prefix: string): Promise<void> {
  // substr, not LIKE: an e-mail may hold "_", which LIKE reads as a wildcard.
  await sql`DELETE FROM rate_limits WHERE substr(key, 1, ${prefix.length}) = ${prefix}`;
}

/** Counters whose key names the account (its id or e-mail), e.g. `login-fail:user:ann@…|ip:…`:
 * instr on SQLite, strpos on PostgreSQL. */
async function windowsNaming(db: Db, sql: SQL, id: string, email: string): Promise<({ key: string } & WindowRow)[]> {
  const rows = (
    db.dialect === "postgres"
      ? await sql`SELECT key, window_start, count FROM rate_limits
        WHERE strpos(key, ${id}) > 0 OR strpos(key, ${email}) > 0 ORDER BY key`
      : await sql`SELECT key, window_start, count FROM rate_limits
        WHERE instr(key, ${id}) > 0 OR instr(key, ${email}) > 0 ORDER BY key`
  ) as { key: string; window_start: number | string; count: number | string }[];
  return rows.map((r) => ({ key: r.key, ...fromRaw(r) }));
}

async function deleteWindowsNaming(db: Db, sql: SQL, id: string, email: string): Promise<void> {
  if (db.dialect === "postgres")
    await sql`DELETE FROM rate_limits WHERE strpos(key, ${id}) > 0 OR strpos(key, ${email}) > 0`;
  else await sql`DELETE FROM rate_limits WHERE instr(key, ${id}) > 0 OR instr(key, ${email}) > 0`;
}

/** Housekeeping: deletes the windows that started at or before `before`; how many. */
export async function deleteOldWindows(sql: SQL, before: number): Promise<number> {
  return (await sql`DELETE FROM rate_limits WHERE window_start <= ${before}`).count;
}

export const rateLimitsData: UserTable = {
  table: "rate_limits",
  rows: async (sql, o, db) =>
    (await windowsNaming(db, sql, o.id, o.email)).map((r) => ({
      key: r.key,
      windowStart: r.windowStart,
      count: r.count,
    })),
  count: async (sql, o, db) => (await windowsNaming(db, sql, o.id, o.email)).length,
  remove: async (sql, o, db) => {
    await deleteWindowsNaming(db, sql, o.id, o.email);
  },
};

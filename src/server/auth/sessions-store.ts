// The sessions table: the database side of cookie sessions (auth/sessions.ts decides lifetimes;
// auth/session-cache.ts is the in-memory cache). Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, type Row, type UserTable } from "../account/user-data";
import type { SessionKind } from "./session-cache";

interface SessionRow {
  tokenHash: string;
  kind: SessionKind;
  subjectId: string;
  lastSeenAt: number;
  expiresAt: number;
}

export async function insertSession(
  sql: SQL,
  s: { tokenHash: string; kind: SessionKind; subjectId: string; now: number; expiresAt: number },
): Promise<void> {
  await sql`INSERT INTO sessions (token_hash, kind, subject_id, created_at, last_seen_at, expires_at)
    VALUES (${s.tokenHash}, ${s.kind}, ${s.subjectId}, ${s.now}, ${s.now}, ${s.expiresAt})`;
}

export async function findSession(sql: SQL, tokenHash: string): Promise<SessionRow | null> {
  const [row] = (await sql`SELECT token_hash, kind, subject_id, last_seen_at, expires_at
    FROM sessions WHERE token_hash = ${tokenHash}`) as {
    token_hash: string;
    kind: SessionKind;
    subject_id: string;
    last_seen_at: number | string;
    expires_at: number | string;
  }[];
  return row
    ? {
        tokenHash: row.token_hash,
        kind: row.kind,
        subjectId: row.subject_id,
        lastSeenAt: Number(row.last_seen_at),
        expiresAt: Number(row.expires_at),
      }
    : null;
}

/** Whether the session is still in the table and not expired at `now` (one primary-key read). */
export async function sessionAlive(sql: SQL, tokenHash: string, now: number): Promise<boolean> {
  const [row] = await sql`SELECT 1 AS alive FROM sessions WHERE token_hash = ${tokenHash} AND expires_at > ${now}`;
  return Boolean(row);
}

/** Of these token hashes, those whose session is still in the table (in chunks of 500). An
 * expired one counts until its next lookup or the hourly purge deletes it. */
export async function existingSessionHashes(sql: SQL, tokenHashes: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < tokenHashes.length; i += 500) {
    const chunk = tokenHashes.slice(i, i + 500);
    const rows = (await sql`SELECT token_hash FROM sessions
      WHERE token_hash IN ${sql(chunk)}`) as { token_hash: string }[];
    for (const row of rows) live.add(row.token_hash);
  }
  return live;
}

/** Slides the session's expiry. */
export async function touchSession(sql: SQL, tokenHash: string, now: number, expiresAt: number): Promise<void> {
  await sql`UPDATE sessions SET last_seen_at = ${now}, expires_at = ${expiresAt}
      WHERE token_hash = ${tokenHash}`;
}

export async function deleteSessionRow(sql: SQL, tokenHash: string): Promise<void> {
  await sql`DELETE FROM sessions WHERE token_hash = ${tokenHash}`;
}

/** Deletes every session of the subject; how many there were. */
export async function deleteSessionRowsOf(sql: SQL, kind: SessionKind, subjectId: string): Promise<number> {
  return (await sql`DELETE FROM sessions WHERE kind = ${kind} AND subject_id = ${subjectId} RETURNING token_hash`)
    .length;
}

/** The user's sessions, live ones only when `liveAt` is given. */
export async function countUserSessions(sql: SQL, userId: string, liveAt?: number): Promise<number> {
  const [row] = (
    liveAt === undefined
      ? await sql`SELECT COUNT(*) AS n FROM sessions WHERE kind = 'user' AND subject_id = ${userId}`
      : await sql`SELECT COUNT(*) AS n FROM sessions
          WHERE kind = 'user' AND subject_id = ${userId} AND expires_at > ${liveAt}`
  ) as { n: number | string }[];
  return Number(row?.n ?? 0);
}

/** Housekeeping: deletes the sessions that ended by `now`; how many. */
export async function deleteExpiredSessions(sql: SQL, now: number): Promise<number> {
  // The count of rows changed, on both dialects (no RETURNING: a large purge loads nothing).
  return (await sql`DELETE FROM sessions WHERE expires_at <= ${now}`).count;
}

export const sessionsData: UserTable = {
  table: "sessions",
  rows: async (sql, o) =>
    (
      await sql`SELECT created_at, last_seen_at, expires_at FROM sessions
        WHERE kind = 'user' AND subject_id = ${o.id} ORDER BY created_at`
    ).map((r: Row) => ({
      createdAt: num(r.created_at),
      lastSeenAt: num(r.last_seen_at),
      expiresAt: num(r.expires_at),
    })),
  count: async (sql, o) =>
    n(await sql`SELECT COUNT(*) AS n FROM sessions WHERE kind = 'user' AND subject_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM sessions WHERE kind = 'user' AND subject_id = ${o.id}`;
  },
};

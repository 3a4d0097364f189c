// The password reset aggregate: password_resets (one pending code and link per user) and
// password_reset_tokens (what a used code or link leaves to set the password with). Conventions
// of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, type Row, type UserTable } from "../account/user-data";

/** The pending reset of a user, as the request and the checks read it. */
interface ResetRow {
  sentAt: number;
  /** 0 once the code was used or spent. */
  expiresAt: number;
  /** The code and link sealed under the code secret, to mail them again. */
  sealed: string;
}

export async function findReset(sql: SQL, userId: string): Promise<ResetRow | null> {
  const [row] = (await sql`SELECT sent_at, expires_at, sealed FROM password_resets WHERE user_id = ${userId}`) as {
    sent_at: number | string;
    expires_at: number | string;
    sealed: string;
  }[];
  return row ? { sentAt: Number(row.sent_at), expiresAt: Number(row.expires_at), sealed: String(row.sealed) } : null;
}

/** Claims the right to mail the still-valid code again (one e-mail a cooldown); its expiry, or
 * null when a parallel request claimed it or it expired. */
export async function claimResend(sql: SQL, userId: string, due: number, now: number): Promise<number | null> {
  const [claimed] = (await sql`UPDATE password_resets SET sent_at = ${now}
    WHERE user_id = ${userId} AND sent_at <= ${due} AND expires_at > ${now} RETURNING expires_at`) as {
    expires_at: number | string;
  }[];
  return claimed ? Number(claimed.expires_at) : null;
}

interface NewReset {
  userId: string;
  codeHash: string;
  linkHash: string;
  sealed: string;
  now: number;
  expiresAt: number;
}

/** Stores a new code and link, replacing the user's older one unless it was sent after `due`
 * (a parallel request mailed one a moment ago: false). */
export async function storeReset(sql: SQL, r: NewReset, due: number): Promise<boolean> {
  const [stored] = await sql`INSERT INTO password_resets
      (user_id, code_hash, link_hash, sealed, created_at, sent_at, expires_at, attempts)
    VALUES (${r.userId}, ${r.codeHash}, ${r.linkHash}, ${r.sealed}, ${r.now}, ${r.now}, ${r.expiresAt}, 0)
    ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash, link_hash = excluded.link_hash,
      sealed = excluded.sealed, created_at = excluded.created_at, sent_at = excluded.sent_at,
      expires_at = excluded.expires_at, attempts = 0
    WHERE password_resets.sent_at <= ${due}
    RETURNING expires_at`;
  return stored !== undefined;
}

/** Takes back a code whose e-mail failed (the one made at `createdAt`). */
export async function dropUnsentReset(sql: SQL, userId: string, createdAt: number): Promise<void> {
  await sql`DELETE FROM password_resets WHERE user_id = ${userId} AND created_at = ${createdAt}`;
}

/** The account of an e-mail with its pending reset's expiry (null without one). */
export async function userWithReset(
  sql: SQL,
  email: string,
): Promise<{ userId: string; expiresAt: number | null } | null> {
  const [row] = (await sql`SELECT u.id, r.expires_at FROM users u
    LEFT JOIN password_resets r ON r.user_id = u.id WHERE u.email = ${email}`) as {
    id: string;
    expires_at: number | string | null | undefined;
  }[];
  if (!row) return null;
  const expires = row.expires_at;
  return { userId: String(row.id), expiresAt: expires === null || expires === undefined ? null : Number(expires) };
}

/** Takes one try of a live code and, in the same statement, uses it up when the hash matches:
 * the tries made and the expiry after (0: it matched), or null when no live code had tries left. */
export async function tryResetCode(
  sql: SQL,
  userId: string,
  hash: string,
  now: number,
  maxAttempts: number,
): Promise<{ attempts: number; expiresAt: number } | null> {
  const [taken] = (await sql`UPDATE password_resets SET attempts = attempts + 1,
      expires_at = CASE WHEN code_hash = ${hash} THEN 0 ELSE expires_at END
    WHERE user_id = ${userId} AND expires_at > ${now} AND attempts < ${maxAttempts}
    RETURNING attempts, expires_at`) as { attempts: number | string; expires_at: number | string }[];
  return taken ? { attempts: Number(taken.attempts), expiresAt: Number(taken.expires_at) } : null;
}

export async function dropUsedReset(sql: SQL, userId: string): Promise<void> {
  await sql`DELETE FROM password_resets WHERE user_id = ${userId} AND expires_at = 0`;
}

/** The expiry of the user's reset code, or null without one. */
export async function resetExpiry(sql: SQL, userId: string): Promise<number | null> {
  const [row] = (await sql`SELECT expires_at FROM password_resets WHERE user_id = ${userId}`) as {
    expires_at: number | string;
  }[];
  return row ? Number(row.expires_at) : null;
}

/** Uses up the live reset whose link has this hash; its user, or null. */
export async function consumeResetLink(sql: SQL, linkHash: string, now: number): Promise<string | null> {
  const [row] = (await sql`DELETE FROM password_resets
    WHERE link_hash = ${linkHash} AND expires_at > ${now} RETURNING user_id`) as { user_id: string }[];
  return row ? String(row.user_id) : null;
}

export async function insertResetToken(
  sql: SQL,
  t: { tokenHash: string; userId: string; now: number; expiresAt: number },
): Promise<void> {
  await sql`INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at)
    VALUES (${t.tokenHash}, ${t.userId}, ${t.now}, ${t.expiresAt})`;
}

/** The live token's user and e-mail, without using it. */
export async function peekResetToken(
  sql: SQL,
  tokenHash: string,
  now: number,
): Promise<{ userId: string; email: string } | null> {
  const [row] = (await sql`SELECT t.user_id, u.email FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.token_hash = ${tokenHash} AND t.expires_at > ${now}`) as { user_id: string; email: string }[];
  return row ? { userId: String(row.user_id), email: String(row.email) } : null;
}

/** Uses the live token up (once); its user, or null. */
export async function consumeResetToken(sql: SQL, tokenHash: string, now: number): Promise<string | null> {
  const [row] = (await sql`DELETE FROM password_reset_tokens
    WHERE token_hash = ${tokenHash} AND expires_at > ${now} RETURNING user_id`) as { user_id: string }[];
  return row ? String(row.user_id) : null;
}

/** Whatever else was pending for a reset of the user stops working. */
export async function dropResetsOf(sql: SQL, userId: string): Promise<void> {
  await sql`DELETE FROM password_reset_tokens WHERE user_id = ${userId}`;
  await sql`DELETE FROM password_resets WHERE user_id = ${userId}`;
}

/** Housekeeping: deletes reset codes that expired before `codesBefore` and tokens expired by
 * `tokensBefore`; how many. */
export async function deleteExpiredResets(sql: SQL, codesBefore: number, tokensBefore: number): Promise<number> {
  return (
    (await sql`DELETE FROM password_resets WHERE expires_at <= ${codesBefore}`).count +
    (await sql`DELETE FROM password_reset_tokens WHERE expires_at <= ${tokensBefore}`).count
  );
}

export const passwordResetsData: UserTable = {
  // A forgotten password's pending code (src/server/auth/password-reset.ts): only when and how many tries.
  table: "password_resets",
  rows: async (sql, o) =>
    (await sql`SELECT created_at, expires_at, attempts FROM password_resets WHERE user_id = ${o.id}`).map((r: Row) => ({
      createdAt: num(r.created_at),
      expiresAt: num(r.expires_at),
      attempts: num(r.attempts),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM password_resets WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM password_resets WHERE user_id = ${o.id}`;
  },
};

export const passwordResetTokensData: UserTable = {
  table: "password_reset_tokens",
  rows: async (sql, o) =>
    (await sql`SELECT created_at, expires_at FROM password_reset_tokens WHERE user_id = ${o.id}`).map((r: Row) => ({
      createdAt: num(r.created_at),
      expiresAt: num(r.expires_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM password_reset_tokens WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM password_reset_tokens WHERE user_id = ${o.id}`;
  },
};

// The otp_codes table: one pending code (and its sign-in link) per user, with what a registration
// bound to it. auth/otp.ts decides; this store only reads and writes. Conventions of stores:
// auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, type Row, type UserTable } from "../account/user-data";

/** The pending code of a user as issuing reads it (to mail the same code again). */
interface CodeRow {
  createdAt: number;
  sentAt: number | null;
  expiresAt: number;
  purpose: string;
  sealed: string | null;
  /** The name and language the code was made for (a registration's), when bound. */
  firstName: string | null;
  lang: string | null;
}

/** What a registration bound to its code, as stored (null columns for other codes). */
export interface BoundColumns {
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  lang: string | null;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

const boundFrom = (r: Record<string, unknown>): BoundColumns => ({
  passwordHash: text(r.password_hash),
  firstName: text(r.first_name),
  lastName: text(r.last_name),
  lang: text(r.lang),
});

export async function findCode(sql: SQL, userId: string): Promise<CodeRow | null> {
  const [row] = (await sql`SELECT created_at, sent_at, expires_at, purpose, sealed, first_name, lang
    FROM otp_codes WHERE user_id = ${userId}`) as {
    created_at: number | string;
    sent_at: number | string | null;
    expires_at: number | string;
    purpose: string;
    sealed: string | null;
    first_name: string | null;
    lang: string | null;
  }[];
  if (!row) return null;
  return {
    createdAt: Number(row.created_at),
    sentAt: row.sent_at === null || row.sent_at === undefined ? null : Number(row.sent_at),
    expiresAt: Number(row.expires_at),
    purpose: row.purpose,
    sealed: row.sealed ?? null,
    firstName: row.first_name ?? null,
    lang: row.lang ?? null,
  };
}

/** Claims the right to mail the still-valid code again (one e-mail a cooldown); its expiry, or
 * null when a parallel request claimed it or it expired. */
export async function claimCodeResend(sql: SQL, userId: string, due: number, now: number): Promise<number | null> {
  const [claimed] = (await sql`UPDATE otp_codes SET sent_at = ${now}
        WHERE user_id = ${userId} AND COALESCE(sent_at, created_at) <= ${due} AND expires_at > ${now}
        RETURNING expires_at`) as { expires_at: number | string }[];
  return claimed ? Number(claimed.expires_at) : null;
}

interface NewCode {
  userId: string;
  codeHash: string;
  linkHash: string;
  sealed: string;
  purpose: string;
  now: number;
  expiresAt: number;
  /** A registration's password and names, bound to this code; null keeps those of the code it replaces. */
  registration: { passwordHash: string; firstName: string; lastName: string; lang: string } | null;
}

/** Stores a new code, replacing the user's older one unless that was sent after `due` (a parallel
 * request mailed one a moment ago: null). The name and language the stored code is bound to. */
export async function storeCode(
  sql: SQL,
  c: NewCode,
  due: number,
): Promise<{ firstName: string | null; lang: string | null } | null> {
  const r = c.registration;
  const [stored] = (await sql`INSERT INTO otp_codes (user_id, code_hash, created_at, expires_at, attempts, purpose,
      password_hash, first_name, last_name, lang, link_hash, sealed, sent_at)
    VALUES (${c.userId}, ${c.codeHash}, ${c.now}, ${c.expiresAt}, 0, ${c.purpose}, ${r?.passwordHash ?? null},
      ${r?.firstName ?? null}, ${r?.lastName ?? null}, ${r?.lang ?? null}, ${c.linkHash}, ${c.sealed}, ${c.now})
    ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash, created_at = excluded.created_at,
      expires_at = excluded.expires_at, attempts = 0, purpose = excluded.purpose,
      password_hash = CASE WHEN ${r ? 1 : 0} = 1 THEN excluded.password_hash ELSE otp_codes.password_hash END,
      first_name = CASE WHEN ${r ? 1 : 0} = 1 THEN excluded.first_name ELSE otp_codes.first_name END,
      last_name = CASE WHEN ${r ? 1 : 0} = 1 THEN excluded.last_name ELSE otp_codes.last_name END,
      lang = CASE WHEN ${r ? 1 : 0} = 1 THEN excluded.lang ELSE otp_codes.lang END,
      link_hash = excluded.link_hash, sealed = excluded.sealed, sent_at = excluded.sent_at
    WHERE COALESCE(otp_codes.sent_at, otp_codes.created_at) <= ${due}
    RETURNING first_name, lang`) as { first_name: string | null; lang: string | null }[];
  return stored ? { firstName: stored.first_name ?? null, lang: stored.lang ?? null } : null;
}

/** Takes back a code whose e-mail failed (the one made at `createdAt`). */
export async function dropUnsentCode(sql: SQL, userId: string, createdAt: number): Promise<void> {
  await sql`DELETE FROM otp_codes WHERE user_id = ${userId} AND created_at = ${createdAt}`;
}

/** The expiry of the user's live code of this purpose with tries left; null without one. */
export async function liveCodeExpiry(
  sql: SQL,
  userId: string,
  purpose: string,
  now: number,
  maxAttempts: number,
): Promise<number | null> {
  const [row] = (await sql`SELECT expires_at FROM otp_codes
    WHERE user_id = ${userId} AND purpose = ${purpose} AND expires_at > ${now}
      AND attempts < ${maxAttempts}`) as { expires_at: number | string }[];
  return row ? Number(row.expires_at) : null;
}

/** Takes one try of a live code and, in the same statement, uses it up when the hash matches:
 * the tries made, the expiry after (0: it matched) and what it bound; null when no live code of
 * the purpose had tries left. */
export async function tryCode(
  sql: SQL,
  userId: string,
  purpose: string,
  hash: string,
  now: number,
  maxAttempts: number,
): Promise<({ attempts: number; expiresAt: number } & BoundColumns) | null> {
  const [taken] = (await sql`UPDATE otp_codes SET attempts = attempts + 1,
      expires_at = CASE WHEN code_hash = ${hash} THEN 0 ELSE expires_at END
    WHERE user_id = ${userId} AND purpose = ${purpose} AND expires_at > ${now} AND attempts < ${maxAttempts}
    RETURNING attempts, expires_at, password_hash, first_name, last_name, lang`) as Record<string, unknown>[];
  return taken ? { attempts: Number(taken.attempts), expiresAt: Number(taken.expires_at), ...boundFrom(taken) } : null;
}

export async function dropUsedCode(sql: SQL, userId: string): Promise<void> {
  await sql`DELETE FROM otp_codes WHERE user_id = ${userId} AND expires_at = 0`;
}

/** The expiry and tries of the user's code (of the purpose, when given); null without one. */
export async function codeState(
  sql: SQL,
  userId: string,
  purpose?: string,
): Promise<{ expiresAt: number; attempts: number } | null> {
  const [row] = (
    purpose === undefined
      ? await sql`SELECT expires_at, attempts FROM otp_codes WHERE user_id = ${userId}`
      : await sql`SELECT expires_at, attempts FROM otp_codes WHERE user_id = ${userId} AND purpose = ${purpose}`
  ) as { expires_at: number | string; attempts: number | string }[];
  return row ? { expiresAt: Number(row.expires_at), attempts: Number(row.attempts) } : null;
}

/** The user and purpose of a live link, without using it (deletion codes have none). */
export async function peekCodeLink(
  sql: SQL,
  linkHash: string,
  now: number,
): Promise<{ userId: string; purpose: string } | null> {
  const [row] = (await sql`SELECT user_id, purpose FROM otp_codes
    WHERE link_hash = ${linkHash} AND expires_at > ${now} AND purpose <> 'delete_account'`) as {
    user_id: string;
    purpose: string;
  }[];
  return row ? { userId: String(row.user_id), purpose: row.purpose } : null;
}

/** Uses up the code of a live link in one statement (only one request can win); null when none. */
export async function consumeCodeLink(
  sql: SQL,
  linkHash: string,
  now: number,
): Promise<({ userId: string; purpose: string } & BoundColumns) | null> {
  const [row] = (await sql`DELETE FROM otp_codes WHERE link_hash = ${linkHash} AND expires_at > ${now}
      AND purpose <> 'delete_account'
    RETURNING user_id, purpose, password_hash, first_name, last_name, lang`) as Record<string, unknown>[];
  return row ? { userId: String(row.user_id), purpose: String(row.purpose), ...boundFrom(row) } : null;
}

/** Whether the user has a code of the purpose that can still be typed (live, or spent by wrong tries). */
export async function hasUnusedCode(sql: SQL, userId: string, purpose: string): Promise<boolean> {
  const [row] = await sql`SELECT expires_at FROM otp_codes
    WHERE user_id = ${userId} AND purpose = ${purpose} AND expires_at <> 0`;
  return row !== undefined;
}

/** Drops the user's code when wrong tries locked it (account support). */
export async function dropLockedCode(sql: SQL, userId: string, maxAttempts: number): Promise<void> {
  await sql`DELETE FROM otp_codes WHERE user_id = ${userId} AND attempts >= ${maxAttempts}`;
}

/** Housekeeping: deletes codes that expired before `before`; how many. */
export async function deleteExpiredCodes(sql: SQL, before: number): Promise<number> {
  return (await sql`DELETE FROM otp_codes WHERE expires_at <= ${before}`).count;
}

export const otpCodesData: UserTable = {
  table: "otp_codes",
  rows: async (sql, o) =>
    (await sql`SELECT purpose, created_at, expires_at, attempts FROM otp_codes WHERE user_id = ${o.id}`).map(
      (r: Row) => ({
        purpose: r.purpose,
        createdAt: num(r.created_at),
        expiresAt: num(r.expires_at),
        attempts: num(r.attempts),
      }),
    ),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM otp_codes WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM otp_codes WHERE user_id = ${o.id}`;
  },
};

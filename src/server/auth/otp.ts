// One-time codes: 6 digits from a CSPRNG, stored as a hash, valid 300 seconds, single use, at
// most 5 wrong tries, a new one at most every 60 seconds and 5 an hour per account.
// Verification takes a try and consumes a matching code in one statement, so only one request
// can win and parallel guesses get no more than 5 tries between them.
import type { Locales } from "../../i18n/i18n-types";
import { OTP } from "../../shared/auth";
import { HttpError } from "../http/errors";
import { log } from "../log";
import { otpMail } from "../mail/otp-mail";
import type { Services } from "../services";
import { audit } from "./audit";
import { enforce, LIMITS } from "./rate-limit";

export const OTP_TTL_MS = OTP.ttlSeconds * 1000;
export const OTP_MAX_ATTEMPTS = OTP.maxAttempts;
export const OTP_COOLDOWN_MS = OTP.cooldownSeconds * 1000;

/** A uniformly random 6-digit code (rejection sampling avoids the modulo bias). */
export function generateCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const n = buffer[0] ?? limit;
    if (n < limit) return String(n % 1_000_000).padStart(6, "0");
  }
}

export type CodePurpose = "register" | "sign_in";

/** HMAC-SHA-256 under the server's code secret, salted with the account and the purpose: a
 * leaked database alone cannot be searched for the code (10^6 guesses of a plain hash take
 * a second), equal codes of two accounts differ, and a registration code is no sign-in code. */
export function hashCode(secret: string, userId: string, purpose: CodePurpose, code: string): string {
  return new Bun.CryptoHasher("sha256", secret).update(`${userId}:${purpose}:${code}`).digest("hex");
}

interface Account {
  id: string;
  email: string;
  firstName: string;
  lang: Locales;
}

interface IssueOptions {
  purpose?: CodePurpose;
  /** The e-mail of the admin who sent it from account support (kept in the audit trail). */
  admin?: string;
}

/** Creates (or replaces) the account's code and mails it. Returns when it expires. */
export async function issueCode(
  services: Services,
  account: Account,
  ip: string,
  { purpose = "register", admin }: IssueOptions = {},
): Promise<number> {
  const { sql } = services.db;
  const now = services.now();
  const [previous] = await sql`SELECT created_at FROM otp_codes WHERE user_id = ${account.id}`;
  if (previous && now - Number(previous.created_at) < OTP_COOLDOWN_MS) {
    const seconds = Math.ceil((Number(previous.created_at) + OTP_COOLDOWN_MS - now) / 1000);
    throw new HttpError(429, "otp_cooldown", { seconds }, { retryAfter: seconds }, { "retry-after": String(seconds) });
  }
  enforce(await services.rateLimiter.hit(`otp-send:${account.id}`, LIMITS.codesPerAccount));
  const code = generateCode();
  const expiresAt = now + OTP_TTL_MS;
  await sql`INSERT INTO otp_codes (user_id, code_hash, created_at, expires_at, attempts, purpose)
    VALUES (${account.id}, ${hashCode(services.codeSecret, account.id, purpose, code)}, ${now}, ${expiresAt}, 0, ${purpose})
    ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash, created_at = excluded.created_at,
      expires_at = excluded.expires_at, attempts = 0, purpose = excluded.purpose`;
  try {
    await services.mailer.send(otpMail(account.email, account.firstName, code, account.lang, purpose));
  } catch (error) {
    await sql`DELETE FROM otp_codes WHERE user_id = ${account.id} AND created_at = ${now}`;
    log.error("code e-mail failed", { to: account.email, error: String(error) });
    throw new HttpError(502, "mail_failed");
  }
  await audit(services, {
    event: "code_sent",
    kind: "user",
    subjectId: account.id,
    email: account.email,
    ip,
    admin: admin ?? null,
    detail: purpose === "sign_in" ? { purpose } : null,
  });
  return expiresAt;
}

/** When the account's pending code of this purpose expires; null when none can still be used. */
export async function pendingCodeExpiry(services: Services, userId: string, purpose: CodePurpose) {
  const [row] = await services.db.sql`SELECT expires_at FROM otp_codes
    WHERE user_id = ${userId} AND purpose = ${purpose} AND expires_at > ${services.now()}
      AND attempts < ${OTP_MAX_ATTEMPTS}`;
  return row ? Number(row.expires_at) : null;
}

/**
 * Checks a code and consumes it. Every try first takes one of the 5 tries in ONE statement,
 * which also consumes the code when it matches (its expiry is set to 0: a used code is an
 * expired one). The row lock (PostgreSQL) or the single writer (SQLite) orders parallel tries,
 * so of 40 guesses sent at once exactly 5 are compared, whatever instance they reach.
 */
export async function consumeCode(
  services: Services,
  userId: string,
  purpose: CodePurpose,
  email: string,
  code: string,
  ip: string,
): Promise<void> {
  const { sql } = services.db;
  const now = services.now();
  const hash = hashCode(services.codeSecret, userId, purpose, code);
  const [taken] = await sql`UPDATE otp_codes SET attempts = attempts + 1,
      expires_at = CASE WHEN code_hash = ${hash} THEN 0 ELSE expires_at END
    WHERE user_id = ${userId} AND purpose = ${purpose} AND expires_at > ${now} AND attempts < ${OTP_MAX_ATTEMPTS}
    RETURNING attempts, expires_at`;
  if (taken && Number(taken.expires_at) === 0) {
    await sql`DELETE FROM otp_codes WHERE user_id = ${userId} AND expires_at = 0`;
    return;
  }
  if (!taken) {
    // No try left to take: say why without counting anything.
    const [row] =
      await sql`SELECT expires_at, attempts FROM otp_codes WHERE user_id = ${userId} AND purpose = ${purpose}`;
    // No row, or a code used a moment ago by a parallel request.
    if (!row || Number(row.expires_at) === 0)
      throw new HttpError(400, "otp_invalid", { attemptsLeft: 0 }, { attemptsLeft: 0 });
    if (Number(row.expires_at) <= now) {
      await audit(services, { event: "code_expired", kind: "user", subjectId: userId, email, ip });
      throw new HttpError(410, "otp_expired");
    }
    throw new HttpError(429, "otp_locked");
  }
  const attemptsLeft = OTP_MAX_ATTEMPTS - Number(taken.attempts);
  await audit(services, { event: "code_failed", kind: "user", subjectId: userId, email, ip, detail: { attemptsLeft } });
  if (attemptsLeft <= 0) {
    await audit(services, { event: "locked", kind: "user", subjectId: userId, email, ip });
    throw new HttpError(429, "otp_locked");
  }
  throw new HttpError(400, "otp_invalid", { attemptsLeft }, { attemptsLeft });
}

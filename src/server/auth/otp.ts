// One-time codes: 6 digits from a CSPRNG, stored as a hash, valid 300 seconds, single use, at
// most 5 wrong tries, a new one at most every 60 seconds and 5 an hour per account.
// Verification deletes the row in the statement that checks it, so only one request can win.
import type { Locales } from "../../i18n/i18n-types";
import { HttpError } from "../http/errors";
import { log } from "../log";
import { otpMail } from "../mail/otp-mail";
import type { Services } from "../services";
import { audit } from "./audit";
import { enforce, LIMITS } from "./rate-limit";

export const OTP_TTL_MS = 300_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_COOLDOWN_MS = 60_000;

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

/** Salted with the account id, so equal codes of two accounts differ in storage. */
export function hashCode(userId: string, code: string): string {
  return new Bun.CryptoHasher("sha256").update(`${userId}:${code}`).digest("hex");
}

interface Account {
  id: string;
  email: string;
  firstName: string;
  lang: Locales;
}

/** Creates (or replaces) the account's code and mails it. Returns when it expires.
 * `admin`: the e-mail of the admin who sent it from account support (kept in the audit trail). */
export async function issueCode(services: Services, account: Account, ip: string, admin?: string): Promise<number> {
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
  await sql`INSERT INTO otp_codes (user_id, code_hash, created_at, expires_at, attempts)
    VALUES (${account.id}, ${hashCode(account.id, code)}, ${now}, ${expiresAt}, 0)
    ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash, created_at = excluded.created_at,
      expires_at = excluded.expires_at, attempts = 0`;
  try {
    await services.mailer.send(otpMail(account.email, account.firstName, code, account.lang));
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
  });
  return expiresAt;
}

/** Checks a code and consumes it atomically. */
export async function consumeCode(services: Services, userId: string, email: string, code: string, ip: string) {
  const { sql } = services.db;
  const now = services.now();
  const [row] = await sql`SELECT expires_at, attempts FROM otp_codes WHERE user_id = ${userId}`;
  if (!row) throw new HttpError(400, "otp_invalid", { attemptsLeft: 0 }, { attemptsLeft: 0 });
  if (Number(row.expires_at) <= now) {
    await audit(services, { event: "code_expired", kind: "user", subjectId: userId, email, ip });
    throw new HttpError(410, "otp_expired");
  }
  if (Number(row.attempts) >= OTP_MAX_ATTEMPTS) throw new HttpError(429, "otp_locked");
  const consumed = await sql`DELETE FROM otp_codes
    WHERE user_id = ${userId} AND code_hash = ${hashCode(userId, code)} AND expires_at > ${now}
      AND attempts < ${OTP_MAX_ATTEMPTS}
    RETURNING user_id`;
  if (consumed.length === 1) return;
  const [failed] = await sql`UPDATE otp_codes SET attempts = attempts + 1
    WHERE user_id = ${userId} AND attempts < ${OTP_MAX_ATTEMPTS} RETURNING attempts`;
  // No row: another request consumed (or locked) the code meanwhile.
  if (!failed) throw new HttpError(400, "otp_invalid", { attemptsLeft: 0 }, { attemptsLeft: 0 });
  const attemptsLeft = OTP_MAX_ATTEMPTS - Number(failed.attempts);
  await audit(services, { event: "code_failed", kind: "user", subjectId: userId, email, ip, detail: { attemptsLeft } });
  if (attemptsLeft <= 0) {
    await audit(services, { event: "locked", kind: "user", subjectId: userId, email, ip });
    throw new HttpError(429, "otp_locked");
  }
  throw new HttpError(400, "otp_invalid", { attemptsLeft }, { attemptsLeft });
}

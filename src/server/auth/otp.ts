// One-time codes: 6 digits from a CSPRNG, stored as a hash, valid 300 seconds, single use, at
// most 5 wrong tries, an e-mail at most every 60 seconds per account. Verification takes a try
// and consumes a matching code in one statement, so only one request can win and parallel
// guesses get no more than 5 tries between them.
//
// Every code e-mail also carries a single-use sign-in link (a 256-bit token, stored as an HMAC,
// the code's 300 s life). Wrong code guesses never touch it, so the mailbox holder always has a
// way in that others cannot block. While a code is still valid, asking for one mails the same
// code and link again (kept sealed under the code secret) instead of making a new one, so
// others' requests cannot use up the account's codes: a new code is only made when the last one
// expired or was used, or when a registration binds a new password to it.
import type { Locales } from "../../i18n/i18n-types";
import { OTP } from "../../shared/auth";
import { HttpError } from "../http/errors";
import { hitLimit, peekLimit } from "../http/limits";
import { log } from "../log";
import { deleteCodeMail } from "../mail/account-mail";
import { otpMail } from "../mail/otp-mail";
import type { Services } from "../services";
import { audit } from "./audit";
import {
  type BoundColumns,
  claimCodeResend,
  codeState,
  consumeCodeLink,
  dropUnsentCode,
  dropUsedCode,
  findCode,
  hasUnusedCode,
  liveCodeExpiry,
  peekCodeLink,
  storeCode,
  tryCode,
} from "./otp-codes-store";
import { enforce } from "./rate-limit";

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

/** `delete_account`: confirms the deletion of a signed-in account whose owner does not remember
 * the password (src/server/account/service.ts); mailed without a link, never a way in. */
export type CodePurpose = "register" | "sign_in" | "delete_account";

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

/** What a registration request sent: bound to the code it causes, applied when that code (or its
 * link) is used, so the password that survives verification is the one of that request. */
export interface Registration {
  passwordHash: string;
  firstName: string;
  lastName: string;
  lang: Locales;
}

interface IssueOptions {
  purpose?: CodePurpose;
  /** The e-mail of the admin who sent it from account support (kept in the audit trail). */
  admin?: string;
  /** A registration request: always a new code (older ones stop working), bound to it. */
  registration?: Registration;
}

/** The 256-bit token of a sign-in link, base64url. */
export const generateLinkToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");

/** HMAC of a link token under the code secret: what is stored and looked up. */
export function hashLinkToken(secret: string, token: string): string {
  return new Bun.CryptoHasher("sha256", secret).update(`link:${token}`).digest("hex");
}

/** The page a code e-mail's link opens (its button posts the token to POST /auth/sign-in-link). */
export const signInLinkUrl = (origin: string, token: string) =>
  `${origin}/sign-in-link?token=${encodeURIComponent(token)}`;

const sealKeys = new Map<string, Promise<CryptoKey>>();
function sealKey(secret: string): Promise<CryptoKey> {
  let key = sealKeys.get(secret);
  if (!key) {
    const raw = new Uint8Array(new Bun.CryptoHasher("sha256").update(`otp-seal:${secret}`).digest());
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    sealKeys.set(secret, key);
  }
  return key;
}

interface Sealed {
  code: string;
  token: string;
}

/** AES-256-GCM under a key derived from the code secret, bound to the account (additional data). */
export async function seal(secret: string, userId: string, value: Sealed): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(value));
  const additionalData = new TextEncoder().encode(userId);
  const box = await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData }, await sealKey(secret), data);
  return `${Buffer.from(iv).toString("base64url")}.${Buffer.from(box).toString("base64url")}`;
}

/** The sealed code and token, or null when it does not open under this secret. */
export async function unseal(secret: string, userId: string, text: string): Promise<Sealed | null> {
  const [iv, box] = text.split(".");
  if (!iv || !box) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: "AES-GCM",
        iv: new Uint8Array(Buffer.from(iv, "base64url")),
        additionalData: new TextEncoder().encode(userId),
      },
      await sealKey(secret),
      new Uint8Array(Buffer.from(box, "base64url")),
    );
    const value = JSON.parse(new TextDecoder().decode(plain)) as Sealed;
    return typeof value.code === "string" && typeof value.token === "string" ? value : null;
  } catch {
    return null;
  }
}

function cooldownError(lastSent: number, now: number): HttpError {
  const seconds = Math.max(1, Math.ceil((lastSent + OTP_COOLDOWN_MS - now) / 1000));
  return new HttpError(429, "otp_cooldown", { params: { seconds }, retryAfter: seconds });
}

/**
 * Mails the account's code and sign-in link. A still-valid code of the same purpose is mailed
 * again (same code, same link, same expiry); otherwise, and always for a registration, a new code
 * replaces the old one. At most one e-mail every 60 seconds per account (claimed atomically, so
 * parallel requests on any instance send one). Returns when the code expires.
 */
export async function issueCode(
  services: Services,
  account: Account,
  ip: string,
  { purpose = "register", admin, registration }: IssueOptions = {},
): Promise<number> {
  const { sql } = services.db;
  const now = services.now();
  const previous = await findCode(sql, account.id);
  const lastSent = previous ? (previous.sentAt ?? previous.createdAt) : 0;
  if (previous && now - lastSent < OTP_COOLDOWN_MS) throw cooldownError(lastSent, now);
  const due = now - OTP_COOLDOWN_MS;
  if (previous && !registration && previous.purpose === purpose && previous.expiresAt > now) {
    const secret = previous.sealed ? await unseal(services.codeSecret, account.id, previous.sealed) : null;
    if (secret) {
      const expiresAt = await claimCodeResend(sql, account.id, due, now);
      if (expiresAt === null) throw cooldownError(now, now);
      // The mail goes out in the name and language the code was made for.
      const to = {
        ...account,
        firstName: previous.firstName ?? account.firstName,
        lang: previous.lang === "ar" || previous.lang === "en" ? previous.lang : account.lang,
      };
      await mailCode(services, to, secret, purpose);
      await audit(services, {
        event: "code_sent",
        kind: "user",
        subjectId: account.id,
        email: account.email,
        ip,
        admin: admin ?? null,
        detail: purpose !== "register" ? { purpose, resent: true } : { resent: true },
      });
      return expiresAt;
    }
  }
  enforce(await hitLimit(services, "newCodes", account.id));
  const code = generateCode();
  const token = generateLinkToken();
  const expiresAt = now + OTP_TTL_MS;
  const codeHash = hashCode(services.codeSecret, account.id, purpose, code);
  const linkHash = hashLinkToken(services.codeSecret, token);
  const sealed = await seal(services.codeSecret, account.id, { code, token });
  // A registration binds its own password and names (a later one replaces them); any other new
  // code keeps those of the registration it continues.
  const stored = await storeCode(
    sql,
    {
      userId: account.id,
      codeHash,
      linkHash,
      sealed,
      purpose,
      now,
      expiresAt,
      registration: registration ?? null,
    },
    due,
  );
  // A parallel request mailed a code a moment ago.
  if (!stored) throw cooldownError(now, now);
  const to = {
    ...account,
    firstName: stored.firstName ?? account.firstName,
    lang: stored.lang === "ar" || stored.lang === "en" ? (stored.lang as Locales) : account.lang,
  };
  try {
    await mailCode(services, to, { code, token }, purpose);
  } catch (error) {
    await dropUnsentCode(sql, account.id, now);
    throw error;
  }
  await audit(services, {
    event: "code_sent",
    kind: "user",
    subjectId: account.id,
    email: account.email,
    ip,
    admin: admin ?? null,
    detail: purpose !== "register" ? { purpose } : null,
  });
  return expiresAt;
}

async function mailCode(services: Services, account: Account, secret: Sealed, purpose: CodePurpose) {
  const link = signInLinkUrl(services.config.publicOrigin, secret.token);
  const mail =
    purpose === "delete_account"
      ? deleteCodeMail(account.email, account.firstName, account.lang, secret.code)
      : otpMail(account.email, account.firstName, secret.code, account.lang, purpose, link);
  try {
    await services.mailer.send(mail);
  } catch (error) {
    log.error("code e-mail failed", { to: account.email, error: String(error) });
    throw new HttpError(502, "mail_failed");
  }
}

/** When the account's pending code of this purpose expires; null when none can still be used. */
export async function pendingCodeExpiry(services: Services, userId: string, purpose: CodePurpose) {
  return liveCodeExpiry(services.db.sql, userId, purpose, services.now(), OTP_MAX_ATTEMPTS);
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
): Promise<Registration | null> {
  const { sql } = services.db;
  const now = services.now();
  const hash = hashCode(services.codeSecret, userId, purpose, code);
  const taken = await tryCode(sql, userId, purpose, hash, now, OTP_MAX_ATTEMPTS);
  if (taken && taken.expiresAt === 0) {
    await dropUsedCode(sql, userId);
    return boundRegistration(taken);
  }
  if (!taken) {
    // No try left to take: say why without counting anything.
    const row = await codeState(sql, userId, purpose);
    // No row, or a code used a moment ago by a parallel request.
    if (!row || row.expiresAt === 0)
      throw new HttpError(400, "otp_invalid", { params: { attemptsLeft: 0 }, attemptsLeft: 0 });
    if (row.expiresAt <= now) {
      await audit(services, { event: "code_expired", kind: "user", subjectId: userId, email, ip });
      throw new HttpError(410, "otp_expired");
    }
    throw new HttpError(429, "otp_locked");
  }
  const attemptsLeft = OTP_MAX_ATTEMPTS - taken.attempts;
  await audit(services, { event: "code_failed", kind: "user", subjectId: userId, email, ip, detail: { attemptsLeft } });
  if (attemptsLeft <= 0) {
    await audit(services, { event: "locked", kind: "user", subjectId: userId, email, ip });
    throw new HttpError(429, "otp_locked");
  }
  throw new HttpError(400, "otp_invalid", { params: { attemptsLeft }, attemptsLeft });
}

function boundRegistration(row: BoundColumns): Registration | null {
  if (row.passwordHash === null || row.firstName === null) return null;
  return {
    passwordHash: row.passwordHash,
    firstName: row.firstName,
    lastName: row.lastName ?? "",
    lang: row.lang === "ar" ? "ar" : "en",
  };
}

export interface UsedLink {
  userId: string;
  purpose: CodePurpose;
  registration: Registration | null;
}

/**
 * Uses a sign-in link: deletes the code it belongs to, in one statement, while it is valid (its
 * code's 300 s; wrong code guesses do not matter). Null when the token is unknown, expired or
 * used (by this or a parallel request): only one request can win.
 */
/** The account and purpose of a link that can still be used, without using it up. */
export async function peekLink(
  services: Services,
  token: string,
): Promise<{ userId: string; purpose: CodePurpose } | null> {
  const hash = hashLinkToken(services.codeSecret, token);
  // A deletion code has no link (its token is never mailed); its hash is not looked up either.
  const row = await peekCodeLink(services.db.sql, hash, services.now());
  if (!row) return null;
  return { userId: row.userId, purpose: row.purpose === "sign_in" ? "sign_in" : "register" };
}

export async function consumeLink(services: Services, token: string): Promise<UsedLink | null> {
  const hash = hashLinkToken(services.codeSecret, token);
  const row = await consumeCodeLink(services.db.sql, hash, services.now());
  if (!row) return null;
  return {
    userId: row.userId,
    purpose: row.purpose === "sign_in" ? "sign_in" : "register",
    registration: boundRegistration(row),
  };
}

/** Notes that a sign-in code was asked for `email`, whether or not it has an account. */
export async function noteCodeAsked(services: Services, email: string): Promise<void> {
  await hitLimit(services, "signInCodeAsked", email);
}

/** Whether `userId` has a code of `purpose` that can still be typed (live, or spent by wrong tries). */
export async function hasCode(services: Services, userId: string, purpose: CodePurpose): Promise<boolean> {
  return hasUnusedCode(services.db.sql, userId, purpose);
}

/**
 * The answer to a code typed for an address that has no code (no account, or none asked for or
 * left): what a real code would answer, so guessing does not tell which addresses have accounts.
 * While the address was asked for in the last 300 s, tries count down to `otp_locked`; otherwise
 * the code has expired.
 */
export async function phantomCodeGuess(services: Services, email: string): Promise<never> {
  const asked = await peekLimit(services, "signInCodeAsked", email);
  if (!asked.count) throw new HttpError(410, "otp_expired");
  const guess = await hitLimit(services, "signInCodeGuesses", email);
  const attemptsLeft = OTP_MAX_ATTEMPTS - (guess.count ?? OTP_MAX_ATTEMPTS);
  if (!guess.ok || attemptsLeft <= 0) throw new HttpError(429, "otp_locked");
  throw new HttpError(400, "otp_invalid", { params: { attemptsLeft }, attemptsLeft });
}

// Forgot password (docs/api.md, "Forgot password"): e-mail → a 6-digit code or a single-use link →
// a reset token → the new password. Designed like the sign-in code and link (./otp.ts):
//
// - POST /auth/password-reset/request answers the same for every well-formed address, with the
//   same limits (per requester address, one e-mail a minute per address asked for); only a
//   verified account is mailed. A pending registration gets nothing: it has no password yet to
//   forget (registering again, or "send the code again", mails its registration code).
// - The code (stored as an HMAC) and the link (a 256-bit token, stored as an HMAC) live 300 s.
//   While the code is valid, asking again mails the same code and link (kept sealed) instead of a
//   new pair, so others' requests cannot use up the account's codes (15 new ones an hour).
// - A wrong code takes one of 5 tries, in one statement with the comparison (parallel guesses get
//   no more than 5 between them); the link never counts tries, so strangers typing wrong codes
//   cannot block the owner, whose mailbox holds the link.
// - A right code, or the link's button, consumes both and gives a reset token (256 bits, HMAC
//   stored, 10 minutes, single use) for the new-password form.
// - The new password meets the registration's policy. Then every session of the account ends (and
//   with them its push subscriptions; the ended sessions are published to the other instances),
//   the failed-login lockout is cleared, and the owner is told by e-mail.
import type { Locales } from "../../i18n/i18n-types";
import type { HandlerInput } from "../../shared/contract";
import { passwordResetApi, RESET } from "../../shared/password-reset";
import { HttpError, json } from "../http/errors";
import { hitLimit, peekLimit } from "../http/limits";
import { type RequestContext, type Route, route } from "../http/router";
import { log } from "../log";
import { passwordChangedMail, passwordResetMail } from "../mail/account-mail";
import type { Services } from "../services";
import { serverTexts } from "../texts";
import { audit } from "./audit";
import { generateCode, generateLinkToken, seal, unseal } from "./otp";
import {
  claimResend,
  consumeResetLink,
  consumeResetToken,
  dropResetsOf,
  dropUnsentReset,
  dropUsedReset,
  findReset,
  insertResetToken,
  peekResetToken,
  resetExpiry,
  storeReset,
  tryResetCode,
  userWithReset,
} from "./password-resets-store";
import { checkPasswordPolicy } from "./passwords";
import { enforce } from "./rate-limit";
import { clearedSessionCookie, deleteSessionsOf } from "./sessions";
import { countUserSessions } from "./sessions-store";
import { clearFailures } from "./throttle";
import { findUserByEmail, findUserById, setPasswordHash } from "./users-store";

const texts = (locale: Locales) => serverTexts(locale).passwordReset.server;

export const RESET_TTL_MS = RESET.ttlSeconds * 1000;
const RESET_COOLDOWN_MS = RESET.cooldownSeconds * 1000;
export const RESET_TOKEN_TTL_MS = RESET.tokenTtlSeconds * 1000;

/** HMACs under the code secret, each with its own prefix: a reset code is no sign-in code, a
 * reset link no sign-in link, and a reset token neither. */
const hmac = (secret: string, text: string) => new Bun.CryptoHasher("sha256", secret).update(text).digest("hex");
const hashResetCode = (secret: string, userId: string, code: string) => hmac(secret, `${userId}:reset:${code}`);
const hashResetLink = (secret: string, token: string) => hmac(secret, `reset-link:${token}`);
const hashResetToken = (secret: string, token: string) => hmac(secret, `reset-token:${token}`);

/** The page the e-mailed link opens; its button (not the page load) posts the token. */
const resetLinkUrl = (origin: string, token: string) => `${origin}/reset-password?token=${encodeURIComponent(token)}`;

interface Account {
  id: string;
  email: string;
  firstName: string;
  lang: Locales;
}

const langOf = (value: unknown): Locales => (value === "ar" ? "ar" : "en");

function cooldownError(seconds: number): HttpError {
  const s = Math.max(1, seconds);
  return new HttpError(429, "otp_cooldown", { params: { seconds: s }, retryAfter: s });
}

async function mailReset(services: Services, account: Account, code: string, token: string) {
  const link = resetLinkUrl(services.config.publicOrigin, token);
  try {
    await services.mailer.send(passwordResetMail(account.email, account.firstName, account.lang, code, link));
  } catch (error) {
    log.error("password reset e-mail failed", { to: account.email, error: String(error) });
    throw new HttpError(502, "mail_failed");
  }
}

/** Mails the account's reset code and link: the still-valid ones again, else a new pair. At most
 * one e-mail a minute per account, claimed atomically (parallel requests on any instance send one). */
async function issueResetCode(services: Services, account: Account, ip: string): Promise<number> {
  const { sql } = services.db;
  const now = services.now();
  const due = now - RESET_COOLDOWN_MS;
  const previous = await findReset(sql, account.id);
  if (previous && previous.sentAt > due) throw cooldownError(Math.ceil((previous.sentAt - due) / 1000));
  if (previous && previous.expiresAt > now) {
    const secret = await unseal(services.codeSecret, account.id, previous.sealed);
    if (secret) {
      const claimed = await claimResend(sql, account.id, due, now);
      if (claimed === null) throw cooldownError(RESET.cooldownSeconds);
      await mailReset(services, account, secret.code, secret.token);
      await audit(services, {
        event: "code_sent",
        kind: "user",
        subjectId: account.id,
        email: account.email,
        ip,
        detail: { purpose: "reset", resent: true },
      });
      return claimed;
    }
  }
  enforce(await hitLimit(services, "newResetCodes", account.id));
  const code = generateCode();
  const token = generateLinkToken();
  const expiresAt = now + RESET_TTL_MS;
  const sealed = await seal(services.codeSecret, account.id, { code, token });
  const stored = await storeReset(
    sql,
    {
      userId: account.id,
      codeHash: hashResetCode(services.codeSecret, account.id, code),
      linkHash: hashResetLink(services.codeSecret, token),
      sealed,
      now,
      expiresAt,
    },
    due,
  );
  // A parallel request mailed a code a moment ago.
  if (!stored) throw cooldownError(RESET.cooldownSeconds);
  try {
    await mailReset(services, account, code, token);
  } catch (error) {
    await dropUnsentReset(sql, account.id, now);
    throw error;
  }
  await audit(services, {
    event: "code_sent",
    kind: "user",
    subjectId: account.id,
    email: account.email,
    ip,
    detail: { purpose: "reset" },
  });
  return expiresAt;
}

async function newResetToken(services: Services, userId: string): Promise<{ token: string; expiresAt: number }> {
  const token = generateLinkToken();
  const now = services.now();
  const expiresAt = now + RESET_TOKEN_TTL_MS;
  await insertResetToken(services.db.sql, {
    tokenHash: hashResetToken(services.codeSecret, token),
    userId,
    now,
    expiresAt,
  });
  return { token, expiresAt };
}

type Input<K extends keyof typeof passwordResetApi> = HandlerInput<(typeof passwordResetApi)[K]>;

async function request(ctx: RequestContext, _who: null, { body }: Input<"request">) {
  const { email } = body;
  const { services, ip, locale } = ctx;
  enforce(await hitLimit(services, "resetRequests", ip));
  const perEmail = await hitLimit(services, "resetCooldown", email);
  if (!perEmail.ok) throw cooldownError(perEmail.retryAfter);
  // Every address asked for, known or not: a code typed for it in the next 300 s is answered like
  // a code of a real account (see `verify`).
  await hitLimit(services, "resetAsked", email);
  const row = await findUserByEmail(services.db.sql, email);
  let expiresAt = services.now() + RESET_TTL_MS;
  // Unknown and pending addresses: the same answer, nothing sent.
  if (row?.verified) {
    const account = { id: row.id, email, firstName: row.firstName, lang: langOf(row.lang) };
    expiresAt = await issueResetCode(services, account, ip);
  }
  return { message: texts(locale).sent(), email, expiresAt };
}

/** Checks a code: takes one of the 5 tries and, when it matches, consumes the code (and its
 * link) in the same statement. */
async function verify(ctx: RequestContext, _who: null, { body }: Input<"verify">) {
  const { email, code } = body;
  const { services, ip } = ctx;
  const { sql } = services.db;
  const now = services.now();
  const user = await userWithReset(sql, email);
  // No code was made for this address (unknown, pending, or none asked for or left): the answers
  // of a real code, so guessing does not tell which addresses have accounts.
  if (!user || user.expiresAt === null || user.expiresAt === 0) return phantomGuess(services, email);
  const id = user.userId;
  const hash = hashResetCode(services.codeSecret, id, code);
  const taken = await tryResetCode(sql, id, hash, now, RESET.maxAttempts);
  if (taken && taken.expiresAt === 0) {
    await dropUsedReset(sql, id);
    await audit(services, { event: "reset_verified", kind: "user", subjectId: id, email, ip, detail: { via: "code" } });
    return { ...(await newResetToken(services, id)), email };
  }
  if (!taken) {
    const expires = await resetExpiry(sql, id);
    if (expires === null || expires === 0)
      throw new HttpError(400, "otp_invalid", { params: { attemptsLeft: 0 }, attemptsLeft: 0 });
    if (expires <= now) throw new HttpError(410, "otp_expired");
    throw new HttpError(429, "reset_locked");
  }
  const attemptsLeft = RESET.maxAttempts - taken.attempts;
  await audit(services, {
    event: "code_failed",
    kind: "user",
    subjectId: id,
    email,
    ip,
    detail: { attemptsLeft, purpose: "reset" },
  });
  if (attemptsLeft <= 0) throw new HttpError(429, "reset_locked");
  throw new HttpError(400, "otp_invalid", { params: { attemptsLeft }, attemptsLeft });
}

/** What a wrong code would get if the address had an account and a code: tries counting down to
 * `reset_locked` while it was asked for in the last 300 s, else `otp_expired`. */
async function phantomGuess(services: Services, email: string): Promise<never> {
  const asked = await peekLimit(services, "resetAsked", email);
  if (!asked.count) throw new HttpError(410, "otp_expired");
  const guess = await hitLimit(services, "resetGuesses", email);
  const attemptsLeft = RESET.maxAttempts - (guess.count ?? RESET.maxAttempts);
  if (!guess.ok || attemptsLeft <= 0) throw new HttpError(429, "reset_locked");
  throw new HttpError(400, "otp_invalid", { params: { attemptsLeft }, attemptsLeft });
}

/** The e-mailed link's token (posted by the page's button): consumed once, within 300 s, however
 * many wrong codes were typed. */
async function link(ctx: RequestContext, _who: null, { body }: Input<"link">) {
  const { token } = body;
  const { services, ip } = ctx;
  const hash = hashResetLink(services.codeSecret, token);
  const id = await consumeResetLink(services.db.sql, hash, services.now());
  if (id === null) throw new HttpError(400, "reset_link_invalid");
  const user = await findUserById(services.db.sql, id);
  if (!user) throw new HttpError(400, "reset_link_invalid");
  const email = user.email;
  await audit(services, { event: "reset_verified", kind: "user", subjectId: id, email, ip, detail: { via: "link" } });
  return { ...(await newResetToken(services, id)), email };
}

/** The new password: policy first (the token is not used up by a refused password), then the
 * token is consumed (once), the password replaced, every session ended, the lockout cleared and
 * the owner told. The browser's own session cookie is cleared too: it was one of them. */
async function complete(ctx: RequestContext, _who: null, { body }: Input<"complete">) {
  const { token, password } = body;
  checkPasswordPolicy(password);
  const { services, ip, locale } = ctx;
  const { sql } = services.db;
  const hash = hashResetToken(services.codeSecret, token);
  const pending = await peekResetToken(sql, hash, services.now());
  if (!pending) throw new HttpError(400, "reset_expired");
  const email = pending.email;
  // Hashed before the token is used, so a busy hashing queue (503) leaves the token usable.
  const passwordHash = await services.passwords.hash(password, { address: ip, account: `user:${email}` });
  const id = await consumeResetToken(sql, hash, services.now());
  if (id === null) throw new HttpError(400, "reset_expired");
  const user = await setPasswordHash(sql, id, passwordHash);
  if (!user) throw new HttpError(400, "reset_expired");
  // Whatever else was pending for a reset of this account stops working.
  await dropResetsOf(sql, id);
  const sessions = await countUserSessions(sql, id);
  await deleteSessionsOf(services, "user", id);
  await clearFailures(services, "user", email);
  await audit(services, {
    event: "password_reset",
    kind: "user",
    subjectId: id,
    email,
    ip,
    detail: { sessions },
  });
  try {
    await services.mailer.send(passwordChangedMail(email, user.firstName, langOf(user.lang), services.now()));
  } catch (error) {
    // The password is changed either way; the failure is logged for the operators.
    log.error("password changed e-mail failed", { to: email, error: String(error) });
  }
  return json({ message: texts(locale).changed(), email }, 200, {
    "set-cookie": clearedSessionCookie(services),
  });
}

export const passwordResetRoutes: Route[] = [
  route({ contract: passwordResetApi.request, access: "public", limits: ["authCalls"], handler: request }),
  route({ contract: passwordResetApi.verify, access: "public", limits: ["authCalls"], handler: verify }),
  route({ contract: passwordResetApi.link, access: "public", limits: ["authCalls"], handler: link }),
  route({ contract: passwordResetApi.complete, access: "public", limits: ["authCalls"], handler: complete }),
];

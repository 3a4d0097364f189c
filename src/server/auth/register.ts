// Registration with an e-mailed one-time code: register (201, code sent), verify-otp (the
// account becomes verified and gets a session; a verified account's sign-in code logs it in),
// resend-otp (the code again, 60 s cooldown), sign-in-link (the link of a code e-mail).
import { registerSchema, resendOtpSchema, signInLinkSchema, verifyOtpSchema } from "../../shared/auth";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { hitLimit } from "../http/limits";
import { type RequestContext, type Route, route } from "../http/router";
import { log } from "../log";
import { registerNoticeMail } from "../mail/otp-mail";
import { audit } from "./audit";
import { startSession } from "./login";
import { message } from "./messages";
import {
  consumeCode,
  consumeLink,
  hasCode,
  issueCode,
  noteCodeAsked,
  OTP_TTL_MS,
  peekLink,
  phantomCodeGuess,
  type Registration,
} from "./otp";
import { checkPasswordPolicy } from "./passwords";
import { enforce } from "./rate-limit";
import { newRegistrationBrowser, requireRegistrationBrowser } from "./register-browser";
import { toUser } from "./sessions";
import { requestSignInCode, signInCodeRoutes } from "./sign-in-code";
import { clearFailures } from "./throttle";
import {
  activateUser,
  findUserByEmail,
  findUserById,
  insertPendingUser,
  rebindPendingUser,
  type UserRow,
} from "./users-store";

async function register(ctx: RequestContext): Promise<Response> {
  const input = await readJson(ctx.req, registerSchema);
  checkPasswordPolicy(input.password);
  const { services, ip, locale } = ctx;
  // Counted here, after validation, not as a route limit: a form sent back for a typo does not
  // use up the address's hourly allowance of registrations.
  enforce(await hitLimit(services, "registrations", ip));
  // Hashed whatever the e-mail: an address with an account takes as long as a new one.
  // Its share of the hashing queue is the address's and the e-mail's, as for logins (docs/api.md).
  const passwordHash = await services.passwords.hash(input.password, { address: ip, account: `user:${input.email}` });
  const registration: Registration = {
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    lang: locale,
  };
  // Every answer sets the cookie, so a taken address looks like a new one here too.
  const browser = newRegistrationBrowser(ctx);
  const existing = await accountByEmail(ctx, input.email);
  if (existing) return registerAgain(ctx, existing, registration, browser);
  const id = crypto.randomUUID();
  const inserted = await insertPendingUser(services.db.sql, {
    id,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash,
    role: "user",
    verified: false,
    createdAt: services.now(),
    lang: locale,
    regBrowser: browser.hash,
  });
  if (!inserted) {
    // A parallel registration of the same e-mail won: this one registers again after it.
    const winner = await accountByEmail(ctx, input.email);
    if (!winner) throw new HttpError(503, "busy");
    return registerAgain(ctx, winner, registration, browser);
  }
  await audit(services, { event: "registered", kind: "user", subjectId: id, email: input.email, ip });
  const otpExpiresAt = await issueCode(
    services,
    { id, email: input.email, firstName: input.firstName, lang: locale },
    ip,
    { registration },
  );
  return json({ message: message(locale, "codeSent"), email: input.email, otpExpiresAt }, 201, {
    "set-cookie": browser.cookie,
  });
}

const accountByEmail = (ctx: RequestContext, email: string) => findUserByEmail(ctx.services.db.sql, email);

const isVerified = (row: UserRow) => row.verified;

function codeAccount(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lang: row.lang === "ar" ? ("ar" as const) : ("en" as const),
  };
}

/**
 * A registration for an e-mail that already has an account.
 *
 * Pending (unverified): this request's password and names are bound to a NEW code, which
 * replaces the older one (it stops working, and so does its link); the code goes to the same
 * address as ever. Verifying activates the account with what the request behind that very code
 * sent, so an earlier registration by someone else cannot leave its password on the owner's
 * account, and a later one only reaches the owner's mailbox. The pending row follows the newest
 * registration too, for a code made later without one (resend after expiry, account support).
 *
 * Only the browser of the newest registration can verify (src/server/auth/register-browser.ts):
 * otherwise the owner, typing the newest code from their mailbox, would activate the account
 * with the password of whoever registered the address after them.
 *
 * Verified: the same answer as for a new address (nothing tells that it has an account), with
 * the same limits; the owner gets an e-mail that someone tried to register with it.
 */
async function registerAgain(
  ctx: RequestContext,
  row: UserRow,
  registration: Registration,
  browser: { hash: string; cookie: string },
): Promise<Response> {
  const { services, ip, locale } = ctx;
  const account = codeAccount(row);
  const headers = { "set-cookie": browser.cookie };
  if (isVerified(row)) {
    await noticeRegistrationAttempt(ctx, account);
    // Codes typed next are answered as a new address's would be (tries counting down).
    await noteCodeAsked(services, account.email);
    const otpExpiresAt = services.now() + OTP_TTL_MS;
    return json({ message: message(locale, "codeSent"), email: account.email, otpExpiresAt }, 201, headers);
  }
  const otpExpiresAt = await issueCode(services, account, ip, { registration });
  await rebindPendingUser(services.db.sql, account.id, registration, browser.hash);
  await audit(services, { event: "registered", kind: "user", subjectId: account.id, email: account.email, ip });
  return json({ message: message(locale, "codeSent"), email: account.email, otpExpiresAt }, 201, headers);
}

/** Mails the owner of a verified address that someone tried to register with it, under the
 * limits a pending address meets (one e-mail a minute, a few an hour), answering the same 429s. */
async function noticeRegistrationAttempt(ctx: RequestContext, account: ReturnType<typeof codeAccount>) {
  const { services, ip } = ctx;
  const cooldown = await hitLimit(services, "registerNoticeCooldown", account.id);
  if (!cooldown.ok) {
    const seconds = cooldown.retryAfter;
    throw new HttpError(429, "otp_cooldown", { params: { seconds }, retryAfter: seconds });
  }
  enforce(await hitLimit(services, "registerNotices", account.id));
  try {
    await services.mailer.send(registerNoticeMail(account.email, account.firstName, account.lang));
  } catch (error) {
    log.error("registration notice e-mail failed", { to: account.email, error: String(error) });
    throw new HttpError(502, "mail_failed");
  }
  log.info("registration attempt on a verified address", { user: account.id, ip });
}

/** Activates a pending account with the password and names bound to the code (or link) used;
 * an older code without a binding keeps the row's. */
const activate = (services: RequestContext["services"], id: string, bound: Registration | null) =>
  activateUser(services.db.sql, id, bound);

const userRow = (ctx: RequestContext, id: string) => findUserById(ctx.services.db.sql, id);

/** A pending registration code (unverified account) or sign-in code (verified account). */
async function verifyOtp(ctx: RequestContext): Promise<Response> {
  const { email, otp } = await readJson(ctx.req, verifyOtpSchema);
  const { services, ip } = ctx;
  const row = await accountByEmail(ctx, email);
  // An unknown address, or an account with no sign-in code: the answers of a real code, so typing
  // codes does not tell which addresses have accounts.
  if (!row) return phantomCodeGuess(services, email);
  const id = row.id;
  const verified = isVerified(row);
  if (verified && !(await hasCode(services, id, "sign_in"))) return phantomCodeGuess(services, email);
  if (!verified) requireRegistrationBrowser(ctx, row.regBrowser);
  const bound = await consumeCode(services, id, verified ? "sign_in" : "register", email, otp, ip);
  if (verified) {
    // The owner proved the address: every failed-login counter of the account starts again.
    await clearFailures(services, "user", email);
    await audit(services, { event: "login_ok", kind: "user", subjectId: id, email, ip, detail: { via: "code" } });
  } else {
    await activate(services, id, bound);
    await audit(services, { event: "verified", kind: "user", subjectId: id, email, ip });
  }
  const user = (await userRow(ctx, id)) ?? row;
  return startSession(ctx, "user", id, { user: toUser(user) });
}

/**
 * POST /auth/sign-in-link: the token of a code e-mail's link, posted by the page the link opens
 * (a mail scanner that fetches the link does not use it up). Signs in a verified account (and
 * clears its failed-login counters) or verifies a pending registration with what that
 * registration sent. Wrong code guesses never lock it; it works once, within the code's 300 s.
 */
async function signInLink(ctx: RequestContext): Promise<Response> {
  const { token } = await readJson(ctx.req, signInLinkSchema);
  const { services, ip } = ctx;
  // A registration's link, opened in another browser than the newest registration's, is refused
  // before it is used up, so the owner can still open it where they registered.
  const link = await peekLink(services, token);
  if (link?.purpose === "register") {
    const pending = await userRow(ctx, link.userId);
    if (pending && !isVerified(pending)) requireRegistrationBrowser(ctx, pending.regBrowser);
  }
  const used = await consumeLink(services, token);
  const row = used ? await userRow(ctx, used.userId) : null;
  if (!used || !row) throw new HttpError(400, "link_invalid");
  const email = row.email;
  if (used.purpose === "register" && !isVerified(row)) {
    await activate(services, used.userId, used.registration);
    await audit(services, {
      event: "verified",
      kind: "user",
      subjectId: used.userId,
      email,
      ip,
      detail: { via: "link" },
    });
  } else {
    await audit(services, {
      event: "login_ok",
      kind: "user",
      subjectId: used.userId,
      email,
      ip,
      detail: { via: "link" },
    });
  }
  await clearFailures(services, "user", email);
  const user = (await userRow(ctx, used.userId)) ?? row;
  return startSession(ctx, "user", used.userId, { user: toUser(user) });
}

/** Sends whichever code is pending again: the registration code of an unverified account, else
 * a sign-in code (with the limits and the no-enumeration answer of POST /auth/login-code). */
async function resendOtp(ctx: RequestContext): Promise<Response> {
  const { email } = await readJson(ctx.req, resendOtpSchema);
  const row = await accountByEmail(ctx, email);
  const otpExpiresAt =
    row && !isVerified(row) ? await pendingCode(ctx, row) : (await requestSignInCode(ctx, email)).otpExpiresAt;
  return json({ message: message(ctx.locale, "codeResent"), otpExpiresAt });
}

/** resend-otp of a pending registration: limited per requester address, then the code (the same
 * one while it is valid). */
async function pendingCode(ctx: RequestContext, row: UserRow): Promise<number> {
  enforce(await hitLimit(ctx.services, "codeRequests", ctx.ip));
  return issueCode(ctx.services, codeAccount(row), ctx.ip);
}

export const registrationRoutes: Route[] = [
  route({
    method: "POST",
    path: "/auth/register",
    access: "public",
    limits: ["authCalls"],
    handler: register,
  }),
  route({ method: "POST", path: "/auth/verify-otp", access: "public", limits: ["authCalls"], handler: verifyOtp }),
  route({ method: "POST", path: "/auth/resend-otp", access: "public", limits: ["authCalls"], handler: resendOtp }),
  route({ method: "POST", path: "/auth/sign-in-link", access: "public", limits: ["authCalls"], handler: signInLink }),
  ...signInCodeRoutes,
];

// Registration with an e-mailed one-time code: register (201, code sent), verify-otp (the
// account becomes verified and gets a session; a verified account's sign-in code logs it in),
// resend-otp (a new code, 60 s cooldown).
import { registerSchema, resendOtpSchema, verifyOtpSchema } from "../../shared/auth";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { audit } from "./audit";
import { startSession } from "./login";
import { message } from "./messages";
import { consumeCode, issueCode } from "./otp";
import { checkPasswordPolicy } from "./passwords";
import { enforce, LIMITS } from "./rate-limit";
import { toUser } from "./sessions";
import { requestSignInCode, signInCodeRoutes } from "./sign-in-code";
import { clearFailures } from "./throttle";

async function register(ctx: RequestContext): Promise<Response> {
  const input = await readJson(ctx.req, registerSchema);
  checkPasswordPolicy(input.password);
  const { services, ip, locale } = ctx;
  // Counted here, after validation, not as a route limit: a form sent back for a typo does not
  // use up the address's hourly allowance of registrations.
  enforce(await services.rateLimiter.hit(`register-ip:${ip}`, LIMITS.registrationsPerIp));
  const { sql } = services.db;
  const existing = await accountByEmail(ctx, input.email);
  if (existing) return registerAgain(ctx, existing);
  const passwordHash = await services.passwords.hash(input.password);
  const id = crypto.randomUUID();
  const inserted =
    await sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang)
    VALUES (${id}, ${input.email}, ${input.firstName}, ${input.lastName}, ${passwordHash}, 'user', 0, ${services.now()}, ${locale})
    ON CONFLICT (email) DO NOTHING RETURNING id`;
  if (inserted.length === 0) {
    // A parallel registration of the same e-mail won: this one is a repeat of it.
    const winner = await accountByEmail(ctx, input.email);
    if (winner) return registerAgain(ctx, winner);
    throw new HttpError(409, "email_taken");
  }
  await audit(services, { event: "registered", kind: "user", subjectId: id, email: input.email, ip });
  const otpExpiresAt = await issueCode(
    services,
    { id, email: input.email, firstName: input.firstName, lang: locale },
    ip,
  );
  return json({ message: message(locale, "codeSent"), email: input.email, otpExpiresAt }, 201);
}

type AccountRow = Record<string, unknown> & { id: string; verified: unknown };

async function accountByEmail(ctx: RequestContext, email: string): Promise<AccountRow | null> {
  const [row] = await ctx.services.db.sql`SELECT id, email, first_name, last_name, role, verified, lang
    FROM users WHERE email = ${email}`;
  return (row as AccountRow | undefined) ?? null;
}

const isVerified = (row: AccountRow) => Number(row.verified) === 1 || row.verified === true;

function codeAccount(row: AccountRow) {
  return {
    id: String(row.id),
    email: String(row.email),
    firstName: String(row.first_name),
    lang: row.lang === "ar" ? ("ar" as const) : ("en" as const),
  };
}

/**
 * A registration for an e-mail that already has an account. A pending account keeps the name
 * and password it was registered with: whoever registers again (the owner who lost the code
 * stage, or someone who wants the account) gets at most the code sent again to the same
 * address, under the same cooldown and hourly limit. Anything else would let a stranger set the
 * password of the account its owner is about to verify.
 */
async function registerAgain(ctx: RequestContext, row: AccountRow): Promise<Response> {
  if (isVerified(row)) throw new HttpError(409, "email_taken");
  const account = codeAccount(row);
  const otpExpiresAt = await issueCode(ctx.services, account, ctx.ip);
  return json({ message: message(ctx.locale, "codeSent"), email: account.email, otpExpiresAt }, 201);
}

/** A pending registration code (unverified account) or sign-in code (verified account). */
async function verifyOtp(ctx: RequestContext): Promise<Response> {
  const { email, otp } = await readJson(ctx.req, verifyOtpSchema);
  const { services, ip } = ctx;
  const row = await accountByEmail(ctx, email);
  if (!row) throw new HttpError(400, "otp_invalid", { attemptsLeft: 0 }, { attemptsLeft: 0 });
  const id = String(row.id);
  const verified = isVerified(row);
  await consumeCode(services, id, verified ? "sign_in" : "register", email, otp, ip);
  if (verified) {
    // The owner proved the address: every failed-login counter of the account starts again.
    await clearFailures(services, "user", email);
    await audit(services, { event: "login_ok", kind: "user", subjectId: id, email, ip, detail: { via: "code" } });
  } else {
    await services.db.sql`UPDATE users SET verified = 1 WHERE id = ${id}`;
    await audit(services, { event: "verified", kind: "user", subjectId: id, email, ip });
  }
  return startSession(ctx, "user", id, { user: toUser(row) });
}

/** Sends whichever code is pending again: the registration code of an unverified account, else
 * a sign-in code (with the limits and the no-enumeration answer of POST /auth/login-code). */
async function resendOtp(ctx: RequestContext): Promise<Response> {
  const { email } = await readJson(ctx.req, resendOtpSchema);
  const row = await accountByEmail(ctx, email);
  const otpExpiresAt =
    row && !isVerified(row)
      ? await issueCode(ctx.services, codeAccount(row), ctx.ip)
      : (await requestSignInCode(ctx, email)).otpExpiresAt;
  return json({ message: message(ctx.locale, "codeResent"), otpExpiresAt });
}

export const registrationRoutes: Route[] = [
  route({
    method: "POST",
    path: "/auth/register",
    access: "public",
    limits: ["auth"],
    handler: register,
  }),
  route({ method: "POST", path: "/auth/verify-otp", access: "public", limits: ["auth"], handler: verifyOtp }),
  route({ method: "POST", path: "/auth/resend-otp", access: "public", limits: ["auth"], handler: resendOtp }),
  ...signInCodeRoutes,
];

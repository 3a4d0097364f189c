// Registration with an e-mailed one-time code: register (201, code sent), verify-otp (the
// account becomes verified and gets a session), resend-otp (a new code, 60 s cooldown).
import { registerSchema, resendOtpSchema, verifyOtpSchema } from "../../shared/auth";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { audit } from "./audit";
import { startSession } from "./login";
import { message } from "./messages";
import { consumeCode, issueCode } from "./otp";
import { checkPasswordPolicy, hashPassword } from "./passwords";
import { enforce, LIMITS } from "./rate-limit";
import { toUser } from "./sessions";

async function register(ctx: RequestContext): Promise<Response> {
  const input = await readJson(ctx.req, registerSchema);
  checkPasswordPolicy(input.password);
  const { services, ip, locale } = ctx;
  // Counted here, after validation, not as a route limit: a form sent back for a typo does not
  // use up the address's hourly allowance of registrations.
  enforce(await services.rateLimiter.hit(`register-ip:${ip}`, LIMITS.registrationsPerIp));
  const { sql } = services.db;
  const [existing] = await sql`SELECT id, verified FROM users WHERE email = ${input.email}`;
  if (existing && Number(existing.verified)) throw new HttpError(409, "email_taken");
  const passwordHash = await hashPassword(input.password);
  let id: string;
  if (existing) {
    // Registered before but never verified: the new details replace the old ones.
    id = String(existing.id);
    await sql`UPDATE users SET first_name = ${input.firstName}, last_name = ${input.lastName},
      password_hash = ${passwordHash}, lang = ${locale} WHERE id = ${id} AND verified = 0`;
  } else {
    id = crypto.randomUUID();
    const inserted =
      await sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang)
      VALUES (${id}, ${input.email}, ${input.firstName}, ${input.lastName}, ${passwordHash}, 'user', 0, ${services.now()}, ${locale})
      ON CONFLICT (email) DO NOTHING RETURNING id`;
    if (inserted.length === 0) throw new HttpError(409, "email_taken");
  }
  await audit(services, { event: "registered", kind: "user", subjectId: id, email: input.email, ip });
  const otpExpiresAt = await issueCode(
    services,
    { id, email: input.email, firstName: input.firstName, lang: locale },
    ip,
  );
  return json({ message: message(locale, "codeSent"), email: input.email, otpExpiresAt }, 201);
}

async function pendingAccount(ctx: RequestContext, email: string) {
  const [row] = await ctx.services.db.sql`SELECT id, email, first_name, last_name, role, verified, lang
    FROM users WHERE email = ${email}`;
  return row && !Number(row.verified) ? row : null;
}

async function verifyOtp(ctx: RequestContext): Promise<Response> {
  const { email, otp } = await readJson(ctx.req, verifyOtpSchema);
  const row = await pendingAccount(ctx, email);
  if (!row) throw new HttpError(400, "otp_invalid", { attemptsLeft: 0 }, { attemptsLeft: 0 });
  const id = String(row.id);
  await consumeCode(ctx.services, id, email, otp, ctx.ip);
  await ctx.services.db.sql`UPDATE users SET verified = 1 WHERE id = ${id}`;
  await audit(ctx.services, { event: "verified", kind: "user", subjectId: id, email, ip: ctx.ip });
  return startSession(ctx, "user", id, { user: toUser(row) });
}

async function resendOtp(ctx: RequestContext): Promise<Response> {
  const { email } = await readJson(ctx.req, resendOtpSchema);
  const row = await pendingAccount(ctx, email);
  if (!row) throw new HttpError(400, "otp_not_pending");
  const lang = row.lang === "ar" ? "ar" : "en";
  const otpExpiresAt = await issueCode(
    ctx.services,
    { id: String(row.id), email, firstName: String(row.first_name), lang },
    ctx.ip,
  );
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
];

// The user auth calls of docs/api.md: login, logout, authCheck (registration and one-time
// codes are in register.ts). One generic 401 for an unknown e-mail and a wrong password.
import { loginSchema } from "../../shared/auth";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { audit } from "./audit";
import { currentSession } from "./guards";
import { endSession, startSession } from "./login";
import { message } from "./messages";
import { pendingCodeExpiry } from "./otp";
import { passwordResetRoutes } from "./password-reset";
import { toUser } from "./sessions";
import { attemptSucceeded, isLocked, lockedError, reserveAttempt } from "./throttle";
import { findUserByEmail } from "./users-store";

async function login(ctx: RequestContext): Promise<Response> {
  const { email, password } = await readJson(ctx.req, loginSchema);
  const { services, ip } = ctx;
  // The attempt is counted before the password is checked (src/server/auth/throttle.ts).
  const reservation = await reserveAttempt(services, "user", email, ip);
  if (isLocked(reservation)) throw lockedError("user", reservation);
  const row = await findUserByEmail(services.db.sql, email);
  // The hashing queue is shared fairly per address and account (docs/api.md, "Logins under load").
  const source = { address: ip, account: `user:${email}` };
  const ok = await services.passwords.verify(password, row ? row.passwordHash : null, source);
  if (!row || !ok) {
    const subjectId = row?.id ?? null;
    await audit(services, { event: "login_failed", kind: "user", subjectId, email, ip });
    if (reservation.last) await audit(services, { event: "locked", kind: "user", subjectId, email, ip });
    throw new HttpError(401, "invalid_credentials");
  }
  await attemptSucceeded(services, "user", email, ip);
  const id = String(row.id);
  if (!row.verified) {
    // Only after the right password, so a wrong one does not tell that the account is unverified.
    const otpExpiresAt = await pendingCodeExpiry(services, id, "register");
    throw new HttpError(403, "email_unverified", otpExpiresAt ? { email, otpExpiresAt } : { email });
  }
  await audit(services, { event: "login_ok", kind: "user", subjectId: id, email, ip });
  // The session only if the password checked is still the account's (a reset may have finished).
  return startSession(ctx, "user", id, { user: toUser(row) }, 200, { passwordHash: row.passwordHash });
}

async function logout(ctx: RequestContext): Promise<Response> {
  const session = await currentSession(ctx);
  if (session) {
    const subjectId = session.kind === "user" ? session.user.id : session.partner.id;
    await audit(ctx.services, { event: "logout", kind: session.kind, subjectId, ip: ctx.ip });
  }
  return endSession(ctx, { message: message(ctx.locale, "loggedOut") });
}

/** Who this is: `{user}`, `{partner}`, or `{user: null}` without a session. No session is an
 * answer, not an error: a 401 here was logged as a console error on every anonymous visit. */
async function authCheck(ctx: RequestContext): Promise<Response> {
  const session = await currentSession(ctx);
  if (!session) return json({ user: null });
  return json(session.kind === "user" ? { user: session.user } : { partner: session.partner });
}

export const authRoutes: Route[] = [
  route({ method: "POST", path: "/auth/login", access: "public", limits: ["authCalls"], handler: login }),
  route({ method: "POST", path: "/auth/logout", access: "public", handler: logout }),
  route({ method: "GET", path: "/auth/authCheck", access: "public", handler: authCheck }),
  ...passwordResetRoutes,
];

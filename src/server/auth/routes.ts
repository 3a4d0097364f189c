// The user auth calls of DESIGN.md §4: login, logout, authCheck (registration and one-time
// codes are in register.ts). One generic 401 for an unknown e-mail and a wrong password.
import { loginSchema } from "../../shared/auth";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { audit } from "./audit";
import { currentSession } from "./guards";
import { endSession, startSession } from "./login";
import { message } from "./messages";
import { verifyPassword } from "./passwords";
import { enforce, LIMITS } from "./rate-limit";
import { toUser } from "./sessions";

async function login(ctx: RequestContext): Promise<Response> {
  const { email, password } = await readJson(ctx.req, loginSchema);
  const { services, ip } = ctx;
  const failures = `login-fail:${email}`;
  enforce(await services.rateLimiter.peek(failures, LIMITS.failedLoginsPerAccount));
  const [row] = await services.db.sql`SELECT id, email, first_name, last_name, role, verified, password_hash
    FROM users WHERE email = ${email}`;
  const ok = await verifyPassword(password, row ? String(row.password_hash) : null);
  if (!row || !ok) {
    await services.rateLimiter.hit(failures, LIMITS.failedLoginsPerAccount);
    const locked = !(await services.rateLimiter.peek(failures, LIMITS.failedLoginsPerAccount)).ok;
    await audit(services, { event: "login_failed", kind: "user", subjectId: row?.id ?? null, email, ip });
    if (locked) await audit(services, { event: "locked", kind: "user", subjectId: row?.id ?? null, email, ip });
    throw new HttpError(401, "invalid_credentials");
  }
  if (!Number(row.verified)) throw new HttpError(403, "email_unverified", {}, { email });
  await services.rateLimiter.reset(failures);
  await audit(services, { event: "login_ok", kind: "user", subjectId: String(row.id), email, ip });
  return startSession(ctx, "user", String(row.id), { user: toUser(row) });
}

async function logout(ctx: RequestContext): Promise<Response> {
  const session = await currentSession(ctx);
  if (session) {
    const subjectId = session.kind === "user" ? session.user.id : session.partner.id;
    await audit(ctx.services, { event: "logout", kind: session.kind, subjectId, ip: ctx.ip });
  }
  return endSession(ctx, { message: message(ctx.locale, "loggedOut") });
}

async function authCheck(ctx: RequestContext): Promise<Response> {
  const session = await currentSession(ctx);
  if (!session) throw new HttpError(401, "unauthenticated");
  return json(session.kind === "user" ? { user: session.user } : { partner: session.partner });
}

export const authRoutes: Route[] = [
  route({ method: "POST", path: "/auth/login", access: "public", limits: ["auth"], handler: login }),
  route({ method: "POST", path: "/auth/logout", access: "public", handler: logout }),
  route({ method: "GET", path: "/auth/authCheck", access: "public", handler: authCheck }),
];

// Partner login and logout. A partner proves five things: e-mail, partner ID, two security
// keys and a password; all three secrets are argon2id hashes, always all checked (timing).
import { partnerLoginSchema } from "../../shared/auth";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { audit } from "./audit";
import { currentSession } from "./guards";
import { endSession, startSession } from "./login";
import { message } from "./messages";
import { verifyPassword } from "./passwords";
import { enforce, LIMITS } from "./rate-limit";
import { toPartner } from "./sessions";

async function partnerLogin(ctx: RequestContext): Promise<Response> {
  const input = await readJson(ctx.req, partnerLoginSchema);
  const { services, ip } = ctx;
  const failures = `partner-login-fail:${input.email}`;
  enforce(await services.rateLimiter.peek(failures, LIMITS.failedLoginsPerAccount));
  const [row] = await services.db.sql`SELECT id, email, partner_id, name, key1_hash, key2_hash, password_hash
    FROM partners WHERE email = ${input.email}`;
  const checks = await Promise.all([
    verifyPassword(input.password, row ? String(row.password_hash) : null),
    verifyPassword(input.securityKey1, row ? String(row.key1_hash) : null),
    verifyPassword(input.securityKey2, row ? String(row.key2_hash) : null),
  ]);
  if (!row || row.partner_id !== input.partnerID || checks.includes(false)) {
    await services.rateLimiter.hit(failures, LIMITS.failedLoginsPerAccount);
    const locked = !(await services.rateLimiter.peek(failures, LIMITS.failedLoginsPerAccount)).ok;
    const subjectId = row ? String(row.id) : null;
    await audit(services, { event: "login_failed", kind: "partner", subjectId, email: input.email, ip });
    if (locked) await audit(services, { event: "locked", kind: "partner", subjectId, email: input.email, ip });
    throw new HttpError(401, "partner_invalid_credentials");
  }
  await services.rateLimiter.reset(failures);
  await audit(services, { event: "login_ok", kind: "partner", subjectId: String(row.id), email: input.email, ip });
  return startSession(ctx, "partner", String(row.id), { partner: toPartner(row) });
}

async function partnerLogout(ctx: RequestContext): Promise<Response> {
  const session = await currentSession(ctx);
  if (session?.kind === "partner") {
    await audit(ctx.services, { event: "logout", kind: "partner", subjectId: session.partner.id, ip: ctx.ip });
    return endSession(ctx, { message: message(ctx.locale, "loggedOut") });
  }
  // Not a partner session: nothing of a partner to end, and a user session stays.
  return json({ message: message(ctx.locale, "loggedOut") });
}

export const partnerAuthRoutes: Route[] = [
  route({ method: "POST", path: "/partner/auth/login", access: "public", limits: ["auth"], handler: partnerLogin }),
  route({ method: "POST", path: "/partner/auth/logout", access: "public", handler: partnerLogout }),
];

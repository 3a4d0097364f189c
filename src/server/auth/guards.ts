// Role checks every area uses: 401 without a session, 403 with a session of the wrong role.
// The session is looked up once per request and remembered for later guards.
import type { Partner, User } from "../../shared/accounts";
import { HttpError } from "../http/errors";
import type { RequestContext } from "../http/router";
import { loadSession, type Session } from "./sessions";

const cache = new WeakMap<Request, Promise<Session | null>>();

export function currentSession(ctx: RequestContext): Promise<Session | null> {
  let pending = cache.get(ctx.req);
  if (!pending) {
    pending = loadSession(ctx.services, ctx.req);
    cache.set(ctx.req, pending);
  }
  return pending;
}

/** A user or an admin. */
export async function requireUser(ctx: RequestContext): Promise<User> {
  const session = await currentSession(ctx);
  if (!session) throw new HttpError(401, "unauthenticated");
  if (session.kind !== "user") throw new HttpError(403, "forbidden");
  return session.user;
}

export async function requireAdmin(ctx: RequestContext): Promise<User> {
  const user = await requireUser(ctx);
  if (user.role !== "admin") throw new HttpError(403, "forbidden");
  return user;
}

export async function requirePartner(ctx: RequestContext): Promise<Partner> {
  const session = await currentSession(ctx);
  if (!session) throw new HttpError(401, "unauthenticated");
  if (session.kind !== "partner") throw new HttpError(403, "forbidden");
  return session.partner;
}

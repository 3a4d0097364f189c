// The session of a request, looked up once and remembered for later readers (the pipeline's
// access check, logout, authCheck). Access itself is enforced in src/server/http/access.ts.
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

/** The session this request already looked up, without a lookup of its own (null: none). */
export async function loadedSession(req: Request): Promise<Session | null> {
  return (await cache.get(req)) ?? null;
}

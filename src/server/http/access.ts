// The one place a route's declared access and per-address limits are enforced, before its
// handler runs (docs/architecture.md, "Request pipeline"). Handlers receive the checked
// principal and never look the session up for access themselves.
import type { Partner, User } from "../../shared/accounts";
import { currentSession } from "../auth/guards";
import { enforce, LIMITS } from "../auth/rate-limit";
import { HttpError } from "./errors";
import type { RequestContext, Route, RouteLimit } from "./router";

/** Counts the request against each limit the route declares; the first one over answers 429. */
async function countLimits(ctx: RequestContext, limits: readonly RouteLimit[]): Promise<void> {
  const { rateLimiter, config } = ctx.services;
  for (const limit of limits) {
    if (limit === "auth") {
      enforce(await rateLimiter.hit(`auth-ip:${ctx.ip}`, { ...LIMITS.authPerIp, max: config.authIpLimit }));
    }
  }
}

/** The principal the route's access admits, or the 401/403 that refuses the request. */
async function admit(ctx: RequestContext, route: Route): Promise<User | Partner | null> {
  if (route.access === "public") return null;
  const session = await currentSession(ctx);
  if (!session) throw new HttpError(401, "unauthenticated");
  if (route.access === "partner") {
    if (session.kind !== "partner") throw new HttpError(403, "forbidden");
    return session.partner;
  }
  if (session.kind !== "user") throw new HttpError(403, "forbidden");
  if (route.access === "admin" && session.user.role !== "admin") throw new HttpError(403, "forbidden");
  return session.user;
}

/** Runs a matched route: its limits, its access check, then its handler. */
export async function runRoute(ctx: RequestContext, route: Route): Promise<Response> {
  await countLimits(ctx, route.limits);
  const who = await admit(ctx, route);
  return route.handler(ctx, who);
}

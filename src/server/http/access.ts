// The one place a route's declared access and per-address limits are enforced, before its
// handler runs (docs/architecture.md, "Request pipeline"). Handlers receive the checked
// principal and never look the session up for access themselves.
import type { Partner, User } from "../../shared/accounts";
import { currentSession } from "../auth/guards";
import { enforce } from "../auth/rate-limit";
import { teamGuard } from "../team/guard";
import { HttpError } from "./errors";
import { hitLimit, RATE_LIMITS, type RouteLimit } from "./limits";
import type { RequestContext, Route } from "./router";

/** Counts the request against the route's limits, in its order; the first one over answers 429.
 * Without a principal (before the access check) the per-address ones, with one the per-user ones. */
async function countLimits(ctx: RequestContext, limits: readonly RouteLimit[], who?: User | Partner | null) {
  for (const name of limits) {
    const scope = RATE_LIMITS[name].scope;
    if (who === undefined && scope === "address") enforce(await hitLimit(ctx.services, name, ctx.ip));
    if (who && scope === "user") enforce(await hitLimit(ctx.services, name, who.id));
  }
}

/** The principal the route's access admits, or the 401/403 that refuses the request. */
async function admit(ctx: RequestContext, route: Route): Promise<User | Partner | null> {
  if (route.access === "public") return null;
  const session = await currentSession(ctx);
  if (!session) throw new HttpError(401, "unauthenticated");
  if (route.access === "signedIn") {
    if (session.kind !== "partner") return session.user;
    await teamGuard(ctx, route, session.partner);
    return session.partner;
  }
  if (route.access === "partner") {
    if (session.kind !== "partner") throw new HttpError(403, "forbidden");
    await teamGuard(ctx, route, session.partner);
    return session.partner;
  }
  if (session.kind !== "user") throw new HttpError(403, "forbidden");
  if (route.access === "admin" && session.user.role !== "admin") throw new HttpError(403, "forbidden");
  return session.user;
}

/** Runs a matched route: its per-address limits, its access check, its per-user limits, then its
 * handler. */
export async function runRoute(ctx: RequestContext, route: Route): Promise<Response> {
  await countLimits(ctx, route.limits);
  const who = await admit(ctx, route);
  await countLimits(ctx, route.limits, who);
  return route.handler(ctx, who);
}

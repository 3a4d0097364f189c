// The one role guard of a partner's team (docs/api.md, "Partner team"): the request pipeline
// (http/access.ts) calls it for every route a partner session reaches, after the access check.
// The partner account itself may call everything; a member as its route's TeamAccess says. An
// editor's role is read from the database on each write, so a role lowered or a member removed
// holds at once on every instance, whatever a session cache still remembers.
import type { Partner } from "../../shared/accounts";
import { HttpError } from "../http/errors";
import type { RequestContext, Route, TeamAccess } from "../http/router";
import { teamError } from "./errors";
import { currentRole } from "./members-store";

/** What the route asks of a member: its own `team`, else viewer for GET and editor otherwise. */
export const teamAccessOf = (route: Pick<Route, "method" | "team">): TeamAccess =>
  route.team ?? (route.method === "GET" ? "viewer" : "editor");

/** The session subject of a member's sessions (sessions.subject_id, kind "partner"). */
export const memberSubject = (memberId: string) => `member:${memberId}`;

export async function teamGuard(ctx: RequestContext, route: Route, partner: Partner): Promise<void> {
  const member = partner.member;
  if (!member) return;
  const needed = teamAccessOf(route);
  if (needed === "viewer") return;
  if (needed === "owner") throw teamError(403, "team_owner_only");
  const role = await currentRole(ctx.services.db.sql, partner.id, member.id);
  if (role === null) throw new HttpError(401, "unauthenticated");
  if (role !== "editor") throw teamError(403, "team_read_only");
}

// The partner team's calls (docs/api.md, "Partner team"): the partner account lists, invites,
// re-roles and removes its members; an invited member uses the e-mailed link once to choose a
// password; everyone reads and saves their own layout. Who may call what is declared on each
// route (`team`) and enforced by the pipeline (team/guard.ts).
import type { Partner } from "../../shared/accounts";
import { normaliseLayout, partnerLayoutSchema } from "../../shared/partner-layout";
import {
  acceptInviteSchema,
  type InviteInfo,
  inviteSchema,
  inviteTokenSchema,
  roleSchema,
  TEAM,
  type TeamResponse,
} from "../../shared/partner-team";
import { audit } from "../auth/audit";
import { generateLinkToken } from "../auth/otp";
import { checkPasswordPolicy } from "../auth/passwords";
import { enforce } from "../auth/rate-limit";
import { deleteSessionsOf } from "../auth/sessions";
import { readJson } from "../http/body";
import { json } from "../http/errors";
import { hitLimit } from "../http/limits";
import { type RequestContext, type Route, route } from "../http/router";
import { log } from "../log";
import { teamError, teamTexts } from "./errors";
import { memberSubject } from "./guard";
import { inviteLinkUrl, inviteMail } from "./invite-mail";
import { findLayout, saveLayout } from "./layouts-store";
import {
  acceptInvite,
  deleteMember,
  findInvite,
  inviteMember,
  isPartnerEmail,
  listMembers,
  setMemberRole,
} from "./members-store";

const INVITE_TTL_MS = TEAM.inviteTtlHours * 60 * 60 * 1000;

/** The invitation link's token, stored only as an HMAC under the server's code secret: a copy of
 * the database cannot make a working link, and the stored hash is what makes it single-use. */
const hashInvite = (secret: string, token: string) =>
  new Bun.CryptoHasher("sha256", secret).update(`team-invite:${token}`).digest("hex");

async function team(ctx: RequestContext, partner: Partner): Promise<Response> {
  const members = await listMembers(ctx.services.db.sql, partner.id);
  return json({ members, maxMembers: TEAM.maxMembers } satisfies TeamResponse);
}

async function invite(ctx: RequestContext, partner: Partner): Promise<Response> {
  const { email, role } = await readJson(ctx.req, inviteSchema);
  const { services } = ctx;
  if (email === partner.email || (await isPartnerEmail(services.db.sql, email)))
    throw teamError(400, "team_email_partner", "email");
  // Counted once the form is valid, refused ones too: per partner, and per address invited.
  enforce(await hitLimit(services, "teamInvites", partner.id));
  enforce(await hitLimit(services, "teamInviteMails", email));
  const token = generateLinkToken();
  const at = services.now();
  const expiresAt = at + INVITE_TTL_MS;
  const outcome = await inviteMember(services.db, {
    id: crypto.randomUUID(),
    partnerId: partner.id,
    email,
    role,
    inviteHash: hashInvite(services.codeSecret, token),
    expiresAt,
    at,
  });
  if (outcome.kind === "active") throw teamError(409, "team_member_exists", "email");
  if (outcome.kind === "full") throw teamError(409, "team_full", undefined, { max: TEAM.maxMembers });
  const link = inviteLinkUrl(services.config.publicOrigin, token);
  try {
    await services.mailer.send(
      inviteMail(email, ctx.locale, { partner: partner.name, partnerID: partner.partnerID, role, link, expiresAt }),
    );
  } catch (error) {
    // The invitation stands; the owner sees it as invited and may send it again.
    log.error("team invitation e-mail failed", { to: email, error: String(error) });
  }
  await audit(services, {
    event: "team_invited",
    kind: "partner",
    subjectId: partner.id,
    email,
    ip: ctx.ip,
    detail: { role },
  });
  return json({ member: outcome.member }, 201);
}

async function changeRole(ctx: RequestContext, partner: Partner): Promise<Response> {
  const { role } = await readJson(ctx.req, roleSchema);
  const member = await setMemberRole(ctx.services.db.sql, partner.id, ctx.params.id ?? "", role);
  if (!member) throw teamError(404, "team_member_not_found");
  await audit(ctx.services, {
    event: "team_role_changed",
    kind: "partner",
    subjectId: partner.id,
    email: member.email,
    ip: ctx.ip,
    detail: { role },
  });
  return json({ member });
}

async function removeMember(ctx: RequestContext, partner: Partner): Promise<Response> {
  const id = ctx.params.id ?? "";
  const { services } = ctx;
  if (!(await deleteMember(services.db.sql, partner.id, id))) throw teamError(404, "team_member_not_found");
  // Their sessions end now, here and (through the session events) on every instance.
  await deleteSessionsOf(services, "partner", memberSubject(id));
  await audit(services, { event: "team_removed", kind: "partner", subjectId: partner.id, ip: ctx.ip, detail: { id } });
  return json({ removed: id });
}

async function checkInvite(ctx: RequestContext): Promise<Response> {
  const { token } = await readJson(ctx.req, inviteTokenSchema);
  const { services } = ctx;
  const pending = await findInvite(services.db.sql, hashInvite(services.codeSecret, token), services.now());
  if (!pending) throw teamError(400, "team_invite_invalid", "token");
  const info: InviteInfo = {
    email: pending.email,
    partnerName: pending.partnerName,
    partnerID: pending.partnerID,
    role: pending.role,
    expiresAt: pending.expiresAt,
  };
  return json({ invite: info });
}

/** The member's password: the policy first (a refused password leaves the link usable), hashed
 * before the link is used, then the link used once. */
async function accept(ctx: RequestContext): Promise<Response> {
  const { token, password } = await readJson(ctx.req, acceptInviteSchema);
  checkPasswordPolicy(password);
  const { services, ip } = ctx;
  const hash = hashInvite(services.codeSecret, token);
  const pending = await findInvite(services.db.sql, hash, services.now());
  if (!pending) throw teamError(400, "team_invite_invalid", "token");
  const passwordHash = await services.passwords.hash(password, { address: ip, account: `member:${pending.email}` });
  const id = await acceptInvite(services.db.sql, hash, passwordHash, services.now());
  if (id === null) throw teamError(400, "team_invite_invalid", "token");
  await audit(services, { event: "team_joined", kind: "partner", subjectId: id, email: pending.email, ip });
  return json({
    message: teamTexts(ctx.locale).join.done({ partnerID: pending.partnerID }),
    partnerID: pending.partnerID,
  });
}

const layoutOwner = (partner: Partner) => partner.member?.id ?? "";

async function layout(ctx: RequestContext, partner: Partner): Promise<Response> {
  const stored = await findLayout(ctx.services.db.sql, partner.id, layoutOwner(partner));
  return json({ layout: stored ?? normaliseLayout(null) });
}

async function putLayout(ctx: RequestContext, partner: Partner): Promise<Response> {
  const body = await readJson(ctx.req, partnerLayoutSchema);
  const chosen = normaliseLayout(body);
  await saveLayout(ctx.services.db.sql, partner.id, layoutOwner(partner), chosen, ctx.services.now());
  return json({ layout: chosen });
}

export const teamRoutes: Route[] = [
  route({ method: "GET", path: "/partner/team", access: "partner", team: "owner", handler: team }),
  route({ method: "POST", path: "/partner/team/invites", access: "partner", team: "owner", handler: invite }),
  route({ method: "PUT", path: "/partner/team/members/:id", access: "partner", team: "owner", handler: changeRole }),
  route({
    method: "DELETE",
    path: "/partner/team/members/:id",
    access: "partner",
    team: "owner",
    handler: removeMember,
  }),
  route({
    method: "POST",
    path: "/partner/team/invite/check",
    access: "public",
    limits: ["authCalls"],
    handler: checkInvite,
  }),
  route({
    method: "POST",
    path: "/partner/team/invite/accept",
    access: "public",
    limits: ["authCalls"],
    handler: accept,
  }),
  route({ method: "GET", path: "/partner/layout", access: "partner", handler: layout }),
  // Each one's own layout: a viewer may save theirs too (it is nobody else's setting).
  route({ method: "PUT", path: "/partner/layout", access: "partner", team: "viewer", handler: putLayout }),
];

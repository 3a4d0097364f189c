// Partner login and logout. A partner proves five things: e-mail, partner ID, two security
// keys and a password; all three secrets are argon2id hashes.
import { type PartnerLoginInput, partnerLoginSchema } from "../../shared/auth";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { memberSubject } from "../team/guard";
import { findMemberLogin, type MemberLoginRow, touchMemberSignIn } from "../team/members-store";
import { audit } from "./audit";
import { currentSession } from "./guards";
import { endSession, startSession } from "./login";
import { message } from "./messages";
import { partnerLinkRoutes } from "./partner-sign-in-link";
import { findPartnerSecrets, type PartnerSecretsRow } from "./partners-store";
import { toPartner } from "./sessions";
import { attemptSucceeded, isLocked, lockedError, reserveAttempt } from "./throttle";

async function partnerLogin(ctx: RequestContext): Promise<Response> {
  const input = await readJson(ctx.req, partnerLoginSchema);
  const { services, ip } = ctx;
  const { sql } = services.db;
  const row = await findPartnerSecrets(sql, input.email);
  // A member of the team of the partner whose ID was typed (docs/api.md, "Partner team"): its own
  // e-mail and password, the partner's ID and keys. Its failures count on a counter of its own
  // (`team:` + e-mail), never on a partner account's, so nobody locks the owner out through a
  // member's sign-in.
  const member = await findMemberLogin(sql, input.partnerID, input.email);
  const throttleKey = member || !row ? `team:${input.email}` : input.email;
  // The same throttle as user logins: the attempt is counted before any secret is checked.
  const reservation = await reserveAttempt(services, "partner", throttleKey, ip);
  if (isLocked(reservation)) throw lockedError("partner", reservation);
  const ok = member ? await memberSecretsMatch(ctx, member, input) : await secretsMatch(ctx, row, input);
  if (!ok || (!member && !row)) {
    const subjectId = member ? member.id : row ? row.id : null;
    const detail = member ? { member: true } : null;
    await audit(services, { event: "login_failed", kind: "partner", subjectId, email: input.email, ip, detail });
    if (reservation.last)
      await audit(services, { event: "locked", kind: "partner", subjectId, email: input.email, ip, detail });
    throw new HttpError(401, "partner_invalid_credentials");
  }
  await attemptSucceeded(services, "partner", throttleKey, ip);
  if (member) {
    await touchMemberSignIn(sql, member.id, services.now());
    await audit(services, {
      event: "login_ok",
      kind: "partner",
      subjectId: member.id,
      email: input.email,
      ip,
      detail: { member: true },
    });
    const partner = { ...toPartner(member.partner), member: { id: member.id, email: member.email, role: member.role } };
    return startSession(ctx, "partner", memberSubject(member.id), { partner });
  }
  if (!row) throw new HttpError(401, "partner_invalid_credentials");
  await audit(services, { event: "login_ok", kind: "partner", subjectId: row.id, email: input.email, ip });
  return startSession(ctx, "partner", row.id, { partner: toPartner(row) });
}

/**
 * One argon2id check for every failure that does not know the password (an unknown e-mail is
 * checked against a dummy hash, the same cost), and the keys only after the password matched:
 * three checks per guess made each guess a lever on the CPU. The partner ID is compared only then
 * too, so every failure without the password takes the same time. All of one login's checks
 * take one turn of the bounded hashing queue.
 */
async function secretsMatch(
  ctx: RequestContext,
  row: PartnerSecretsRow | null,
  input: PartnerLoginInput,
): Promise<boolean> {
  // The queue is shared fairly per address and account, with users' logins (docs/api.md,
  // "Logins under load").
  const source = { address: ctx.ip, account: `partner:${input.email}` };
  return ctx.services.passwords.inOneTurn(async (verify) => {
    if (!(await verify(input.password, row ? row.passwordHash : null))) return false;
    if (!row || row.partnerId !== input.partnerID) return false;
    return (await verify(input.securityKey1, row.key1Hash)) && (await verify(input.securityKey2, row.key2Hash));
  }, source);
}

/** A member's check, in the same one turn and order as the partner's: its own password, then the
 * partner's two keys (the partner ID already matched: it found the member). */
async function memberSecretsMatch(ctx: RequestContext, member: MemberLoginRow, input: PartnerLoginInput) {
  const source = { address: ctx.ip, account: `partner:team:${input.email}` };
  return ctx.services.passwords.inOneTurn(async (verify) => {
    if (!(await verify(input.password, member.passwordHash))) return false;
    return (await verify(input.securityKey1, member.key1Hash)) && (await verify(input.securityKey2, member.key2Hash));
  }, source);
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
  route({
    method: "POST",
    path: "/partner/auth/login",
    access: "public",
    limits: ["authCalls"],
    handler: partnerLogin,
  }),
  route({ method: "POST", path: "/partner/auth/logout", access: "public", handler: partnerLogout }),
  ...partnerLinkRoutes,
];

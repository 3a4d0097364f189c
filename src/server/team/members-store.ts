// The partner_members table (migration 0210): a partner's team. Conventions of stores:
// auth/users-store.ts. The invite insert counts and writes in one statement, so the members cap
// holds with several writers (as saved screens do: screener/saved-screens-store.ts).
import type { SQL } from "bun";
import { TEAM, type TeamMember, type TeamRole } from "../../shared/partner-team";
import type { PartnerRow } from "../auth/partners-store";
import type { Db } from "../db";

interface RawMember {
  id: string;
  email: string;
  role: TeamRole;
  password_hash: string | null;
  invite_expires_at: number | string | null;
  invited_at: number | string;
  joined_at: number | string | null;
  last_sign_in_at: number | string | null;
}

const num = (x: number | string | null) => (x === null ? null : Number(x));

function toMember(r: RawMember): TeamMember {
  const active = r.password_hash !== null;
  return {
    id: String(r.id),
    email: String(r.email),
    role: r.role,
    status: active ? "active" : "invited",
    invitedAt: Number(r.invited_at),
    inviteExpiresAt: active ? null : num(r.invite_expires_at),
    joinedAt: num(r.joined_at),
    lastSignInAt: num(r.last_sign_in_at),
  };
}

export async function listMembers(sql: SQL, partnerId: string): Promise<TeamMember[]> {
  const rows =
    (await sql`SELECT id, email, role, password_hash, invite_expires_at, invited_at, joined_at, last_sign_in_at
    FROM partner_members WHERE partner_id = ${partnerId} ORDER BY invited_at, id`) as RawMember[];
  return rows.map(toMember);
}

type InviteOutcome = { kind: "invited"; member: TeamMember } | { kind: "active" } | { kind: "full" };

/**
 * Invites the e-mail to the partner's team: a new invited member, unless the team has
 * TEAM.maxMembers already; an invited one (not yet joined) gets the new link and role, so the
 * older link stops working; a member who already joined is left as they are.
 */
export async function inviteMember(
  db: Db,
  m: {
    id: string;
    partnerId: string;
    email: string;
    role: TeamRole;
    inviteHash: string;
    expiresAt: number;
    at: number;
  },
): Promise<InviteOutcome> {
  const run = async (tx: SQL): Promise<InviteOutcome> => {
    if (db.dialect === "postgres") await tx`SELECT id FROM partners WHERE id = ${m.partnerId} FOR UPDATE`;
    const renewed = (await tx`UPDATE partner_members SET role = ${m.role}, invite_hash = ${m.inviteHash},
        invite_expires_at = ${m.expiresAt}, invited_at = ${m.at}
      WHERE partner_id = ${m.partnerId} AND email = ${m.email} AND password_hash IS NULL
      RETURNING id, email, role, password_hash, invite_expires_at, invited_at, joined_at, last_sign_in_at`) as RawMember[];
    if (renewed[0]) return { kind: "invited", member: toMember(renewed[0]) };
    const inserted = (await tx`INSERT INTO partner_members
        (id, partner_id, email, role, invite_hash, invite_expires_at, invited_at)
      SELECT ${m.id}, ${m.partnerId}, ${m.email}, ${m.role}, ${m.inviteHash}, ${m.expiresAt}, ${m.at}
      WHERE (SELECT COUNT(*) FROM partner_members WHERE partner_id = ${m.partnerId}) < ${TEAM.maxMembers}
        AND NOT EXISTS (SELECT 1 FROM partner_members WHERE partner_id = ${m.partnerId} AND email = ${m.email})
      RETURNING id, email, role, password_hash, invite_expires_at, invited_at, joined_at, last_sign_in_at`) as RawMember[];
    if (inserted[0]) return { kind: "invited", member: toMember(inserted[0]) };
    const [exists] = await tx`SELECT 1 FROM partner_members WHERE partner_id = ${m.partnerId} AND email = ${m.email}`;
    return exists ? { kind: "active" } : { kind: "full" };
  };
  // One transaction: on SQLite the first write takes the lock the count then relies on.
  return db.sql.begin(run);
}

interface PendingInvite {
  memberId: string;
  email: string;
  role: TeamRole;
  expiresAt: number;
  partnerName: string;
  partnerID: string;
}

/** The invitation of a link's token hash, while it is unused and unexpired. */
export async function findInvite(sql: SQL, inviteHash: string, now: number): Promise<PendingInvite | null> {
  const [row] = (await sql`SELECT m.id, m.email, m.role, m.invite_expires_at, p.name, p.partner_id
    FROM partner_members m JOIN partners p ON p.id = m.partner_id
    WHERE m.invite_hash = ${inviteHash} AND m.password_hash IS NULL AND m.invite_expires_at > ${now}`) as {
    id: string;
    email: string;
    role: TeamRole;
    invite_expires_at: number | string;
    name: string;
    partner_id: string;
  }[];
  return row
    ? {
        memberId: String(row.id),
        email: String(row.email),
        role: row.role,
        expiresAt: Number(row.invite_expires_at),
        partnerName: String(row.name),
        partnerID: String(row.partner_id),
      }
    : null;
}

/** Uses the invitation once: sets the member's password and forgets the link, in one statement
 * (two tabs posting the same link: one wins). The member's id, or null. */
export async function acceptInvite(
  sql: SQL,
  inviteHash: string,
  passwordHash: string,
  now: number,
): Promise<string | null> {
  const [row] = (await sql`UPDATE partner_members SET password_hash = ${passwordHash}, invite_hash = NULL,
      invite_expires_at = NULL, joined_at = ${now}
    WHERE invite_hash = ${inviteHash} AND password_hash IS NULL AND invite_expires_at > ${now}
    RETURNING id`) as { id: string }[];
  return row ? String(row.id) : null;
}

export async function setMemberRole(
  sql: SQL,
  partnerId: string,
  id: string,
  role: TeamRole,
): Promise<TeamMember | null> {
  const [row] = (await sql`UPDATE partner_members SET role = ${role}
    WHERE partner_id = ${partnerId} AND id = ${id} RETURNING id, email, role, password_hash, invite_expires_at, invited_at, joined_at, last_sign_in_at`) as RawMember[];
  return row ? toMember(row) : null;
}

/** Removes the member and its layout; whether the partner had it. */
export async function deleteMember(sql: SQL, partnerId: string, id: string): Promise<boolean> {
  return sql.begin(async (tx) => {
    const deleted = await tx`DELETE FROM partner_members WHERE partner_id = ${partnerId} AND id = ${id} RETURNING id`;
    await tx`DELETE FROM partner_layouts WHERE partner_id = ${partnerId} AND member_id = ${id}`;
    return deleted.length > 0;
  });
}

/** A joined member of the partner whose ID was typed, with the partner's key hashes. */
export interface MemberLoginRow {
  id: string;
  email: string;
  role: TeamRole;
  passwordHash: string;
  partner: PartnerRow;
  key1Hash: string;
  key2Hash: string;
}

export async function findMemberLogin(sql: SQL, partnerID: string, email: string): Promise<MemberLoginRow | null> {
  const [row] = (await sql`SELECT m.id, m.email, m.role, m.password_hash, p.id AS pid, p.email AS pemail,
      p.partner_id, p.name, p.key1_hash, p.key2_hash
    FROM partner_members m JOIN partners p ON p.id = m.partner_id
    WHERE p.partner_id = ${partnerID} AND m.email = ${email} AND m.password_hash IS NOT NULL`) as {
    id: string;
    email: string;
    role: TeamRole;
    password_hash: string;
    pid: string;
    pemail: string;
    partner_id: string;
    name: string;
    key1_hash: string;
    key2_hash: string;
  }[];
  if (!row) return null;
  return {
    id: String(row.id),
    email: String(row.email),
    role: row.role,
    passwordHash: String(row.password_hash),
    partner: {
      id: String(row.pid),
      email: String(row.pemail),
      partnerId: String(row.partner_id),
      name: String(row.name),
    },
    key1Hash: String(row.key1_hash),
    key2Hash: String(row.key2_hash),
  };
}

/** A joined member and its partner, for a session. */
export async function findMemberSession(
  sql: SQL,
  id: string,
): Promise<{ partner: PartnerRow; member: { id: string; email: string; role: TeamRole } } | null> {
  const [row] = (await sql`SELECT m.id, m.email, m.role, p.id AS pid, p.email AS pemail, p.partner_id, p.name
    FROM partner_members m JOIN partners p ON p.id = m.partner_id
    WHERE m.id = ${id} AND m.password_hash IS NOT NULL`) as {
    id: string;
    email: string;
    role: TeamRole;
    pid: string;
    pemail: string;
    partner_id: string;
    name: string;
  }[];
  if (!row) return null;
  return {
    partner: {
      id: String(row.pid),
      email: String(row.pemail),
      partnerId: String(row.partner_id),
      name: String(row.name),
    },
    member: { id: String(row.id), email: String(row.email), role: row.role },
  };
}

/** The member's role as stored now (null: no longer a joined member of that partner). */
export async function currentRole(sql: SQL, partnerId: string, id: string): Promise<TeamRole | null> {
  const [row] = (await sql`SELECT role FROM partner_members
    WHERE partner_id = ${partnerId} AND id = ${id} AND password_hash IS NOT NULL`) as { role: TeamRole }[];
  return row ? row.role : null;
}

export async function touchMemberSignIn(sql: SQL, id: string, at: number): Promise<void> {
  await sql`UPDATE partner_members SET last_sign_in_at = ${at} WHERE id = ${id}`;
}

/** Whether any partner account has this e-mail (an invitation cannot go to one). */
export async function isPartnerEmail(sql: SQL, email: string): Promise<boolean> {
  return (await sql`SELECT 1 FROM partners WHERE email = ${email}`).length > 0;
}

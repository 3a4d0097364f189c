// The partner_sign_in_links table (migration 0230): one live e-mailed sign-in link per partner
// account or team member. auth/partner-sign-in-link.ts decides; this store only reads and writes.
// Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";

/** An account an e-mail address signs in to: the partner account itself (memberId null) or a
 * joined member of a partner's team. */
export interface LinkAccount {
  partnerId: string;
  memberId: string | null;
  partnerName: string;
  partnerID: string;
}

/** The partner account with this e-mail and every team this e-mail has joined. */
export async function accountsOfEmail(sql: SQL, email: string): Promise<LinkAccount[]> {
  const rows = (await sql`SELECT p.id, '' AS member_id, p.name, p.partner_id FROM partners p WHERE p.email = ${email}
    UNION ALL
    SELECT p.id, m.id AS member_id, p.name, p.partner_id
      FROM partner_members m JOIN partners p ON p.id = m.partner_id
      WHERE m.email = ${email} AND m.password_hash IS NOT NULL`) as {
    id: string;
    member_id: string;
    name: string;
    partner_id: string;
  }[];
  return rows
    .map((r) => ({
      partnerId: String(r.id),
      memberId: r.member_id ? String(r.member_id) : null,
      partnerName: String(r.name),
      partnerID: String(r.partner_id),
    }))
    .sort(
      (a, b) => Number(a.memberId !== null) - Number(b.memberId !== null) || a.partnerID.localeCompare(b.partnerID),
    );
}

/** The account's link while it is valid: its sealed token. */
export async function liveLink(sql: SQL, account: LinkAccount, now: number): Promise<string | null> {
  const [row] = (await sql`SELECT sealed FROM partner_sign_in_links
    WHERE partner_id = ${account.partnerId} AND member_id = ${account.memberId ?? ""} AND expires_at > ${now}`) as {
    sealed: string;
  }[];
  return row ? String(row.sealed) : null;
}

/** Stores a new link of the account, replacing one that expired (never a live one: a parallel
 * request that stored one first wins, and this answers false). */
export async function storeLink(
  sql: SQL,
  l: { account: LinkAccount; email: string; linkHash: string; sealed: string; now: number; expiresAt: number },
): Promise<boolean> {
  const stored = await sql`INSERT INTO partner_sign_in_links
      (partner_id, member_id, email, link_hash, sealed, created_at, expires_at)
    VALUES (${l.account.partnerId}, ${l.account.memberId ?? ""}, ${l.email}, ${l.linkHash}, ${l.sealed}, ${l.now},
      ${l.expiresAt})
    ON CONFLICT (partner_id, member_id) DO UPDATE SET email = excluded.email, link_hash = excluded.link_hash,
      sealed = excluded.sealed, created_at = excluded.created_at, expires_at = excluded.expires_at
    WHERE partner_sign_in_links.expires_at <= ${l.now}
    RETURNING partner_id`;
  return stored.length > 0;
}

/** Uses up a live link in one statement (of parallel posts of one token, exactly one gets it). */
export async function consumePartnerLink(
  sql: SQL,
  linkHash: string,
  now: number,
): Promise<{ partnerId: string; memberId: string | null; email: string } | null> {
  const [row] = (await sql`DELETE FROM partner_sign_in_links WHERE link_hash = ${linkHash} AND expires_at > ${now}
    RETURNING partner_id, member_id, email`) as { partner_id: string; member_id: string; email: string }[];
  if (!row) return null;
  return {
    partnerId: String(row.partner_id),
    memberId: row.member_id ? String(row.member_id) : null,
    email: String(row.email),
  };
}

/** Housekeeping: deletes links that expired before `before`; how many. */
export async function deleteExpiredPartnerLinks(sql: SQL, before: number): Promise<number> {
  return (await sql`DELETE FROM partner_sign_in_links WHERE expires_at <= ${before}`).count;
}

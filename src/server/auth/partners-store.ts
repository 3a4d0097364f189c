// The partners table. Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";

export interface PartnerRow {
  id: string;
  email: string;
  /** The partner ID the partner types at login. */
  partnerId: string;
  name: string;
}

/** A partner with the argon2id hashes its login checks. */
export interface PartnerSecretsRow extends PartnerRow {
  passwordHash: string;
  key1Hash: string;
  key2Hash: string;
}

interface RawRow {
  id: string;
  email: string;
  partner_id: string;
  name: string;
  key1_hash: string;
  key2_hash: string;
  password_hash: string;
}

const fromRaw = (r: RawRow): PartnerRow => ({
  id: String(r.id),
  email: String(r.email),
  partnerId: String(r.partner_id),
  name: String(r.name),
});

export async function findPartnerById(sql: SQL, id: string): Promise<PartnerRow | null> {
  const [row] = (await sql`SELECT id, email, partner_id, name FROM partners WHERE id = ${id}`) as RawRow[];
  return row ? fromRaw(row) : null;
}

export async function findPartnerSecrets(sql: SQL, email: string): Promise<PartnerSecretsRow | null> {
  const [row] = (await sql`SELECT id, email, partner_id, name, key1_hash, key2_hash, password_hash
    FROM partners WHERE email = ${email}`) as RawRow[];
  if (!row) return null;
  return {
    ...fromRaw(row),
    passwordHash: String(row.password_hash),
    key1Hash: String(row.key1_hash),
    key2Hash: String(row.key2_hash),
  };
}

export async function partnerEmailTaken(sql: SQL, email: string): Promise<boolean> {
  return (await sql`SELECT 1 FROM partners WHERE email = ${email}`).length > 0;
}

export async function insertPartner(sql: SQL, p: PartnerSecretsRow & { createdAt: number }): Promise<void> {
  await sql`INSERT INTO partners (id, email, partner_id, name, key1_hash, key2_hash, password_hash, created_at)
    VALUES (${p.id}, ${p.email}, ${p.partnerId}, ${p.name}, ${p.key1Hash}, ${p.key2Hash},
      ${p.passwordHash}, ${p.createdAt})`;
}

// The server_secrets table: keys the first instance makes and every other one reads (the code
// HMAC key, the push keys). Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";

/** Stores `generated` under `name` unless a value is there already, then reads the one kept:
 * two instances starting together end up with the same value. Null when nothing could be kept. */
export async function keepSecret(sql: SQL, name: string, generated: string, now: number): Promise<string | null> {
  await sql`INSERT INTO server_secrets (name, value, created_at) VALUES (${name}, ${generated}, ${now})
    ON CONFLICT (name) DO NOTHING`;
  const [row] = (await sql`SELECT value FROM server_secrets WHERE name = ${name}`) as { value: string }[];
  return row ? row.value : null;
}

// Accounts for tests of other areas: a verified user, admin or partner with a live session.
import { createSession } from "../../src/server/auth/sessions";
import type { Services } from "../../src/server/services";

export interface TestAccount {
  id: string;
  email: string;
  cookie: string;
}

export async function testUser(services: Services, role: "user" | "admin" = "user"): Promise<TestAccount> {
  const id = crypto.randomUUID();
  const email = `${role}-${id.slice(0, 8)}@example.com`;
  await services.db.sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at)
    VALUES (${id}, ${email}, 'Test', 'User', 'x', ${role}, 1, ${services.now()})`;
  const token = await createSession(services, "user", id);
  return { id, email, cookie: `rockets_session=${token}` };
}

export async function testPartner(services: Services): Promise<TestAccount> {
  const id = crypto.randomUUID();
  const email = `partner-${id.slice(0, 8)}@example.com`;
  await services.db
    .sql`INSERT INTO partners (id, email, partner_id, name, key1_hash, key2_hash, password_hash, created_at)
    VALUES (${id}, ${email}, ${`P-${id.slice(0, 6)}`}, 'Partner Capital', 'x', 'x', 'x', ${services.now()})`;
  const token = await createSession(services, "partner", id);
  return { id, email, cookie: `rockets_session=${token}` };
}

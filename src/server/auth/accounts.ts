// Creating and changing accounts outside the HTTP calls: demo accounts at start and the CLI.
import type { Locales } from "../../i18n/i18n-types";
import type { Role } from "../../shared/accounts";
import type { Services } from "../services";
import { checkPasswordPolicy, hashPassword } from "./passwords";

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName?: string;
  role?: Role;
  lang?: Locales;
}

type Deps = Pick<Services, "db" | "now">;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** A verified user (or admin). Returns its id; throws when the e-mail exists. */
export async function createVerifiedUser(services: Deps, input: NewUser): Promise<string> {
  checkPasswordPolicy(input.password);
  const id = crypto.randomUUID();
  await services.db
    .sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang)
    VALUES (${id}, ${normaliseEmail(input.email)}, ${input.firstName}, ${input.lastName ?? ""},
      ${await hashPassword(input.password)}, ${input.role ?? "user"}, 1, ${services.now()}, ${input.lang ?? "en"})`;
  return id;
}

export interface NewPartner {
  email: string;
  partnerID: string;
  key1: string;
  key2: string;
  password: string;
  name: string;
}

/** A partner; the password and both security keys are stored as argon2id hashes. */
export async function createPartner(services: Deps, input: NewPartner): Promise<string> {
  checkPasswordPolicy(input.password);
  const id = crypto.randomUUID();
  const [passwordHash, key1Hash, key2Hash] = await Promise.all([
    hashPassword(input.password),
    hashPassword(input.key1),
    hashPassword(input.key2),
  ]);
  await services.db
    .sql`INSERT INTO partners (id, email, partner_id, name, key1_hash, key2_hash, password_hash, created_at)
    VALUES (${id}, ${normaliseEmail(input.email)}, ${input.partnerID.trim()}, ${input.name}, ${key1Hash}, ${key2Hash},
      ${passwordHash}, ${services.now()})`;
  return id;
}

/** Changes a user's role; false when no user has that e-mail. */
export async function setRole(services: Deps, email: string, role: Role): Promise<boolean> {
  const rows = await services.db
    .sql`UPDATE users SET role = ${role} WHERE email = ${normaliseEmail(email)} RETURNING id`;
  return rows.length > 0;
}

export async function userExists(services: Deps, email: string): Promise<boolean> {
  return (await services.db.sql`SELECT 1 FROM users WHERE email = ${normaliseEmail(email)}`).length > 0;
}

export async function partnerExists(services: Deps, email: string): Promise<boolean> {
  return (await services.db.sql`SELECT 1 FROM partners WHERE email = ${normaliseEmail(email)}`).length > 0;
}

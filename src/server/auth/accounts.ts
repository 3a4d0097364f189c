// Creating and changing accounts outside the HTTP calls: demo accounts at start and the CLI.
import type { Locales } from "../../i18n/i18n-types";
import type { Role } from "../../shared/accounts";
import type { Services } from "../services";
import { insertPartner, partnerEmailTaken } from "./partners-store";
import { checkPasswordPolicy, hashPassword } from "./passwords";
import { emailTaken, insertVerifiedUser, setRoleByEmail } from "./users-store";

interface NewUser {
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
  await insertVerifiedUser(services.db.sql, {
    id,
    email: normaliseEmail(input.email),
    firstName: input.firstName,
    lastName: input.lastName ?? "",
    passwordHash: await hashPassword(input.password),
    role: input.role ?? "user",
    verified: true,
    createdAt: services.now(),
    lang: input.lang ?? "en",
  });
  return id;
}

interface NewPartner {
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
  await insertPartner(services.db.sql, {
    id,
    email: normaliseEmail(input.email),
    partnerId: input.partnerID.trim(),
    name: input.name,
    key1Hash,
    key2Hash,
    passwordHash,
    createdAt: services.now(),
  });
  return id;
}

/** Changes a user's role; false when no user has that e-mail. */
export async function setRole(services: Deps, email: string, role: Role): Promise<boolean> {
  return setRoleByEmail(services.db.sql, normaliseEmail(email), role);
}

export async function userExists(services: Deps, email: string): Promise<boolean> {
  return emailTaken(services.db.sql, normaliseEmail(email));
}

export async function partnerExists(services: Deps, email: string): Promise<boolean> {
  return partnerEmailTaken(services.db.sql, normaliseEmail(email));
}

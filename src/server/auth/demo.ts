// Demo accounts, created at start when DEMO is on (the default outside production), so a
// fresh install can be tried at once. Existing accounts are left as they are.
import type { Services } from "../services";
import { createPartner, createVerifiedUser, partnerExists, userExists } from "./accounts";

const DEMO_ACCOUNTS = {
  user: { email: "user@demo.rockets", password: "rockets-user-demo", firstName: "Demo", lastName: "User" },
  admin: { email: "admin@demo.rockets", password: "rockets-admin-demo", firstName: "Demo", lastName: "Admin" },
  partner: {
    email: "partner@demo.rockets",
    partnerID: "PARTNER-001",
    key1: "demo-key-one",
    key2: "demo-key-two",
    password: "rockets-partner-demo",
    name: "Demo Partner",
  },
} as const;

export async function seedDemoAccounts(services: Pick<Services, "db" | "now">): Promise<string[]> {
  const created: string[] = [];
  const { user, admin, partner } = DEMO_ACCOUNTS;
  if (!(await userExists(services, user.email))) {
    await createVerifiedUser(services, { ...user, role: "user" });
    created.push(user.email);
  }
  if (!(await userExists(services, admin.email))) {
    await createVerifiedUser(services, { ...admin, role: "admin" });
    created.push(admin.email);
  }
  if (!(await partnerExists(services, partner.email))) {
    await createPartner(services, partner);
    created.push(partner.email);
  }
  return created;
}

export function demoCredentialsText(): string {
  const { user, admin, partner } = DEMO_ACCOUNTS;
  return [
    "Demo accounts (DEMO is on; never use these in production):",
    `  user     ${user.email} / ${user.password}`,
    `  admin    ${admin.email} / ${admin.password}`,
    `  partner  ${partner.email}, partner ID ${partner.partnerID}, keys ${partner.key1} / ${partner.key2}, password ${partner.password}`,
  ].join("\n");
}

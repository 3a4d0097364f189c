// The administration CLI against a real SQLite file, then the accounts it made log in.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../../src/server/cli/main";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { OutboxMailer } from "../../src/server/mail/mailer";
import { otpMail } from "../../src/server/mail/otp-mail";

setDefaultTimeout(30_000);

let dir: string;
const env = () => ({ DATA_DIR: dir, DEMO: "false" });
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "rockets-cli-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("create-admin makes a verified admin with an argon2id hash", async () => {
  expect(
    await runCli(["create-admin", "--email", "Boss@Example.com", "--password", "a strong passphrase"], env()),
  ).toBe("admin boss@example.com created");
  const db = await openDb(loadConfig(env()));
  const [row] = await db.sql`SELECT role, verified, password_hash FROM users WHERE email = 'boss@example.com'`;
  await db.close();
  expect(row.role).toBe("admin");
  expect(Number(row.verified)).toBe(1);
  expect(String(row.password_hash)).toStartWith("$argon2id$");
});

test("create-partner stores the password and both keys hashed", async () => {
  const out = await runCli(
    ["create-partner", "--email", "p@partner.example", "--partner-id", "P-9", "--key1", "key-one-secret"].concat([
      "--key2",
      "key-two-secret",
      "--password",
      "partner passphrase",
      "--name",
      "Partner Capital",
    ]),
    env(),
  );
  expect(out).toContain("P-9");
  const db = await openDb(loadConfig(env()));
  const [row] = await db.sql`SELECT key1_hash, key2_hash, password_hash FROM partners WHERE partner_id = 'P-9'`;
  await db.close();
  for (const hash of [row.key1_hash, row.key2_hash, row.password_hash]) expect(String(hash)).toStartWith("$argon2id$");
  expect(await Bun.password.verify("key-one-secret", String(row.key1_hash))).toBe(true);
  expect(JSON.stringify(row)).not.toContain("secret");
});

test("set-role changes a role; unknown e-mails and roles are refused", async () => {
  expect(await runCli(["set-role", "--email", "boss@example.com", "--role", "user"], env())).toBe(
    "boss@example.com is now user",
  );
  await expect(runCli(["set-role", "--email", "nobody@example.com", "--role", "admin"], env())).rejects.toThrow(
    "no user with",
  );
  await expect(runCli(["set-role", "--email", "boss@example.com", "--role", "root"], env())).rejects.toThrow(
    "--role must be admin or user",
  );
});

test("usage errors: unknown command, missing flags, weak passwords, duplicates", async () => {
  await expect(runCli(["frobnicate"], env())).rejects.toThrow("Usage");
  await expect(runCli(["create-admin", "--email", "x@example.com"], env())).rejects.toThrow("missing --password");
  await expect(runCli(["create-admin", "--email", "x@example.com", "--password", "short"], env())).rejects.toThrow(
    "at least 8",
  );
  await expect(
    runCli(["create-admin", "--email", "boss@example.com", "--password", "a strong passphrase"], env()),
  ).rejects.toThrow("exists");
});

test("the npm script runs the CLI and exits 2 on a usage error", () => {
  const proc = Bun.spawnSync([process.execPath, "src/server/cli/main.ts", "set-role"], {
    env: { ...process.env, ...env() },
  });
  expect(proc.exitCode).toBe(2);
  expect(proc.stderr.toString()).toContain("missing --email, --role");
});

test("the outbox mailer writes an .eml file with text and HTML parts", async () => {
  const outbox = join(dir, "outbox");
  await new OutboxMailer(outbox, "Rockets <no-reply@rockets.local>").send(
    otpMail("rana@example.com", "Rana", "042917", "ar"),
  );
  const files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
  expect(files.length).toBe(1);
  const eml = readFileSync(join(outbox, files[0] ?? ""), "utf8");
  expect(eml).toContain("To: rana@example.com");
  expect(eml).toContain("Content-Language: ar");
  expect(eml).toContain("text/plain");
  expect(eml).toContain("text/html");
});

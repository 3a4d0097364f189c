// The administration CLI against a real SQLite file, then the accounts it made log in.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "../../src/server/cli/main";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { OutboxMailer } from "../../src/server/mail/mailer";
import { otpMail } from "../../src/server/mail/otp-mail";
import { postgresSchema, TEST_DB } from "../helpers/server";

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

// Each command as the real process `npm run cli` starts, on the test database (SQLite, or a
// fresh PostgreSQL schema with TEST_DB=postgres): it must exit by itself, 0 after its line, 1 or 2
// with a message, within a time limit (they used to print "created" and never exit).
describe(`the CLI as a process exits when its work is done (${TEST_DB})`, () => {
  const LIMIT_MS = 10_000;
  let procDir: string;
  let pg: ReturnType<typeof postgresSchema>;
  beforeAll(async () => {
    procDir = mkdtempSync(join(tmpdir(), "rockets-cli-proc-"));
    pg = postgresSchema();
    await pg?.create();
  });
  afterAll(async () => {
    await pg?.drop();
    rmSync(procDir, { recursive: true, force: true });
  });

  async function cli(args: string[], extraEnv: Record<string, string> = {}) {
    const started = performance.now();
    const proc = Bun.spawn([process.execPath, "src/server/cli/main.ts", ...args], {
      cwd: join(import.meta.dir, "..", ".."),
      stdin: "ignore",
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        DATA_DIR: procDir,
        DEMO: "false",
        MARKET_CLOCK: "always-open",
        ...(pg ? { DATABASE_URL: pg.url } : {}),
        ...extraEnv,
      },
    });
    const timer = setTimeout(() => proc.kill("SIGKILL"), LIMIT_MS);
    const [stdout, stderr, code] = await Promise.all([
      new Response(proc.stdout).text(),
      new Response(proc.stderr).text(),
      proc.exited,
    ]);
    clearTimeout(timer);
    const ms = performance.now() - started;
    if (proc.signalCode)
      throw new Error(`cli ${args[0]} still running after ${LIMIT_MS} ms; printed: ${stdout}${stderr}`);
    return { code, stdout, stderr, ms };
  }

  test("create-admin, create-partner, set-role and market-check exit 0 after their line", async () => {
    const admin = await cli(["create-admin", "--email", "root@example.com", "--password", "a strong passphrase"]);
    expect(admin).toMatchObject({ code: 0, stdout: "admin root@example.com created\n" });
    const partner = await cli(
      ["create-partner", "--email", "q@partner.example", "--partner-id", "Q-1", "--key1", "key-one-secret"].concat([
        "--key2",
        "key-two-secret",
        "--password",
        "partner passphrase",
        "--name",
        "Q Capital",
      ]),
    );
    expect(partner.code).toBe(0);
    expect(partner.stdout).toContain("partner q@partner.example (Q-1) created");
    const role = await cli(["set-role", "--email", "root@example.com", "--role", "user"]);
    expect(role).toMatchObject({ code: 0, stdout: "root@example.com is now user\n" });
    const check = await cli(["market-check"], { MARKET_PROVIDER: "sim" });
    expect(check.code).toBe(0);
    expect(check.stdout).toContain("provider: sim");
    // Startup (bun, migrations, argon2id) plus at most a second after the work.
    for (const run of [admin, partner, role, check]) expect(run.ms).toBeLessThan(5000);
  });

  test("failures exit non-zero with a message: bad arguments, a duplicate e-mail, the database down", async () => {
    const unknown = await cli(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Usage");
    const badFlag = await cli(["create-admin", "--bogus", "x"]);
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain("--bogus");
    const weak = await cli(["create-admin", "--email", "w@example.com", "--password", "short"]);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain("at least 8");
    await cli(["create-admin", "--email", "dup@example.com", "--password", "a strong passphrase"]);
    const dup = await cli(["create-admin", "--email", "dup@example.com", "--password", "a strong passphrase"]);
    expect(dup.code).toBe(2);
    expect(dup.stderr).toContain("exists");
    const dupPartner = ["--partner-id", "D-1", "--key1", "key-one-secret", "--key2", "key-two-secret"].concat([
      "--password",
      "partner passphrase",
      "--name",
      "D Capital",
    ]);
    expect((await cli(["create-partner", "--email", "d@partner.example", ...dupPartner])).code).toBe(0);
    const again = await cli(["create-partner", "--email", "d2@partner.example", ...dupPartner]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("already exists");
    // Nothing listens on port 1: the connection is refused at once.
    const down = await cli(["set-role", "--email", "root@example.com", "--role", "admin"], {
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/test",
    });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain("error:");
    expect(down.stderr).not.toContain("    at ");
    for (const run of [unknown, badFlag, weak, dup, again, down]) expect(run.ms).toBeLessThan(5000);
  });
});

// The root of the old hang: the request thread imported the worker's file for its message
// shapes, which installed the worker's message handler on the main thread and kept any process
// that loaded the market (the CLI among them) alive after its work.
test("loading the simulated market's worker file outside a worker leaves nothing keeping a process alive", () => {
  const script = `await import(${JSON.stringify(join(import.meta.dir, "../../src/server/providers/sim-worker.ts"))});`;
  const started = performance.now();
  const proc = Bun.spawnSync([process.execPath, "-e", script], { timeout: 5_000 });
  expect(proc.exitCode).toBe(0);
  expect(performance.now() - started).toBeLessThan(4_000);
});

// Code requests and sign-in links across two instances sharing PostgreSQL and Redis (the
// PostgreSQL pass: TEST_DB=postgres with TEST_DATABASE_URL and TEST_REDIS_URL). Clients are told
// apart by X-Forwarded-For from a trusted proxy (127.0.0.1), so the requests come from several
// source addresses.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import type { Services } from "../../src/server/services";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type ChildServer, startServer } from "../helpers/child-server";
import { TEST_DB } from "../helpers/server";

const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const skip =
  !PG || !REDIS
    ? "TEST_DATABASE_URL and TEST_REDIS_URL are not both set"
    : TEST_DB !== "postgres"
      ? "it runs in the PostgreSQL pass (TEST_DB=postgres)"
      : null;
if (skip) console.log(`two-instance code tests skipped: ${skip}`);

const schema = `l_${crypto.randomUUID().replaceAll("-", "")}`;
const dataDir = mkdtempSync(join(tmpdir(), "rockets-link-cluster-"));
const servers: ChildServer[] = [];
let user: TestAccount;

beforeAll(async () => {
  if (skip) return;
  const admin = await openDb({ databaseUrl: PG!, dataDir });
  await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const url = new URL(PG!);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: REDIS!,
    REDIS_PREFIX: `test:${crypto.randomUUID().slice(0, 8)}:`,
    TRUSTED_PROXIES: "127.0.0.1",
    AUTH_IP_LIMIT: "100000",
  };
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env });
  const db = await openDb(config);
  await migrate(db);
  user = await testUser({ config, db, now: Date.now } as unknown as Services);
  await db.close();
  for (const name of ["a", "b"]) servers.push(await startServer({ dataDir: join(dataDir, name), env }));
}, 60_000);

afterAll(async () => {
  for (const server of servers) await server.kill().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  if (skip) return;
  const admin = await openDb({ databaseUrl: PG!, dataDir: tmpdir() });
  await admin.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.close();
});

function post(i: number, path: string, body: unknown, from: string): Promise<Response> {
  const server = servers[i % servers.length]!;
  return fetch(`${server.origin}/api/v1/auth/${path}`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(body),
  });
}

/** Every outbox message to this address, from both instances. */
function mailsTo(to: string): string[] {
  return ["a", "b"].flatMap((name) => {
    const dir = join(dataDir, name, "outbox");
    let files: string[] = [];
    try {
      files = readdirSync(dir);
    } catch {
      return [];
    }
    return files.map((f) => readFileSync(join(dir, f), "utf8")).filter((text) => text.includes(`To: ${to}`));
  });
}

describe.skipIf(Boolean(skip))("two instances on PostgreSQL and Redis", () => {
  test("40 parallel code requests for one account from 8 addresses: one e-mail; 40 parallel uses of its link: one sign-in", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(i, "login-code", { email: user.email }, `198.51.100.${10 + (i % 8)}`)),
    );
    expect(answers.filter((r) => r.status === 200).length).toBe(1);
    expect(answers.filter((r) => r.status === 429).length).toBe(39);
    await Bun.sleep(200);
    const mails = mailsTo(user.email);
    expect(mails.length).toBe(1);
    const flat = (mails[0] ?? "").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const token = /sign-in-link\?token=([A-Za-z0-9_-]{43})/.exec(flat)?.[1] ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const uses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(i, "sign-in-link", { token }, `198.51.100.${20 + (i % 8)}`)),
    );
    expect(uses.filter((r) => r.status === 200).length).toBe(1);
    expect(uses.filter((r) => r.status === 400).length).toBe(39);
  });

  test("40 parallel code requests for 40 addresses from 2 requesters across both instances: 10 each", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(i, "login-code", { email: `nobody${i}@cluster.example` }, `203.0.113.${i % 2 ? 7 : 8}`),
      ),
    );
    expect(answers.filter((r) => r.status === 200).length).toBe(20);
    expect(answers.filter((r) => r.status === 429).length).toBe(20);
  });
});

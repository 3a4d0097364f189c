// TRUSTED_PROXIES on two real instances (child processes) sharing PostgreSQL and Redis, as behind
// a load balancer: 40 parallel calls of one client, spread over both instances with the proxy's
// X-Forwarded-For, pass exactly the per-IP limit; another client behind the same proxy is not
// affected; a forged left entry changes nothing. Needs TEST_DATABASE_URL and TEST_REDIS_URL;
// runs in the PostgreSQL pass of the server tests.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
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
if (skip) console.log(`two-instance proxy tests skipped: ${skip}`);

const LIMIT = 10;
const schema = `x_${crypto.randomUUID().replaceAll("-", "")}`;
const prefix = `test:${crypto.randomUUID().slice(0, 8)}:`;
const dataDir = mkdtempSync(join(tmpdir(), "rockets-proxy-"));
const servers: ChildServer[] = [];

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
    REDIS_PREFIX: prefix,
    AUTH_IP_LIMIT: String(LIMIT),
    // The test talks to the instances from 127.0.0.1, the "load balancer".
    TRUSTED_PROXIES: "127.0.0.1, ::1",
  };
  const db = await openDb(loadConfig({ DATA_DIR: dataDir, ...env }));
  await migrate(db);
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

/** A login call with an empty body: counted against the per-IP limit, then 400 (no password hashing). */
function call(server: ChildServer, forwardedFor: string): Promise<number> {
  return fetch(`${server.origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: "{}",
  }).then((r) => r.status);
}

describe.skipIf(Boolean(skip))("per-client limits behind a trusted proxy, two instances", () => {
  test("40 parallel calls of one client over both instances: exactly the limit passes", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        // Half of them with a forged entry on the left, which must not make a second client.
        call(servers[i % 2]!, i % 4 < 2 ? "198.51.100.77" : `10.${i}.0.1, 198.51.100.77`),
      ),
    );
    expect(statuses.filter((s) => s === 400).length).toBe(LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBe(40 - LIMIT);
  });

  test("another client behind the same proxy still gets through on both instances", async () => {
    expect(await call(servers[0]!, "198.51.100.78")).toBe(400);
    expect(await call(servers[1]!, "2001:db8::78")).toBe(400);
  });
});

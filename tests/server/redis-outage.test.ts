// A Redis outage with the real server as a child process, against a redis-server of its own on
// a free port (started and killed here; the shared Redis is never touched): logins do not wait
// for Redis, /healthz says degraded and recovers by itself, the lone feed leader keeps ticking,
// one warning per outage, a SIGTERM ends the process within 10 s; two instances converge to one
// feed leader when Redis is back. On SQLite, or PostgreSQL with TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { createVerifiedUser } from "../../src/server/auth/accounts";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import { type ChildServer, freePort, startServer } from "../helpers/child-server";
import { postgresSchema, TEST_DB } from "../helpers/server";

setDefaultTimeout(90_000);

const REDIS_SERVER = Bun.which("redis-server");
if (!REDIS_SERVER)
  console.log("Redis outage tests skipped: redis-server is not installed (apt-get install redis-server)");

const EMAIL = "outage@example.com";
const PASSWORD = "a strong passphrase";

/** A redis-server of this test's own, on `port`, without persistence. */
class OwnRedis {
  proc: Subprocess | null = null;
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start(): Promise<void> {
    this.proc = Bun.spawn([REDIS_SERVER!, "--port", String(this.port), "--save", "", "--appendonly", "no"], {
      stdout: "ignore",
      stderr: "ignore",
    });
    const deadline = performance.now() + 5000;
    for (;;) {
      try {
        const socket = await Bun.connect({ hostname: "127.0.0.1", port: this.port, socket: { data() {} } });
        socket.end();
        return;
      } catch {
        if (performance.now() > deadline) throw new Error("redis-server did not start");
        await Bun.sleep(25);
      }
    }
  }
  async kill(): Promise<void> {
    this.proc?.kill("SIGKILL");
    await this.proc?.exited;
    this.proc = null;
  }
}

async function until<T>(check: () => Promise<T | null | false> | T | null | false, ms: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await Bun.sleep(50);
  }
}

async function metric(server: ChildServer, series: string): Promise<number> {
  const text = await (await fetch(`${server.origin}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function login(server: ChildServer): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

describe.skipIf(!REDIS_SERVER)(`a Redis outage (${TEST_DB})`, () => {
  let dataDir: string;
  let pg: ReturnType<typeof postgresSchema>;
  let redis: OwnRedis;
  const servers: ChildServer[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "rockets-outage-"));
    pg = postgresSchema();
    await pg?.create();
    const db = await openDb({ databaseUrl: pg?.url ?? null, dataDir });
    await migrate(db);
    await createVerifiedUser({ db, now: Date.now }, { email: EMAIL, password: PASSWORD, firstName: "Out" });
    await db.close();
    redis = new OwnRedis(freePort());
    await redis.start();
  });
  afterAll(async () => {
    for (const s of servers) if (s.proc.exitCode === null) await s.kill();
    await redis.kill();
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function env(): Record<string, string> {
    return {
      REDIS_URL: redis.url,
      REDIS_PREFIX: `outage:${crypto.randomUUID().slice(0, 8)}:`,
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    };
  }

  test("logins go on, /healthz says degraded then recovers, the lone leader keeps ticking, SIGTERM exits", async () => {
    const prefix = env();
    const server = await startServer({ dataDir, env: { ...prefix, MARKET_TICK_MS: "200" } });
    servers.push(server);
    await until(async () => (await metric(server, "rockets_feed_leader")) === 1, 5000);
    const before = [];
    for (let i = 0; i < 3; i++) before.push(await login(server));
    for (const r of before) expect(r.status).toBe(200);
    console.log(`logins with Redis up: ${before.map((r) => Math.round(r.ms)).join(", ")} ms`);
    expect(await (await fetch(`${server.origin}/healthz`)).json()).toEqual({ status: "ok", redis: "up" });

    await redis.kill();
    // Logins answer at once (no 20-90 s wait), 10 of them, 5 in parallel.
    const sequential = [];
    for (let i = 0; i < 5; i++) sequential.push(await login(server));
    const parallel = await Promise.all(Array.from({ length: 5 }, () => login(server)));
    console.log(`logins with Redis down: ${[...sequential, ...parallel].map((r) => Math.round(r.ms)).join(", ")} ms`);
    // A login is an argon2id hash (0.3 s on an idle machine, seconds on a loaded one, as the
    // logins with Redis up show): no Redis wait (20-90 s before) on top.
    // 200, or 503 busy when the hashing queue is full (HASH_QUEUE): never a wait for Redis.
    for (const r of sequential) expect(r.status).toBe(200);
    for (const r of parallel) expect([200, 503]).toContain(r.status);
    for (const r of sequential) expect(r.ms).toBeLessThan(5000);
    for (const r of parallel) expect(r.ms).toBeLessThan(8000);
    const health = await fetch(`${server.origin}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "degraded", redis: "down" });

    // The market keeps moving on the instance that led.
    const ticks = await metric(server, 'rockets_market_ticks_total{source="leader"}');
    await Bun.sleep(2000);
    expect(await metric(server, 'rockets_market_ticks_total{source="leader"}')).toBeGreaterThan(ticks + 5);
    expect(await metric(server, "rockets_feed_leader")).toBe(1);
    expect(server.output()).not.toContain("feed follower");
    // One warning for the outage, not one per request.
    expect(server.output().split("redis unreachable").length - 1).toBe(1);

    // Redis back: healthy again by itself, still the leader.
    await redis.start();
    const recovered = await until(async () => (await fetch(`${server.origin}/healthz`)).status === 200, 10_000);
    expect(recovered).toBeLessThan(5000);
    expect(await metric(server, "rockets_feed_leader")).toBe(1);
    expect((await login(server)).status).toBe(200);

    // A SIGTERM during an outage ends the process within 10 s.
    await redis.kill();
    await until(async () => (await fetch(`${server.origin}/healthz`)).status === 503, 5000);
    const started = performance.now();
    server.proc.kill("SIGTERM");
    const exited = await Promise.race([server.proc.exited.then(() => true), Bun.sleep(10_000).then(() => false)]);
    expect(exited).toBe(true);
    expect(performance.now() - started).toBeLessThan(10_000);
    await redis.start();
  });

  test("two instances: after Redis returns they converge to one feed leader within a few seconds", async () => {
    const shared = env();
    const a = await startServer({ dataDir, env: { ...shared, MARKET_TICK_MS: "200" } });
    servers.push(a);
    const b = await startServer({ dataDir, env: { ...shared, MARKET_TICK_MS: "200" } });
    servers.push(b);
    const leaders = async () => (await metric(a, "rockets_feed_leader")) + (await metric(b, "rockets_feed_leader"));
    await until(async () => (await leaders()) === 1, 5000);
    const follower = (await metric(a, "rockets_feed_leader")) === 1 ? b : a;
    const leader = follower === a ? b : a;
    await redis.kill();
    await Bun.sleep(3000);
    // An alert made through the follower during the outage is acknowledged (201): it must not be
    // lost, the leader fires it once Redis is back (the "alert changed" message never arrived).
    const signIn = await fetch(`${follower.origin}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: follower.origin },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    const created = await fetch(`${follower.origin}/api/v1/work/alerts`, {
      method: "POST",
      headers: { cookie, origin: follower.origin, "content-type": "application/json" },
      body: JSON.stringify({ symbol: "AAPL", kind: "priceAbove", value: 1, channels: ["app"] }),
    });
    expect(created.status).toBe(201);
    const { alert } = (await created.json()) as { alert: { id: string } };
    await redis.start();
    const back = performance.now();
    await until(async () => (await fetch(`${a.origin}/healthz`)).ok && (await fetch(`${b.origin}/healthz`)).ok, 10_000);
    // Sampled every 100 ms from Redis's return: one leader, and from some point on only one.
    const samples: { at: number; n: number }[] = [];
    while (performance.now() - back < 6000) {
      samples.push({ at: performance.now() - back, n: await leaders() });
      await Bun.sleep(100);
    }
    const lastOther = samples.findLast((x) => x.n !== 1);
    console.log(`two instances after Redis returned: one leader from ${Math.round(lastOther?.at ?? 0)} ms on`);
    expect(lastOther?.at ?? 0).toBeLessThan(4000);
    expect(samples.at(-1)?.n).toBe(1);
    const fired = await until(async () => {
      const list = await fetch(`${leader.origin}/api/v1/work/alerts`, { headers: { cookie } });
      const { alerts } = (await list.json()) as { alerts: { id: string; status: string }[] };
      return alerts.find((x) => x.id === alert.id)?.status === "triggered";
    }, 10_000);
    console.log(`the alert made in the outage fired ${Math.round(fired)} ms after the leader checks began`);
    await Promise.all([a.stop(), b.stop()]);
  });
});

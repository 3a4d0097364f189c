// Two real server instances (child processes) sharing PostgreSQL and Redis, as in a
// deployment on several machines: a session made on one is valid on the other, the feed
// leader's gainers reach the WebSocket clients of both, and killing the leader with SIGKILL
// hands the feed to the other within 5 seconds. Needs TEST_DATABASE_URL and TEST_REDIS_URL;
// runs in the PostgreSQL pass of the server tests.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RedisClient } from "bun";
import { createPartner } from "../../src/server/auth/accounts";
import { hashPassword } from "../../src/server/auth/passwords";
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
if (skip) console.log(`two-instance tests skipped: ${skip}`);

interface Instance {
  server: ChildServer;
}

const schema = `c_${crypto.randomUUID().replaceAll("-", "")}`;
const prefix = `test:${crypto.randomUUID().slice(0, 8)}:`;
const dataDir = mkdtempSync(join(tmpdir(), "rockets-cluster-"));
let env: Record<string, string>;
let user: TestAccount;
const PASSWORD = "cluster-password-1";
const PARTNER = {
  email: "desk@cluster.example",
  partnerID: "P-CLUSTER",
  securityKey1: "cluster key one",
  securityKey2: "cluster key two",
  password: "cluster partner password",
};

/** The newest code the instance wrote to its outbox for this address (no SMTP_URL in tests). */
async function codeFromOutbox(dir: string, to: string): Promise<string> {
  return until(() => {
    const files = readdirSync(join(dir, "outbox")).sort().reverse();
    for (const file of files) {
      const text = readFileSync(join(dir, "outbox", file), "utf8");
      if (!text.includes(`To: ${to}`)) continue;
      return /^(\d{6})$/m.exec(text)?.[1] ?? null;
    }
    return null;
  }, 5000);
}
const instances: Instance[] = [];

async function metric(server: ChildServer, series: string): Promise<number> {
  const text = await (await fetch(`${server.origin}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

async function until<T>(check: () => Promise<T | null | false> | T | null | false, ms: number): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`not within ${ms} ms`);
    await Bun.sleep(50);
  }
}

interface Push {
  ts: number;
  data: { symbol: string; price: number }[];
  at: number;
}

function login(server: ChildServer, email: string, password: string): Promise<Response> {
  return fetch(`${server.origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

function listen(server: ChildServer, cookie: string): { pushes: Push[]; socket: WebSocket; closed: Promise<number> } {
  const pushes: Push[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
    headers: { cookie, origin: server.origin },
  } as unknown as string[]);
  socket.addEventListener("message", (e) => {
    const m = JSON.parse(String(e.data)) as { event: string; ts: number; data: Push["data"] };
    if (m.event === "topGainers") pushes.push({ ts: m.ts, data: m.data, at: performance.now() });
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (e) => resolve(e.code)));
  return { pushes, socket, closed };
}

beforeAll(async () => {
  if (skip) return;
  const admin = await openDb({ databaseUrl: PG!, dataDir });
  await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const url = new URL(PG!);
  url.searchParams.set("options", `-c search_path=${schema}`);
  env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: REDIS!,
    REDIS_PREFIX: prefix,
    MARKET_TICK_MS: "250",
    // Every request comes from 127.0.0.1: the per-address limit of auth calls would stop the
    // parallel rounds below before the limits they test.
    AUTH_IP_LIMIT: "100000",
  };
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env });
  const db = await openDb(config);
  await migrate(db);
  user = await testUser({ config, db, now: Date.now } as unknown as Services);
  const hash = await hashPassword(PASSWORD);
  await db.sql`UPDATE users SET password_hash = ${hash} WHERE id = ${user.id}`;
  const { securityKey1: key1, securityKey2: key2, ...partner } = PARTNER;
  await createPartner({ db, now: Date.now }, { ...partner, key1, key2, name: "Cluster Capital" });
  await db.close();
  // Two instances, each on its own port and data folder, sharing PostgreSQL and Redis.
  for (const name of ["a", "b"]) {
    instances.push({ server: await startServer({ dataDir: join(dataDir, name), env }) });
  }
}, 60_000);

afterAll(async () => {
  for (const { server } of instances) await server.kill().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  if (skip) return;
  const admin = await openDb({ databaseUrl: PG!, dataDir: tmpdir() });
  await admin.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.close();
});

describe.skipIf(Boolean(skip))("two instances on PostgreSQL and Redis", () => {
  test("exactly one instance leads the feed", async () => {
    const leaders = await until(async () => {
      const flags = await Promise.all(instances.map((i) => metric(i.server, "rockets_feed_leader")));
      return flags.filter((f) => f === 1).length === 1 && flags;
    }, 5000);
    expect(leaders.sort()).toEqual([0, 1]);
  });

  test("a session created by logging in on one instance is valid on the other", async () => {
    const [a, b] = instances.map((i) => i.server);
    const res = await login(a!, user.email, PASSWORD);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const check = await fetch(`${b!.origin}/api/v1/auth/authCheck`, { headers: { cookie } });
    expect(check.status).toBe(200);
    expect(((await check.json()) as { user: { email: string } }).user.email).toBe(user.email);
  });

  test("failed logins are counted across both instances, in Redis", async () => {
    const [a, b] = instances.map((i) => i.server);
    const email = user.email;
    // Ten failures (docs/architecture.md, Limits and budgets), alternating between the instances; then both refuse.
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? a! : b!, email, "wrong-password")).status).toBe(401);
    for (const server of [a!, b!]) {
      const res = await login(server, email, PASSWORD);
      expect(res.status).toBe(429);
      expect(((await res.json()) as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
    }
    const redis = new RedisClient(REDIS!);
    try {
      // Per account and source (all from 127.0.0.1 here): the ten failures and the two refused
      // attempts, each reserved before it was refused. Per account from anywhere: the ten failures
      // only, since a locked source no longer counts against the account.
      const bySource = `${prefix}rl:login-fail:user:${email}|ip:127.0.0.1`;
      const byAccount = `${prefix}rl:login-fail:user:${email}|all`;
      try {
        expect(await redis.get(bySource)).toBe("12");
        expect(await redis.get(byAccount)).toBe("10");
      } finally {
        await redis.send("DEL", [bySource, byAccount]);
      }
    } finally {
      redis.close();
    }
  }, 30_000);

  test("40 wrong passwords at once, split across both instances: exactly 10 are checked, 30 refused", async () => {
    const [a, b] = instances.map((i) => i.server);
    const email = user.email;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 ? a! : b!, email, `parallel guess ${i}`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 401).length).toBe(10);
    expect(statuses.filter((st) => st === 429).length).toBe(30);
    for (const r of answers.filter((r) => r.status === 429)) {
      expect(((await r.json()) as { code: string; codeLogin: boolean }).code).toBe("login_locked");
    }
    // The locked owner signs in with a code mailed by one instance and checked by the other
    // (both read the same generated code secret from the database).
    const post = (server: ChildServer, path: string, body: unknown) =>
      fetch(`${server.origin}/api/v1/auth/${path}`, {
        method: "POST",
        headers: { origin: server.origin, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await post(a!, "login-code", { email })).status).toBe(200);
    const code = await codeFromOutbox(join(dataDir, "a"), email);
    const signedIn = await post(b!, "verify-otp", { email, otp: code });
    expect(signedIn.status).toBe(200);
    expect((await login(a!, email, PASSWORD)).status).toBe(200);
  }, 60_000);

  test("40 wrong partner logins at once, split across both instances: exactly 10 are checked, 30 refused", async () => {
    const [a, b] = instances.map((i) => i.server);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${(i % 2 ? a! : b!).origin}/api/v1/partner/auth/login`, {
          method: "POST",
          headers: { origin: (i % 2 ? a! : b!).origin, "content-type": "application/json" },
          body: JSON.stringify({ ...PARTNER, password: `parallel guess ${i}` }),
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 401).length).toBe(10);
    expect(statuses.filter((st) => st === 429).length).toBe(30);
  }, 60_000);

  test("wrong one-time codes are counted across both instances", async () => {
    const [a, b] = instances.map((i) => i.server);
    const email = `otp-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // One browser: the registration's cookie goes with every later call (register-browser.ts).
    let browser = "";
    const post = async (server: ChildServer, path: string, body: unknown) => {
      const res = await fetch(`${server.origin}/api/v1/auth/${path}`, {
        method: "POST",
        headers: { origin: server.origin, "content-type": "application/json", cookie: browser },
        body: JSON.stringify(body),
      });
      if (path === "register") browser = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      return res;
    };
    const registered = await post(a!, "register", { firstName: "Otp", email, password: "a-long-enough-pass-1" });
    expect(registered.status).toBe(201);
    const left: number[] = [];
    for (const server of [a!, b!, a!, b!]) {
      const res = await post(server, "verify-otp", { email, otp: "000000" });
      expect(res.status).toBe(400);
      left.push(((await res.json()) as { attemptsLeft: number }).attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1]);
    // The fifth wrong try, on either instance, locks the code on both.
    expect((await post(b!, "verify-otp", { email, otp: "000001" })).status).toBe(429);
    expect((await post(a!, "verify-otp", { email, otp: "000002" })).status).toBe(429);
  }, 30_000);

  test("31 wrong codes at once, split across both instances: exactly 5 are compared, the rest meet the lock", async () => {
    const [a, b] = instances.map((i) => i.server);
    const email = `otp-par-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // One browser: the registration's cookie goes with every later call (register-browser.ts).
    let browser = "";
    const post = async (server: ChildServer, path: string, body: unknown) => {
      const res = await fetch(`${server.origin}/api/v1/auth/${path}`, {
        method: "POST",
        headers: { origin: server.origin, "content-type": "application/json", cookie: browser },
        body: JSON.stringify(body),
      });
      if (path === "register") browser = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      return res;
    };
    expect((await post(a!, "register", { firstName: "Otp", email, password: "a-long-enough-pass-1" })).status).toBe(
      201,
    );
    const code = await codeFromOutbox(join(dataDir, "a"), email);
    const guesses = Array.from({ length: 31 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(
      guesses.map(async (otp, i) => {
        const res = await post(i % 2 ? a! : b!, "verify-otp", { email, otp });
        return { status: res.status, ...((await res.json()) as { code: string; attemptsLeft?: number }) };
      }),
    );
    expect(
      answers
        .filter((x) => x.status === 400)
        .map((x) => x.attemptsLeft)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(answers.filter((x) => x.status === 429 && x.code === "otp_locked").length).toBe(27);
    expect((await post(b!, "verify-otp", { email, otp: code })).status).toBe(429);
  }, 60_000);

  test("a logout on one instance closes that session's sockets on the other", async () => {
    const [a, b] = instances.map((i) => i.server);
    const res = await login(a!, user.email, PASSWORD);
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const client = listen(b!, cookie);
    await until(() => client.pushes.length >= 1, 5000);
    const out = await fetch(`${a!.origin}/api/v1/auth/logout`, {
      method: "POST",
      headers: { cookie, origin: a!.origin, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect(await Promise.race([client.closed, Bun.sleep(3000).then(() => -1)])).toBe(4001);
  });

  test("a write through one instance is read through the other with the same session", async () => {
    const [a, b] = instances.map((i) => i.server);
    const created = await fetch(`${a!.origin}/api/v1/work/create-watchlist`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: a!.origin, "content-type": "application/json" },
      body: JSON.stringify({ watchlistName: "Shared" }),
    });
    expect(created.status).toBe(200);
    const read = await fetch(`${b!.origin}/api/v1/work/get-watchlists`, { headers: { cookie: user.cookie } });
    expect(read.status).toBe(200);
    const { watchlists } = (await read.json()) as { watchlists: { watchlistName: string }[] };
    expect(watchlists.map((w) => w.watchlistName)).toEqual(["Shared"]);
  });

  test("the leader's gainers reach the clients of both instances", async () => {
    const clients = instances.map((i) => listen(i.server, user.cookie));
    try {
      // Snapshot, then at least two pushes on each.
      await until(() => clients.every((c) => c.pushes.length >= 3), 10_000);
      // The same tick carries the same gainers on both instances.
      const [a, b] = clients;
      const common = a!.pushes.map((p) => p.ts).filter((ts) => b!.pushes.some((q) => q.ts === ts));
      expect(common.length).toBeGreaterThan(0);
      for (const ts of common) {
        expect(b!.pushes.find((p) => p.ts === ts)!.data).toEqual(a!.pushes.find((p) => p.ts === ts)!.data);
      }
    } finally {
      for (const c of clients) c.socket.close();
    }
  }, 20_000);

  test("an alert made through the follower fires once; its event reaches the user's sockets on both instances", async () => {
    const flags = await Promise.all(instances.map((i) => metric(i.server, "rockets_feed_leader")));
    const follower = instances[flags.indexOf(0)]!.server;
    const events: { origin: string; id: string }[] = [];
    const sockets = instances.map(({ server }) => {
      const ws = new WebSocket(`${server.origin.replace("http", "ws")}/ws`, {
        headers: { cookie: user.cookie, origin: server.origin },
      } as unknown as string[]);
      ws.onmessage = (m) => {
        const msg = JSON.parse(String(m.data)) as { event: string; data: { id: string } };
        if (msg.event === "alert") events.push({ origin: server.origin, id: msg.data.id });
      };
      return new Promise<WebSocket>((resolve) => {
        ws.onopen = () => resolve(ws);
      });
    });
    const open = await Promise.all(sockets);
    try {
      const res = await fetch(`${follower.origin}/api/v1/work/alerts`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: follower.origin, "content-type": "application/json" },
        body: JSON.stringify({ symbol: "AAPL", kind: "priceAbove", value: 1, channels: ["app"] }),
      });
      expect(res.status).toBe(201);
      const { alert } = (await res.json()) as { alert: { id: string } };
      await until(() => events.filter((e) => e.id === alert.id).length >= 2, 10_000);
      await Bun.sleep(1500); // a few more ticks: it must not fire again
      expect(new Set(events.filter((e) => e.id === alert.id).map((e) => e.origin)).size).toBe(2);
      expect(events.filter((e) => e.id === alert.id)).toHaveLength(2);
      const history = await fetch(`${instances[0]!.server.origin}/api/v1/work/alerts/history`, {
        headers: { cookie: user.cookie },
      });
      const { triggers } = (await history.json()) as { triggers: { alertId: string }[] };
      expect(triggers.filter((t) => t.alertId === alert.id)).toHaveLength(1);
    } finally {
      for (const ws of open) ws.close();
    }
  }, 20_000);

  test("40 alert creates at once, split across both instances, stop at the active limit", async () => {
    const post = (server: ChildServer) =>
      fetch(`${server.origin}/api/v1/work/alerts`, {
        method: "POST",
        headers: { cookie: user.cookie, origin: server.origin, "content-type": "application/json" },
        body: JSON.stringify({ symbol: "MSFT", kind: "priceBelow", value: 1, channels: ["app"] }),
      });
    const list = await fetch(`${instances[0]!.server.origin}/api/v1/work/alerts`, { headers: { cookie: user.cookie } });
    const active = ((await list.json()) as { alerts: { status: string }[] }).alerts.filter(
      (a) => a.status === "active",
    );
    for (let k = active.length; k < 80; k++) expect((await post(instances[k % 2]!.server)).status).toBe(201);
    const results = await Promise.all(Array.from({ length: 40 }, (_, k) => post(instances[k % 2]!.server)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(results.filter((r) => r.status === 409)).toHaveLength(20);
  }, 30_000);

  test("SIGKILL of the leader hands the feed to the other within 5 seconds", async () => {
    const flags = await Promise.all(instances.map((i) => metric(i.server, "rockets_feed_leader")));
    const leader = instances[flags.indexOf(1)]!;
    const follower = instances[flags.indexOf(0)]!;
    const { pushes, socket } = listen(follower.server, user.cookie);
    try {
      await until(() => pushes.length >= 2, 5000);
      await leader.server.kill();
      const killedAt = performance.now();
      const lastTs = pushes[pushes.length - 1]!.ts;
      // The follower leads, and its clients get fresh ticks again.
      await until(async () => (await metric(follower.server, "rockets_feed_leader")) === 1, 5000);
      const resumed = await until(() => pushes.find((p) => p.ts > lastTs && p.at > killedAt) ?? null, 5000);
      const handover = resumed.at - killedAt;
      console.log(`feed handover after SIGKILL: ${Math.round(handover)} ms`);
      expect(handover).toBeLessThan(5000);
    } finally {
      socket.close();
    }
  }, 20_000);
});

// A password reset (and a password change) ends every other session of the account on every
// instance, at once: two real instances sharing the database (a SQLite file, or PostgreSQL with
// TEST_DB=postgres), with Redis between them (TEST_REDIS_URL) and with Redis down (a redis-server
// of this test's own, killed once both instances run). A session opened on instance B before the
// reset, and one opened between the reset's link and its new password, then answer `{user: null}`
// on B's authCheck right after A's 200 (B had just served them, so its session cache held them),
// 401 on a signed-in route, B's WebSockets of them are closed (4001) and their push
// subscriptions are gone. docs/api.md, "Forgot password" and "Sessions on several instances".
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";
import { hashToken } from "../../src/server/auth/sessions";
import { loadConfig } from "../../src/server/config";
import { type Db, openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import { CLOSE_LOGOUT, SESSION_RECHECK_MS } from "../../src/server/realtime/hub";
import { type ChildServer, freePort, startServer } from "../helpers/child-server";
import { TEST_DB } from "../helpers/server";

setDefaultTimeout(120_000);

const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const REDIS_SERVER = Bun.which("redis-server");
const OLD = "the owner's old passphrase";
const NEW = "a brand new passphrase";
const cheapHash = Bun.password.hash(OLD, { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });

/** A redis-server of this test's own on a free port, without persistence. */
class OwnRedis {
  proc: Subprocess | null = null;
  readonly port = freePort();
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

interface Variant {
  name: string;
  skip: string | null;
  /** REDIS_URL for both instances, and what to do once they run. */
  redis(): Promise<{ url: string; afterStart(): Promise<void>; close(): Promise<void> }>;
  /** How long B may take to close a socket of an ended session. */
  closeWithinMs: number;
}

const variants: Variant[] = [
  {
    name: "Redis between the instances",
    skip: REDIS ? null : "TEST_REDIS_URL is not set",
    redis: async () => ({ url: REDIS!, afterStart: async () => {}, close: async () => {} }),
    // The ended sessions are published at once.
    closeWithinMs: 3000,
  },
  {
    name: "Redis down",
    skip: REDIS_SERVER ? null : "redis-server is not installed",
    redis: async () => {
      const own = new OwnRedis();
      await own.start();
      return { url: own.url, afterStart: () => own.kill(), close: () => own.kill() };
    },
    // Nothing is published: each instance checks its sockets' sessions in the database.
    closeWithinMs: SESSION_RECHECK_MS + 3000,
  },
];

const dbSkip = TEST_DB === "postgres" && !PG ? "TEST_DATABASE_URL is not set" : null;

for (const variant of variants) {
  const skip = dbSkip ?? variant.skip;
  describe.skipIf(Boolean(skip))(`two instances on ${TEST_DB}, ${variant.name}`, () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rockets-reset-sessions-"));
    const schema = `r_${crypto.randomUUID().replaceAll("-", "")}`;
    const servers: ChildServer[] = [];
    let db: Db;
    let redis: Awaited<ReturnType<Variant["redis"]>>;
    let counter = 0;

    beforeAll(async () => {
      redis = await variant.redis();
      let env: Record<string, string> = {
        TRUSTED_PROXIES: "127.0.0.1",
        AUTH_IP_LIMIT: "100000",
        DATABASE_URL: `sqlite:${join(dataDir, "shared.db")}`,
        REDIS_URL: redis.url,
        REDIS_PREFIX: `test:${schema.slice(2, 10)}:`,
        MARKET_TICK_MS: "250",
      };
      if (TEST_DB === "postgres") {
        const admin = await openDb({ databaseUrl: PG!, dataDir });
        await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
        await admin.close();
        const url = new URL(PG!);
        url.searchParams.set("options", `-c search_path=${schema}`);
        env = { ...env, DATABASE_URL: url.toString() };
      }
      const config = loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env });
      db = await openDb(config);
      await migrate(db);
      for (const name of ["a", "b"]) servers.push(await startServer({ dataDir: join(dataDir, name), env }));
      await redis.afterStart();
    }, 90_000);

    afterAll(async () => {
      for (const server of servers) await server.kill().catch(() => {});
      await db?.close();
      await redis?.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (TEST_DB !== "postgres") return;
      const admin = await openDb({ databaseUrl: PG!, dataDir: tmpdir() });
      await admin.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    });

    const server = (name: "a" | "b") => servers[name === "a" ? 0 : 1]!;

    async function account(): Promise<{ id: string; email: string }> {
      const id = crypto.randomUUID();
      const email = `sessions${++counter}-${id.slice(0, 6)}@example.com`;
      await db.sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang)
        VALUES (${id}, ${email}, 'Nadia', '', ${await cheapHash}, 'user', 1, ${Date.now()}, 'en')`;
      return { id, email };
    }

    function call(on: "a" | "b", path: string, body?: unknown, cookie?: string): Promise<Response> {
      const { origin } = server(on);
      return fetch(`${origin}/api/v1/${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          origin,
          "x-forwarded-for": `198.51.100.${counter % 250}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(cookie ? { cookie } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    }

    /** Signs in on `on` with the password: the session's cookie. */
    async function signIn(on: "a" | "b", email: string, password = OLD): Promise<string> {
      const res = await call(on, "auth/login", { email, password });
      expect(res.status).toBe(200);
      return (res.headers.get("set-cookie") ?? "").split(";")[0]!;
    }

    /** A signed-in browser on B: its session served once by B (so B's cache holds it), a
     * WebSocket open on B, a push subscription made through B. */
    async function browserOnB(email: string, i: number) {
      const cookie = await signIn("b", email);
      const who = async () => (await (await call("b", "auth/authCheck", undefined, cookie)).json()).user?.email ?? null;
      expect(await who()).toBe(email);
      const subscribed = await call(
        "b",
        "work/push-subscription",
        {
          endpoint: `https://fcm.googleapis.com/fcm/send/reset-${counter}-${i}`,
          keys: {
            p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
            auth: "tBHItJI5svbpez7KI4CCXg",
          },
        },
        cookie,
      );
      expect(subscribed.status).toBe(200);
      const socket = new WebSocket(`${server("b").origin.replace("http", "ws")}/ws`, {
        headers: { cookie, origin: server("b").origin },
      } as unknown as string[]);
      const closed = new Promise<number>((resolve) => socket.addEventListener("close", (e) => resolve(e.code)));
      // Upgraded and registered: the first push (the gainers' snapshot) has come.
      await new Promise<void>((resolve, reject) => {
        socket.addEventListener("message", () => resolve(), { once: true });
        socket.addEventListener("close", () => reject(new Error("socket closed before its first message")));
      });
      // Served again right away: within B's cache time.
      expect(await who()).toBe(email);
      return { cookie, who, closed, socket };
    }

    const subscriptions = async (userId: string) =>
      Number((await db.sql`SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ${userId}`)[0].n);

    const outbox = (to: string) =>
      ["a", "b"].flatMap((name) => {
        const dir = join(dataDir, name, "outbox");
        let files: string[] = [];
        try {
          files = readdirSync(dir);
        } catch {
          return [];
        }
        return files
          .map((f) =>
            readFileSync(join(dir, f), "utf8")
              .replace(/=\r?\n/g, "")
              .replace(/=3D/g, "="),
          )
          .filter((text) => text.includes(`To: ${to}`));
      });

    /** Refused by B at once (no waiting for news from A), its socket on B closed in time. */
    async function expectEnded(browser: Awaited<ReturnType<typeof browserOnB>>) {
      expect(await browser.who()).toBeNull();
      expect((await call("b", "work/get-watchlists", undefined, browser.cookie)).status).toBe(401);
      const timeout = Bun.sleep(variant.closeWithinMs).then(() => -1);
      expect(await Promise.race([browser.closed, timeout])).toBe(CLOSE_LOGOUT);
    }

    test("a reset on A ends on B the sessions opened before it and between its link and its new password", async () => {
      const { id, email } = await account();
      const before = await browserOnB(email, 0);
      expect((await call("a", "auth/password-reset/request", { email })).status).toBe(200);
      // The e-mail is written before the answer.
      const mail = outbox(email)[0];
      const link = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail ?? "")?.[1] ?? "";
      expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const opened = await call("a", "auth/password-reset/link", { token: link });
      expect(opened.status).toBe(200);
      const { token } = await opened.json();
      const between = await browserOnB(email, 1);
      expect(await subscriptions(id)).toBe(2);

      const done = await call("a", "auth/password-reset/complete", { token, password: NEW });
      expect(done.status).toBe(200);
      await expectEnded(before);
      await expectEnded(between);
      expect(await subscriptions(id)).toBe(0);
      expect(Number((await db.sql`SELECT COUNT(*) AS n FROM sessions WHERE subject_id = ${id}`)[0].n)).toBe(0);
      // The new password signs in on B; the old one does not.
      expect((await call("b", "auth/login", { email, password: OLD })).status).toBe(401);
      const fresh = await signIn("b", email, NEW);
      expect((await (await call("b", "auth/authCheck", undefined, fresh)).json()).user?.email).toBe(email);
    });

    test("a password change on A ends B's sessions the same way; the browser that changed it stays signed in on both", async () => {
      const { id, email } = await account();
      const other = await browserOnB(email, 2);
      const mine = await signIn("a", email);
      const changed = await call("a", "account/password", { currentPassword: OLD, newPassword: NEW }, mine);
      expect(changed.status).toBe(200);
      const renewed = (changed.headers.get("set-cookie") ?? "").split(";")[0]!;
      await expectEnded(other);
      expect(await subscriptions(id)).toBe(0);
      // The old cookie of the browser that changed it is dead too; its new one works on B.
      expect((await (await call("b", "auth/authCheck", undefined, mine)).json()).user).toBeNull();
      expect((await (await call("b", "auth/authCheck", undefined, renewed)).json()).user?.email).toBe(email);
      const rows = await db.sql`SELECT token_hash FROM sessions WHERE subject_id = ${id}`;
      expect(rows.map((r: { token_hash: string }) => r.token_hash)).toEqual([hashToken(renewed.split("=")[1]!)]);
    });
  });
}

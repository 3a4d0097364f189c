// Push endpoints cannot make the server call anything but a browser's push service
// (docs/architecture.md, "Price alerts"; src/server/alerts/push-endpoint.ts): a subscription to
// loopback, private, link-local, shared or reserved addresses — in any numeric spelling — to
// another port, over http or with credentials is refused with a 400 naming `endpoint`; at
// delivery the host's addresses are checked again (a name that resolves to loopback is not
// called), a redirect is never followed, at most a few KiB of an answer are read, and the user
// sees only delivered or failed. At most 10 subscriptions per user, 40 parallel requests
// included. SQLite, and PostgreSQL under TEST_DB.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createECDH } from "node:crypto";
import { createServer, type Server as NetServer, type Socket } from "node:net";
import type { Server } from "bun";
import { resolvePush } from "../../src/server/alerts/push";
import { checkEndpoint, isPublicAddress, MAX_ANSWER_BYTES, sendTo } from "../../src/server/alerts/push-endpoint";
import { MAX_PUSH_SUBSCRIPTIONS } from "../../src/server/alerts/routes";
import { createApp } from "../../src/server/app";
import { SessionStore } from "../../src/server/auth/session-cache";
import { createSession } from "../../src/server/auth/sessions";
import { ConfigError, loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import type { Alert, AlertTrigger } from "../../src/shared/alerts";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";
import { b64u } from "../helpers/web-push";

const keys = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(crypto.getRandomValues(new Uint8Array(16))) };
};

/** A loopback HTTP receiver that counts what reaches it. */
function receiver(answer: (req: Request) => Response): { server: Server<undefined>; hits: string[] } {
  const hits: string[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (req) => {
      hits.push(`${req.method} ${new URL(req.url).pathname}`);
      await req.arrayBuffer();
      return answer(req);
    },
  });
  return { server, hits };
}

describe(`push endpoints on ${TEST_DB}`, () => {
  let s: TestServer;
  let user: TestAccount;
  beforeAll(async () => {
    s = await testServer({ env: { PUSH_ALLOWED_HOSTS: "push.example.net,*.push.example.org" } });
    await s.services.market.init();
    user = await testUser(s.services);
  });
  afterAll(async () => {
    await s.close();
  });

  const subscribe = (who: TestAccount, endpoint: string, lang = "en", ip?: string) =>
    s.request("/api/v1/work/push-subscription", {
      method: "POST",
      cookie: who.cookie,
      json: { endpoint, keys: keys() },
      headers: { "accept-language": lang },
      ...(ip ? { ip } : {}),
    });

  test("loopback, private, link-local, shared, reserved, other ports, http, credentials and unknown hosts are refused", async () => {
    const refused = [
      "https://127.0.0.1/push",
      "https://[::1]/push",
      "https://0x7f000001/push",
      "https://2130706433/push",
      "https://127.1/push",
      "https://0177.0.0.1/push",
      "https://0.0.0.0/push",
      "https://fcm.googleapis.com:6379/push",
      "https://fcm.googleapis.com:5432/push",
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.5/push",
      "https://192.168.1.10/push",
      "https://172.16.0.1/push",
      "https://100.64.0.1/push",
      "https://[::ffff:127.0.0.1]/push",
      "https://[::ffff:7f00:1]/push",
      "https://[64:ff9b::a9fe:a9fe]/push",
      "https://[fe80::1]/push",
      "https://[fd00::1]/push",
      "https://224.0.0.1/push",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "https://evil.example.com/push",
      "https://fcm.googleapis.com.evil.example.com/push",
      "https://push.services.mozilla.com/wpush/v2/x",
      "https://localhost/push",
    ];
    for (const endpoint of refused) {
      const res = await subscribe(user, endpoint);
      const body = (await res.json()) as { code: string; field: string; message: string };
      expect([endpoint, res.status, body.code, body.field]).toEqual([endpoint, 400, "invalid_input", "endpoint"]);
      expect(body.message).toContain("push services");
    }
    const ar = (await (await subscribe(user, "https://127.0.0.1/x", "ar")).json()) as { message: string };
    expect(ar.message).toContain("خدمات الإشعارات");
    const rows = await s.services.db.sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${user.id}`;
    expect(rows).toEqual([]);
  });

  test("the browsers' push services and the hosts of PUSH_ALLOWED_HOSTS are accepted", async () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://fcm.googleapis.com:443/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx1",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
      "https://push.example.net/p/1",
      "https://eu.push.example.org/p/1",
    ]) {
      const res = await subscribe(user, endpoint);
      expect([endpoint, res.status]).toEqual([endpoint, 200]);
    }
    expect(() => loadConfig({ PUSH_ALLOWED_HOSTS: "http://x.example" })).toThrow(ConfigError);
  });

  test("the loopback escape hatch of the tests cannot be turned on outside NODE_ENV=test", () => {
    expect(() => loadConfig({ PUSH_TEST_LOOPBACK: "true", NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ PUSH_TEST_LOOPBACK: "true" })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: "production", CODE_SECRET: "x".repeat(40) }).pushTestLoopback).toBe(false);
    // Even on, it only opens loopback at delivery, never at subscription (see above).
    expect(checkEndpoint("http://10.0.0.1:80/x", { allowedHosts: [], testLoopback: true }).problem).toBe("scheme");
  });

  test("address classes: public unicast only, in every spelling", () => {
    const publicOnes = ["8.8.8.8", "142.250.184.10", "2a00:1450:4001:81c::200a", "::ffff:8.8.8.8", "64:ff9b::808:808"];
    const refused = [
      "127.0.0.1",
      "127.255.0.9",
      "0.0.0.0",
      "10.1.2.3",
      "100.64.0.1",
      "100.127.255.255",
      "169.254.169.254",
      "172.31.0.1",
      "192.168.0.1",
      "192.0.2.1",
      "198.51.100.7",
      "203.0.113.9",
      "198.18.0.1",
      "224.0.0.251",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::127.0.0.1",
      "64:ff9b::7f00:1",
      "64:ff9b::a9fe:a9fe",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "2001:db8::1",
      "2002:7f00:1::1",
      "2001::1",
    ];
    for (const a of publicOnes) expect([a, isPublicAddress(a)]).toEqual([a, true]);
    for (const a of refused) expect([a, isPublicAddress(a)]).toEqual([a, false]);
  });

  test(`at most ${MAX_PUSH_SUBSCRIPTIONS} per user: 40 parallel requests from 40 sessions and several addresses`, async () => {
    const many = await testUser(s.services);
    const sessions = await Promise.all(
      Array.from({ length: 40 }, async () => ({
        ...many,
        cookie: `rockets_session=${await createSession(s.services, "user", many.id)}`,
      })),
    );
    const results = await Promise.all(
      sessions.map((who, i) =>
        subscribe(who, `https://fcm.googleapis.com/fcm/send/n${i}`, i % 2 ? "ar" : "en", `203.0.113.${i % 8}`),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
    expect(statuses.filter((x) => x === 409)).toHaveLength(40 - MAX_PUSH_SUBSCRIPTIONS);
    const [n] = (await s.services.db.sql`SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ${many.id}`) as {
      n: number | string;
    }[];
    expect(Number(n!.n)).toBe(MAX_PUSH_SUBSCRIPTIONS);
    const refusedEn = results.findIndex((r, i) => r.status === 409 && i % 2 === 0);
    const body = (await results[refusedEn]!.json()) as { code: string; field: string; message: string };
    expect([body.code, body.field]).toEqual(["push_limit", "endpoint"]);
    expect(body.message).toContain("10 browsers");
    const refusedAr = results.findIndex((r, i) => r.status === 409 && i % 2 === 1);
    expect(((await results[refusedAr]!.json()) as { message: string }).message).toContain("10 متصفحات");
    // A session that has one may replace it.
    const holder = sessions[statuses.indexOf(200)]!;
    expect((await subscribe(holder, "https://fcm.googleapis.com/fcm/send/again")).status).toBe(200);
  });

  test("the limit holds over two instances: 40 parallel requests split between them", async () => {
    // The second instance: its own app, session cache and (PostgreSQL) connection pool. SQLite
    // serves one instance; there the second app shares the connection.
    const db2 = TEST_DB === "postgres" ? await openDb(s.services.config) : s.services.db;
    try {
      const app2 = createApp({ ...s.services, db: db2, sessions: new SessionStore() });
      const many = await testUser(s.services);
      const cookies = await Promise.all(
        Array.from({ length: 40 }, async () => `rockets_session=${await createSession(s.services, "user", many.id)}`),
      );
      const results = await Promise.all(
        cookies.map((cookie, i) => {
          const json = { endpoint: `https://fcm.googleapis.com/fcm/send/two${i}`, keys: keys() };
          if (i % 2 === 0) {
            return s.request("/api/v1/work/push-subscription", { method: "POST", cookie, json, ip: `198.51.100.${i}` });
          }
          const req = new Request(`${ORIGIN}/api/v1/work/push-subscription`, {
            method: "POST",
            headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
            body: JSON.stringify(json),
          });
          const peer = { requestIP: () => ({ address: `203.0.113.${i}`, family: "IPv4", port: 40000 }) };
          return app2.fetch(req, peer as unknown as Parameters<typeof app2.fetch>[1]) as Promise<Response>;
        }),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((x) => x === 200)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS);
      expect(statuses.filter((x) => x === 409)).toHaveLength(40 - MAX_PUSH_SUBSCRIPTIONS);
      const [n] = (await s.services.db
        .sql`SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ${many.id}`) as { n: number | string }[];
      expect(Number(n!.n)).toBe(MAX_PUSH_SUBSCRIPTIONS);
    } finally {
      if (db2 !== s.services.db) await db2.close();
    }
  });

  test("delivery: a stored loopback endpoint, a host resolving to loopback or a private address is never called", async () => {
    // A sender as in production: no loopback hatch.
    const strict = await resolvePush(s.services.db, { ...s.services.config, pushTestLoopback: false });
    const hit = receiver(() => new Response(null, { status: 201 }));
    try {
      const k = keys();
      const port = hit.server.port;
      for (const endpoint of [
        `http://127.0.0.1:${port}/a`,
        `https://127.0.0.1:${port}/a`,
        `http://localhost:${port}/a`,
        "https://fcm.googleapis.com:6379/x",
      ]) {
        const outcome = await strict.send({ endpoint, ...k }, "{}");
        expect([endpoint, outcome]).toEqual([endpoint, { error: expect.stringContaining("refused") }]);
      }
      const asked: string[] = [];
      for (const answer of [
        ["127.0.0.1"],
        ["::1"],
        ["8.8.8.8", "10.0.0.7"],
        ["169.254.169.254"],
        ["::ffff:127.0.0.1"],
      ]) {
        strict.resolver = async (host) => {
          asked.push(host);
          return answer;
        };
        const outcome = await strict.send({ endpoint: "https://fcm.googleapis.com/fcm/send/x", ...k }, "{}");
        expect(outcome).toEqual({ error: expect.stringContaining("refused address") });
      }
      expect(asked).toEqual(Array(5).fill("fcm.googleapis.com"));
      expect(hit.hits).toEqual([]);
    } finally {
      await hit.server.stop(true);
    }
  });

  test("delivery: a 303 to loopback is not followed; the history says only failed-or-pending, no status or body", async () => {
    const target = receiver(() => new Response("secret inside", { status: 200 }));
    const redirecting = receiver(
      () =>
        new Response("see other", { status: 303, headers: { location: `http://127.0.0.1:${target.server.port}/` } }),
    );
    try {
      const who = await testUser(s.services);
      const token = (await s.services.db.sql`SELECT token_hash FROM sessions WHERE subject_id = ${who.id}`) as {
        token_hash: string;
      }[];
      await s.services.db.sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
        VALUES (${token[0]!.token_hash}, ${who.id}, ${`http://127.0.0.1:${redirecting.server.port}/push`},
          ${keys().p256dh}, ${keys().auth}, 0)`;
      const res = await s.request("/api/v1/work/alerts", {
        method: "POST",
        cookie: who.cookie,
        json: { symbol: "MSFT", kind: "priceAbove", value: 1, channels: ["push"] },
      });
      expect(res.status).toBe(201);
      const alert = ((await res.json()) as { alert: Alert }).alert;
      s.clock.advance(1000);
      await s.services.market.step(s.clock.now);
      await s.services.alerts!.settled();
      await s.services.alerts!.delivery!.kick();
      expect(redirecting.hits).toEqual(["POST /push"]);
      expect(target.hits).toEqual([]);
      const history = await s.request("/api/v1/work/alerts/history", { cookie: who.cookie });
      const text = await history.text();
      const { triggers } = JSON.parse(text) as { triggers: AlertTrigger[] };
      expect(triggers.find((t) => t.alertId === alert.id)!.deliveries).toEqual([
        { channel: "push", status: "pending" },
      ]);
      // Nothing of the answer anywhere else in the history (ids, prices and times left out: a
      // random id can hold "303").
      const rest = triggers.map(({ id: _id, alertId: _alert, price: _price, triggeredAt: _at, ...other }) => other);
      expect(JSON.stringify(rest)).not.toMatch(/303|see other/i);
    } finally {
      await target.server.stop(true);
      await redirecting.server.stop(true);
    }
  });

  test("delivery: at most a few KiB of an answer are read, however much is sent", async () => {
    const total = 64 * 1024 * 1024;
    const written: number[] = [];
    const flood = (statusLine: boolean): NetServer =>
      createServer((socket: Socket) => {
        socket.once("data", () => {
          if (statusLine) socket.write("HTTP/1.1 201 Created\r\ncontent-length: 67108864\r\n\r\n");
          const chunk = Buffer.alloc(1024 * 1024, 65);
          let sent = 0;
          const pump = () => {
            while (sent < total) {
              sent += chunk.length;
              if (!socket.write(chunk)) return void socket.once("drain", pump);
            }
            socket.end();
          };
          pump();
        });
        socket.on("error", () => {});
        socket.on("close", () => written.push(socket.bytesWritten));
      });
    for (const statusLine of [true, false]) {
      const server = flood(statusLine);
      await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
      const port = (server.address() as { port: number }).port;
      const checked = checkEndpoint(`http://127.0.0.1:${port}/x`, { allowedHosts: [], testLoopback: true }).ok!;
      const started = performance.now();
      const answer = await sendTo(checked, "127.0.0.1", { method: "POST", headers: {}, body: new Uint8Array(3) }).then(
        (a) => a,
        (error: Error) => error,
      );
      const took = performance.now() - started;
      if (statusLine) {
        expect(answer).toMatchObject({ status: 201 });
        expect((answer as { bytesRead: number }).bytesRead).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
      } else {
        expect(String(answer)).toContain("answer too long");
      }
      expect(took).toBeLessThan(2_000);
      for (let k = 0; k < 100 && written.length === 0; k++) await Bun.sleep(20);
      // The connection was closed long before the 64 MiB were out.
      expect(written.shift()!).toBeLessThan(total / 2);
      server.close();
    }
  });
});

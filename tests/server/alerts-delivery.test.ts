// Price alerts delivered (docs/architecture.md, "Price alerts"): the live event on every socket
// of the user, Web Push to a local push endpoint (the request's VAPID signature checked and its
// aes128gcm payload decrypted with the subscriber's keys, as a browser's push service and
// browser would), and the admin's account-support timeline. SQLite, and PostgreSQL under TEST_DB.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createECDH, createPublicKey, verify } from "node:crypto";
import type { Server } from "bun";
import type { Alert, AlertEvent } from "../../src/shared/alerts";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, serveOverSocket, TEST_DB, type TestServer, testServer } from "../helpers/server";
import { b64u, decryptPush } from "../helpers/web-push";

describe(`alert delivery on ${TEST_DB}`, () => {
  let s: TestServer;
  let socket: ReturnType<typeof serveOverSocket>;
  let user: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    await s.services.market.init();
    socket = serveOverSocket(s);
    user = await testUser(s.services);
  });
  afterAll(async () => {
    await socket.stop();
    await s.close();
  });

  const create = async (who: TestAccount, body: Record<string, unknown>) => {
    const res = await s.request("/api/v1/work/alerts", { method: "POST", cookie: who.cookie, json: body });
    expect(res.status).toBe(201);
    return ((await res.json()) as { alert: Alert }).alert;
  };
  const tick = async () => {
    s.clock.advance(1000);
    await s.services.market.step(s.clock.now);
    await s.services.alerts!.settled();
  };

  test("the live event reaches every socket of the user, and no one else's", async () => {
    const other = await testUser(s.services);
    const open = (who: TestAccount) => {
      const ws = new WebSocket(`ws://127.0.0.1:${socket.server.port}/ws`, {
        headers: { cookie: who.cookie, origin: ORIGIN },
      } as unknown as string[]);
      const alerts: AlertEvent[] = [];
      ws.onmessage = (m) => {
        const data = JSON.parse(String(m.data)) as { event: string };
        if (data.event === "alert") alerts.push(data as AlertEvent);
      };
      return new Promise<{ ws: WebSocket; alerts: AlertEvent[] }>((resolve) => {
        ws.onopen = () => resolve({ ws, alerts });
      });
    };
    const [a, b, c] = await Promise.all([open(user), open(user), open(other)]);
    const alert = await create(user, { symbol: "AAPL", kind: "priceAbove", value: 1, channels: ["app"] });
    await tick();
    const state = s.services.market.state;
    const expected = {
      event: "alert",
      data: {
        id: alert.id,
        symbol: "AAPL",
        kind: "priceAbove",
        value: 1,
        price: state.price[state.index.get("AAPL")!]!,
        triggeredAt: state.ts,
      },
    };
    for (let k = 0; k < 50 && (a!.alerts.length === 0 || b!.alerts.length === 0); k++) await Bun.sleep(20);
    expect(a!.alerts).toEqual([expected as AlertEvent]);
    expect(b!.alerts).toEqual([expected as AlertEvent]);
    expect(c!.alerts).toEqual([]);
    for (const x of [a, b, c]) x!.ws.close();
  });

  test("Web Push: a VAPID-signed, encrypted request to the subscription's endpoint; a gone one is forgotten", async () => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = crypto.getRandomValues(new Uint8Array(16));
    const received: { headers: Headers; body: Buffer; path: string }[] = [];
    const endpoint: Server<undefined> = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: async (req) => {
        const url = new URL(req.url);
        received.push({ headers: req.headers, body: Buffer.from(await req.arrayBuffer()), path: url.pathname });
        return new Response(null, { status: url.pathname === "/gone" ? 410 : 201 });
      },
    });
    try {
      const base = `http://127.0.0.1:${endpoint.port}`;
      // Two sessions (browsers) of the user, each with its subscription.
      const far = s.clock.now + 86_400_000;
      await s.services.db.sql`INSERT INTO sessions (token_hash, kind, subject_id, created_at, last_seen_at, expires_at)
        VALUES ('h1', 'user', ${user.id}, 0, 0, ${far}), ('h2', 'user', ${user.id}, 0, 0, ${far})`;
      await s.services.db.sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
        VALUES ('h1', ${user.id}, ${`${base}/sub`}, ${b64u(ecdh.getPublicKey())}, ${b64u(auth)}, 0),
               ('h2', ${user.id}, ${`${base}/gone`}, ${b64u(ecdh.getPublicKey())}, ${b64u(auth)}, 0)`;
      await create(user, { symbol: "MSFT", kind: "priceAbove", value: 1, channels: ["push"] });
      await tick();
      await s.services.alerts!.delivery!.kick();
      const ok = received.find((r) => r.path === "/sub")!;
      expect(ok.headers.get("content-encoding")).toBe("aes128gcm");
      expect(Number(ok.headers.get("ttl"))).toBeGreaterThan(0);
      // Authorization: vapid t=<JWT>, k=<public key>; the JWT is ES256 over the endpoint's origin.
      const m = /^vapid t=([^,]+), k=(.+)$/.exec(ok.headers.get("authorization") ?? "")!;
      expect(m).not.toBeNull();
      const [jwtHead, jwtBody, jwtSig] = m[1]!.split(".");
      const publicKey = s.services.alerts!.push!.publicKey;
      expect(m[2]).toBe(publicKey);
      const claims = JSON.parse(Buffer.from(jwtBody!, "base64url").toString()) as {
        aud: string;
        exp: number;
        sub: string;
      };
      expect(claims.aud).toBe(base);
      expect(claims.sub).toMatch(/^mailto:|^https:/);
      const raw = Buffer.from(publicKey, "base64url");
      const key = createPublicKey({
        key: { kty: "EC", crv: "P-256", x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
        format: "jwk",
      });
      const signed = verify(
        "sha256",
        Buffer.from(`${jwtHead}.${jwtBody}`),
        { key, dsaEncoding: "ieee-p1363" },
        Buffer.from(jwtSig!, "base64url"),
      );
      expect(signed).toBe(true);
      const payload = JSON.parse(decryptPush(ok.body, ecdh, Buffer.from(auth))) as Record<string, unknown>;
      expect(payload).toMatchObject({ symbol: "MSFT", kind: "priceAbove", value: 1, lang: "en" });
      const rows = await s.services.db.sql`SELECT token_hash FROM push_subscriptions WHERE user_id = ${user.id}`;
      expect(rows).toEqual([{ token_hash: "h1" }]);
      const [d] = (await s.services.db.sql`SELECT d.status FROM alert_deliveries d JOIN alert_triggers t
        ON t.id = d.trigger_id WHERE t.user_id = ${user.id} AND d.channel = 'push'`) as { status: string }[];
      expect(d!.status).toBe("delivered");
    } finally {
      await endpoint.stop(true);
    }
  });

  test("the admin's account-support timeline shows the user's alert triggers", async () => {
    const admin = await testUser(s.services, "admin");
    const res = await s.request("/api/v1/admin/support/lookup", {
      method: "POST",
      cookie: admin.cookie,
      json: { email: user.email },
    });
    expect(res.status).toBe(200);
    const account = (await res.json()) as { events: { event: string; detail: Record<string, unknown> }[] };
    const fired = account.events.filter((e) => e.event === "alert_triggered");
    expect(fired.map((e) => e.detail.symbol).sort()).toEqual(["AAPL", "MSFT"]);
    expect(fired.find((e) => e.detail.symbol === "MSFT")!.detail.deliveries).toEqual([
      { channel: "push", status: "delivered" },
    ]);
  });
});

// At most 10 WebSockets per session (src/server/realtime/slots.ts), on real loopback sockets:
// 40 parallel upgrades of one session open exactly 10; the rest get 429 JSON before any
// upgrade, in the caller's language; a closed socket frees its slot; logout frees them all; a
// session's limit does not touch another session. With TEST_REDIS_URL the same over two
// instances (two hubs, two servers, two Redis connections), and the Redis slots' leases.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../src/server/app";
import { SessionStore } from "../../src/server/auth/session-cache";
import { createSession, hashToken, loadSession } from "../../src/server/auth/sessions";
import { CLOSE_USER_FULL, RealtimeHub, type SocketData } from "../../src/server/realtime/hub";
import {
  LocalSocketSlots,
  MAX_SOCKETS_PER_SESSION,
  MAX_SOCKETS_PER_USER,
  type SocketSlots,
  userSlotKey,
} from "../../src/server/realtime/slots";
import { openRedis, type Redis } from "../../src/server/scale/redis";
import { bridgeEndedSessions } from "../../src/server/scale/sessions";
import { RedisSocketSlots } from "../../src/server/scale/socket-slots";
import type { Services } from "../../src/server/services";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, type TestServer, testServer } from "../helpers/server";

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.log("two-instance socket limit skipped: TEST_REDIS_URL is not set");

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

/** One server instance over the shared database and market: its own session store, hub, app
 * and loopback socket, as a second process would have. */
interface Instance {
  port: number;
  services: Services;
  hub: RealtimeHub;
  stop(): Promise<void>;
}

function instance(slots: SocketSlots): Instance {
  const sessions = new SessionStore();
  const services: Services = { ...s.services, sessions };
  const hub = new RealtimeHub({
    market: s.services.market,
    allowedOrigins: [ORIGIN],
    authenticate: (req) => loadSession(services, req),
    sessionEvents: sessions,
    slots,
  });
  services.realtime = hub;
  const app = createApp(services);
  const server = Bun.serve<SocketData>({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (req, srv) => (await app.fetch(req, srv)) as Response,
    websocket: hub.websocket,
  });
  hub.attach(server);
  return {
    port: server.port as number,
    services,
    hub,
    async stop() {
      hub.stop();
      await server.stop(true);
    },
  };
}

interface Attempt {
  ws: WebSocket;
  opened: Promise<boolean>;
  closed: Promise<number>;
}

function connect(port: number, cookie: string): Attempt {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie, origin: ORIGIN } } as unknown as string[]);
  const opened = new Promise<boolean>((resolve) => {
    ws.addEventListener("open", () => resolve(true));
    ws.addEventListener("close", () => resolve(false));
  });
  const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
  return { ws, opened, closed };
}

/** The upgrade request a browser sends, by hand, so the refusal's status and body can be read. */
function rawUpgrade(port: number, cookie: string, language = "en"): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/ws`, {
    headers: {
      upgrade: "websocket",
      connection: "upgrade",
      "sec-websocket-version": "13",
      "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      origin: ORIGIN,
      cookie,
      "accept-language": language,
    },
  });
}

const tokenHash = (account: TestAccount) => hashToken(account.cookie.split("=")[1]!);

async function until(check: () => Promise<boolean> | boolean, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await Bun.sleep(10);
  }
}

/** 40 upgrades of one session at once, spread over the instances; the sockets that opened. */
async function storm(instances: Instance[], cookie: string): Promise<Attempt[]> {
  const attempts = Array.from({ length: 40 }, (_, i) => connect(instances[i % instances.length]!.port, cookie));
  const opened = await Promise.all(attempts.map((a) => a.opened));
  return attempts.filter((_, i) => opened[i]);
}

/** What became of one upgrade: "open" once the snapshot arrived, else the close code and reason. */
function attempt(
  port: number,
  cookie: string,
): { ws: WebSocket; outcome: Promise<"open" | { code: number; reason: string }> } {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie, origin: ORIGIN } } as unknown as string[]);
  const outcome = new Promise<"open" | { code: number; reason: string }>((resolve) => {
    ws.addEventListener("message", () => resolve("open"));
    ws.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason }));
  });
  return { ws, outcome };
}

/** Four sessions of one user (four devices or browsers), ten upgrades each, all at once, spread
 * over the instances: they used to open 40 sockets. */
async function userStorm(instances: Instance[]) {
  const user = await testUser(s.services);
  const cookies = [user.cookie];
  for (let i = 0; i < 3; i++) {
    cookies.push(`rockets_session=${await createSession(s.services, "user", user.id)}`);
  }
  const attempts = Array.from({ length: 40 }, (_, i) =>
    attempt(instances[i % instances.length]!.port, cookies[Math.floor(i / 10)]!),
  );
  const outcomes = await Promise.all(attempts.map((a) => a.outcome));
  const open = attempts.filter((_, i) => outcomes[i] === "open");
  const refused = outcomes.filter((o) => o !== "open") as { code: number; reason: string }[];
  return { user, cookies, open, refused };
}

describe("per user over all sessions", () => {
  test(`4 sessions x 10 parallel upgrades open exactly ${MAX_SOCKETS_PER_USER}; the rest are closed with ${CLOSE_USER_FULL}`, async () => {
    const one = instance(new LocalSocketSlots());
    try {
      const { user, cookies, open, refused } = await userStorm([one]);
      expect(open.length).toBe(MAX_SOCKETS_PER_USER);
      expect(refused.length).toBe(40 - MAX_SOCKETS_PER_USER);
      for (const r of refused) {
        expect(r.code).toBe(CLOSE_USER_FULL);
        expect(r.reason).toContain("too many connections for this user");
      }
      expect(await one.hub.slots.count(userSlotKey(user.id))).toBe(MAX_SOCKETS_PER_USER);
      // Refused sockets hold no slot; a closed one lets the next in, from any session.
      open[0]!.ws.close();
      await until(async () => (await one.hub.slots.count(userSlotKey(user.id))) === MAX_SOCKETS_PER_USER - 1);
      expect(await attempt(one.port, cookies[3]!).outcome).toBe("open");
      expect(await attempt(one.port, cookies[0]!).outcome).toMatchObject({ code: CLOSE_USER_FULL });
      // Another user is not touched by this one's cap.
      const other = await testUser(s.services);
      expect(await attempt(one.port, other.cookie).outcome).toBe("open");
    } finally {
      await one.stop();
    }
  });
});

describe("one instance, slots in this process", () => {
  let one: Instance;
  beforeAll(() => {
    one = instance(new LocalSocketSlots());
  });
  afterAll(() => one.stop());

  test("40 parallel upgrades of one session open exactly 10; the 11th is refused with 429 JSON", async () => {
    const user = await testUser(s.services);
    const open = await storm([one], user.cookie);
    expect(open.length).toBe(MAX_SOCKETS_PER_SESSION);
    expect(await one.hub.slots.count(tokenHash(user))).toBe(MAX_SOCKETS_PER_SESSION);

    const refused = await rawUpgrade(one.port, user.cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toContain("application/json");
    expect(await refused.json()).toEqual({
      code: "too_many_sockets",
      max: 10,
      message: "This session already has 10 live connections open. Close one to open another.",
    });
    const arabic = (await (await rawUpgrade(one.port, user.cookie, "ar")).json()) as { message: string };
    expect(arabic.message).toContain("لدى هذه الجلسة 10 اتصالات مباشرة");

    // Another session of the same user has its own ten.
    const other = await testUser(s.services);
    const second = connect(one.port, other.cookie);
    expect(await second.opened).toBe(true);
    second.ws.close();
    for (const a of open) a.ws.close();
    await until(async () => (await one.hub.slots.count(tokenHash(user))) === 0);
  });

  test("a closed socket frees its slot for the next one", async () => {
    const user = await testUser(s.services);
    const open = await storm([one], user.cookie);
    expect(open.length).toBe(10);
    expect(await connect(one.port, user.cookie).opened).toBe(false);
    open[0]!.ws.close();
    await open[0]!.closed;
    await until(async () => (await one.hub.slots.count(tokenHash(user))) === 9);
    const next = connect(one.port, user.cookie);
    expect(await next.opened).toBe(true);
    for (const a of [...open.slice(1), next]) a.ws.close();
  });

  test("logout closes the session's sockets and frees every slot", async () => {
    const user = await testUser(s.services);
    const open = await storm([one], user.cookie);
    expect(open.length).toBe(10);
    const res = await one.services.realtime.slots.count(tokenHash(user));
    expect(res).toBe(10);
    const logout = await fetch(`http://127.0.0.1:${one.port}/api/v1/auth/logout`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: ORIGIN, "content-type": "application/json" },
      body: "{}",
    });
    expect(logout.status).toBe(200);
    expect(await Promise.all(open.map((a) => a.closed))).toEqual(Array(10).fill(4001));
    expect(await one.hub.slots.count(tokenHash(user))).toBe(0);
  });
});

describe.skipIf(!REDIS_URL)("two instances, slots in Redis", () => {
  const prefix = `test:${crypto.randomUUID().slice(0, 8)}:`;
  const redis: Redis[] = [];
  const instances: Instance[] = [];
  const unbridge: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const r = await openRedis(REDIS_URL!, prefix);
      redis.push(r);
      const one = instance(new RedisSocketSlots(r, 60_000));
      instances.push(one);
      unbridge.push(await bridgeEndedSessions(r, one.services.sessions, one.hub));
    }
  });
  afterAll(async () => {
    for (const off of unbridge) await off();
    for (const one of instances) await one.stop();
    const keys = (await redis[0]!.client.send("KEYS", [`${prefix}*`])) as string[];
    if (keys.length) await redis[0]!.client.send("DEL", keys);
    for (const r of redis) r.close();
  });

  test("40 parallel upgrades over both instances open exactly 10 in all", async () => {
    const user = await testUser(s.services);
    const open = await storm(instances, user.cookie);
    expect(open.length).toBe(10);
    expect(await instances[0]!.hub.slots.count(tokenHash(user))).toBe(10);
    // Full on either instance.
    expect((await rawUpgrade(instances[0]!.port, user.cookie)).status).toBe(429);
    expect((await rawUpgrade(instances[1]!.port, user.cookie)).status).toBe(429);
    // A socket closed on one instance lets one in on the other.
    const onFirst = open.find((a) => a.ws.url.includes(`:${instances[0]!.port}/`))!;
    onFirst.ws.close();
    await until(async () => (await instances[1]!.hub.slots.count(tokenHash(user))) === 9);
    const next = connect(instances[1]!.port, user.cookie);
    expect(await next.opened).toBe(true);
    for (const a of [...open.filter((a) => a !== onFirst), next]) a.ws.close();
    await until(async () => (await instances[0]!.hub.slots.count(tokenHash(user))) === 0);
  });

  test(`4 sessions x 10 upgrades over both instances open exactly ${MAX_SOCKETS_PER_USER} in all`, async () => {
    const { user, open, refused } = await userStorm(instances);
    expect(open.length).toBe(MAX_SOCKETS_PER_USER);
    for (const r of refused) expect(r.code).toBe(CLOSE_USER_FULL);
    expect(await instances[1]!.hub.slots.count(userSlotKey(user.id))).toBe(MAX_SOCKETS_PER_USER);
    for (const a of open) a.ws.close();
    await until(async () => (await instances[0]!.hub.slots.count(userSlotKey(user.id))) === 0);
  });

  test("logout on one instance closes the sockets on both and frees every slot", async () => {
    const user = await testUser(s.services);
    const open = await storm(instances, user.cookie);
    expect(open.length).toBe(10);
    const logout = await fetch(`http://127.0.0.1:${instances[0]!.port}/api/v1/auth/logout`, {
      method: "POST",
      headers: { cookie: user.cookie, origin: ORIGIN, "content-type": "application/json" },
      body: "{}",
    });
    expect(logout.status).toBe(200);
    expect(await Promise.all(open.map((a) => a.closed))).toEqual(Array(10).fill(4001));
    await until(async () => (await instances[1]!.hub.slots.count(tokenHash(user))) === 0);
  });

  test("slots of an instance that died free themselves when their lease ends; renewed ones stay", async () => {
    const slots = new RedisSocketSlots(redis[0]!, 300, 2);
    expect(await slots.acquire("session-a", "live")).toBe(true);
    expect(await slots.acquire("session-a", "dead")).toBe(true);
    expect(await slots.acquire("session-a", "third")).toBe(false);
    for (let i = 0; i < 3; i++) {
      await Bun.sleep(150);
      slots.renew([["session-a", "live"]]);
    }
    await Bun.sleep(50);
    // "dead" was never renewed: its lease ended; "live" was, so it still holds its slot.
    expect(await slots.count("session-a")).toBe(1);
    expect(await slots.acquire("session-a", "third")).toBe(true);
    expect(await slots.acquire("session-a", "fourth")).toBe(false);
  });
});

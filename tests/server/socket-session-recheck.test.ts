// The hub's check of its sockets' sessions (src/server/realtime/hub.ts, recheckSessions): a
// session deleted from the table with no news of it (ended on another instance while Redis was
// down) has its sockets closed with 4001 at the next check, every SESSION_RECHECK_MS; the other
// sessions' sockets stay; a check that fails closes nothing. On real loopback sockets, SQLite or
// PostgreSQL (TEST_DB=postgres).
import { afterAll, afterEach, beforeAll, expect, test } from "bun:test";
import { createApp } from "../../src/server/app";
import { SessionStore } from "../../src/server/auth/session-cache";
import { hashToken, loadSession } from "../../src/server/auth/sessions";
import { existingSessionHashes } from "../../src/server/auth/sessions-store";
import { CLOSE_LOGOUT, RealtimeHub, type SocketData } from "../../src/server/realtime/hub";
import type { Services } from "../../src/server/services";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, type TestServer, testServer } from "../helpers/server";

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());

let stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops) await stop();
  stops = [];
});

/** An instance with its own hub and loopback socket, checking its sockets' sessions through
 * `sessionsAlive` every `recheckMs` (as src/server/main.ts wires it). */
function instance(sessionsAlive: (hashes: string[]) => Promise<Set<string>>, recheckMs = 3_600_000) {
  const sessions = new SessionStore();
  const services: Services = { ...s.services, sessions };
  const hub = new RealtimeHub({
    market: s.services.market,
    allowedOrigins: [ORIGIN],
    authenticate: (req) => loadSession(services, req),
    sessionEvents: sessions,
    sessionsAlive,
    sessionRecheckMs: recheckMs,
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
  stops.push(async () => {
    hub.stop();
    await server.stop(true);
  });
  return { hub, port: server.port as number };
}

/** A user's socket, open once its first message (the gainers' snapshot) has come. */
async function socket(port: number, account: TestAccount) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
    headers: { cookie: account.cookie, origin: ORIGIN },
  } as unknown as string[]);
  let code: number | null = null;
  const closed = new Promise<number>((resolve) =>
    ws.addEventListener("close", (e) => {
      code = e.code;
      resolve(e.code);
    }),
  );
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener("message", () => resolve(), { once: true });
    ws.addEventListener("close", () => reject(new Error("closed before its first message")));
  });
  return { ws, closed, code: () => code };
}

const deleteBehindItsBack = (account: TestAccount) =>
  s.services.db.sql`DELETE FROM sessions WHERE token_hash = ${hashToken(account.cookie.split("=")[1]!)}`;

test("a check closes the sockets of sessions gone from the table, and only those", async () => {
  const { hub, port } = instance((hashes) => existingSessionHashes(s.services.db.sql, hashes));
  const ended = await testUser(s.services);
  const kept = await testUser(s.services);
  const endedSockets = [await socket(port, ended), await socket(port, ended)];
  const keptSocket = await socket(port, kept);
  await deleteBehindItsBack(ended);
  // Nothing told the hub: the sockets are open until the check.
  expect(hub.clients).toBe(3);
  await hub.recheckSessions();
  expect(await Promise.all(endedSockets.map((x) => x.closed))).toEqual([CLOSE_LOGOUT, CLOSE_LOGOUT]);
  expect(hub.clients).toBe(1);
  expect(keptSocket.code()).toBeNull();
  keptSocket.ws.close();
});

test("the check runs by itself every recheck interval", async () => {
  const { port } = instance((hashes) => existingSessionHashes(s.services.db.sql, hashes), 100);
  const account = await testUser(s.services);
  const open = await socket(port, account);
  await deleteBehindItsBack(account);
  expect(await open.closed).toBe(CLOSE_LOGOUT);
});

test("a check that fails (the database unreachable) closes nothing", async () => {
  let fail = true;
  const { hub, port } = instance(async (hashes) => {
    if (fail) throw new Error("database unreachable");
    return existingSessionHashes(s.services.db.sql, hashes);
  });
  const account = await testUser(s.services);
  const open = await socket(port, account);
  await hub.recheckSessions();
  expect(hub.clients).toBe(1);
  expect(open.code()).toBeNull();
  fail = false;
  await deleteBehindItsBack(account);
  await hub.recheckSessions();
  expect(await open.closed).toBe(CLOSE_LOGOUT);
});

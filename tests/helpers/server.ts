// Test services on a real SQLite file in a temp folder, or, with TEST_DB=postgres, on the
// PostgreSQL of TEST_DATABASE_URL in a fresh schema dropped at close. Migrated, with a movable
// clock. Requests go straight to app.fetch, no socket.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "bun";
import { type App, createApp } from "../../src/server/app";
import { createServices } from "../../src/server/compose";
import { loadConfig } from "../../src/server/config";
import { type Db, openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import type { Route } from "../../src/server/http/router";
import type { StaticFiles } from "../../src/server/http/static";
import { MemoryMailer } from "../../src/server/mail/mailer";
import type { SocketData } from "../../src/server/realtime/hub";
import type { Services } from "../../src/server/services";

export const ORIGIN = "http://localhost:3000";

export interface TestServer {
  app: App;
  services: Services;
  clock: { now: number; advance(ms: number): void };
  /** `ip`: the client address the app sees (as the socket's peer), for per-source limits. */
  request(
    path: string,
    init?: RequestInit & { json?: unknown; cookie?: string | null; ip?: string },
  ): Promise<Response>;
  close(): Promise<void>;
}

export async function testServer(
  options: { routes?: Route[]; env?: Record<string, string>; staticFiles?: StaticFiles } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-test-"));
  const pg = postgresSchema();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: ORIGIN,
    DEMO: "false",
    // Live ticks at any hour; tests of the real sessions set MARKET_CLOCK=real.
    MARKET_CLOCK: "always-open",
    // Push endpoints on loopback (the tests' own receivers) are delivered to; the setting is
    // refused outside NODE_ENV=test, so no production server can have it (a test that sets
    // NODE_ENV=production gets neither).
    ...(options.env?.NODE_ENV === undefined ? { NODE_ENV: "test", PUSH_TEST_LOOPBACK: "true" } : {}),
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...options.env,
  });
  if (pg) await pg.create();
  const db = await openDb(config);
  await migrate(db);
  const clock = {
    now: Date.UTC(2026, 10, 18, 15, 0, 0),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const now = () => clock.now;
  // The market is not started: tests move it with services.market.step(). The alert queue
  // does not poll: tests move the clock and kick it themselves.
  const services = await createServices(config, db, { now, mailer: new MemoryMailer(), deliveryPollMs: 3_600_000 });
  await services.alerts.start();
  const app = createApp(services, {
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.staticFiles ? { staticFiles: options.staticFiles } : {}),
  });
  // The registering browser's cookie (src/server/auth/register-browser.ts), kept per e-mail: a
  // test registers and verifies an address as one browser unless it sends cookies itself.
  const registrationBrowsers = new Map<string, string>();
  const registeredEmail = (path: string, body: unknown): string | null => {
    const email = (body as { email?: unknown } | undefined)?.email;
    if (path.endsWith("/auth/verify-otp") || path.endsWith("/auth/register"))
      return typeof email === "string" ? email.trim().toLowerCase() : null;
    const token = (body as { token?: unknown } | undefined)?.token;
    if (!path.endsWith("/auth/sign-in-link") || typeof token !== "string") return null;
    const sent = (services.mailer as MemoryMailer).sent.findLast((mail) => mail.text.includes(token));
    return sent ? sent.to : null;
  };
  return {
    app,
    services,
    clock,
    async request(path, init = {}) {
      const { json: body, cookie, ip, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (body !== undefined) {
        headers.set("content-type", "application/json");
        if (!headers.has("origin")) headers.set("origin", ORIGIN);
      }
      const email = registeredEmail(path, body);
      const browser = email && !path.endsWith("/auth/register") ? registrationBrowsers.get(email) : undefined;
      // A cookie header sent by the test (even empty) or `cookie: null` is the whole jar.
      const explicit = cookie === null || headers.has("cookie");
      const given = cookie ?? headers.get("cookie") ?? "";
      const cookies = explicit || given.includes("rockets_reg=") ? given : [given, browser].filter(Boolean).join("; ");
      if (cookies) headers.set("cookie", cookies);
      else headers.delete("cookie");
      const req = new Request(`${ORIGIN}${path}`, {
        ...rest,
        headers,
        body: body !== undefined ? JSON.stringify(body) : rest.body,
      });
      // Only requestIP of the server is read for a plain request; a stand-in carries the address.
      const peer = ip
        ? ({ requestIP: () => ({ address: ip, family: "IPv4", port: 40000 }) } as unknown as Server<unknown>)
        : undefined;
      const res = (await app.fetch(req, peer)) as Response;
      const set = res.headers.get("set-cookie")?.match(/(?:__Host-)?rockets_reg=[^;]+/)?.[0];
      if (set && email && path.endsWith("/auth/register")) registrationBrowsers.set(email, set);
      return res;
    },
    async close() {
      await services.alerts?.stop();
      services.realtime.stop();
      services.market.stop();
      await db.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Which database the server tests run on: TEST_DB=postgres uses TEST_DATABASE_URL. */
export const TEST_DB: "sqlite" | "postgres" = process.env.TEST_DB === "postgres" ? "postgres" : "sqlite";

/** With TEST_DB=postgres, a fresh schema of TEST_DATABASE_URL (its url selects it); else null. */
export function postgresSchema(): { url: string; create(): Promise<void>; drop(): Promise<void> } | null {
  if (TEST_DB !== "postgres") return null;
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const schema = `t_${crypto.randomUUID().replaceAll("-", "")}`;
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const admin = async (statement: string) => {
    const db: Db = await openDb({ databaseUrl: base, dataDir: tmpdir() });
    try {
      await db.sql.unsafe(statement);
    } finally {
      await db.close();
    }
  };
  return {
    url: url.toString(),
    create: () => admin(`CREATE SCHEMA ${schema}`),
    drop: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

/** Serves a test server's app and WebSocket hub on a real loopback socket (port 0), for tests
 * that need a real WebSocket; `stop` ends the hub, then the socket. */
export function serveOverSocket(s: TestServer): { server: Server<SocketData>; stop(): Promise<void> } {
  const server = Bun.serve<SocketData>({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (req, srv) => (await s.app.fetch(req, srv)) as Response,
    websocket: s.services.realtime.websocket,
  });
  s.services.realtime.attach(server);
  return {
    server,
    async stop() {
      s.services.realtime.stop();
      await server.stop(true);
    },
  };
}

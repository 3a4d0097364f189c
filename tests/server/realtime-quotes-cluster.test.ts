// Live quotes with two real server instances (child processes) sharing PostgreSQL and Redis:
// each instance delivers the feed leader's ticks from its own state to its own sockets, so a
// socket on either instance gets each tick once, with the same quotes as on the other.
// Needs TEST_DATABASE_URL and TEST_REDIS_URL; runs in the PostgreSQL pass of the server tests.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import type { Services } from "../../src/server/services";
import type { QuotesMessage } from "../../src/shared/realtime";
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
if (skip) console.log(`two-instance quote tests skipped: ${skip}`);

const schema = `q_${crypto.randomUUID().replaceAll("-", "")}`;
const prefix = `test:${crypto.randomUUID().slice(0, 8)}:`;
const dataDir = mkdtempSync(join(tmpdir(), "rockets-quotes-cluster-"));
const servers: ChildServer[] = [];
let user: TestAccount;
const SYMBOLS = ["AAPL", "MSFT", "2222.SR"];

interface Listener {
  ticks: QuotesMessage[];
  socket: WebSocket;
  opened: Promise<unknown>;
}

function listen(server: ChildServer): Listener {
  const ticks: QuotesMessage[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
    headers: { cookie: user.cookie, origin: server.origin },
  } as unknown as string[]);
  socket.addEventListener("message", (e) => {
    const m = JSON.parse(String(e.data)) as { type?: string };
    if (m.type === "quotes") ticks.push(m as QuotesMessage);
  });
  const opened = new Promise((resolve) => socket.addEventListener("open", resolve));
  return { ticks, socket, opened };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`not within ${ms} ms`);
    await Bun.sleep(50);
  }
}

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
    MARKET_TICK_MS: "250",
    // The simulated market moves at any hour.
    MARKET_CLOCK: "always-open",
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

describe.skipIf(Boolean(skip))("live quotes on two instances", () => {
  test("each socket gets each tick once, the same quotes on both instances", async () => {
    // Two sockets on each instance, following the same symbols.
    const listeners = [servers[0]!, servers[0]!, servers[1]!, servers[1]!].map(listen);
    try {
      await Promise.all(listeners.map((l) => l.opened));
      for (const l of listeners) l.socket.send(JSON.stringify({ type: "subscribe", topics: [], symbols: SYMBOLS }));
      // The quotes on subscribe, then at least five ticks on each socket.
      await until(() => listeners.every((l) => l.ticks.length >= 6), 15_000);
      for (const l of listeners) {
        expect(l.ticks[0]!.quotes.map((q) => q.symbol).sort()).toEqual([...SYMBOLS].sort());
        const stamps = l.ticks.slice(1).map((t) => t.ts);
        // Once per tick: strictly increasing times, never the same tick twice.
        for (let k = 1; k < stamps.length; k++) expect(stamps[k]!).toBeGreaterThan(stamps[k - 1]!);
      }
      // A tick carries the same quotes to every socket, whichever instance it is on.
      const [a, , b] = listeners;
      const common = a!.ticks.slice(1).filter((t) => b!.ticks.slice(1).some((u) => u.ts === t.ts));
      expect(common.length).toBeGreaterThan(0);
      for (const t of common) {
        const other = b!.ticks.find((u) => u.ts === t.ts)!;
        const bySymbol = (m: QuotesMessage) => [...m.quotes].sort((x, y) => x.symbol.localeCompare(y.symbol));
        expect(bySymbol(other)).toEqual(bySymbol(t));
      }
    } finally {
      for (const l of listeners) l.socket.close();
    }
  }, 30_000);
});

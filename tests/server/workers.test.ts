// Every core (WORKERS=N, src/server/scale/workers.ts): the configuration refuses several
// processes without Redis; with Redis, WORKERS=2 on one port answers from two processes, a
// session made on one is valid on the other, a killed worker is started again, a quote socket
// hears each tick once, and SIGTERM to the primary stops the workers. The processes run on
// the test database (SQLite file, or PostgreSQL under TEST_DB=postgres) and TEST_REDIS_URL.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "../../src/server/auth/passwords";
import { ConfigError, loadConfig, loadServerConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import { WorkerPool, type WorkerProcess } from "../../src/server/scale/workers";
import type { Services } from "../../src/server/services";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type ChildServer, startServer } from "../helpers/child-server";
import { postgresSchema } from "../helpers/server";

const REDIS = process.env.TEST_REDIS_URL;
const skip = !REDIS ? "TEST_REDIS_URL is not set" : process.platform !== "linux" ? "reusePort needs Linux" : null;
if (skip) console.log(`WORKERS=2 tests skipped: ${skip}`);

describe("the WORKERS setting", () => {
  const base = { DATA_DIR: tmpdir(), DEMO: "false" };
  test("one process unless told; auto is one per core this process may use", () => {
    expect(loadServerConfig(base).workers).toBe(1);
    expect(loadServerConfig({ ...base, WORKERS: "auto", REDIS_URL: "redis://127.0.0.1:6379" }).workers).toBe(
      availableParallelism(),
    );
    expect(loadServerConfig({ ...base, WORKERS: "3", REDIS_URL: "redis://127.0.0.1:6379" }).workers).toBe(3);
  });

  test("several processes without Redis are refused, naming REDIS_URL", () => {
    expect(() => loadServerConfig({ ...base, WORKERS: "2" })).toThrow(ConfigError);
    expect(() => loadServerConfig({ ...base, WORKERS: "2" })).toThrow(/REDIS_URL/);
    // One process per core needs Redis as soon as there are two cores.
    if (availableParallelism() > 1) expect(() => loadServerConfig({ ...base, WORKERS: "auto" })).toThrow(/REDIS_URL/);
  });

  test("a value that is not a count is refused", () => {
    for (const bad of ["0", "-1", "1.5", "two", "257"]) {
      expect(() => loadConfig({ ...base, WORKERS: bad })).toThrow(/WORKERS must be "auto" or a whole number/);
    }
  });
});

describe("the supervisor", () => {
  /** Processes that end when told to (or when the test ends them). */
  function fakes() {
    const made: (WorkerProcess & { end(code: number | null): void; signals: string[] })[] = [];
    const spawn = (_index: number) => {
      let end!: (code: number | null) => void;
      const exited = new Promise<number | null>((resolve) => {
        end = resolve;
      });
      const child = {
        pid: 1000 + made.length,
        exited,
        signals: [] as string[],
        end,
        kill(signal: "SIGTERM" | "SIGKILL") {
          child.signals.push(signal);
          if (signal === "SIGKILL") end(null);
        },
      };
      made.push(child);
      return child;
    };
    return { made, spawn };
  }

  test("a crashed worker starts again after a wait that doubles while it keeps crashing", async () => {
    const { made, spawn } = fakes();
    let clock = 0;
    const pool = new WorkerPool({ count: 2, spawn, backoffMs: 20, maxBackoffMs: 50, now: () => clock });
    pool.start();
    expect(made).toHaveLength(2);
    // The waits are read from the pool's record, not from the wall clock (a busy machine
    // stretches any real wait).
    const started = (k: number) => until(async () => made.length > k, 2000);
    made[0]!.end(1);
    await started(2);
    made[2]!.end(1);
    await started(3);
    made[3]!.end(1);
    await started(4);
    // Capped at 50 ms; the other worker was never touched.
    expect(made[1]!.signals).toEqual([]);
    // A worker that ran a minute before it ended waits the first wait again.
    clock += 60_000;
    made[4]!.end(1);
    await started(5);
    expect(pool.starts.map((s) => [s.index, s.afterMs])).toEqual([
      [0, 0],
      [1, 0],
      [0, 20],
      [0, 40],
      [0, 50],
      [0, 20],
    ]);
    await pool.stop(50);
  });

  test("stop sends SIGTERM, then SIGKILL past the deadline, and starts nothing again", async () => {
    const { made, spawn } = fakes();
    const pool = new WorkerPool({ count: 2, spawn, backoffMs: 10 });
    pool.start();
    // Worker 0 stops by itself on SIGTERM; worker 1 ignores it.
    made[0]!.kill = (signal) => {
      made[0]!.signals.push(signal);
      made[0]!.end(0);
    };
    await pool.stop(100);
    expect(made[0]!.signals).toEqual(["SIGTERM"]);
    expect(made[1]!.signals).toEqual(["SIGTERM", "SIGKILL"]);
    await Bun.sleep(30);
    expect(made).toHaveLength(2);
    expect(pool.pids()).toEqual([]);
  });
});

/** Several HTTP/1.1 requests on one new connection, one after the other (so one process
 * answers all of them): their statuses and bodies, in order. */
async function onOneConnection(port: number, requests: { path: string; headers?: Record<string, string> }[]) {
  const socket = connect(port, "127.0.0.1");
  let buffered = Buffer.alloc(0);
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  socket.on("data", (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    wake?.();
  });
  socket.on("error", (error) => {
    failure = error;
    wake?.();
  });
  socket.on("close", () => {
    failure ??= new Error("connection closed before the answer");
    wake?.();
  });
  const more = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
  const answers: { status: number; body: string }[] = [];
  try {
    for (const { path, headers = {} } of requests) {
      const lines = [`GET ${path} HTTP/1.1`, `host: 127.0.0.1:${port}`];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      for (;;) {
        const headEnd = buffered.indexOf("\r\n\r\n");
        if (headEnd >= 0) {
          const head = buffered.subarray(0, headEnd).toString();
          const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1]);
          if (!Number.isFinite(length)) throw new Error(`no content-length in ${head}`);
          if (buffered.length >= headEnd + 4 + length) {
            answers.push({
              status: Number(head.split(" ")[1]),
              body: buffered.subarray(headEnd + 4, headEnd + 4 + length).toString(),
            });
            buffered = buffered.subarray(headEnd + 4 + length);
            break;
          }
        }
        if (failure) throw failure;
        await more();
      }
    }
  } finally {
    socket.destroy();
  }
  return answers;
}

/** The pid of the process that answers a new connection. */
async function pidOnNewConnection(port: number): Promise<number> {
  const [metrics] = await onOneConnection(port, [{ path: "/metrics" }]);
  return Number(/^rockets_process_id (\d+)$/m.exec(metrics!.body)?.[1]);
}

async function until<T>(check: () => Promise<T | null | false>, ms: number): Promise<T> {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`not within ${ms} ms`);
    await Bun.sleep(20);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(Boolean(skip))("WORKERS=2 on one port", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-workers-"));
  const pg = postgresSchema();
  const PASSWORD = "workers-password-1";
  let server: ChildServer;
  let user: TestAccount;
  let pids: number[] = [];

  beforeAll(async () => {
    if (pg) await pg.create();
    const env = {
      WORKERS: "2",
      REDIS_URL: REDIS!,
      REDIS_PREFIX: `test:${crypto.randomUUID().slice(0, 8)}:`,
      MARKET_TICK_MS: "250",
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    };
    const config = loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env });
    const db = await openDb(config);
    await migrate(db);
    user = await testUser({ config, db, now: Date.now } as unknown as Services);
    await db.sql`UPDATE users SET password_hash = ${await hashPassword(PASSWORD)} WHERE id = ${user.id}`;
    await db.close();
    server = await startServer({ dataDir, env, timeoutMs: 30_000 });
  }, 60_000);

  afterAll(async () => {
    if (server && server.proc.exitCode === null) await server.kill();
    for (const pid of pids) if (alive(pid)) process.kill(pid, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  });

  test("connections are answered by two processes, neither of them the primary", async () => {
    const seen = new Set<number>();
    await until(async () => {
      seen.add(await pidOnNewConnection(server.port));
      return seen.size >= 2;
    }, 20_000);
    pids = [...seen];
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(server.proc.pid);
  }, 30_000);

  test("a session made on one process is valid on the other", async () => {
    const res = await fetch(`${server.origin}/api/v1/auth/login`, {
      method: "POST",
      headers: { origin: server.origin, "content-type": "application/json", connection: "close" },
      body: JSON.stringify({ email: user.email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    // The same session checked on new connections until both processes have answered it.
    const answeredBy = new Set<number>();
    await until(async () => {
      const [check, metrics] = await onOneConnection(server.port, [
        { path: "/api/v1/auth/authCheck", headers: { cookie } },
        { path: "/metrics" },
      ]);
      expect(check!.status).toBe(200);
      expect(JSON.parse(check!.body).user.email).toBe(user.email);
      answeredBy.add(Number(/^rockets_process_id (\d+)$/m.exec(metrics!.body)?.[1]));
      return answeredBy.size >= 2;
    }, 20_000);
    expect([...answeredBy].sort()).toEqual([...pids].sort());
  }, 30_000);

  test("a quote socket hears each tick once", async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
      headers: { cookie: user.cookie, origin: server.origin },
    } as unknown as string[]);
    const ticks: { ts: number; symbols: string[] }[] = [];
    socket.addEventListener("message", (e) => {
      const m = JSON.parse(String(e.data)) as { type?: string; ts: number; quotes: { symbol: string }[] };
      if (m.type === "quotes") ticks.push({ ts: m.ts, symbols: m.quotes.map((q) => q.symbol) });
    });
    await new Promise((resolve) => socket.addEventListener("open", resolve));
    socket.send(JSON.stringify({ type: "subscribe", symbols: ["AAPL", "MSFT", "2222.SR"] }));
    // Ticks every 250 ms, from whichever process leads the feed.
    await until(async () => ticks.length >= 8 && ticks, 10_000);
    socket.close();
    const stamps = ticks.map((t) => t.ts);
    expect(new Set(stamps).size).toBe(stamps.length);
    for (const t of ticks) {
      expect(new Set(t.symbols).size).toBe(t.symbols.length);
      for (const symbol of t.symbols) expect(["AAPL", "MSFT", "2222.SR"]).toContain(symbol);
    }
  }, 20_000);

  test("a killed worker is started again, and the port keeps answering", async () => {
    const [victim, survivor] = pids as [number, number];
    process.kill(victim, "SIGKILL");
    // Connections the kernel had queued for the killed process are reset: asked again.
    const replaced = await until(async () => {
      const pid = await pidOnNewConnection(server.port).catch(() => null);
      return pid !== null && pid !== victim && pid !== survivor && pid;
    }, 20_000);
    expect(alive(victim)).toBe(false);
    expect(alive(survivor)).toBe(true);
    expect(server.output()).toContain("worker ended: starting it again");
    pids = [survivor, replaced];
  }, 30_000);

  test("SIGTERM to the primary stops every worker gracefully", async () => {
    await server.stop();
    expect(server.proc.exitCode).toBe(0);
    for (const pid of pids) expect(alive(pid)).toBe(false);
  }, 20_000);
});

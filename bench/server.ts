// Starts the real server (src/server/main.ts) in its own process for a benchmark, with a
// fresh data folder, waits until it answers, and gives user session cookies for it (one
// session holds at most 10 WebSockets, so a fan-out benchmark asks for one per 10 clients).

import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDb } from "../src/server/db";

export interface BenchServer {
  url: string;
  origin: string;
  pid: number;
  /** Milliseconds from spawning the process to the first answered /healthz. */
  readyMs: number;
  /** The server's own start-to-listening time from its "ready" log line. */
  startMs: number | null;
  cookie: string;
  /** `sessions` session cookies of the same user, cookies[0] === cookie. */
  cookies: string[];
  rssMiB(): number;
  /** CPU time the server process (all its threads) has used, in milliseconds. */
  cpuMs(): number;
  /** The server's log (its JSON lines). */
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Run the server under this command (e.g. ["taskset", "-c", "0"] to pin it to a core). */
  prefix?: string[];
  /** One user per session (a user holds at most 12 WebSockets over all its sessions, so a
   * fan-out benchmark of thousands of sockets needs a user per 10 of them). */
  userPerSession?: boolean;
  /** A module the server preloads (bun --preload), e.g. ./bench/stall-monitor.ts. */
  preload?: string;
  /** No user nor session (a server on PostgreSQL: DATABASE_URL in env); `cookies` is empty. */
  noUser?: boolean;
}

export async function startServer(
  env: Record<string, string>,
  port: number,
  sessions = 1,
  options: StartOptions = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-bench-"));
  const origin = `http://localhost:${port}`;
  const spawned = performance.now();
  // The log goes to a file: a pipe the benchmark stops reading would stall the server.
  const logFile = join(dataDir, "server.log");
  const preload = options.preload ? ["--preload", options.preload] : [];
  const proc = Bun.spawn([...(options.prefix ?? []), process.execPath, ...preload, "src/server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: "false", PUBLIC_ORIGIN: origin, ...env },
    stdout: Bun.file(logFile),
    stderr: "inherit",
  });
  // A benchmark that fails half-way must not leave its server holding the port.
  // With WORKERS the workers too: they outlive a primary killed outright.
  const killOnExit = () => {
    for (const pid of processTree(proc.pid).reverse()) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {}
    }
  };
  process.once("exit", killOnExit);
  // A benchmark stopped by a signal ends through "exit" too (SIGKILL'd, it cannot clean up).
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    if (process.listenerCount(signal) === 0) process.once(signal, () => process.exit(130));
  let startMs: number | null = null;
  const url = `http://127.0.0.1:${port}`;
  let readyMs = 0;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) {
        readyMs = performance.now() - spawned;
        break;
      }
    } catch {}
    if (performance.now() - spawned > 30_000) throw new Error("server did not start");
    await Bun.sleep(5);
  }
  for (let k = 0; k < 100 && startMs === null; k++) {
    const line = (await Bun.file(logFile).text())
      .split("\n")
      .find((l) => l.includes('"msg":"ready"') || l.includes('"msg":"primary ready"'));
    if (line) startMs = JSON.parse(line).startMs ?? null;
    else await Bun.sleep(10);
  }
  // A verified user with a session, written the way the server writes them.
  const cookies: string[] = [];
  if (!options.noUser) addSessions(join(dataDir, "rockets.db"), sessions, options, cookies);
  return {
    url,
    origin,
    pid: proc.pid,
    readyMs,
    startMs,
    cookie: cookies[0]!,
    cookies,
    rssMiB() {
      const status = require("node:fs").readFileSync(`/proc/${proc.pid}/status`, "utf8") as string;
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    cpuMs: () => treeCpuMs(proc.pid),
    logFile,
    async stop() {
      process.off("exit", killOnExit);
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A verified user with `sessions` sessions (or a user each), written the way the server writes
 * them; their cookies into `cookies`. */
function addSessions(file: string, sessions: number, options: StartOptions, cookies: string[]): void {
  const db = new Database(file);
  // The server may still be writing its own start-up rows (slowly, on a busy or budgeted core).
  db.exec("PRAGMA busy_timeout = 10000");
  const now = Date.now();
  const addUser = () => {
    const id = crypto.randomUUID();
    db.run(
      "INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at) VALUES (?, ?, 'Bench', 'User', 'x', 'user', 1, ?)",
      [id, `bench-${id}@example.com`, now],
    );
    return id;
  };
  let id = addUser();
  db.transaction(() => {
    for (let k = 0; k < sessions; k++) {
      if (options.userPerSession && k > 0) id = addUser();
      const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
      const hash = new Bun.CryptoHasher("sha256").update(token).digest("hex");
      db.run(
        "INSERT INTO sessions (token_hash, kind, subject_id, created_at, last_seen_at, expires_at) VALUES (?, 'user', ?, ?, ?, ?)",
        [hash, id, now, now, now + 7 * 86_400_000],
      );
      cookies.push(`rockets_session=${token}`);
    }
  })();
  db.close();
}

/** The process and its descendants (WORKERS: the primary and its workers), by /proc's children lists. */
export function processTree(pid: number): number[] {
  const fs = require("node:fs") as typeof import("node:fs");
  const out = [pid];
  for (let k = 0; k < out.length; k++) {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${out[k]}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        const children = fs.readFileSync(`/proc/${out[k]}/task/${tid}/children`, "utf8").trim();
        if (children) out.push(...children.split(" ").map(Number));
      } catch {}
    }
  }
  return out;
}

/** CPU time of a process and its descendants, in milliseconds (0 for one that has ended). */
export function treeCpuMs(pid: number): number {
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      total += processCpuMs(p);
    } catch {}
  }
  return total;
}

/** utime + stime of a process from /proc (clock ticks of 10 ms), in milliseconds. */
export function processCpuMs(pid: number): number {
  const stat = require("node:fs").readFileSync(`/proc/${pid}/stat`, "utf8") as string;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A fresh schema of the PostgreSQL at `base`, selected by the returned URL's search_path; `drop`
 * removes it with everything the bench wrote. */
export async function postgresSchema(base: string) {
  const schema = `bench_${crypto.randomUUID().replaceAll("-", "")}`;
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const admin = async (statement: string) => {
    const db = await openDb({ databaseUrl: base, dataDir: tmpdir() });
    try {
      await db.sql.unsafe(statement);
    } finally {
      await db.close();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  return { url: url.toString(), drop: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

// Load benchmark: CLIENTS WebSocket clients (default 10,000) on the live gainers plus steady API
// traffic (scanner pages, watchlists, authCheck) against the real server in a child process,
// for SECONDS (default 60). Every socket must stay open and every call must succeed. Measures
// API throughput and latency, push delivery latency (receipt time minus the tick's timestamp,
// same clock), and the server's memory. Bounded: connects in batches, stops by itself.
// Results go to bench/results/load.json.
//   bun bench/load.ts [clients=10000] [seconds=60] [apiRate=200]
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSession } from "../src/server/auth/sessions";
import { loadConfig } from "../src/server/config";
import { openDb } from "../src/server/db";
import { migrate } from "../src/server/db/migrate";
import { MAX_SOCKETS_PER_SESSION } from "../src/server/realtime/slots";
import type { Services } from "../src/server/services";
import { startServer } from "../tests/helpers/child-server";
import { machine } from "./machine";

const CLIENTS = Number(process.argv[2] ?? 10_000);
const SECONDS = Number(process.argv[3] ?? 60);
const API_RATE = Number(process.argv[4] ?? 200);
const USERS = 100;
/** A session holds at most MAX_SOCKETS_PER_SESSION sockets: enough sessions for every client. */
const SESSIONS = Math.max(USERS, Math.ceil(CLIENTS / MAX_SOCKETS_PER_SESSION));
const TICK_MS = 1000;

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const dataDir = mkdtempSync(join(tmpdir(), "rockets-load-"));
const config = loadConfig({ DATA_DIR: dataDir, DEMO: "false" });
const db = await openDb(config);
await migrate(db);
const services = { config, db, now: Date.now } as unknown as Services;
const cookies: string[] = [];
const userIds: string[] = [];
for (let u = 0; u < USERS; u++) {
  const id = crypto.randomUUID();
  await db.sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at)
    VALUES (${id}, ${`load-${u}@example.com`}, 'Load', 'Test', 'x', 'user', 1, ${Date.now()})`;
  userIds.push(id);
}
// Several sessions per user (a user on several devices), round robin.
for (let k = 0; k < SESSIONS; k++) {
  cookies.push(`rockets_session=${await createSession(services, "user", userIds[k % USERS]!)}`);
}
await db.close();

// /metrics asks for this bearer token (METRICS_TOKEN), as it would in production.
const METRICS_TOKEN = `bench-${crypto.randomUUID()}`;
const server = await startServer({
  dataDir,
  env: { MARKET_TICK_MS: String(TICK_MS), METRICS_TOKEN },
  timeoutMs: 30_000,
});
console.log(`server on ${server.origin}, pid ${server.proc.pid}; connecting ${CLIENTS} clients…`);
const memory: number[] = [rssMiB(server.proc.pid)];
const baselineMiB = memory[0]!;

// ---- WebSocket clients ----
let connectFailures = 0;
let unexpectedCloses = 0;
let stopping = false;
const latencies = new Float64Array(CLIENTS * Math.ceil((SECONDS * 1000) / TICK_MS + 20));
let latencyCount = 0;
let pushes = 0;
const sockets: WebSocket[] = [];
const connectStarted = performance.now();

function connect(i: number): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
      headers: { cookie: cookies[i % SESSIONS]!, origin: server.origin },
    } as unknown as string[]);
    let open = false;
    ws.addEventListener("open", () => {
      open = true;
      resolve();
    });
    ws.addEventListener("message", (e) => {
      const now = Date.now();
      const m = /"ts":(\d+)/.exec(typeof e.data === "string" ? e.data.slice(0, 60) : "");
      if (!m) return;
      pushes++;
      if (latencyCount < latencies.length) latencies[latencyCount++] = now - Number(m[1]);
    });
    ws.addEventListener("close", () => {
      if (!open) {
        connectFailures++;
        resolve();
      } else if (!stopping) unexpectedCloses++;
    });
    sockets.push(ws);
  });
}

for (let i = 0; i < CLIENTS; i += 250) {
  await Promise.all(Array.from({ length: Math.min(250, CLIENTS - i) }, (_, k) => connect(i + k)));
}
const connectSeconds = (performance.now() - connectStarted) / 1000;
const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
console.log(`${open} open, ${connectFailures} failed, in ${round(connectSeconds)} s; now ${SECONDS} s of load…`);
// Only pushes from the measured window count.
latencyCount = 0;
pushes = 0;

// ---- API traffic, paced at API_RATE requests a second ----
const apiLatencies: number[] = [];
const apiErrors: string[] = [];
const paths = [
  "/api/v1/work/investment/rocket?page=1",
  "/api/v1/work/investment/liquidity?page=2",
  "/api/v1/work/investment/growth?page=1",
  "/api/v1/work/investment/dividend?page=1",
  "/api/v1/work/get-watchlists",
  "/api/v1/auth/authCheck",
  "/api/v1/work/recommendations",
];
const runStarted = performance.now();
const runUntil = runStarted + SECONDS * 1000;
let sent = 0;

async function apiWorker(w: number): Promise<void> {
  while (performance.now() < runUntil) {
    const due = runStarted + (sent * 1000) / API_RATE;
    const wait = due - performance.now();
    if (wait > 0) await Bun.sleep(wait);
    const n = sent++;
    const path = paths[n % paths.length]!;
    const started = performance.now();
    try {
      const res = await fetch(`${server.origin}${path}`, { headers: { cookie: cookies[(n + w) % USERS]! } });
      await res.arrayBuffer();
      if (res.status !== 200) apiErrors.push(`${path} ${res.status}`);
    } catch (error) {
      apiErrors.push(`${path} ${String(error)}`);
    }
    apiLatencies.push(performance.now() - started);
  }
}

const sampler = setInterval(() => memory.push(rssMiB(server.proc.pid)), 1000);
await Promise.all(Array.from({ length: 16 }, (_, w) => apiWorker(w)));
clearInterval(sampler);
const runSeconds = (performance.now() - runStarted) / 1000;
const stillOpen = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;

stopping = true;
for (const s of sockets) s.close();
const metricsText = await (
  await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
).text();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const sortedApi = Float64Array.from(apiLatencies).sort();
const sortedPush = latencies.slice(0, latencyCount).sort();
const result = {
  machine: { ...machine(), loadAverage: (await Bun.file("/proc/loadavg").text()).trim() },
  settings: { clients: CLIENTS, seconds: SECONDS, apiRatePerSecond: API_RATE, tickMs: TICK_MS, users: USERS },
  websocket: {
    connected: open,
    connectFailures,
    connectSeconds: round(connectSeconds),
    openAtEnd: stillOpen,
    unexpectedCloses,
    pushesDelivered: pushes,
    pushesPerSecond: round(pushes / runSeconds),
    pushLatencyMs: {
      p50: percentile(sortedPush, 50),
      p99: percentile(sortedPush, 99),
      max: percentile(sortedPush, 100),
    },
  },
  api: {
    requests: apiLatencies.length,
    errors: apiErrors.length,
    firstErrors: apiErrors.slice(0, 5),
    requestsPerSecond: round(apiLatencies.length / runSeconds),
    latencyMs: {
      p50: round(percentile(sortedApi, 50), 2),
      p99: round(percentile(sortedApi, 99), 2),
      max: round(percentile(sortedApi, 100), 2),
    },
  },
  serverMemoryMiB: {
    beforeClients: round(baselineMiB),
    peak: round(Math.max(...memory)),
    end: round(memory[memory.length - 1]!),
    perClientKiB: round(((Math.max(...memory) - baselineMiB) * 1024) / Math.max(1, open)),
  },
  serverMetrics: metricsText.split("\n").filter((l) => /^rockets_(ws_|market_ticks|unhandled|db_errors)/.test(l)),
};
const ok =
  open === CLIENTS &&
  stillOpen === CLIENTS &&
  unexpectedCloses === 0 &&
  connectFailures === 0 &&
  apiErrors.length === 0;
writeFileSync(join(import.meta.dir, "results", "load.json"), `${JSON.stringify({ ok, ...result }, null, 2)}\n`);
console.log(JSON.stringify({ ok, ...result }, null, 2));
process.exit(ok ? 0 : 1);

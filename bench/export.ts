// The partner screener's CSV export at full size (docs/api.md, Screener): /healthz latency while
// one and then four partners export the whole US market of a 70,000-ticker universe at once,
// with each export's duration and the server's peak RSS. The server runs on core 0 and this
// load generator on core 1 (taskset), so the probes' own work does not delay the server.
// /healthz is probed open-loop, one request every 20 ms whatever the previous ones do, so a
// stall shows as the latency of every probe caught in it.
//
// With --before <checkout>, the same scenarios run first against a server started from that
// checkout (e.g. a `git worktree` of the commit before the change) and then against this one,
// in the same run. Results go to bench/results/export.json (or --out).
//   bun bench/export.ts [--before <dir>] [--rounds 2] [--out file]
import { Database } from "bun:sqlite";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { machine } from "./machine";
import { processCpuMs } from "./server";

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const before = arg("before");
const rounds = Number(arg("rounds") ?? 2);
const out = arg("out") ?? join("bench", "results", "export.json");
const UNIVERSE = 70_000;
const PARTNERS = 4;
const PROBE_EVERY_MS = 20;
const QUERY = { market: "US", filters: [], sort: { field: "marketCap", dir: "desc" } };

const hasTaskset = Bun.spawnSync(["sh", "-c", "command -v taskset"]).exitCode === 0;
// This process (every thread of it) on core 1; the server is started on core 0.
if (hasTaskset) Bun.spawnSync(["taskset", "-a", "-cp", "1", String(process.pid)], { stdout: "ignore" });

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").trim();
const rssMiB = (pid: number, field: "VmRSS" | "VmHWM" = "VmRSS") => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
};

interface Server {
  url: string;
  origin: string;
  pid: number;
  cookies: string[];
  stop(): Promise<void>;
}

async function startServer(dir: string, port: number): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-bench-export-"));
  const origin = `http://localhost:${port}`;
  const cmd = [process.execPath, "src/server/main.ts"];
  const proc = Bun.spawn(hasTaskset ? ["taskset", "-c", "0", ...cmd] : cmd, {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: "false",
      PUBLIC_ORIGIN: origin,
      MARKET_UNIVERSE_SIZE: String(UNIVERSE),
      // Ticks at any hour, so the market moves during every run whatever the time of day.
      MARKET_CLOCK: "always-open",
      LOG_LEVEL: "warn",
    },
    stdout: Bun.file(join(dataDir, "server.log")),
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (performance.now() - started > 60_000) throw new Error(`server in ${dir} did not start`);
    await Bun.sleep(20);
  }
  // Partners with a session each, written the way the server writes them.
  const db = new Database(join(dataDir, "rockets.db"));
  const now = Date.now();
  const cookies: string[] = [];
  for (let k = 0; k < PARTNERS; k++) {
    const id = crypto.randomUUID();
    db.run(
      "INSERT INTO partners (id, email, partner_id, name, key1_hash, key2_hash, password_hash, created_at) VALUES (?, ?, ?, 'Bench Partner', 'x', 'x', 'x', ?)",
      [id, `partner-${k}-${id.slice(0, 8)}@example.com`, `BENCH-${k}-${id.slice(0, 6)}`, now],
    );
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    const hash = new Bun.CryptoHasher("sha256").update(token).digest("hex");
    db.run(
      "INSERT INTO sessions (token_hash, kind, subject_id, created_at, last_seen_at, expires_at) VALUES (?, 'partner', ?, ?, ?, ?)",
      [hash, id, now, now, now + 86_400_000],
    );
    cookies.push(`rockets_session=${token}`);
  }
  db.close();
  return {
    url,
    origin,
    pid: proc.pid,
    cookies,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface ExportResult {
  status: number;
  ms: number;
  firstByteMs: number;
  bytes: number;
  rows: number;
}

async function exportCsv(server: Server, cookie: string): Promise<ExportResult> {
  const started = performance.now();
  const res = await fetch(`${server.url}/api/v1/partner/screener/export`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json", cookie, "accept-language": "en" },
    body: JSON.stringify(QUERY),
  });
  let firstByteMs = 0;
  let bytes = 0;
  let rows = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) rows++;
  }
  return {
    status: res.status,
    ms: Math.round(performance.now() - started),
    firstByteMs: Math.round(firstByteMs),
    bytes,
    // Lines less the header.
    rows: Math.max(0, rows - 1),
  };
}

const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** /healthz latencies (ms) of probes sent every PROBE_EVERY_MS while `work` runs, and the server's peak RSS. */
async function probed<T>(server: Server, work: () => Promise<T>) {
  const latencies: number[] = [];
  const probes: Promise<void>[] = [];
  const statuses: Record<string, number> = {};
  let done = false;
  let peakRss = rssMiB(server.pid);
  const rssBefore = peakRss;
  const cpuBefore = processCpuMs(server.pid);
  const sampler = (async () => {
    while (!done) {
      peakRss = Math.max(peakRss, rssMiB(server.pid));
      await Bun.sleep(10);
    }
  })();
  const prober = (async () => {
    const start = performance.now();
    for (let k = 0; !done; k++) {
      await Bun.sleep(Math.max(0, start + k * PROBE_EVERY_MS - performance.now()));
      if (done) break;
      probes.push(
        (async () => {
          const t = performance.now();
          const res = await fetch(`${server.url}/healthz`);
          await res.arrayBuffer();
          latencies.push(performance.now() - t);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        })(),
      );
    }
  })();
  const started = performance.now();
  const result = await work();
  const wallMs = Math.round(performance.now() - started);
  done = true;
  await prober;
  await sampler;
  await Promise.all(probes);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    result,
    wallMs,
    healthz: {
      n: sorted.length,
      p50: round1(percentile(sorted, 0.5)),
      p90: round1(percentile(sorted, 0.9)),
      p99: round1(percentile(sorted, 0.99)),
      max: round1(sorted.at(-1) ?? 0),
      statuses,
    },
    rssBeforeMiB: rssBefore,
    peakRssMiB: peakRss,
    serverCpuMs: processCpuMs(server.pid) - cpuBefore,
  };
}

async function measure(label: string, dir: string, port: number) {
  console.log(`${label}: starting the server in ${dir}`);
  const server = await startServer(dir, port);
  try {
    // The first export builds the per-session columns (a year of bars per ticker): not measured.
    const warm = await exportCsv(server, server.cookies[0]!);
    if (warm.status !== 200) throw new Error(`${label}: warm-up export answered ${warm.status}`);
    console.log(`${label}: warm-up export ${warm.ms} ms, ${warm.rows} rows`);
    await Bun.sleep(2000);
    const idle = await probed(server, () => Bun.sleep(3000));
    console.log(`${label}: idle /healthz p50 ${idle.healthz.p50} ms, p99 ${idle.healthz.p99} ms`);
    const scenarios: Record<string, unknown[]> = { one: [], four: [] };
    for (let r = 0; r < rounds; r++) {
      for (const [name, count] of [
        ["one", 1],
        ["four", PARTNERS],
      ] as const) {
        await Bun.sleep(1000);
        const run = await probed(server, () =>
          Promise.all(server.cookies.slice(0, count).map((cookie) => exportCsv(server, cookie))),
        );
        const exports = run.result;
        const summary = {
          ...run,
          result: undefined,
          exports: {
            statuses: exports.map((e) => e.status),
            rows: exports.map((e) => e.rows),
            bytes: exports.map((e) => e.bytes),
            ms: exports.map((e) => e.ms),
            firstByteMs: exports.map((e) => e.firstByteMs),
          },
        };
        scenarios[name]!.push(summary);
        console.log(
          `${label}: ${name} export(s), round ${r + 1}: /healthz p50 ${run.healthz.p50} ms, p99 ${run.healthz.p99} ms, max ${run.healthz.max} ms; exports ${summary.exports.ms.join(", ")} ms; peak RSS ${run.peakRssMiB} MiB`,
        );
      }
    }
    return {
      dir: label,
      idle: { ...idle, result: undefined },
      warmUp: warm,
      ...scenarios,
      peakRssEverMiB: rssMiB(server.pid, "VmHWM"),
    };
  } finally {
    await server.stop();
  }
}

const loadAtStart = loadAverage();
const results: Record<string, unknown> = {};
if (before) results.before = await measure("before", resolve(before), 5291);
results.after = await measure("after", process.cwd(), 5292);
const summary = {
  machine: machine(),
  loadAverage: { start: loadAtStart, end: loadAverage() },
  pinned: hasTaskset ? "server on core 0, load generator on core 1 (taskset)" : "not pinned (no taskset)",
  universe: UNIVERSE,
  query: QUERY,
  probeEveryMs: PROBE_EVERY_MS,
  rounds,
  target: "/healthz p99 <= 50 ms while four partners export",
  ...results,
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`written to ${out}`);

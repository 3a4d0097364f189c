// The Shariah record of the whole universe built in the background (issue #36's quality bar: the
// build must not push /healthz past 50 ms; src/server/fundamentals/shariah-history.ts). The real
// server (src/server/main.ts) starts on a fresh data folder, so its first pass screens every
// quarter of every company of the universe (8 quarters each on the simulated market) and writes
// them; this process probes /healthz every 20 ms (open loop: one probe every 20 ms whatever the
// previous ones do, so a stall shows in every probe caught in it) from the first answer until the
// server logs the build's end, then 5 s more with the build done, for comparison. Measured: the
// probes' p50/p99/max during the build and after it, the build's duration and rows (the server's
// own log line), and the server's CPU time over the build.
//
// The server runs on core 0 and this probe on core 1 (taskset), on SQLite (or PostgreSQL with
// --db postgres and TEST_DATABASE_URL: a fresh schema, dropped after), with the large
// universe (MARKET_UNIVERSE_SIZE, 70,000 as bench/hostile-load.ts). The machine's load average at
// the start and the end is kept beside the numbers (other work may share the machine), and the
// server runs with bench/stall-monitor.ts, which tells the event loop held by code (CPU) apart
// from the server waiting for a core.
// Results: printed, and kept as the database's entry (or --label's) of
// bench/results/shariah-history.json.
//   bun bench/shariah-history.ts [--db sqlite|postgres] [--universe 70000] [--port 3460]
//                                [--note text] [--label name]
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { machine } from "./machine";
import { stats, writeResult } from "./results-file";
import { postgresSchema, startServer } from "./server";

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const UNIVERSE = Number(arg("universe") ?? 70_000);
const port = Number(arg("port") ?? 3460);
const note = arg("note");
/** sqlite, or postgres: a fresh schema of TEST_DATABASE_URL, dropped after. */
const database = arg("db") === "postgres" ? "postgres" : "sqlite";
/** The entry of the results file this run is kept as. */
const label = arg("label") ?? database;
const PROBE_EVERY_MS = 20;
const PROBE_TIMEOUT_MS = 20_000;
const AFTER_MS = 5_000;
/** The longest the build may take before the benchmark gives up. */
const BUILD_LIMIT_MS = 30 * 60_000;
const TARGET_P99_MS = 50;

const hasTaskset = Bun.spawnSync(["sh", "-c", "command -v taskset"]).exitCode === 0;
// This process (every thread of it) on core 1; the server is started on core 0.
if (hasTaskset) Bun.spawnSync(["taskset", "-a", "-cp", "1", String(process.pid)], { stdout: "ignore" });
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").trim();

const loadAtStart = loadAverage();
// bench/stall-monitor.ts in the server: the event loop's holds told apart from waits for a core.
const stallsFile = join(mkdtempSync(join(tmpdir(), "rockets-bench-stalls-")), "stalls.json");
const pgBase = process.env.TEST_DATABASE_URL;
if (database === "postgres" && !pgBase) throw new Error("--db postgres needs TEST_DATABASE_URL");
const pg = database === "postgres" && pgBase ? await postgresSchema(pgBase) : null;
const server = await startServer(
  {
    MARKET_UNIVERSE_SIZE: String(UNIVERSE),
    MARKET_CLOCK: "always-open",
    STALLS_OUT: stallsFile,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  },
  port,
  1,
  {
    preload: "./bench/stall-monitor.ts",
    noUser: pg !== null,
    ...(hasTaskset ? { prefix: ["taskset", "-c", "0"] } : {}),
  },
);
const logFile = server.logFile;

/** Probes over 50 ms: when they were sent (epoch ms) and how long they took. */
const slow: { at: number; ms: number }[] = [];
/** Open-loop probes: each one's wall time (ms), or the timeout for one that failed. */
function probe(into: number[], failures: { n: number }): () => Promise<void> {
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const t0 = performance.now();
    const sentAt = Date.now();
    const p = fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
      .then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) failures.n++;
        const ms = performance.now() - t0;
        into.push(ms);
        if (ms > TARGET_P99_MS) slow.push({ at: sentAt, ms: Math.round(ms) });
      })
      .catch(() => {
        failures.n++;
        into.push(PROBE_TIMEOUT_MS);
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  }, PROBE_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.allSettled([...pending]);
  };
}

interface Built {
  symbols: number;
  computed: number;
  quarters: number;
  ms: number;
  longestStepMs: number;
  time: string;
}
const builtLine = (): Built | null => {
  const line = readFileSync(logFile, "utf8")
    .split("\n")
    .find((l) => l.includes('"msg":"shariah history built"'));
  return line ? (JSON.parse(line) as Built) : null;
};

const during: number[] = [];
const duringFailures = { n: 0 };
const firstAnswerAt = Date.now();
/** When the server's process started (its performance.now() counts from about then). */
const spawnedAt = firstAnswerAt - server.readyMs;
const cpu0 = server.cpuMs();
const stopDuring = probe(during, duringFailures);
writeFileSync(`${stallsFile}.start`, "build");
const waitStarted = performance.now();
let found = builtLine();
while (!found) {
  if (performance.now() - waitStarted > BUILD_LIMIT_MS) throw new Error("the build did not end in 30 minutes");
  await Bun.sleep(100);
  found = builtLine();
}
const built = found;
await stopDuring();
const cpuMs = server.cpuMs() - cpu0;
// Written every second by the server: give it one more second, then read the build's.
await Bun.sleep(1100);
const holds = JSON.parse(readFileSync(stallsFile, "utf8")) as {
  counts: Record<string, number>;
  longest: { at: number; wallMs: number; cpuMs: number; waitMs: number }[];
};
const after: number[] = [];
const afterFailures = { n: 0 };
const stopAfter = probe(after, afterFailures);
await Bun.sleep(AFTER_MS);
await stopAfter();
const rssMiB = server.rssMiB();
const serverLog = readFileSync(logFile, "utf8")
  .split("\n")
  .filter((l) => l.startsWith("{"))
  .map((l) => JSON.parse(l) as { time: string; msg: string; ms?: number });
await server.stop();
await pg?.drop();

const buildStartedAt = Date.parse(built.time) - built.ms;
const duringStats = stats(during);
const result = {
  ...(note ? { note } : {}),
  machine: machine(),
  loadAverage: { start: loadAtStart, end: loadAverage() },
  pinned: hasTaskset ? "server on core 0, probe on core 1 (taskset)" : "not pinned (no taskset)",
  database,
  universe: UNIVERSE,
  target: { healthzP99Ms: TARGET_P99_MS },
  build: {
    symbols: built.symbols,
    companiesScreened: built.computed,
    quartersWritten: built.quarters,
    ms: built.ms,
    // The build's longest step between two turns of the event loop (its own log line, wall).
    longestStepMs: built.longestStepMs,
    // Probing starts at the server's first answer; the build starts 2 s after the server does,
    // while it still loads: the part of the build before the first answer is not probed.
    probedFromMsIntoBuild: Math.max(0, firstAnswerAt - buildStartedAt),
    serverCpuMs: cpuMs,
    serverCpuMsPerCompany: Math.round((cpuMs / Math.max(1, built.computed)) * 100) / 100,
  },
  healthzDuringBuildMs: { ...duringStats, failed: duringFailures.n },
  healthzAfterBuildMs: { ...stats(after), failed: afterFailures.n },
  // When the slow probes (over the target) were sent, in seconds into the build, by tenths of it.
  slowProbesByTenthOfBuild: Array.from(
    { length: 11 },
    (_, k) => slow.filter((p) => Math.min(10, Math.floor(((p.at - buildStartedAt) / built.ms) * 10)) === k).length,
  ),
  slowestProbes: [...slow]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10)
    .map((p) => ({ secondsIntoBuild: Math.round((p.at - buildStartedAt) / 100) / 10, ms: p.ms })),
  // The server's event loop during the build and the second after it (bench/stall-monitor.ts):
  // gaps of its 2 ms timer over 20 ms, by the CPU the main thread had in them (cpuOver50: code
  // holding the loop past the target) against the wait for a core (waitMs).
  eventLoop: {
    counts: holds.counts,
    // secondsIntoBuild: when the gap ended, from the server's clock (its start ≈ the spawn).
    longestByCpu: holds.longest.slice(0, 8).map(({ at, wallMs, cpuMs, waitMs }) => ({
      secondsIntoBuild: Math.round((spawnedAt + at - buildStartedAt) / 100) / 10,
      wallMs,
      cpuMs,
      waitMs,
    })),
  },
  // What else the server logged while the build ran (its other start-up work).
  serverLogDuringBuild: serverLog
    .filter((l) => l.msg !== "request")
    .filter(
      (l) => Date.parse(l.time) >= buildStartedAt - 1000 && Date.parse(l.time) <= buildStartedAt + built.ms + 1000,
    )
    .map((l) => ({
      secondsIntoBuild: Math.round((Date.parse(l.time) - buildStartedAt) / 100) / 10,
      msg: l.msg,
      ms: l.ms,
    })),
  serverRssMiBAfter: rssMiB,
  passes: duringStats.p99 <= TARGET_P99_MS && duringFailures.n === 0,
};
await writeResult("shariah-history", label, result);
process.exit(0);

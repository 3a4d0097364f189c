// Ordinary logins while 20 attacking addresses flood the password-hashing queue, each as fast as
// its per-address limit allows (issue A5; the scenario of tests/helpers/login-flood.ts): the
// share of ordinary logins that get in within 2 s, and their p50/p99 latency. The real server
// (real argon2id, default HASH_CONCURRENCY and HASH_QUEUE, TRUSTED_PROXIES so each request
// carries its client address) uses both cores; with --pin it runs on CPU 1 and this load
// generator on CPU 0 (taskset). The load generator's CPU time is reported either way. With
// `--before <checkout>` (e.g. a git worktree of the commit before the change) the same scenario
// also runs against that code, alternating runs, in the same invocation. Results:
// bench/results/login-fairness.json (or --out).
//   bun bench/login-fairness.ts [--before <checkout>] [--runs 2] [--ordinary 40] [--env K=V]...
//     [--pin] [--nice=-10]
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { openDb } from "../src/server/db";
import { loginFlood, seedUsers, summarise } from "../tests/helpers/login-flood";
import { machine } from "./machine";
import { processCpuMs } from "./server";

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    runs: { type: "string", default: "2" },
    ordinary: { type: "string", default: "40" },
    out: { type: "string", default: join("bench", "results", "login-fairness.json") },
    env: { type: "string", multiple: true, default: [] },
    pin: { type: "boolean", default: false },
    // On a machine shared with other work: run the server at this niceness (e.g. -10, as root),
    // recorded with the results.
    nice: { type: "string" },
  },
});
const runs = Number(values.runs);
const ordinaryCount = Number(values.ordinary);
const extraEnv = Object.fromEntries(values.env.map((kv) => kv.split(/=(.*)/s).slice(0, 2) as [string, string]));
const hasTaskset = (() => {
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const pin = hasTaskset && values.pin;

/** This process's niceness (field 19 of /proc/self/stat). */
function niceness(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

const loadAverage = async () => (await Bun.file("/proc/loadavg").text()).split(" ").slice(0, 3).join(" ");

async function once(root: string, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-fairness-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_ORIGIN: origin,
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, "no-client"),
    DEMO: "false",
    LOG_LEVEL: "warn",
    MARKET_CLOCK: "always-open",
    TRUSTED_PROXIES: "127.0.0.1, ::1",
    ...extraEnv,
  };
  const main = join(root, "src", "server", "main.ts");
  const pinned = pin ? ["taskset", "-c", "1", process.execPath, main] : [process.execPath, main];
  const cmd = values.nice ? ["nice", "-n", values.nice, ...pinned] : pinned;
  const proc = Bun.spawn(cmd, { cwd: root, env, stdout: "ignore", stderr: "inherit" });
  try {
    const deadline = performance.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {}
      if (performance.now() > deadline) throw new Error(`server in ${root} did not start`);
      await Bun.sleep(50);
    }
    // The server migrated its database; the ordinary users are added beside it (SQLite, WAL).
    const db = await openDb(loadConfig({ DATA_DIR: dataDir }));
    const users = await seedUsers(db, ordinaryCount);
    await db.close();
    const load = await loadAverage();
    const cpuBefore = processCpuMs(proc.pid);
    const generatorBefore = process.cpuUsage();
    const result = await loginFlood({ origin, users });
    const generator = process.cpuUsage(generatorBefore);
    return {
      loadAverage: { before: load, after: await loadAverage() },
      ordinary: summarise(result.ordinary),
      attack: { sent: result.attackSent, statuses: result.attack },
      tookMs: result.tookMs,
      serverCpuMs: processCpuMs(proc.pid) - cpuBefore,
      generatorCpuMs: Math.round((generator.user + generator.system) / 1000),
    };
  } finally {
    proc.kill("SIGTERM");
    await proc.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What one argon2id check (Bun.password's defaults) costs here: one at a time, and two at once in
 * one process (as HASH_CONCURRENCY=2 runs them): wall time and CPU time per check. */
async function argon2Cost() {
  const hash = await Bun.password.hash("a password", { algorithm: "argon2id" });
  await Bun.password.verify("warm-up", hash);
  const measure = async (atOnce: number, checks = 8) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < checks; i += atOnce)
      await Promise.all(Array.from({ length: atOnce }, () => Bun.password.verify("wrong", hash)));
    const used = process.cpuUsage(cpu);
    return {
      atOnce,
      checksPerSecond: Math.round((checks / ((performance.now() - started) / 1000)) * 10) / 10,
      cpuMsPerCheck: Math.round((used.user + used.system) / 1000 / checks),
    };
  };
  return { loadAverage: await loadAverage(), oneAtATime: await measure(1), twoAtOnce: await measure(2) };
}
const argon2 = await argon2Cost();
console.log("argon2id", JSON.stringify(argon2));
// Measured on both cores; then the load generator goes to CPU 0, the server to CPU 1.
if (pin) execFileSync("taskset", ["-a", "-cp", "0", String(process.pid)], { stdio: "ignore" });

const variants: [name: "before" | "after", root: string][] = [["after", resolve(".")]];
if (values.before) variants.unshift(["before", resolve(values.before)]);
const results: Record<string, Awaited<ReturnType<typeof once>>[]> = { before: [], after: [] };
let port = 5410;
for (let r = 0; r < runs; r++) {
  for (const [name, root] of variants) {
    const run = await once(root, port++);
    results[name]!.push(run);
    console.log(name, JSON.stringify(run.ordinary), "load", run.loadAverage.before);
  }
}

/** All runs of a variant together: the share within 2 s and percentiles over every sample. */
function pooled(list: Awaited<ReturnType<typeof once>>[]) {
  if (list.length === 0) return null;
  const n = list.reduce((sum, r) => sum + r.ordinary.n, 0);
  const ok = list.reduce((sum, r) => sum + r.ordinary.okWithinBudget, 0);
  return {
    ordinaryLogins: n,
    okWithin2s: ok,
    successRate: Math.round((ok / n) * 1000) / 1000,
    p50MsOfRuns: list.map((r) => r.ordinary.p50Ms),
    p99MsOfRuns: list.map((r) => r.ordinary.p99Ms),
  };
}

const summary = {
  machine: machine(),
  scenario: {
    attackers: 20,
    attackEveryMs: 600,
    note: "each attacking address: a login for a new unknown e-mail every 600 ms (its limit of 100 a minute), not waiting for answers; ordinary logins (right password) one every 400 ms, each from its own address, after 2.5 s of attack alone",
    ordinaryPerRun: ordinaryCount,
    runs,
    pinned: pin ? "load generator on CPU 0, server on CPU 1 (taskset)" : "not pinned",
    // The niceness this benchmark ran at (nice -n -10 on a shared machine), and the server's on top.
    niceness: niceness(),
    serverNice: values.nice ?? "0",
    env: extraEnv,
  },
  argon2id: argon2,
  before: pooled(results.before!),
  after: pooled(results.after!),
  runs: results,
};
mkdirSync(dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(summary, null, 2)}\n`);
console.log(JSON.stringify({ before: summary.before, after: summary.after }, null, 2));

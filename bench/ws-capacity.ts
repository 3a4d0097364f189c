// Every core: does a second server process hold more clients? (issue target: two processes hold
// at least 1.6 times the clients of one, at the same p99.)
//
// Measured on two cores, where a server process per core would leave the load generator none,
// so each server process gets a smaller "core" of its own instead: a CPU budget of
// --core-quota (0.25) of core 0, given in 1 ms slices every 10 ms (bench/cgroup.ts), while the
// clients run on core 1. One process gets one such budget; WORKERS=2 gets one per worker (they
// share sessions and the market feed through Redis, as in production). For each, the subscribed
// quotes load (bench/ws-fanout.ts --mode quotes: each client its own 50 of 1,000 symbols, all
// changing each second) doubles from --start clients until a step misses the bound (p99 from
// tick to arrival over --p99 ms, a client failing, or under 98 % of the expected quotes
// delivered), then halves the gap between the last step that held and the first that missed
// until it is at most --precision clients. Capacity is the largest step that held; the ratio is
// two processes' over one's. Each search runs --runs times; the median capacity counts.
//   bun bench/ws-capacity.ts [--start 400] [--precision 100] [--p99 150] [--runs 3]
//                            [--core-quota 0.25] [--seconds 5] [--note "text"]
import { writeFileSync } from "node:fs";
import { machine } from "./machine";

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const start = Number(option("start", "400"));
const precision = Number(option("precision", "100"));
const bound = Number(option("p99", "150"));
const runs = Number(option("runs", "3"));
const coreQuota = option("core-quota", "0.25");
const seconds = option("seconds", "5");
const note = option("note", "");

interface Step {
  clients: number;
  p99ms: number | null;
  failed: number;
  quotesShare: number | null;
  serverCoreShare: number;
  cpuMsPer1000: number | null;
  held: boolean;
}

function step(workers: number, clients: number): Step {
  const proc = Bun.spawnSync(
    [
      process.execPath,
      "bench/ws-fanout.ts",
      "--mode",
      "quotes",
      "--targets",
      "rockets",
      "--workers",
      String(workers),
      "--clients",
      String(clients),
      "--runs",
      "1",
      "--seconds",
      seconds,
      "--pin",
      "--core-quota",
      coreQuota,
      "--out",
      "none",
    ],
    { stdout: "pipe", stderr: "inherit" },
  );
  const line = proc.stdout
    .toString()
    .split("\n")
    .find((l) => l.startsWith('{"run"'));
  if (!line) throw new Error(`ws-fanout gave no result for ${workers} process(es), ${clients} clients`);
  const r = JSON.parse(line);
  const held = r.p99ms !== null && r.p99ms <= bound && r.failed === 0 && (r.quotesShare ?? 0) >= 0.98;
  return {
    clients,
    p99ms: r.p99ms,
    failed: r.failed,
    quotesShare: r.quotesShare,
    serverCoreShare: r.serverCoreShare,
    cpuMsPer1000: r.cpuMsPer1000,
    held,
  };
}

/** Doubling, then halving the gap: the largest step that held (0 if none did). */
function search(workers: number): { capacity: number; steps: Step[] } {
  const steps: Step[] = [];
  const run = (clients: number) => {
    const s = step(workers, clients);
    steps.push(s);
    console.log(JSON.stringify({ workers, ...s }));
    return s.held;
  };
  let held = 0;
  let missed = start;
  while (run(missed)) {
    held = missed;
    missed *= 2;
  }
  while (missed - held > precision) {
    const mid = Math.round((held + missed) / 2 / 50) * 50;
    if (mid <= held || mid >= missed) break;
    if (run(mid)) held = mid;
    else missed = mid;
  }
  return { capacity: held, steps };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const loadBefore = (await Bun.file("/proc/loadavg").text()).trim();
const searches: { run: number; workers: number; capacity: number; steps: Step[] }[] = [];
for (let run = 1; run <= runs; run++) {
  for (const workers of [1, 2]) searches.push({ run, workers, ...search(workers) });
}
const one = median(searches.filter((l) => l.workers === 1).map((l) => l.capacity));
const two = median(searches.filter((l) => l.workers === 2).map((l) => l.capacity));
const ratio = one > 0 ? Math.round((two / one) * 100) / 100 : null;
const commit = (await Bun.$`git rev-parse --short HEAD`.quiet().nothrow()).stdout.toString().trim();
const host = machine();
const result = {
  machine: { ...host, commit },
  note,
  setup: {
    load: "bench/ws-fanout.ts --mode quotes --pin: 50 of 1,000 symbols a client, every symbol changing each second",
    coreQuota: { share: Number(coreQuota), periodUs: 10_000, of: "core 0, one budget per server process" },
    clients: "core 1",
    p99BoundMs: bound,
    search: { start, precision },
    runs,
    secondsPerStep: Number(seconds),
  },
  target: { twoOverOne: 1.6 },
  capacity: { one, two, twoOverOne: ratio },
  loadAverage: { before: loadBefore, after: (await Bun.file("/proc/loadavg").text()).trim() },
  searches,
};
writeFileSync("bench/results/ws-capacity.json", `${JSON.stringify(result, null, 2)}\n`);
const rows = searches.map(
  (l) =>
    `| ${l.run} | ${l.workers} | ${l.capacity} | ${l.steps.map((s) => `${s.clients}: ${s.p99ms} ms${s.held ? "" : " ✗"}`).join(", ")} |`,
);
writeFileSync(
  "bench/results/ws-capacity.md",
  [
    "# Every core: clients held by one and by two server processes",
    "",
    `Machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB, Bun ${host.bun}; commit ${commit}; ${host.date}. Load average before: ${result.loadAverage.before}; after: ${result.loadAverage.after}.`,
    ...(note ? ["", `**Note:** ${note}`] : []),
    "",
    `Each server process gets ${coreQuota} of core 0 (a CFS quota, 1 ms slices: bench/cgroup.ts) as its "core"; the clients run on core 1. Subscribed quotes (50 of 1,000 symbols a client, every symbol changing each second); a step holds when p99 (tick to arrival) ≤ ${bound} ms, no client fails and ≥ 98 % of the quotes arrive. Each search doubles from ${start} clients until a step misses, then halves the gap to ${precision} clients or less; capacity is the largest step that held, median of ${runs} search(es).`,
    "",
    `**One process: ${one} clients; two: ${two} clients; two ÷ one = ${ratio}×** (target ≥ 1.6×).`,
    "",
    "| run | processes | capacity | steps in order (clients: p99; ✗ missed) |",
    "|---:|---:|---:|---|",
    ...rows,
    "",
  ].join("\n"),
);
await Bun.$`node_modules/.bin/biome format --write bench/results/ws-capacity.json bench/results/ws-capacity.md`
  .quiet()
  .nothrow();
console.log(JSON.stringify(result.capacity));

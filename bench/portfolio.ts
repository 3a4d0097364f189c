// Portfolio benchmark (docs/portfolio.md): a portfolio of 10,000 transactions over three years in
// 40 US and Saudi holdings, through the whole request path of the app (session, routes, stores,
// service) in this process, on SQLite (or PostgreSQL with TEST_DB=postgres and
// TEST_DATABASE_URL). Measures: the import of the 10,000 rows as CSV (dry run, then for real);
// the summary cold (the first of the process: daily closes, the market index's history and the
// transactions all loaded) and cold for the portfolio (a new version: its transactions read again,
// the market's history already at hand), and warm; the zakat report. Targets: summary p99 ≤ 50 ms
// warm and ≤ 500 ms cold, zakat ≤ 100 ms, import of 10,000 rows ≤ 2 s.
//   bun bench/portfolio.ts [warm=200]
import { getPriority, loadavg } from "node:os";
import { testUser } from "../tests/helpers/accounts";
import { ORIGIN, TEST_DB, testServer } from "../tests/helpers/server";
import { ledgerCsv } from "./cash";
import { machine } from "./machine";
import { stats, writeResult } from "./results-file";

const WARM = Number(process.argv[2] ?? 200);
/** Whether other work was running when the benchmark started (the 1-minute load average above 1). */
const busy = loadavg()[0]! > 1;
const ROWS = 10_000;

/** The longest the event loop went without running a 1 ms timer while `f` ran, in CPU time of the
 * process (its waits for a core on a busy machine excluded) and in wall time. */
async function holdOf(f: () => Promise<unknown>): Promise<{ cpuMs: number; wallMs: number }> {
  const now = () => {
    const u = process.cpuUsage();
    return { cpu: (u.user + u.system) / 1000, wall: performance.now() };
  };
  let last = now();
  let cpuMs = 0;
  let wallMs = 0;
  let running = true;
  const tick = () => {
    const t = now();
    cpuMs = Math.max(cpuMs, t.cpu - last.cpu);
    wallMs = Math.max(wallMs, t.wall - last.wall);
    last = t;
    if (running) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  await f();
  running = false;
  tick();
  return { cpuMs: Math.round(cpuMs * 10) / 10, wallMs: Math.round(wallMs * 10) / 10 };
}

const cpu: number[] = [];
/** The CPU milliseconds of the calls made by `f`. */
async function cpuOf(f: () => Promise<void>): Promise<ReturnType<typeof stats>> {
  const from = cpu.length;
  await f();
  return stats(cpu.slice(from));
}

const s = await testServer();
// The benchmark runs on today's real date (transactions up to three years back).
s.clock.now = Date.parse("2026-11-18T12:00:00Z");
const user = await testUser(s.services);
const call = async (method: string, path: string, body?: string, type = "application/json") => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await s.request(`/api/v1/work/portfolios${path}`, {
    method,
    cookie: user.cookie,
    headers: { origin: ORIGIN, ...(body !== undefined ? { "content-type": type } : {}) },
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  // CPU time of the process during the call: the work done, whatever the machine's scheduling.
  cpu.push((c.user + c.system) / 1000);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, body: JSON.parse(text) };
};

const st = s.services.market.state;
const picks: { symbol: string; currency: string; price: number }[] = [];
for (const market of ["USD", "SAR"]) {
  const idx = [...Array(st.n).keys()].filter((i) => st.currencies[i] === market).slice(0, 20);
  for (const i of idx) picks.push({ symbol: st.symbols[i]!, currency: market, price: st.price[i]! });
}
const csv = ledgerCsv(picks, ROWS);
const created = await call("POST", "", JSON.stringify({ name: "Bench", baseCurrency: "SAR" }));
const id = created.body.portfolio.id as string;

const loadStart = loadavg();
const cpuFrom = cpu.length;
const dry = await call("POST", `/${id}/import?dryRun=1`, csv, "text/csv");
if (dry.body.errors.length) throw new Error(JSON.stringify(dry.body.errors.slice(0, 3)));
const imported = await call("POST", `/${id}/import?dryRun=0`, csv, "text/csv");
if (imported.body.imported !== ROWS) throw new Error(`imported ${imported.body.imported}`);
const importCpu = cpu.slice(cpuFrom).map((x) => Math.round(x));

// The market's index history (the benchmark, shared by every portfolio and loaded once a day per
// instance) timed on its own; then the portfolio's first summary: daily closes of its 40 symbols,
// its 10,000 transactions read and replayed.
const h0 = performance.now();
await Promise.all([s.services.market.insights.history("SA"), s.services.market.insights.history("US")]);
const indexHistoryMs = Math.round(performance.now() - h0);
const first = await call("GET", `/${id}/summary`);
const coldPortfolio: number[] = [];
const coldCpu: number[] = [];
const coldHolds: { cpuMs: number; wallMs: number }[] = [];
for (let k = 0; k < 20; k++) {
  await call("PUT", `/${id}`, JSON.stringify({ name: `Bench ${k}` }));
  coldHolds.push(await holdOf(async () => coldPortfolio.push((await call("GET", `/${id}/summary`)).ms)));
  coldCpu.push(cpu.at(-1)!);
}
const warm: number[] = [];
const warmCpu = await cpuOf(async () => {
  for (let k = 0; k < WARM; k++) warm.push((await call("GET", `/${id}/summary`)).ms);
});
const zakat: number[] = [];
const zakatCpu = await cpuOf(async () => {
  for (let k = 0; k < 50; k++) zakat.push((await call("GET", `/${id}/zakat?year=${k % 2 ? "solar" : "lunar"}`)).ms);
});
const income: number[] = [];
for (let k = 0; k < 20; k++) income.push((await call("GET", `/${id}/income`)).ms);
const summary = first.body;

const result = {
  note: `In one process through app.fetch (no socket): session, routes, stores and service as served. ${
    busy
      ? "The machine was busy with other work (load average above 1 on 2 cores): wall-clock tails include waits for a core, so the CPU time per call is recorded beside them."
      : "Quiet machine: no other work running."
  }`,
  machine: { ...machine(), shared: busy },
  /** The benchmark's niceness (run as `nice -n -10 bun bench/portfolio.ts` on a busy machine). */
  niceness: getPriority(),
  loadAverage: {
    start: loadStart.map((x) => x.toFixed(2)).join(" "),
    end: loadavg()
      .map((x) => x.toFixed(2))
      .join(" "),
  },
  database: TEST_DB,
  portfolio: {
    transactions: ROWS,
    holdings: summary.holdings.length,
    csvBytes: Buffer.byteLength(csv),
    firstTransaction: csv.split("\n")[1]!.slice(0, 10),
  },
  targets: { summaryWarmP99Ms: 50, summaryColdMs: 500, zakatMs: 100, importMs: 2000 },
  importMs: { dryRun: Math.round(dry.ms), import: Math.round(imported.ms) },
  importCpuMs: { dryRun: importCpu[0], import: importCpu[1] },
  summaryMs: {
    /** Loading the index history of both markets, once per instance and day (not a portfolio's cost). */
    indexHistory: indexHistoryMs,
    /** The first summary of the process after that: closes and transactions loaded, series computed. */
    coldFirst: Math.round(first.ms),
    coldPortfolio: stats(coldPortfolio),
    coldPortfolioCpu: stats(coldCpu),
    /** The longest the event loop was held during a cold summary (CPU and wall ms). */
    coldPortfolioHold: {
      cpu: stats(coldHolds.map((h) => h.cpuMs)),
      wall: stats(coldHolds.map((h) => h.wallMs)),
    },
    warm: stats(warm),
    /** CPU time of the process per warm summary (scheduling delays of a busy machine excluded). */
    warmCpu,
  },
  zakatMs: stats(zakat),
  zakatCpuMs: zakatCpu,
  incomeMs: stats(income),
};
await writeResult("portfolio", TEST_DB, result);
await s.close();

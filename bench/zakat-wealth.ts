// The whole-wealth zakat report (docs/portfolio.md, "The whole zakat"): ten portfolios of 10,000
// transactions each (the most a user may have), 40 US and Saudi holdings each, and a zakat profile
// with other wealth, through the whole request path (session, routes, stores, services) in this
// process, on SQLite (or PostgreSQL with TEST_DB=postgres and TEST_DATABASE_URL). Measures the
// report cold (the first after the imports) and warm, wall and CPU time per call; beside it, in
// the same run, the one-portfolio zakat report of the biggest portfolio (its peer: the whole
// report does that ten times and adds the profile). Target: whole report p99 <= 150 ms warm.
//   bun bench/zakat-wealth.ts [warm=100]
import { loadavg } from "node:os";
import { testUser } from "../tests/helpers/accounts";
import { ORIGIN, TEST_DB, testServer } from "../tests/helpers/server";
import { ledgerCsv } from "./cash";
import { machine } from "./machine";
import { stats, writeResult } from "./results-file";

const WARM = Number(process.argv[2] ?? 100);
const PORTFOLIOS = 10;
const ROWS = 10_000;
const busyAtStart = loadavg()[0]! > 1;

const s = await testServer();
s.clock.now = Date.parse("2026-11-18T12:00:00Z");
const user = await testUser(s.services);
/** One call: its wall time and the process's CPU time while it ran. */
const call = async (method: string, path: string, body?: string, type = "application/json") => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await s.request(`/api/v1/work${path}`, {
    method,
    cookie: user.cookie,
    headers: { origin: ORIGIN, ...(body !== undefined ? { "content-type": type } : {}) },
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  if (res.status >= 300)
    throw new Error(
      `${method} ${path}: ${res.status} ${JSON.stringify(JSON.parse(text).errors ?? text).slice(0, 600)}`,
    );
  return { ms, cpuMs: (c.user + c.system) / 1000, body: JSON.parse(text) };
};

const st = s.services.market.state;
const picks: { symbol: string; currency: string; price: number }[] = [];
for (const currency of ["USD", "SAR"]) {
  const idx = [...Array(st.n).keys()].filter((i) => st.currencies[i] === currency).slice(0, 60);
  for (const i of idx) picks.push({ symbol: st.symbols[i]!, currency, price: st.price[i]! });
}
const ids: string[] = [];
for (let k = 0; k < PORTFOLIOS; k++) {
  // Each portfolio its own 40 of the 120 symbols and its own ledger.
  const own = picks.filter((_, j) => (j + k) % 3 === 0);
  // No withholding: the generated ledger keeps fees within the cash it reckons with gross dividends.
  const created = await call(
    "POST",
    "/portfolios",
    JSON.stringify({ name: `Bench ${k}`, baseCurrency: "SAR", withholdingRate: 0 }),
  );
  const id = created.body.portfolio.id as string;
  const imported = await call("POST", `/portfolios/${id}/import?dryRun=0`, ledgerCsv(own, ROWS, 42 + k), "text/csv");
  if (imported.body.imported !== ROWS) throw new Error(`imported ${imported.body.imported}`);
  ids.push(id);
}
await call(
  "PUT",
  "/zakat/profile",
  JSON.stringify({
    hawl: { hijri: "1448-09-01" },
    nisabBasis: "gold",
    currency: "SAR",
    purificationMethod: "aaoifi21",
    otherWealth: { cash: 50_000, goldGrams: 100, silverGrams: 500, receivables: 10_000, debts: 20_000 },
  }),
);

const loadStart = loadavg();
const cold = await call("GET", "/zakat/report?year=lunar");
if (cold.body.portfolios.length !== PORTFOLIOS) throw new Error(`counted ${cold.body.portfolios.length}`);
const whole = { wall: [] as number[], cpu: [] as number[] };
const one = { wall: [] as number[], cpu: [] as number[] };
// Interleaved, so a burst of other work on the machine falls on both alike.
for (let k = 0; k < WARM; k++) {
  const year = k % 2 ? "solar" : "lunar";
  const w = await call("GET", `/zakat/report?year=${year}`);
  whole.wall.push(w.ms);
  whole.cpu.push(w.cpuMs);
  const o = await call("GET", `/portfolios/${ids[0]}/zakat?year=${year}`);
  one.wall.push(o.ms);
  one.cpu.push(o.cpuMs);
}
const loadEnd = loadavg();
const busy = busyAtStart || loadEnd[0]! > 1;

const result = {
  note: `In one process through app.fetch (no socket). ${
    busy
      ? "The machine was busy with other work (load average above 1 on 2 cores): wall-clock tails include waits for a core; the CPU time per call is beside them."
      : "Quiet machine: no other work running."
  }`,
  machine: { ...machine(), shared: busy },
  loadAverage: {
    start: loadStart.map((x) => x.toFixed(2)).join(" "),
    end: loadEnd.map((x) => x.toFixed(2)).join(" "),
  },
  database: TEST_DB,
  portfolios: PORTFOLIOS,
  transactionsEach: ROWS,
  target: { wholeWarmP99Ms: 150 },
  wholeReport: {
    coldMs: Math.round(cold.ms),
    warmMs: stats(whole.wall),
    warmCpuMs: stats(whole.cpu),
    total: `${cold.body.total} ${cold.body.currency}`,
    due: cold.body.due,
  },
  /** The peer in the same run: one portfolio's zakat report. */
  onePortfolio: { warmMs: stats(one.wall), warmCpuMs: stats(one.cpu) },
};
await writeResult("zakat-wealth", TEST_DB, result);
await s.close();

// Screener benchmark (docs/architecture.md, Screener): random screens of 1 to 8 filters and a
// sort over a 70,000-ticker simulated market, answered by the columnar engine, and the same
// screens as indexed SQLite queries (bun:sqlite, every column indexed) over the same rows, in
// the same run. "Under load": a worker thread keeps one of the cores busy throughout, and in
// the engine's "live" pass the market ticks every 20 screens, so columns are rebuilt as in
// production. The Shariah columns are built too (simulated fundamentals, 36 months of month-end
// market caps), so screens may filter and sort by them. Results go to bench/results/screener.json.
//   bun bench/screener.ts [screens=2000] [tickers=70000]
import { Database } from "bun:sqlite";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { shariahFigures, simulateFundamentals } from "../src/server/fundamentals/book";
import { buildUniverse } from "../src/server/market/universe";
import { SimulatedMarket } from "../src/server/providers/simulated";
import { ScreenEngine } from "../src/server/screener/engine";
import { TickerBook } from "../src/server/ticker/book";
import {
  fieldDef,
  isSetFilter,
  SCREEN_FIELD_KEYS,
  SCREEN_PAGE_SIZE,
  type ScreenField,
  type ScreenFilter,
  type ScreenQuery,
  type SetFieldDef,
} from "../src/shared/screener";
import { machine } from "./machine";

const screens = Number(process.argv[2] ?? 2000);
const size = Number(process.argv[3] ?? 70_000);
const now = Date.UTC(2026, 10, 18, 15, 0, 0);

let t = performance.now();
const sim = new SimulatedMarket({ seed: 1, companies: buildUniverse(size), tickMs: 1000, startTs: now });
sim.tick(now);
const simMs = performance.now() - t;
const state = sim.state;
const tickers = new TickerBook(
  () => state,
  () => now,
  1,
);
tickers.observe();
const engine = new ScreenEngine(state, tickers, true);
t = performance.now();
await engine.whenBuilt();
const staticsMs = performance.now() - t;
t = performance.now();
await engine.shariahReady((i) => shariahFigures(simulateFundamentals(state.companies[i]!, 1, now)));
const shariahMs = performance.now() - t;
console.log(
  JSON.stringify({
    tickers: state.n,
    simMs: Math.round(simMs),
    staticsMs: Math.round(staticsMs),
    shariahMs: Math.round(shariahMs),
  }),
);

// Random screens: 1–8 filters on distinct fields, ranges between two observed values.
let seed = 42;
const rand = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 4294967296;
};
const numeric = SCREEN_FIELD_KEYS.filter((k) => fieldDef(k).kind === "number");
function randomQuery(): ScreenQuery {
  const count = 1 + Math.floor(rand() * 8);
  const fields = new Set<ScreenField>();
  while (fields.size < count) fields.add(SCREEN_FIELD_KEYS[Math.floor(rand() * SCREEN_FIELD_KEYS.length)]!);
  const filters: ScreenFilter[] = [...fields].map((field) => {
    const def = fieldDef(field);
    if (def.kind === "set") {
      const values = (def as SetFieldDef).values.filter(() => rand() < 0.6);
      return { field, in: values.length ? values : [def.values[0]!] };
    }
    const column = engine.column(field);
    // Loose bounds (10th–95th percentile-ish): screens that keep a good share of the market.
    const a = column[Math.floor(rand() * state.n)]!;
    const b = column[Math.floor(rand() * state.n)]!;
    const lo = Number.isFinite(a) && Number.isFinite(b) ? Math.min(a, b) : undefined;
    return rand() < 0.5 || lo === undefined
      ? { field, ...(lo === undefined ? {} : { min: lo }) }
      : { field, min: lo, max: Math.max(a, b) };
  });
  const sortField = numeric[Math.floor(rand() * numeric.length)]!;
  return {
    market: rand() < 0.9 ? "US" : "SA",
    filters,
    sort: { field: sortField, dir: rand() < 0.5 ? "asc" : "desc" },
  };
}
const queries = Array.from({ length: screens }, randomQuery);

function stats(samples: number[]): Record<string, number> {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 1000) / 1000;
  return { count: s.length, p50ms: at(0.5), p90ms: at(0.9), p99ms: at(0.99), maxms: at(1) };
}

// Load: one worker spinning on the other core for the whole run.
const spinner = new Worker(URL.createObjectURL(new Blob(["for(;;){}"], { type: "application/javascript" })));
await Bun.sleep(200);
const loadBefore = loadavg();

function engineRun(live: boolean): { stats: Record<string, number>; totals: number[] } {
  const samples: number[] = [];
  const totals: number[] = [];
  let ts = now;
  queries.forEach((q, k) => {
    if (live && k % 20 === 0) {
      ts += 1000;
      sim.tick(ts);
      tickers.observe();
    }
    const start = performance.now();
    const result = engine.run(q, 1);
    samples.push(performance.now() - start);
    totals.push(result.totalTickers);
  });
  return { stats: stats(samples), totals };
}

// Warm-up, then the engine with a still market (same rows as SQLite) and with live ticks.
engineRun(false);
const still = engineRun(false);

// SQLite: the same rows (the engine's columns at this moment), one index per column.
const db = new Database(":memory:");
const cols = SCREEN_FIELD_KEYS.map((k) => `"${k}" ${fieldDef(k).kind === "set" ? "TEXT" : "REAL"}`).join(", ");
db.run(`CREATE TABLE t (i INTEGER PRIMARY KEY, market TEXT, symbol TEXT, name TEXT, ${cols})`);
const insert = db.prepare(`INSERT INTO t VALUES (?, ?, ?, ?, ${SCREEN_FIELD_KEYS.map(() => "?").join(", ")})`);
t = performance.now();
db.transaction(() => {
  for (let i = 0; i < state.n; i++) {
    const c = state.companies[i]!;
    const values = SCREEN_FIELD_KEYS.map((k) => {
      if (fieldDef(k).kind === "set") return engine.value(i, k);
      const v = engine.column(k)[i]!;
      return Number.isFinite(v) ? v : null;
    });
    insert.run(i, c.currency === "SAR" ? "SA" : "US", c.symbol, c.name, ...values);
  }
})();
db.run("CREATE INDEX t_market ON t (market)");
for (const k of SCREEN_FIELD_KEYS) db.run(`CREATE INDEX "t_${k}" ON t (market, "${k}")`);
db.run("ANALYZE");
const sqliteLoadMs = performance.now() - t;

function sqlFor(q: ScreenQuery): { where: string; params: (string | number)[] } {
  const parts = ["market = ?"];
  const params: (string | number)[] = [q.market];
  for (const f of q.filters) {
    if (isSetFilter(f)) {
      parts.push(`"${f.field}" IN (${f.in.map(() => "?").join(", ")})`);
      params.push(...f.in);
    } else {
      if (f.min !== undefined) {
        parts.push(`"${f.field}" >= ?`);
        params.push(f.min);
      }
      if (f.max !== undefined) {
        parts.push(`"${f.field}" <= ?`);
        params.push(f.max);
      }
      if (f.min === undefined && f.max === undefined) parts.push(`"${f.field}" IS NOT NULL`);
    }
  }
  return { where: parts.join(" AND "), params };
}

const sqliteSamples: number[] = [];
let mismatches = 0;
queries.forEach((q, k) => {
  const { where, params } = sqlFor(q);
  const order = `"${q.sort.field}" IS NULL, "${q.sort.field}" ${q.sort.dir.toUpperCase()}, symbol`;
  const start = performance.now();
  const total = (db.query(`SELECT COUNT(*) AS n FROM t WHERE ${where}`).get(...params) as { n: number }).n;
  db.query(`SELECT * FROM t WHERE ${where} ORDER BY ${order} LIMIT ${SCREEN_PAGE_SIZE}`).all(...params);
  sqliteSamples.push(performance.now() - start);
  if (total !== still.totals[k]) mismatches++;
});
const sqlite = stats(sqliteSamples);

const live = engineRun(true);
const loadAfter = loadavg();
spinner.terminate();

const result = {
  machine: machine(),
  loadAverage: {
    before: loadBefore.map((x) => Math.round(x * 100) / 100),
    after: loadAfter.map((x) => Math.round(x * 100) / 100),
  },
  tickers: state.n,
  screens,
  filtersPerScreen: "1–8 random fields (ranges from observed values, sets of random values), random sort, page 1",
  setup: {
    simulatedMarketMs: Math.round(simMs),
    perSessionColumnsMs: Math.round(staticsMs),
    shariahColumnsMs: Math.round(shariahMs),
    sqliteLoadAndIndexMs: Math.round(sqliteLoadMs),
  },
  engineStill: still.stats,
  engineLiveTicks: live.stats,
  sqliteIndexed: sqlite,
  countMismatches: mismatches,
  note: "One core kept busy by a spinning worker throughout; engineLiveTicks ticks the market every 20 screens (columns rebuilt on first use); SQLite counts and pages the same screens over the same rows, each column indexed with market.",
};
console.log(JSON.stringify(result, null, 2));
mkdirSync("bench/results", { recursive: true });
writeFileSync(join("bench/results", "screener.json"), `${JSON.stringify(result, null, 2)}\n`);

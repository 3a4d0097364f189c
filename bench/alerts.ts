// Alert evaluation per tick (docs/architecture.md, "Price alerts"): 100,000 active alerts over
// a 70,000-ticker simulated universe, the market stepped tick by tick, and only the index's
// evaluation timed (what runs on the market's update). Thresholds are spread 0.5–30 % away from
// the price on both sides, so a few alerts fire each tick, as in life; each fired alert is put
// back with a new threshold (not timed) so 100,000 stay active. For scale, the same tick checked
// by a plain loop over every alert. Budget: 5 ms per tick. Results: bench/results/alerts.json.
//   bun bench/alerts.ts [ticks=200]
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { AlertIndex, type IndexedAlert } from "../src/server/alerts/alert-index";
import { loadConfig } from "../src/server/config";
import { createMarket } from "../src/server/market";
import type { AlertKind } from "../src/shared/alerts";
import { machine } from "./machine";

const TICKS = Number(process.argv[2] ?? 200);
const ALERTS = 100_000;
const UNIVERSE = 70_000;
const BUDGET_MS = 5;

let clock = Date.UTC(2026, 10, 18, 15, 0, 0);
const market = createMarket(loadConfig({ DEMO: "false", MARKET_UNIVERSE_SIZE: String(UNIVERSE) }), () => clock);
await market.init();
const state = market.state;
let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const KINDS: AlertKind[] = [
  "priceAbove",
  "priceBelow",
  "priceAbove",
  "priceBelow",
  "changeAbove",
  "changeBelow",
  "crossSma50",
  "crossSma200",
];

function make(id: number): IndexedAlert {
  const i = Math.floor(random() * state.n);
  const kind = KINDS[Math.floor(random() * KINDS.length)]!;
  const away = 0.005 + random() * 0.3;
  const p = state.price[i]!;
  const change = ((p - state.prevClose[i]!) / state.prevClose[i]!) * 100;
  const value =
    kind === "priceAbove"
      ? p * (1 + away)
      : kind === "priceBelow"
        ? p * (1 - away)
        : kind === "changeAbove"
          ? change + away * 20
          : kind === "changeBelow"
            ? change - away * 20
            : null;
  const sma = kind === "crossSma50" ? state.sma50[i]! : state.sma200[i]!;
  return {
    id: `a${id}`,
    userId: `u${id % 5000}`,
    symbol: state.symbols[i]!,
    kind,
    value,
    arming: 1,
    side: value === null ? (p >= sma ? 1 : -1) : null,
  };
}

const index = new AlertIndex(
  (symbol) => state.index.get(symbol),
  () => state.n,
);
const all: IndexedAlert[] = [];
let next = 0;
const buildStart = performance.now();
for (; next < ALERTS; next++) {
  const alert = make(next);
  all.push(alert);
  index.put(alert);
}
const buildMs = performance.now() - buildStart;

/** Every alert checked: what the index saves. */
function naive(): number {
  let hits = 0;
  for (const a of all) {
    const i = state.index.get(a.symbol)!;
    const p = state.price[i]!;
    const change = ((p - state.prevClose[i]!) / state.prevClose[i]!) * 100;
    const v = a.value ?? 0;
    if (
      a.kind === "priceAbove"
        ? p >= v
        : a.kind === "priceBelow"
          ? p <= v
          : a.kind === "changeAbove"
            ? change >= v
            : change <= v
    )
      hits++;
  }
  return hits;
}

const times: number[] = [];
const naiveTimes: number[] = [];
let fired = 0;
for (let t = 0; t < TICKS; t++) {
  clock += 1000;
  await market.step(clock);
  const start = performance.now();
  const hits = index.evaluate(state);
  times.push(performance.now() - start);
  fired += hits.length;
  if (t % 10 === 0) {
    const s = performance.now();
    naive();
    naiveTimes.push(performance.now() - s);
  }
  for (let k = 0; k < hits.length; k++) index.put(make(next++));
}
market.stop();

const sorted = [...times].sort((a, b) => a - b);
const q = (p: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(3));
const result = {
  machine: machine(),
  loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
  universe: state.n,
  activeAlerts: index.size,
  ticks: TICKS,
  budgetMsPerTick: BUDGET_MS,
  buildIndexMs: Number(buildMs.toFixed(1)),
  evaluateMs: {
    p50: q(0.5),
    p90: q(0.9),
    p99: q(0.99),
    max: q(1),
    mean: Number((times.reduce((a, b) => a + b, 0) / TICKS).toFixed(3)),
  },
  firedPerTick: Number((fired / TICKS).toFixed(1)),
  naiveLoopMs: Number((naiveTimes.reduce((a, b) => a + b, 0) / naiveTimes.length).toFixed(2)),
  withinBudget: q(0.99) <= BUDGET_MS,
};
console.log(JSON.stringify(result, null, 2));
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/alerts.json", `${JSON.stringify(result, null, 2)}\n`);

// Partner insights benchmark, in-process (no HTTP): for universes of 1,000 and 70,000 tickers,
// the first history load per market (the once-a-session cost: 262 sessions of up to 5,000
// tickers) and then the per-call time of each insight over repeated calls on the loaded book.
// Results go to bench/results/insights.json. The machine is shared: the load average is
// written beside the numbers.
//   bun bench/insights.ts [calls=200]
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { Market } from "../src/server/market/engine";
import { SimProvider } from "../src/server/providers/sim-provider";
import { machine } from "./machine";

const calls = Number(process.argv[2] ?? 200);
const now = () => Date.UTC(2026, 10, 18, 15, 0, 0);
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

const results: Record<string, unknown>[] = [];
const before = loadavg();
for (const size of [1000, 70_000]) {
  const market = new Market(new SimProvider({ seed: 7, universeSize: size, tickMs: 1000, now }), now, 7);
  await market.init();
  const book = market.insights;
  for (const m of ["US", "SA"] as const) {
    const t0 = performance.now();
    await book.heatmap(m);
    const loadMs = performance.now() - t0;
    const perCall: Record<string, { p50: number; p99: number }> = {};
    const run = async (name: string, f: () => unknown) => {
      const times: number[] = [];
      for (let k = 0; k < calls; k++) {
        const t = performance.now();
        await f();
        times.push(performance.now() - t);
      }
      perCall[name] = { p50: +quantile(times, 0.5).toFixed(3), p99: +quantile(times, 0.99).toFixed(3) };
    };
    await run("heatmap", () => book.heatmap(m));
    await run("indices", () => book.indices(m));
    await run("performance", () => book.performance(m));
    // Rankings are cached per state version: a step between calls measures the real scan.
    await run("ranking", () => {
      market.state.version++;
      return book.ranking(m);
    });
    await run("sectors", () => book.sectors(m));
    await run("crosses", () => book.crosses(m));
    results.push({
      universe: size,
      market: m,
      tickers: book.members(m).length,
      firstLoadMs: Math.round(loadMs),
      perCall,
    });
    console.log(size, m, Math.round(loadMs), "ms first load", JSON.stringify(perCall));
  }
  market.stop();
}
const out = { machine: machine(), loadAverage: { before, after: loadavg() }, calls, results };
mkdirSync(join(import.meta.dir, "results"), { recursive: true });
writeFileSync(join(import.meta.dir, "results", "insights.json"), `${JSON.stringify(out, null, 2)}\n`);

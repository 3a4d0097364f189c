// Live quotes benchmark (src/server/realtime/quotes.ts): the work of one market tick for N
// sockets each following S symbols of the simulated market, in-process with sockets that only
// count what they are sent, so it measures the hub's own work (index, change detection,
// serialising each quote once, joining the messages), not the network. Per combination: the
// median and worst tick over `ticks` ticks, messages and bytes per tick. Results go to
// bench/results/quotes.json.
//   bun bench/quotes.ts [--sockets 1000,10000] [--symbols 20,100] [--universe 70000] [--ticks 20]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/server/config";
import { createMarket } from "../src/server/market";
import { type QuoteSocket, QuoteSubscriptions } from "../src/server/realtime/quotes";
import { machine } from "./machine";

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const socketCounts = option("sockets", "1000,10000").split(",").map(Number);
const symbolCounts = option("symbols", "20,100").split(",").map(Number);
const universe = Number(option("universe", "70000"));
const ticks = Number(option("ticks", "20"));

const dir = mkdtempSync(join(tmpdir(), "rockets-bench-quotes-"));
const config = loadConfig({
  ...process.env,
  MARKET_UNIVERSE_SIZE: String(universe),
  MARKET_CLOCK: "always-open",
  DATA_DIR: dir,
  DEMO: "false",
});
let now = Date.now();
const market = createMarket(config, () => now);
await market.init();
const symbols = market.state.symbols;

interface Row {
  sockets: number;
  symbolsEach: number;
  followed: number;
  medianMs: number;
  worstMs: number;
  messagesPerTick: number;
  kbPerTick: number;
}
const rows: Row[] = [];
for (const socketCount of socketCounts) {
  for (const each of symbolCounts) {
    const quotes = new QuoteSubscriptions(market, () => "open");
    let messages = 0;
    let bytes = 0;
    const sockets: QuoteSocket[] = Array.from({ length: socketCount }, () => ({
      data: {},
      send: (m: string) => {
        messages++;
        bytes += m.length;
      },
    }));
    // Each socket follows `each` symbols from a window of the 2,000 first (popular names are shared).
    sockets.forEach((ws, k) => {
      const start = (k * 37) % Math.max(1, 2000 - each);
      quotes.subscribe(ws, symbols.slice(start, start + each));
    });
    const times: number[] = [];
    messages = 0;
    bytes = 0;
    for (let t = 0; t < ticks; t++) {
      now += 1000;
      await market.step(now);
      const started = performance.now();
      quotes.tick();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const row: Row = {
      sockets: socketCount,
      symbolsEach: each,
      followed: quotes.symbols,
      medianMs: Math.round(times[times.length >> 1]! * 100) / 100,
      worstMs: Math.round(times.at(-1)! * 100) / 100,
      messagesPerTick: Math.round(messages / ticks),
      kbPerTick: Math.round(bytes / ticks / 1024),
    };
    rows.push(row);
    console.log(row);
    for (const ws of sockets) quotes.forget(ws);
  }
}
market.stop();
// The machine may be shared: the load around the run says how far to trust the times.
const loadAverage = (await Bun.file("/proc/loadavg").text()).trim().split(" ").slice(0, 3).join(" ");
rmSync(dir, { recursive: true, force: true });
writeFileSync(
  join(import.meta.dir, "results", "quotes.json"),
  `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), loadAverage, universe, ticks, rows }, null, 2)}\n`,
);

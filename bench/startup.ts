// Server start to ready with the 70,000-ticker universe: from spawning the process to the
// first answered /healthz (the server listens only once the market is built), a few times.
// Results go to bench/results/startup.json.
//   bun bench/startup.ts [runs=3] [universe=70000]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machine } from "./machine";
import { startServer } from "./server";

const runs = Number(process.argv[2] ?? 3);
const universe = Number(process.argv[3] ?? 70_000);
const readyMs: number[] = [];
const rssMiB: number[] = [];
const cpuMsToReady: number[] = [];
for (let k = 0; k < runs; k++) {
  const server = await startServer(
    { MARKET_UNIVERSE_SIZE: String(universe), MARKET_CLOCK: "always-open", LOG_LEVEL: "warn" },
    5203,
  );
  readyMs.push(Math.round(server.readyMs));
  rssMiB.push(server.rssMiB());
  cpuMsToReady.push(server.cpuMs());
  await server.stop();
}
const sorted = [...readyMs].sort((a, b) => a - b);
const summary = {
  machine: machine(),
  universe,
  budget: { readyMs: 1500 },
  loadAverage: (await Bun.file("/proc/loadavg").text()).trim(),
  readyMs,
  medianReadyMs: sorted[Math.floor(sorted.length / 2)],
  rssMiB,
  /** CPU the server used until ready (all threads): the start time on an idle machine is about this. */
  cpuMsToReady,
};
console.log(JSON.stringify(summary));
mkdirSync("bench/results", { recursive: true });
writeFileSync(join("bench/results", "startup.json"), `${JSON.stringify(summary, null, 2)}\n`);

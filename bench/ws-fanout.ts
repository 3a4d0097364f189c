// WebSocket fan-out benchmark: the real server (1,000 tickers, a tick a second) and, in a
// second process, 10,000 clients with a user session. Records the delay from each tick to
// its delivery (p50/p90/p99) and the server's memory before and with the clients. Results go
// to bench/results/ws-fanout.json.
//   bun bench/ws-fanout.ts [clients=10000] [seconds=8]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machine } from "./machine";
import { startServer } from "./server";

const clients = Number(process.argv[2] ?? 10_000);
const seconds = Number(process.argv[3] ?? 8);
const server = await startServer(
  { MARKET_UNIVERSE_SIZE: "1000", MARKET_TICK_MS: "1000", MARKET_CLOCK: "always-open", LOG_LEVEL: "warn" },
  5203,
);
try {
  const rssIdle = server.rssMiB();
  const proc = Bun.spawn(
    [
      process.execPath,
      "bench/ws-clients.ts",
      `ws://127.0.0.1:${new URL(server.url).port}/ws`,
      server.origin,
      server.cookie,
      String(clients),
      String(seconds),
    ],
    { stdout: "pipe", stderr: "inherit" },
  );
  let rssWithClients = 0;
  const cpuSamples: [number, number][] = [];
  const sampler = setInterval(() => {
    rssWithClients = Math.max(rssWithClients, server.rssMiB());
    cpuSamples.push([performance.now(), server.cpuMs()]);
  }, 250);
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  clearInterval(sampler);
  const result = JSON.parse(out.trim().split("\n").at(-1) ?? "{}");
  // Server CPU over the measured window (the clients' last `seconds`): per second, i.e. per push.
  const end = cpuSamples.at(-1)!;
  const start = cpuSamples.find(([t]) => t >= end[0] - seconds * 1000) ?? cpuSamples[0]!;
  const serverCpuMsPerSecond = Math.round((end[1] - start[1]) / ((end[0] - start[0]) / 1000));
  const summary = {
    machine: machine(),
    setup: { clients, seconds, universe: 1000, tickMs: 1000, clientProcess: "bench/ws-clients.ts (Bun WebSocket)" },
    budget: { p99ms: 150 },
    loadAverage: (await Bun.file("/proc/loadavg").text()).trim(),
    serverRssMiB: { idle: rssIdle, withClients: rssWithClients },
    serverCpuMsPerSecond,
    ...result,
  };
  console.log(JSON.stringify(summary));
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(join("bench/results", "ws-fanout.json"), `${JSON.stringify(summary, null, 2)}\n`);
} finally {
  await server.stop();
}

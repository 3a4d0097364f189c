// Scanner call benchmark: the real server in its own process, wrk (Debian's package) as the
// load generator in another, through the whole request path: session cookie, role check,
// four scanners and their first pages. Universes of 1,000, 10,000 and 70,000 tickers; each
// run also records the server's start-to-ready time and memory. Results go to
// bench/results/scanner.json.
//   bun bench/scanner.ts [seconds=5] [connections=64]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { machine } from "./machine";
import { processCpuMs, startServer } from "./server";

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 64);
const sizes = [1000, 10_000, 70_000];
const PORT = 5203;

if (!Bun.which("wrk")) {
  console.error("wrk is not installed: apt-get install wrk");
  process.exit(1);
}

/** wrk's latency figures ("812.00us", "1.20ms", "2.00s") in milliseconds. */
function ms(text: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(text);
  if (!m) return Number.NaN;
  const v = Number(m[1]);
  return m[2] === "us" ? v / 1000 : m[2] === "s" ? v * 1000 : v;
}

async function wrk(url: string, cookie: string | null): Promise<Record<string, number>> {
  const args = cookie ? ["-s", "bench/scanner-paths.lua", "-H", `cookie: ${cookie}`] : [];
  const proc = Bun.spawn(["wrk", "-t1", `-c${connections}`, `-d${seconds}s`, "--latency", ...args, `${url}/`], {
    stdout: "pipe",
    stderr: "inherit",
  });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  const line = (label: string) => out.split("\n").find((l) => l.trim().startsWith(label)) ?? "";
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50ms: ms(line("50%")),
    p90ms: ms(line("90%")),
    p99ms: ms(line("99%")),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    non2xx: Number(errors?.[1] ?? 0),
  };
}

// The ceiling at this moment: a bare Bun.serve, same load generator.
const bare = Bun.spawn([process.execPath, "bench/baseline-server.ts", String(PORT + 10)], { stdout: "ignore" });
await Bun.sleep(300);
const bareCpu = processCpuMs(bare.pid);
const baseline = await wrk(`http://127.0.0.1:${PORT + 10}`, null);
baseline.serverCpuUsPerRequest = Math.round(((processCpuMs(bare.pid) - bareCpu) * 1000) / baseline.requests!);
bare.kill();
await bare.exited;
console.log(JSON.stringify({ baseline }));

const runs: Record<string, unknown>[] = [];
for (const size of sizes) {
  // The demo clock keeps the market ticking whatever the hour, as in the earlier runs.
  const server = await startServer(
    { MARKET_UNIVERSE_SIZE: String(size), MARKET_CLOCK: "always-open", LOG_LEVEL: "warn" },
    PORT,
  );
  try {
    const check = await fetch(`${server.url}/api/v1/work/investment/growth?page=1`, {
      headers: { cookie: server.cookie },
    });
    const body = (await check.json()) as { totalTickers: number };
    if (check.status !== 200) throw new Error(`scanner answered ${check.status}`);
    // A short warm-up, then the measured run.
    await wrk(server.url, server.cookie).catch(() => null);
    const cpuBefore = server.cpuMs();
    const result = await wrk(server.url, server.cookie);
    // Server CPU per request: what the machine's load cannot inflate much (only slow down).
    result.serverCpuUsPerRequest = Math.round(((server.cpuMs() - cpuBefore) * 1000) / result.requests!);
    const run = {
      universe: size,
      readyMs: Math.round(server.readyMs),
      rssMiB: server.rssMiB(),
      growthTickers: body.totalTickers,
      ...result,
    };
    runs.push(run);
    console.log(JSON.stringify(run));
  } finally {
    await server.stop();
  }
}

const summary = {
  machine: machine(),
  load: { tool: "wrk 4.1 (Debian)", threads: 1, connections, seconds, script: "bench/scanner-paths.lua" },
  budget: { requestsPerSecond: 20_000, p99ms: 10, readyMs: 1500 },
  loadAverageAfter: (await Bun.file("/proc/loadavg").text()).trim(),
  baselineBareBunServe: baseline,
  runs,
};
mkdirSync("bench/results", { recursive: true });
writeFileSync(join("bench/results", "scanner.json"), `${JSON.stringify(summary, null, 2)}\n`);

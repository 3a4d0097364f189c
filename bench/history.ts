// History call benchmark: GET /api/v1/work/ticker/:symbol/history?range=1Y against the real
// server in its own process at 70,000 tickers, wrk as the load generator, through the whole
// request path (session cookie, session check, bars, JSON). Two patterns: a hot set of 2,000
// symbols requested over and over (what a day of users looks like: the popular tickers; their
// answers stay cached until the session closes), and every one of the 70,000 symbols in turn
// (each request a cache miss: bars made from scratch). Results go to bench/results/history.json.
//   bun bench/history.ts [seconds=5] [connections=64]
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { machine } from "./machine";
import { startServer } from "./server";

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 64);
const UNIVERSE = 70_000;
const HOT = 2_000;
const PORT = 5213;

if (!Bun.which("wrk")) {
  console.error("wrk is not installed: apt-get install wrk");
  process.exit(1);
}

function ms(text: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(text);
  if (!m) return Number.NaN;
  const v = Number(m[1]);
  return m[2] === "us" ? v / 1000 : m[2] === "s" ? v * 1000 : v;
}

/** A wrk script walking through `symbols` in order (each connection from its own offset). */
function script(symbols: string[]): string {
  const path = join(tmpdir(), `rockets-history-${symbols.length}.lua`);
  const list = symbols.map((s) => `"${s}"`).join(",");
  writeFileSync(
    path,
    `local symbols = {${list}}\nlocal n = math.random(#symbols)\nrequest = function()\n  n = n % #symbols + 1\n  return wrk.format("GET", "/api/v1/work/ticker/" .. symbols[n] .. "/history?range=1Y")\nend\n`,
  );
  return path;
}

async function wrk(url: string, cookie: string, lua: string): Promise<Record<string, number>> {
  const proc = Bun.spawn(
    ["wrk", "-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-s", lua, "-H", `cookie: ${cookie}`, `${url}/`],
    { stdout: "pipe", stderr: "inherit" },
  );
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
    transferPerSecMiB: Number(((Number(/Transfer\/sec:\s+([\d.]+)MB/.exec(out)?.[1] ?? 0) * 1e6) / 2 ** 20).toFixed(1)),
  };
}

const server = await startServer({ MARKET_UNIVERSE_SIZE: String(UNIVERSE), LOG_LEVEL: "warn" }, PORT);
const runs: Record<string, unknown>[] = [];
const scripts: string[] = [];
try {
  // The universe is deterministic: the same list the server built.
  const { buildUniverse } = await import("../src/server/market/universe");
  const all = buildUniverse(UNIVERSE).map((c) => c.symbol);
  const check = await fetch(`${server.url}/api/v1/work/ticker/${all[UNIVERSE - 1]}/history?range=1Y`, {
    headers: { cookie: server.cookie },
  });
  const body = (await check.json()) as { bars: unknown[] };
  if (check.status !== 200 || body.bars.length !== 252) throw new Error(`history answered ${check.status}`);
  const bytes = JSON.stringify(body).length;
  // A fixed shuffle (Fisher–Yates with a seeded generator), so the hot set mixes real and
  // synthetic tickers.
  let x = 12345;
  const shuffled = [...all];
  for (let k = shuffled.length - 1; k > 0; k--) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const j = x % (k + 1);
    [shuffled[k], shuffled[j]] = [shuffled[j]!, shuffled[k]!];
  }
  for (const [pattern, symbols] of [
    ["hot set", shuffled.slice(0, HOT)],
    ["every symbol", shuffled],
  ] as const) {
    const lua = script(symbols);
    scripts.push(lua);
    await wrk(server.url, server.cookie, lua).catch(() => null);
    const cpuBefore = server.cpuMs();
    const result = await wrk(server.url, server.cookie, lua);
    result.serverCpuUsPerRequest = Math.round(((server.cpuMs() - cpuBefore) * 1000) / result.requests!);
    const run = { pattern, symbols: symbols.length, answerBytes: bytes, ...result };
    runs.push(run);
    console.log(JSON.stringify(run));
  }
  const summary = {
    machine: machine(),
    universe: UNIVERSE,
    range: "1Y",
    readyMs: Math.round(server.readyMs),
    rssMiBAfter: server.rssMiB(),
    load: { tool: "wrk 4.1 (Debian)", threads: 1, connections, seconds },
    budget: { requestsPerSecond: 20_000 },
    loadAverageAfter: (await Bun.file("/proc/loadavg").text()).trim(),
    runs,
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(join("bench/results", "history.json"), `${JSON.stringify(summary, null, 2)}\n`);
} finally {
  await server.stop();
  for (const lua of scripts) rmSync(lua, { force: true });
}

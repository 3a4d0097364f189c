// WebSocket fan-out benchmark: one push a second to N clients, measured from the push's tick
// time (the message's ts) to its arrival in the clients, for
//   rockets   the real server (src/server/main.ts: sessions, hub, the simulated market of 1,000
//             tickers in its worker), where ts is the market tick, so the delay also holds the
//             tick's own work before the push;
//   bun       a bare Bun.serve publishing the same payload (bench/ws-bun-bare.ts), the floor;
//   socketio  socket.io 4 on Node emitting the same payload (bench/ws-socketio.mjs).
// The clients are the same code for all three (bench/ws-clients.ts), in their own processes.
// Each combination runs `runs` times; the results file keeps every run, the medians and the
// load average around each run (the machine may be shared). Results go to
// bench/results/ws-fanout.json and ws-fanout.md.
//   bun bench/ws-fanout.ts [--clients 5000,10000] [--targets rockets,bun,socketio] [--runs 3]
//                          [--seconds 8] [--client-procs 2] [--compare-at 5000]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/server/config";
import { createMarket } from "../src/server/market";
import { machine } from "./machine";
import { processCpuMs, startServer } from "./server";

type Target = "rockets" | "bun" | "socketio";

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const clientCounts = option("clients", "5000,10000").split(",").map(Number);
const targets = option("targets", "rockets,bun,socketio").split(",") as Target[];
const runs = Number(option("runs", "3"));
const seconds = Number(option("seconds", "8"));
const clientProcs = Number(option("client-procs", "2"));
/** Client counts at which the other servers run too (at the others, Rockets alone). */
const compareAt = option("compare-at", "5000").split(",").map(Number);
const TICK_MS = 1000;
const UNIVERSE = 1000;
const PORT = 5203;

const loadAverage = async () => (await Bun.file("/proc/loadavg").text()).trim().split(" ").slice(0, 3).join(" ");

/** The gainers of the same simulated market, for the servers that do not run one. */
async function recordPayload(dir: string): Promise<string> {
  const config = loadConfig({
    ...process.env,
    MARKET_UNIVERSE_SIZE: String(UNIVERSE),
    MARKET_CLOCK: "always-open",
    DATA_DIR: dir,
    DEMO: "false",
  });
  const market = createMarket(config, Date.now);
  await market.init();
  await market.step(Date.now() + TICK_MS);
  const file = join(dir, "payload.json");
  writeFileSync(file, JSON.stringify(market.topGainers().data));
  market.stop();
  return file;
}

interface Running {
  url: string;
  protocol: string;
  origin: string;
  /** Session cookies, one per 10 clients (rockets only). */
  cookies: string[];
  pid: number;
  stop(): Promise<void>;
}

async function waitForLine(stream: ReadableStream<Uint8Array>, want: string): Promise<void> {
  const reader = stream.getReader();
  let text = "";
  while (!text.includes(want)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`server exited before "${want}"`);
    text += new TextDecoder().decode(value);
  }
  reader.releaseLock();
}

async function start(target: Target, payload: string, clients: number): Promise<Running> {
  if (target === "rockets") {
    const server = await startServer(
      {
        MARKET_UNIVERSE_SIZE: String(UNIVERSE),
        MARKET_TICK_MS: String(TICK_MS),
        MARKET_CLOCK: "always-open",
        LOG_LEVEL: "warn",
      },
      PORT,
      Math.ceil(clients / 10),
    );
    const url = `ws://127.0.0.1:${PORT}/ws`;
    return {
      url,
      protocol: "rockets",
      origin: server.origin,
      cookies: server.cookies,
      pid: server.pid,
      stop: server.stop,
    };
  }
  const cmd =
    target === "bun"
      ? [process.execPath, "bench/ws-bun-bare.ts", String(PORT), payload, String(TICK_MS)]
      : ["node", "bench/ws-socketio.mjs", String(PORT), payload, String(TICK_MS)];
  const proc = Bun.spawn(cmd, { stdout: "pipe", stderr: "inherit" });
  await waitForLine(proc.stdout, "ready");
  return {
    url: target === "bun" ? `ws://127.0.0.1:${PORT}/ws` : `ws://127.0.0.1:${PORT}/socket.io/?EIO=4&transport=websocket`,
    protocol: target === "bun" ? "rockets" : "socketio",
    origin: "",
    cookies: [],
    pid: proc.pid,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? null;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
};

interface ClientResult {
  open: number;
  failed: number;
  connectMs: number;
  delays: number[];
  pushes: [number, number, number, number][];
}

/** A child's stdout: `ready` once its first line is out, `all` at its end. */
function readOutput(stream: ReadableStream<Uint8Array>): { ready: Promise<void>; all: Promise<string> } {
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const all = (async () => {
    let text = "";
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      text += decoder.decode(chunk, { stream: true });
      if (text.includes("\n")) markReady();
    }
    markReady();
    return text;
  })();
  return { ready, all };
}

async function measure(target: Target, clients: number, payload: string) {
  const loadBefore = await loadAverage();
  const server = await start(target, payload, clients);
  try {
    // Each client process gets whole sessions (10 sockets each) of its own.
    const per = Math.ceil(clients / clientProcs / 10) * 10;
    const procs = Array.from({ length: clientProcs }, (_, i) => {
      const cookiesFile = join(dir, `cookies-${i}.txt`);
      writeFileSync(cookiesFile, server.cookies.slice((i * per) / 10, ((i + 1) * per) / 10).join("\n"));
      return Bun.spawn(
        [
          process.execPath,
          "bench/ws-clients.ts",
          server.url,
          String(Math.max(0, Math.min(per, clients - i * per))),
          server.protocol,
          server.origin,
          cookiesFile,
        ],
        { stdin: "pipe", stdout: "pipe", stderr: "inherit" },
      );
    });
    // Each client process prints a first line once its sockets are open, then its results.
    const outputs = procs.map((p) => readOutput(p.stdout));
    await Promise.all(outputs.map((o) => o.ready));
    const from = Date.now() + 1500;
    const to = from + seconds * 1000;
    const cpu0: [number, number][] = [];
    for (const p of procs) {
      p.stdin.write(`go ${from} ${to}\n`);
      p.stdin.flush();
    }
    await Bun.sleep(from - Date.now());
    cpu0.push([performance.now(), processCpuMs(server.pid)]);
    await Bun.sleep(to - Date.now());
    const cpuMsPerSecond = Math.round(
      (processCpuMs(server.pid) - cpu0[0]![1]) / ((performance.now() - cpu0[0]![0]) / 1000),
    );
    const results = (await Promise.all(outputs.map((o) => o.all))).map(
      (out) => JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as ClientResult,
    );
    const delays = results.flatMap((r) => r.delays).sort((a, b) => a - b);
    // One push over all client processes: its first and last arrival.
    const byTs = new Map<number, [number, number, number]>();
    for (const r of results) {
      for (const [ts, first, last, count] of r.pushes) {
        const push = byTs.get(ts);
        if (push) byTs.set(ts, [Math.min(push[0], first), Math.max(push[1], last), push[2] + count]);
        else byTs.set(ts, [first, last, count]);
      }
    }
    const pushes = [...byTs.values()];
    return {
      target,
      clients,
      loadBefore,
      loadAfter: await loadAverage(),
      open: results.reduce((n, r) => n + r.open, 0),
      failed: results.reduce((n, r) => n + r.failed, 0),
      connectMs: Math.max(...results.map((r) => r.connectMs)),
      pushes: pushes.length,
      messages: delays.length,
      p50ms: pct(delays, 0.5),
      p90ms: pct(delays, 0.9),
      p99ms: pct(delays, 0.99),
      maxms: delays.at(-1) ?? null,
      /** Median over pushes of the tick-to-first-arrival time (work before the fan-out). */
      firstMs: median(pushes.map((p) => p[0])),
      /** Median over pushes of first-to-last arrival (the fan-out itself). */
      spreadMs: median(pushes.map((p) => Math.round((p[1] - p[0]) * 10) / 10)),
      serverCpuMsPerSecond: cpuMsPerSecond,
    };
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), "rockets-fanout-"));
const payload = await recordPayload(dir);
const all: Awaited<ReturnType<typeof measure>>[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    for (const clients of clientCounts) {
      for (const target of targets) {
        if (target !== "rockets" && !compareAt.includes(clients)) continue;
        const result = await measure(target, clients, payload);
        console.log(JSON.stringify({ run, ...result }));
        all.push(result);
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// Medians of the runs, per client count and server.
type Row = (typeof all)[number];
const keys = ["p50ms", "p90ms", "p99ms", "maxms", "firstMs", "spreadMs", "serverCpuMsPerSecond"] as const;
const summary: Record<string, Record<string, Record<string, number | null | number[]>>> = {};
for (const clients of clientCounts) {
  const byTarget: Record<string, Record<string, number | null | number[]>> = {};
  for (const target of targets) {
    const rows = all.filter((r: Row) => r.clients === clients && r.target === target);
    if (rows.length === 0) continue;
    const medians: Record<string, number | null | number[]> = { runsP99ms: rows.map((r) => r.p99ms ?? 0) };
    for (const key of keys) medians[key] = median(rows.map((r) => r[key] ?? 0));
    byTarget[target] = medians;
  }
  const ours = byTarget.rockets?.p99ms as number | undefined;
  const theirs = byTarget.socketio?.p99ms as number | undefined;
  if (ours && theirs) byTarget.ratio = { socketioOverRocketsP99: Math.round((theirs / ours) * 10) / 10 };
  summary[String(clients)] = byTarget;
}
const nodeVersion = (await Bun.$`node --version`.quiet().nothrow()).stdout.toString().trim();
const host = machine();
const result = {
  machine: { ...host, node: nodeVersion },
  setup: {
    clientCounts,
    targets,
    runs,
    seconds,
    clientProcesses: clientProcs,
    compareAt,
    universe: UNIVERSE,
    tickMs: TICK_MS,
    clients: "bench/ws-clients.ts (Bun WebSocket), the same for every server",
    socketio: "socket.io 4 on Node, transports websocket, perMessageDeflate off",
  },
  budget: { clients: 10_000, p99ms: 150 },
  summary,
  runs: all,
};
mkdirSync("bench/results", { recursive: true });
writeFileSync(join("bench/results", "ws-fanout.json"), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(join("bench/results", "ws-fanout.md"), markdown());
// In the repository's own format, so committing a fresh run keeps `biome check` clean.
await Bun.$`node_modules/.bin/biome format --write bench/results/ws-fanout.json bench/results/ws-fanout.md`
  .quiet()
  .nothrow();

/** The medians as a table, with the machine and the load of every run. */
function markdown(): string {
  const lines = [
    "# WebSocket fan-out: Rockets, bare Bun, socket.io",
    "",
    `Machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB, Bun ${host.bun}, Node ${nodeVersion}; ${host.date}.`,
    `One push a second of the same top-gainers payload (1,000-ticker simulated market); clients in ${clientProcs} processes of bench/ws-clients.ts; ${runs} runs of ${seconds} s each, medians below. Delay = arrival − the push's tick time.`,
    "",
    "| clients | server | p50 ms | p90 ms | p99 ms | p99 of each run | tick→first ms | first→last ms | server CPU ms/push |",
    "|---:|---|---:|---:|---:|---|---:|---:|---:|",
  ];
  for (const [clients, byTarget] of Object.entries(summary)) {
    for (const target of targets) {
      const m = byTarget[target];
      if (!m) continue;
      lines.push(
        `| ${clients} | ${target} | ${m.p50ms} | ${m.p90ms} | ${m.p99ms} | ${(m.runsP99ms as number[]).join(", ")} | ${m.firstMs} | ${m.spreadMs} | ${m.serverCpuMsPerSecond} |`,
      );
    }
    const ratio = byTarget.ratio?.socketioOverRocketsP99;
    if (ratio) lines.push(`| ${clients} | socket.io p99 ÷ Rockets p99 | | | **${ratio}×** | | | | |`);
  }
  lines.push("", "Load average (1, 5, 15 min) before and after each run:", "");
  for (const r of all) lines.push(`- ${r.clients} clients, ${r.target}: ${r.loadBefore} → ${r.loadAfter}`);
  return `${lines.join("\n")}\n`;
}
console.log(JSON.stringify(summary, null, 2));

// The market of recordPayload leaves a timer behind; the results are written.
process.exit(0);

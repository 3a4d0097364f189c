// WebSocket fan-out benchmark: one push a second to N clients, measured from the push's tick
// time (the message's ts) to its arrival in the clients, in two modes:
//   gainers  the 20-row top-gainers list, the same message for every client (a topic publish);
//   quotes   each client subscribed to its own `--symbols` (50) of the 1,000-ticker universe, every
//            symbol changing each tick: each client gets its own message with its quotes
//            (docs/api.md, Realtime; src/server/realtime/quotes.ts);
// for
//   rockets   the real server (src/server/main.ts: sessions, hub, the simulated market of 1,000
//             tickers in its worker), where ts is the market tick, so the delay also holds the
//             tick's own work before the push;
//   bun       a bare Bun.serve publishing the same payload (bench/ws-bun-bare.ts), the floor;
//   socketio  socket.io 4 on Node emitting the same payload (bench/ws-socketio.mjs).
// The clients are the same code for all three (bench/ws-clients.ts), in their own processes.
// Each combination runs `runs` times; the results file keeps every run, the medians and the
// load average around each run (the machine may be shared).
//
// With --pin the server runs on the cores of --server-cores (default 0) and the clients and
// this script on --client-cores (default 1), through `taskset`, so the load generator does not
// take the server's CPU. The server's CPU time (utime + stime of /proc/<pid>/stat, with its
// threads and, with WORKERS, its worker processes) is read over an idle stretch before the
// clients connect and over the measured window: reported per second (its share of a core) and
// per 1,000 deliveries (messages in gainers mode, quotes in quotes mode), raw and after
// subtracting the idle ticking. --workers 1,2 runs Rockets with WORKERS=N too (REDIS_URL from
// BENCH_REDIS_URL, default redis://127.0.0.1:6379), to compare the clients each holds at a p99.
// --core-quota Q gives each server process its own CPU budget of Q of a core (a cgroup v1 CFS
// quota of Q × --quota-period-us every period; root only): a smaller "core" per process that the
// load generator on the other core can fill, for bench/ws-capacity.ts's one-against-two-processes
// comparison. Results go to bench/results/<--out>.json and .md (default ws-fanout, or ws-quotes;
// --out none writes none: the JSON lines on stdout are the results).
//   bun bench/ws-fanout.ts [--mode gainers|quotes] [--clients 5000,10000]
//                          [--targets rockets,bun,socketio] [--runs 3] [--seconds 8]
//                          [--client-procs 2] [--compare-at 5000] [--pin] [--server-cores 0]
//                          [--client-cores 1] [--symbols 50] [--workers 1] [--idle-seconds 3]
//                          [--settle-ms 4000] [--core-quota 0.1] [--quota-period-us 10000]
//                          [--note "text"] [--out name|none]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/server/config";
import { createMarket } from "../src/server/market";
import { confine, throttledPeriods } from "./cgroup";
import { machine } from "./machine";
import { processCpuMs, processTree, startServer, treeCpuMs } from "./server";

type Target = "rockets" | "bun" | "socketio";

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);
type Mode = "gainers" | "quotes";
const mode = option("mode", "gainers") as Mode;
if (mode !== "gainers" && mode !== "quotes") throw new Error(`--mode gainers|quotes, got ${mode}`);
const clientCounts = option("clients", mode === "quotes" ? "5000" : "5000,10000")
  .split(",")
  .map(Number);
const targets = option("targets", "rockets,bun,socketio").split(",") as Target[];
const runs = Number(option("runs", "3"));
const seconds = Number(option("seconds", "8"));
const clientProcs = Number(option("client-procs", "2"));
/** Client counts at which the other servers run too (at the others, Rockets alone). */
const compareAt = option("compare-at", String(clientCounts[0])).split(",").map(Number);
const pin = flag("pin");
const serverCores = option("server-cores", "0");
const clientCores = option("client-cores", "1");
const symbolsEach = Number(option("symbols", "50"));
const workerCounts = option("workers", "1").split(",").map(Number);
const idleSeconds = Number(option("idle-seconds", "3"));
/** From the clients' ready to the window's start. */
const settleMs = Number(option("settle-ms", mode === "quotes" ? "4000" : "1500"));
const note = option("note", "");
const coreQuota = Number(option("core-quota", "0"));
const quotaPeriodUs = Number(option("quota-period-us", "10000"));
const out = option("out", mode === "quotes" ? "ws-quotes" : "ws-fanout");
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const serverPrefix = pin ? ["taskset", "-c", serverCores] : [];
const clientPrefix = pin ? ["taskset", "-c", clientCores] : [];
// This script (and the payload recording below) stays off the server's cores too.
if (pin) Bun.spawnSync(["taskset", "-a", "-cp", clientCores, String(process.pid)], { stdout: "ignore" });
const TICK_MS = 1000;
const UNIVERSE = 1000;
const PORT = 5203;

const loadAverage = async () => (await Bun.file("/proc/loadavg").text()).trim().split(" ").slice(0, 3).join(" ");

/** The gainers (or every quote) of the same simulated market, for the servers that do not run
 * one, and the universe's symbols (the clients pick theirs from it). */
async function recordPayload(dir: string): Promise<{ payload: string; symbols: string }> {
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
  const s = market.state;
  const quotes = s.symbols.map((symbol, i) => ({
    symbol,
    price: Math.round(s.price[i]! * 100) / 100,
    change: Math.round((s.price[i]! - s.prevClose[i]!) * 100) / 100,
    changesPercentage: Math.round(s.changePercent(i) * 100) / 100,
    volume: Math.round(s.volume[i]!),
    dayLow: Math.round(market.tickers.dayRange(i).low * 100) / 100,
    dayHigh: Math.round(market.tickers.dayRange(i).high * 100) / 100,
    marketState: "open",
  }));
  writeFileSync(file, JSON.stringify(mode === "quotes" ? quotes : market.topGainers().data));
  const symbols = join(dir, "symbols.txt");
  writeFileSync(symbols, s.symbols.join("\n"));
  market.stop();
  return { payload: file, symbols };
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

async function start(target: Target, payload: string, clients: number, workers: number): Promise<Running> {
  if (target === "rockets") {
    const server = await startServer(
      {
        MARKET_UNIVERSE_SIZE: String(UNIVERSE),
        MARKET_TICK_MS: String(TICK_MS),
        MARKET_CLOCK: "always-open",
        LOG_LEVEL: "warn",
        // Every bench socket comes from 127.0.0.1.
        AUTH_IP_LIMIT: "1000000",
        ...(workers > 1
          ? { WORKERS: String(workers), REDIS_URL: redisUrl, REDIS_PREFIX: `bench:${crypto.randomUUID().slice(0, 8)}:` }
          : {}),
      },
      PORT,
      Math.ceil(clients / 10),
      { prefix: serverPrefix, userPerSession: true },
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
      ? [...serverPrefix, process.execPath, "bench/ws-bun-bare.ts", String(PORT), payload, String(TICK_MS), mode]
      : [...serverPrefix, "node", "bench/ws-socketio.mjs", String(PORT), payload, String(TICK_MS), mode];
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
  quotes: number;
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

async function measure(target: Target, clients: number, workers: number) {
  const loadBefore = await loadAverage();
  const server = await start(target, recorded.payload, clients, workers);
  let release = () => {};
  let confined: number[] = [];
  try {
    if (coreQuota > 0) {
      // Every server process (with WORKERS, the primary and each worker) its own budget.
      const want = workers > 1 ? workers + 1 : 1;
      for (let waited = 0; processTree(server.pid).length < want && waited < 20_000; waited += 100)
        await Bun.sleep(100);
      confined = processTree(server.pid);
      release = confine(confined, coreQuota, quotaPeriodUs);
    }
    // Its start-up work (the market's history, the sessions; slower on a budget) must be through
    // before the idle reading: a second under 50 ms of CPU (the ticking alone read 30 ms/s for one
    // process and 47 for two on a 2.5 GHz Xeon, 2026-11-27: near the bound, so a slower machine
    // with WORKERS=2 may wait out the 120 s before measuring).
    for (let waited = 0; waited < 120; waited++) {
      const before = treeCpuMs(server.pid);
      await Bun.sleep(1000);
      if (treeCpuMs(server.pid) - before < 50) break;
    }
    // The server's own ticking with nobody connected, subtracted below.
    const idle0 = [performance.now(), treeCpuMs(server.pid)] as const;
    await Bun.sleep(idleSeconds * 1000);
    const idleMsPerSecond = (treeCpuMs(server.pid) - idle0[1]) / ((performance.now() - idle0[0]) / 1000);
    // Each client process gets whole sessions (10 sockets each) of its own.
    const per = Math.ceil(clients / clientProcs / 10) * 10;
    const procs = Array.from({ length: clientProcs }, (_, i) => {
      const cookiesFile = join(dir, `cookies-${i}.txt`);
      writeFileSync(cookiesFile, server.cookies.slice((i * per) / 10, ((i + 1) * per) / 10).join("\n"));
      return Bun.spawn(
        [
          ...clientPrefix,
          process.execPath,
          "bench/ws-clients.ts",
          server.url,
          String(Math.max(0, Math.min(per, clients - i * per))),
          server.protocol,
          server.origin,
          cookiesFile,
          ...(mode === "quotes" ? [recorded.symbols, String(symbolsEach), String(i * per)] : []),
        ],
        { stdin: "pipe", stdout: "pipe", stderr: "inherit" },
      );
    });
    // Each client process prints a first line once its sockets are open, then its results.
    const outputs = procs.map((p) => readOutput(p.stdout));
    await Promise.all(outputs.map((o) => o.ready));
    // In quotes mode every client's subscribe is answered with its current quotes first: the
    // window opens once that burst is through.
    const from = Date.now() + settleMs;
    const to = from + seconds * 1000;
    const cpu0: [number, number][] = [];
    for (const p of procs) {
      p.stdin.write(`go ${from} ${to}\n`);
      p.stdin.flush();
    }
    await Bun.sleep(from - Date.now());
    cpu0.push([performance.now(), treeCpuMs(server.pid)]);
    const budget0 = confined.map((pid) => [processCpuMs(pid), throttledPeriods(pid)] as const);
    await Bun.sleep(to - Date.now());
    const windowSeconds = (performance.now() - cpu0[0]![0]) / 1000;
    const cpuMs = treeCpuMs(server.pid) - cpu0[0]![1];
    // On budgets: each process's CPU per second and the share of its periods it ran out.
    const budgets = confined.map((pid, k) => ({
      cpuMsPerSecond: Math.round((processCpuMs(pid) - budget0[k]![0]) / windowSeconds),
      throttledPeriods: throttledPeriods(pid) - budget0[k]![1],
      periods: Math.round((windowSeconds * 1e6) / quotaPeriodUs),
    }));
    const cpuMsPerSecond = Math.round(cpuMs / windowSeconds);
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
    const stamps = [...byTs.keys()].sort((a, b) => a - b);
    const quotes = results.reduce((n, r) => n + (r.quotes ?? 0), 0);
    // What is delivered: a message per client and push (gainers), or the quotes in them.
    const deliveries = mode === "quotes" ? quotes : delays.length;
    const per1000 = (ms: number) => (deliveries ? Math.round((ms / deliveries) * 1000 * 100) / 100 : null);
    const lasts = pushes.map((p) => p[1]).sort((a, b) => a - b);
    return {
      target,
      workers,
      clients,
      loadBefore,
      loadAfter: await loadAverage(),
      open: results.reduce((n, r) => n + r.open, 0),
      failed: results.reduce((n, r) => n + r.failed, 0),
      connectMs: Math.max(...results.map((r) => r.connectMs)),
      pushes: pushes.length,
      /** Milliseconds between the pushes' ticks (1,000 when the server keeps its pace). */
      tickGapsMs: stamps.slice(1).map((t, k) => t - stamps[k]!),
      /** The first push's tick after the window opened, and the window's end after the last one. */
      windowEdgesMs: stamps.length ? [stamps[0]! - from, to - stamps.at(-1)!] : null,
      messages: delays.length,
      p50ms: pct(delays, 0.5),
      p90ms: pct(delays, 0.9),
      p99ms: pct(delays, 0.99),
      maxms: delays.at(-1) ?? null,
      /** Median over pushes of the tick-to-first-arrival time (work before the fan-out). */
      firstMs: median(pushes.map((p) => p[0])),
      /** Median over pushes of first-to-last arrival (the fan-out itself). */
      spreadMs: median(pushes.map((p) => Math.round((p[1] - p[0]) * 10) / 10)),
      /** Over pushes: the tick to the last client's message, median and worst. */
      lastMedianMs: median(lasts),
      lastMaxMs: lasts.at(-1) ?? null,
      quotes,
      /** Quotes delivered ÷ (clients × symbols × pushes): 1 when every symbol changed every tick. */
      quotesShare:
        mode === "quotes" && pushes.length
          ? Math.round((quotes / (clients * symbolsEach * pushes.length)) * 1000) / 1000
          : null,
      serverCpuMsPerSecond: cpuMsPerSecond,
      /** The server's share of one core over the window. */
      serverCoreShare: Math.round(cpuMsPerSecond / 10) / 100,
      ...(coreQuota > 0 ? { budgets } : {}),
      idleCpuMsPerSecond: Math.round(idleMsPerSecond),
      cpuMsPer1000: per1000(cpuMs),
      cpuMsPer1000LessIdle: per1000(cpuMs - idleMsPerSecond * windowSeconds),
    };
  } finally {
    await server.stop();
    release();
  }
}

const dir = mkdtempSync(join(tmpdir(), "rockets-fanout-"));
const recorded = await recordPayload(dir);
const all: Awaited<ReturnType<typeof measure>>[] = [];
/** A row's server: rockets, rockets×2 (WORKERS=2), bun, socketio. */
const label = (target: Target, workers: number) =>
  target === "rockets" && workers > 1 ? `rockets×${workers}` : target;
const labels = targets.flatMap((t) => (t === "rockets" ? workerCounts.map((w) => label(t, w)) : [t]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const clients of clientCounts) {
      for (const target of targets) {
        if (target !== "rockets" && !compareAt.includes(clients)) continue;
        for (const workers of target === "rockets" ? workerCounts : [1]) {
          const result = await measure(target, clients, workers);
          console.log(JSON.stringify({ run, ...result, delays: undefined }));
          all.push(result);
        }
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// Medians of the runs, per client count and server.
type Row = (typeof all)[number];
const keys = [
  "p50ms",
  "p90ms",
  "p99ms",
  "maxms",
  "firstMs",
  "spreadMs",
  "lastMedianMs",
  "lastMaxMs",
  "quotesShare",
  "serverCpuMsPerSecond",
  "serverCoreShare",
  "idleCpuMsPerSecond",
  "cpuMsPer1000",
  "cpuMsPer1000LessIdle",
] as const;
const summary: Record<string, Record<string, Record<string, number | null | number[]>>> = {};
for (const clients of clientCounts) {
  const byTarget: Record<string, Record<string, number | null | number[]>> = {};
  for (const name of labels) {
    const rows = all.filter((r: Row) => r.clients === clients && label(r.target, r.workers) === name);
    if (rows.length === 0) continue;
    const medians: Record<string, number | null | number[]> = { runsP99ms: rows.map((r) => r.p99ms ?? 0) };
    for (const key of keys) medians[key] = median(rows.map((r) => r[key] ?? 0));
    byTarget[name] = medians;
  }
  const ours = byTarget.rockets?.p99ms as number | undefined;
  const theirs = byTarget.socketio?.p99ms as number | undefined;
  const ratio: Record<string, number> = {};
  if (ours && theirs) ratio.socketioOverRocketsP99 = Math.round((theirs / ours) * 10) / 10;
  // Rockets' CPU per delivery over bare Bun's, idle ticking subtracted (the gainers target: ≤ 1.1).
  const oursCpu = byTarget.rockets?.cpuMsPer1000LessIdle as number | undefined;
  const bunCpu = byTarget.bun?.cpuMsPer1000LessIdle as number | undefined;
  if (oursCpu && bunCpu) ratio.rocketsOverBunCpuPerDelivery = Math.round((oursCpu / bunCpu) * 100) / 100;
  if (Object.keys(ratio).length) byTarget.ratio = ratio;
  summary[String(clients)] = byTarget;
}
const nodeVersion = (await Bun.$`node --version`.quiet().nothrow()).stdout.toString().trim();
const commit = (await Bun.$`git rev-parse --short HEAD`.quiet().nothrow()).stdout.toString().trim();
const host = machine();
const result = {
  machine: { ...host, node: nodeVersion, commit },
  note,
  setup: {
    mode,
    pinned: pin ? { serverCores, clientCores } : null,
    symbolsEach: mode === "quotes" ? symbolsEach : null,
    workers: workerCounts,
    coreQuota: coreQuota > 0 ? { share: coreQuota, periodUs: quotaPeriodUs } : null,
    idleSeconds,
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
  budget:
    mode === "quotes"
      ? { clients: 5000, p99ms: 150, serverCoreShare: 0.5 }
      : { clients: 3000, rocketsOverBunCpuPerDelivery: 1.1 },
  summary,
  runs: all,
};
if (out !== "none") {
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(join("bench/results", `${out}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join("bench/results", `${out}.md`), markdown());
  // In the repository's own format, so committing a fresh run keeps `biome check` clean.
  await Bun.$`node_modules/.bin/biome format --write ${`bench/results/${out}.json`} ${`bench/results/${out}.md`}`
    .quiet()
    .nothrow();
}

/** The medians as a table, with the machine and the load of every run. */
function markdown(): string {
  const what =
    mode === "quotes"
      ? `Each client subscribed to its own ${symbolsEach} of the 1,000-ticker simulated market's symbols (and no topic), every symbol changing each tick (${TICK_MS} ms): each client gets its own message with its changed quotes.`
      : "One push a second of the same top-gainers payload (1,000-ticker simulated market), the same message to every client.";
  const lines = [
    `# WebSocket fan-out (${mode}): Rockets, bare Bun, socket.io`,
    "",
    `Machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGiB} GiB, Bun ${host.bun}, Node ${nodeVersion}; commit ${commit}; ${host.date}.`,
    ...(note ? ["", `**Note:** ${note}`] : []),
    "",
    `${what} Clients in ${clientProcs} processes of bench/ws-clients.ts; ${runs} run(s) of ${seconds} s each, medians below. ${
      pin
        ? `Server pinned to core(s) ${serverCores}, clients and this script to core(s) ${clientCores} (taskset).`
        : "Not pinned: server and clients share the cores."
    } Delay = arrival − the push's tick time; "tick→last" = the last client's message of a push (median and worst over pushes). Server CPU = utime + stime of the server's processes and threads (/proc); "less idle" subtracts its CPU per second with no client connected (${idleSeconds} s before each run), i.e. the market's own ticking. Deliveries: ${mode === "quotes" ? "quotes (entries of the messages)" : "messages"}.`,
    "",
    "| clients | server | p50 ms | p99 ms | p99 of each run | tick→last median / worst ms | server CPU ms/s (core share) | idle ms/s | CPU ms per 1,000 deliveries | less idle |" +
      (mode === "quotes" ? " quotes delivered ÷ expected |" : ""),
    `|---:|---|---:|---:|---|---|---:|---:|---:|---:|${mode === "quotes" ? "---:|" : ""}`,
  ];
  for (const [clients, byTarget] of Object.entries(summary)) {
    for (const name of labels) {
      const m = byTarget[name];
      if (!m) continue;
      lines.push(
        `| ${clients} | ${name} | ${m.p50ms} | ${m.p99ms} | ${(m.runsP99ms as number[]).join(", ")} | ${m.lastMedianMs} / ${m.lastMaxMs} | ${m.serverCpuMsPerSecond} (${m.serverCoreShare}) | ${m.idleCpuMsPerSecond} | ${m.cpuMsPer1000} | ${m.cpuMsPer1000LessIdle} |${mode === "quotes" ? ` ${m.quotesShare} |` : ""}`,
      );
    }
    const ratio = byTarget.ratio as Record<string, number> | undefined;
    if (ratio?.socketioOverRocketsP99)
      lines.push("", `${clients} clients: socket.io p99 ÷ Rockets p99 = **${ratio.socketioOverRocketsP99}×**`);
    if (ratio?.rocketsOverBunCpuPerDelivery)
      lines.push(
        "",
        `${clients} clients: Rockets CPU per delivery ÷ bare Bun's (less idle) = **${ratio.rocketsOverBunCpuPerDelivery}×**`,
      );
  }
  lines.push("", "Load average (1, 5, 15 min) before and after each run:", "");
  for (const r of all)
    lines.push(`- ${r.clients} clients, ${label(r.target, r.workers)}: ${r.loadBefore} → ${r.loadAfter}`);
  return `${lines.join("\n")}\n`;
}
console.log(JSON.stringify(summary, null, 2));

// The market of recordPayload leaves a timer behind; the results are written.
process.exit(0);

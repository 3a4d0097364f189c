// Preloaded into the server by bench/hostile-load.ts --stalls (bun --preload): how long the event
// loop is held, told apart from how long the process waited for a core. A 2 ms timer measures
// the gap since its last run (wall clock) and the CPU the main thread had in that gap (field 1
// of /proc/self/task/<tid>/schedstat, nanoseconds). On a shared machine a long gap with little
// CPU is the process waiting for a core (other processes, or its own GC threads on the same
// core); a gap made of CPU is code holding the event loop. Field 2 is the time the thread was
// runnable but waited for a core: that part of a gap no code of ours can shorten. Every second the counts are written
// as JSON to STALLS_OUT: the gaps over 20 ms by their CPU, and the longest 20 with their time.
import { readFileSync, writeFileSync } from "node:fs";

const out = process.env.STALLS_OUT;
const EVERY_MS = 2;
const file = `/proc/self/task/${process.pid}/schedstat`;
/** The main thread's time on a CPU and waiting in a run queue for one, in nanoseconds. */
const schedstat = (): [number, number] => {
  try {
    const [run, wait] = readFileSync(file, "utf8").split(" ");
    return [Number(run), Number(wait)];
  } catch {
    return [0, 0];
  }
};

interface Gap {
  at: number;
  wallMs: number;
  cpuMs: number;
  /** Runnable, waiting for a core. */
  waitMs: number;
}
const started = Date.now();
let mark = false;
let lastWall = performance.now();
let [lastCpu, lastWait] = schedstat();
const longest: Gap[] = [];
const counts = {
  gaps: 0,
  wallMs: 0,
  cpuMs: 0,
  waitMs: 0,
  wallOver20: 0,
  cpuOver20: 0,
  cpuOver50: 0,
  cpuOver100: 0,
  maxCpuMs: 0,
  maxWallMs: 0,
};

if (out) {
  setInterval(() => {
    const wall = performance.now();
    const [cpu, wait] = schedstat();
    const gap: Gap = {
      at: Math.round(wall),
      wallMs: Math.round((wall - lastWall - EVERY_MS) * 10) / 10,
      cpuMs: Math.round((cpu - lastCpu) / 1e5) / 10,
      waitMs: Math.round((wait - lastWait) / 1e5) / 10,
    };
    const elapsed = wall - lastWall;
    lastWall = wall;
    lastCpu = cpu;
    lastWait = wait;
    if (!mark) return;
    counts.gaps++;
    counts.wallMs += elapsed;
    counts.cpuMs += gap.cpuMs;
    counts.waitMs += gap.waitMs;
    counts.maxCpuMs = Math.max(counts.maxCpuMs, gap.cpuMs);
    counts.maxWallMs = Math.max(counts.maxWallMs, gap.wallMs);
    if (gap.wallMs > 20) counts.wallOver20++;
    if (gap.cpuMs > 20) counts.cpuOver20++;
    if (gap.cpuMs > 50) counts.cpuOver50++;
    if (gap.cpuMs > 100) counts.cpuOver100++;
    if (gap.wallMs > 20) {
      longest.push(gap);
      longest.sort((a, b) => b.cpuMs - a.cpuMs);
      longest.length = Math.min(longest.length, 20);
    }
  }, EVERY_MS);
  setInterval(() => {
    // The load starts when the bench's file says so (it writes STALLS_OUT.start).
    try {
      const start = readFileSync(`${out}.start`, "utf8");
      if (!mark && start) {
        mark = true;
        counts.gaps = 0;
      }
    } catch {}
    const rounded = {
      ...counts,
      wallMs: Math.round(counts.wallMs),
      cpuMs: Math.round(counts.cpuMs),
      waitMs: Math.round(counts.waitMs),
    };
    writeFileSync(out, JSON.stringify({ sinceMs: Date.now() - started, counts: rounded, longest }, null, 1));
  }, 1000).unref();
}

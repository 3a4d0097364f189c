// Every core (WORKERS=N, docs/architecture.md "Scale-out"): a primary process starts N server
// processes that listen on the same port (Bun.serve reusePort, the kernel spreads connections
// between them) and share sessions, rate limits, socket slots and the market feed through
// Redis, as separate instances do. The primary serves nothing itself: it starts the workers,
// starts a crashed one again after a growing wait (reset once it has run a minute), and on
// SIGTERM or SIGINT passes SIGTERM on and waits for their graceful stop.
import { log } from "../log";

/** The environment variable that makes main.ts a worker (its index, from 0). */
export const WORKER_ENV = "ROCKETS_WORKER";

export interface WorkerProcess {
  readonly pid: number;
  /** Resolves with the exit code (or null after a signal) when the process has ended. */
  readonly exited: Promise<number | null>;
  kill(signal: "SIGTERM" | "SIGKILL"): void;
}

interface WorkerPoolOptions {
  count: number;
  spawn: (index: number) => WorkerProcess;
  /** First wait before a crashed worker starts again; doubled per crash in a row. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** A worker that ran this long before it ended starts again after the first wait. */
  healthyAfterMs?: number;
  now?: () => number;
}

interface Slot {
  process: WorkerProcess | null;
  startedAt: number;
  crashes: number;
  timer: ReturnType<typeof setTimeout> | null;
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private stopping = false;
  /** Every start, in order, with the wait before it (tests and logs read it). */
  readonly starts: { index: number; pid: number; at: number; afterMs: number }[] = [];

  constructor(private readonly options: WorkerPoolOptions) {}

  start(): void {
    for (let index = 0; index < this.options.count; index++) {
      this.slots.push({ process: null, startedAt: 0, crashes: 0, timer: null });
      this.run(index);
    }
  }

  /** The pids of the workers running now. */
  pids(): number[] {
    return this.slots.flatMap((s) => (s.process ? [s.process.pid] : []));
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private run(index: number, afterMs = 0): void {
    const slot = this.slots[index]!;
    slot.timer = null;
    if (this.stopping) return;
    const child = this.options.spawn(index);
    slot.process = child;
    slot.startedAt = this.now();
    this.starts.push({ index, pid: child.pid, at: slot.startedAt, afterMs });
    log.info("worker started", { worker: index, pid: child.pid });
    void child.exited.then((code) => {
      if (slot.process !== child) return;
      slot.process = null;
      if (this.stopping) return;
      const ranMs = this.now() - slot.startedAt;
      slot.crashes = ranMs >= (this.options.healthyAfterMs ?? 60_000) ? 1 : slot.crashes + 1;
      const first = this.options.backoffMs ?? 500;
      const wait = Math.min(first * 2 ** (slot.crashes - 1), this.options.maxBackoffMs ?? 30_000);
      log.error("worker ended: starting it again", { worker: index, pid: child.pid, code, ranMs, waitMs: wait });
      slot.timer = setTimeout(() => this.run(index, wait), wait);
    });
  }

  /** SIGTERM to every worker, and SIGKILL to those still running after `deadlineMs`. */
  async stop(deadlineMs: number): Promise<void> {
    this.stopping = true;
    const running: WorkerProcess[] = [];
    for (const slot of this.slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      if (slot.process) running.push(slot.process);
    }
    const ended = new Set<WorkerProcess>();
    for (const child of running) {
      child.kill("SIGTERM");
      void child.exited.then(() => ended.add(child));
    }
    const all = Promise.all(running.map((c) => c.exited));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), deadlineMs);
    });
    if ((await Promise.race([all, late])) === "late") {
      for (const child of running) if (!ended.has(child)) child.kill("SIGKILL");
      await all;
    }
    clearTimeout(timer);
  }
}

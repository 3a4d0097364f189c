// The messages between the request thread and the simulated market's worker (sim-worker.ts).
// Kept apart from the worker so the request thread imports only these shapes, never the worker's
// handler.
import type { ScannerKey } from "../../shared/market";

export interface WorkerInit {
  type: "init";
  seed: number;
  universeSize: number;
  tickMs: number;
  startTs: number;
  clock: "real" | "always-open";
}

/** One tick at `ts`. Prices written into the request thread's state by someone else (a feed
 * leader's ticks) need no passing on: the market is a function of the seed, the symbol and the
 * time, so every instance computes the same ones. */
export interface WorkerTick {
  type: "tick";
  ts: number;
}

/** Every field that moves, in the order they are sent. */
export const MOVING_FIELDS = [
  "price",
  "prevClose",
  "volume",
  "open",
  "high",
  "low",
  "avgVolume30",
  "sma50",
  "sma200",
  "rsi14",
  "return3m",
] as const;
export type MovingField = (typeof MOVING_FIELDS)[number];

export interface WorkerSnapshot {
  type: "snapshot";
  ts: number;
  fields: Record<MovingField, Float64Array>;
  scanners: Record<ScannerKey, Int32Array>;
  gainers: Int32Array;
}

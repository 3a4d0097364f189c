// The simulated market in a worker thread: history, ticks and rankings run here, so a
// 70,000-ticker universe never pauses the request thread. Each tick answers with the
// moving fields and the ready-made rankings (transferred, not copied).
import { SCANNER_KEYS, type ScannerKey } from "../../shared/market";
import { topGainers } from "./engine";
import { runScanner } from "./scanners";
import { SimulatedMarket } from "./simulated";
import { buildUniverse } from "./universe";

declare const self: Worker;

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

let sim: SimulatedMarket | null = null;

function snapshot(): WorkerSnapshot {
  const s = sim!.state;
  const scanners = {} as Record<ScannerKey, Int32Array>;
  for (const key of SCANNER_KEYS) scanners[key] = runScanner(s, key);
  const fields = {} as Record<MovingField, Float64Array>;
  for (const name of MOVING_FIELDS) fields[name] = s[name].slice();
  return {
    type: "snapshot",
    ts: s.ts,
    fields,
    scanners,
    gainers: Int32Array.from(topGainers(s)),
  };
}

function post(message: WorkerSnapshot): void {
  const transfer = [message.gainers.buffer, ...MOVING_FIELDS.map((name) => message.fields[name].buffer)];
  for (const key of SCANNER_KEYS) transfer.push(message.scanners[key].buffer);
  self.postMessage(message, transfer as ArrayBuffer[]);
}

self.onmessage = (event: MessageEvent<WorkerInit | WorkerTick>) => {
  const msg = event.data;
  if (msg.type === "init") {
    sim = new SimulatedMarket({
      seed: msg.seed,
      companies: buildUniverse(msg.universeSize),
      tickMs: msg.tickMs,
      startTs: msg.startTs,
      clock: msg.clock,
    });
  } else {
    sim!.tick(msg.ts);
  }
  post(snapshot());
};

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
}

export interface WorkerTick {
  type: "tick";
  ts: number;
}

export interface WorkerSnapshot {
  type: "snapshot";
  ts: number;
  price: Float64Array;
  prevClose: Float64Array;
  volume: Float64Array;
  scanners: Record<ScannerKey, Int32Array>;
  gainers: Int32Array;
}

let sim: SimulatedMarket | null = null;

function snapshot(): WorkerSnapshot {
  const s = sim!.state;
  const scanners = {} as Record<ScannerKey, Int32Array>;
  for (const key of SCANNER_KEYS) scanners[key] = runScanner(s, key);
  return {
    type: "snapshot",
    ts: s.ts,
    price: s.price.slice(),
    prevClose: s.prevClose.slice(),
    volume: s.volume.slice(),
    scanners,
    gainers: Int32Array.from(topGainers(s)),
  };
}

function post(message: WorkerSnapshot): void {
  const transfer = [message.price.buffer, message.prevClose.buffer, message.volume.buffer, message.gainers.buffer];
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
    });
  } else {
    sim!.tick(msg.ts);
  }
  post(snapshot());
};

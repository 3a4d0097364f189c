// The simulated market in a worker thread: history, ticks and rankings run here, so a
// 70,000-ticker universe never pauses the request thread. Each tick answers with the
// moving fields and the ready-made rankings (transferred, not copied).
import { SCANNER_KEYS, type ScannerKey } from "../../shared/market";
import { runScanner, topGainers } from "../market/scanners";
import { buildUniverse } from "../market/universe";
import {
  MOVING_FIELDS,
  type MovingField,
  type WorkerInit,
  type WorkerSnapshot,
  type WorkerTick,
} from "./sim-worker-protocol";
import { SimulatedMarket } from "./simulated";

declare const self: Worker;

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

/** Only inside the worker: a main-thread import of this file must not install a message handler
 * (it would keep a CLI process alive after its work, as `create-admin` once did). */
if (!Bun.isMainThread) self.onmessage = onMessage;

function onMessage(event: MessageEvent<WorkerInit | WorkerTick>): void {
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
}

// The simulated market run by a worker thread (the server's default): the request thread
// keeps only the fields a row shows and copies each tick's prices and rankings in.
import { SimCalendars } from "../market/calendars";
import { SimModel } from "../market/model";
import { MarketState } from "../market/state";
import { buildUniverse } from "../market/universe";
import type { MarketProvider } from "./provider";
import type { SimProviderOptions } from "./sim-provider";
import { MOVING_FIELDS, type WorkerInit, type WorkerSnapshot, type WorkerTick } from "./sim-worker-protocol";

export class WorkerSimProvider implements MarketProvider {
  readonly name = "sim";
  readonly state: MarketState;
  readonly calendars: SimCalendars;
  readonly intervalMs: number;
  /** The same model as the worker's (a pure function of seed, symbol and time): the daily bars. */
  readonly model: SimModel;
  private readonly worker: Worker;
  private pending: ((snapshot: WorkerSnapshot) => void) | null = null;
  private readonly first: Promise<WorkerSnapshot>;

  constructor(options: SimProviderOptions) {
    const companies = buildUniverse(options.universeSize);
    this.state = new MarketState(companies);
    this.calendars = new SimCalendars(companies, options.seed, options.now);
    this.intervalMs = options.tickMs;
    this.model = new SimModel(options.seed, companies, options.clock ?? "real", options.tickMs);
    this.worker = new Worker(new URL("./sim-worker.ts", import.meta.url).href);
    this.worker.onmessage = (event: MessageEvent<WorkerSnapshot>) => {
      const resolve = this.pending;
      this.pending = null;
      resolve?.(event.data);
    };
    this.first = this.request({
      type: "init",
      seed: options.seed,
      universeSize: options.universeSize,
      tickMs: options.tickMs,
      startTs: options.now(),
      clock: options.clock ?? "real",
    });
  }

  private request(message: WorkerInit | WorkerTick): Promise<WorkerSnapshot> {
    return new Promise((resolve) => {
      this.pending = resolve;
      this.worker.postMessage(message);
    });
  }

  private apply(snapshot: WorkerSnapshot): void {
    const s = this.state;
    for (const name of MOVING_FIELDS) s[name].set(snapshot.fields[name]);
    s.ts = snapshot.ts;
    s.version++;
    s.ranked = { version: s.version, scanners: snapshot.scanners, gainers: snapshot.gainers };
  }

  /** Resolves once the worker has built the history and opened the session. */
  async init(): Promise<void> {
    this.apply(await this.first);
  }

  async update(ts: number): Promise<void> {
    if (this.pending) return;
    this.apply(await this.request({ type: "tick", ts }));
  }

  stop(): void {
    this.worker.terminate();
  }
}

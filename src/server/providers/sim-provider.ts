// The default provider: the simulated market and its calendars.
import { SimCalendars } from "../market/calendars";
import type { SimModel } from "../market/model";
import type { MarketState } from "../market/state";
import { buildUniverse, type Company } from "../market/universe";
import type { MarketProvider } from "./provider";
import { SimulatedMarket } from "./simulated";

export interface SimProviderOptions {
  seed: number;
  universeSize: number;
  tickMs: number;
  now: () => number;
  companies?: readonly Company[];
  /** "real" exchange sessions (the default) or the "always-open" demo mode. */
  clock?: "real" | "always-open";
}

export class SimProvider implements MarketProvider {
  readonly name = "sim";
  readonly sim: SimulatedMarket;
  readonly calendars: SimCalendars;
  readonly intervalMs: number;

  constructor(options: SimProviderOptions) {
    const companies = options.companies ?? buildUniverse(options.universeSize);
    this.intervalMs = options.tickMs;
    this.sim = new SimulatedMarket({
      seed: options.seed,
      companies,
      tickMs: options.tickMs,
      startTs: options.now(),
      clock: options.clock ?? "real",
    });
    this.calendars = new SimCalendars(companies, options.seed, options.now);
  }

  get state(): MarketState {
    return this.sim.state;
  }

  get model(): SimModel {
    return this.sim.model;
  }

  async init(): Promise<void> {}

  update(ts: number): void {
    this.sim.tick(ts);
  }

  stop(): void {}
}

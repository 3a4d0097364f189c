// Builds the market engine for the configured provider.
import type { Config } from "../config";
import { FmpProvider } from "../providers/fmp";
import { SimProvider } from "../providers/sim-provider";
import { WorkerSimProvider } from "../providers/worker-provider";
import { YahooProvider } from "../providers/yahoo";
import { Market } from "./engine";

/** `worker`: run the simulation in a worker thread (the server); tests keep it in-thread. */
export function createMarket(config: Config, now: () => number, options: { worker?: boolean } = {}): Market {
  if (config.marketProvider === "fmp") {
    return new Market(new FmpProvider({ apiKey: config.fmpApiKey ?? "", baseUrl: config.fmpBaseUrl, now }), now);
  }
  if (config.marketProvider === "yahoo") {
    return new Market(
      new YahooProvider({
        now,
        callsPerMinute: config.yahooRatePerMinute,
        ...(config.yahooBaseUrl ? { baseUrl: config.yahooBaseUrl } : {}),
      }),
      now,
      config.marketSeed,
    );
  }
  const sim = {
    seed: config.marketSeed,
    universeSize: config.marketUniverseSize,
    tickMs: config.marketTickMs,
    clock: config.marketClock,
    now,
  };
  return new Market(options.worker ? new WorkerSimProvider(sim) : new SimProvider(sim), now, config.marketSeed);
}

// Builds the market engine for the configured provider.
import type { Config } from "../config";
import { Market } from "./engine";
import { FmpProvider } from "./fmp";
import { SimProvider } from "./sim-provider";

export function createMarket(config: Config, now: () => number): Market {
  if (config.marketProvider === "fmp") {
    return new Market(new FmpProvider({ apiKey: config.fmpApiKey ?? "", baseUrl: config.fmpBaseUrl, now }), now);
  }
  return new Market(
    new SimProvider({
      seed: config.marketSeed,
      universeSize: config.marketUniverseSize,
      tickMs: config.marketTickMs,
      now,
    }),
    now,
  );
}

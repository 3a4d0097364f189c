// Builds the market engine for the configured provider.
import type { Config } from "../config";
import { Market } from "./engine";
import { SimProvider } from "./sim-provider";

export function createMarket(config: Config, now: () => number): Market {
  if (config.marketProvider === "fmp") {
    throw new Error("MARKET_PROVIDER=fmp is not available in this build");
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

// The ready screens of /partner/screener/ready-* (docs/architecture.md, Screener): each a screen
// query over the field registry, so one click runs it like any pro screen. The four scanners'
// thresholds are those of src/server/market/scanners.ts (dollar amounts at the SAR peg for Saudi).
import type { ScreenMarket, ScreenQuery } from "./screener";

export const PRESET_KEYS = [
  "rocket",
  "liquidity",
  "growth",
  "dividend",
  "gainers",
  "losers",
  "active",
  "highs",
  "lows",
  "highDividend",
  "largeNearSma200",
  "oversold",
  "overbought",
  "unusualVolume",
  "shariah",
] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];

export function isPresetKey(key: string): key is PresetKey {
  return (PRESET_KEYS as readonly string[]).includes(key);
}

/** Dollars in the market's currency (SAR is pegged at 3.75). */
const usd = (market: ScreenMarket, dollars: number) => (market === "SA" ? dollars * 3.75 : dollars);

export function presetQuery(key: PresetKey, market: ScreenMarket): ScreenQuery {
  const q = (filters: ScreenQuery["filters"], field: ScreenQuery["sort"]["field"], dir: "asc" | "desc" = "desc") => ({
    market,
    filters,
    sort: { field, dir },
  });
  switch (key) {
    case "rocket":
      return q(
        [
          { field: "price", min: 1 },
          { field: "change1d", min: 5 },
          { field: "relVolume", min: 2 },
        ],
        "change1d",
      );
    case "liquidity":
      return q([{ field: "tradedValue", min: usd(market, 100e6) }], "tradedValue");
    case "growth":
      return q(
        [
          { field: "distSma50", min: 1e-9 },
          { field: "sma50Over200", min: 1e-9 },
          { field: "change3m", min: 15 },
          { field: "rsi14", min: 55, max: 80 },
        ],
        "change3m",
      );
    case "dividend":
      return q(
        [
          { field: "dividendYield", min: 3 },
          { field: "marketCap", min: usd(market, 10e9) },
        ],
        "dividendYield",
      );
    case "gainers":
      return q([{ field: "change1d", min: 0 }], "change1d");
    case "losers":
      return q([{ field: "change1d", max: 0 }], "change1d", "asc");
    case "active":
      return q([], "volume");
    case "highs":
      return q([{ field: "distHigh52", min: -2 }], "distHigh52");
    case "lows":
      return q([{ field: "distLow52", max: 2 }], "distLow52", "asc");
    case "highDividend":
      return q([{ field: "dividendYield", min: 4 }], "dividendYield");
    case "largeNearSma200":
      return q(
        [
          { field: "marketCap", min: usd(market, 10e9) },
          { field: "distSma200", min: -3, max: 3 },
        ],
        "marketCap",
      );
    case "oversold":
      return q([{ field: "rsi14", max: 30 }], "rsi14", "asc");
    case "overbought":
      return q([{ field: "rsi14", min: 70 }], "rsi14");
    case "unusualVolume":
      return q([{ field: "relVolume", min: 3 }], "relVolume");
    case "shariah":
      return q([{ field: "shariahStatus", in: ["compliant"] }], "marketCap");
  }
}

// What each scanner selects and how it orders its results, as data: the server's scanners
// (src/server/market/scanners.ts) test these thresholds and sort by `rankedBy`, and the scanner
// page states the rule from the same numbers, so the text cannot drift from the code.
// The columns of a scanner's results that the server can sort by (GET /work/investment/:scanner?sort=&dir=).
import type { ScannerKey } from "./market";

const SCANNER_SORT_COLUMNS = [
  "symbol",
  "price",
  "changePercentage",
  "volume",
  "marketCap",
  "outstandingShares",
  "close",
  "lastDividend",
  "metric",
] as const;
export type ScannerSortColumn = (typeof SCANNER_SORT_COLUMNS)[number];
type ScannerSortDirection = "ascending" | "descending";

export interface ScannerSort {
  column: ScannerSortColumn;
  direction: ScannerSortDirection;
}

/** The value a scanner ranks by, when it is not one of the row's own columns (shown as `metric`). */
type ScannerMetric = "tradedValueUsd" | "return3m" | "dividendYield";

export const SCANNER_RULES = {
  // Price Surge: up at least 5 % today on at least twice the 30-day average volume, price ≥ 1.
  rocket: { minChangePercent: 5, minRelativeVolume: 2, minPrice: 1, rankedBy: "changePercentage", metric: null },
  // Big Liquidity: at least 100 M dollars traded today (SAR at the 3.75 peg).
  liquidity: { minTradedUsd: 100e6, rankedBy: "metric", metric: "tradedValueUsd" },
  // Momentum Power: price > SMA50 > SMA200, 3-month return ≥ 15 %, RSI(14) in 55–80.
  growth: { minReturn3m: 15, rsiMin: 55, rsiMax: 80, rankedBy: "metric", metric: "return3m" },
  // Rockets Elite: trailing-12-month dividend yield ≥ 3 % and market cap ≥ 10 B dollars.
  dividend: { minYield: 3, minMarketCapUsd: 10e9, rankedBy: "metric", metric: "dividendYield" },
} as const satisfies Record<
  ScannerKey,
  { rankedBy: ScannerSortColumn; metric: ScannerMetric | null } & Record<string, number | string | null>
>;

/** The order a scanner shows without a chosen sort: its ranking value, highest first. */
export function defaultScannerSort(key: ScannerKey): ScannerSort {
  return { column: SCANNER_RULES[key].rankedBy, direction: "descending" };
}

/** The columns of a scanner's table: `metric` only where the scanner ranks by a value not in the row. */
export function scannerSortColumns(key: ScannerKey): readonly ScannerSortColumn[] {
  return SCANNER_RULES[key].metric ? SCANNER_SORT_COLUMNS : SCANNER_SORT_COLUMNS.filter((c) => c !== "metric");
}

export function isScannerSortColumn(key: ScannerKey, value: unknown): value is ScannerSortColumn {
  return typeof value === "string" && (scannerSortColumns(key) as readonly string[]).includes(value);
}

/** A sort from the address or a request; null when it is missing, wrong, or the scanner's default. */
export function parseScannerSort(key: ScannerKey, column: unknown, dir: unknown): ScannerSort | null {
  if (!isScannerSortColumn(key, column)) return null;
  const direction = dir === "asc" ? "ascending" : dir === "desc" ? "descending" : null;
  if (!direction) return null;
  const def = defaultScannerSort(key);
  return def.column === column && def.direction === direction ? null : { column, direction };
}

export const sortDirParam = (d: ScannerSortDirection) => (d === "ascending" ? "asc" : "desc");

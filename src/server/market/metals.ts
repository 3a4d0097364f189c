// Gold and silver prices for the zakat nisab (docs/portfolio.md): 85 g of gold or 595 g of silver.
// The current price comes from the market provider (Yahoo GC=F / SI=F, FMP's commodity quote), a
// simulated price on the simulated market, or a price an admin set; until one is known, the
// documented LBMA fixings below. A price older than STALE_DAYS is flagged, so the report warns.

export type Metal = "gold" | "silver";

/** Where a metal price came from. */
type MetalSource = "yahoo" | "fmp" | "simulated" | "admin" | "default";

export interface MetalQuote {
  metal: Metal;
  /** Per gram, in `currency`. */
  pricePerGram: number;
  currency: "USD" | "SAR";
  /** The day the price is of (YYYY-MM-DD). */
  date: string;
  source: MetalSource;
  /** Who says so, for the report (e.g. "Yahoo Finance GC=F", an admin's text). */
  sourceLabel: string;
}

export interface MetalPrices {
  /** The latest known price of the metal; never throws (falls back to the defaults). */
  current(metal: Metal): Promise<MetalQuote>;
}

/** A price this many days older than the report's date is stale: the report warns. */
export const METAL_STALE_DAYS = 7;

export const TROY_OUNCE_GRAMS = 31.1034768;

/** The LBMA fixings at the close of 2024 (31 December 2024): gold USD 2,610.85/oz (LBMA Precious
 * Metals Market Report, Q4 2024) = USD 83.94 a gram; silver USD 28.92/oz = USD 0.93 a gram. */
export const DEFAULT_METALS: Record<Metal, MetalQuote> = {
  gold: {
    metal: "gold",
    pricePerGram: 83.94,
    currency: "USD",
    date: "2024-12-31",
    source: "default",
    sourceLabel: "LBMA Gold Price, 31 Dec 2024: USD 2,610.85/oz",
  },
  silver: {
    metal: "silver",
    pricePerGram: 0.93,
    currency: "USD",
    date: "2024-12-31",
    source: "default",
    sourceLabel: "LBMA Silver Price, 31 Dec 2024: USD 28.92/oz",
  },
};

/** The documented defaults only (no provider, no admin price). */
export const fixedMetalPrices: MetalPrices = {
  current: async (metal) => DEFAULT_METALS[metal],
};

/** Whole days from a price's date to a report's date (both YYYY-MM-DD). */
export function metalAgeDays(priceDate: string, reportDate: string): number {
  return Math.round((Date.parse(`${reportDate}T00:00:00Z`) - Date.parse(`${priceDate}T00:00:00Z`)) / 86_400_000);
}

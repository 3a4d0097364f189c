// Shapes of the partner insights and moving-average calls (docs/api.md, "Partner insights").
export const INSIGHT_MARKETS = ["US", "SA"] as const;
export type InsightMarket = (typeof INSIGHT_MARKETS)[number];

/** Periods of sector performance; the heatmap colours by the first four but 3M. */
export const PERIODS = ["1D", "1W", "1M", "3M", "YTD", "1Y"] as const;
export type Period = (typeof PERIODS)[number];
export const HEATMAP_PERIODS = ["1D", "1W", "1M", "YTD"] as const;
export type HeatmapPeriod = (typeof HEATMAP_PERIODS)[number];

/** Sector codes of the universe (src/server/market/universe.ts). */
export const SECTOR_KEYS = ["T", "C", "Y", "D", "H", "F", "I", "E", "U", "R", "M"] as const;
export type SectorKey = (typeof SECTOR_KEYS)[number];

/** What a computed index covers: the whole market, the NASDAQ listings (US only) or a sector. */
export type IndexKey = "market" | "nasdaq" | SectorKey;

/** Whether an index key is a sector's (not the market's nor the NASDAQ listings'). */
export function isSectorKey(key: IndexKey): key is SectorKey {
  return key !== "market" && key !== "nasdaq";
}

export function isInsightMarket(value: unknown): value is InsightMarket {
  return value === "US" || value === "SA";
}

/** Changes in percent per period; null where the history does not reach back that far. */
export type Changes<P extends string = Period> = Record<P, number | null>;

export interface HeatmapTile {
  symbol: string;
  name: string;
  nameAr?: string;
  sector: SectorKey;
  /** In the listing currency (dollars or riyals). */
  marketCap: number;
  price: number;
  change: Changes<HeatmapPeriod>;
}

export interface HeatmapResponse {
  market: InsightMarket;
  currency: "USD" | "SAR";
  ts: number;
  tiles: HeatmapTile[];
}

export interface IndexPoint {
  /** YYYY-MM-DD of a completed session. */
  t: string;
  v: number;
}

/** Base value of every computed sector index on the base date. */
export const INDEX_BASE = 1000;

/**
 * The computed indices' fixed base date: the close of Tuesday 31 December 2024, the last session
 * of 2024 on both exchanges. It never moves, so a past close reads the same on every later day.
 */
export const INDEX_BASE_DATE = "2024-12-31";

/**
 * Each computed market index's level on the base date: the real index's close that day, so the
 * computed one reads on the scale traders know. The Saudi one starts at TASI's close of 31 Dec
 * 2024, 12,036.50 (Saudi Exchange, Tadawul); the US one at the S&P 500's, 5,881.63 (S&P Dow Jones
 * Indices). Sector indices start at INDEX_BASE.
 */
export const MARKET_INDEX_BASE: Record<InsightMarket, number> = { SA: 12036.5, US: 5881.63 };

/**
 * The level of the computed index of the US market's NASDAQ listings on the base date: the
 * NASDAQ Composite's close of 31 Dec 2024, 19,310.79 (Nasdaq Global Indexes; Yahoo's ^IXIC
 * chart gives the same figure as its previous close of 2 Jan 2025).
 */
export const NASDAQ_INDEX_BASE = 19310.79;

export interface ComputedIndex {
  /** "market" for the whole market, "nasdaq" for the US market's NASDAQ listings, else a
   * sector code. */
  key: IndexKey;
  value: number;
  changePercent: number;
  /** Companies in the index today. */
  constituents: number;
  /** Listed companies of the market (of the sector for a sector index, on NASDAQ for the
   * NASDAQ index): all are in the index
   * when `constituents === listings`, else the `constituents` largest of them. */
  listings: number;
  history: IndexPoint[];
}

/** The provider's symbol of the NASDAQ Composite (Yahoo and FMP alike). */
export const NASDAQ_COMPOSITE = "^IXIC";

/** An index quote from the provider (a real one: S&P 500, NASDAQ Composite, TASI). */
export interface RealIndexQuote {
  symbol: string;
  name: string;
  price: number;
  changePercent: number;
  /** The provider it came from, e.g. "fmp". */
  source: string;
}

export interface IndicesResponse {
  market: InsightMarket;
  ts: number;
  /** First the market index, then (US) the NASDAQ listings' index, then one per sector present
   * in the market. */
  indices: ComputedIndex[];
  real: RealIndexQuote[];
}

export interface PerformanceResponse {
  market: InsightMarket;
  ts: number;
  index: Changes;
  sectors: { sector: SectorKey; change: Changes }[];
}

export interface RankingRow {
  symbol: string;
  name: string;
  nameAr?: string;
  price: number;
  changePercent: number;
  volume: number;
  /** Price × volume in the listing currency. */
  tradedValue: number;
}

export const RANKING_LISTS = ["gainers", "losers", "active", "value"] as const;
export type RankingList = (typeof RANKING_LISTS)[number];
export const RANKING_SIZE = 10;

export interface RankingResponse {
  market: InsightMarket;
  currency: "USD" | "SAR";
  ts: number;
  lists: Record<RankingList, RankingRow[]>;
}

interface SectorWeight {
  sector: SectorKey;
  marketCap: number;
  /** Share of the market's capitalisation, 0–100. */
  weight: number;
  count: number;
}

export interface SectorsResponse {
  market: InsightMarket;
  currency: "USD" | "SAR";
  ts: number;
  total: number;
  sectors: SectorWeight[];
}

const CROSS_KINDS = ["golden", "death", "above20", "below20"] as const;
export type CrossKind = (typeof CROSS_KINDS)[number];
/** The filter of the moving-average calendar: every kind, the SMA 50 × 200 crosses, or SMA 20. */
export const CROSS_FILTERS = ["all", "long", "sma20"] as const;
export type CrossFilter = (typeof CROSS_FILTERS)[number];

export interface CrossEvent {
  symbol: string;
  name: string;
  nameAr?: string;
  /** YYYY-MM-DD of the session it happened in (today's is live until the close). */
  date: string;
  kind: CrossKind;
  close: number;
  sma20: number;
  sma50: number;
  sma200: number;
  live: boolean;
}

export interface MovingAverageResponse {
  market: InsightMarket;
  /** The trading days covered: this week's first session to today. */
  from: string;
  to: string;
  crosses: CrossEvent[];
  totalPages: number;
}

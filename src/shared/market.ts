// Market payloads of the API contract (docs/api.md), shared by server and client:
// scanner keys and rows, the live gainers message, and the partner calendars.
import * as v from "valibot";
import { contract } from "./contract";
import { FIELD_LIMITS } from "./fields";

export const SCANNER_KEYS = ["rocket", "liquidity", "growth", "dividend"] as const;
export type ScannerKey = (typeof SCANNER_KEYS)[number];
const scannerKeySchema = v.picklist(SCANNER_KEYS);

export function isScannerKey(value: string): value is ScannerKey {
  return (SCANNER_KEYS as readonly string[]).includes(value);
}

/** Rows per page of every paged market list. */
/** Ticker symbols as the markets write them: AAPL, BRK.B, 2222.SR. */
export const SYMBOL_PATTERN = new RegExp(`^[A-Z0-9][A-Z0-9.-]{0,${FIELD_LIMITS.symbol - 1}}$`);

export const PAGE_SIZE = 25;

/** Listing currencies: US listings trade in dollars, Saudi ones in riyals. */
export type Currency = "USD" | "SAR";

/** What every row with a symbol also carries (additive to the seed's fields). */
const named = {
  /** The company's name in English. */
  name: v.string(),
  /** The official Arabic name, for Saudi companies. */
  nameAr: v.optional(v.string()),
};
export type Named = v.InferOutput<v.ObjectSchema<typeof named, undefined>>;
const currency = v.picklist(["USD", "SAR"]);

/** One row of a scanner result; `close` is the previous session's close. Amounts are in `currency`. */
const scannerRowSchema = v.object({
  ...named,
  symbol: v.string(),
  currency,
  price: v.number(),
  volume: v.number(),
  marketCap: v.number(),
  outstandingShares: v.number(),
  changePercentage: v.number(),
  close: v.number(),
  lastDividend: v.number(),
  /**
   * On scanner pages only: the value the scanner ranks by where it is not a column above
   * (Big Liquidity: dollars traded today; Momentum Power: 3-month return in percent;
   * Rockets Elite: dividend yield in percent). See src/shared/scanner-rules.ts.
   */
  metric: v.optional(v.number()),
});
export type ScannerRow = v.InferOutput<typeof scannerRowSchema>;

const scannerPageSchema = v.object({
  data: v.array(scannerRowSchema),
  totalTickers: v.number(),
  pageSize: v.number(),
  currentPage: v.number(),
  totalPages: v.number(),
});
export type ScannerPage = v.InferOutput<typeof scannerPageSchema>;

/** POST /work/get-tickers-data: tickers[i] is read with selectedScanners[i]. */
const tickersDataRequestSchema = v.pipe(
  v.strictObject({
    tickers: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(20))), v.maxLength(500)),
    selectedScanners: v.pipe(v.array(scannerKeySchema), v.maxLength(500)),
  }),
  v.check(
    (body) => body.tickers.length === body.selectedScanners.length,
    "tickers and selectedScanners differ in length",
  ),
);

const tickersDataResponse = v.object({
  data: v.array(
    v.object({
      tickerName: v.string(),
      selectedScanner: scannerKeySchema,
      /** The ticker's current row; empty when the symbol is not in the universe. */
      data: v.array(scannerRowSchema),
    }),
  ),
});
export type TickersDataResponse = v.InferOutput<typeof tickersDataResponse>;

/** A row of the live top gainers; amounts in `currency`. */
export interface GainerRow extends Named {
  symbol: string;
  currency: Currency;
  price: number;
  volume: number;
  change: number;
  changesPercentage: number;
}

export interface TopGainersMessage {
  event: "topGainers";
  /** Epoch milliseconds of the market tick the list belongs to. */
  ts: number;
  data: GainerRow[];
}

/** One row of a topGainers push, as the client checks it. */
export const gainerRowSchema = v.object({
  symbol: v.string(),
  name: v.string(),
  nameAr: v.optional(v.string()),
  currency: v.picklist(["USD", "SAR"]),
  price: v.number(),
  volume: v.number(),
  change: v.number(),
  changesPercentage: v.number(),
});
/** A topGainers push; its rows are checked one by one, so one bad row is dropped, not the push. */
export const topGainersMessageSchema = v.object({
  event: v.literal("topGainers"),
  ts: v.number(),
  data: v.array(v.unknown()),
});

// Partner calendars. Dates are "YYYY-MM-DD"; an unknown date is null.

const dividendEvent = v.object({
  ...named,
  symbol: v.string(),
  currency,
  /** Ex-dividend date. */
  date: v.string(),
  recordDate: v.nullable(v.string()),
  paymentDate: v.nullable(v.string()),
  /** Dividend per share, in the listing currency. */
  dividend: v.number(),
  /** Annual yield at the reference price, in percent. */
  yield: v.number(),
});
export type DividendEvent = v.InferOutput<typeof dividendEvent>;

const EARNINGS_TIMES = ["bmo", "amc", "unknown"] as const;
export type EarningsTime = (typeof EARNINGS_TIMES)[number];

const earningsItem = v.object({ ...named, symbol: v.string(), time: v.picklist(EARNINGS_TIMES) });
export type EarningsItem = v.InferOutput<typeof earningsItem>;

/** Keyed by "DD/MM/YYYY HH:mm:ss" (the day at 00:00:00), Monday to Friday, in order. */
const earningsResponse = v.object({
  data: v.record(v.string(), v.object({ items: v.array(earningsItem) })),
  highestTotalPages: v.number(),
});
export type EarningsResponse = v.InferOutput<typeof earningsResponse>;

const ipoEvent = v.object({
  company: v.string(),
  symbol: v.string(),
  exchange: v.string(),
  date: v.string(),
  /** Status text: Expected, Priced, Filed or Withdrawn. */
  actions: v.string(),
  /** "low-high" in dollars, or null when not set. */
  priceRange: v.nullable(v.string()),
  shares: v.nullable(v.number()),
  marketCap: v.nullable(v.number()),
});
export type IpoEvent = v.InferOutput<typeof ipoEvent>;

const stockSplitEvent = v.object({
  ...named,
  symbol: v.string(),
  date: v.string(),
  numerator: v.number(),
  denominator: v.number(),
});
export type StockSplitEvent = v.InferOutput<typeof stockSplitEvent>;

/** `page` is read by the handler (a whole number from 1, Arabic-Indic digits too). */
const pageQuery = v.object({ page: v.optional(v.string()) });

/** The scanners, the watchlist's live rows and the partner calendars (docs/api.md). */
export const marketApi = {
  /** `sort` and `dir` are checked by the handler against the scanner's own columns. */
  scanner: contract({
    method: "GET",
    path: "/work/investment/:scanner",
    query: v.object({ page: v.optional(v.string()), sort: v.optional(v.string()), dir: v.optional(v.string()) }),
    response: scannerPageSchema,
  }),
  tickersData: contract({
    method: "POST",
    path: "/work/get-tickers-data",
    body: tickersDataRequestSchema,
    response: tickersDataResponse,
  }),
  earnings: contract({
    method: "GET",
    path: "/partner/event/earning-calendar",
    query: pageQuery,
    response: earningsResponse,
  }),
  dividends: contract({
    method: "GET",
    path: "/partner/event/dividends-tracker",
    query: pageQuery,
    response: v.object({ dividends: v.array(dividendEvent), totalPages: v.number() }),
  }),
  ipos: contract({
    method: "GET",
    path: "/partner/event/ipo",
    query: pageQuery,
    response: v.object({ ipos: v.array(ipoEvent), totalPages: v.number() }),
  }),
  /** `month` (1-12, or empty for the whole year) is checked by the handler. */
  splits: contract({
    method: "GET",
    path: "/partner/event/stock-splits",
    query: v.object({ page: v.optional(v.string()), month: v.optional(v.string()) }),
    response: v.object({ stockSplits: v.array(stockSplitEvent), totalPages: v.number() }),
  }),
};

// Market sessions and the data source, GET /market/status.

export type MarketCode = "US" | "SA";
/** "pre": the US pre-market (04:00–09:30 New York) or the Saudi pre-open auction (09:30–10:00
 * Riyadh); "closing-auction" (15:00–15:10) and "trade-at-last" (15:10–15:20): the Saudi
 * Exchange after its continuous session; "post": US after-hours (16:00–20:00). Prices move
 * only while "open". */
export type SessionState = "pre" | "open" | "closing-auction" | "trade-at-last" | "post" | "closed";
export const SESSION_STATES = ["pre", "open", "closing-auction", "trade-at-last", "post", "closed"] as const;

export interface MarketSession {
  market: MarketCode;
  state: SessionState;
  /** ISO times of the running session, or else of the next one. */
  opensAt: string;
  closesAt: string;
  /** The date (YYYY-MM-DD, the exchange's) of the session whose prices are shown: the running
   * one, else the last one closed; lists read "as of the close of" it while not "open". */
  session?: string;
}

export type ProviderName = "sim" | "yahoo" | "fmp";

/** How old a real provider's last quotes may be for the data to be called live. */
const LIVE_WITHIN_MS = 120_000;

/** Real and current: quotes from a real provider, updated within LIVE_WITHIN_MS or three polls. */
export function isLive(provider: ProviderName, lastUpdate: number, intervalMs: number, now: number): boolean {
  return provider !== "sim" && lastUpdate > 0 && now - lastUpdate <= Math.max(LIVE_WITHIN_MS, 3 * intervalMs);
}

/** Where a market's prices come from: the simulation, or the real provider by name. */
export type DataSource = "simulated" | "yahoo" | "fmp";
const DATA_SOURCES = ["simulated", "yahoo", "fmp"] as const;

/** A market's prices as the screens label them: their source, how late the exchange's quotes
 * reach us (0: real-time), when the last price was made (epoch ms; null before the first
 * quote), and whether they are real-time now (a real provider, no delay, polled within
 * LIVE_WITHIN_MS or three polls). */
export interface MarketFeed {
  source: DataSource;
  delayMinutes: number;
  lastPriceAt: number | null;
  live: boolean;
}

export const marketFeedEntries = {
  source: v.picklist(DATA_SOURCES),
  delayMinutes: v.pipe(v.number(), v.minValue(0)),
  lastPriceAt: v.nullable(v.number()),
  live: v.boolean(),
};

export interface MarketStatus {
  provider: ProviderName;
  /** True while the prices on screen are simulated (every price screen then says so). */
  simulated: boolean;
  /** True only when every market's prices are real-time (MarketFeed.live): the only case in
   * which a page may say "live" or "real-time" of the data as a whole. */
  live: boolean;
  /** "always-open" in the demo mode that keeps the simulated market ticking at any hour. */
  clock: "real" | "always-open";
  markets: (MarketSession & MarketFeed)[];
}

export const marketStatusSchema = v.object({
  provider: v.picklist(["sim", "yahoo", "fmp"]),
  simulated: v.boolean(),
  live: v.boolean(),
  clock: v.picklist(["real", "always-open"]),
  markets: v.array(
    v.object({
      market: v.picklist(["US", "SA"]),
      state: v.picklist(SESSION_STATES),
      opensAt: v.string(),
      closesAt: v.string(),
      session: v.optional(v.string()),
      ...marketFeedEntries,
    }),
  ),
});

/** GET /market/status (docs/api.md, "Market status"): for any visitor. */
export const marketStatusApi = contract({ method: "GET", path: "/market/status", response: marketStatusSchema });

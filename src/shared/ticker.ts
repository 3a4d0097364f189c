// The ticker page's payloads (docs/api.md): one ticker's key figures and its daily bars.
// Shared by the server (which builds them) and the client (which validates and draws them).
import * as v from "valibot";
import { contract } from "./contract";
import {
  type MarketFeed,
  marketFeedEntries,
  SCANNER_KEYS,
  type ScannerKey,
  SESSION_STATES,
  type SessionState,
} from "./market";

export const HISTORY_RANGES = ["1M", "3M", "6M", "1Y", "5Y"] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const historyRangeSchema = v.picklist(HISTORY_RANGES);

/** Trading sessions a range covers (about 21 a month, 252 a year). */
export const RANGE_SESSIONS: Record<HistoryRange, number> = {
  "1M": 21,
  "3M": 63,
  "6M": 126,
  "1Y": 252,
  "5Y": 1260,
};

/** A symbol as it may appear in a path: letters, digits, '.', '-' (BRK-B, 2222.SR). */
export const symbolSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9.-]{0,19}$/));

export interface TickerSnapshot {
  symbol: string;
  name: string;
  /** The official Arabic name, for Saudi companies. */
  nameAr?: string;
  exchange: string;
  sector: string;
  currency: "USD" | "SAR";
  price: number;
  change: number;
  changesPercentage: number;
  previousClose: number;
  dayLow: number;
  dayHigh: number;
  /** Today's open, where the provider knows it (else the chart opens at the previous close). */
  dayOpen?: number;
  low52: number;
  high52: number;
  volume: number;
  /** Average daily volume over the last 30 sessions. */
  avgVolume: number;
  marketCap: number;
  sharesOutstanding: number;
  /** Trailing-12-month dividend per share, in the listing currency. */
  dividendPerShare: number;
  /** Trailing-12-month dividend yield, in percent. */
  dividendYield: number;
  /** null where the provider has no history yet to compute them. */
  rsi14: number | null;
  sma50: number | null;
  sma200: number | null;
  /** The scanners that list the ticker at this moment. */
  scanners: ScannerKey[];
  /** Epoch ms of the price shown: the quote's own time (GET /work/ticker/:symbol), not the poll's. */
  ts: number;
  /** The date of the session the live figures belong to (YYYY-MM-DD): today's candle. */
  session: string;
  /** The session state of the ticker's market now (GET /work/ticker/:symbol adds it). */
  marketState?: SessionState;
  /** Its market's prices: source, delay, last price's time, real-time (the route adds it). */
  feed?: MarketFeed;
}

/** One daily bar; `t` is the session's date, YYYY-MM-DD. */
export interface DailyBar {
  t: string;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

export interface HistoryResponse {
  symbol: string;
  range: HistoryRange;
  /** Completed sessions, oldest first; today's session is the snapshot's business. */
  bars: DailyBar[];
}

const finite = v.pipe(v.number(), v.finite());

const tickerSnapshotSchema = v.object({
  symbol: v.string(),
  name: v.string(),
  nameAr: v.optional(v.string()),
  exchange: v.string(),
  sector: v.string(),
  currency: v.picklist(["USD", "SAR"]),
  price: finite,
  change: finite,
  changesPercentage: finite,
  previousClose: finite,
  dayLow: finite,
  dayHigh: finite,
  dayOpen: v.optional(finite),
  low52: finite,
  high52: finite,
  volume: finite,
  avgVolume: finite,
  marketCap: finite,
  sharesOutstanding: finite,
  dividendPerShare: finite,
  dividendYield: finite,
  rsi14: v.nullable(finite),
  sma50: v.nullable(finite),
  sma200: v.nullable(finite),
  scanners: v.array(v.picklist(SCANNER_KEYS)),
  ts: finite,
  session: v.string(),
  /** The session state of the ticker's market now. */
  marketState: v.optional(v.picklist(SESSION_STATES)),
  feed: v.optional(v.object(marketFeedEntries)),
});

const dailyBarSchema = v.object({ t: v.string(), o: finite, h: finite, l: finite, c: finite, v: finite });

const historyResponseSchema = v.object({
  symbol: v.string(),
  range: historyRangeSchema,
  bars: v.array(dailyBarSchema),
});

/** Bar lengths of the intraday chart (docs/api.md, "Ticker page"). */
export const INTRADAY_INTERVALS = ["1m", "5m", "15m"] as const;
export type IntradayInterval = (typeof INTRADAY_INTERVALS)[number];
export const intradayIntervalSchema = v.picklist(INTRADAY_INTERVALS);
export const INTRADAY_INTERVAL_MS: Record<IntradayInterval, number> = { "1m": 60_000, "5m": 300_000, "15m": 900_000 };

/** One intraday bar; `t` is its start in Unix seconds (UTC), shown in the exchange's zone. */
export interface IntradayBar {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
}

export interface IntradayResponse {
  symbol: string;
  interval: IntradayInterval;
  /** The exchange's IANA zone: the chart's axis speaks it. */
  timeZone: string;
  currency: "USD" | "SAR";
  /** The close before this session: the chart draws it as a line. */
  previousClose: number;
  /** The current session, or the last one when none runs: its date in the exchange's calendar,
   * its open and close (ISO instants), and the market's state now. */
  session: { date: string; open: string; close: string; state: SessionState };
  /** From the open to now (or to the close), oldest first: none before the open or after now. */
  bars: IntradayBar[];
  /** Figures of the simulated market (labelled as such wherever they show). */
  simulated: boolean;
}

const intradayBarSchema = v.object({ t: finite, o: finite, h: finite, l: finite, c: finite, v: finite });

export const intradayResponseSchema = v.object({
  symbol: v.string(),
  interval: intradayIntervalSchema,
  timeZone: v.string(),
  currency: v.picklist(["USD", "SAR"]),
  previousClose: finite,
  session: v.object({ date: v.string(), open: v.string(), close: v.string(), state: v.picklist(SESSION_STATES) }),
  bars: v.array(intradayBarSchema),
  simulated: v.boolean(),
});

/** The ticker page's calls (docs/api.md, "Ticker page"); partners reach them through their
 * explorer. `range` and `interval` are checked by the handler, which answers with its own codes
 * (invalid_range, invalid_interval). */
export const tickerApi = {
  snapshot: contract({ method: "GET", path: "/work/ticker/:symbol", response: tickerSnapshotSchema }),
  history: contract({
    method: "GET",
    path: "/work/ticker/:symbol/history",
    query: v.object({ range: v.optional(v.string()) }),
    response: historyResponseSchema,
  }),
  intraday: contract({
    method: "GET",
    path: "/work/ticker/:symbol/intraday",
    query: v.object({ interval: v.optional(v.string()) }),
    response: intradayResponseSchema,
  }),
};

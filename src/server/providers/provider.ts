// The providers folder holds the market's data sources, apart from the engine that drives them
// so that a new source touches nothing else. This file: what the market engine needs from a data
// source. Implementations: the simulated market (default, deterministic; in a worker thread for
// the server), Yahoo Finance (MARKET_PROVIDER=yahoo) and Financial Modeling Prep (MARKET_PROVIDER=fmp).
import type { InsightMarket, RealIndexQuote } from "../../shared/insights";
import type { DividendEvent, EarningsTime, IpoEvent, Named, ProviderName, StockSplitEvent } from "../../shared/market";
import type { DailyBar, IntradayBar, IntradayInterval } from "../../shared/ticker";
import type { SimModel } from "../market/model";
import type { MarketState } from "../market/state";

export interface EarningsEvent {
  symbol: string;
  /** YYYY-MM-DD */
  date: string;
  time: EarningsTime;
}

/** Calendar rows as a source gives them; the routes add names and currency from the universe. */
export type CalendarDividend = Omit<DividendEvent, keyof Named | "currency">;
export type CalendarSplit = Omit<StockSplitEvent, keyof Named>;

/** Calendars between two dates (YYYY-MM-DD, both included), sorted by date then symbol. */
export interface CalendarSource {
  earnings(from: string, to: string): Promise<EarningsEvent[]>;
  dividends(from: string, to: string): Promise<CalendarDividend[]>;
  ipos(from: string, to: string): Promise<IpoEvent[]>;
  splits(from: string, to: string): Promise<CalendarSplit[]>;
}

/** One symbol's current (or last) session in intraday bars: the session's date in the exchange's
 * calendar with its open and close (epoch ms), the close before it, and the bars from the open
 * to now (or to the close), none before the open or after now. */
export interface ProviderIntraday {
  session: { date: string; open: number; close: number };
  previousClose: number;
  bars: IntradayBar[];
}

export interface MarketProvider {
  readonly name: ProviderName;
  /** The current market; providers update it in place and bump its version. */
  readonly state: MarketState;
  readonly calendars: CalendarSource;
  /** Milliseconds between updates. */
  readonly intervalMs: number;
  /** Loads what is needed before the first request (history, first quotes). */
  init(): Promise<void>;
  /** One update at `ts`; resolves once the state reflects it. */
  update(ts: number): Promise<void> | void;
  stop(): void;
  /** Real daily bars (the last `count` completed sessions, oldest first). Without it the
   * simulated bars of market/history.ts are shown, which only the simulated market may do. */
  history?(symbol: string, count: number): Promise<DailyBar[]>;
  /** Real intraday bars of the current or last session (Yahoo's chart data). Without it only
   * the simulated market has an intraday chart (from its model). */
  intraday?(symbol: string, interval: IntradayInterval): Promise<ProviderIntraday>;
  /** The simulated market's model (sim only): the daily bars come from it. */
  readonly model?: SimModel;
  /** Real index quotes of a market (S&P 500 and NASDAQ Composite; TASI), shown beside the
   * indices computed from the universe (docs/architecture.md, "Partner insights"). */
  indexQuotes?(market: InsightMarket): Promise<RealIndexQuote[]>;
}

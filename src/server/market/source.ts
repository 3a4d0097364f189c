// What every price screen says of its prices (docs/api.md, "Market status"): per market, their
// source, how late the exchange lets them reach us, when the last price was made (the
// exchange's time, not the poll's) and whether they are real-time. GET /market/status and the
// ticker call read it; the screens' source label (src/views/kit/SourceLabel.tsx) shows it.
import { type DataSource, isLive, type MarketCode, type MarketFeed, type ProviderName } from "../../shared/market";
import type { MarketProvider } from "../providers/provider";
import { latestSession } from "./sessions";

/**
 * The exchanges' delays (minutes) by provider, for when the provider's quotes do not say.
 * Yahoo Finance: NYSE and NASDAQ real-time (its v7 quotes of US shares carry
 * exchangeDataDelayedBy 0 and quoteSourceName "Nasdaq Real Time Price"); the Saudi Exchange
 * (exchange "SAU") 15 minutes, as the exchange allows unlicensed redistribution. FMP: US
 * quotes real-time on its paid plans; other exchanges 15 minutes late.
 */
const DELAY_MINUTES: Record<Exclude<ProviderName, "sim">, Record<MarketCode, number>> = {
  yahoo: { US: 0, SA: 15 },
  fmp: { US: 0, SA: 15 },
};

/** A quote's own time (epoch ms, Yahoo's regularMarketTime) and the exchange's delay in minutes
 * (exchangeDataDelayedBy), each null where the provider does not say. */
interface QuoteClock {
  quoteTime: number | null;
  delayMinutes: number | null;
}

/** What a real provider may tell of its quotes (the Yahoo provider does): a symbol's clock, and
 * a market's latest quote time with its largest stated delay. */
interface QuoteClocks {
  quoteClock(symbol: string): QuoteClock | null;
  marketClock(market: MarketCode): QuoteClock;
}

/** The provider's quote clocks when it keeps them, else null (the table and the polls then). */
function quoteClocksOf(provider: MarketProvider): QuoteClocks | null {
  const p = provider as Partial<QuoteClocks>;
  return typeof p.quoteClock === "function" && typeof p.marketClock === "function" ? (p as QuoteClocks) : null;
}

interface FeedContext {
  provider: MarketProvider;
  clock: "real" | "always-open";
  now: number;
}

/** The time of the last price made by `at`: `at` while the market's latest session runs, else
 * that session's close (prices move only while it is open). */
function lastPriceBy(market: MarketCode, at: number): number {
  return Math.min(at, latestSession(market, at).close);
}

/** One market's feed: source, delay, time of the last price, real-time or not. */
export function marketFeed(ctx: FeedContext, market: MarketCode): MarketFeed {
  const { provider, clock, now } = ctx;
  const ts = provider.state.ts;
  if (provider.name === "sim") {
    const at = ts > 0 ? ts : now;
    // The demo clock keeps the simulated market open at all hours: its last tick is its last price.
    return {
      source: "simulated",
      delayMinutes: 0,
      lastPriceAt: clock === "always-open" ? at : lastPriceBy(market, at),
      live: false,
    };
  }
  const source: DataSource = provider.name;
  const said = quoteClocksOf(provider)?.marketClock(market);
  const delayMinutes = said?.delayMinutes ?? DELAY_MINUTES[provider.name][market];
  // Without the quotes' own times: the last poll less the exchange's delay, never past the close.
  const lastPriceAt =
    said?.quoteTime && said.quoteTime > 0
      ? said.quoteTime
      : ts > 0
        ? lastPriceBy(market, ts - delayMinutes * 60_000)
        : null;
  return {
    source,
    delayMinutes,
    lastPriceAt,
    live: delayMinutes === 0 && isLive(provider.name, ts, provider.intervalMs, now),
  };
}

/** The time of ticker i's last price: its quote's own time where the provider keeps one, else its
 * market's last price (never the time of the poll that fetched it). */
export function quoteTime(ctx: FeedContext, i: number): number | null {
  const state = ctx.provider.state;
  const own = quoteClocksOf(ctx.provider)?.quoteClock(state.symbols[i]!)?.quoteTime ?? null;
  if (own !== null && own > 0) return own;
  return marketFeed(ctx, state.currencies[i] === "SAR" ? "SA" : "US").lastPriceAt;
}

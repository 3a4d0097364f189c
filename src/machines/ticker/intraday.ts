// The intraday chart's data between two loads: each live quote moves the last bar (its close,
// high and low) or, once that bar's time is over, opens the next one, so the chart grows with
// the price instead of waiting for the next load. Quotes outside the session change nothing.
// A live quote of the socket is first merged into the page's figures (withLiveQuote).
import type { LiveQuote } from "../../shared/realtime";
import { INTRADAY_INTERVAL_MS, type IntradayResponse, type TickerSnapshot } from "../../shared/ticker";

/** The page's figures with a live quote (of tick `ts`) merged in: what moves every tick. */
export function withLiveQuote(snapshot: TickerSnapshot, quote: LiveQuote, ts: number): TickerSnapshot {
  return {
    ...snapshot,
    price: quote.price,
    change: quote.change,
    changesPercentage: quote.changesPercentage,
    volume: quote.volume,
    dayLow: quote.dayLow,
    dayHigh: quote.dayHigh,
    marketCap: Math.round(quote.price * snapshot.sharesOutstanding),
    marketState: quote.marketState,
    ts,
  };
}

export function withQuote(data: IntradayResponse | null, quote: TickerSnapshot): IntradayResponse | null {
  if (!data || quote.session !== data.session.date) return data;
  const step = INTRADAY_INTERVAL_MS[data.interval] / 1000;
  const open = Date.parse(data.session.open) / 1000;
  const close = Date.parse(data.session.close) / 1000;
  const t = Math.floor(quote.ts / 1000);
  if (t < open || t >= close) return data;
  const price = quote.price;
  const bars = [...data.bars];
  const last = bars[bars.length - 1];
  if (last && t < last.t) return data;
  if (last && t < last.t + step) {
    bars[bars.length - 1] = { ...last, c: price, h: Math.max(last.h, price), l: Math.min(last.l, price) };
  } else {
    bars.push({ t: open + Math.floor((t - open) / step) * step, o: price, h: price, l: price, c: price, v: 0 });
  }
  return { ...data, bars };
}

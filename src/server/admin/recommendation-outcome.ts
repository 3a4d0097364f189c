// Whether a recommendation reached its target or its stop, from the symbol's prices since it was
// made. The target is the lowest of the five targets (a long recommendation: the first a rising
// price reaches), the stop is the stop loss.
//
// Prices looked at, in time order:
//   1. every completed session after the one the recommendation was made in: its high and low;
//   2. the session running now (when it is not the creation session): its high and low so far;
//   3. the price now (this is all that counts of the creation session: its range before the
//      recommendation was made is not since it was made).
// The first of target (high ≥ target) or stop (low ≤ stop) reached wins. When one session reaches
// both, daily bars cannot tell which came first, and the stop counts (the cautious reading).
// Once reached, the outcome is kept in the row (outcome, outcome_day, outcome_price), so it does not
// change when later prices move, nor depend on history that a provider may stop serving.

import type { RecommendationStatus } from "../../shared/recommendation-tracking";
import type { DailyBar } from "../../shared/ticker";

export interface Outcome {
  status: Exclude<RecommendationStatus, "open">;
  /** The session day, YYYY-MM-DD, on the exchange's calendar. */
  day: string;
  /** The level that was reached (the target or the stop). */
  price: number;
}

interface PricesSince {
  /** Completed sessions, oldest first (any before or on `createdDay` are skipped). */
  bars: readonly DailyBar[];
  /** The session day the recommendation was made in (YYYY-MM-DD, exchange calendar). */
  createdDay: string;
  /** The session running now (or last closed), its day and its range so far. */
  today: { day: string; high: number; low: number; price: number };
}

/** One session's verdict: stop first when both are inside its range. */
function judge(high: number, low: number, target: number, stop: number): Outcome["status"] | null {
  if (low <= stop) return "stop";
  if (high >= target) return "target";
  return null;
}

export function recommendationOutcome(
  levels: { targets: readonly number[]; stopLoss: number },
  prices: PricesSince,
): Outcome | null {
  const target = Math.min(...levels.targets);
  const stop = levels.stopLoss;
  const level = (status: Outcome["status"]) => (status === "target" ? target : stop);
  for (const bar of prices.bars) {
    if (bar.t <= prices.createdDay || bar.t >= prices.today.day) continue;
    const status = judge(bar.h, bar.l, target, stop);
    if (status) return { status, day: bar.t, price: level(status) };
  }
  const { today } = prices;
  if (today.day > prices.createdDay) {
    const status = judge(today.high, today.low, target, stop);
    if (status) return { status, day: today.day, price: level(status) };
  }
  // The price now is after publication: dated no earlier than the day it was published (a
  // recommendation made on a holiday is not reached on the session before it).
  const now = judge(today.price, today.price, target, stop);
  // biome-ignore lint/complexity/useMathMinMax: session days are ISO date strings, compared as text
  const day = today.day > prices.createdDay ? today.day : prices.createdDay;
  return now ? { status: now, day, price: level(now) } : null;
}

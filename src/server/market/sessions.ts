// Exchange sessions: NYSE/NASDAQ 09:30–16:00 New York time Monday–Friday (pre-market from
// 04:00, after-hours until 20:00), the Saudi Exchange 10:00–15:00 Riyadh time Sunday–Thursday
// (the pre-open auction from 09:30, the closing auction 15:00–15:10, trade at last until
// 15:20), each without its holidays. The simulated market trades only inside the continuous
// session; the auctions and the extended hours are states GET /market/status reports, with
// the date of the session whose prices are shown (the last one closed before an open).
// Times are computed in the exchange's own time zone, so daylight saving needs no special case.
import type { MarketCode, MarketSession, SessionState } from "../../shared/market";
import { NYSE_EARLY_CLOSES, NYSE_HOLIDAYS, SAUDI_HOLIDAYS } from "./holidays";

const DAY_MS = 86_400_000;

interface Exchange {
  tz: string;
  /** Minutes after local midnight. */
  open: number;
  close: number;
  earlyClose: number;
  /** Pre-market (or pre-open auction) from, after-hours until (minutes after midnight). */
  pre: number;
  post: number;
  /** The Saudi closing auction until, then trade at last until `post`; none in the US. */
  auctionEnd?: number;
  /** Trading weekdays, 0 Sunday … 6 Saturday. */
  weekdays: ReadonlySet<number>;
  holidays: ReadonlySet<string>;
  earlyCloses: ReadonlySet<string>;
}

export const EXCHANGES: Record<MarketCode, Exchange> = {
  // Pre-market 04:00 and after-hours until 20:00, as the US venues run them.
  US: {
    tz: "America/New_York",
    open: 9 * 60 + 30,
    close: 16 * 60,
    earlyClose: 13 * 60,
    pre: 4 * 60,
    post: 20 * 60,
    weekdays: new Set([1, 2, 3, 4, 5]),
    holidays: new Set(NYSE_HOLIDAYS),
    earlyCloses: new Set(NYSE_EARLY_CLOSES),
  },
  // The pre-open auction from 09:30, the closing auction and trade-at-last until 15:20.
  SA: {
    tz: "Asia/Riyadh",
    open: 10 * 60,
    close: 15 * 60,
    earlyClose: 15 * 60,
    pre: 9 * 60 + 30,
    post: 15 * 60 + 20,
    auctionEnd: 15 * 60 + 10,
    weekdays: new Set([0, 1, 2, 3, 4]),
    holidays: new Set(SAUDI_HOLIDAYS),
    earlyCloses: new Set(),
  },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(tz, f);
  }
  return f;
}

/** The wall-clock time in `tz` at an instant, as if it were UTC (epoch ms). */
function wallClock(ms: number, tz: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(tz).formatToParts(new Date(ms))) parts[p.type] = Number(p.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The instant when the wall clock in `tz` shows `minutes` after midnight of `day` (days since 1970). */
function zonedInstant(day: number, minutes: number, tz: string): number {
  const guess = day * DAY_MS + minutes * 60_000;
  let ms = guess - (wallClock(guess, tz) - guess);
  // Once more, in case the guess and the answer sit on two sides of a clock change.
  ms = guess - (wallClock(ms, tz) - ms);
  return ms;
}

/** The calendar day (days since 1970) in `tz` at an instant. */
export function localDay(ms: number, tz: string): number {
  return Math.floor(wallClock(ms, tz) / DAY_MS);
}

function iso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function isTradingDay(market: MarketCode, day: number): boolean {
  const ex = EXCHANGES[market];
  return ex.weekdays.has(new Date(day * DAY_MS).getUTCDay()) && !ex.holidays.has(iso(day));
}

interface Session {
  /** Days since 1970 of the session's local date. */
  day: number;
  open: number;
  close: number;
}

export function sessionOn(market: MarketCode, day: number): Session {
  const ex = EXCHANGES[market];
  const close = ex.earlyCloses.has(iso(day)) ? ex.earlyClose : ex.close;
  return { day, open: zonedInstant(day, ex.open, ex.tz), close: zonedInstant(day, close, ex.tz) };
}

/** The session that opened last at or before `ts` (the running one, or the last one closed). */
export function latestSession(market: MarketCode, ts: number): Session {
  let day = localDay(ts, EXCHANGES[market].tz);
  for (let k = 0; k < 30; k++, day--) {
    if (!isTradingDay(market, day)) continue;
    const s = sessionOn(market, day);
    if (s.open <= ts) return s;
  }
  throw new Error(`no ${market} session in the 30 days before ${new Date(ts).toISOString()}`);
}

/** The first session that opens after `ts`. */
export function nextSession(market: MarketCode, ts: number): Session {
  let day = localDay(ts, EXCHANGES[market].tz);
  for (let k = 0; k < 30; k++, day++) {
    if (!isTradingDay(market, day)) continue;
    const s = sessionOn(market, day);
    if (s.open > ts) return s;
  }
  throw new Error(`no ${market} session in the 30 days after ${new Date(ts).toISOString()}`);
}

/** How far the latest session has run at `ts`: 0 at its open, 1 from its close on. */
export function sessionProgress(market: MarketCode, ts: number): { day: number; progress: number } {
  const s = latestSession(market, ts);
  return { day: s.day, progress: Math.min(1, Math.max(0, (ts - s.open) / (s.close - s.open))) };
}

export function sessionState(market: MarketCode, ts: number): SessionState {
  const ex = EXCHANGES[market];
  const day = localDay(ts, ex.tz);
  if (!isTradingDay(market, day)) return "closed";
  const s = sessionOn(market, day);
  if (ts >= s.open && ts < s.close) return "open";
  if (ts >= zonedInstant(day, ex.pre, ex.tz) && ts < s.open) return "pre";
  if (ts >= s.close && ts < zonedInstant(day, ex.post, ex.tz)) {
    if (ex.auctionEnd === undefined) return "post";
    return ts < zonedInstant(day, ex.auctionEnd, ex.tz) ? "closing-auction" : "trade-at-last";
  }
  return "closed";
}

/** The market's state, and the running session's times, or else the next session's. */
export function marketSession(market: MarketCode, ts: number): MarketSession {
  const state = sessionState(market, ts);
  const s = state === "open" ? latestSession(market, ts) : nextSession(market, ts);
  return {
    market,
    state,
    opensAt: new Date(s.open).toISOString(),
    closesAt: new Date(s.close).toISOString(),
    session: iso(latestSession(market, ts).day),
  };
}

/** The demo clock applies only to the simulated market; real data follows the real sessions. */
export function simulatedAlwaysOpen(clock: "real" | "always-open", provider: string): boolean {
  return clock === "always-open" && provider === "sim";
}

/** In the demo mode both markets are open all day, every day (UTC days); the prices are shown
 * as the session of the exchange's latest trading day. */
export function alwaysOpen(market: MarketCode, ts: number): MarketSession {
  const day = Math.floor(ts / DAY_MS);
  let session = localDay(ts, EXCHANGES[market].tz);
  for (let k = 0; k < 30 && !isTradingDay(market, session); k++) session--;
  return {
    market,
    state: "open",
    opensAt: new Date(day * DAY_MS).toISOString(),
    closesAt: new Date((day + 1) * DAY_MS).toISOString(),
    session: iso(session),
  };
}

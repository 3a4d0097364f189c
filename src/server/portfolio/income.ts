// Dividend income (docs/portfolio.md): what the portfolio received, by month, and the payments its
// holdings are expected to receive in the 12 months after today, one row per payment, in the base
// currency. The payments come from the market's dividend calendar (each company at its own
// frequency, ex-dates on its exchange's trading days); a dividend past its ex-date and not paid
// yet is "declared". US dividends are net of the portfolio's withholding rate, the rate received
// ones entered without their tax are netted by (ledger.ts).

import type {
  Currency,
  DividendFrequency,
  PortfolioIncome,
  ProjectedDividend,
  ProjectedDividendStatus,
} from "../../shared/portfolio";
import { payoutsPerYear } from "../market/dividend-frequency";
import { isTradingDay } from "../market/history";
import type { CalendarDividend } from "../providers/provider";
import { fx, Ledger, round } from "./ledger";
import {
  dailySeries,
  dayNumber,
  indexOf,
  isoOf,
  listingCurrency,
  type MarketView,
  type PortfolioData,
  todayIso,
} from "./service";

/** How far back the calendar is read for declared dividends: a payment comes at most ~40 days
 * after its ex-date on either exchange. */
const DECLARED_LOOKBACK_DAYS = 60;
/** The delay from ex-date to payment assumed when a company has no announced payment to learn it
 * from: about three weeks on both exchanges. */
const DEFAULT_PAYMENT_LAG_DAYS = 21;
/** How far back a real provider's calendar is read for a company's last dividend, the one repeated
 * at its frequency: a yearly payer's last one is at most a year old. */
const LAST_DIVIDEND_LOOKBACK_DAYS = 400;

/** The frequency of `payouts` a year: the nearest of monthly, quarterly, semi-annual and annual. */
export function frequencyOf(payouts: number): DividendFrequency {
  if (payouts >= 8) return "monthly";
  if (payouts >= 3) return "quarterly";
  if (payouts >= 2) return "semiAnnual";
  return "annual";
}

export interface ProjectionInput {
  /** YYYY-MM-DD. */
  today: string;
  base: Currency;
  /** Fraction of a US dividend withheld. */
  withholdingRate: number;
  /** The calendar's dividends with ex-dates from before today (declared ones) to a year ahead. */
  events: readonly CalendarDividend[];
  currencyOf: (symbol: string) => Currency;
  /** Payouts a year of the company. */
  payoutsOf: (symbol: string) => number;
  /** Shares the dividend is paid on: held at the end of the day before the ex-date (0: none). */
  sharesOn: (symbol: string, exDate: string) => number;
  /** Whether the dividend of this ex-date was already received (a dividend transaction on or after it). */
  received: (symbol: string, exDate: string) => boolean;
  /** Repeat each held company's last known dividend at its frequency up to a year ahead: for a real
   * provider, whose calendar holds the dividends declared so far only (the simulated calendar
   * already holds every dividend of the company's schedule). */
  extrapolate?: boolean;
}

/** The calendar's dividends, and for a provider that announces only the next one, each held
 * company's later payments: its last dividend again every 12 ÷ payouts months, the ex-date on a
 * trading day of its exchange (on or before the date), dates not announced. */
function withSchedule(input: ProjectionInput): CalendarDividend[] {
  if (!input.extrapolate) return [...input.events];
  const until = dayNumber(input.today) + 365;
  const last = new Map<string, CalendarDividend>();
  for (const e of input.events) if ((last.get(e.symbol)?.date ?? "") < e.date) last.set(e.symbol, e);
  const out = [...input.events];
  for (const [symbol, e] of last) {
    // Held now (the shares of a date ahead).
    if (input.sharesOn(symbol, isoOf(until)) <= 1e-9) continue;
    const market = input.currencyOf(symbol) === "SAR" ? "SA" : "US";
    const months = Math.max(1, Math.round(12 / Math.max(1, input.payoutsOf(symbol))));
    const [y, m, d] = e.date.split("-").map(Number) as [number, number, number];
    for (let k = 1; ; k++) {
      const drawn = dayNumber(new Date(Date.UTC(y, m - 1 + k * months, d)).toISOString().slice(0, 10));
      let ex = drawn;
      while (!isTradingDay(ex, market)) ex--;
      if (ex > until) break;
      if (ex <= dayNumber(input.today)) continue;
      out.push({ symbol, date: isoOf(ex), recordDate: null, paymentDate: null, dividend: e.dividend, yield: e.yield });
    }
  }
  return out;
}

/** The payments expected in the 12 months after `today`, by payment date then symbol. */
export function projectDividends(input: ProjectionInput): ProjectedDividend[] {
  const todayDay = dayNumber(input.today);
  const until = todayDay + 365;
  // Each company's usual delay from ex-date to payment, learnt from its announced payments.
  const lags = new Map<string, number>();
  for (const e of input.events)
    if (e.paymentDate && !lags.has(e.symbol)) lags.set(e.symbol, dayNumber(e.paymentDate) - dayNumber(e.date));
  const out: ProjectedDividend[] = [];
  for (const e of withSchedule(input)) {
    const ex = dayNumber(e.date);
    const pay = e.paymentDate ? dayNumber(e.paymentDate) : ex + (lags.get(e.symbol) ?? DEFAULT_PAYMENT_LAG_DAYS);
    if (pay <= todayDay || pay > until) continue;
    let status: ProjectedDividendStatus;
    if (ex <= todayDay) {
      if (input.received(e.symbol, e.date)) continue;
      status = "declared";
    } else status = e.paymentDate ? "announced" : "expected";
    const shares = input.sharesOn(e.symbol, e.date);
    if (shares <= 1e-9) continue;
    const currency = input.currencyOf(e.symbol);
    const raw = e.dividend * shares * fx(currency, input.base);
    const rate = currency === "USD" ? input.withholdingRate : 0;
    const gross = round(raw, 2);
    const amount = round(raw * (1 - rate), 2);
    out.push({
      month: isoOf(pay).slice(0, 7),
      symbol: e.symbol,
      status,
      frequency: frequencyOf(input.payoutsOf(e.symbol)),
      exDate: e.date,
      recordDate: e.recordDate,
      paymentDate: isoOf(pay),
      shares,
      dividend: e.dividend,
      gross,
      withheld: round(gross - amount, 2),
      amount,
    });
  }
  return out.sort((a, b) =>
    a.paymentDate !== b.paymentDate
      ? a.paymentDate < b.paymentDate
        ? -1
        : 1
      : a.symbol < b.symbol
        ? -1
        : a.symbol > b.symbol
          ? 1
          : 0,
  );
}

export async function computeIncome(view: MarketView, data: PortfolioData): Promise<PortfolioIncome> {
  const { services } = view;
  const { row } = data;
  const base = row.baseCurrency;
  const today = todayIso(services.now());
  // Every transaction is dated today or before: the day's series holds the whole ledger.
  const { ledger } = await dailySeries(view, data, today);
  const received = [...ledger.dividendsByMonth]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([month, amount]) => ({ month, amount: round(amount, 2) }));
  const held = new Set([...ledger.positions.values()].filter((p) => p.quantity > 1e-9).map((p) => p.symbol));
  const ever = new Set(data.txs.filter((t) => t.symbol).map((t) => t.symbol!));
  const extrapolate = services.market.provider.name !== "sim";
  const lookback = extrapolate ? LAST_DIVIDEND_LOOKBACK_DAYS : DECLARED_LOOKBACK_DAYS;
  const events = ever.size
    ? (
        await services.market.calendars.dividends(isoOf(dayNumber(today) - lookback), isoOf(dayNumber(today) + 365))
      ).filter((e) => ever.has(e.symbol) && (held.has(e.symbol) || e.date <= today))
    : [];
  // Shares held the day before each past ex-date (declared dividends), in one pass of the ledger.
  const before = new Map<string, number>();
  const past = [...new Set(events.filter((e) => e.date <= today).map((e) => e.date))].sort();
  if (past.length) {
    const replayed = new Ledger(base, row.costMethod, (s) => listingCurrency(services, s));
    let k = 0;
    for (const date of past) {
      while (k < data.txs.length && data.txs[k]!.date < date) replayed.apply(data.txs[k++]!);
      for (const e of events) if (e.date === date) before.set(`${e.symbol}|${date}`, replayed.held(e.symbol));
    }
  }
  const payouts = (symbol: string) => {
    const i = indexOf(services, symbol);
    const known = i === undefined ? 0 : (services.market.state.companies[i]?.payoutsPerYear ?? 0);
    return known > 0 ? known : payoutsPerYear(symbol, symbol.endsWith(".SR"));
  };
  const projected = projectDividends({
    today,
    base,
    withholdingRate: row.withholdingRate,
    events,
    currencyOf: (s) => listingCurrency(services, s),
    payoutsOf: payouts,
    sharesOn: (s, exDate) => (exDate <= today ? (before.get(`${s}|${exDate}`) ?? 0) : ledger.held(s)),
    received: (s, exDate) => data.txs.some((t) => t.type === "dividend" && t.symbol === s && t.date >= exDate),
    extrapolate,
  });
  return { currency: base, withholdingRate: row.withholdingRate, received, projected };
}

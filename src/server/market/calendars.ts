// Calendars of the simulated market, generated around today and consistent with the universe:
// quarterly earnings with a report time per company, dividends from each company's payout
// schedule, splits of the current year, and IPOs of companies that are not listed yet.
// Dividends follow the exchange's calendar: each company pays at its own frequency
// (dividend-frequency.ts); the ex-date is a trading day of its exchange (the trading day on or
// before the drawn date), the record date follows from the settlement cycle (recordDay) and the
// payment date is a trading day 8–27 days after the record date.
// Each of them goes through every company of the universe (70,000 at most, a few hundred
// milliseconds): the loops hand the event loop a turn (src/server/http/turns.ts) every
// COMPANIES_PER_STEP companies, so a calendar never holds it for long.
import type { IpoEvent } from "../../shared/market";
import { turn } from "../http/turns";
import type { CalendarDividend, CalendarSource, CalendarSplit, EarningsEvent } from "../providers/provider";
import { businessDay, dayFromIso, dayOf, isoDay, nyDay, ymd } from "./dates";
import { earningsSchedule } from "./earnings-schedule";
import { isTradingDay, type MarketCode } from "./history";
import { hash32, hashString, rng } from "./random";
import type { Company } from "./universe";

/** The trading day of the exchange on or before `day` (ex-dates never fall on a closed day). */
function tradingDayOnOrBefore(day: number, market: MarketCode): number {
  while (!isTradingDay(day, market)) day--;
  return day;
}

function tradingDayOnOrAfter(day: number, market: MarketCode): number {
  while (!isTradingDay(day, market)) day++;
  return day;
}

/** The US settles trades T+1 since 28 May 2024 (T+2 before): the record date is the ex-date
 * itself. The Saudi Exchange settles T+2: the record date is the trading day after the ex-date. */
const US_T1_FROM = dayFromIso("2024-05-28");
function recordDay(ex: number, market: MarketCode): number {
  if (market === "US" && ex >= US_T1_FROM) return ex;
  return tradingDayOnOrAfter(ex + 1, market);
}

/** Companies between two looks at the clock of long loops. */
const COMPANIES_PER_STEP = 1024;

const bySymbolDate = <T extends { date: string; symbol: string }>(a: T, b: T) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;

const IPO_WORDS_A = [
  "Aurora",
  "Beacon",
  "Cobalt",
  "Dune",
  "Ember",
  "Fjord",
  "Glacier",
  "Helix",
  "Indigo",
  "Jade",
  "Kestrel",
  "Lattice",
  "Mosaic",
  "Nimbus",
  "Onyx",
  "Prism",
  "Quantum",
  "Rift",
  "Sable",
  "Terra",
  "Umbra",
  "Vela",
  "Wren",
  "Xenon",
];
const IPO_WORDS_B = [
  "Robotics",
  "Bio",
  "Therapeutics",
  "Payments",
  "Cloud",
  "Energy",
  "Foods",
  "Mobility",
  "Health",
  "Semiconductors",
  "Logistics",
  "AI",
  "Space",
  "Retail",
  "Water",
  "Finance",
];
const IPO_SUFFIX = ["Inc.", "Corp.", "Holdings, Inc.", "Group Ltd.", "Technologies, Inc.", "plc"];

export class SimCalendars implements CalendarSource {
  private readonly listed: Set<string>;

  constructor(
    private readonly companies: readonly Company[],
    private readonly seed: number,
    private readonly now: () => number,
  ) {
    this.listed = new Set(companies.map((c) => c.symbol));
  }

  async earnings(from: string, to: string): Promise<EarningsEvent[]> {
    const a = dayFromIso(from);
    const b = dayFromIso(to);
    const out: EarningsEvent[] = [];
    const start = ymd(a - 130);
    let k = 0;
    for (const c of this.companies) {
      if (++k % COMPANIES_PER_STEP === 0) await turn();
      const { shift, lag, time } = earningsSchedule(this.seed, c.symbol, c.currency);
      const market = c.currency === "SAR" ? "SA" : "US";
      const first = start.year * 12 + start.month - 1;
      for (let q = 0; q < 6; q++) {
        // The quarter ends at the end of month index qm (fiscal years shifted by 0–2 months).
        const qm = first - (first % 3) + 2 + shift + q * 3;
        const endDay = dayOf(Math.floor(qm / 12), (qm % 12) + 2, 1) - 1;
        // Monday to Friday as the market model reckons the results day (model-daily.ts), then the
        // exchange's next trading day: never a Saudi Friday or Saturday, nor a holiday.
        const day = tradingDayOnOrAfter(businessDay(endDay + lag), market);
        if (day >= a && day <= b) out.push({ symbol: c.symbol, date: isoDay(day), time });
      }
    }
    return out.sort(bySymbolDate);
  }

  async dividends(from: string, to: string): Promise<CalendarDividend[]> {
    const a = dayFromIso(from);
    const b = dayFromIso(to);
    const out: CalendarDividend[] = [];
    const today = nyDay(this.now());
    const f = ymd(a - 5);
    const l = ymd(b + 5);
    const firstMonth = f.year * 12 + f.month - 1;
    const lastMonth = l.year * 12 + l.month - 1;
    let k = 0;
    for (const c of this.companies) {
      if (++k % COMPANIES_PER_STEP === 0) await turn();
      if (c.payoutsPerYear <= 0) continue;
      const h = hash32(this.seed, hashString(c.symbol), 0xd1);
      const every = 12 / c.payoutsPerYear;
      const phase = h % every;
      const dom = 3 + ((h >>> 8) % 24);
      const payLag = 8 + ((h >>> 16) % 20);
      const market = c.currency === "SAR" ? "SA" : "US";
      const amount = Math.round((c.annualDividend / c.payoutsPerYear) * 10000) / 10000;
      const yld = Math.round((c.annualDividend / c.referencePrice) * 100 * 100) / 100;
      for (let mi = firstMonth; mi <= lastMonth; mi++) {
        if (mi % every !== phase) continue;
        const ex = tradingDayOnOrBefore(dayOf(Math.floor(mi / 12), (mi % 12) + 1, dom), market);
        if (ex < a || ex > b) continue;
        // Far-off ex-dates are announced without record and payment dates yet.
        const announced = ex - today < 45;
        const record = recordDay(ex, market);
        out.push({
          symbol: c.symbol,
          date: isoDay(ex),
          recordDate: announced ? isoDay(record) : null,
          paymentDate: announced ? isoDay(tradingDayOnOrAfter(record + payLag, market)) : null,
          dividend: amount,
          yield: yld,
        });
      }
    }
    const seen = new Set<string>();
    return out.sort(bySymbolDate).filter((d) => {
      const key = `${d.symbol}|${d.date}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  async splits(from: string, to: string): Promise<CalendarSplit[]> {
    const a = dayFromIso(from);
    const b = dayFromIso(to);
    const out: CalendarSplit[] = [];
    let k = 0;
    for (let year = ymd(a).year; year <= ymd(b).year; year++) {
      for (const c of this.companies) {
        if (++k % COMPANIES_PER_STEP === 0) await turn();
        const r = rng(hash32(this.seed, hashString(c.symbol), year, 0x5b));
        if (r() >= 0.05) continue;
        // A trading day of the company's exchange, within the year.
        const market = c.currency === "SAR" ? "SA" : "US";
        const drawn = dayOf(year, 1, 1) + Math.floor(r() * 360);
        let day = tradingDayOnOrAfter(drawn, market);
        if (ymd(day).year !== year) day = tradingDayOnOrBefore(drawn, market);
        if (day < a || day > b) continue;
        const price = c.referencePrice;
        let numerator = 2;
        let denominator = 1;
        if (price < 3) [numerator, denominator] = [1, r() < 0.5 ? 10 : 20];
        else if (price > 800) numerator = r() < 0.5 ? 10 : 20;
        else if (price > 300) numerator = r() < 0.5 ? 4 : 5;
        else numerator = r() < 0.7 ? 2 : 3;
        if (c.currency === "SAR" && numerator > 1) [numerator, denominator] = [r() < 0.5 ? 10 : 6, 5];
        // Ratios in lowest terms, as exchanges announce them ("2 for 1", never "10 for 5").
        const divisor = gcd(numerator, denominator);
        out.push({
          symbol: c.symbol,
          date: isoDay(day),
          numerator: numerator / divisor,
          denominator: denominator / divisor,
        });
      }
    }
    return out.sort(bySymbolDate);
  }

  async ipos(from: string, to: string): Promise<IpoEvent[]> {
    const a = dayFromIso(from);
    const b = dayFromIso(to);
    const today = nyDay(this.now());
    const out: IpoEvent[] = [];
    // IPOs are drawn per week (weeks counted from 1970-01-05, a Monday).
    for (let week = Math.floor((a - 4) / 7) - 1; week <= Math.floor((b - 4) / 7) + 1; week++) {
      const r = rng(hash32(this.seed, week, 0x1b0));
      const count = 2 + Math.floor(r() * 6);
      for (let k = 0; k < count; k++) {
        const day = 4 + week * 7 + Math.floor(r() * 5);
        const saudi = r() < 0.12;
        const name = `${IPO_WORDS_A[Math.floor(r() * IPO_WORDS_A.length)]} ${IPO_WORDS_B[Math.floor(r() * IPO_WORDS_B.length)]} ${IPO_SUFFIX[Math.floor(r() * IPO_SUFFIX.length)]}`;
        let symbol = "";
        do {
          symbol = saudi
            ? `${9500 + Math.floor(r() * 499)}.SR`
            : Array.from({ length: 3 + Math.floor(r() * 2) }, () =>
                String.fromCharCode(65 + Math.floor(r() * 26)),
              ).join("");
        } while (this.listed.has(symbol));
        const low = Math.round(8 + r() * 30);
        const high = low + 1 + Math.floor(r() * 4);
        const shares = Math.round((3 + r() * 40) * 1e6);
        const withdrawn = r() < 0.06;
        const actions = withdrawn ? "Withdrawn" : day < today ? "Priced" : day - today <= 14 ? "Expected" : "Filed";
        const known = actions !== "Filed" || r() < 0.4;
        if (day < a || day > b) continue;
        out.push({
          company: name,
          symbol,
          exchange: saudi ? "Saudi" : r() < 0.65 ? "NASDAQ" : "NYSE",
          date: isoDay(day),
          actions,
          priceRange: known ? `${low.toFixed(2)}-${high.toFixed(2)}` : null,
          shares: known ? shares : null,
          marketCap: known ? Math.round(shares * ((low + high) / 2) * (3 + r() * 5)) : null,
        });
      }
    }
    return out.sort(bySymbolDate);
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

// The simulated dividend calendar on the exchanges' calendars: ex- and record dates on trading
// days of the company's exchange, the record date set by the settlement cycle, payment after it,
// and each company paying at its own frequency, the same one the market state uses.
import { describe, expect, test } from "bun:test";
import { SimCalendars } from "../../src/server/market/calendars";
import { NYSE_HOLIDAYS, SAUDI_HOLIDAYS } from "../../src/server/market/holidays";
import { MarketState } from "../../src/server/market/state";
import { REAL_COMPANIES } from "../../src/server/market/universe";

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (d: number) => new Date(d * DAY_MS).toISOString().slice(0, 10);
const bySymbol = new Map(REAL_COMPANIES.map((c) => [c.symbol, c]));

/** Open for trading, from the weekdays and the holiday lists (not the code under test). */
function open(iso: string, saudi: boolean): boolean {
  const w = new Date(`${iso}T00:00:00Z`).getUTCDay();
  if (saudi) return w !== 5 && w !== 6 && !SAUDI_HOLIDAYS.includes(iso);
  return w !== 0 && w !== 6 && !NYSE_HOLIDAYS.includes(iso);
}
function nextOpen(iso: string, saudi: boolean): string {
  let d = dayOf(iso) + 1;
  while (!open(isoOf(d), saudi)) d++;
  return isoOf(d);
}

describe("dividends on the exchange's calendar", () => {
  // Asked at the year's end, so every ex-date of the year has its record and payment dates.
  const cal = new SimCalendars(REAL_COMPANIES, 42, () => Date.parse("2026-12-31T12:00:00Z"));

  test("a whole year: ex and record dates on trading days, record by settlement, payment after", async () => {
    const events = await cal.dividends("2026-01-01", "2026-12-31");
    expect(events.length).toBeGreaterThan(1000);
    const saudiCount = events.filter((e) => e.symbol.endsWith(".SR")).length;
    expect(saudiCount).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const e of events) {
      const saudi = bySymbol.get(e.symbol)!.currency === "SAR";
      if (!open(e.date, saudi)) wrong.push(`${e.symbol} ex ${e.date}`);
      if (!e.recordDate || !e.paymentDate) {
        wrong.push(`${e.symbol} ${e.date} without record or payment date`);
        continue;
      }
      if (!open(e.recordDate, saudi)) wrong.push(`${e.symbol} record ${e.recordDate}`);
      // Saudi Exchange T+2: the trading day after the ex-date; US T+1: the ex-date itself.
      const record = saudi ? nextOpen(e.date, true) : e.date;
      if (e.recordDate !== record) wrong.push(`${e.symbol} ex ${e.date} record ${e.recordDate}`);
      if (!(e.paymentDate > e.recordDate) || !open(e.paymentDate, saudi))
        wrong.push(`${e.symbol} record ${e.recordDate} payment ${e.paymentDate}`);
    }
    expect(wrong).toEqual([]);
  });

  test("before T+1 in the US (28 May 2024) the record date was the next trading day", async () => {
    const past = new SimCalendars(REAL_COMPANIES, 42, () => Date.parse("2024-05-20T12:00:00Z"));
    const events = (await past.dividends("2024-01-01", "2024-05-24")).filter((e) => !e.symbol.endsWith(".SR"));
    expect(events.length).toBeGreaterThan(50);
    for (const e of events) if (e.recordDate) expect(e.recordDate).toBe(nextOpen(e.date, false));
    // 15 Jan 2024 (Martin Luther King Jr. Day) is skipped on the way.
    expect(nextOpen("2024-01-12", false)).toBe("2024-01-16");
  });

  test("each company pays at its own frequency: Aramco 4, Realty Income 12, US 4, Saudi 2", async () => {
    const events = await cal.dividends("2026-01-01", "2026-12-31");
    const count = (symbol: string) => events.filter((e) => e.symbol === symbol).length;
    expect(count("2222.SR")).toBe(4);
    expect(count("O")).toBe(12);
    expect(count("KO")).toBe(4);
    expect(count("JNJ")).toBe(4);
    expect(count("1120.SR")).toBe(2);
    expect(count("SAP")).toBe(1);
    // The payouts of a year add up to the annual dividend.
    for (const symbol of ["2222.SR", "O", "KO", "1120.SR"]) {
      const c = bySymbol.get(symbol)!;
      const sum = events.filter((e) => e.symbol === symbol).reduce((a, e) => a + e.dividend, 0);
      expect(sum).toBeCloseTo(c.annualDividend, 2);
    }
  });

  test("the market state's last payout is the calendar's payout", async () => {
    const state = new MarketState(REAL_COMPANIES);
    const events = await cal.dividends("2026-01-01", "2026-12-31");
    for (const symbol of ["2222.SR", "O", "KO", "1120.SR", "7010.SR"]) {
      const i = REAL_COMPANIES.findIndex((c) => c.symbol === symbol);
      const payout = events.find((e) => e.symbol === symbol)!.dividend;
      expect(state.lastDividend[i]!).toBeCloseTo(payout, 4);
    }
  });
});

// Calendar dates in New York: the earnings week across weekends, month ends and time zones,
// and the simulated calendars' consistency with the universe.
import { describe, expect, test } from "bun:test";
import { SimCalendars } from "../../src/server/market/calendars";
import { earningsKey, earningsWeek, isoDay, nyDay } from "../../src/server/market/dates";
import { isTradingDay } from "../../src/server/market/sessions";
import { REAL_COMPANIES } from "../../src/server/market/universe";

const week = (iso: string) => earningsWeek(Date.parse(iso)).map(isoDay);

describe("earnings week (America/New_York)", () => {
  test("a weekday shows its own Monday to Friday", () => {
    expect(week("2026-11-18T15:00:00Z")).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
    ]);
    expect(week("2026-11-16T05:30:00Z")).toEqual(week("2026-11-20T20:00:00Z"));
  });

  test("Saturday and Sunday show the coming week", () => {
    expect(week("2026-11-21T12:00:00Z")[0]).toBe("2026-11-23");
    expect(week("2026-11-22T23:00:00Z")[0]).toBe("2026-11-23");
  });

  test("the day is New York's: Friday night there is Saturday in UTC", () => {
    // 23:30 on Friday 20 November in New York (EST, UTC−5).
    expect(week("2026-11-21T04:30:00Z")[0]).toBe("2026-11-16");
    // 00:30 on Monday 23 November in New York is still Sunday evening on the west coast, Monday here.
    expect(week("2026-11-23T05:30:00Z")[0]).toBe("2026-11-23");
    // 23:30 on Sunday 22 November in New York is already Monday in UTC.
    expect(week("2026-11-23T04:30:00Z")[0]).toBe("2026-11-23");
    expect(isoDay(nyDay(Date.parse("2026-07-04T03:59:00Z")))).toBe("2026-07-03");
  });

  test("weeks across a month end and a year end", () => {
    expect(week("2026-10-31T16:00:00Z")).toEqual([
      "2026-11-02",
      "2026-11-03",
      "2026-11-04",
      "2026-11-05",
      "2026-11-06",
    ]);
    expect(week("2026-12-02T16:00:00Z")).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    expect(week("2027-01-01T16:00:00Z")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
  });

  test("keys read DD/MM/YYYY HH:mm:ss", () => {
    expect(earningsWeek(Date.parse("2026-12-02T16:00:00Z")).map(earningsKey)).toEqual([
      "30/11/2026 00:00:00",
      "01/12/2026 00:00:00",
      "02/12/2026 00:00:00",
      "03/12/2026 00:00:00",
      "04/12/2026 00:00:00",
    ]);
  });
});

describe("simulated calendars", () => {
  const now = Date.parse("2026-11-18T15:00:00Z");
  const cal = new SimCalendars(REAL_COMPANIES, 42, () => now);
  const symbols = new Set(REAL_COMPANIES.map((c) => c.symbol));

  test("earnings: listed companies on their exchange's trading days, each with one report time", async () => {
    const events = await cal.earnings("2026-10-01", "2026-12-31");
    expect(events.length).toBeGreaterThan(100);
    for (const e of events) {
      expect(symbols.has(e.symbol)).toBe(true);
      expect(["bmo", "amc", "unknown"]).toContain(e.time);
    }
    // Never on a day the company's exchange is closed (a Saudi Friday or Saturday, a holiday),
    // over two years that hold Eid al-Fitr, Eid al-Adha, Christmas and Independence Day.
    const years = await cal.earnings("2024-01-01", "2025-12-31");
    expect(years.length).toBeGreaterThan(1000);
    const closed = years.filter(
      (e) => !isTradingDay(e.symbol.endsWith(".SR") ? "SA" : "US", Date.parse(`${e.date}T00:00:00Z`) / 86_400_000),
    );
    expect(closed).toEqual([]);
    // One report per company per quarter.
    const perSymbol = new Map<string, number>();
    for (const e of events) perSymbol.set(e.symbol, (perSymbol.get(e.symbol) ?? 0) + 1);
    expect(Math.max(...perSymbol.values())).toBeLessThanOrEqual(2);
    expect(await cal.earnings("2026-10-01", "2026-12-31")).toEqual(events);
  });

  test("dividends: payers only, at their payout size, record and payment after the ex-date", async () => {
    const events = await cal.dividends("2026-11-11", "2027-01-17");
    expect(events.length).toBeGreaterThan(50);
    for (const d of events) {
      const c = REAL_COMPANIES.find((x) => x.symbol === d.symbol)!;
      expect(c.annualDividend).toBeGreaterThan(0);
      expect(d.dividend).toBeCloseTo(c.annualDividend / c.payoutsPerYear, 3);
      if (d.recordDate) expect(d.recordDate >= d.date).toBe(true);
      if (d.paymentDate) expect(d.paymentDate > d.date).toBe(true);
    }
    expect(events.some((d) => d.paymentDate === null)).toBe(true);
    const dates = events.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
  });

  test("IPOs: companies not yet listed, status by date", async () => {
    const ipos = await cal.ipos("2026-11-04", "2027-01-02");
    expect(ipos.length).toBeGreaterThan(10);
    for (const ipo of ipos) {
      expect(symbols.has(ipo.symbol)).toBe(false);
      if (ipo.actions === "Priced") expect(ipo.date < "2026-11-18").toBe(true);
      if (ipo.actions === "Expected" || ipo.actions === "Filed") expect(ipo.date >= "2026-11-18").toBe(true);
      if (ipo.priceRange) expect(ipo.priceRange).toMatch(/^\d+\.\d{2}-\d+\.\d{2}$/);
    }
  });

  test("splits: listed companies within the year, sensible ratios", async () => {
    const splits = await cal.splits("2026-01-01", "2026-12-31");
    expect(splits.length).toBeGreaterThan(5);
    for (const s of splits) {
      expect(symbols.has(s.symbol)).toBe(true);
      expect(s.date.startsWith("2026-")).toBe(true);
      expect(s.numerator).toBeGreaterThan(0);
      expect(s.denominator).toBeGreaterThan(0);
      expect(s.numerator).not.toBe(s.denominator);
    }
  });

  test("splits take effect on trading days of the company's exchange", async () => {
    const splits = await cal.splits("2020-01-01", "2027-12-31");
    expect(splits.length).toBeGreaterThan(150);
    const closed = splits.filter(
      (s) => !isTradingDay(s.symbol.endsWith(".SR") ? "SA" : "US", Date.parse(`${s.date}T00:00:00Z`) / 86_400_000),
    );
    expect(closed).toEqual([]);
  });
});

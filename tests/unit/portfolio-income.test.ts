// The income projection (src/server/portfolio/income.ts) on the simulated dividend calendar: one
// row per payment expected in the 12 months after today, each company at its own frequency
// (Realty Income monthly, Aramco quarterly, Al Rajhi twice a year), Saudi ex-dates on trading days
// with the record date the next trading day, US dividends net of the portfolio's withholding
// rate, and a dividend past its ex-date and not paid yet shown as declared. Amounts by hand.
import { describe, expect, test } from "bun:test";
import { SimCalendars } from "../../src/server/market/calendars";
import { SAUDI_HOLIDAYS } from "../../src/server/market/holidays";
import { REAL_COMPANIES } from "../../src/server/market/universe";
import { frequencyOf, type ProjectionInput, projectDividends } from "../../src/server/portfolio/income";
import type { CalendarDividend } from "../../src/server/providers/provider";
import type { Currency } from "../../src/shared/portfolio";

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const isoOf = (d: number) => new Date(d * DAY_MS).toISOString().slice(0, 10);
const TODAY = "2026-12-07";
const UNTIL = isoOf(dayOf(TODAY) + 365);
const bySymbol = new Map(REAL_COMPANIES.map((c) => [c.symbol, c]));

/** The Saudi Exchange is open Sunday to Thursday outside its holidays (not the code under test). */
function saudiOpen(iso: string): boolean {
  const w = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return w !== 5 && w !== 6 && !SAUDI_HOLIDAYS.includes(iso);
}

// KO's dividend set to 1.00 a year, so each quarterly payment is 0.25 a share.
const companies = REAL_COMPANIES.map((c) => (c.symbol === "KO" ? { ...c, annualDividend: 1 } : c));
const calendars = new SimCalendars(companies, 42, () => Date.parse(`${TODAY}T09:00:00Z`));

async function project(
  holdings: Record<string, number>,
  base: Currency,
  withholdingRate = 0.3,
  extra: CalendarDividend[] = [],
  received: ProjectionInput["received"] = () => false,
) {
  const events = (await calendars.dividends(isoOf(dayOf(TODAY) - 60), UNTIL))
    .filter((e) => e.symbol in holdings)
    .concat(extra);
  return projectDividends({
    today: TODAY,
    base,
    withholdingRate,
    events,
    currencyOf: (s) => bySymbol.get(s)!.currency,
    payoutsOf: (s) => bySymbol.get(s)!.payoutsPerYear,
    sharesOn: (s) => holdings[s] ?? 0,
    received,
  });
}

const expectedOnly = <T extends { status: string }>(rows: T[]) => rows.filter((r) => r.status !== "declared");

describe("income projection", () => {
  test("a quarterly US payer, 100 shares at 0.25: four payments of 25.00 gross, 7.50 withheld, 17.50 net", async () => {
    const rows = await project({ KO: 100 }, "USD");
    expect(rows.length).toBe(4);
    for (const r of rows) {
      expect(r).toMatchObject({ symbol: "KO", frequency: "quarterly", dividend: 0.25, shares: 100 });
      expect(r).toMatchObject({ gross: 25, withheld: 7.5, amount: 17.5 });
      expect(r.paymentDate > TODAY && r.paymentDate <= UNTIL).toBe(true);
      expect(r.month).toBe(r.paymentDate.slice(0, 7));
    }
    // Three months apart, give or take the weekends and holidays that move an ex-date.
    for (let k = 1; k < rows.length; k++) {
      const gap = dayOf(rows[k]!.exDate) - dayOf(rows[k - 1]!.exDate);
      expect(gap).toBeGreaterThanOrEqual(85);
      expect(gap).toBeLessThanOrEqual(96);
    }
  });

  test("the withholding rate at 15 %: 25.00 × 0.85 = 21.25 a payment; at 0 % the gross", async () => {
    for (const r of expectedOnly(await project({ KO: 100 }, "USD", 0.15)))
      expect(r).toMatchObject({ gross: 25, withheld: 3.75, amount: 21.25 });
    for (const r of expectedOnly(await project({ KO: 100 }, "USD", 0)))
      expect(r).toMatchObject({ withheld: 0, amount: 25 });
  });

  test("a US dividend in a SAR portfolio: 25.00 × 3.75 = 93.75 SAR gross, 65.63 net at 30 %", async () => {
    for (const r of expectedOnly(await project({ KO: 100 }, "SAR")))
      expect(r).toMatchObject({ gross: 93.75, amount: 65.63, withheld: 28.12 });
  });

  test("Realty Income pays monthly: 12 payments of 3.22 ÷ 12 = 0.2683 × 100 = 26.83, 18.78 net", async () => {
    const rows = await project({ O: 100 }, "USD");
    expect(rows.length).toBe(12);
    expect(new Set(rows.map((r) => r.month)).size).toBe(12);
    for (const r of rows)
      expect(r).toMatchObject({ frequency: "monthly", dividend: 0.2683, gross: 26.83, amount: 18.78 });
  });

  test("Aramco pays quarterly: 4 payments of 1.32 ÷ 4 = 0.33 × 100 = 33 SAR, the first one declared", async () => {
    const rows = await project({ "2222.SR": 100 }, "SAR");
    expect(rows.length).toBe(4);
    for (const r of rows) expect(r).toMatchObject({ frequency: "quarterly", gross: 33, withheld: 0, amount: 33 });
    // Its ex-date (19 Nov) has passed and it is paid on 9 Dec: declared. The 18 Nov 2027 one is
    // paid after the 12 months (20 days after its ex-date, as the announced one).
    expect(rows.map((r) => r.status)).toEqual(["declared", "expected", "expected", "expected"]);
    expect(rows[0]).toMatchObject({ exDate: "2026-11-19", paymentDate: "2026-12-09" });
  });

  test("Al Rajhi pays twice a year: 2 payments of 2.50 ÷ 2 = 1.25 × 100 = 125 SAR", async () => {
    const rows = await project({ "1120.SR": 100 }, "SAR");
    expect(rows.length).toBe(2);
    for (const r of rows) expect(r).toMatchObject({ frequency: "semiAnnual", amount: 125 });
  });

  test("Saudi ex-dates on trading days, the record date the next trading day (T+2)", async () => {
    const rows = await project({ "2222.SR": 100, "1120.SR": 100, "2010.SR": 100 }, "SAR");
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const r of rows) {
      expect(saudiOpen(r.exDate)).toBe(true);
      if (r.recordDate === null) continue;
      let next = dayOf(r.exDate) + 1;
      while (!saudiOpen(isoOf(next))) next++;
      expect(r.recordDate).toBe(isoOf(next));
    }
  });

  test("a dividend past its ex-date and not paid yet is declared; paid or received ones are not listed", async () => {
    const declared: CalendarDividend = {
      symbol: "KO",
      date: "2026-12-01",
      recordDate: "2026-12-01",
      paymentDate: "2026-12-15",
      dividend: 0.25,
      yield: 1,
    };
    const paid: CalendarDividend = {
      ...declared,
      date: "2026-11-02",
      recordDate: "2026-11-02",
      paymentDate: "2026-11-20",
    };
    const rows = await project({ KO: 100 }, "USD", 0.3, [declared, paid]);
    const mine = rows.filter((r) => r.exDate === "2026-12-01");
    expect(mine).toEqual([
      {
        month: "2026-12",
        symbol: "KO",
        status: "declared",
        frequency: "quarterly",
        exDate: "2026-12-01",
        recordDate: "2026-12-01",
        paymentDate: "2026-12-15",
        shares: 100,
        dividend: 0.25,
        gross: 25,
        withheld: 7.5,
        amount: 17.5,
      },
    ]);
    expect(rows.some((r) => r.exDate === "2026-11-02")).toBe(false);
    // Entered as received (a dividend transaction on or after its ex-date): no longer projected.
    const after = await project({ KO: 100 }, "USD", 0.3, [declared], (s, ex) => s === "KO" && ex === "2026-12-01");
    expect(after.some((r) => r.exDate === "2026-12-01")).toBe(false);
  });

  test("ahead: announced with its dates within 45 days, expected (payment estimated) beyond", async () => {
    const rows = expectedOnly(await project({ O: 100 }, "USD"));
    for (const r of rows) {
      const soon = dayOf(r.exDate) - dayOf(TODAY) < 45;
      expect(r.status).toBe(soon ? "announced" : "expected");
      expect(r.recordDate === null).toBe(!soon);
      expect(r.paymentDate > r.exDate).toBe(true);
    }
  });

  test("a real provider's calendar (the next dividend only): the last one repeated at the company's frequency", async () => {
    const ko: CalendarDividend = {
      symbol: "KO",
      date: "2026-12-10",
      recordDate: "2026-12-10",
      paymentDate: "2026-12-28",
      dividend: 0.25,
      yield: 1,
    };
    const rajhi: CalendarDividend = {
      symbol: "1120.SR",
      date: "2026-09-03",
      recordDate: "2026-09-06",
      paymentDate: "2026-09-20",
      dividend: 1.25,
      yield: 2.6,
    };
    const rows = projectDividends({
      today: TODAY,
      base: "USD",
      withholdingRate: 0.3,
      events: [ko, rajhi],
      currencyOf: (s) => bySymbol.get(s)!.currency,
      payoutsOf: (s) => bySymbol.get(s)!.payoutsPerYear,
      sharesOn: () => 100,
      received: () => false,
      extrapolate: true,
    });
    // KO: the announced one, then every three months on the 10th (a US trading day each time);
    // 10 Dec 2027 is after the 12 months. 18 days from ex-date to payment, as announced.
    expect(rows.filter((r) => r.symbol === "KO").map((r) => [r.status, r.exDate, r.paymentDate, r.amount])).toEqual([
      ["announced", "2026-12-10", "2026-12-28", 17.5],
      ["expected", "2027-03-10", "2027-03-28", 17.5],
      ["expected", "2027-06-10", "2027-06-28", 17.5],
      ["expected", "2027-09-10", "2027-09-28", 17.5],
    ]);
    // Al Rajhi, twice a year: 3 Mar 2027, and 3 Sep 2027 is a Friday, so Thursday 2 Sep. 1.25 ×
    // 100 = 125 SAR = 33.33 USD, nothing withheld; 17 days to payment as its last one.
    const rajhiRows = rows.filter((r) => r.symbol === "1120.SR");
    expect(rajhiRows.map((r) => [r.status, r.exDate, r.paymentDate, r.amount, r.withheld])).toEqual([
      ["expected", "2027-03-03", "2027-03-20", 33.33, 0],
      ["expected", "2027-09-02", "2027-09-19", 33.33, 0],
    ]);
    for (const r of rajhiRows) expect(saudiOpen(r.exDate)).toBe(true);
  });

  test("frequencies by payouts a year", () => {
    expect([12, 4, 3, 2, 1].map(frequencyOf)).toEqual(["monthly", "quarterly", "quarterly", "semiAnnual", "annual"]);
  });
});

// The exchanges' closed days over the whole simulated history (2020 onward): the NYSE list
// against its published rules, the Saudi Eid breaks against the Umm al-Qura calendar, and the
// daily bars the simulation serves, which must never fall on a closed day of their exchange.
import { describe, expect, test } from "bun:test";
import { isoDate } from "../../src/server/market/history";
import { NYSE_EARLY_CLOSES, NYSE_HOLIDAYS, SAUDI_HOLIDAYS } from "../../src/server/market/holidays";
import { SimModel } from "../../src/server/market/model";
import { isTradingDay } from "../../src/server/market/sessions";
import { REAL_COMPANIES } from "../../src/server/market/universe";

const DAY_MS = 86_400_000;
const YEARS = [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027];
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / DAY_MS;
const dayOfIso = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const weekday = (d: number) => new Date(d * DAY_MS).getUTCDay();

/** The n-th (1-based) `wd` of a month, or the last one with n = -1. */
function nthWeekday(y: number, m: number, wd: number, n: number): number {
  if (n < 0) {
    let d = day(y, m + 1, 1) - 1;
    while (weekday(d) !== wd) d--;
    return d;
  }
  let d = day(y, m, 1);
  while (weekday(d) !== wd) d++;
  return d + 7 * (n - 1);
}

/** Easter Sunday (the anonymous Gregorian computus). */
function easter(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return day(y, month, ((h + l - 7 * m + 114) % 31) + 1);
}

/** A fixed-date holiday on a Saturday moves to Friday, on a Sunday to Monday. */
const observed = (d: number) => (weekday(d) === 6 ? d - 1 : weekday(d) === 0 ? d + 1 : d);

/** The NYSE's closures of a year from its rules, computed here independently of the data. */
function nyseByRule(y: number): string[] {
  const out: number[] = [];
  const newYear = day(y, 1, 1);
  if (weekday(newYear) !== 6) out.push(observed(newYear));
  out.push(nthWeekday(y, 1, 1, 3), nthWeekday(y, 2, 1, 3), easter(y) - 2, nthWeekday(y, 5, 1, -1));
  if (y >= 2022) out.push(observed(day(y, 6, 19)));
  out.push(observed(day(y, 7, 4)), nthWeekday(y, 9, 1, 1), nthWeekday(y, 11, 4, 4), observed(day(y, 12, 25)));
  // Day of mourning for President Carter.
  if (y === 2025) out.push(day(2025, 1, 9));
  return out.sort((a, b) => a - b).map(isoDate);
}

/** The NYSE's 13:00 closes of a year from its rules. */
function nyseEarlyByRule(y: number): string[] {
  const out: number[] = [];
  const july4 = weekday(day(y, 7, 4));
  if (july4 >= 2 && july4 <= 5) out.push(day(y, 7, 3));
  out.push(nthWeekday(y, 11, 4, 4) + 1);
  const eve = day(y, 12, 24);
  if (weekday(eve) >= 1 && weekday(eve) <= 4) out.push(eve);
  return out.sort((a, b) => a - b).map(isoDate);
}

const hijri = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", {
  timeZone: "UTC",
  day: "numeric",
  month: "numeric",
  year: "numeric",
});
/** Gregorian days of a Gregorian year whose Umm al-Qura month and day are (m, d). */
function hijriDays(y: number, m: number, d: number): number[] {
  const out: number[] = [];
  for (let t = day(y, 1, 1); t < day(y + 1, 1, 1); t++) {
    const parts = hijri.formatToParts(new Date(t * DAY_MS));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    if (get("month") === m && get("day") === d) out.push(t);
  }
  return out;
}

describe("exchange holidays, 2020–2027", () => {
  test("the NYSE list is the NYSE's rules, year by year, early closes included", () => {
    for (const y of YEARS) {
      expect(NYSE_HOLIDAYS.filter((d) => d.startsWith(`${y}-`))).toEqual(nyseByRule(y));
      expect(NYSE_EARLY_CLOSES.filter((d) => d.startsWith(`${y}-`))).toEqual(nyseEarlyByRule(y));
    }
    // Spot checks of the rules themselves: Good Friday 2024, Juneteenth from 2022 only.
    expect(nyseByRule(2024)).toContain("2024-03-29");
    expect(nyseByRule(2021).some((d) => d.startsWith("2021-06"))).toBe(false);
    expect(nyseByRule(2022)).toContain("2022-06-20");
  });

  test("each Eid break of the Saudi Exchange holds 1 Shawwal and 10 Dhu al-Hijjah (Umm al-Qura)", () => {
    const listed = new Set(SAUDI_HOLIDAYS);
    for (const y of YEARS) {
      const eids = [...hijriDays(y, 10, 1), ...hijriDays(y, 12, 10)];
      expect(eids.length).toBeGreaterThanOrEqual(2);
      for (const eid of eids) {
        // The run of closed days (holidays and weekends) around the Eid.
        let a = eid;
        let b = eid;
        while (!isTradingDay("SA", a - 1)) a--;
        while (!isTradingDay("SA", b + 1)) b++;
        const breakDays = [];
        for (let d = a; d <= b; d++) if (listed.has(isoDate(d))) breakDays.push(d);
        expect({ eid: isoDate(eid), closed: breakDays.length >= 3 }).toEqual({ eid: isoDate(eid), closed: true });
      }
    }
  });

  test("Founding Day (from 2022) and National Day close the Saudi Exchange, or a day in their place", () => {
    for (const y of YEARS) {
      const days = y >= 2022 ? [day(y, 2, 22), day(y, 9, 23)] : [day(y, 9, 23)];
      for (const d of days) {
        expect(isTradingDay("SA", d)).toBe(false);
        // On the weekend the government names a working day next to it instead.
        if (weekday(d) === 5 || weekday(d) === 6) {
          const near = [d - 2, d - 1, d + 1, d + 2].filter((x) => SAUDI_HOLIDAYS.includes(isoDate(x)));
          expect({ day: isoDate(d), inLieu: near.length }).toEqual({ day: isoDate(d), inLieu: 1 });
        }
      }
    }
  });
});

describe("five years of simulated daily bars skip the closed days", () => {
  const model = new SimModel(42, REAL_COMPANIES, "real", 1000);
  const us = REAL_COMPANIES.findIndex((c) => c.symbol === "AAPL");
  const sa = REAL_COMPANIES.findIndex((c) => c.symbol === "1120.SR");

  // Closed days known independently of the data: the NYSE rules; for Riyadh the first three
  // days of each Eid (Umm al-Qura), Founding Day and National Day; and the days the issue saw
  // traded (25 Dec and 4 Jul 2024, Eid al-Fitr 9–11 Apr 2024, 22 Feb and 23 Sep 2024).
  const closedUS = new Set(YEARS.flatMap(nyseByRule));
  const closedSA = new Set(
    YEARS.flatMap((y) => [
      ...[1, 2, 3].flatMap((d) => hijriDays(y, 10, d)).map(isoDate),
      ...[10, 11, 12].flatMap((d) => hijriDays(y, 12, d)).map(isoDate),
      ...(y >= 2022 ? [isoDate(day(y, 2, 22))] : []),
      isoDate(day(y, 9, 23)),
    ]),
  );
  for (const d of ["2024-04-09", "2024-04-10", "2024-04-11"]) closedSA.add(d);

  // Served on 7 Dec 2026 (reaching back to late 2021), on 1 Jul 2025 (back to 2020) and on the
  // last day of 2027: every year of holiday data is crossed.
  for (const at of ["2026-12-07T12:00:00Z", "2025-07-01T12:00:00Z", "2027-12-31T12:00:00Z"]) {
    test(`bars served at ${at}`, () => {
      for (const [i, closed, weekend] of [
        [us, closedUS, [0, 6]],
        [sa, closedSA, [5, 6]],
      ] as const) {
        const bars = model.bars(i, Date.parse(at), 1260);
        expect(bars.length).toBe(1260);
        const wrong = bars
          .map((b) => b.t)
          .filter((t) => closed.has(t) || (weekend as readonly number[]).includes(weekday(dayOfIso(t))));
        expect({ symbol: REAL_COMPANIES[i]!.symbol, wrong }).toEqual({ symbol: REAL_COMPANIES[i]!.symbol, wrong: [] });
        // Five years back, and no day twice.
        expect(new Set(bars.map((b) => b.t)).size).toBe(1260);
        expect(Date.parse(at) / DAY_MS - dayOfIso(bars[0]!.t)).toBeGreaterThan(4.9 * 365);
      }
    });
  }
});

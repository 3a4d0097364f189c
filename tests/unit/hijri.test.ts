// Umm al-Qura dates (src/shared/hijri.ts) against Intl's islamic-umalqura calendar read day by
// day: every month start of 1440–1460 AH, both directions, and the hawl's anniversary.
import { describe, expect, test } from "bun:test";
import { formatHijri, fromHijri, isHijriDate, nextHawl, toHijri } from "../../src/shared/hijri";

const DAY = 86_400_000;
const intl = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  timeZone: "UTC",
});
const partsOf = (ms: number) => {
  const p = intl.formatToParts(new Date(ms));
  const get = (t: string) => Number(p.find((x) => x.type === t)!.value);
  return { year: get("year"), month: get("month"), day: get("day") };
};

describe("Umm al-Qura through Intl", () => {
  test("every month start of 1440–1460 AH: Hijri → Gregorian and back, as Intl reads each day", () => {
    // Walk the Gregorian days from before 1 Muharram 1440 (2018-09-11) to after 1460, noting the
    // days Intl calls the 1st of a month.
    const starts = new Map<string, string>();
    for (let ms = Date.UTC(2018, 8, 1, 12); ms < Date.UTC(2039, 0, 1, 12); ms += DAY) {
      const p = partsOf(ms);
      if (p.day === 1 && p.year >= 1440 && p.year <= 1460)
        starts.set(`${p.year}-${String(p.month).padStart(2, "0")}-01`, new Date(ms).toISOString().slice(0, 10));
    }
    expect(starts.size).toBe(21 * 12);
    for (const [hijri, gregorian] of starts) {
      expect(fromHijri(hijri)).toBe(gregorian);
      expect(toHijri(gregorian)).toBe(hijri);
      // The day before is the last of the previous month (29th or 30th).
      const before = toHijri(new Date(Date.parse(gregorian) - DAY).toISOString().slice(0, 10));
      expect(["29", "30"]).toContain(before.slice(8));
    }
  });

  test("known dates: 1 Ramadan 1448 is 8 Feb 2027; 7 Dec 2026 is 27 Jumada II 1448", () => {
    expect(fromHijri("1448-09-01")).toBe("2027-02-08");
    expect(toHijri("2026-12-07")).toBe("1448-06-27");
    expect(formatHijri("1448-09-01", "ar")).toContain("رمضان");
    expect(formatHijri("1448-09-01", "en")).toContain("Ramadan");
  });

  test("a day that does not exist, and text that is not a date", () => {
    // Ramadan 1448 has 29 days on Umm al-Qura (1 Shawwal is 2027-03-09).
    expect(fromHijri("1448-10-01")).toBe("2027-03-09");
    expect(fromHijri("1448-09-30")).toBeNull();
    expect(isHijriDate("1448-09-30")).toBe(false);
    expect(isHijriDate("1448-13-01")).toBe(false);
    expect(isHijriDate("1448-9-1")).toBe(false);
    expect(isHijriDate("1200-01-01")).toBe(false);
    expect(isHijriDate("1448-09-01")).toBe(true);
    expect(toHijri("not a date")).toBe("");
  });

  test("the hawl's next anniversary: this year's when ahead, else next year's; a 30th falls on the 29th", () => {
    expect(nextHawl("1440-09-01", "2026-12-07")).toEqual({ hijri: "1448-09-01", gregorian: "2027-02-08" });
    expect(nextHawl("1440-06-27", "2026-12-07")).toEqual({ hijri: "1448-06-27", gregorian: "2026-12-07" });
    expect(nextHawl("1440-06-26", "2026-12-07")?.hijri).toBe("1449-06-26");
    expect(nextHawl("1445-09-30", "2026-12-07")).toEqual({ hijri: "1448-09-29", gregorian: fromHijri("1448-09-29")! });
  });
});

// Every formatting rule of the partner calendars, one by one.
import { describe, expect, test } from "bun:test";
import {
  abbreviate,
  dayMonthYear,
  dayNumber,
  dollars,
  earningsKeyToDay,
  earningsRange,
  earningsWeek,
  enGbDate,
  filterEarnings,
  flattenEarnings,
  isoDay,
  longDay,
  monthName,
  monthOf,
  priceRange,
  splitRatio,
  splitRatioParts,
  toNumber,
  truncate,
  twoDecimals,
  weekdayShort,
} from "../../src/shared/format";

describe("truncate (IPO company names)", () => {
  test("25 characters or fewer stay as they are", () => {
    expect(truncate("A".repeat(25))).toBe("A".repeat(25));
    expect(truncate("Apple Inc.")).toBe("Apple Inc.");
    expect(truncate("")).toBe("");
  });
  test("longer names are cut to 25 characters plus an ellipsis", () => {
    expect(truncate("A".repeat(26))).toBe(`${"A".repeat(25)}...`);
    expect(truncate("International Business Machines Corporation")).toBe("International Business Ma...");
  });
  test("absent names are empty", () => {
    expect(truncate(null)).toBe("");
    expect(truncate(undefined)).toBe("");
  });
});

describe("abbreviate (K, M, B, T with one decimal)", () => {
  test.each([
    [0, "0"],
    [999, "999"],
    [999.5, "999.5"],
    [1_000, "1.0K"],
    [1_500, "1.5K"],
    [999_999, "1.0M"],
    [999_949, "999.9K"],
    [999_999_999, "1.0B"],
    [1_000_000, "1.0M"],
    [25_340_000, "25.3M"],
    [1_000_000_000, "1.0B"],
    [3_210_000_000, "3.2B"],
    [1_000_000_000_000, "1.0T"],
    [2_750_000_000_000, "2.8T"],
    [1e15, "1000.0T"],
    [-2_500_000, "-2.5M"],
  ])("%p → %p", (value, expected) => {
    expect(abbreviate(value)).toBe(expected);
  });
  test("numeric strings are numbers", () => {
    expect(abbreviate("1500000")).toBe("1.5M");
    expect(abbreviate(" 2000 ")).toBe("2.0K");
    expect(abbreviate("1,200")).toBe("1.2K");
  });
  test.each([[""], ["   "], [null], [undefined], ["n/a"], ["abc"], [Number.NaN], [Number.POSITIVE_INFINITY], [{}]])(
    "empty or non-numeric %p shows 0",
    (value) => {
      expect(abbreviate(value)).toBe("0");
    },
  );
  test("toNumber", () => {
    expect(toNumber("12.5")).toBe(12.5);
    expect(toNumber("")).toBeNull();
    expect(toNumber(true)).toBeNull();
  });
});

describe("dollar signs (price range, market cap)", () => {
  test("market cap", () => {
    expect(dollars(2_400_000_000)).toBe("$2.4B");
    expect(dollars("")).toBe("$0");
    expect(dollars(null)).toBe("$0");
    expect(dollars(-1500)).toBe("-$1.5K");
  });
  test("price range: one number or a range", () => {
    expect(priceRange(18)).toBe("$18");
    expect(priceRange("18")).toBe("$18");
    expect(priceRange("$18")).toBe("$18");
    expect(priceRange("16.00-18.00")).toBe("$16-$18");
    expect(priceRange("16 - 18.5")).toBe("$16-$18.5");
    expect(priceRange("")).toBe("$0");
    expect(priceRange("TBD")).toBe("$0");
    expect(priceRange(null)).toBe("$0");
  });
  test("shares are a plain abbreviated number, without a dollar sign", () => {
    expect(abbreviate(12_500_000)).toBe("12.5M");
  });
});

describe("two decimals (dividend, yield)", () => {
  test("numbers", () => {
    expect(twoDecimals(0.24)).toBe("0.24");
    expect(twoDecimals(3)).toBe("3.00");
    expect(twoDecimals(1.005)).toBe("1.00");
    expect(twoDecimals("2.456")).toBe("2.46");
  });
  test("absent or non-numeric values are empty", () => {
    expect(twoDecimals(null)).toBe("");
    expect(twoDecimals("")).toBe("");
    expect(twoDecimals("x")).toBe("");
  });
});

describe("dates", () => {
  test("IPO: day-month-year with dashes", () => {
    expect(dayMonthYear("2026-01-05")).toBe("05-01-2026");
    expect(dayMonthYear("2026-12-31T22:00:00.000Z")).toBe("31-12-2026");
    expect(dayMonthYear("")).toBe("");
    expect(dayMonthYear(null)).toBe("");
    expect(dayMonthYear("not a date")).toBe("");
  });
  test("dividends: en-GB with dashes, absent dates empty", () => {
    expect(enGbDate("2026-03-09")).toBe("09-03-2026");
    expect(enGbDate("2026-11-22T00:00:00Z")).toBe("22-11-2026");
    expect(enGbDate("Mon, 02 Feb 2026 00:00:00 GMT")).toBe("02-02-2026");
    expect(enGbDate(null)).toBe("");
    expect(enGbDate(undefined)).toBe("");
    expect(enGbDate("")).toBe("");
    expect(enGbDate("garbage")).toBe("");
  });
  test("splits: YYYY-MM-DD", () => {
    expect(isoDay("2026-06-10")).toBe("2026-06-10");
    expect(isoDay("2026-06-10T09:00:00Z")).toBe("2026-06-10");
    expect(isoDay(null)).toBe("");
    expect(monthOf("2026-06-10")).toBe(6);
    expect(monthOf("")).toBeNull();
  });
});

describe("split ratio", () => {
  test("numerator for denominator", () => {
    expect(splitRatio(4, 1)).toBe("4 for 1");
    expect(splitRatio(1, 10)).toBe("1 for 10");
    expect(splitRatio("3", "2")).toBe("3 for 2");
    expect(splitRatio(1.5, 1)).toBe("1.5 for 1");
    expect(splitRatioParts(null, "")).toEqual({ numerator: "0", denominator: "0" });
  });
});

describe("earnings", () => {
  test("keys are 'DD/MM/YYYY HH:mm:ss'", () => {
    expect(earningsKeyToDay("05/01/2026 00:00:00")).toBe("2026-01-05");
    expect(earningsKeyToDay("5/1/2026 09:30:00")).toBe("2026-01-05");
    expect(earningsKeyToDay("2026-01-05")).toBeNull();
  });
  test("flattened in date order, absent time is unknown", () => {
    const entries = flattenEarnings({
      "07/01/2026 00:00:00": { items: [{ symbol: "C", time: "amc" }] },
      "05/01/2026 00:00:00": {
        items: [
          { symbol: "A", time: "bmo" },
          { symbol: "B", time: null },
        ],
      },
      "bad key": { items: [{ symbol: "X", time: "bmo" }] },
    });
    expect(entries).toEqual([
      { symbol: "A", date: "2026-01-05", time: "bmo" },
      { symbol: "B", date: "2026-01-05", time: "unknown" },
      { symbol: "C", date: "2026-01-07", time: "amc" },
    ]);
    expect(earningsRange(entries)).toEqual({ start: "2026-01-05", end: "2026-01-07" });
    expect(earningsRange([])).toBeNull();
    expect(filterEarnings(entries, "all").map((e) => e.symbol)).toEqual(["A", "B", "C"]);
    expect(filterEarnings(entries, "open").map((e) => e.symbol)).toEqual(["A"]);
    expect(filterEarnings(entries, "close").map((e) => e.symbol)).toEqual(["C"]);
    expect(flattenEarnings(null)).toEqual([]);
  });
  test("the week is Monday to Friday in New York; the weekend shows the coming week", () => {
    const week = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"];
    expect(earningsWeek(new Date("2026-11-16T15:00:00Z"))).toEqual(week); // Monday
    expect(earningsWeek(new Date("2026-11-20T20:00:00Z"))).toEqual(week); // Friday
    // Saturday 02:00 UTC is still Friday evening in New York.
    expect(earningsWeek(new Date("2026-11-21T02:00:00Z"))).toEqual(week);
    const next = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"];
    expect(earningsWeek(new Date("2026-11-21T15:00:00Z"))).toEqual(next); // Saturday
    expect(earningsWeek(new Date("2026-11-22T15:00:00Z"))).toEqual(next); // Sunday
    // Across a month and a year boundary.
    expect(earningsWeek(new Date("2026-12-31T15:00:00Z"))).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
  });
  test("column headers and range: localised names, Latin digits", () => {
    expect(weekdayShort("2026-11-16", "en")).toBe("Mon");
    expect(weekdayShort("2026-11-20", "en")).toBe("Fri");
    expect(weekdayShort("2026-11-16", "ar")).toBe("الاثنين");
    expect(dayNumber("2026-11-06")).toBe("6");
    expect(monthName(1, "en")).toBe("January");
    expect(monthName(12, "en")).toBe("December");
    expect(monthName(1, "ar")).toBe("يناير");
    expect(longDay("2026-11-16", "en")).toBe("16 November 2026");
    expect(longDay("2026-11-16", "ar")).toBe("16 نوفمبر 2026");
  });
});

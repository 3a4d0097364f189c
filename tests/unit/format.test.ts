// Every formatting rule, one by one: compact numbers, money, durations, the partner calendars.
import { describe, expect, test } from "bun:test";
import { i18nObject } from "../../src/i18n/i18n-util";
import { loadAllLocales } from "../../src/i18n/i18n-util.sync";
import { dayNumber, formatDay, formatLongDay, monthName, weekdayShort } from "../../src/shared/datetime";
import {
  earningsKeyToDay,
  earningsRange,
  earningsWeek,
  exchangeCurrency,
  filterEarnings,
  flattenEarnings,
  formatCompact,
  formatDuration,
  formatMoney,
  formatNumber,
  formatPercent,
  formatSigned,
  formatSignedPercent,
  isoDay,
  listingCurrency,
  monthOf,
  priceRange,
  splitRatio,
  splitRatioParts,
  toNumber,
  truncate,
  twoDecimals,
  UNKNOWN,
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

describe("formatCompact (one short form per column, fixed decimals)", () => {
  test.each([
    [0, "0"],
    [999, "999"],
    [999.5, "999.50"],
    [1_000, "1.00K"],
    [583_490, "583.49K"],
    [1_600_000, "1.60M"],
    [3_000_000_000, "3.00B"],
    [13_100_000_000, "13.10B"],
    [999_999, "1.00M"],
    [999_994, "999.99K"],
    [999_999_999, "1.00B"],
    [5_890_000_000_000, "5.89T"],
    [1e15, "1000.00T"],
    [-2_500_000, "-2.50M"],
  ])("en %p → %p", (value, expected) => {
    expect(formatCompact(value, "en")).toBe(expected);
  });

  test("every row of a column has the same number of decimals", () => {
    const column = [583_490, 1_600_000, 3e9, 13.1e9, 4.47e12].map((n) => formatCompact(n, "en"));
    expect(column).toEqual(["583.49K", "1.60M", "3.00B", "13.10B", "4.47T"]);
    for (const text of column) expect(text).toMatch(/^\d+\.\d{2}[KMBT]$/);
    const ipo = [12_500_000, 3.21e9, 999].map((n) => formatCompact(n, "en", { decimals: 1 }));
    expect(ipo).toEqual(["12.5M", "3.2B", "999"]);
  });

  test("Arabic uses the words, one style everywhere (تريليون, not ترليون), Latin digits", () => {
    expect(formatCompact(583_490, "ar")).toBe("583.49\u00a0ألف");
    expect(formatCompact(1_600_000, "ar")).toBe("1.60\u00a0مليون");
    expect(formatCompact(13.1e9, "ar")).toBe("13.10\u00a0مليار");
    expect(formatCompact(5.89e12, "ar")).toBe("5.89\u00a0تريليون");
    expect(formatCompact(3_500_000, "ar", { decimals: 1 })).toBe("3.5\u00a0مليون");
  });

  test("the listing currency where a table mixes markets", () => {
    expect(formatCompact(5.89e12, "en", { currency: listingCurrency("2222.SR") })).toBe("SAR\u00a05.89T");
    expect(formatCompact(4.47e12, "en", { currency: listingCurrency("AAPL") })).toBe("$4.47T");
    expect(formatCompact(-1500, "en", { currency: "USD" })).toBe("-$1.50K");
    expect(formatCompact(5.89e12, "ar", { currency: "SAR" })).toBe("5.89\u00a0تريليون\u00a0ر.س");
    expect(formatCompact(4.47e12, "ar", { currency: "USD" })).toBe("4.47\u00a0تريليون\u00a0$");
    expect(formatMoney(174.5, "SAR", "en")).toBe("SAR\u00a0174.50");
    expect(formatMoney(1234.5, "USD", "en")).toBe("$1,234.50");
    expect(formatMoney(27.4, "SAR", "ar")).toBe("27.40\u00a0ر.س");
    expect(formatMoney(null, "USD", "en")).toBe("—");
  });

  test("currencies: .SR symbols and the Saudi exchange trade in riyals; a stated currency wins", () => {
    expect(listingCurrency("2222.SR")).toBe("SAR");
    expect(listingCurrency("1120.sr")).toBe("SAR");
    expect(listingCurrency("AAPL")).toBe("USD");
    expect(listingCurrency("AAPL", "SAR")).toBe("SAR");
    expect(listingCurrency("2222.SR", "XYZ")).toBe("SAR");
    expect(exchangeCurrency("Saudi", "9512.SR")).toBe("SAR");
    expect(exchangeCurrency("Saudi", "")).toBe("SAR");
    expect(exchangeCurrency("NASDAQ", "ABCD")).toBe("USD");
    expect(exchangeCurrency(null, "9512.SR")).toBe("SAR");
  });

  test("numeric strings are numbers", () => {
    expect(formatCompact("1500000", "en")).toBe("1.50M");
    expect(formatCompact(" 2000 ", "en")).toBe("2.00K");
    expect(formatCompact("1,200", "en")).toBe("1.20K");
  });

  test.each([[""], ["   "], [null], [undefined], ["n/a"], ["abc"], [Number.NaN], [Number.POSITIVE_INFINITY], [{}]])(
    "an unknown value %p shows —",
    (value) => {
      expect(formatCompact(value, "en")).toBe(UNKNOWN);
      expect(formatCompact(value, "ar", { currency: "SAR" })).toBe(UNKNOWN);
    },
  );

  test("toNumber", () => {
    expect(toNumber("12.5")).toBe(12.5);
    expect(toNumber("")).toBeNull();
    expect(toNumber(true)).toBeNull();
  });
});

describe("formatNumber and formatPercent (plain figures, Latin digits)", () => {
  test("two decimals with thousands commas unless told", () => {
    expect(formatNumber(1234.5)).toBe("1,234.50");
    expect(formatNumber(1234.5, { grouping: false })).toBe("1234.50");
    expect(formatNumber(-0.4)).toBe("-0.40");
    expect(formatNumber(-0)).toBe("0.00");
  });
  test("fewer decimals drop trailing zeros", () => {
    expect(formatNumber(12.5, { digits: 6, minDigits: 0 })).toBe("12.5");
    expect(formatPercent(2.5, { digits: 3, minDigits: 0, grouping: false })).toBe("2.5%");
    expect(formatNumber(1234.4, { digits: 0 })).toBe("1,234");
  });
  test("a percent without a sign; unknown is —", () => {
    expect(formatPercent(12.345)).toBe("12.35%");
    expect(formatPercent(null)).toBe("—");
    expect(formatNumber("n/a")).toBe("—");
  });
  test("the same as toFixed where a figure was shown with it", () => {
    for (const n of [0, 1.005, 2.675, -3.14157, 99.995, 1234.567, 0.125]) {
      expect(formatNumber(n, { grouping: false })).toBe(n.toFixed(2));
    }
  });
});

describe("IPO price range", () => {
  test("one number or a range, the currency once", () => {
    expect(priceRange(18, "USD", "en")).toBe("$18");
    expect(priceRange("18", "USD", "en")).toBe("$18");
    expect(priceRange("$18", "USD", "en")).toBe("$18");
    expect(priceRange("16.00-18.00", "USD", "en")).toBe("$16-18");
    expect(priceRange("16 - 18.5", "USD", "en")).toBe("$16-18.50");
    expect(priceRange("16.00-18.00", "SAR", "en")).toBe("SAR\u00a016-18");
    expect(priceRange("16.00-18.00", "SAR", "ar")).toBe("16-18\u00a0ر.س");
  });
  test("a filed IPO without a range shows —, never $0", () => {
    expect(priceRange("", "USD", "en")).toBe("—");
    expect(priceRange("TBD", "USD", "en")).toBe("—");
    expect(priceRange(null, "SAR", "ar")).toBe("—");
    expect(formatCompact(null, "en", { decimals: 1, currency: "USD" })).toBe("—");
  });
});

describe("formatDuration (every message that states a wait)", () => {
  loadAllLocales();
  const en = i18nObject("en").duration;
  const ar = i18nObject("ar").duration;
  test.each([
    [1, "1 second"],
    [45, "45 seconds"],
    [59.2, "1 minute"],
    [60, "1 minute"],
    [61, "2 minutes"],
    [872, "15 minutes"],
    [900, "15 minutes"],
    [3600, "1 hour"],
    [3601, "1 hour and 1 minute"],
    [5400, "1 hour and 30 minutes"],
    [0, "1 second"],
    [Number.NaN, "1 second"],
  ])("en %p s → %p", (seconds, expected) => {
    expect(formatDuration(seconds, en)).toBe(expected);
  });
  test.each([
    [1, "ثانية واحدة"],
    [5, "5 ثوانٍ"],
    [45, "45 ثانية"],
    [120, "دقيقتين"],
    [180, "3 دقائق"],
    [872, "15 دقيقة"],
    [3600, "ساعة واحدة"],
    [3 * 3600 + 600, "3 ساعات و10 دقائق"],
  ])("ar %p s → %p", (seconds, expected) => {
    expect(formatDuration(seconds, ar)).toBe(expected);
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
    expect(formatDay("2026-01-05")).toBe("05-01-2026");
    expect(formatDay("2026-12-31T22:00:00.000Z")).toBe("31-12-2026");
    expect(formatDay("")).toBe("");
    expect(formatDay(null)).toBe("");
    expect(formatDay("not a date")).toBe("");
  });
  test("dividends: en-GB with dashes, absent dates empty", () => {
    expect(formatDay("2026-03-09")).toBe("09-03-2026");
    expect(formatDay("2026-11-22T00:00:00Z")).toBe("22-11-2026");
    expect(formatDay("Mon, 02 Feb 2026 00:00:00 GMT")).toBe("02-02-2026");
    expect(formatDay(null)).toBe("");
    expect(formatDay(undefined)).toBe("");
    expect(formatDay("")).toBe("");
    expect(formatDay("garbage")).toBe("");
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
    expect(formatLongDay("2026-11-16", "en")).toBe("16 November 2026");
    expect(formatLongDay("2026-11-16", "ar")).toBe("16 نوفمبر 2026");
  });
});

describe("signed percents and changes (one formatter for every screen)", () => {
  test("a value that rounds to zero shows no sign: never −0.0 % or +0.00", () => {
    expect(formatSignedPercent(-0.04, 1)).toBe("0.0%");
    expect(formatSignedPercent(-0.004)).toBe("0.00%");
    expect(formatSignedPercent(0.004)).toBe("0.00%");
    expect(formatSignedPercent(-0)).toBe("0.00%");
    expect(formatSigned(-0.001)).toBe("0.00");
  });
  test("otherwise the sign is shown, with a true minus", () => {
    expect(formatSignedPercent(1.234)).toBe("+1.23%");
    expect(formatSignedPercent(-0.05, 1)).toBe("\u22120.1%");
    expect(formatSignedPercent(-0.4)).toBe("\u22120.40%");
    expect(formatSigned(1234.5)).toBe("+1,234.50");
    expect(formatSignedPercent(null)).toBe(UNKNOWN);
    expect(formatSignedPercent(Number.NaN)).toBe(UNKNOWN);
  });
});

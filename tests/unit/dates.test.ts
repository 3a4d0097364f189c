// One date format per language, every time with its zone: src/shared/datetime.ts formats every
// date and time a person reads, and no other module of the client, the shared code or the
// e-mails formats one itself (toLocaleDateString, toLocaleTimeString, Intl.DateTimeFormat …).
import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import {
  exchangeZone,
  formatDateTime,
  formatDay,
  formatIsoDay,
  formatLongDay,
  formatTime,
  monthName,
} from "../../src/shared/datetime";

const root = join(import.meta.dir, "../..");

// 15:00 in Riyadh (12:00 UTC) on Wednesday 18 November 2026.
const at = Date.UTC(2026, 10, 18, 12, 0, 0);

describe("times carry their zone", () => {
  test("the exchange's clock, the reader's beside it where it differs", () => {
    expect(formatTime(at, "en", "Asia/Riyadh", { reader: "UTC" })).toBe("15:00 Riyadh (12:00 your time)");
    expect(formatTime(at, "ar", "Asia/Riyadh", { reader: "UTC" })).toBe("15:00 بتوقيت الرياض (12:00 بتوقيتك)");
    expect(formatTime(at, "en", "Asia/Riyadh", { reader: "Asia/Riyadh" })).toBe("15:00 Riyadh");
    // Kuwait keeps Riyadh's clock: nothing to add.
    expect(formatTime(at, "en", "Asia/Riyadh", { reader: "Asia/Kuwait" })).toBe("15:00 Riyadh");
    expect(formatTime(at, "en", "America/New_York", { reader: "Europe/London", seconds: true })).toBe(
      "07:00:00 New York (12:00:00 your time)",
    );
    expect(formatTime(at, "ar", "local", { reader: "Asia/Riyadh" })).toBe("15:00 بتوقيتك");
  });

  test("a date and time: the reader's day too when it is another day", () => {
    expect(formatDateTime(at, "en", "Asia/Riyadh", { reader: "UTC" })).toBe(
      "18-11-2026 15:00 Riyadh (12:00 your time)",
    );
    const late = Date.UTC(2026, 10, 18, 22, 30);
    expect(formatDateTime(late, "en", "Asia/Riyadh", { reader: "America/New_York" })).toBe(
      "19-11-2026 01:30 Riyadh (18-11-2026 17:30 your time)",
    );
    // In Arabic the day is isolated left to right (else a sentence shows 2026-11-19).
    expect(formatDateTime(late, "ar", "local", { reader: "Asia/Riyadh" })).toBe("\u206619-11-2026\u2069 01:30 بتوقيتك");
    expect(formatDateTime(late, "ar", "Asia/Riyadh", { reader: "America/New_York" })).toBe(
      "\u206619-11-2026\u2069 01:30 بتوقيت الرياض (\u206618-11-2026\u2069 17:30 بتوقيتك)",
    );
  });

  test("the exchange of a listing", () => {
    expect(exchangeZone("2222.SR")).toBe("Asia/Riyadh");
    expect(exchangeZone("AAPL")).toBe("America/New_York");
  });
});

describe("one date format per language", () => {
  test("tables: day-month-year with dashes in both languages; a moment read on the zone's clock", () => {
    expect(formatDay("2026-01-05")).toBe("05-01-2026");
    expect(formatDay(Date.UTC(2026, 10, 18, 22, 30), "Asia/Riyadh")).toBe("19-11-2026");
    expect(formatDay(Date.UTC(2026, 10, 18, 22, 30), "America/New_York")).toBe("18-11-2026");
    expect(formatDay("2026-01-05", "UTC", "ar")).toBe("\u206605-01-2026\u2069");
  });
  test("the stock splits calendar: year-month-day, as the specification fixes it", () => {
    expect(formatIsoDay("2026-01-05")).toBe("2026-01-05");
    expect(formatIsoDay(Date.UTC(2026, 10, 18, 22, 30), "Asia/Riyadh")).toBe("2026-11-19");
    expect(formatIsoDay("2026-01-05", "UTC", "ar")).toBe("\u20662026-01-05\u2069");
    expect(formatIsoDay("not a day")).toBe("");
  });
  test("in words: the month's name in the page's language, Latin digits", () => {
    expect(formatLongDay("2026-11-16", "en")).toBe("16 November 2026");
    expect(formatLongDay("2026-11-16", "ar")).toBe("16 نوفمبر 2026");
    expect(monthName(3, "ar")).toBe("مارس");
  });
});

/** Source files under `dir` (recursively), relative to the repository. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sources(path));
    else if (/\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

// Ways of turning a moment into text without the formatter.
const DATE_FORMATTING = [
  /\btoLocaleDateString\b/,
  /\btoLocaleTimeString\b/,
  /\bDateTimeFormat\b/,
  /\btoUTCString\b/,
  /\btoDateString\b/,
  /\btoTimeString\b/,
  /\bnew Date\([^)]*\)\.toLocaleString\(/,
];

// Server modules that read a zone's calendar to compute sessions and bars (no text for people).
const COMPUTING = new Set([
  "src/server/market/sessions.ts",
  "src/server/market/history.ts",
  "src/server/market/dates.ts",
  "src/server/providers/yahoo.ts",
  // The day a metal quote is of, on the clock of the exchange the provider names.
  "src/server/market/metal-prices.ts",
  // The Umm al-Qura calendar: Hijri dates from and to Gregorian ones, and in words, which
  // src/shared/datetime.ts (Gregorian only) does not do.
  "src/shared/hijri.ts",
]);

test("no module but src/shared/datetime.ts formats a date or a time for people", () => {
  const files = [
    ...sources("src/views"),
    ...sources("src/machines"),
    ...sources("src/shared"),
    ...sources("src/i18n"),
    ...sources("src/routes"),
    ...sources("src/server"),
  ].filter((f) => f !== "src/shared/datetime.ts" && !COMPUTING.has(f));
  expect(files.length).toBeGreaterThan(100);
  const offenders: string[] = [];
  for (const file of files) {
    const lines = readFileSync(join(root, file), "utf8").split("\n");
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*)/.test(line)) return;
      if (DATE_FORMATTING.some((re) => re.test(line)))
        offenders.push(`${relative(root, join(root, file))}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(offenders).toEqual([]);
});

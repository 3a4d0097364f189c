// Hijri dates on the Umm al-Qura calendar, Saudi Arabia's official one (docs/portfolio.md,
// "The zakat year"), through Intl's `islamic-umalqura` calendar: no table of our own, so the
// dates are those of the browser's and the server's ICU. Both directions work on calendar days
// (YYYY-MM-DD), read at noon UTC so no time zone moves a day. Latin digits, as in tables.

/** Hijri years the app accepts (Umm al-Qura's tables in ICU run 1300–1600 AH; outside them ICU
 * falls back to an arithmetical calendar). */
export const HIJRI_MIN_YEAR = 1356;
export const HIJRI_MAX_YEAR = 1500;

const HIJRI_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_MS = 86_400_000;

let numeric: Intl.DateTimeFormat | null = null;
function numericFormat(): Intl.DateTimeFormat {
  numeric ??= new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    timeZone: "UTC",
  });
  return numeric;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Days since 1970-01-01 of a Gregorian YYYY-MM-DD. */
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The Hijri parts of a day number (days since 1970-01-01). */
function hijriParts(day: number): { year: number; month: number; day: number } {
  const parts = numericFormat().formatToParts(new Date(day * DAY_MS + DAY_MS / 2));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? Number.NaN);
  return { year: get("year"), month: get("month"), day: get("day") };
}

/** A Gregorian YYYY-MM-DD as the Umm al-Qura date of that day, YYYY-MM-DD ("2026-12-07" →
 * "1448-06-27"); "" when the text is not a date. */
export function toHijri(gregorian: string): string {
  const d = dayNumber(gregorian);
  if (!Number.isFinite(d)) return "";
  const h = hijriParts(d);
  return `${pad(h.year, 4)}-${pad(h.month)}-${pad(h.day)}`;
}

/** The Hijri date's parts, or null when it is not YYYY-MM-DD with a month 1–12 and a day 1–30. */
function parseHijri(hijri: string): { year: number; month: number; day: number } | null {
  const m = HIJRI_PATTERN.exec(hijri);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 30) return null;
  return { year, month, day };
}

// The Hijri era begins on 16 July 622 (Julian) = day −492,148 from 1970; a year has 354.367
// days on average and a month 29.5306.
const EPOCH_DAY = -492_148;
const YEAR_DAYS = 10_631 / 30;
const MONTH_DAYS = 29.530_588;

/** The Gregorian YYYY-MM-DD of an Umm al-Qura date, or null when that date does not exist (the
 * 30th of a month of 29 days) or is not a Hijri date. Found by reading the days around an
 * arithmetical estimate (never more than two days from it in 1300–1600 AH). */
export function fromHijri(hijri: string): string | null {
  const h = parseHijri(hijri);
  if (!h) return null;
  const estimate = Math.round(EPOCH_DAY + (h.year - 1) * YEAR_DAYS + (h.month - 1) * MONTH_DAYS + h.day - 1);
  for (let k = 0; k <= 6; k++) {
    for (const day of k === 0 ? [estimate] : [estimate - k, estimate + k]) {
      const p = hijriParts(day);
      if (p.year === h.year && p.month === h.month && p.day === h.day) return isoOfDay(day);
    }
  }
  return null;
}

/** Whether the text is an existing Umm al-Qura date within the years the app accepts. */
export function isHijriDate(hijri: string): boolean {
  const h = parseHijri(hijri);
  return !!h && h.year >= HIJRI_MIN_YEAR && h.year <= HIJRI_MAX_YEAR && fromHijri(hijri) !== null;
}

/** The first day on or after `gregorian` whose Hijri month and day are the hawl's (the hawl's
 * anniversary; a 30th in a month of 29 days falls on the month's last day). Gregorian YYYY-MM-DD
 * and Hijri YYYY-MM-DD of it. */
export function nextHawl(hawl: string, gregorian: string): { hijri: string; gregorian: string } | null {
  const h = parseHijri(hawl);
  const now = parseHijri(toHijri(gregorian));
  if (!h || !now) return null;
  for (const year of [now.year, now.year + 1]) {
    const exact = fromHijri(`${pad(year, 4)}-${pad(h.month)}-${pad(h.day)}`);
    const on = exact ?? fromHijri(`${pad(year, 4)}-${pad(h.month)}-${pad(h.day - 1)}`);
    if (on && on >= gregorian) return { hijri: toHijri(on), gregorian: on };
  }
  return null;
}

/** The Hijri date in words in a language: "27 Jumada II 1448 AH", "27 جمادى الآخرة 1448 هـ"
 * (Latin digits, as in the app's tables); the text itself when it is not a date. */
export function formatHijri(hijri: string, lang: "en" | "ar"): string {
  const gregorian = fromHijri(hijri);
  if (!gregorian) return hijri;
  return formatHijriOf(gregorian, lang);
}

const worded: Partial<Record<"en" | "ar", Intl.DateTimeFormat>> = {};

/** The Hijri date in words of a Gregorian day (YYYY-MM-DD). */
export function formatHijriOf(gregorian: string, lang: "en" | "ar"): string {
  const d = dayNumber(gregorian);
  if (!Number.isFinite(d)) return gregorian;
  worded[lang] ??= new Intl.DateTimeFormat(`${lang}-u-ca-islamic-umalqura-nu-latn`, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return worded[lang].format(new Date(d * DAY_MS + DAY_MS / 2));
}

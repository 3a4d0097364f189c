// Pure formatting helpers of the partner calendars (specification "Partner calendar and
// tracker screens", §9). No DOM, no React: the same rules are unit-tested one by one.
// Tables use Latin digits in both languages; only month and weekday names are localised.

/** Company names longer than 25 characters are cut to 25 characters plus an ellipsis. */
export const TRUNCATE_AT = 25;

export function truncate(text: string | null | undefined, max = TRUNCATE_AT): string {
  const value = text ?? "";
  return value.length > max ? `${value.slice(0, max)}...` : value;
}

/** A finite number from a number or a numeric string; null when empty or non-numeric. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed.replace(/,/g, ""));
  return Number.isFinite(n) ? n : null;
}

const UNITS: readonly [number, string][] = [
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"],
];

/**
 * Abbreviates with K (≥ 1e3), M (≥ 1e6), B (≥ 1e9), T (≥ 1e12) and one decimal; smaller
 * values are shown as they are; empty or non-numeric values show 0.
 */
export function abbreviate(value: unknown): string {
  const n = toNumber(value);
  if (n === null) return "0";
  const abs = Math.abs(n);
  for (const [i, [threshold, suffix]] of UNITS.entries()) {
    if (abs < threshold) continue;
    const scaled = (n / threshold).toFixed(1);
    // 999,999 rounds to "1000.0K": a reader expects the next unit, "1.0M".
    const bigger = UNITS[i - 1];
    if (bigger && Math.abs(Number(scaled)) >= 1000) return `${(n / bigger[0]).toFixed(1)}${bigger[1]}`;
    return `${scaled}${suffix}`;
  }
  return String(n);
}

/** Money with a dollar sign: "$1.2B"; "$0" when empty or non-numeric. */
export function dollars(value: unknown): string {
  const text = abbreviate(value);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}

/**
 * An IPO price range: one number ("$12") or a low-high range ("$10-$12"), each bound
 * abbreviated; "$0" when empty or non-numeric.
 */
export function priceRange(value: unknown): string {
  if (typeof value === "string") {
    const range = /^\s*\$?\s*([\d.,]+)\s*[-–]\s*\$?\s*([\d.,]+)\s*$/.exec(value);
    if (range) return `${dollars(range[1])}-${dollars(range[2])}`;
    return dollars(value.replace("$", ""));
  }
  return dollars(value);
}

/** Two decimals (dividend in dollars, yield in percent); empty when absent or non-numeric. */
export function twoDecimals(value: unknown): string {
  const n = toNumber(value);
  return n === null ? "" : n.toFixed(2);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day of a date string ("2026-01-05", "2026-01-05T13:30:00Z") as [y, m, d]. */
function dayParts(value: string | null | undefined): [string, string, string] | null {
  if (!value) return null;
  const iso = ISO_DAY.exec(value);
  if (iso) return [iso[1]!, iso[2]!, iso[3]!];
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return [
    String(date.getUTCFullYear()).padStart(4, "0"),
    String(date.getUTCMonth() + 1).padStart(2, "0"),
    String(date.getUTCDate()).padStart(2, "0"),
  ];
}

/** IPO dates: day-month-year with dashes ("05-01-2026"); empty when absent or invalid. */
export function dayMonthYear(value: string | null | undefined): string {
  const parts = dayParts(value);
  return parts ? `${parts[2]}-${parts[1]}-${parts[0]}` : "";
}

/**
 * Dividend dates: the en-GB date (dd/mm/yyyy) with dashes ("05-01-2026"); an absent or
 * invalid date is shown empty.
 */
export function enGbDate(value: string | null | undefined): string {
  const parts = dayParts(value);
  if (!parts) return "";
  const date = new Date(Date.UTC(Number(parts[0]), Number(parts[1]) - 1, Number(parts[2])));
  return date.toLocaleDateString("en-GB", { timeZone: "UTC" }).replace(/\//g, "-");
}

/** Stock split dates: YYYY-MM-DD; empty when absent or invalid. */
export function isoDay(value: string | null | undefined): string {
  const parts = dayParts(value);
  return parts ? parts.join("-") : "";
}

/** The month (1–12) of a date string, or null. */
export function monthOf(value: string | null | undefined): number | null {
  const parts = dayParts(value);
  return parts ? Number(parts[1]) : null;
}

/** The two numbers of a split ratio as the template "numerator for denominator" wants them. */
export function splitRatioParts(numerator: unknown, denominator: unknown): { numerator: string; denominator: string } {
  const n = toNumber(numerator);
  const d = toNumber(denominator);
  return { numerator: n === null ? "0" : String(n), denominator: d === null ? "0" : String(d) };
}

/** "numerator for denominator" in English (the dictionary holds the Arabic twin). */
export function splitRatio(numerator: unknown, denominator: unknown): string {
  const p = splitRatioParts(numerator, denominator);
  return `${p.numerator} for ${p.denominator}`;
}

// ── Earnings calendar ──────────────────────────────────────────────────────────────────

export type EarningsTime = "bmo" | "amc" | "unknown";

export interface EarningsEntry {
  symbol: string;
  /** year-month-day */
  date: string;
  time: EarningsTime;
}

export interface EarningsResponse {
  data: Record<string, { items?: { symbol: string; time?: string | null }[] }>;
  highestTotalPages: number;
}

/** "DD/MM/YYYY HH:mm:ss" (the first token is day/month/year) → "YYYY-MM-DD", or null. */
export function earningsKeyToDay(key: string): string | null {
  const token = key.trim().split(/\s+/)[0] ?? "";
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(token);
  if (!m) return null;
  return `${m[3]}-${m[2]!.padStart(2, "0")}-${m[1]!.padStart(2, "0")}`;
}

/** Flattens the date-keyed groups into entries in date order; absent times are 'unknown'. */
export function flattenEarnings(data: EarningsResponse["data"] | null | undefined): EarningsEntry[] {
  const entries: EarningsEntry[] = [];
  for (const [key, group] of Object.entries(data ?? {})) {
    const date = earningsKeyToDay(key);
    if (!date) continue;
    for (const item of group?.items ?? []) {
      const time: EarningsTime = item.time === "bmo" || item.time === "amc" ? item.time : "unknown";
      entries.push({ symbol: item.symbol, date, time });
    }
  }
  // A stable sort keeps the server's order within a day.
  return entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export type EarningsFilter = "all" | "open" | "close";

export function filterEarnings(entries: readonly EarningsEntry[], filter: EarningsFilter): EarningsEntry[] {
  if (filter === "open") return entries.filter((e) => e.time === "bmo");
  if (filter === "close") return entries.filter((e) => e.time === "amc");
  return [...entries];
}

/** The header range: the first and last entries' dates, or null without entries. */
export function earningsRange(entries: readonly EarningsEntry[]): { start: string; end: string } | null {
  const first = entries[0];
  const last = entries[entries.length - 1];
  return first && last ? { start: first.date, end: last.date } : null;
}

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Monday to Friday of the current week in New York; on Saturday and Sunday the coming
 * week (DESIGN.md §2).
 */
export function earningsWeek(now: Date, timeZone = "America/New_York"): string[] {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const today = `${get("year")}-${get("month")}-${get("day")}`;
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(get("weekday"));
  const monday = weekday >= 5 ? addDays(today, 7 - weekday) : addDays(today, -weekday);
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

// ── Localised names (Latin digits) ─────────────────────────────────────────────────────

function utcDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** "January" … "December" in the given language (month 1–12). */
export function monthName(month: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** Weekday abbreviation: "Mon" in English, the weekday's name in Arabic. */
export function weekdayShort(isoDate: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { weekday: "short", timeZone: "UTC" }).format(utcDate(isoDate));
}

/** The day number of a YYYY-MM-DD date, Latin digits. */
export function dayNumber(isoDate: string): string {
  return String(Number(isoDate.slice(8, 10)));
}

/** "5 January 2026": day, month name and year, Latin digits in both languages. */
export function longDay(isoDate: string, lang: string): string {
  const month = Number(isoDate.slice(5, 7));
  return `${dayNumber(isoDate)} ${monthName(month, lang)} ${isoDate.slice(0, 4)}`;
}

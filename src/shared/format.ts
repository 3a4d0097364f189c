// Pure formatting helpers: one formatter per kind of value (compact numbers, money, dates,
// durations), in the page's language. No DOM, no React: the same rules are unit-tested one by
// one. Tables use Latin digits in both languages; month and weekday names, abbreviation words
// and currency signs are localised. Dates and times: ./datetime.ts.
import { dayParts, type Zone } from "./datetime";

/** Company names longer than 25 characters are cut to 25 characters plus an ellipsis. */
const TRUNCATE_AT = 25;

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

export type Lang = "en" | "ar";
export type Currency = "USD" | "SAR";

/** What a table shows where a value is unknown (a filed IPO without a price range). */
export const UNKNOWN = "—";

/**
 * The currency a symbol is listed in: Saudi Exchange symbols end in ".SR" and trade in riyals,
 * everything else in the universe trades in US dollars. A row that states its currency wins.
 */
export function listingCurrency(symbol: string, stated?: string | null): Currency {
  if (stated === "SAR" || stated === "USD") return stated;
  return /\.SR$/i.test(symbol) ? "SAR" : "USD";
}

/** The currency of an IPO from its exchange ("Saudi", "Tadawul" → SAR) or its symbol. */
export function exchangeCurrency(exchange: string | null | undefined, symbol: string): Currency {
  return /saudi|tadawul/i.test(exchange ?? "") ? "SAR" : listingCurrency(symbol);
}

// One abbreviation style per language, everywhere: K/M/B/T in English, the words in Arabic
// (تريليون, not Intl's ترليون; ألف for thousands). Digits stay Latin in both languages.
const UNITS: Record<Lang, readonly [number, string][]> = {
  en: [
    [1e12, "T"],
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ],
  ar: [
    [1e12, "\u00a0تريليون"],
    [1e9, "\u00a0مليار"],
    [1e6, "\u00a0مليون"],
    [1e3, "\u00a0ألف"],
  ],
};

/** Before the number in English ("$4.47T", "SAR 5.89T"), after it in Arabic ("5.89 تريليون ر.س"). */
const CURRENCY_SIGNS: Record<Lang, Record<Currency, string>> = {
  en: { USD: "$", SAR: "SAR\u00a0" },
  ar: { USD: "$", SAR: "ر.س" },
};

/** The sign a header or a label names a currency by: "$", "SAR", "ر.س". */
export function currencySign(currency: Currency, lang: Lang): string {
  return CURRENCY_SIGNS[lang][currency].trim();
}

/** A column header with its currency: "Price ($)", "Value (SAR)", "السعر (ر.س)". */
export function withCurrencyHeader(title: string, currency: Currency, lang: Lang): string {
  return `${title} (${currencySign(currency, lang)})`;
}

function withCurrency(text: string, lang: Lang, currency: Currency | undefined): string {
  if (!currency) return text;
  const sign = CURRENCY_SIGNS[lang][currency];
  if (lang === "ar") return `${text}\u00a0${sign}`;
  return text.startsWith("-") ? `-${sign}${text.slice(1)}` : `${sign}${text}`;
}

function plain(n: number, decimals: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(decimals);
}

interface CompactOptions {
  /** Fixed decimals after a unit: every row of a column shows the same number of them. */
  decimals?: number;
  /** Shown where a table mixes markets: "$4.47T" beside "SAR 5.89T". */
  currency?: Currency;
}

/**
 * Large numbers in a short form with fixed decimals: 583.49K, 1.60M, 3.00B, 13.10B (English),
 * 583.49 ألف, 1.60 مليون (Arabic). Below 1,000 the number is shown as it is. Empty or
 * non-numeric values are unknown: "—".
 */
export function formatCompact(value: unknown, lang: Lang, options: CompactOptions = {}): string {
  const n = toNumber(value);
  if (n === null) return UNKNOWN;
  const decimals = options.decimals ?? 2;
  const units = UNITS[lang];
  const abs = Math.abs(n);
  for (const [i, [threshold, suffix]] of units.entries()) {
    if (abs < threshold) continue;
    const scaled = (n / threshold).toFixed(decimals);
    // 999,999 rounds to "1000.00K": a reader expects the next unit, "1.00M".
    const bigger = units[i - 1];
    const text =
      bigger && Math.abs(Number(scaled)) >= 1000
        ? `${(n / bigger[0]).toFixed(decimals)}${bigger[1]}`
        : `${scaled}${suffix}`;
    return withCurrency(text, lang, options.currency);
  }
  return withCurrency(plain(n, decimals), lang, options.currency);
}

interface NumberOptions {
  /** Decimals at most (2 unless told). */
  digits?: number;
  /** Decimals at least (as many as `digits` unless told): fewer drops trailing zeros. */
  minDigits?: number;
  /** Thousands commas (on unless told): off where a figure has always been shown without them. */
  grouping?: boolean;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number with Latin digits in both languages: "1,234.56", "0.5"; "—" when unknown. A negative
 * number keeps the hyphen-minus of the plain digits (the true minus is for signed changes). */
export function formatNumber(value: unknown, options: NumberOptions = {}): string {
  const n = toNumber(value);
  if (n === null) return UNKNOWN;
  const digits = options.digits ?? 2;
  const minDigits = options.minDigits ?? digits;
  const grouping = options.grouping ?? true;
  // Without commas the digits are JavaScript's own (toFixed), as every figure shown that way has
  // always been: it rounds the binary value (1.005 → "1.00"), Intl its decimal form ("1.01").
  if (!grouping) return trimZeros((n === 0 ? 0 : n).toFixed(digits), minDigits);
  const key = `${digits}/${minDigits}/${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: digits,
      useGrouping: grouping,
    });
    numberFormats.set(key, format);
  }
  // -0 reads as 0 (Intl would print "-0.00").
  return format.format(n === 0 ? 0 : n);
}

/** "2.500" → "2.5" with at least `minDigits` decimals kept ("10.000" → "10" at 0). */
function trimZeros(fixed: string, minDigits: number): string {
  const dot = fixed.indexOf(".");
  if (dot < 0) return fixed;
  let end = fixed.length;
  while (end > dot + 1 + minDigits && fixed[end - 1] === "0") end--;
  return fixed[end - 1] === "." ? fixed.slice(0, end - 1) : fixed.slice(0, end);
}

/** A share or a ratio in percent, without a sign: "12.34%"; "—" when unknown. */
export function formatPercent(value: unknown, options: NumberOptions = {}): string {
  const text = formatNumber(value, options);
  return text === UNKNOWN ? text : `${text}%`;
}

/** A price with two decimals (or `digits`) and its currency: "$174.25", "SAR 27.40", "27.40 ر.س";
 * "—" when unknown. */
export function formatMoney(value: unknown, currency: Currency, lang: Lang, digits = 2): string {
  const text = formatNumber(value, { digits });
  return text === UNKNOWN ? text : withCurrency(text, lang, currency);
}

/** A price: with its currency where a table mixes markets ("$174.25", "SAR 27.40", "27.40 ر.س"),
 * else the number alone ("174.25"); "—" when unknown. */
export function formatPrice(value: unknown, currency?: Currency, lang: Lang = "en"): string {
  return currency ? formatMoney(value, currency, lang) : formatNumber(value);
}

/** The sign of a value as shown: "+", a true minus "−", or none when it rounds to zero at
 * `digits` decimals (never "−0.0 %" nor "+0.00"). */
function signOf(n: number, digits: number): string {
  if (Number(Math.abs(n).toFixed(digits)) === 0) return "";
  return n > 0 ? "+" : "\u2212";
}

/** A signed number with fixed decimals: "+1.25", "−0.40", "0.00"; "—" when unknown. */
export function formatSigned(value: unknown, digits = 2): string {
  const n = toNumber(value);
  if (n === null) return UNKNOWN;
  return `${signOf(n, digits)}${formatNumber(Math.abs(n), { digits })}`;
}

/** The one signed percent of every screen: "+1.23%", "−0.40%"; a change that rounds to zero
 * shows "0.00%" (or "0.0%") without a sign; "—" when unknown. */
export function formatSignedPercent(value: unknown, digits = 2): string {
  const text = formatSigned(value, digits);
  return text === UNKNOWN ? text : `${text}%`;
}

/**
 * An IPO price range: one price ("$12") or a low-high range ("$10-12"), with the listing
 * currency once; "—" when empty or non-numeric (a filed IPO has no range yet).
 */
export function priceRange(value: unknown, currency: Currency, lang: Lang): string {
  if (typeof value === "string") {
    const range = /^\s*\$?\s*([\d.,]+)\s*[-–]\s*\$?\s*([\d.,]+)\s*$/.exec(value);
    if (range) {
      const low = toNumber(range[1]);
      const high = toNumber(range[2]);
      if (low !== null && high !== null) return withCurrency(`${plain(low, 2)}-${plain(high, 2)}`, lang, currency);
    }
    return priceRange(toNumber(value.replace("$", "")), currency, lang);
  }
  const n = toNumber(value);
  return n === null ? UNKNOWN : withCurrency(plain(n, 2), lang, currency);
}

// ── Durations ────────────────────────────────────────────────────────────────────────────

/** The dictionary's duration words (LL.duration), with plural forms per language. */
interface DurationWords {
  seconds(arg: { count: number }): string;
  minutes(arg: { count: number }): string;
  hours(arg: { count: number }): string;
  and(arg: { first: string; second: string }): string;
}

/**
 * A wait as people say it: "45 seconds", "15 minutes" (872 s, rounded up: waiting less than
 * stated fails again), "1 hour and 5 minutes"; in Arabic with its plural forms ("دقيقتين").
 */
export function formatDuration(totalSeconds: number, words: DurationWords): string {
  const seconds = Math.max(1, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 1));
  if (seconds < 60) return words.seconds({ count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return words.minutes({ count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = words.hours({ count: hours });
  return rest === 0 ? h : words.and({ first: h, second: words.minutes({ count: rest }) });
}

/** Two decimals (dividend in dollars, yield in percent); empty when absent or non-numeric. */
export function twoDecimals(value: unknown): string {
  const n = toNumber(value);
  return n === null ? "" : n.toFixed(2);
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

type EarningsTime = "bmo" | "amc" | "unknown";

export interface EarningsEntry {
  symbol: string;
  /** year-month-day */
  date: string;
  time: EarningsTime;
}

interface EarningsResponse {
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
 * week (docs/architecture.md, Product decisions).
 */
export function earningsWeek(now: Date, timeZone: Zone = "America/New_York"): string[] {
  const [y, m, d] = dayParts(now.getTime(), timeZone) ?? ["1970", "01", "01"];
  const today = `${y}-${m}-${d}`;
  // Monday 0 … Sunday 6.
  const weekday = (new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay() + 6) % 7;
  const monday = weekday >= 5 ? addDays(today, 7 - weekday) : addDays(today, -weekday);
  return [0, 1, 2, 3, 4].map((i) => addDays(monday, i));
}

// Every date and time a person reads — screens, e-mails, exports — goes through this module,
// one function per style, so each language has one date format (tests/unit/dates-one-formatter
// checks no other module formats a date). Latin digits in both languages; month and weekday
// names localised. A time carries its zone: the exchange's clock ("15:00 Riyadh"), and where the
// reader's clock differs, their own beside it ("15:00 Riyadh (12:00 your time)").

type Lang = "en" | "ar";
/** The exchanges' clocks, UTC, or the reader's own clock ("local"). */
export type Zone = "Asia/Riyadh" | "America/New_York" | "UTC" | "local";

const LOCALE: Record<Lang, string> = { en: "en-GB", ar: "ar-u-nu-latn" };

const ZONE_NAMES: Record<Lang, Record<Exclude<Zone, "local">, string>> = {
  en: { "Asia/Riyadh": "Riyadh", "America/New_York": "New York", UTC: "UTC" },
  ar: { "Asia/Riyadh": "بتوقيت الرياض", "America/New_York": "بتوقيت نيويورك", UTC: "بالتوقيت العالمي" },
};
const YOUR_TIME: Record<Lang, string> = { en: "your time", ar: "بتوقيتك" };

const lang = (value: string): Lang => (value === "ar" ? "ar" : "en");

/** The exchange clock of a listing: Riyadh for the Saudi Exchange (".SR"), New York otherwise. */
export function exchangeZone(symbol: string): Exclude<Zone, "local" | "UTC"> {
  return /\.SR$/i.test(symbol) ? "Asia/Riyadh" : "America/New_York";
}

/** The reader's IANA zone (the browser's; the server's process zone elsewhere). */
function localZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** Year, month, day, hour, minute, second of a moment on a zone's clock. */
function partsAt(ms: number, timeZone: string) {
  const parts = formatter("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { y: get("year"), m: get("month"), d: get("day"), h: get("hour"), min: get("minute"), s: get("second") };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar day of an ISO day string ("2026-01-05", "2026-01-05T13:30:00Z"), another
 * date string, or a moment on a zone's clock, as [y, m, d]; null when absent or invalid. */
export function dayParts(
  value: string | number | null | undefined,
  zone: Zone = "UTC",
): [string, string, string] | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") {
    const iso = ISO_DAY.exec(value);
    if (iso) return [iso[1]!, iso[2]!, iso[3]!];
  }
  const ms = typeof value === "number" ? value : new Date(value).getTime();
  if (!Number.isFinite(ms)) return null;
  const p = partsAt(ms, zone === "local" ? localZone() : zone);
  return [p.y, p.m, p.d];
}

/** Inside an Arabic sentence a day-month-year would be shown year first (the bidirectional
 * algorithm reverses the runs of digits between dashes): there it is isolated left to right. */
const isolate = (text: string, language?: string) => (language === "ar" && text ? `\u2066${text}\u2069` : text);

/** The one date of tables and short texts: day-month-year with dashes, "05-01-2026", in both
 * languages; empty when absent or invalid. A string is a calendar day; a number a moment, read
 * on `zone`'s clock. With `language` "ar" (a date inside an Arabic sentence) it is isolated left
 * to right; a table cell of its own needs no language. */
export function formatDay(value: string | number | null | undefined, zone: Zone = "UTC", language?: string): string {
  const parts = dayParts(value, zone);
  return parts ? isolate(`${parts[2]}-${parts[1]}-${parts[0]}`, language) : "";
}

/** Year-month-day with dashes, "2026-01-05": the one table whose format the product's
 * specification fixes (the stock splits calendar, "Date (YYYY-MM-DD)"); the same inputs and
 * isolation as formatDay. */
export function formatIsoDay(value: string | number | null | undefined, zone: Zone = "UTC", language?: string): string {
  const parts = dayParts(value, zone);
  return parts ? isolate(parts.join("-"), language) : "";
}

/** The date in words, "5 January 2026" / "5 يناير 2026" (ranges, "as of the close of …"). */
export function formatLongDay(value: string | number | null | undefined, language: string, zone: Zone = "UTC"): string {
  const parts = dayParts(value, zone);
  if (!parts) return "";
  return `${Number(parts[2])} ${monthName(Number(parts[1]), language)} ${parts[0]}`;
}

/** "January" … "December" ("Jan" … "Dec" when short) in the page's language (month 1–12). */
export function monthName(month: number, language: string, width: "long" | "short" = "long"): string {
  return formatter(LOCALE[lang(language)], { month: width, timeZone: "UTC" }).format(Date.UTC(2000, month - 1, 1));
}

/** Weekday abbreviation of a YYYY-MM-DD day: "Mon" in English, the weekday's name in Arabic. */
export function weekdayShort(isoDate: string, language: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return formatter(LOCALE[lang(language)], { weekday: "short", timeZone: "UTC" }).format(Date.UTC(y, m - 1, d));
}

/** The day number of a YYYY-MM-DD day, Latin digits. */
export function dayNumber(isoDate: string): string {
  return String(Number(isoDate.slice(8, 10)));
}

interface TimeOptions {
  /** Seconds too (a live tick). */
  seconds?: boolean;
  /** The reader's zone (tests; the browser's by default). */
  reader?: string;
}

function clock(ms: number, timeZone: string, seconds: boolean): string {
  const p = partsAt(ms, timeZone);
  return seconds ? `${p.h}:${p.min}:${p.s}` : `${p.h}:${p.min}`;
}

/** The reader's clock beside an exchange's, when it shows another time: " (12:00 your time)";
 * with the reader's day too when that differs. */
function readerSuffix(
  ms: number,
  language: Lang,
  zone: Exclude<Zone, "local">,
  options: TimeOptions,
  withDay: boolean,
) {
  const reader = options.reader ?? localZone();
  const own = clock(ms, reader, options.seconds === true);
  if (own === clock(ms, zone, options.seconds === true)) return "";
  const day = withDay && formatDay(ms, zone) !== dayOn(ms, reader) ? `${isolate(dayOn(ms, reader), language)} ` : "";
  return ` (${day}${own} ${YOUR_TIME[language]})`;
}

const dayOn = (ms: number, timeZone: string) => {
  const p = partsAt(ms, timeZone);
  return `${p.d}-${p.m}-${p.y}`;
};

/** A time of day with its zone: "15:00 Riyadh (12:00 your time)", "15:00 بتوقيت الرياض
 * (12:00 بتوقيتك)"; on the reader's own clock "12:00 your time". */
export function formatTime(ms: number, language: string, zone: Zone, options: TimeOptions = {}): string {
  const l = lang(language);
  if (zone === "local") return `${clock(ms, options.reader ?? localZone(), options.seconds === true)} ${YOUR_TIME[l]}`;
  return `${clock(ms, zone, options.seconds === true)} ${ZONE_NAMES[l][zone]}${readerSuffix(ms, l, zone, options, false)}`;
}

/** A moment with its day and zone: "18-11-2026 15:00 Riyadh (12:00 your time)". */
export function formatDateTime(ms: number, language: string, zone: Zone, options: TimeOptions = {}): string {
  const l = lang(language);
  if (zone === "local") {
    const reader = options.reader ?? localZone();
    return `${isolate(dayOn(ms, reader), l)} ${clock(ms, reader, options.seconds === true)} ${YOUR_TIME[l]}`;
  }
  return `${formatDay(ms, zone, l)} ${clock(ms, zone, options.seconds === true)} ${ZONE_NAMES[l][zone]}${readerSuffix(ms, l, zone, options, true)}`;
}

/** A zone's clock alone, "14:32" (e-mails name the zone in their own words). */
export function clockAt(ms: number, zone: Exclude<Zone, "local">): string {
  return clock(ms, zone, false);
}

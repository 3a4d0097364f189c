// Calendar-date arithmetic in America/New_York, on whole days (days since 1970-01-01), so
// week logic never trips over time zones or daylight saving.
const DAY_MS = 86_400_000;

const nyParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day in New York at an instant. */
export function nyDay(ms: number): number {
  const parts = nyParts.formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day")) / DAY_MS;
}

export function dayFromIso(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
function weekday(day: number): number {
  return new Date(day * DAY_MS).getUTCDay();
}

export function ymd(day: number): { year: number; month: number; date: number } {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

export function dayOf(year: number, month: number, date: number): number {
  return Date.UTC(year, month - 1, date) / DAY_MS;
}

/** The earnings week: Monday to Friday of this week in New York, or of the coming one on a weekend. */
export function earningsWeek(nowMs: number): number[] {
  const today = nyDay(nowMs);
  const w = weekday(today);
  const monday = w === 0 ? today + 1 : w === 6 ? today + 2 : today - (w - 1);
  return [monday, monday + 1, monday + 2, monday + 3, monday + 4];
}

/** "DD/MM/YYYY 00:00:00", the key format of the earnings calendar. */
export function earningsKey(day: number): string {
  const { year, month, date } = ymd(day);
  return `${String(date).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year} 00:00:00`;
}

/** Saturday and Sunday move to the next Monday (or the previous Friday when `back`). */
export function businessDay(day: number, back = false): number {
  const w = weekday(day);
  if (w === 6) return back ? day - 1 : day + 2;
  if (w === 0) return back ? day - 2 : day + 1;
  return day;
}

// The weekly report's weeks (docs/api.md, "Partner news"): a market's trading week is named by the
// ISO week of its Monday; New York trades Monday to Friday, Riyadh the Sunday before to Thursday.
// Days are day numbers (days since 1970-01-01) or YYYY-MM-DD market days; shared by the server's
// report and the page's week picker, which names a week by its days.
import type { NewsMarket } from "./news";

const DAY = 86_400_000;

/** The Monday (day number) of an ISO week. */
export function isoWeekMonday(week: string): number {
  const [y, w] = week.split("-W").map(Number) as [number, number];
  const jan4 = Date.UTC(y, 0, 4) / DAY;
  const weekday = (new Date(jan4 * DAY).getUTCDay() + 6) % 7; // 0 = Monday
  return jan4 - weekday + (w - 1) * 7;
}

/** The ISO week ("2026-W47") of a day number. */
export function isoWeekOf(day: number): string {
  const weekday = (new Date(day * DAY).getUTCDay() + 6) % 7;
  const thursday = day - weekday + 3;
  const year = new Date(thursday * DAY).getUTCFullYear();
  const week = Math.floor((thursday - isoWeekMonday(`${year}-W01`)) / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The market's trading week of an ISO week: its first and last calendar days. */
export function weekDays(m: NewsMarket, week: string): { from: number; to: number } {
  const monday = isoWeekMonday(week);
  return m === "SA" ? { from: monday - 1, to: monday + 3 } : { from: monday, to: monday + 4 };
}

/** The trading week a market day (YYYY-MM-DD) belongs to (Riyadh's Sunday: the next Monday's). */
export function marketWeekOf(m: NewsMarket, date: string): string {
  return isoWeekOf(Date.parse(`${date}T00:00:00Z`) / DAY + (m === "SA" ? 1 : 0));
}

/** A day number as YYYY-MM-DD. */
export function dayString(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

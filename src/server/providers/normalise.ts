// A provider's JSON values normalised (FMP and Yahoo): missing values come as "" on some paths
// and null on others, numbers sometimes as text; every reader goes through these so "unknown"
// is always null.
import type { DailyBar } from "../../shared/ticker";

type Json = Record<string, unknown>;

/** A number, or null for "", null, undefined, non-numeric text and non-finite values. */
export function num(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN;
  return Number.isFinite(n) ? n : null;
}

/** A trimmed string, or null for "", null and undefined. */
export function str(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === "" ? null : s;
}

/** YYYY-MM-DD from a date or date-time string, or null. */
export function date(value: unknown): string | null {
  const s = str(value);
  return s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null;
}

/** A provider's daily rows as bars: completed sessions before `before` (YYYY-MM-DD) with a
 * close, missing open/high/low taken from the close, oldest first, the last `count`. */
export function toDailyBars(
  rows: Json[],
  dayOf: (row: Json) => string | null,
  before: string,
  count: number,
): DailyBar[] {
  return rows
    .map((r) => ({ t: dayOf(r), o: num(r.open), h: num(r.high), l: num(r.low), c: num(r.close), v: num(r.volume) }))
    .filter((b) => b.t !== null && b.t < before && b.c !== null && b.c > 0)
    .map((b) => ({ t: b.t!, o: b.o ?? b.c!, h: b.h ?? b.c!, l: b.l ?? b.c!, c: b.c!, v: b.v ?? 0 }))
    .sort((a, b) => (a.t < b.t ? -1 : 1))
    .slice(-count);
}

// Sorting of the tables people sort themselves (watchlist tickers, the partner calendars).
// Pure: the views keep which column and which way; these functions decide the order.
// Numbers compare as numbers, text with an Intl.Collator of the page's language (so Arabic
// names sort as Arabic readers expect, and "A9" comes before "A10"), and empty cells go last
// whichever way the column is sorted. Equal rows keep their server order (a stable sort).

type SortDirection = "ascending" | "descending";

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

export type SortValue = string | number | null | undefined;

/** The first click on a column sorts it ascending; a click on the sorted column reverses it. */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current?.key === key) return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  return { key, direction: "ascending" };
}

/** A number from a number or a numeric text ("1,250.5", "$12", "-3"); null otherwise. */
export function numberOf(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const match = /^\s*-?\$?\s*-?[\d,]*\.?\d+(e[+-]?\d+)?/i.exec(value);
  if (!match) return null;
  const n = Number(match[0].replace(/[$,\s]/g, ""));
  return Number.isFinite(n) ? n : null;
}

const isEmpty = (v: SortValue) =>
  v === null || v === undefined || v === "" || (typeof v === "number" && Number.isNaN(v));

/** Ascending comparison; empty values are not compared here (see sortRows). */
function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "number") return -1;
  if (typeof b === "number") return 1;
  return collator.compare(String(a), String(b));
}

export function collatorFor(lang: string): Intl.Collator {
  return new Intl.Collator(lang, { numeric: true, sensitivity: "base" });
}

/** The rows in the order of `sort` (a copy); without a sort, the rows as they came. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K> | null,
  cellValue: (row: T, key: K) => SortValue,
  collator: Intl.Collator,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === "ascending" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: cellValue(row, sort.key) }))
    .sort((x, y) => {
      const ex = isEmpty(x.value);
      const ey = isEmpty(y.value);
      if (ex || ey) return ex === ey ? x.index - y.index : ex ? 1 : -1;
      return sign * compareValues(x.value, y.value, collator) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

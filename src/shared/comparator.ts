// The partner comparator (docs/api.md, GET /partner/tools/compare): up to five symbols of any
// market side by side, their closes over a range (rebased to 100 at its start on the screen)
// and their key figures. The address keeps the choice (?symbols=AAPL,2222.SR&range=1Y); its
// schema is here, shared by the route and the server's parameter check.
import * as v from "valibot";
import { contract } from "./contract";
import { SHARIAH_STATUSES } from "./shariah";
import { symbolSchema } from "./ticker";

export const COMPARE_MAX = 5;
export const COMPARE_RANGES = ["1M", "3M", "6M", "YTD", "1Y", "5Y"] as const;
export type CompareRange = (typeof COMPARE_RANGES)[number];
export const DEFAULT_COMPARE_RANGE: CompareRange = "1Y";
const compareRangeSchema = v.picklist(COMPARE_RANGES);

export const isCompareRange = (value: unknown): value is CompareRange =>
  typeof value === "string" && (COMPARE_RANGES as readonly string[]).includes(value);

/** A symbol list as typed or kept in the address: comma separated, any case, spaces ignored. */
export function splitSymbols(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== "");
}

/** The comparator's address: the symbols (valid, unique, at most COMPARE_MAX, in their order)
 * and the range; anything else is dropped. */
const comparatorSearchSchema = v.object({
  symbols: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => {
        if (typeof raw !== "string" || raw.length > 200) return [];
        const kept: string[] = [];
        for (const s of splitSymbols(raw)) {
          if (kept.length < COMPARE_MAX && v.is(symbolSchema, s) && !kept.includes(s)) kept.push(s);
        }
        return kept;
      }),
    ),
  ),
  range: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => (isCompareRange(raw) ? raw : undefined)),
    ),
  ),
});

interface ComparatorSearch {
  /** Comma separated, as in the address. */
  symbols?: string;
  range?: CompareRange;
}

/** The search of /partner/tools/compare as the router keeps it (empty parts left out). */
export function validateComparatorSearch(search: Record<string, unknown>): ComparatorSearch {
  const parsed = v.parse(comparatorSearchSchema, { symbols: search.symbols, range: search.range });
  return {
    ...(parsed.symbols && parsed.symbols.length > 0 ? { symbols: parsed.symbols.join(",") } : {}),
    ...(parsed.range ? { range: parsed.range } : {}),
  };
}

const finite = v.pipe(v.number(), v.finite());
const figure = v.nullable(finite);

const keyFiguresSchema = v.object({
  pe: figure,
  pb: figure,
  evEbitda: figure,
  /** The latest fiscal year against the one before, in percent. */
  revenueGrowth: figure,
  epsGrowth: figure,
  /** Trailing twelve months, in percent of the price. */
  dividendYield: figure,
  /** null when the provider has no fundamentals for the symbol. */
  shariah: v.nullable(v.picklist(SHARIAH_STATUSES)),
});

const comparedSymbolSchema = v.object({
  symbol: v.string(),
  name: v.string(),
  nameAr: v.optional(v.string()),
  exchange: v.string(),
  currency: v.picklist(["USD", "SAR"]),
  price: finite,
  changesPercentage: finite,
  /** Closes from the range's base (the last close on or before its start) to today, oldest first. */
  closes: v.array(v.object({ t: v.string(), c: finite })),
  figures: keyFiguresSchema,
});
export type ComparedSymbol = v.InferOutput<typeof comparedSymbolSchema>;

export const comparisonSchema = v.object({
  range: compareRangeSchema,
  /** The range's first day (YYYY-MM-DD): every series is rebased at its close on or before it. */
  from: v.string(),
  simulated: v.boolean(),
  ts: v.number(),
  series: v.array(comparedSymbolSchema),
});
export type Comparison = v.InferOutput<typeof comparisonSchema>;

/** GET /partner/tools/compare?symbols=A,B&range=1Y; the handler names bad symbols or range. */
export const compareApi = contract({
  method: "GET",
  path: "/partner/tools/compare",
  query: v.object({ symbols: v.optional(v.string()), range: v.optional(v.string()) }),
  response: comparisonSchema,
});

/** A series rebased to 100 at its first close; empty when that close is not positive. */
export function rebase(closes: readonly { t: string; c: number }[]): { t: string; v: number }[] {
  const base = closes[0]?.c ?? 0;
  if (!(base > 0)) return [];
  return closes.map(({ t, c }) => ({ t, v: Math.round((c / base) * 100 * 100) / 100 }));
}

/** The range's first day for a given today (both YYYY-MM-DD): a month, three, six, a year or
 * five back, or the first of January. */
export function rangeStart(range: CompareRange, today: string): string {
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  if (range === "YTD") return `${y}-01-01`;
  const months = { "1M": 1, "3M": 3, "6M": 6, "1Y": 12, "5Y": 60 }[range];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

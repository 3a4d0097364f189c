// The partner screener's field registry and request shapes (docs/api.md, Screener; docs/architecture.md,
// Screener). One place lists every field a screen can filter, sort or show: a later issue adds a
// field here, its labels in src/i18n/{en,ar}/screener, and its column in src/server/screener/field-columns.ts.

import { normalizeDigits, parseDecimal, positiveIntegerParam } from "./digits";
import { SHARIAH_STATUSES } from "./shariah";

/** How a number is shown: a price or amount in the market's currency, a percentage, a plain count… */
type ScreenUnit = "currency" | "percent" | "count" | "ratio" | "index";

interface NumberFieldDef {
  kind: "number";
  unit: ScreenUnit;
  /** Decimals kept in rows and CSV. */
  digits: number;
  /** Shown by default in the pro screen's table. */
  column?: boolean;
}

export interface SetFieldDef {
  kind: "set";
  values: readonly string[];
  column?: boolean;
}

type ScreenFieldDef = NumberFieldDef | SetFieldDef;

export const SCREEN_SECTORS = [
  "Technology",
  "Communication Services",
  "Consumer Cyclical",
  "Consumer Defensive",
  "Healthcare",
  "Financial Services",
  "Industrials",
  "Energy",
  "Utilities",
  "Real Estate",
  "Basic Materials",
] as const;

export const SCREEN_EXCHANGES = ["NASDAQ", "NYSE", "Saudi"] as const;
/** Payouts a year, as text: none, yearly, twice, quarterly, monthly. */
export const PAYOUT_FREQUENCIES = ["0", "1", "2", "4", "12"] as const;

const n = (unit: ScreenUnit, digits: number, column = false): NumberFieldDef => ({
  kind: "number",
  unit,
  digits,
  ...(column ? { column } : {}),
});

/** Every screen field, in the order the filter builder lists them. */
const SCREEN_FIELDS = {
  price: n("currency", 2, true),
  change1d: n("percent", 2, true),
  change: n("currency", 2),
  change1w: n("percent", 2),
  change1m: n("percent", 2),
  change3m: n("percent", 2),
  changeYtd: n("percent", 2),
  change1y: n("percent", 2),
  volume: n("count", 0, true),
  avgVolume30: n("count", 0),
  relVolume: n("ratio", 2, true),
  tradedValue: n("currency", 0),
  marketCap: n("currency", 0, true),
  shares: n("count", 0),
  sector: { kind: "set", values: SCREEN_SECTORS, column: true },
  exchange: { kind: "set", values: SCREEN_EXCHANGES },
  dividendYield: n("percent", 2),
  dividendTTM: n("currency", 4),
  payoutFrequency: { kind: "set", values: PAYOUT_FREQUENCIES },
  rsi14: n("index", 2),
  sma20: n("currency", 2),
  sma50: n("currency", 2),
  sma200: n("currency", 2),
  distSma20: n("percent", 2),
  distSma50: n("percent", 2),
  distSma200: n("percent", 2),
  sma50Over200: n("percent", 2),
  high52: n("currency", 2),
  low52: n("currency", 2),
  distHigh52: n("percent", 2),
  distLow52: n("percent", 2),
  beta: n("ratio", 2),
  volatility: n("percent", 2),
  gap: n("percent", 2),
  open: n("currency", 2),
  prevClose: n("currency", 2),
  // The Shariah screen (src/shared/shariah.ts): its status, and each ratio in percent.
  shariahStatus: { kind: "set", values: SHARIAH_STATUSES },
  shariahDebt: n("percent", 2),
  shariahDeposits: n("percent", 2),
  shariahIncome: n("percent", 2),
  shariahReceivables: n("percent", 2),
} as const satisfies Record<string, ScreenFieldDef>;

export type ScreenField = keyof typeof SCREEN_FIELDS;
export const SCREEN_FIELD_KEYS = Object.keys(SCREEN_FIELDS) as ScreenField[];
export const DEFAULT_COLUMNS = SCREEN_FIELD_KEYS.filter((k) => (SCREEN_FIELDS[k] as ScreenFieldDef).column);

function isScreenField(key: string): key is ScreenField {
  return Object.hasOwn(SCREEN_FIELDS, key);
}

export function fieldDef(key: ScreenField): ScreenFieldDef {
  return SCREEN_FIELDS[key];
}

/** A set value's key in the screener dictionary: letters and digits only; payout counts as p0, p4… */
export function valueKey(value: string): string {
  return /^[0-9]/.test(value) ? `p${value}` : value.replace(/[^A-Za-z0-9]/g, "");
}

const SCREEN_MARKETS = ["US", "SA"] as const;
export type ScreenMarket = (typeof SCREEN_MARKETS)[number];
export const MAX_FILTERS = 20;
const MAX_COLUMNS = 40;
const MAX_SET_VALUES = 20;
export const SCREEN_PAGE_SIZE = 25;
export const MAX_SAVED_SCREENS = 50;
export const MAX_SCREEN_NAME = 60;

type RangeFilter = { field: ScreenField; min?: number; max?: number };
type SetFilter = { field: ScreenField; in: string[] };
export type ScreenFilter = RangeFilter | SetFilter;

export interface ScreenSort {
  field: ScreenField;
  dir: "asc" | "desc";
}

/** What a screen is: the body of /run (with page) and /export, and what a saved screen keeps. */
export interface ScreenQuery {
  market: ScreenMarket;
  filters: ScreenFilter[];
  sort: ScreenSort;
  /** Fields shown beside symbol and name; the filtered and sorted fields are always added. */
  columns?: ScreenField[];
}

export type ScreenRow = { symbol: string; name: string; nameAr?: string } & Partial<
  Record<ScreenField, number | string | null>
>;

export interface ScreenResult {
  rows: ScreenRow[];
  totalTickers: number;
  totalPages: number;
  pageSize: number;
  currentPage: number;
  /** The history columns (1W/1M/YTD/1Y returns, SMA 20, 52-week range, beta, volatility) are
   * filled from each ticker's daily bars in the background: `loaded` of `total` tickers so far;
   * while loaded < total an unknown history value may yet come (shown as loading, not as "—"). */
  history?: { loaded: number; total: number };
}

export interface SavedScreen {
  id: string;
  name: string;
  query: ScreenQuery;
  updatedAt: number;
}

const DEFAULT_SORT: ScreenSort = { field: "marketCap", dir: "desc" };

/** The fields a row carries: the chosen columns (or the defaults), then filtered and sorted ones. */
export function rowFields(query: Pick<ScreenQuery, "filters" | "sort" | "columns">): ScreenField[] {
  const out = new Set<ScreenField>(query.columns ?? DEFAULT_COLUMNS);
  for (const f of query.filters) out.add(f.field);
  out.add(query.sort.field);
  return [...out];
}

/** The fields of the Shariah screen: a screen with one of them waits for their columns, and
 * its page says the screen is informational. */
const SHARIAH_FIELDS = new Set<ScreenField>([
  "shariahStatus",
  "shariahDebt",
  "shariahDeposits",
  "shariahIncome",
  "shariahReceivables",
]);

export const isShariahField = (field: ScreenField): boolean => SHARIAH_FIELDS.has(field);

/** Whether a screen shows, filters or sorts by a Shariah field. */
export function usesShariah(query: Pick<ScreenQuery, "filters" | "sort" | "columns">): boolean {
  return rowFields(query).some(isShariahField);
}

export function isSetFilter(f: ScreenFilter): f is SetFilter {
  return "in" in f;
}

/** Why a screen body is refused; `path` names the part at fault (filters.2.max), `field` the screen field. */
export type ScreenProblem =
  | { reason: "unknown_field"; path: string; name: string }
  | { reason: "inverted"; path: string; field: ScreenField }
  | { reason: "unknown_value"; path: string; field: ScreenField; value: string }
  | { reason: "too_many_filters"; path: "filters"; max: number }
  | { reason: "invalid"; path: string };

type Checked<T> = { ok: true; value: T } | { ok: false; problem: ScreenProblem };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const finite = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);
/** A bound as sent: a number, or the number as a string in any digits ("١٢٫٥", src/shared/digits.ts). */
const bound = (x: unknown): unknown => (typeof x === "string" ? (parseDecimal(x) ?? Number.NaN) : x);

function checkFilter(raw: unknown, path: string): Checked<ScreenFilter> {
  if (!isObject(raw)) return { ok: false, problem: { reason: "invalid", path } };
  const name = raw.field;
  if (typeof name !== "string") return { ok: false, problem: { reason: "invalid", path: `${path}.field` } };
  if (!isScreenField(name)) return { ok: false, problem: { reason: "unknown_field", path: `${path}.field`, name } };
  const def = fieldDef(name);
  const keys = Object.keys(raw);
  if (def.kind === "set") {
    const values = raw.in;
    if (keys.some((k) => k !== "field" && k !== "in") || !Array.isArray(values) || values.length > MAX_SET_VALUES)
      return { ok: false, problem: { reason: "invalid", path: `${path}.in` } };
    for (const value of values) {
      if (typeof value !== "string" || !def.values.includes(value))
        return {
          ok: false,
          problem: { reason: "unknown_value", path: `${path}.in`, field: name, value: String(value) },
        };
    }
    return { ok: true, value: { field: name, in: [...new Set(values as string[])] } };
  }
  if (keys.some((k) => k !== "field" && k !== "min" && k !== "max"))
    return { ok: false, problem: { reason: "invalid", path } };
  const min = bound(raw.min);
  const max = bound(raw.max);
  if (min !== undefined && min !== null && !finite(min))
    return { ok: false, problem: { reason: "invalid", path: `${path}.min` } };
  if (max !== undefined && max !== null && !finite(max))
    return { ok: false, problem: { reason: "invalid", path: `${path}.max` } };
  if (finite(min) && finite(max) && min > max) return { ok: false, problem: { reason: "inverted", path, field: name } };
  return { ok: true, value: { field: name, ...(finite(min) ? { min } : {}), ...(finite(max) ? { max } : {}) } };
}

/** A screen body checked field by field, so every refusal can name what is wrong (a 400 of docs/api.md). */
export function checkScreenQuery(
  raw: unknown,
  options: { page?: boolean } = {},
): Checked<ScreenQuery & { page: number }> {
  if (!isObject(raw)) return { ok: false, problem: { reason: "invalid", path: "body" } };
  const allowed = new Set(["market", "filters", "sort", "columns", ...(options.page ? ["page"] : [])]);
  const extra = Object.keys(raw).find((k) => !allowed.has(k));
  if (extra) return { ok: false, problem: { reason: "invalid", path: extra } };
  const market = raw.market;
  if (market !== "US" && market !== "SA") return { ok: false, problem: { reason: "invalid", path: "market" } };
  const rawFilters = raw.filters ?? [];
  if (!Array.isArray(rawFilters)) return { ok: false, problem: { reason: "invalid", path: "filters" } };
  if (rawFilters.length > MAX_FILTERS)
    return { ok: false, problem: { reason: "too_many_filters", path: "filters", max: MAX_FILTERS } };
  const filters: ScreenFilter[] = [];
  for (const [i, f] of rawFilters.entries()) {
    const checked = checkFilter(f, `filters.${i}`);
    if (!checked.ok) return checked;
    filters.push(checked.value);
  }
  let sort = DEFAULT_SORT;
  if (raw.sort !== undefined) {
    const s = raw.sort;
    if (!isObject(s) || typeof s.field !== "string") return { ok: false, problem: { reason: "invalid", path: "sort" } };
    if (!isScreenField(s.field))
      return { ok: false, problem: { reason: "unknown_field", path: "sort.field", name: s.field } };
    if (s.dir !== "asc" && s.dir !== "desc") return { ok: false, problem: { reason: "invalid", path: "sort.dir" } };
    sort = { field: s.field, dir: s.dir };
  }
  let columns: ScreenField[] | undefined;
  if (raw.columns !== undefined) {
    if (!Array.isArray(raw.columns) || raw.columns.length > MAX_COLUMNS)
      return { ok: false, problem: { reason: "invalid", path: "columns" } };
    columns = [];
    for (const [i, c] of raw.columns.entries()) {
      if (typeof c !== "string" || !isScreenField(c))
        return { ok: false, problem: { reason: "unknown_field", path: `columns.${i}`, name: String(c) } };
      if (!columns.includes(c)) columns.push(c);
    }
  }
  let page = 1;
  if (raw.page !== undefined) {
    const p = typeof raw.page === "string" ? positiveIntegerParam(raw.page, 7) : raw.page;
    if (typeof p !== "number" || !Number.isInteger(p) || p < 1 || p > 1e6)
      return { ok: false, problem: { reason: "invalid", path: "page" } };
    page = p;
  }
  return { ok: true, value: { market, filters, sort, ...(columns ? { columns } : {}), page } };
}

/**
 * A screen in a URL's query (the pro screener's shareable link): filters as
 * `field:min:max` (either bound may be empty) or `field=value|value`, joined by `;`; sort as
 * `field.dir`; columns comma-separated. Whatever does not parse is left out.
 */
export function screenToSearch(query: ScreenQuery, page = 1): Record<string, string> {
  const filters = query.filters
    .map((f) => (isSetFilter(f) ? `${f.field}=${f.in.join("|")}` : `${f.field}:${f.min ?? ""}:${f.max ?? ""}`))
    .join(";");
  return {
    ...(filters ? { f: filters } : {}),
    s: `${query.sort.field}.${query.sort.dir}`,
    ...(query.columns ? { c: query.columns.join(",") } : {}),
    ...(page > 1 ? { p: String(page) } : {}),
  };
}

export function screenFromSearch(
  market: ScreenMarket,
  search: Record<string, unknown>,
): { query: ScreenQuery; page: number } {
  // The router parses query values as JSON where it can (p=2 is a number): read them back as text.
  const text = (k: string) =>
    typeof search[k] === "string" ? (search[k] as string) : typeof search[k] === "number" ? String(search[k]) : "";
  const filters: ScreenFilter[] = [];
  // A link typed or shared in Arabic may carry Arabic-Indic digits: read as Latin.
  for (const part of normalizeDigits(text("f")).split(";")) {
    if (filters.length >= MAX_FILTERS) break;
    const set = /^([A-Za-z0-9]+)=(.*)$/.exec(part);
    if (set && isScreenField(set[1]!)) {
      const def = fieldDef(set[1] as ScreenField);
      if (def.kind === "set") {
        const values = set[2]!.split("|").filter((v) => def.values.includes(v));
        filters.push({ field: set[1] as ScreenField, in: values });
      }
      continue;
    }
    const range = /^([A-Za-z0-9]+):(-?[0-9.e+-]*):(-?[0-9.e+-]*)$/.exec(part);
    if (range && isScreenField(range[1]!) && fieldDef(range[1] as ScreenField).kind === "number") {
      const num = (s: string) => (s === "" || !Number.isFinite(Number(s)) ? undefined : Number(s));
      const min = num(range[2]!);
      const max = num(range[3]!);
      filters.push({
        field: range[1] as ScreenField,
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      });
    }
  }
  const [sortField, dir] = text("s").split(".");
  const sort: ScreenSort =
    sortField && isScreenField(sortField) && (dir === "asc" || dir === "desc")
      ? { field: sortField, dir }
      : DEFAULT_SORT;
  const columns = text("c")
    .split(",")
    .filter((c): c is ScreenField => isScreenField(c))
    .slice(0, MAX_COLUMNS);
  const page = Number(normalizeDigits(text("p")));
  return {
    query: { market, filters, sort, ...(text("c") && columns.length ? { columns } : {}) },
    page: Number.isInteger(page) && page >= 1 && page <= 1e6 ? page : 1,
  };
}

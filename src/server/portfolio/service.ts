// Portfolio computations (docs/portfolio.md): transactions checked and replayed into holdings,
// cash and gains; daily values for the time- and money-weighted returns against the market
// index (income in income.ts, zakat and purification in zakat.ts). Prices come from the
// market state (live), daily closes from the ticker book (the provider's bars or the simulated
// history), dividends and splits from the market's calendars, company figures from the
// fundamentals book. The database is read and written only through the *-store.ts modules.

import {
  type AllocationSlice,
  type Currency,
  EARLIEST_DATE,
  type Holding,
  isCalendarDay,
  MAX_PRICE,
  MAX_QUANTITY,
  MAX_TRANSACTION_NOTE,
  PERFORMANCE_PERIODS,
  type PerformanceFigures,
  type PerformancePeriod,
  type PortfolioSummary,
  SAR_PER_USD,
  SYMBOL_TYPES,
  type TransactionType,
  type ZakatDefaultReason,
  type ZakatMethod,
} from "../../shared/portfolio";
import type { FundamentalsBook } from "../fundamentals/book";
import { domiciledInSaudiArabia, statementShape } from "../fundamentals/industries";
import { turn } from "../http/turns";
import { CALENDAR_SESSIONS } from "../market/history";
import { SECTORS } from "../market/universe";
import type { Services } from "../services";
import { ByteCache } from "./byte-cache";
import { cashAmount, daysBetween, fx, Ledger, type LedgerProblem, type LedgerTx, round } from "./ledger";
import type { PortfolioRow } from "./portfolios-store";
import { timeWeightedReturn, xirr } from "./returns";

/** A problem with one field of a transaction, as the API names it. */
export interface FieldProblem {
  field: "type" | "date" | "symbol" | "quantity" | "price" | "fees" | "currency" | "note";
  code:
    | "required"
    | "invalid"
    | "negative_amount"
    | "future_date"
    | "date_too_early"
    | "forbidden_chars"
    | "unknown_symbol"
    | "sale_exceeds_holding"
    | "split_ratio_required"
    | "insufficient_cash"
    | "too_long";
  params?: Record<string, unknown>;
}

export interface TxInput {
  type: string;
  date: string | null;
  symbol: string | null;
  quantity: number | null;
  price: number | null;
  fees: number | null;
  currency: string | null;
  note: string | null;
}

const TYPES: readonly string[] = ["buy", "sell", "dividend", "deposit", "withdrawal", "fee", "split"];

/** Today's date on the Riyadh calendar (UTC+3, the earliest of the two markets): a date after it is
 * in the future everywhere. */
export function todayIso(now: number): string {
  return new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);
}

export interface MarketView {
  services: Services;
  fundamentals: () => FundamentalsBook;
}

export function indexOf(services: Services, symbol: string): number | undefined {
  return services.market.state.index.get(symbol);
}

export function listingCurrency(services: Services, symbol: string): Currency {
  const i = indexOf(services, symbol);
  if (i !== undefined) return services.market.state.currencies[i] as Currency;
  return symbol.endsWith(".SR") ? "SAR" : "USD";
}

/**
 * Checks one transaction's fields (the JSON body and each CSV row alike) and returns it ready for
 * the ledger, or the first field at fault. The ledger then checks sales against holdings.
 */
export function checkTransaction(
  services: Services,
  input: TxInput,
  base: Currency,
): { tx: LedgerTx & { note: string | null } } | { problem: FieldProblem } {
  const type = input.type.trim().toLowerCase();
  if (!TYPES.includes(type)) return { problem: { field: "type", code: type ? "invalid" : "required" } };
  const t = type as TransactionType;
  if (!input.date) return { problem: { field: "date", code: "required" } };
  if (!isCalendarDay(input.date)) return { problem: { field: "date", code: "invalid" } };
  if (input.date < EARLIEST_DATE)
    return { problem: { field: "date", code: "date_too_early", params: { min: EARLIEST_DATE } } };
  if (input.date > todayIso(services.now())) return { problem: { field: "date", code: "future_date" } };
  const needsSymbol = SYMBOL_TYPES.includes(t);
  let symbol: string | null = null;
  if (needsSymbol) {
    if (!input.symbol) return { problem: { field: "symbol", code: "required" } };
    symbol = input.symbol.trim().toUpperCase();
    if (indexOf(services, symbol) === undefined)
      return { problem: { field: "symbol", code: "unknown_symbol", params: { symbol: symbol.slice(0, 20) } } };
  }
  for (const field of ["quantity", "price", "fees"] as const) {
    const x = input[field];
    if (x !== null && !Number.isFinite(x)) return { problem: { field, code: "invalid" } };
    if (x !== null && x < 0) return { problem: { field, code: "negative_amount" } };
    // The caps of the JSON schema (src/shared/portfolio.ts), here for the CSV rows too.
    if (x !== null && x > (field === "quantity" ? MAX_QUANTITY : MAX_PRICE))
      return { problem: { field, code: "invalid" } };
  }
  const { quantity, price } = input;
  if (t === "buy" || t === "sell") {
    if (quantity === null) return { problem: { field: "quantity", code: "required" } };
    if (quantity === 0) return { problem: { field: "quantity", code: "invalid" } };
    if (price === null) return { problem: { field: "price", code: "required" } };
  } else if (t === "split") {
    if (quantity === 0) return { problem: { field: "quantity", code: "invalid" } };
  } else {
    if (price === null) return { problem: { field: "price", code: "required" } };
    if (cashAmount({ quantity, price }) <= 0) return { problem: { field: "price", code: "invalid" } };
  }
  let currency: Currency;
  if (input.currency === null || input.currency.trim() === "")
    currency = symbol ? listingCurrency(services, symbol) : base;
  else {
    const c = input.currency.trim().toUpperCase();
    if (c !== "SAR" && c !== "USD") return { problem: { field: "currency", code: "invalid" } };
    currency = c;
  }
  const note = input.note?.trim() ? input.note.trim() : null;
  if (note && note.length > MAX_TRANSACTION_NOTE)
    return { problem: { field: "note", code: "too_long", params: { max: MAX_TRANSACTION_NOTE } } };
  // A NUL cannot be stored as text by PostgreSQL; no note needs one.
  if (note?.includes("\u0000")) return { problem: { field: "note", code: "forbidden_chars" } };
  return {
    tx: {
      type: t,
      date: input.date,
      symbol,
      quantity: t === "split" || needsSymbol || quantity !== null ? quantity : null,
      price: t === "split" ? null : price,
      fees: input.fees ?? 0,
      currency,
      note,
    },
  };
}

/** The split ratio the splits calendar gives for a symbol on a date (numerator ÷ denominator). */
export async function calendarSplitRatio(services: Services, symbol: string, date: string): Promise<number | null> {
  const splits = await services.market.calendars.splits(date, date);
  const hit = splits.find((s) => s.symbol === symbol);
  return hit ? hit.numerator / hit.denominator : null;
}

/** Replays transactions in order; the index and problem of the first one the ledger refuses
 * (with `checkCash`, a withdrawal or fee beyond the cash then held too: the check of a change). */
export function replay(
  services: Services,
  portfolio: Pick<PortfolioRow, "baseCurrency" | "costMethod" | "withholdingRate">,
  txs: readonly LedgerTx[],
  checkCash = false,
): { ledger: Ledger; failed: { index: number; problem: LedgerProblem } | null } {
  const ledger = new Ledger(
    portfolio.baseCurrency,
    portfolio.costMethod,
    (s) => listingCurrency(services, s),
    checkCash,
  );
  ledger.withholdingRate = portfolio.withholdingRate;
  for (let k = 0; k < txs.length; k++) {
    const r = ledger.apply(txs[k]!);
    if ("problem" in r) return { ledger, failed: { index: k, problem: r.problem } };
  }
  return { ledger, failed: null };
}

/** replay, handing the event loop a turn between steps (`turn`, src/server/portfolio/slices.ts):
 * for the 10,000 rows of an import. */
export async function replaySliced(
  services: Services,
  portfolio: Pick<PortfolioRow, "baseCurrency" | "costMethod" | "withholdingRate">,
  txs: readonly LedgerTx[],
  turn: () => Promise<void> | undefined,
  checkCash = false,
): Promise<{ ledger: Ledger; failed: { index: number; problem: LedgerProblem } | null }> {
  const ledger = new Ledger(
    portfolio.baseCurrency,
    portfolio.costMethod,
    (s) => listingCurrency(services, s),
    checkCash,
  );
  ledger.withholdingRate = portfolio.withholdingRate;
  for (let k = 0; k < txs.length; k++) {
    if (k % 256 === 0) await turn();
    const r = ledger.apply(txs[k]!);
    if ("problem" in r) return { ledger, failed: { index: k, problem: r.problem } };
  }
  return { ledger, failed: null };
}

/** Ledger order: by date, then as given (entry order; the sort is stable). */
export function ledgerOrder<T extends { date: string }>(txs: readonly T[]): T[] {
  return [...txs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

// ---- Daily closes ----

interface Closes {
  dates: string[];
  closes: number[];
}

const closeCache = new WeakMap<object, Map<string, Promise<Closes>>>();

/** Ticker i's completed sessions' closes covering `from` (the ticker book's bars), cached per session. */
export function closesOf(services: Services, symbol: string, from: string): Promise<Closes> {
  const market = services.market;
  const i = indexOf(services, symbol);
  if (i === undefined) return Promise.resolve({ dates: [], closes: [] });
  let cache = closeCache.get(market);
  if (!cache) {
    cache = new Map();
    closeCache.set(market, cache);
  }
  // Sessions needed: about 5 of every 7 days since `from`, with room; at most the history's length.
  const days = Math.max(0, daysBetween(from, todayIso(services.now())));
  const count = Math.min(CALENDAR_SESSIONS, Math.max(30, Math.ceil((days * 5) / 7) + 15));
  const bucket = count <= 300 ? 300 : count <= 800 ? 800 : CALENDAR_SESSIONS;
  const key = `${symbol}|${market.tickers.session(i)}|${bucket}`;
  let hit = cache.get(key);
  if (!hit) {
    if (cache.size > 2000) cache.clear();
    hit = market.tickers
      .bars(i, bucket)
      .then((bars) => ({ dates: bars.map((b) => b.t), closes: bars.map((b) => b.c) }));
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

// ---- Calendar days ----

const DAY_MS = 86_400_000;
export const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

function monthsBefore(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

// ---- The computed portfolio ----

interface Computed {
  summary: PortfolioSummary;
  /** Daily values (base currency) from the day before the first transaction to today. */
  firstDay: number;
  values: Float64Array;
  flows: Float64Array;
}

export interface PortfolioData {
  row: PortfolioRow;
  txs: readonly (LedgerTx & { note?: string | null })[];
  methods: Map<string, ZakatMethod>;
}

/** A holding's default zakat method and why (docs/portfolio.md, Zakat): a company domiciled in
 * Saudi Arabia pays zakat to ZATCA on its shareholders' behalf; a REIT or other fund does not (the
 * unitholder pays), nor does an issuer domiciled or listed abroad. */
export function zakatDefault(services: Services, symbol: string): { method: ZakatMethod; reason: ZakatDefaultReason } {
  const i = indexOf(services, symbol);
  const c = i === undefined ? undefined : services.market.state.companies[i];
  if (!c) {
    return symbol.endsWith(".SR")
      ? { method: "companyPays", reason: "saudiCompany" }
      : { method: "zakatableAssets", reason: "listedAbroad" };
  }
  if (c.exchange !== "Saudi") return { method: "zakatableAssets", reason: "listedAbroad" };
  if (statementShape(c) === "reit") return { method: "zakatableAssets", reason: "fund" };
  if (!domiciledInSaudiArabia(c)) return { method: "zakatableAssets", reason: "domiciledAbroad" };
  return { method: "companyPays", reason: "saudiCompany" };
}

function defaultZakatMethod(services: Services, symbol: string): ZakatMethod {
  return zakatDefault(services, symbol).method;
}

export function priceOf(services: Services, symbol: string, fallback: number): number {
  const i = indexOf(services, symbol);
  const p = i === undefined ? 0 : services.market.state.price[i]!;
  return p > 0 ? p : fallback;
}

interface Series {
  firstDay: number;
  values: Float64Array;
  flows: Float64Array;
  ledger: Ledger;
  tradePrice: Map<string, number>;
  /** Each symbol's last close up to today, the fallback of a missing live price. */
  lastClose: Map<string, number>;
}

/** The bytes the daily series of summaries may hold on one instance (least recently used go). A
 * series from EARLIEST_DATE is about 13,500 days, 216 kB of values and flows. */
export const SERIES_CACHE_BYTES = 32 * 1024 * 1024;

/** A series' bytes, estimated: its two arrays, and the ledger, prices and closed positions it keeps. */
function seriesBytes(s: Series): number {
  let lots = 0;
  for (const p of s.ledger.positions.values()) lots += p.lots.length;
  return (
    s.values.byteLength +
    s.flows.byteLength +
    s.ledger.positions.size * 256 +
    lots * 96 +
    s.ledger.closed.length * 192 +
    s.ledger.dividendsByMonth.size * 96 +
    (s.tradePrice.size + s.lastClose.size) * 96 +
    512
  );
}

// The daily series of a portfolio version on one day, kept per instance within its byte budget:
// a warm summary then values only today's holdings at the live prices.
export const seriesCache = new ByteCache<Series>(SERIES_CACHE_BYTES, seriesBytes);

// Series being computed: the summaries that miss the cache while one is made wait for it, so N
// cold summaries of one portfolio at once compute and hold its series once, not N times.
const seriesComputing = new Map<string, Promise<Series>>();

export function dailySeries(view: MarketView, data: PortfolioData, today: string): Promise<Series> {
  const { row } = data;
  const key = `${row.id}|${row.version}|${row.baseCurrency}|${row.costMethod}|${row.withholdingRate}|${today}|${data.txs.length}`;
  const hit = seriesCache.get(key);
  if (hit) return Promise.resolve(hit);
  let computing = seriesComputing.get(key);
  if (!computing) {
    computing = computeSeries(view, data, today)
      .then((series) => {
        seriesCache.set(key, series);
        return series;
      })
      .finally(() => seriesComputing.delete(key));
    seriesComputing.set(key, computing);
  }
  return computing;
}

async function computeSeries(view: MarketView, data: PortfolioData, today: string): Promise<Series> {
  const { services } = view;
  const { row } = data;
  const base = row.baseCurrency;
  const txs = data.txs;
  const todayDay = dayNumber(today);
  // The series starts the day before the first transaction, or before EARLIEST_DATE at the earliest
  // (transactions before it, stored before the bound, count from its first day): its length is
  // bounded whatever the dates.
  const first = txs[0]?.date ?? today;
  const firstDay = Math.max(dayNumber(first), dayNumber(EARLIEST_DATE)) - 1;
  const firstDate = isoOf(firstDay + 1);
  const n = todayDay - firstDay + 1;
  const values = new Float64Array(n);
  const flows = new Float64Array(n);

  // Closes of every symbol ever held, as day-number arrays.
  const symbols = [...new Set(txs.filter((t) => t.symbol).map((t) => t.symbol!))];
  const closeSets = await Promise.all(symbols.map((s) => closesOf(services, s, firstDate)));
  const series = new Map<string, { days: number[]; closes: number[]; at: number }>();
  symbols.forEach((s, k) => {
    const c = closeSets[k]!;
    series.set(s, { days: c.dates.map(dayNumber), closes: c.closes, at: -1 });
  });

  const ledger = new Ledger(base, row.costMethod, (s) => listingCurrency(services, s));
  ledger.withholdingRate = row.withholdingRate;
  const tradePrice = new Map<string, number>();
  const lastClose = new Map<string, number>();
  let k = 0;
  // Up to 13,500 days of up to 10,000 transactions and their holdings: in slices that hand the
  // event loop a turn (src/server/http/turns.ts), so a cold summary never holds it for long.
  for (let t = 1; t < n; t++) {
    if (t % 32 === 0) await turn();
    const day = firstDay + t;
    const iso = isoOf(day);
    let flow = 0;
    while (k < txs.length && txs[k]!.date <= iso) {
      if (k % 256 === 255) await turn();
      const tx = txs[k]!;
      const r = ledger.apply(tx);
      if ("flow" in r) flow += r.flow;
      if ((tx.type === "buy" || tx.type === "sell") && tx.symbol && tx.price !== null && tx.price > 0) {
        const p = ledger.positions.get(tx.symbol)!;
        tradePrice.set(tx.symbol, tx.price * fx(tx.currency, p.currency));
      }
      if (tx.type === "split" && tx.symbol && tx.quantity) {
        const last = tradePrice.get(tx.symbol);
        if (last !== undefined) tradePrice.set(tx.symbol, last / tx.quantity);
      }
      k++;
    }
    flows[t] = flow;
    let value = ledger.cash;
    for (const p of ledger.positions.values()) {
      if (p.quantity <= 0) continue;
      let price = Number.NaN;
      const s = series.get(p.symbol);
      if (s) {
        while (s.at + 1 < s.days.length && s.days[s.at + 1]! <= day) s.at++;
        if (s.at >= 0) price = s.closes[s.at]!;
      }
      if (!Number.isFinite(price) || price <= 0) price = tradePrice.get(p.symbol) ?? 0;
      else lastClose.set(p.symbol, price);
      value += p.quantity * price * fx(p.currency, base);
    }
    values[t] = value;
  }
  return { firstDay, values, flows, ledger, tradePrice, lastClose };
}

/** The summary of GET …/summary, with the daily values behind its returns. */
export async function computeSummary(view: MarketView, data: PortfolioData): Promise<Computed> {
  const { services } = view;
  const { row } = data;
  const base = row.baseCurrency;
  const state = services.market.state;
  const today = todayIso(services.now());
  const { firstDay, values, flows, ledger, tradePrice, lastClose } = await dailySeries(view, data, today);
  // Today's value at the live prices (the series holds closes up to yesterday's session).
  if (values.length > 1) {
    let live = ledger.cash;
    for (const p of ledger.positions.values()) {
      if (p.quantity <= 0) continue;
      const price = priceOf(services, p.symbol, lastClose.get(p.symbol) ?? tradePrice.get(p.symbol) ?? 0);
      live += p.quantity * price * fx(p.currency, base);
    }
    values[values.length - 1] = live;
  }

  // Holdings now.
  const holdings: Holding[] = [];
  let invested = 0;
  let holdingsValue = 0;
  let unrealized = 0;
  let realized = 0;
  for (const p of ledger.positions.values()) {
    realized += p.realized;
    if (p.quantity <= 1e-9) continue;
    const i = indexOf(services, p.symbol);
    const company = i === undefined ? undefined : state.companies[i];
    const price = priceOf(services, p.symbol, lastClose.get(p.symbol) ?? tradePrice.get(p.symbol) ?? 0);
    const cost = Ledger.cost(p);
    const toBase = fx(p.currency, base);
    const marketValue = p.quantity * price;
    invested += cost * toBase;
    holdingsValue += marketValue * toBase;
    unrealized += (marketValue - cost) * toBase;
    holdings.push({
      symbol: p.symbol,
      name: company?.name ?? p.symbol,
      ...(company?.nameAr ? { nameAr: company.nameAr } : {}),
      currency: p.currency,
      quantity: round(p.quantity, 6),
      averageCost: round(p.quantity > 0 ? cost / p.quantity : 0, 4),
      price: round(price, 4),
      marketValue: round(marketValue, 2),
      marketValueBase: round(marketValue * toBase, 2),
      unrealized: round((marketValue - cost) * toBase, 2),
      realized: round(p.realized, 2),
      weight: 0,
      market: p.currency === "SAR" ? "SA" : "US",
      sector: company ? SECTORS[company.sector] : "",
      zakatMethod: data.methods.get(p.symbol) ?? defaultZakatMethod(services, p.symbol),
      dividends: round(p.dividends, 2),
    } as Holding);
  }
  const value = holdingsValue + ledger.cash;
  for (const h of holdings) h.weight = value > 0 ? round(h.marketValueBase / value, 6) : 0;
  holdings.sort((a, b) => b.marketValueBase - a.marketValueBase || (a.symbol < b.symbol ? -1 : 1));

  const allocation = {
    market: slices(holdings, (h) => h.market, value),
    sector: slices(holdings, (h) => h.sector, value),
    currency: slices(holdings, (h) => h.currency, value),
  };
  if (ledger.cash !== 0) {
    allocation.market.push(slice("cash", ledger.cash, value));
    allocation.sector.push(slice("cash", ledger.cash, value));
    allocation.currency.push(slice(base, ledger.cash, value));
    allocation.currency = merge(allocation.currency, value);
  }

  const benchmark = await benchmarkLevels(services, base);
  const performance = {} as Record<PerformancePeriod, PerformanceFigures>;
  for (const period of PERFORMANCE_PERIODS) {
    performance[period] = periodFigures(period, today, firstDay, values, flows, benchmark);
  }

  const summary: PortfolioSummary = {
    baseCurrency: base,
    value: round(value, 2),
    cash: round(ledger.cash, 2),
    invested: round(invested, 2),
    unrealized: round(unrealized, 2),
    realized: round(realized, 2),
    dividends: round(ledger.dividends, 2),
    holdings,
    performance,
    allocation,
    fxRate: SAR_PER_USD,
    costMethod: row.costMethod,
    benchmarkName: base === "SAR" ? "TASI" : "S&P 500",
    closed: ledger.closed,
    simulated: services.market.provider.name === "sim",
    asOf: state.ts || services.now(),
  };
  return { summary, firstDay, values, flows };
}

function slice(key: string, amount: number, total: number): AllocationSlice {
  return { key, value: round(amount, 2), weight: total > 0 ? round(amount / total, 6) : 0 };
}

function merge(list: AllocationSlice[], total: number): AllocationSlice[] {
  const sums = new Map<string, number>();
  for (const s of list) sums.set(s.key, (sums.get(s.key) ?? 0) + s.value);
  return [...sums].map(([key, amount]) => slice(key, amount, total)).sort((a, b) => b.value - a.value);
}

function slices(holdings: Holding[], key: (h: Holding) => string, total: number): AllocationSlice[] {
  const sums = new Map<string, number>();
  for (const h of holdings) sums.set(key(h), (sums.get(key(h)) ?? 0) + h.marketValueBase);
  return [...sums].map(([k, amount]) => slice(k, amount, total)).sort((a, b) => b.value - a.value);
}

interface Levels {
  days: number[];
  levels: ArrayLike<number>;
}

/** The market index of the base currency's market: TASI-like for riyals, the US market for dollars
 * (the cap-weighted index of src/server/insights/book.ts, over its completed sessions). */
async function benchmarkLevels(services: Services, base: Currency): Promise<Levels | null> {
  try {
    const history = await services.market.insights.history(base === "SAR" ? "SA" : "US");
    const index = history.indices.find((x) => x.key === "market");
    if (!index || history.dates.length === 0) return null;
    return { days: history.dates.map(dayNumber), levels: index.levels };
  } catch {
    return null;
  }
}

/** The index of the last level on or before `day` (null before the first). */
function levelIndex(b: Levels, day: number): number | null {
  let lo = 0;
  let hi = b.days.length - 1;
  if (hi < 0 || b.days[0]! > day) return null;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (b.days[mid]! <= day) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Days in a year for annualising and de-annualising (the XIRR's convention). */
const YEAR_DAYS = 365;

/** The start (the day whose closing value the period starts from) of a period ending today. */
function periodStart(period: PerformancePeriod, today: string, firstDay: number): number {
  let start: number;
  if (period === "1M") start = dayNumber(monthsBefore(today, 1));
  else if (period === "1Y") start = dayNumber(monthsBefore(today, 12));
  else if (period === "YTD") start = dayNumber(`${today.slice(0, 4)}-01-01`) - 1;
  else start = firstDay;
  return Math.max(start, firstDay);
}

export function periodFigures(
  period: PerformancePeriod,
  today: string,
  firstDay: number,
  values: Float64Array,
  flows: Float64Array,
  benchmark: Levels | null,
): PerformanceFigures {
  const startDay = periodStart(period, today, firstDay);
  const s = startDay - firstDay;
  const e = values.length - 1;
  const v = values.subarray(s, e + 1);
  const f = flows.subarray(s, e + 1);
  const twr = timeWeightedReturn(v, f);
  // GIPS: a period under a year shows cumulative returns, a year or more annualised ones.
  const days = e - s;
  const annualised = days >= YEAR_DAYS;
  const cash = [] as { day: number; amount: number }[];
  if (values[s]! !== 0) cash.push({ day: 0, amount: -values[s]! });
  let net = 0;
  for (let t = s + 1; t <= e; t++) {
    if (flows[t] !== 0) cash.push({ day: t - s, amount: -flows[t]! });
    net += flows[t]!;
  }
  cash.push({ day: e - s, amount: values[e]! });
  const irr = xirr(cash);
  // The XIRR is an annual rate; under a year it is turned into the period's cumulative
  // money-weighted return, (1 + IRR)^(T ÷ 365) − 1 over the T days from the first money at work
  // (the start value, or the first flow) to the end: without flows, end ÷ start − 1, as the TWR.
  const d0 = cash.find((c) => c.amount !== 0)?.day ?? 0;
  const mwr = irr === null ? null : annualised ? irr : (1 + irr) ** ((days - d0) / YEAR_DAYS) - 1;
  // A year or more: the TWR and the benchmark annualised over the period's days, as the MWR.
  const perYear = (r: number) => (annualised ? (1 + r) ** (YEAR_DAYS / days) - 1 : r);
  let bench: number | null = null;
  let benchmarkTo: string | null = null;
  if (benchmark) {
    const a = levelIndex(benchmark, startDay);
    const b = levelIndex(benchmark, firstDay + e);
    if (a !== null && b !== null && benchmark.levels[a]! > 0) {
      bench = round(perYear(benchmark.levels[b]! / benchmark.levels[a]! - 1), 6);
      benchmarkTo = isoOf(benchmark.days[b]!);
    }
  }
  return {
    twr: twr === null ? null : round(perYear(twr), 6),
    mwr: mwr === null ? null : round(mwr, 6),
    gain: round(values[e]! - values[s]! - net, 2),
    benchmark: bench,
    annualised,
    benchmarkTo,
    from: isoOf(startDay),
    to: isoOf(firstDay + e),
  };
}

// Financial Modeling Prep (MARKET_PROVIDER=fmp): the universe from /stable/company-screener,
// live quotes from /stable/batch-quote and /stable/biggest-gainers, daily history per symbol
// from /stable/historical-price-eod/light for the indicators, and the calendars. Calls go
// through one client that keeps within the plan's rate, retries with backoff, and normalises
// missing values, which FMP sends as "" on some paths and null on others.
import { type InsightMarket, NASDAQ_COMPOSITE, type RealIndexQuote } from "../../shared/insights";
import type { EarningsTime, IpoEvent } from "../../shared/market";
import type { DailyBar } from "../../shared/ticker";
import { log } from "../log";
import { dayFromIso, isoDay } from "../market/dates";
import { liveRsi, wilderAverages } from "../market/indicators";
import { MarketState } from "../market/state";
import { type Company, type Exchange, SECTOR_CODES, SECTORS, type SectorCode } from "../market/universe";
import { FmpClient, type FmpClientOptions } from "./fmp-client";
import { date, num, str, toDailyBars } from "./normalise";
import type { CalendarDividend, CalendarSource, CalendarSplit, EarningsEvent, MarketProvider } from "./provider";

type Json = Record<string, unknown>;

const SECTOR_BY_NAME = new Map<string, SectorCode>(SECTOR_CODES.map((code) => [SECTORS[code].toLowerCase(), code]));

function exchangeOf(row: Json): Exchange | null {
  const e = (str(row.exchangeShortName) ?? str(row.exchange) ?? "").toUpperCase();
  if (e === "NASDAQ") return "NASDAQ";
  if (e === "NYSE") return "NYSE";
  if (e === "SAU" || e === "SAUDI" || e === "TADAWUL") return "Saudi";
  return null;
}

/** Companies from company-screener rows; rows without a symbol, price or listed exchange are skipped. */
export function companiesFromScreener(rows: Json[]): Company[] {
  const out: Company[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const symbol = str(row.symbol);
    const price = num(row.price);
    const exchange = exchangeOf(row);
    if (!symbol || seen.has(symbol) || !price || price <= 0 || !exchange) continue;
    if (row.isEtf === true || row.isFund === true) continue;
    seen.add(symbol);
    const marketCap = num(row.marketCap) ?? 0;
    const dividend = num(row.lastAnnualDividend) ?? 0;
    const saudi = exchange === "Saudi" || symbol.endsWith(".SR");
    out.push({
      symbol,
      name: str(row.companyName) ?? symbol,
      exchange,
      sector: SECTOR_BY_NAME.get((str(row.sector) ?? "").toLowerCase()) ?? "I",
      sharesOutstanding: Math.round(marketCap / price),
      referencePrice: price,
      annualDividend: Math.max(dividend, 0),
      payoutsPerYear: dividend > 0 ? (saudi ? 2 : 4) : 0,
      avgVolume: num(row.volume) ?? 0,
      currency: saudi ? "SAR" : "USD",
      synthetic: false,
    });
  }
  return out;
}

const TIMES: Record<string, EarningsTime> = { bmo: "bmo", amc: "amc" };

class FmpCalendars implements CalendarSource {
  constructor(
    private readonly client: FmpClient,
    /** Days per dividends-calendar call: FMP caps each answer at 4,000 rows. */
    private readonly dividendWindowDays = 7,
  ) {}

  async earnings(from: string, to: string): Promise<EarningsEvent[]> {
    const rows = await this.client.list("earnings-calendar", { from, to, includeReportTimes: true });
    const out: EarningsEvent[] = [];
    for (const row of rows) {
      const symbol = str(row.symbol);
      const day = date(row.date);
      if (!symbol || !day || day < from || day > to) continue;
      out.push({ symbol, date: day, time: TIMES[(str(row.time) ?? "").toLowerCase()] ?? "unknown" });
    }
    return sortEvents(out);
  }

  async dividends(from: string, to: string): Promise<CalendarDividend[]> {
    const out: CalendarDividend[] = [];
    const seen = new Set<string>();
    for (let a = dayFromIso(from); a <= dayFromIso(to); a += this.dividendWindowDays) {
      const b = Math.min(a + this.dividendWindowDays - 1, dayFromIso(to));
      const rows = await this.client.list("dividends-calendar", { from: isoDay(a), to: isoDay(b) });
      if (rows.length >= 4000) log.warn("FMP dividends-calendar hit its row cap", { from: isoDay(a), to: isoDay(b) });
      for (const row of rows) {
        const symbol = str(row.symbol);
        const day = date(row.date);
        const dividend = num(row.dividend) ?? num(row.adjDividend);
        if (!symbol || !day || dividend === null || seen.has(`${symbol}|${day}`)) continue;
        seen.add(`${symbol}|${day}`);
        out.push({
          symbol,
          date: day,
          recordDate: date(row.recordDate),
          paymentDate: date(row.paymentDate),
          dividend,
          yield: num(row.yield) ?? 0,
        });
      }
    }
    return sortEvents(out);
  }

  async ipos(from: string, to: string): Promise<IpoEvent[]> {
    const rows = await this.client.list("ipos-calendar", { from, to });
    const out: IpoEvent[] = [];
    for (const row of rows) {
      const symbol = str(row.symbol);
      const day = date(row.date);
      if (!symbol || !day) continue;
      out.push({
        company: str(row.company) ?? symbol,
        symbol,
        exchange: str(row.exchange) ?? "",
        date: day,
        actions: str(row.actions) ?? "",
        priceRange: str(row.priceRange),
        shares: num(row.shares),
        marketCap: num(row.marketCap),
      });
    }
    return sortEvents(out);
  }

  async splits(from: string, to: string): Promise<CalendarSplit[]> {
    const rows = await this.client.list("splits-calendar", { from, to });
    const out: CalendarSplit[] = [];
    for (const row of rows) {
      const symbol = str(row.symbol);
      const day = date(row.date);
      const numerator = num(row.numerator);
      const denominator = num(row.denominator);
      if (!symbol || !day || !numerator || !denominator) continue;
      out.push({ symbol, date: day, numerator, denominator });
    }
    return sortEvents(out);
  }
}

/** Calendar events by date, then symbol. */
export function sortEvents<T extends { date: string; symbol: string }>(events: T[]): T[] {
  return events.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0,
  );
}

interface FmpProviderOptions extends FmpClientOptions {
  now: () => number;
  /** Milliseconds between quote polls (each poll costs ⌈symbols ÷ batch⌉ + 1 calls). */
  pollMs?: number;
  /** Exchanges and the smallest market cap taken from the screener. */
  exchanges?: string[];
  minMarketCap?: number;
  /** Most rows asked of the screener per exchange. */
  screenerLimit?: number;
  quoteBatch?: number;
}

/** Per ticker, from its daily history: sums of the previous closes, Wilder's averages, the
 * close 63 sessions ago; live quotes fold the current price in, O(1) each. */
export interface DailyBase {
  sum49: number;
  sum199: number;
  close63: number;
  avgGain: number;
  avgLoss: number;
}

/** The daily base of a ticker from its completed sessions (oldest first) and its 30-session
 * average volume; null under 64 sessions (the 3-month return needs 63 before today). */
export function dailyBaseOf(
  past: readonly { close: number; volume: number | null }[],
): { base: DailyBase; avgVolume30: number } | null {
  if (past.length < 64) return null;
  const closes = past.map((b) => b.close);
  const last = (k: number) => closes.slice(-k).reduce((a, b) => a + b, 0);
  const { avgGain, avgLoss } = wilderAverages(closes);
  const volumes = past.slice(-30).map((b) => b.volume ?? 0);
  return {
    base: {
      sum49: last(49),
      sum199: closes.length >= 199 ? last(199) : (last(closes.length) / closes.length) * 199,
      close63: closes[closes.length - 63]!,
      avgGain,
      avgLoss,
    },
    avgVolume30: volumes.reduce((a, b) => a + b, 0) / volumes.length,
  };
}

/** Today's price folded into a ticker's daily base: SMA 50/200, RSI 14, 3-month return. */
export function foldDailyBase(s: MarketState, i: number, base: DailyBase, price: number): void {
  s.sma50[i] = (base.sum49 + price) / 50;
  s.sma200[i] = (base.sum199 + price) / 200;
  s.rsi14[i] = liveRsi(base.avgGain, base.avgLoss, s.prevClose[i]!, price);
  s.return3m[i] = (price / base.close63 - 1) * 100;
}

export class FmpProvider implements MarketProvider {
  readonly name = "fmp";
  readonly client: FmpClient;
  readonly calendars: FmpCalendars;
  readonly intervalMs: number;
  private current: MarketState = new MarketState([]);
  private readonly bases = new Map<number, DailyBase>();
  private historyQueue: number[] = [];
  private readonly historyCache = new Map<string, Promise<DailyBar[]>>();
  private historyRunning = false;
  private stopped = false;

  constructor(private readonly options: FmpProviderOptions) {
    this.client = new FmpClient(options);
    this.calendars = new FmpCalendars(this.client);
    this.intervalMs = options.pollMs ?? 15_000;
  }

  get state(): MarketState {
    return this.current;
  }

  /** The universe from the screener, then the first quotes; history loads in the background. */
  async init(): Promise<void> {
    const rows: Json[] = [];
    for (const exchange of this.options.exchanges ?? ["NASDAQ", "NYSE", "SAU"]) {
      rows.push(
        ...(await this.client.list("company-screener", {
          exchange,
          isEtf: false,
          isFund: false,
          isActivelyTrading: true,
          marketCapMoreThan: this.options.minMarketCap ?? 50_000_000,
          limit: this.options.screenerLimit ?? 3000,
        })),
      );
    }
    const companies = companiesFromScreener(rows);
    const state = new MarketState(companies);
    rows.forEach((row) => {
      const i = state.index.get(str(row.symbol) ?? "");
      if (i === undefined) return;
      state.price[i] = num(row.price) ?? 0;
      state.prevClose[i] = num(row.price) ?? 0;
      state.volume[i] = num(row.volume) ?? 0;
      state.avgVolume30[i] = num(row.volume) ?? 0;
      state.rsi14[i] = Number.NaN;
      state.return3m[i] = Number.NaN;
    });
    this.current = state;
    await this.update(this.options.now());
    this.historyQueue = companies.map((_, i) => i);
    void this.loadHistory();
  }

  /** A poll: batch quotes for the universe and the biggest gainers. */
  async update(ts: number): Promise<void> {
    const s = this.current;
    const batch = this.options.quoteBatch ?? 500;
    for (let start = 0; start < s.n; start += batch) {
      const symbols = s.symbols.slice(start, start + batch).join(",");
      for (const q of await this.client.list("batch-quote", { symbols })) this.applyQuote(q);
    }
    for (const q of await this.client.list("biggest-gainers")) this.applyQuote(q);
    s.ts = ts;
    s.version++;
  }

  applyQuote(q: Json): void {
    const s = this.current;
    const i = s.index.get(str(q.symbol) ?? "");
    if (i === undefined) return;
    const price = num(q.price);
    if (price === null || price <= 0) return;
    s.price[i] = price;
    const prev = num(q.previousClose) ?? (num(q.change) !== null ? price - num(q.change)! : null);
    if (prev !== null && prev > 0) s.prevClose[i] = prev;
    const volume = num(q.volume);
    if (volume !== null) s.volume[i] = volume;
    const cap = num(q.marketCap);
    if (cap !== null && cap > 0) s.shares[i] = Math.round(cap / price);
    const base = this.bases.get(i);
    if (base) foldDailyBase(s, i, base, price);
    else {
      // Until the history is in: FMP's own moving averages; RSI and 3-month return unknown.
      s.sma50[i] = num(q.priceAvg50) ?? 0;
      s.sma200[i] = num(q.priceAvg200) ?? 0;
    }
  }

  /** Daily history per symbol, one call each at the client's rate, in the background. */
  private async loadHistory(): Promise<void> {
    if (this.historyRunning) return;
    this.historyRunning = true;
    const to = isoDay(Math.floor(this.options.now() / 86_400_000));
    const from = isoDay(Math.floor(this.options.now() / 86_400_000) - 300);
    try {
      while (!this.stopped && this.historyQueue.length) {
        const i = this.historyQueue.shift()!;
        try {
          await this.loadTicker(i, from, to);
        } catch (error) {
          log.warn("FMP history failed", { symbol: this.current.symbols[i], error: String(error) });
        }
      }
    } finally {
      this.historyRunning = false;
    }
  }

  /** Reads one ticker's daily bars (newest first, as FMP sends them) into its base values. */
  async loadTicker(i: number, from: string, to: string): Promise<void> {
    const s = this.current;
    const rows = await this.client.list("historical-price-eod/light", { symbol: s.symbols[i]!, from, to });
    const bars = rows
      .map((r) => ({ date: date(r.date), close: num(r.price) ?? num(r.close), volume: num(r.volume) }))
      .filter(
        (b): b is { date: string; close: number; volume: number | null } => !!b.date && b.close !== null && b.close > 0,
      )
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    // Today's bar, if FMP already has one, is the live quote's business.
    const today = isoDay(Math.floor(this.options.now() / 86_400_000));
    const past = bars.filter((b) => b.date < today);
    const daily = dailyBaseOf(past);
    if (!daily) return;
    this.bases.set(i, daily.base);
    s.avgVolume30[i] = daily.avgVolume30;
    this.applyQuote({ symbol: s.symbols[i], price: s.price[i], previousClose: s.prevClose[i] });
  }

  /** Daily bars for the ticker page from /stable/historical-price-eod/full, kept for the day. */
  async history(symbol: string, count: number): Promise<DailyBar[]> {
    const today = Math.floor(this.options.now() / 86_400_000);
    const key = `${symbol}|${count}|${today}`;
    let pending = this.historyCache.get(key);
    if (!pending) {
      // Calendar days enough for `count` sessions (weekends and holidays included).
      const from = isoDay(today - Math.ceil(count * 1.5) - 10);
      pending = this.client
        .list("historical-price-eod/full", { symbol, from, to: isoDay(today) })
        .then((rows) => toDailyBars(rows, (r) => date(r.date), isoDay(today), count));
      pending.catch(() => this.historyCache.delete(key));
      if (this.historyCache.size > 2000) this.historyCache.clear();
      this.historyCache.set(key, pending);
    }
    return pending;
  }

  /** Real index quotes from /stable/batch-quote (FMP lists indices by their ^-symbols). */
  async indexQuotes(market: InsightMarket): Promise<RealIndexQuote[]> {
    const wanted = REAL_INDICES[market];
    const rows = await this.client.list("batch-quote", { symbols: wanted.map((x) => x.symbol).join(",") });
    return parseIndexQuotes(rows, wanted, "fmp");
  }

  stop(): void {
    this.stopped = true;
  }
}

/** The real indices shown per market, by their FMP symbols. */
export const REAL_INDICES: Record<InsightMarket, { symbol: string; name: string }[]> = {
  US: [
    { symbol: "^GSPC", name: "S&P 500" },
    { symbol: NASDAQ_COMPOSITE, name: "NASDAQ Composite" },
  ],
  SA: [{ symbol: "^TASI.SR", name: "Tadawul All Share Index (TASI)" }],
};

/** Quotes of the wanted indices in their order; rows without a usable price are left out. */
export function parseIndexQuotes(
  rows: Json[],
  wanted: { symbol: string; name: string }[],
  source: string,
): RealIndexQuote[] {
  const out: RealIndexQuote[] = [];
  for (const w of wanted) {
    const row = rows.find((r) => str(r.symbol) === w.symbol);
    const price = num(row?.price);
    if (!row || price === null || price <= 0) continue;
    const prev = num(row.previousClose);
    const change = num(row.changePercentage) ?? num(row.changesPercentage) ?? (prev ? (price / prev - 1) * 100 : 0);
    out.push({ symbol: w.symbol, name: w.name, price, changePercent: Math.round(change * 100) / 100, source });
  }
  return out;
}

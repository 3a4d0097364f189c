// Yahoo Finance without a key (MARKET_PROVIDER=yahoo), through the yahoo-finance2 package:
// quotes for the universe of market/companies.ts (US and .SR symbols) in batches, daily history with
// dividend and split events per symbol (in the background, for the indicators and the
// calendars), and earnings and dividend dates from the quotes. Yahoo has no IPO calendar: the
// IPO list stays empty with this provider. Every HTTP call keeps within a conservative rate,
// a 429 or 5xx is retried (after Retry-After when given, else with a growing backoff), and
// missing values (absent, null, "") are normalised like FMP's.
import YahooFinance from "yahoo-finance2";
import type { InsightMarket, RealIndexQuote } from "../../shared/insights";
import type { EarningsTime, IpoEvent } from "../../shared/market";
import { type DailyBar, INTRADAY_INTERVAL_MS, type IntradayInterval } from "../../shared/ticker";
import { log } from "../log";
import { dayFromIso, isoDay } from "../market/dates";
import { latestSession, localDay } from "../market/sessions";
import { MarketState } from "../market/state";
import { buildUniverse, type Company } from "../market/universe";
import { type DailyBase, dailyBaseOf, foldDailyBase, parseIndexQuotes, REAL_INDICES, sortEvents } from "./fmp";
import { date, num, str, toDailyBars } from "./normalise";
import type {
  CalendarDividend,
  CalendarSource,
  CalendarSplit,
  EarningsEvent,
  MarketProvider,
  ProviderIntraday,
} from "./provider";
import { chartPreviousClose, yahooIntradayBars } from "./yahoo-intraday";

type Json = Record<string, unknown>;

export class YahooError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface YahooClientOptions {
  /** Where the calls go instead of *.yahoo.com (tests: a local fixture server). */
  baseUrl?: string;
  /** HTTP calls a minute; Yahoo publishes no limit, so stay well below what it tolerates. */
  callsPerMinute?: number;
  retries?: number;
  backoffMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** yahoo-finance2 with our rate, retries and (for tests) base URL. */
export class YahooClient {
  private readonly yf: InstanceType<typeof YahooFinance>;
  private readonly interval: number;
  private nextSlot = 0;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly doFetch: typeof fetch;
  /** Retry-After of the last refused answer, in seconds. */
  private retryAfter: number | null = null;
  /** Status of the last answer (the crumb handshake fails without an HTTP error code). */
  private lastStatus = 0;
  calls = 0;

  constructor(private readonly options: YahooClientOptions = {}) {
    this.interval = 60_000 / (options.callsPerMinute ?? 120);
    this.sleep = options.sleep ?? ((ms) => Bun.sleep(ms));
    this.doFetch = options.fetch ?? fetch;
    this.yf = new YahooFinance({
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => this.send(input, init)) as typeof fetch,
      suppressNotices: ["yahooSurvey"],
      versionCheck: false,
      validation: { logErrors: false, logOptionsErrors: false },
      queue: { concurrency: 1 },
    });
  }

  /** Every HTTP call of the library: rate slot, base URL, Retry-After noted. */
  private async send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const now = Date.now();
    const at = Math.max(now, this.nextSlot);
    this.nextSlot = at + this.interval;
    if (at > now) await this.sleep(at - now);
    this.calls++;
    let url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (this.options.baseUrl) {
      const u = new URL(url);
      url = new URL(`${u.pathname}${u.search}`, this.options.baseUrl).href;
    }
    const res = await this.doFetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    this.lastStatus = res.status;
    if (res.status === 429 || res.status >= 500) this.retryAfter = num(res.headers.get("retry-after"));
    return res;
  }

  /** Runs one library call, retrying refusals (429), server errors (5xx) and network errors. */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    const retries = this.options.retries ?? 4;
    const backoffMs = this.options.backoffMs ?? 1000;
    for (let attempt = 0; ; attempt++) {
      this.retryAfter = null;
      this.lastStatus = 0;
      let status = 0;
      try {
        return await run();
      } catch (error) {
        status = Number((error as { code?: unknown }).code) || (this.lastStatus >= 400 ? this.lastStatus : 0);
        if (status && status !== 429 && status < 500) throw new YahooError(`Yahoo ${what} answered ${status}`, status);
        if (attempt >= retries)
          throw new YahooError(`Yahoo ${what} failed after ${attempt + 1} tries: ${error}`, status);
      }
      const wait =
        this.retryAfter !== null ? this.retryAfter * 1000 : backoffMs * 2 ** attempt * (0.75 + Math.random() * 0.5);
      await this.sleep(wait);
    }
  }

  /** Quotes of up to a hundred symbols. */
  async quotes(symbols: string[]): Promise<Json[]> {
    const rows = await this.call("quote", () => this.yf.quote(symbols, { return: "array" }, { validateResult: false }));
    return Array.isArray(rows) ? (rows.filter((r) => r && typeof r === "object") as Json[]) : [];
  }

  /**
   * Statement series of one kind of period between two days: a row a period end (`date` in epoch
   * seconds), oldest first, each series named without its period prefix as yahoo-finance2 names
   * them (quarterlyTotalRevenue → totalRevenue; EBITDA stays). Only the named series are asked
   * for: the library's fundamentalsTimeSeries asks for all 600 of a module, a URL past the 8 KB
   * many servers take and 30 times the payload read. The call keeps the client's rate and retries.
   */
  async timeseries(
    symbol: string,
    type: "quarterly" | "annual",
    series: readonly string[],
    from: string,
    to: string,
  ): Promise<Json[]> {
    const query = new URLSearchParams({
      type: series.map((name) => `${type}${name}`).join(","),
      period1: String(Date.parse(`${from}T00:00:00Z`) / 1000),
      period2: String(Date.parse(`${to}T00:00:00Z`) / 1000),
    });
    const url = `https://query1.finance.yahoo.com/ws/fundamentals-timeseries/v1/finance/timeseries/${encodeURIComponent(symbol)}?${query}`;
    const body = (await this.call("fundamentals-timeseries", async () => {
      const res = await this.send(url);
      if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { code: res.status });
      return res.json();
    })) as Json | null;
    const results = ((body?.timeseries as Json | undefined)?.result ?? []) as Json[];
    const rows = new Map<number, Json>();
    for (const result of Array.isArray(results) ? results : []) {
      const name = str(((result?.meta as Json | undefined)?.type as unknown[] | undefined)?.[0]);
      const stamps = result?.timestamp;
      const values = name ? result[name] : null;
      if (!name?.startsWith(type) || !Array.isArray(stamps) || !Array.isArray(values)) continue;
      const short = name.slice(type.length);
      const key = short === short.toUpperCase() ? short : short[0]!.toLowerCase() + short.slice(1);
      stamps.forEach((stamp, k) => {
        const value = num(((values[k] as Json | null)?.reportedValue as Json | undefined)?.raw);
        if (typeof stamp !== "number" || value === null) return;
        const row = rows.get(stamp) ?? { date: stamp };
        row[key] = value;
        rows.set(stamp, row);
      });
    }
    return [...rows.values()].sort((a, b) => (a.date as number) - (b.date as number));
  }

  /** Modules of quoteSummary (ratings, targets, insiders, holders, profile); {} when Yahoo has none. */
  async summary(symbol: string, modules: string[]): Promise<Json> {
    const result = await this.call("quoteSummary", () =>
      this.yf.quoteSummary(symbol, { modules: modules as never }, { validateResult: false }),
    );
    return result && typeof result === "object" ? (result as Json) : {};
  }

  /** Daily bars with dividend and split events between two days. */
  async daily(symbol: string, from: string, to: string): Promise<{ bars: Json[]; dividends: Json[]; splits: Json[] }> {
    const result = (await this.call("chart", () =>
      this.yf.chart(
        symbol,
        { period1: from, period2: to, interval: "1d", events: "div|split", return: "array" },
        { validateResult: false },
      ),
    )) as Json | null;
    const events = (result?.events ?? {}) as Json;
    const list = (v: unknown): Json[] =>
      Array.isArray(v) ? (v as Json[]) : v && typeof v === "object" ? (Object.values(v) as Json[]) : [];
    return { bars: list(result?.quotes), dividends: list(events.dividends), splits: list(events.splits) };
  }

  /** Intraday rows (regular hours only) between two instants, with the chart's meta. */
  async intraday(
    symbol: string,
    interval: IntradayInterval,
    from: number,
    to: number,
  ): Promise<{ meta: Json; rows: Json[] }> {
    const result = (await this.call("chart", () =>
      this.yf.chart(
        symbol,
        { period1: new Date(from), period2: new Date(to), interval, includePrePost: false, return: "array" },
        { validateResult: false },
      ),
    )) as Json | null;
    const rows = result?.quotes;
    return {
      meta: (result?.meta ?? {}) as Json,
      rows: Array.isArray(rows) ? (rows.filter((r) => r && typeof r === "object") as Json[]) : [],
    };
  }
}

/** Seconds an open session's intraday rows are kept before Yahoo is asked again. */
const INTRADAY_FRESH_MS = 30_000;

/** A quoteSummary module's value: a number or date as Yahoo sends it raw, or in {raw, fmt}. */
export function raw(value: unknown): unknown {
  return value && typeof value === "object" && !(value instanceof Date) && "raw" in value
    ? (value as { raw: unknown }).raw
    : value;
}

/** YYYY-MM-DD of a Date, an epoch (seconds or milliseconds) or a date string; null otherwise. */
export function dayOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  const n = num(value);
  if (n !== null && typeof value === "number") return new Date(n < 1e11 ? n * 1000 : n).toISOString().slice(0, 10);
  return date(value);
}

function epochMs(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === "number" && Number.isFinite(value)) return value < 1e11 ? value * 1000 : value;
  const s = str(value);
  const t = s ? Date.parse(s) : Number.NaN;
  return Number.isFinite(t) ? t : null;
}

/** Before 12:00 New York time counts as before the open, from 15:00 as after the close. */
export function earningsTime(ms: number): EarningsTime {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "2-digit", hourCycle: "h23" }).format(ms),
  );
  return hour < 12 ? "bmo" : hour >= 15 ? "amc" : "unknown";
}

interface Upcoming {
  earnings: { date: string; time: EarningsTime } | null;
  exDividend: string | null;
  payment: string | null;
  dividendRate: number | null;
  dividendYield: number | null;
}

/** Calendars from what the quotes and the daily history told us (no call of their own). */
export class YahooCalendars implements CalendarSource {
  readonly upcoming = new Map<string, Upcoming>();
  readonly pastDividends = new Map<string, CalendarDividend[]>();
  readonly pastSplits = new Map<string, CalendarSplit[]>();

  async earnings(from: string, to: string): Promise<EarningsEvent[]> {
    const out: EarningsEvent[] = [];
    for (const [symbol, u] of this.upcoming) {
      if (u.earnings && u.earnings.date >= from && u.earnings.date <= to) out.push({ symbol, ...u.earnings });
    }
    return sortEvents(out);
  }

  async dividends(from: string, to: string): Promise<CalendarDividend[]> {
    const out: CalendarDividend[] = [];
    const seen = new Set<string>();
    const add = (d: CalendarDividend) => {
      if (d.date < from || d.date > to || seen.has(`${d.symbol}|${d.date}`)) return;
      seen.add(`${d.symbol}|${d.date}`);
      out.push(d);
    };
    for (const list of this.pastDividends.values()) for (const d of list) add(d);
    for (const [symbol, u] of this.upcoming) {
      if (!u.exDividend || u.dividendRate === null) continue;
      const last = this.pastDividends.get(symbol)?.at(-1);
      add({
        symbol,
        date: u.exDividend,
        recordDate: null,
        paymentDate: u.payment && u.payment >= u.exDividend ? u.payment : null,
        // The next payout is taken as the last one paid (Yahoo gives the annual rate only).
        dividend: last?.dividend ?? u.dividendRate / 4,
        yield: u.dividendYield ?? 0,
      });
    }
    return sortEvents(out);
  }

  async ipos(_from: string, _to: string): Promise<IpoEvent[]> {
    return [];
  }

  async splits(from: string, to: string): Promise<CalendarSplit[]> {
    const out: CalendarSplit[] = [];
    for (const list of this.pastSplits.values()) for (const s of list) if (s.date >= from && s.date <= to) out.push(s);
    return sortEvents(out);
  }
}

export interface YahooProviderOptions extends YahooClientOptions {
  now: () => number;
  /** Milliseconds between quote polls (each poll costs ⌈symbols ÷ batch⌉ calls). */
  pollMs?: number;
  quoteBatch?: number;
  /** The universe (default: the real companies of market/companies.ts). */
  companies?: readonly Company[];
}

export class YahooProvider implements MarketProvider {
  readonly name = "yahoo";
  readonly client: YahooClient;
  readonly calendars = new YahooCalendars();
  readonly intervalMs: number;
  readonly state: MarketState;
  private readonly bases = new Map<number, DailyBase>();
  private stopped = false;
  private readonly historyCache = new Map<string, Promise<DailyBar[]>>();
  private readonly intradayCache = new Map<string, Promise<{ meta: Json; rows: Json[] }>>();

  constructor(private readonly options: YahooProviderOptions) {
    this.client = new YahooClient(options);
    this.intervalMs = options.pollMs ?? 60_000;
    this.state = new MarketState(options.companies ?? buildUniverse(0));
    for (let i = 0; i < this.state.n; i++) {
      this.state.rsi14[i] = Number.NaN;
      this.state.return3m[i] = Number.NaN;
    }
  }

  /** The first quotes; the history loads in the background at the client's rate. */
  async init(): Promise<void> {
    await this.update(this.options.now());
    void this.loadHistory();
  }

  async update(ts: number): Promise<void> {
    const s = this.state;
    const batch = this.options.quoteBatch ?? 100;
    for (let start = 0; start < s.n; start += batch) {
      for (const q of await this.client.quotes(s.symbols.slice(start, start + batch))) this.applyQuote(q);
    }
    s.ts = ts;
    s.version++;
  }

  applyQuote(q: Json): void {
    const s = this.state;
    const symbol = str(q.symbol) ?? "";
    const i = s.index.get(symbol);
    if (i === undefined) return;
    const price = num(q.regularMarketPrice);
    if (price !== null && price > 0) {
      s.price[i] = price;
      const prev = num(q.regularMarketPreviousClose);
      if (prev !== null && prev > 0) s.prevClose[i] = prev;
      else if (!(s.prevClose[i]! > 0)) s.prevClose[i] = price;
      const volume = num(q.regularMarketVolume);
      if (volume !== null) s.volume[i] = volume;
      const cap = num(q.marketCap);
      if (cap !== null && cap > 0) s.shares[i] = Math.round(cap / price);
      if (!(s.avgVolume30[i]! > 0)) s.avgVolume30[i] = num(q.averageDailyVolume3Month) ?? 0;
      this.fold(i, q);
    }
    const annual = num(q.trailingAnnualDividendRate) ?? num(q.dividendRate);
    if (annual !== null && annual >= 0) s.dividendTTM[i] = annual;
    const earningsAt = epochMs(q.earningsTimestamp) ?? epochMs(q.earningsTimestampStart);
    this.calendars.upcoming.set(symbol, {
      earnings:
        earningsAt !== null
          ? { date: isoDay(localDay(earningsAt, "America/New_York")), time: earningsTime(earningsAt) }
          : null,
      exDividend: dayOf(q.exDividendDate),
      payment: dayOf(q.dividendDate),
      dividendRate: num(q.dividendRate) ?? num(q.trailingAnnualDividendRate),
      dividendYield: num(q.dividendYield) ?? num(q.trailingAnnualDividendYield),
    });
  }

  /** Today's price folded into the history's sums (O(1)); before the history, Yahoo's own averages. */
  private fold(i: number, q: Json = {}): void {
    const s = this.state;
    const price = s.price[i]!;
    const base = this.bases.get(i);
    if (base) foldDailyBase(s, i, base, price);
    else {
      s.sma50[i] = num(q.fiftyDayAverage) ?? 0;
      s.sma200[i] = num(q.twoHundredDayAverage) ?? 0;
    }
  }

  private async loadHistory(): Promise<void> {
    const today = Math.floor(this.options.now() / 86_400_000);
    for (let i = 0; i < this.state.n && !this.stopped; i++) {
      try {
        await this.loadTicker(i, isoDay(today - 400), isoDay(today + 1));
      } catch (error) {
        log.warn("Yahoo history failed", { symbol: this.state.symbols[i], error: String(error) });
      }
    }
  }

  /** One symbol's daily bars into its base values, and its dividend and split events. */
  async loadTicker(i: number, from: string, to: string): Promise<void> {
    const s = this.state;
    const symbol = s.symbols[i]!;
    const { bars, dividends, splits } = await this.client.daily(symbol, from, to);
    this.calendars.pastDividends.set(
      symbol,
      dividends
        .map((d) => ({ date: dayOf(d.date), amount: num(d.amount) }))
        .filter((d): d is { date: string; amount: number } => !!d.date && d.amount !== null && d.amount > 0)
        .map((d) => ({ symbol, date: d.date, recordDate: null, paymentDate: null, dividend: d.amount, yield: 0 }))
        .sort((a, b) => (a.date < b.date ? -1 : 1)),
    );
    const trailing = this.calendars.pastDividends.get(symbol)!.filter((d) => dayFromIso(d.date) > dayFromIso(to) - 366);
    if (trailing.length) {
      s.dividendTTM[i] = trailing.reduce((a, d) => a + d.dividend, 0);
      s.lastDividend[i] = trailing.at(-1)!.dividend;
    }
    this.calendars.pastSplits.set(
      symbol,
      splits
        .map((x) => ({ symbol, date: dayOf(x.date), numerator: num(x.numerator), denominator: num(x.denominator) }))
        .filter((x): x is CalendarSplit => !!x.date && !!x.numerator && !!x.denominator),
    );
    const today = isoDay(Math.floor(this.options.now() / 86_400_000));
    const past = bars
      .map((b) => ({ date: dayOf(b.date), close: num(b.close), volume: num(b.volume) }))
      .filter((b): b is { date: string; close: number; volume: number | null } => !!b.date && (b.close ?? 0) > 0)
      .filter((b) => b.date < today)
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    const daily = dailyBaseOf(past);
    if (!daily) return;
    this.bases.set(i, daily.base);
    s.avgVolume30[i] = daily.avgVolume30;
    if (s.price[i]! > 0) this.fold(i);
  }

  /** Real daily bars for the ticker page: the last `count` completed sessions, oldest first,
   * cached per symbol and day like FMP's (a chart call per symbol and day at most). */
  history(symbol: string, count: number): Promise<DailyBar[]> {
    const today = Math.floor(this.options.now() / 86_400_000);
    const key = `${symbol}|${count}|${today}`;
    let pending = this.historyCache.get(key);
    if (!pending) {
      // Calendar days enough for `count` sessions (weekends and holidays included).
      const from = isoDay(today - Math.ceil(count * 1.5) - 10);
      pending = this.client
        .daily(symbol, from, isoDay(today + 1))
        .then(({ bars }) => toDailyBars(bars, (b) => dayOf(b.date), isoDay(today), count));
      pending.catch(() => this.historyCache.delete(key));
      if (this.historyCache.size > 2000) this.historyCache.clear();
      this.historyCache.set(key, pending);
    }
    return pending;
  }

  /** The current (or last) session of a symbol from Yahoo's intraday chart: the session is the
   * exchange's (market/sessions.ts), the rows cut to it and to now (yahoo-intraday.ts). Rows
   * are kept 30 s while the session runs and for the rest of the day once it has closed, so a
   * chart costs one call a symbol and interval per 30 s at most. */
  async intraday(symbol: string, interval: IntradayInterval): Promise<ProviderIntraday> {
    const now = this.options.now();
    const code = symbol.endsWith(".SR") ? "SA" : "US";
    const session = latestSession(code, now);
    const running = now < session.close;
    const key = `${symbol}|${interval}|${session.open}|${running ? Math.floor(now / INTRADAY_FRESH_MS) : "closed"}`;
    let pending = this.intradayCache.get(key);
    if (!pending) {
      pending = this.client.intraday(symbol, interval, session.open, running ? now : session.close);
      pending.catch(() => this.intradayCache.delete(key));
      if (this.intradayCache.size > 2000) this.intradayCache.clear();
      this.intradayCache.set(key, pending);
    }
    const { meta, rows } = await pending;
    const bars = yahooIntradayBars(rows, session, INTRADAY_INTERVAL_MS[interval], now);
    const i = this.state.index.get(symbol);
    // Yahoo's close before the chart's first day; else the quote's, which is this session's
    // previous close only while the session is today's.
    const previousClose =
      chartPreviousClose(meta) ??
      (running && i !== undefined && this.state.prevClose[i]! > 0 ? this.state.prevClose[i]! : (bars[0]?.o ?? 0));
    return { session: { date: isoDay(session.day), open: session.open, close: session.close }, previousClose, bars };
  }

  /** Real index quotes: Yahoo lists ^GSPC, ^IXIC and ^TASI.SR as FMP does; its rows carry
   * regularMarket* fields, mapped to the names parseIndexQuotes reads. */
  async indexQuotes(market: InsightMarket): Promise<RealIndexQuote[]> {
    const wanted = REAL_INDICES[market];
    const rows = await this.client.quotes(wanted.map((x) => x.symbol));
    return parseIndexQuotes(
      rows.map((r) => ({
        symbol: r.symbol,
        price: r.regularMarketPrice,
        previousClose: r.regularMarketPreviousClose,
        changePercentage: r.regularMarketChangePercent,
      })),
      wanted,
      "yahoo",
    );
  }

  stop(): void {
    this.stopped = true;
  }
}

// Yahoo Finance without a key (MARKET_PROVIDER=yahoo), through the yahoo-finance2 package:
// quotes for the universe of market/companies.ts (US and .SR symbols) in batches, daily history with
// dividend and split events per symbol (in the background, for the indicators and the
// calendars), earnings dates from the quotes and the next dividend from quoteSummary's
// calendarEvents (the v7 quote carries no ex-dividend date). Yahoo has no IPO calendar: the IPO
// list stays empty with this provider. Every HTTP call keeps within YAHOO_RATE_PER_MINUTE, in two
// lanes: quote polls go ahead of every history, summary or fundamentals call, so a history load
// never delays a poll. A 429 or 5xx is retried (after Retry-After when given, else with a growing
// backoff); a redirect is not followed, and it, a 4xx, a body that is not JSON or an answer slower
// than the timeout fails at once. Missing values (absent, null, "") are normalised like FMP's, and
// prices are put on their exchange's tick (src/shared/tick.ts): Yahoo's closes are float32 values
// (257.3699951171875). The recorded real answers these readers are held to: docs/market-data.md,
// "Recorded answers".
import YahooFinance from "yahoo-finance2";
import type { InsightMarket, RealIndexQuote } from "../../shared/insights";
import type { EarningsTime, IpoEvent, MarketCode } from "../../shared/market";
import { onTick } from "../../shared/tick";
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

/** Quote polls (and other small quote calls) go ahead of everything else ("bulk": daily history,
 * intraday charts, quoteSummary, fundamentals). */
type YahooLane = "quotes" | "bulk";

interface YahooClientOptions {
  /** Where the calls go instead of *.yahoo.com (tests: a local fixture server). */
  baseUrl?: string;
  /** HTTP calls a minute (YAHOO_RATE_PER_MINUTE, default 120); Yahoo publishes no limit. */
  callsPerMinute?: number;
  retries?: number;
  backoffMs?: number;
  /** Milliseconds an HTTP call may take before it is abandoned (default 15 s); a timeout is not retried. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** The clock the rate is kept on (tests); Date.now by default. */
  clock?: () => number;
}

/**
 * One call every `interval` ms at most, shared by both lanes; a waiting quote call takes the next
 * slot before any waiting bulk call, so a queue of history loads delays a quote poll by at most the
 * slot already running. After a wait the slot is due whatever the clock says (an injected sleep in
 * tests stands for the time passing).
 */
class RateGate {
  private next = 0;
  private sleeping = false;
  private readonly waiting: Record<YahooLane, (() => void)[]> = { quotes: [], bulk: [] };

  constructor(
    private readonly interval: number,
    private readonly sleep: (ms: number) => Promise<void>,
    private readonly clock: () => number = Date.now,
  ) {}

  take(lane: YahooLane): Promise<void> {
    return new Promise((resolve) => {
      this.waiting[lane].push(resolve);
      this.pump();
    });
  }

  /** Calls waiting in each lane (for tests and metrics). */
  queued(lane: YahooLane): number {
    return this.waiting[lane].length;
  }

  private pump(): void {
    if (this.sleeping) return;
    for (;;) {
      const queue = this.waiting.quotes.length > 0 ? this.waiting.quotes : this.waiting.bulk;
      if (queue.length === 0) return;
      const now = this.clock();
      if (now < this.next) {
        this.sleeping = true;
        void this.sleep(this.next - now).then(() => {
          this.sleeping = false;
          this.next = 0;
          this.pump();
        });
        return;
      }
      this.next = now + this.interval;
      queue.shift()!();
    }
  }
}

/** The longest Retry-After waited for (seconds); a longer one fails the call at once. */
const MAX_RETRY_AFTER_S = 30;

/** A refused or failed answer: its status, and its Retry-After in seconds when it gave one. */
interface LaneState {
  retryAfter: number | null;
  lastStatus: number;
}

/** yahoo-finance2 with our rate, lanes, retries and (for tests) base URL: one library instance a
 * lane, so a history call queued in the library never holds a quote call back either. */
export class YahooClient {
  private readonly yf: Record<YahooLane, InstanceType<typeof YahooFinance>>;
  readonly gate: RateGate;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly doFetch: typeof fetch;
  private readonly lanes: Record<YahooLane, LaneState> = {
    quotes: { retryAfter: null, lastStatus: 0 },
    bulk: { retryAfter: null, lastStatus: 0 },
  };
  calls = 0;
  /** HTTP calls made per lane. */
  readonly laneCalls: Record<YahooLane, number> = { quotes: 0, bulk: 0 };

  constructor(private readonly options: YahooClientOptions = {}) {
    this.sleep = options.sleep ?? ((ms) => Bun.sleep(ms));
    this.gate = new RateGate(60_000 / (options.callsPerMinute ?? 120), this.sleep, options.clock);
    this.doFetch = options.fetch ?? fetch;
    const make = (lane: YahooLane) =>
      new YahooFinance({
        fetch: ((input: RequestInfo | URL, init?: RequestInit) => this.send(lane, input, init)) as typeof fetch,
        suppressNotices: ["yahooSurvey"],
        versionCheck: false,
        validation: { logErrors: false, logOptionsErrors: false },
        queue: { concurrency: 1 },
      });
    this.yf = { quotes: make("quotes"), bulk: make("bulk") };
  }

  /** Every HTTP call: a rate slot in its lane, the base URL, Retry-After noted. */
  private async send(lane: YahooLane, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    await this.gate.take(lane);
    this.calls++;
    this.laneCalls[lane]++;
    let url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (this.options.baseUrl) {
      const u = new URL(url);
      url = new URL(`${u.pathname}${u.search}`, this.options.baseUrl).href;
    }
    // A redirect is not followed: it would leave the base URL (a consent page, another host);
    // the library handles the one it expects, the crumb handshake's, itself.
    const res = await this.doFetch(url, {
      ...init,
      redirect: "manual",
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const state = this.lanes[lane];
    state.lastStatus = res.status;
    if (res.status === 429 || res.status >= 500) state.retryAfter = num(res.headers.get("retry-after"));
    return res;
  }

  /** Runs one library call, retrying refusals (429), server errors (5xx) and network errors;
   * a timeout, a redirect, a 4xx or a body that is not JSON is a YahooError at once. */
  private async call<T>(what: string, lane: YahooLane, run: () => Promise<T>): Promise<T> {
    const retries = this.options.retries ?? 4;
    const backoffMs = this.options.backoffMs ?? 1000;
    const state = this.lanes[lane];
    for (let attempt = 0; ; attempt++) {
      state.retryAfter = null;
      state.lastStatus = 0;
      let status = 0;
      let retryAfter: number | null = null;
      try {
        return await run();
      } catch (error) {
        // An answer slower than the timeout is not waited for again: the caller (a page, the
        // metal price) gets the error within one timeout, not after every retry's.
        if ((error as Error | null)?.name === "TimeoutError")
          throw new YahooError(`Yahoo ${what} timed out after ${this.options.timeoutMs ?? 15_000} ms`, 0);
        const e = error as { code?: unknown; retryAfter?: unknown };
        // The status of the answer that failed; 0 when none came (a network error). A
        // DOMException's code (20 for an abort) is no HTTP status.
        const code = Number(e.code);
        status = code >= 100 && code < 600 ? code : state.lastStatus;
        retryAfter = num(e.retryAfter) ?? state.retryAfter;
        // Refused for good (4xx), redirected (3xx), or answered with a body that cannot be read
        // (2xx: an HTML page instead of JSON): asking again would get the same.
        if (status && status !== 429 && status < 500)
          throw new YahooError(`Yahoo ${what} answered ${status}${status < 300 ? `: ${error}` : ""}`, status);
        if (attempt >= retries)
          throw new YahooError(`Yahoo ${what} failed after ${attempt + 1} tries: ${error}`, status);
        // A Retry-After past MAX_RETRY_AFTER_S would hold the lane (and every poll queued on it)
        // for as long as the peer says: the call fails now and the next poll asks again.
        if (retryAfter !== null && retryAfter > MAX_RETRY_AFTER_S)
          throw new YahooError(
            `Yahoo ${what} answered ${status || 429} with Retry-After ${retryAfter} s`,
            status || 429,
          );
      }
      const wait = retryAfter !== null ? retryAfter * 1000 : backoffMs * 2 ** attempt * (0.75 + Math.random() * 0.5);
      await this.sleep(wait);
    }
  }

  /** Quotes of up to a hundred symbols, in the quote lane unless said otherwise. A symbol Yahoo
   * does not know is left out of its answer. */
  async quotes(symbols: string[], lane: YahooLane = "quotes"): Promise<Json[]> {
    const rows = await this.call("quote", lane, () =>
      this.yf[lane].quote(symbols, { return: "array" }, { validateResult: false }),
    );
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
    const body = (await this.call("fundamentals-timeseries", "bulk", async () => {
      const res = await this.send("bulk", url);
      if (!res.ok)
        throw Object.assign(new Error(`HTTP ${res.status}`), {
          code: res.status,
          retryAfter: res.headers.get("retry-after"),
        });
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
    const result = await this.call("quoteSummary", "bulk", () =>
      this.yf.bulk.quoteSummary(symbol, { modules: modules as never }, { validateResult: false }),
    );
    return result && typeof result === "object" ? (result as Json) : {};
  }

  /** Daily bars with dividend and split events between two days. */
  async daily(symbol: string, from: string, to: string): Promise<{ bars: Json[]; dividends: Json[]; splits: Json[] }> {
    const result = (await this.call("chart", "bulk", () =>
      this.yf.bulk.chart(
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
    const result = (await this.call("chart", "bulk", () =>
      this.yf.bulk.chart(
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
function earningsTime(ms: number): EarningsTime {
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "2-digit", hourCycle: "h23" }).format(ms),
  );
  return hour < 12 ? "bmo" : hour >= 15 ? "amc" : "unknown";
}

/** What Yahoo says of a symbol's next dates: earnings from the quote, dividends from
 * quoteSummary's calendarEvents (both dates; the v7 quote has the payment date only). */
interface Upcoming {
  earnings: { date: string; time: EarningsTime }[];
  exDividend: string | null;
  payment: string | null;
  dividendRate: number | null;
  dividendYield: number | null;
}

const NO_UPCOMING: Upcoming = {
  earnings: [],
  exDividend: null,
  payment: null,
  dividendRate: null,
  dividendYield: null,
};

/** Earnings dates of a v7 quote: the reported one (earningsTimestamp, an exact time) and the
 * next one (earningsTimestampStart; its time unknown while Yahoo calls it an estimate or gives
 * a window of days). */
function quoteEarnings(q: Json): { date: string; time: EarningsTime }[] {
  const out: { date: string; time: EarningsTime }[] = [];
  const day = (ms: number) => isoDay(localDay(ms, "America/New_York"));
  const reported = epochMs(q.earningsTimestamp);
  if (reported !== null) out.push({ date: day(reported), time: earningsTime(reported) });
  const start = epochMs(q.earningsTimestampStart);
  if (start !== null && !out.some((e) => e.date === day(start))) {
    const end = epochMs(q.earningsTimestampEnd);
    const exact = q.isEarningsDateEstimate !== true && (end === null || day(end) === day(start));
    out.push({ date: day(start), time: exact ? earningsTime(start) : "unknown" });
  }
  return out;
}

/** Calendars from what the quotes, calendarEvents and the daily history told us. */
class YahooCalendars implements CalendarSource {
  readonly upcoming = new Map<string, Upcoming>();
  readonly pastDividends = new Map<string, CalendarDividend[]>();
  readonly pastSplits = new Map<string, CalendarSplit[]>();

  /** Part of a symbol's upcoming dates, the rest kept. */
  note(symbol: string, part: Partial<Upcoming>): void {
    this.upcoming.set(symbol, { ...(this.upcoming.get(symbol) ?? NO_UPCOMING), ...part });
  }

  async earnings(from: string, to: string): Promise<EarningsEvent[]> {
    const out: EarningsEvent[] = [];
    for (const [symbol, u] of this.upcoming)
      for (const e of u.earnings) if (e.date >= from && e.date <= to) out.push({ symbol, ...e });
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
      if (!u.exDividend) continue;
      const paid = this.pastDividends.get(symbol) ?? [];
      const last = paid.at(-1);
      // Paid ones a year back tell how often the company pays; Yahoo gives the annual rate only.
      const perYear = paid.filter((d) => dayFromIso(d.date) > dayFromIso(u.exDividend!) - 366).length || 4;
      const amount = last?.dividend ?? (u.dividendRate !== null ? u.dividendRate / perYear : null);
      if (amount === null || !(amount > 0)) continue;
      add({
        symbol,
        date: u.exDividend,
        recordDate: null,
        paymentDate: u.payment && u.payment >= u.exDividend ? u.payment : null,
        dividend: amount,
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

/** The exchange a symbol's price ticks on: .SR symbols on the Saudi Exchange, the rest in the US. */
function marketOfSymbol(symbol: string): MarketCode {
  return symbol.endsWith(".SR") ? "SA" : "US";
}

/** A price on its exchange's tick; index levels (^…) to the hundredth. */
function tickPrice(price: number, symbol: string): number {
  if (symbol.startsWith("^")) return Math.round(price * 100) / 100;
  return onTick(price, marketOfSymbol(symbol));
}

/** One v7 quote as the screens use it. Prices on the tick; `quoteTime` is the last price's own
 * time (regularMarketTime, epoch ms), `delayMinutes` the exchange's delay as Yahoo states it
 * (exchangeDataDelayedBy: 0 for Nasdaq's real-time price, 15 for the Saudi Exchange); open, high
 * and low are the session's as Yahoo has them (null where it sends none or 0, as for indices). */
interface YahooQuote {
  symbol: string;
  price: number;
  previousClose: number | null;
  open: number | null;
  high: number | null;
  low: number | null;
  volume: number | null;
  /** The day's change in percent as Yahoo states it. */
  changePercent: number | null;
  currency: string | null;
  quoteTime: number | null;
  delayMinutes: number | null;
  /** PRE, REGULAR, POST, CLOSED … as Yahoo says. */
  marketState: string | null;
}

/** A v7 quote row read; null without a symbol or a positive price. */
function parseYahooQuote(q: Json): YahooQuote | null {
  const symbol = str(q.symbol);
  const raw = num(q.regularMarketPrice);
  if (!symbol || raw === null || !(raw > 0)) return null;
  const price = (v: unknown) => {
    const n = num(v);
    return n !== null && n > 0 ? tickPrice(n, symbol) : null;
  };
  const delay = num(q.exchangeDataDelayedBy);
  return {
    symbol,
    price: tickPrice(raw, symbol),
    previousClose: price(q.regularMarketPreviousClose),
    open: price(q.regularMarketOpen),
    high: price(q.regularMarketDayHigh),
    low: price(q.regularMarketDayLow),
    volume: num(q.regularMarketVolume),
    changePercent: num(q.regularMarketChangePercent),
    currency: str(q.currency),
    quoteTime: epochMs(q.regularMarketTime),
    delayMinutes: delay !== null && delay >= 0 ? delay : null,
    marketState: str(q.marketState),
  };
}

interface YahooProviderOptions extends YahooClientOptions {
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
  /** The last quote of every symbol Yahoo answered for (the universe, indices, GC=F …). */
  readonly quotes = new Map<string, YahooQuote>();
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

  /** Quotes of symbols outside the universe (GC=F, SI=F, indices), in the quote lane; each is
   * kept in `quotes` too. A symbol Yahoo does not answer for is missing from the list. */
  async fetchQuotes(symbols: string[]): Promise<YahooQuote[]> {
    const out: YahooQuote[] = [];
    for (const row of await this.client.quotes(symbols)) {
      const q = parseYahooQuote(row);
      if (!q) continue;
      this.quotes.set(q.symbol, q);
      out.push(q);
    }
    return out;
  }

  /** A symbol's last price time and delay, for the labels "delayed 15 min, last price at 14:32". */
  quoteClock(symbol: string): { quoteTime: number | null; delayMinutes: number | null } | null {
    const q = this.quotes.get(symbol);
    return q ? { quoteTime: q.quoteTime, delayMinutes: q.delayMinutes } : null;
  }

  /** A market's latest quote time and its largest stated delay over the universe's quotes. */
  marketClock(market: MarketCode): { quoteTime: number | null; delayMinutes: number | null } {
    let quoteTime: number | null = null;
    let delayMinutes: number | null = null;
    for (const symbol of this.state.symbols) {
      if (marketOfSymbol(symbol) !== market) continue;
      const q = this.quotes.get(symbol);
      if (!q) continue;
      if (q.quoteTime !== null && (quoteTime === null || q.quoteTime > quoteTime)) quoteTime = q.quoteTime;
      if (q.delayMinutes !== null && (delayMinutes === null || q.delayMinutes > delayMinutes))
        delayMinutes = q.delayMinutes;
    }
    return { quoteTime, delayMinutes };
  }

  applyQuote(row: Json): void {
    const s = this.state;
    const symbol = str(row.symbol) ?? "";
    const i = s.index.get(symbol);
    if (i === undefined) return;
    const q = parseYahooQuote(row);
    if (q) {
      this.quotes.set(symbol, q);
      s.price[i] = q.price;
      if (q.previousClose !== null) s.prevClose[i] = q.previousClose;
      else if (!(s.prevClose[i]! > 0)) s.prevClose[i] = q.price;
      if (q.volume !== null) s.volume[i] = q.volume;
      // The session's open, high and low as Yahoo has them; 0 (unknown) lets the server's own
      // observations stand in.
      s.open[i] = q.open ?? 0;
      s.high[i] = q.high !== null ? Math.max(q.high, q.price) : 0;
      s.low[i] = q.low !== null ? Math.min(q.low, q.price) : 0;
      const cap = num(row.marketCap);
      if (cap !== null && cap > 0) s.shares[i] = Math.round(cap / q.price);
      if (!(s.avgVolume30[i]! > 0)) s.avgVolume30[i] = num(row.averageDailyVolume3Month) ?? 0;
      this.fold(i, row);
    }
    const annual = num(row.trailingAnnualDividendRate) ?? num(row.dividendRate);
    if (annual !== null && annual >= 0) s.dividendTTM[i] = annual;
    this.calendars.note(symbol, {
      earnings: quoteEarnings(row),
      dividendRate: num(row.dividendRate) ?? num(row.trailingAnnualDividendRate),
      dividendYield: num(row.dividendYield) ?? num(row.trailingAnnualDividendYield),
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
      const symbol = this.state.symbols[i]!;
      try {
        await this.loadTicker(i, isoDay(today - 400), isoDay(today + 1));
        if (this.pays(i)) await this.loadEvents(symbol);
      } catch (error) {
        log.warn("Yahoo history failed", { symbol, error: String(error) });
      }
    }
  }

  /** Whether a symbol pays dividends, as far as its quote and history tell. */
  private pays(i: number): boolean {
    const u = this.calendars.upcoming.get(this.state.symbols[i]!);
    return this.state.dividendTTM[i]! > 0 || (u?.dividendRate ?? 0) > 0;
  }

  /** The next ex-dividend and payment dates from quoteSummary's calendarEvents (one call). */
  async loadEvents(symbol: string): Promise<void> {
    const summary = await this.client.summary(symbol, ["calendarEvents"]);
    const events = (summary.calendarEvents ?? {}) as Json;
    this.calendars.note(symbol, {
      exDividend: dayOf(raw(events.exDividendDate)),
      payment: dayOf(raw(events.dividendDate)),
    });
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
      .map((b) => ({ ...b, close: tickPrice(b.close, symbol) }))
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    const daily = dailyBaseOf(past);
    if (!daily) return;
    this.bases.set(i, daily.base);
    s.avgVolume30[i] = daily.avgVolume30;
    if (s.price[i]! > 0) this.fold(i);
  }

  /** Real daily bars for the ticker page: the last `count` completed sessions, oldest first, on
   * the exchange's tick, cached per symbol and day like FMP's (a chart call per symbol and day at
   * most). */
  history(symbol: string, count: number): Promise<DailyBar[]> {
    const today = Math.floor(this.options.now() / 86_400_000);
    const key = `${symbol}|${count}|${today}`;
    let pending = this.historyCache.get(key);
    if (!pending) {
      // Calendar days enough for `count` sessions (weekends and holidays included).
      const from = isoDay(today - Math.ceil(count * 1.5) - 10);
      const tick = (x: number) => tickPrice(x, symbol);
      pending = this.client.daily(symbol, from, isoDay(today + 1)).then(({ bars }) =>
        toDailyBars(bars, (b) => dayOf(b.date), isoDay(today), count).map((b) => ({
          ...b,
          o: tick(b.o),
          h: tick(b.h),
          l: tick(b.l),
          c: tick(b.c),
        })),
      );
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
    const code = marketOfSymbol(symbol);
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
    const bars = yahooIntradayBars(rows, session, INTRADAY_INTERVAL_MS[interval], now, code);
    const i = this.state.index.get(symbol);
    // Yahoo's close before the chart's first day; else the quote's, which is this session's
    // previous close only while the session is today's.
    const metaClose = chartPreviousClose(meta);
    const previousClose =
      (metaClose !== null ? tickPrice(metaClose, symbol) : null) ??
      (running && i !== undefined && this.state.prevClose[i]! > 0 ? this.state.prevClose[i]! : (bars[0]?.o ?? 0));
    return { session: { date: isoDay(session.day), open: session.open, close: session.close }, previousClose, bars };
  }

  /** Real index quotes: Yahoo lists ^GSPC, ^IXIC and ^TASI.SR as FMP does; its rows carry
   * regularMarket* fields, mapped to the names parseIndexQuotes reads. */
  async indexQuotes(market: InsightMarket): Promise<RealIndexQuote[]> {
    const wanted = REAL_INDICES[market];
    const quotes = await this.fetchQuotes(wanted.map((x) => x.symbol));
    return parseIndexQuotes(
      quotes.map((q) => ({
        symbol: q.symbol,
        price: q.price,
        previousClose: q.previousClose,
        changePercentage: q.changePercent,
      })),
      wanted,
      "yahoo",
    );
  }

  stop(): void {
    this.stopped = true;
  }
}

// A local stand-in for Yahoo Finance (YAHOO_BASE_URL): Bun.serve on loopback answering every call
// the Yahoo provider makes — the cookie and crumb handshake, the v7 quote batch, the v8 chart
// (daily with dividend and split events, and intraday), quoteSummary modules and the fundamentals
// time series — in the shapes of the recorded real answers in tests/fixtures/yahoo/recorded
// (docs/market-data.md, "Recorded answers"). Each answer is a recorded one with its values changed per symbol (symbol,
// prices, times, events); no field a real answer lacks is added, fields a symbol would not have
// (dividends of a non-payer) are left out. A symbol can instead be answered with recorded answers
// as they are (`recorded`: status, content type and body, whatever period is asked), for contract
// tests that hold the app to Yahoo's own numbers. Faults on demand: a 429 with Retry-After, a 5xx,
// a symbol left out of a batch, a day of null bars, and scripted ones on any path (a 500, a 429,
// a body that is not JSON, a slow answer, a redirect). Run alone for a manual end-to-end run:
//   bun tests/helpers/yahoo-fixture-server.ts [port]   (the universe of market/companies.ts)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildUniverse } from "../../src/server/market/universe";

type Json = Record<string, unknown>;

const RECORDED = join(import.meta.dir, "../fixtures/yahoo/recorded");

/** A recorded answer: its status, headers and body as Yahoo sent them. */
interface Recorded {
  source: string;
  request: { url: string; method: string };
  status: number;
  headers: Record<string, string | string[] | null>;
  body: unknown;
}

const cache = new Map<string, Recorded>();
/** A recorded answer by file name, as a fresh copy to template. */
export function recorded(name: string): Recorded {
  let r = cache.get(name);
  if (!r) {
    r = JSON.parse(readFileSync(join(RECORDED, name), "utf8")) as Recorded;
    cache.set(name, r);
  }
  return structuredClone(r);
}

/** What the stand-in knows of one symbol. Prices are sent as Yahoo sends them: float32 values. */
export interface FixtureSymbol {
  name: string;
  /** Last price; previous close; the session's open, high and low (0 as Yahoo sends for indices). */
  price: number;
  previousClose: number;
  open?: number;
  high?: number;
  low?: number;
  volume?: number;
  marketCap?: number;
  /** Epoch seconds of the last price (regularMarketTime). */
  time: number;
  /** exchangeDataDelayedBy, minutes. */
  delay?: number;
  kind?: "equity" | "index" | "future";
  /** Annual dividend rate; without it the quote carries no dividend fields. */
  dividendRate?: number;
  /** Epoch seconds of the reported and of the next (estimated) earnings. */
  earnings?: number;
  nextEarnings?: [number, number];
  /** quoteSummary calendarEvents: the next ex-dividend and payment dates, epoch seconds. */
  exDividend?: number;
  payment?: number;
  /** Events in the daily chart: dividends and splits at epoch seconds of a session's open. */
  dividends?: { time: number; amount: number }[];
  splits?: { time: number; numerator: number; denominator: number }[];
  /** Whose recorded statements and quoteSummary modules the symbol answers with (AAPL). */
  statementsOf?: "AAPL";
  /** Recorded answers served as they are instead of the templated ones; a call this lacks is
   * answered as for a symbol Yahoo does not know. */
  recorded?: RecordedAnswers;
}

/** Files of tests/fixtures/yahoo/recorded a symbol is answered with, unchanged. */
export interface RecordedAnswers {
  /** A v7 quote answer holding the symbol's row (its row alone goes into a batch's answer). */
  quote?: string;
  /** A v8 chart answer for daily calls (interval 1d), and one for intraday calls. */
  daily?: string;
  intraday?: string;
  /** quoteSummary answers by module (the modules asked for are merged into one result). */
  summary?: Record<string, string>;
  /** Fundamentals time series answers by period type (only the series asked for are kept). */
  timeseries?: { annual?: string; quarterly?: string };
}

/** A scripted fault: the next `times` requests whose path starts with `path` get it. */
export interface ScriptedFault {
  path: string;
  kind: "500" | "429" | "not-json" | "slow" | "redirect";
  times: number;
  /** "slow": how long before the answer (ms). */
  delayMs?: number;
}

export interface YahooFixtureFaults {
  /** Answer the next n v7 quote calls with 429 and this Retry-After (seconds). */
  quote429: number;
  retryAfter: number;
  /** Answer the next n chart calls with 503. */
  chart5xx: number;
  /** Answer the next n quoteSummary / time-series calls with 429 (Retry-After as above). */
  summary429: number;
  /** Symbols left out of every v7 quote answer (as Yahoo leaves out one it does not know). */
  missing: Set<string>;
  /** Per symbol, a day (YYYY-MM-DD) whose daily bar comes as nulls. */
  nullDays: Map<string, string>;
  /** Scripted faults, first match first. A redirect points at /moved + the same path and query
   * on this server, which answers it normally: a client that follows it gets a good answer. */
  scripted: ScriptedFault[];
}

export interface YahooFixture {
  url: string;
  port: number;
  symbols: Map<string, FixtureSymbol>;
  faults: YahooFixtureFaults;
  /** Every request, in order: path and query, when it arrived (epoch ms), and whether the client
   * went away before the answer (a slow answer it gave up on). */
  requests: { url: URL; at: number; aborted: boolean }[];
  stop(): void;
}

const f32 = (x: number) => Math.fround(x);
const DAY_S = 86_400;

/** The session of a day for a symbol: open and close in epoch seconds (winter offsets: New York
 * UTC−5, Riyadh UTC+3; enough for a stand-in), and whether the exchange trades that weekday. */
function session(symbol: string, dayStart: number): { open: number; close: number; trades: boolean } {
  const weekday = new Date(dayStart * 1000).getUTCDay();
  if (symbol.endsWith(".SR")) return { open: dayStart + 7 * 3600, close: dayStart + 12 * 3600, trades: weekday <= 4 };
  return { open: dayStart + 14.5 * 3600, close: dayStart + 21 * 3600, trades: weekday >= 1 && weekday <= 5 };
}

/** A deterministic path ending at the symbol's previous close: k sessions before the last. */
function pathClose(spec: FixtureSymbol, k: number): number {
  return spec.previousClose * (1 - 0.0012 * k + 0.01 * Math.sin(k / 3));
}

/** Values of fields the recorded answer has; a field it lacks is never added. */
function put(row: Json, values: Json): void {
  for (const [key, value] of Object.entries(values)) if (key in row) row[key] = value;
}

function quoteRow(symbol: string, s: FixtureSymbol): Json {
  const kind = s.kind ?? "equity";
  const template =
    kind === "index"
      ? recorded("quote-VXAPL-index.json")
      : kind === "future"
        ? recorded("quote-GC=F.json")
        : recorded("quote-AAPL.json");
  const row = ((template.body as Json).quoteResponse as { result: Json[] }).result[0]!;
  const saudi = symbol.endsWith(".SR");
  const change = s.price - s.previousClose;
  put(row, {
    symbol,
    shortName: s.name,
    longName: s.name,
    displayName: s.name,
    regularMarketPrice: f32(s.price),
    regularMarketPreviousClose: f32(s.previousClose),
    regularMarketChange: f32(change),
    regularMarketChangePercent: f32((change / s.previousClose) * 100),
    regularMarketOpen: f32(s.open ?? 0),
    regularMarketDayHigh: f32(s.high ?? 0),
    regularMarketDayLow: f32(s.low ?? 0),
    regularMarketDayRange: `${s.low ?? 0} - ${s.high ?? 0}`,
    regularMarketVolume: s.volume ?? 0,
    regularMarketTime: s.time,
    exchangeDataDelayedBy: s.delay ?? 0,
  });
  if (kind === "equity") {
    row.marketCap = s.marketCap ?? Math.round(s.price * 1e9);
    if (saudi) {
      put(row, {
        quoteSourceName: "Delayed Quote",
        currency: "SAR",
        financialCurrency: "SAR",
        exchange: "SAU",
        fullExchangeName: "Saudi",
        exchangeTimezoneName: "Asia/Riyadh",
        exchangeTimezoneShortName: "AST",
        gmtOffSetMilliseconds: 10_800_000,
        market: "sr_market",
        hasPrePostMarketData: false,
      });
      for (const key of ["postMarketTime", "postMarketPrice", "postMarketChange", "postMarketChangePercent"])
        delete row[key];
    }
    if (s.dividendRate) {
      row.dividendRate = s.dividendRate;
      row.trailingAnnualDividendRate = s.dividendRate;
      row.dividendYield = Math.round((s.dividendRate / s.price) * 10_000) / 100;
      row.trailingAnnualDividendYield = s.dividendRate / s.price;
      if (s.payment) row.dividendDate = s.payment;
      else delete row.dividendDate;
    } else
      for (const key of [
        "dividendRate",
        "trailingAnnualDividendRate",
        "dividendYield",
        "trailingAnnualDividendYield",
        "dividendDate",
      ])
        delete row[key];
    for (const key of [
      "earningsTimestamp",
      "earningsTimestampStart",
      "earningsTimestampEnd",
      "earningsCallTimestampStart",
      "earningsCallTimestampEnd",
      "isEarningsDateEstimate",
    ])
      delete row[key];
    if (s.earnings) row.earningsTimestamp = s.earnings;
    if (s.nextEarnings) {
      row.earningsTimestampStart = s.nextEarnings[0];
      row.earningsTimestampEnd = s.nextEarnings[1];
      row.isEarningsDateEstimate = true;
    }
  }
  return row;
}

function dailyChart(symbol: string, s: FixtureSymbol, period1: number, period2: number, nullDay: string | null): Json {
  const answer = recorded("chart-AAPL-2020-08-31-to-2020-11-07.json").body as Json;
  const result = (answer.chart as { result: Json[] }).result[0]!;
  const meta = result.meta as Json;
  Object.assign(meta, {
    symbol,
    currency: symbol.endsWith(".SR") ? "SAR" : "USD",
    regularMarketPrice: f32(s.price),
    regularMarketTime: s.time,
    chartPreviousClose: f32(s.previousClose),
    exchangeTimezoneName: symbol.endsWith(".SR") ? "Asia/Riyadh" : "America/New_York",
  });
  meta.longName = s.name;
  meta.shortName = s.name;
  // Sessions from period1 up to the last one before the quote's time, oldest first.
  const days: number[] = [];
  for (let d = Math.floor(period1 / DAY_S) * DAY_S; d < period2; d += DAY_S) {
    const ses = session(symbol, d);
    if (ses.trades && ses.open >= period1 && ses.open < s.time) days.push(ses.open);
  }
  const n = days.length;
  const quote = { open: [] as (number | null)[], high: [] as (number | null)[], low: [] as (number | null)[] };
  const close: (number | null)[] = [];
  const volume: (number | null)[] = [];
  days.forEach((t, j) => {
    const c = pathClose(s, n - 1 - j);
    const isNull = nullDay !== null && new Date(t * 1000).toISOString().slice(0, 10) === nullDay;
    quote.open.push(isNull ? null : f32(c * 0.997));
    quote.high.push(isNull ? null : f32(c * 1.01));
    quote.low.push(isNull ? null : f32(c * 0.99));
    close.push(isNull ? null : f32(c));
    volume.push(isNull ? null : 1_000_000 + j * 1000);
  });
  result.timestamp = days;
  result.indicators = {
    quote: [{ close, open: quote.open, volume, high: quote.high, low: quote.low }],
    adjclose: [{ adjclose: close.slice() }],
  };
  const events: Json = {};
  const inside = (t: number) => t >= period1 && t < period2;
  const dividends = (s.dividends ?? []).filter((d) => inside(d.time));
  const splits = (s.splits ?? []).filter((d) => inside(d.time));
  if (dividends.length)
    events.dividends = Object.fromEntries(dividends.map((d) => [String(d.time), { amount: d.amount, date: d.time }]));
  if (splits.length)
    events.splits = Object.fromEntries(
      splits.map((x) => [
        String(x.time),
        {
          date: x.time,
          numerator: x.numerator,
          denominator: x.denominator,
          splitRatio: `${x.numerator}:${x.denominator}`,
        },
      ]),
    );
  if (Object.keys(events).length) result.events = events;
  else delete result.events;
  if (!n) {
    delete result.timestamp;
    result.indicators = { quote: [{}] };
  }
  return answer;
}

/** Intraday rows of one session in the recorded one-minute answer's shape (regular hours only). */
function intradayChart(symbol: string, s: FixtureSymbol, period1: number, period2: number, stepS: number): Json {
  const answer = recorded("chart-AAPL-1m.json").body as Json;
  const result = (answer.chart as { result: Json[] }).result[0]!;
  Object.assign(result.meta as Json, {
    symbol,
    currency: symbol.endsWith(".SR") ? "SAR" : "USD",
    exchangeTimezoneName: symbol.endsWith(".SR") ? "Asia/Riyadh" : "America/New_York",
    regularMarketPrice: f32(s.price),
    regularMarketTime: s.time,
    chartPreviousClose: f32(s.previousClose),
    previousClose: f32(s.previousClose),
    longName: s.name,
    shortName: s.name,
    dataGranularity: `${stepS / 60}m`,
  });
  const ses = session(symbol, Math.floor(period1 / DAY_S) * DAY_S);
  const stamps: number[] = [];
  for (let t = Math.max(ses.open, period1); t < Math.min(ses.close, period2, s.time + 1); t += stepS) stamps.push(t);
  const n = stamps.length;
  const at = (j: number) => s.previousClose + ((s.price - s.previousClose) * (j + 1)) / Math.max(1, n);
  const close = stamps.map((_, j) => f32(at(j)));
  if (n) {
    result.timestamp = stamps;
    result.indicators = {
      quote: [
        {
          close,
          open: stamps.map((_, j) => f32(j ? at(j - 1) : s.previousClose)),
          high: stamps.map((_, j) => f32(Math.max(at(j), j ? at(j - 1) : s.previousClose) * 1.001)),
          low: stamps.map((_, j) => f32(Math.min(at(j), j ? at(j - 1) : s.previousClose) * 0.999)),
          volume: stamps.map((_, j) => 10_000 + j),
        },
      ],
    };
  }
  return answer;
}

const SUMMARY_FILES: Record<string, string> = {
  financialData: "quoteSummary-financialData-AAPL.json",
  recommendationTrend: "quoteSummary-recommendationTrend-AAPL.json",
  insiderTransactions: "quoteSummary-insiderTransactions-AAPL.json",
  institutionOwnership: "quoteSummary-institutionOwnership-AAPL.json",
  assetProfile: "quoteSummary-assetProfile-AAPL.json",
  price: "quoteSummary-price-AAPL.json",
  summaryDetail: "quoteSummary-summaryDetail-AAPL.json",
};

function summaryModule(module: string, s: FixtureSymbol): Json | null {
  if (module === "calendarEvents") {
    // AAPL's answer for a payer, AMZN's (no dividend dates) otherwise.
    const file = s.exDividend ? "quoteSummary-calendarEvents-AAPL.json" : "quoteSummary-calendarEvents-AMZN.json";
    const events = (
      ((recorded(file).body as Json).quoteSummary as { result: Json[] }).result[0] as { calendarEvents: Json }
    ).calendarEvents;
    if (s.exDividend) {
      events.exDividendDate = s.exDividend;
      if (s.payment) events.dividendDate = s.payment;
      else delete events.dividendDate;
    }
    return events;
  }
  const file = SUMMARY_FILES[module];
  if (!file || s.statementsOf !== "AAPL") return null;
  return (((recorded(file).body as Json).quoteSummary as { result: Json[] }).result[0] as Json)[module] as Json;
}

function timeseries(symbol: string, s: FixtureSymbol | undefined, types: string[]): Json {
  const files = {
    annual: "fundamentalsTimeSeries-AAPL-annual.json",
    quarterly: "fundamentalsTimeSeries-AAPL-quarterly.json",
  };
  const byType = new Map<string, Json>();
  if (s?.statementsOf === "AAPL")
    for (const file of Object.values(files))
      for (const r of ((recorded(file).body as Json).timeseries as { result: Json[] }).result)
        byType.set(((r.meta as Json).type as string[])[0]!, r);
  // Every type asked for is answered; one without data is its meta alone (as quarterlyInterestIncome
  // is in the recorded answer).
  const result = types.map((type) => {
    const r = byType.get(type) ?? { meta: { symbol: [symbol], type: [type] } };
    (r.meta as Json).symbol = [symbol];
    return r;
  });
  return { timeseries: { result, error: null } };
}

/** A recorded answer as Yahoo sent it: status, content type, body. */
function replay(file: string, body: unknown = recorded(file).body): Response {
  const r = recorded(file);
  const type = String(r.headers["content-type"] ?? "application/json;charset=utf-8");
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text, { status: r.status, headers: { "content-type": type } });
}

/** The symbol's row of a recorded v7 quote answer. */
function recordedQuoteRow(file: string, symbol: string): Json | null {
  const rows = ((recorded(file).body as Json).quoteResponse as { result: Json[] }).result;
  return rows.find((r) => r.symbol === symbol) ?? null;
}

/** A recorded time series answer with the series asked for only, as Yahoo answers. */
function recordedTimeseries(file: string, types: string[]): Json {
  const body = recorded(file).body as { timeseries: { result: Json[]; error: unknown } };
  body.timeseries.result = body.timeseries.result.filter((r) =>
    types.includes(((r.meta as Json).type as string[])[0]!),
  );
  return body;
}

const OUTAGE_PAGE =
  "<!doctype html><html><head><title>Yahoo</title></head><body><p>Will be right back…</p></body></html>";

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain;charset=utf-8", ...headers } });
}

/** Starts the stand-in on a free loopback port (or `port`). */
export function startYahooFixture(
  symbols: Record<string, FixtureSymbol> | Map<string, FixtureSymbol>,
  options: { port?: number } = {},
): YahooFixture {
  const known = symbols instanceof Map ? symbols : new Map(Object.entries(symbols));
  const faults: YahooFixtureFaults = {
    quote429: 0,
    retryAfter: 2,
    chart5xx: 0,
    summary429: 0,
    missing: new Set(),
    nullDays: new Map(),
    scripted: [],
  };
  const requests: YahooFixture["requests"] = [];
  const refused = () => text("Too Many Requests\r\n", 429, { "retry-after": String(faults.retryAfter) });
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: options.port ?? 0,
    async fetch(req) {
      let url = new URL(req.url);
      const seen = { url, at: Date.now(), aborted: false };
      requests.push(seen);
      req.signal.addEventListener("abort", () => {
        seen.aborted = true;
      });
      if (url.pathname.startsWith("/moved/")) url = new URL(url.pathname.slice("/moved".length) + url.search, url);
      const fault = faults.scripted.find((f) => f.times > 0 && url.pathname.startsWith(f.path));
      if (fault) {
        fault.times--;
        if (fault.kind === "500") return text("Internal Server Error", 500);
        if (fault.kind === "429") return refused();
        if (fault.kind === "not-json") return new Response(OUTAGE_PAGE, { headers: { "content-type": "text/html" } });
        if (fault.kind === "redirect")
          return new Response(null, { status: 302, headers: { location: `/moved${url.pathname}${url.search}` } });
        // Slow: the answer after the delay, unless the client gives up first.
        await Promise.race([
          Bun.sleep(fault.delayMs ?? 1000),
          new Promise((resolve) => req.signal.addEventListener("abort", resolve)),
        ]);
      }
      const path = decodeURIComponent(url.pathname);
      const json = (body: unknown, status = 200) =>
        Response.json(body, { status, headers: { "content-type": "application/json;charset=utf-8" } });
      // The handshake: the page's cookie (the recorded A3 cookie of the consent flow), then the crumb.
      if (path.startsWith("/quote/")) {
        const consent = recorded("getCrumb-quote-AAPL-copyConsent.json");
        const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
        for (const c of consent.headers["set-cookie"] as string[])
          if (c.startsWith("A3=")) headers.append("set-cookie", c);
        return new Response("<!doctype html><html></html>", { status: 200, headers });
      }
      if (path === "/v1/test/getcrumb") return text(String(recorded("getCrumb-getcrumb.json").body), 200);
      if (path === "/v7/finance/quote") {
        if (faults.quote429 > 0) {
          faults.quote429--;
          return refused();
        }
        const wanted = (url.searchParams.get("symbols") ?? "").split(",").filter(Boolean);
        const result = wanted
          .filter((w) => known.has(w) && !faults.missing.has(w))
          .map((w) => {
            const spec = known.get(w)!;
            if (!spec.recorded) return quoteRow(w, spec);
            return spec.recorded.quote ? recordedQuoteRow(spec.recorded.quote, w) : null;
          })
          .filter((row) => row !== null);
        return json({ quoteResponse: { result, error: null } });
      }
      if (path.startsWith("/v8/finance/chart/")) {
        if (faults.chart5xx > 0) {
          faults.chart5xx--;
          return text("Service Unavailable", 503);
        }
        const symbol = path.slice("/v8/finance/chart/".length);
        const spec = known.get(symbol);
        const interval = url.searchParams.get("interval") ?? "1d";
        const file = interval === "1d" ? spec?.recorded?.daily : spec?.recorded?.intraday;
        if (file) return replay(file);
        if (!spec || spec.recorded)
          return json(
            {
              chart: {
                result: null,
                error: { code: "Not Found", description: "No data found, symbol may be delisted" },
              },
            },
            404,
          );
        const period1 = Number(url.searchParams.get("period1"));
        const period2 = Number(url.searchParams.get("period2") ?? Math.floor(Date.now() / 1000));
        if (interval === "1d")
          return json(dailyChart(symbol, spec, period1, period2, faults.nullDays.get(symbol) ?? null));
        const step = { "1m": 60, "5m": 300, "15m": 900 }[interval] ?? 60;
        return json(intradayChart(symbol, spec, period1, period2, step));
      }
      if (path.startsWith("/v10/finance/quoteSummary/")) {
        if (faults.summary429 > 0) {
          faults.summary429--;
          return refused();
        }
        const symbol = path.slice("/v10/finance/quoteSummary/".length);
        const spec = known.get(symbol);
        if (!spec)
          return json(
            {
              quoteSummary: {
                result: null,
                error: { code: "Not Found", description: `Quote not found for symbol: ${symbol}` },
              },
            },
            404,
          );
        const result: Json = {};
        for (const m of (url.searchParams.get("modules") ?? "").split(",")) {
          const file = spec.recorded?.summary?.[m];
          const value = file
            ? (((recorded(file).body as Json).quoteSummary as { result: Json[] }).result[0]![m] as Json)
            : spec.recorded?.summary
              ? null
              : summaryModule(m, spec);
          if (value) result[m] = value;
        }
        return json({ quoteSummary: { result: [result], error: null } });
      }
      if (path.startsWith("/ws/fundamentals-timeseries/v1/finance/timeseries/")) {
        if (faults.summary429 > 0) {
          faults.summary429--;
          return refused();
        }
        const symbol = path.split("/").pop()!;
        const types = (url.searchParams.get("type") ?? "").split(",").filter(Boolean);
        const spec = known.get(symbol);
        const kind = types[0]?.startsWith("annual") ? "annual" : "quarterly";
        const file = spec?.recorded?.timeseries?.[kind];
        if (file) return replay(file, recordedTimeseries(file, types));
        return json(timeseries(symbol, spec?.recorded ? undefined : spec, types));
      }
      return text("Not Found", 404);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    port: server.port!,
    symbols: known,
    faults,
    requests,
    stop: () => server.stop(true),
  };
}

/** The universe of market/companies.ts (and the indices and GC=F) as fixture symbols, priced from
 * each company's reference price, last price at `time` (epoch seconds). */
export function universeFixture(time: number): Map<string, FixtureSymbol> {
  const out = new Map<string, FixtureSymbol>();
  for (const c of buildUniverse(0)) {
    const prev = c.referencePrice;
    const h = [...c.symbol].reduce((a, ch) => (a * 31 + ch.charCodeAt(0)) >>> 0, 7);
    const move = ((h % 1000) / 1000 - 0.45) * 0.06;
    const saudi = c.symbol.endsWith(".SR");
    out.set(c.symbol, {
      name: c.name,
      price: prev * (1 + move),
      previousClose: prev,
      open: prev * (1 + move / 3),
      high: prev * (1 + Math.max(move, 0) + 0.004),
      low: prev * (1 + Math.min(move, 0) - 0.004),
      volume: c.avgVolume,
      marketCap: prev * c.sharesOutstanding,
      time,
      delay: saudi ? 15 : 0,
      ...(c.annualDividend > 0
        ? { dividendRate: c.annualDividend, exDividend: time + 10 * DAY_S, payment: time + 24 * DAY_S }
        : {}),
      earnings: time + ((h % 20) + 1) * DAY_S,
      statementsOf: "AAPL",
    });
  }
  // A past split, as Yahoo's history carries one: NVDA's 10-for-1 on a session of this year
  // (a week back, else the year's first session; none before it), so the splits calendar of a
  // manual or end-to-end run has a row.
  const nvda = out.get("NVDA");
  const yearStart = Date.UTC(new Date(time * 1000).getUTCFullYear(), 0, 1) / 1000;
  const firstWeek = [0, 1, 2, 3, 4, 5, 6].map((k) => yearStart + k * DAY_S);
  for (const day of [Math.floor(time / DAY_S) * DAY_S - 7 * DAY_S, ...firstWeek]) {
    const ses = session("NVDA", day);
    if (!nvda || day < yearStart || !ses.trades || ses.open >= time) continue;
    nvda.splits = [{ time: ses.open, numerator: 10, denominator: 1 }];
    break;
  }
  const index = (name: string, price: number, prev: number, delay: number): FixtureSymbol => ({
    name,
    price,
    previousClose: prev,
    time,
    delay,
    kind: "index",
  });
  out.set("^GSPC", index("S&P 500", 6050.25, 6012.1, 0));
  out.set("^IXIC", index("NASDAQ Composite", 19630.2, 19500.75, 0));
  out.set("^TASI.SR", index("Tadawul All Share", 11020.4, 10990.15, 15));
  out.set("GC=F", { name: "Gold", price: 4210.3, previousClose: 4195.2, time, delay: 10, kind: "future" });
  out.set("SI=F", { name: "Silver", price: 52.4, previousClose: 51.9, time, delay: 10, kind: "future" });
  return out;
}

if (import.meta.main) {
  const port = Number(process.argv[2] ?? 5141);
  const fixture = startYahooFixture(universeFixture(Math.floor(Date.now() / 1000) - 60), { port });
  console.log(`Yahoo stand-in with ${fixture.symbols.size} symbols on ${fixture.url}`);
}

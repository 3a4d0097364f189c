// The partner screener's engine (docs/architecture.md, Screener): a columnar in-memory scan over
// the market state. Each field is one Float64Array (set fields a Uint8Array of codes), so a
// filter is a tight loop over the surviving indices and a sort keeps only the page's top k in a
// heap. Live columns are derived from the state once per version and field, when first asked
// for; the fields that need past sessions (1W/1M/YTD/1Y returns, SMA 20, 52-week range, beta,
// volatility) are computed once per session from the same daily bars the ticker view charts.
// The Shariah columns are built once per session too, and only when a screen first uses one:
// each ticker's figures at hand and its month-end market caps; the ratios and the status are
// then worked out per state version with the live market cap, by the rules of
// src/shared/shariah.ts, so they agree with the ticker page's Shariah screen.

import {
  fieldDef,
  isSetFilter,
  PAYOUT_FREQUENCIES,
  rowFields,
  SCREEN_EXCHANGES,
  SCREEN_PAGE_SIZE,
  SCREEN_SECTORS,
  type ScreenField,
  type ScreenMarket,
  type ScreenQuery,
  type ScreenResult,
  type ScreenRow,
  type SetFieldDef,
} from "../../shared/screener";
import {
  businessCompliant,
  MARKET_CAP_MONTHS,
  monthEndCloses,
  ratioPercent,
  SHARIAH_SESSIONS,
  SHARIAH_STATUSES,
  type ShariahFigures,
  shariahStatus,
} from "../../shared/shariah";
import { RANGE_SESSIONS } from "../../shared/ticker";
import { log } from "../log";
import type { MarketState } from "../market/state";
import { SECTORS } from "../market/universe";
import type { TickerBook } from "../ticker/book";

/** Sessions of bars read per ticker: a year (252) and the few before it for YTD early in January. */
const BARS = 262;
/** Tickers per slice of the per-session build before yielding to requests. */
const SLICE = 500;

/** The per-session columns, from the daily bars before today. */
interface Statics {
  key: string;
  close5: Float64Array;
  close21: Float64Array;
  close252: Float64Array;
  closeYtd: Float64Array;
  sum19: Float64Array;
  high: Float64Array;
  low: Float64Array;
  beta: Float64Array;
  volatility: Float64Array;
}

function emptyStatics(n: number, key: string): Statics {
  const f = () => new Float64Array(n).fill(Number.NaN);
  return {
    key,
    close5: f(),
    close21: f(),
    close252: f(),
    closeYtd: f(),
    sum19: f(),
    high: f(),
    low: f(),
    beta: f(),
    volatility: f(),
  };
}

type SetField = "sector" | "exchange" | "payoutFrequency";

/** A ticker's Shariah figures already at hand, or null (src/server/fundamentals/book.ts). */
export type ShariahFiguresOf = (i: number) => ShariahFigures | null;

/** The Shariah screen's per-session columns (NaN where a figure is unknown). */
interface ShariahStatics {
  key: string;
  /** 1 where the business activity is permissible. */
  business: Uint8Array;
  debt: Float64Array;
  deposits: Float64Array;
  receivables: Float64Array;
  nonPermissibleIncome: Float64Array;
  totalIncome: Float64Array;
  /** Sum and count of the last 35 month-end market caps: the live one makes the 36th. */
  capSum: Float64Array;
  capCount: Float64Array;
}

/** Alphabetical rank of each Shariah status code, for sorting by status (as the set fields sort). */
const STATUS_RANK = SHARIAH_STATUSES.map((status) => [...SHARIAH_STATUSES].sort().indexOf(status));

/** The Shariah columns of one state version: the ratios in percent and the status codes. */
interface ShariahLive {
  version: number;
  status: Uint8Array;
  statusRank: Float64Array;
  debt: Float64Array;
  deposits: Float64Array;
  income: Float64Array;
  receivables: Float64Array;
}

/** A screen's matches and columns at one state version, for the CSV export (exportSnapshot). */
export interface ExportSnapshot {
  /** The matching tickers' indices, unsorted. */
  hits: Int32Array;
  /** The sort field's column (NaN when unknown: sorted last) and its direction. */
  sortColumn: Float64Array;
  descending: boolean;
  /** Each ticker's place in symbol order, which breaks ties (fixed for the universe). */
  symbolRank: Int32Array;
  /** Per field asked for: its column (NaN when unknown, unrounded), or its set codes (255 when unknown). */
  columns: (Float64Array | Uint8Array)[];
}

export class ScreenEngine {
  private readonly n: number;
  private readonly markets: Record<ScreenMarket, Int32Array>;
  /** Position of each symbol in sorted order: ties break on it without comparing strings. */
  private readonly symbolRank: Int32Array;
  private readonly codes: Record<SetField, Uint8Array>;
  /** Alphabetical rank of each set field's values, for sorting by them. */
  private readonly setRank: Record<SetField, Float64Array>;
  private readonly live = new Map<ScreenField, { version: number; column: Float64Array }>();
  private statics: Statics;
  private building: Promise<void> | null = null;
  private shariahStatics: ShariahStatics | null = null;
  private shariahBuilding: Promise<void> | null = null;
  private shariahLiveColumns: ShariahLive | null = null;
  private keyVersion = -1;
  private key = "";
  /** Reused between runs: the surviving indices and the sort keys. */
  private readonly scratch: Int32Array;
  private readonly sortKeys: Float64Array;

  constructor(
    readonly state: MarketState,
    private readonly tickers: TickerBook,
    /** Whether daily bars are at hand without a network call (the simulated market). */
    private readonly barsAtHand: boolean,
  ) {
    const s = state;
    const n = s.n;
    this.n = n;
    const us: number[] = [];
    const sa: number[] = [];
    for (let i = 0; i < n; i++) (s.companies[i]!.currency === "SAR" ? sa : us).push(i);
    this.markets = { US: Int32Array.from(us), SA: Int32Array.from(sa) };
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) =>
      s.symbols[a]! < s.symbols[b]! ? -1 : s.symbols[a]! > s.symbols[b]! ? 1 : 0,
    );
    this.symbolRank = new Int32Array(n);
    order.forEach((i, rank) => {
      this.symbolRank[i] = rank;
    });
    const code = (values: readonly string[], of: (i: number) => string) =>
      Uint8Array.from({ length: n }, (_, i) => {
        const k = values.indexOf(of(i));
        return k < 0 ? 255 : k;
      });
    this.codes = {
      sector: code(SCREEN_SECTORS, (i) => SECTORS[s.companies[i]!.sector]),
      exchange: code(SCREEN_EXCHANGES, (i) => s.companies[i]!.exchange),
      payoutFrequency: code(PAYOUT_FREQUENCIES, (i) => String(s.companies[i]!.payoutsPerYear)),
    };
    const rank = (field: SetField) => {
      const values = (fieldDef(field) as SetFieldDef).values;
      const sorted = [...values].sort();
      const byCode = values.map((v) => sorted.indexOf(v));
      return Float64Array.from(this.codes[field], (c) => (c === 255 ? Number.NaN : byCode[c]!));
    };
    this.setRank = { sector: rank("sector"), exchange: rank("exchange"), payoutFrequency: rank("payoutFrequency") };
    this.statics = emptyStatics(n, "");
    this.scratch = new Int32Array(n);
    this.sortKeys = new Float64Array(n);
  }

  /** Identifies a session: both markets' session days and the previous closes (they roll at a close). */
  private sessionKey(): string {
    const s = this.state;
    if (s.version === this.keyVersion) return this.key;
    let sum = 0;
    for (let i = 0; i < this.n; i++) sum += s.prevClose[i]!;
    const us = this.markets.US[0];
    const sa = this.markets.SA[0];
    this.key = `${us === undefined ? "" : this.tickers.session(us)}|${sa === undefined ? "" : this.tickers.session(sa)}|${sum}`;
    this.keyVersion = s.version;
    return this.key;
  }

  /**
   * Resolves once the per-session columns belong to the current session. The first build is
   * awaited; later ones run in slices in the background while the previous session's serve.
   */
  async ready(): Promise<void> {
    const key = this.sessionKey();
    if (this.statics.key === key) return;
    if (!this.building) {
      this.building = this.build(key).finally(() => {
        this.building = null;
      });
    }
    if (this.statics.key === "") await this.building;
  }

  private async build(key: string): Promise<void> {
    const next = emptyStatics(this.n, key);
    if (!this.barsAtHand) {
      this.statics = next;
      return;
    }
    const started = performance.now();
    const s = this.state;
    const yearRange = RANGE_SESSIONS["1Y"] - 1;
    // The market's daily returns (cap-weighted over the real companies), for beta.
    const marketReturns = { US: new Float64Array(BARS - 1), SA: new Float64Array(BARS - 1) };
    const weights = { US: 0, SA: 0 };
    for (let i = 0; i < this.n; i++) {
      const c = s.companies[i]!;
      if (c.synthetic) continue;
      const bars = await this.tickers.bars(i, BARS);
      if (bars.length < BARS) continue;
      const m: ScreenMarket = c.currency === "SAR" ? "SA" : "US";
      const w = s.prevClose[i]! * s.shares[i]!;
      weights[m] += w;
      for (let t = 1; t < BARS; t++) marketReturns[m][t - 1]! += w * (bars[t]!.c / bars[t - 1]!.c - 1);
    }
    for (const m of ["US", "SA"] as const)
      if (weights[m] > 0) for (let t = 0; t < BARS - 1; t++) marketReturns[m][t]! /= weights[m];
    const year = new Date(this.tickers.session(0) * 86_400_000).getUTCFullYear();
    const yearStart = `${year}-01-01`;
    for (let i = 0; i < this.n; i++) {
      if (i % SLICE === SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
      const bars = await this.tickers.bars(i, BARS);
      const len = bars.length;
      if (len < 21) continue;
      const close = (k: number) => (len >= k ? bars[len - k]!.c : Number.NaN);
      next.close5[i] = close(5);
      next.close21[i] = close(21);
      next.close252[i] = close(252);
      let ytd = Number.NaN;
      for (let t = len - 1; t >= 0; t--) {
        if (bars[t]!.t < yearStart) {
          ytd = bars[t]!.c;
          break;
        }
      }
      next.closeYtd[i] = ytd;
      let sum19 = 0;
      for (let k = 1; k <= 19; k++) sum19 += close(k);
      next.sum19[i] = sum19;
      let high = 0;
      let low = Number.POSITIVE_INFINITY;
      for (let t = Math.max(0, len - yearRange); t < len; t++) {
        if (bars[t]!.h > high) high = bars[t]!.h;
        if (bars[t]!.l < low) low = bars[t]!.l;
      }
      next.high[i] = high;
      next.low[i] = low;
      // Volatility: the annualised standard deviation of a year of daily log returns; beta: the
      // slope of the ticker's daily returns on its market's.
      const mr = marketReturns[s.companies[i]!.currency === "SAR" ? "SA" : "US"];
      const from = Math.max(1, len - 252);
      let count = 0;
      let sx = 0;
      let sxx = 0;
      let sm = 0;
      let smm = 0;
      let sxm = 0;
      for (let t = from; t < len; t++) {
        const x = Math.log(bars[t]!.c / bars[t - 1]!.c);
        const r = bars[t]!.c / bars[t - 1]!.c - 1;
        const m = mr[t - 1 - (len - BARS)] ?? 0;
        count++;
        sx += x;
        sxx += x * x;
        sm += m;
        smm += m * m;
        sxm += r * m;
      }
      const variance = (sxx - (sx * sx) / count) / Math.max(1, count - 1);
      next.volatility[i] = Math.sqrt(Math.max(0, variance) * 252) * 100;
      const mVar = smm - (sm * sm) / count;
      next.beta[i] = mVar > 0 ? (sxm - (sx * sm) / count) / mVar : Number.NaN;
    }
    this.statics = next;
    this.live.clear();
    log.info("screener columns built", { tickers: this.n, ms: Math.round(performance.now() - started) });
  }

  /**
   * Resolves once the Shariah columns belong to the current session: built on first use from
   * `figuresOf`, in slices; later sessions' builds run in the background like ready()'s.
   */
  async shariahReady(figuresOf: ShariahFiguresOf): Promise<void> {
    const key = this.sessionKey();
    if (this.shariahStatics?.key === key) return;
    if (!this.shariahBuilding) {
      this.shariahBuilding = this.buildShariah(key, figuresOf).finally(() => {
        this.shariahBuilding = null;
      });
    }
    if (!this.shariahStatics) await this.shariahBuilding;
  }

  private async buildShariah(key: string, figuresOf: ShariahFiguresOf): Promise<void> {
    const started = performance.now();
    const n = this.n;
    const f = () => new Float64Array(n).fill(Number.NaN);
    const next: ShariahStatics = {
      key,
      business: new Uint8Array(n).fill(1),
      debt: f(),
      deposits: f(),
      receivables: f(),
      nonPermissibleIncome: f(),
      totalIncome: f(),
      capSum: new Float64Array(n),
      capCount: new Float64Array(n),
    };
    const known = (x: number | null) => (x === null ? Number.NaN : x);
    for (let i = 0; i < n; i++) {
      if (i % SLICE === SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0));
      const figures = figuresOf(i);
      if (figures) {
        next.business[i] = businessCompliant(figures.industry) ? 1 : 0;
        next.debt[i] = known(figures.debt);
        next.deposits[i] = known(figures.deposits);
        next.receivables[i] = known(figures.receivables);
        next.nonPermissibleIncome[i] = known(figures.nonPermissibleIncome);
        next.totalIncome[i] = known(figures.totalIncome);
      }
      // Without bars at hand (a real provider) the average is today's market cap alone.
      if (!this.barsAtHand) continue;
      const shares = this.state.shares[i]!;
      const caps = monthEndCloses(await this.tickers.bars(i, SHARIAH_SESSIONS))
        .map((close) => close * shares)
        .filter((cap) => Number.isFinite(cap) && cap > 0)
        .slice(-(MARKET_CAP_MONTHS - 1));
      // Summed oldest first, as averageMarketCap does, so both screens get the same number.
      let sum = 0;
      for (const cap of caps) sum += cap;
      next.capSum[i] = sum;
      next.capCount[i] = caps.length;
    }
    this.shariahStatics = next;
    this.shariahLiveColumns = null;
    this.live.clear();
    log.info("screener Shariah columns built", { tickers: n, ms: Math.round(performance.now() - started) });
  }

  /** The Shariah ratios and status of the current state version (all NaN/unknown before a build). */
  private shariahLive(): ShariahLive {
    const s = this.state;
    const hit = this.shariahLiveColumns;
    if (hit && hit.version === s.version) return hit;
    const n = this.n;
    const out: ShariahLive = hit ?? {
      version: -1,
      status: new Uint8Array(n),
      statusRank: new Float64Array(n),
      debt: new Float64Array(n),
      deposits: new Float64Array(n),
      income: new Float64Array(n),
      receivables: new Float64Array(n),
    };
    const st = this.shariahStatics;
    const unknown = SHARIAH_STATUSES.indexOf("unknown");
    const figure = (x: number) => (Number.isNaN(x) ? null : x);
    for (let i = 0; i < n; i++) {
      if (!st) {
        out.status[i] = unknown;
        out.debt[i] = out.deposits[i] = out.income[i] = out.receivables[i] = Number.NaN;
      } else {
        // The live market cap completes the month-end average (src/shared/shariah.ts).
        const cap = s.price[i]! * s.shares[i]!;
        const average = cap > 0 ? (st.capSum[i]! + cap) / (st.capCount[i]! + 1) : Number.NaN;
        out.debt[i] = ratioPercent(figure(st.debt[i]!), average);
        out.deposits[i] = ratioPercent(figure(st.deposits[i]!), average);
        out.receivables[i] = ratioPercent(figure(st.receivables[i]!), average);
        out.income[i] = ratioPercent(figure(st.nonPermissibleIncome[i]!), figure(st.totalIncome[i]!));
        out.status[i] = SHARIAH_STATUSES.indexOf(
          shariahStatus(st.business[i] === 1, {
            debt: out.debt[i]!,
            deposits: out.deposits[i]!,
            income: out.income[i]!,
          }),
        );
      }
      out.statusRank[i] = STATUS_RANK[out.status[i]!]!;
    }
    out.version = s.version;
    this.shariahLiveColumns = out;
    return out;
  }

  /** The codes of a set field: fixed for the company fields, per version for the Shariah status. */
  private setCodes(field: ScreenField): Uint8Array {
    return field === "shariahStatus" ? this.shariahLive().status : this.codes[field as SetField];
  }

  /** One field's column for the current state version (computed on first use). */
  column(field: ScreenField): Float64Array {
    const s = this.state;
    const hit = this.live.get(field);
    if (hit && hit.version === s.version) return hit.column;
    const column = hit?.column ?? new Float64Array(this.n);
    this.fill(field, column, s);
    this.live.set(field, { version: s.version, column });
    return column;
  }

  private fill(field: ScreenField, out: Float64Array, s: MarketState): void {
    const n = this.n;
    const st = this.statics;
    const p = s.price;
    const pct = (a: number, b: number) => (b > 0 ? (a / b - 1) * 100 : Number.NaN);
    const each = (f: (i: number) => number) => {
      for (let i = 0; i < n; i++) out[i] = f(i);
    };
    const positive = (x: number) => (x > 0 ? x : Number.NaN);
    switch (field) {
      case "price":
        out.set(p);
        return;
      case "change1d":
        each((i) => pct(p[i]!, s.prevClose[i]!));
        return;
      case "change":
        each((i) => p[i]! - s.prevClose[i]!);
        return;
      case "change1w":
        each((i) => pct(p[i]!, st.close5[i]!));
        return;
      case "change1m":
        each((i) => pct(p[i]!, st.close21[i]!));
        return;
      case "change3m":
        out.set(s.return3m);
        return;
      case "changeYtd":
        each((i) => pct(p[i]!, st.closeYtd[i]!));
        return;
      case "change1y":
        each((i) => pct(p[i]!, st.close252[i]!));
        return;
      case "volume":
        out.set(s.volume);
        return;
      case "avgVolume30":
        out.set(s.avgVolume30);
        return;
      case "relVolume":
        each((i) => s.relativeVolume(i));
        return;
      case "tradedValue":
        each((i) => p[i]! * s.volume[i]!);
        return;
      case "marketCap":
        each((i) => p[i]! * s.shares[i]!);
        return;
      case "shares":
        out.set(s.shares);
        return;
      case "dividendYield":
        each((i) => s.dividendYield(i));
        return;
      case "dividendTTM":
        out.set(s.dividendTTM);
        return;
      case "rsi14":
        out.set(s.rsi14);
        return;
      case "sma20":
        each((i) => (st.sum19[i]! + p[i]!) / 20);
        return;
      case "sma50":
        each((i) => positive(s.sma50[i]!));
        return;
      case "sma200":
        each((i) => positive(s.sma200[i]!));
        return;
      case "distSma20":
        each((i) => pct(p[i]!, (st.sum19[i]! + p[i]!) / 20));
        return;
      case "distSma50":
        each((i) => pct(p[i]!, s.sma50[i]!));
        return;
      case "distSma200":
        each((i) => pct(p[i]!, s.sma200[i]!));
        return;
      case "sma50Over200":
        each((i) => pct(s.sma50[i]!, s.sma200[i]!));
        return;
      case "high52":
        each((i) => Math.max(st.high[i]!, this.tickers.dayRange(i).high));
        return;
      case "low52":
        each((i) => Math.min(st.low[i]!, this.tickers.dayRange(i).low));
        return;
      case "distHigh52":
        each((i) => pct(p[i]!, Math.max(st.high[i]!, this.tickers.dayRange(i).high)));
        return;
      case "distLow52":
        each((i) => pct(p[i]!, Math.min(st.low[i]!, this.tickers.dayRange(i).low)));
        return;
      case "beta":
        out.set(st.beta);
        return;
      case "volatility":
        out.set(st.volatility);
        return;
      case "gap":
        each((i) => pct(this.tickers.dayOpen(i), s.prevClose[i]!));
        return;
      case "open":
        each((i) => this.tickers.dayOpen(i));
        return;
      case "prevClose":
        out.set(s.prevClose);
        return;
      case "sector":
      case "exchange":
      case "payoutFrequency":
        out.set(this.setRank[field]);
        return;
      case "shariahStatus":
        out.set(this.shariahLive().statusRank);
        return;
      case "shariahDebt":
        out.set(this.shariahLive().debt);
        return;
      case "shariahDeposits":
        out.set(this.shariahLive().deposits);
        return;
      case "shariahIncome":
        out.set(this.shariahLive().income);
        return;
      case "shariahReceivables":
        out.set(this.shariahLive().receivables);
        return;
    }
  }

  /** Indices of the tickers of `market` that pass every filter (a view of a reused buffer). */
  match(query: Pick<ScreenQuery, "market" | "filters">): Int32Array {
    const base = this.markets[query.market];
    const hits = this.scratch;
    hits.set(base);
    let count = base.length;
    for (const f of query.filters) {
      let kept = 0;
      if (isSetFilter(f)) {
        const codes = this.setCodes(f.field);
        const values = (fieldDef(f.field) as SetFieldDef).values;
        const allowed = new Uint8Array(256);
        for (const v of f.in) allowed[values.indexOf(v)] = 1;
        for (let j = 0; j < count; j++) {
          const i = hits[j]!;
          if (allowed[codes[i]!]) hits[kept++] = i;
        }
      } else {
        const column = this.column(f.field);
        const min = f.min ?? Number.NEGATIVE_INFINITY;
        const max = f.max ?? Number.POSITIVE_INFINITY;
        // NaN (unknown) fails both comparisons, so it never passes a range.
        for (let j = 0; j < count; j++) {
          const i = hits[j]!;
          const v = column[i]!;
          if (v >= min && v <= max) hits[kept++] = i;
        }
      }
      count = kept;
    }
    return hits.subarray(0, count);
  }

  /** The first `k` of `hits` in the sort's order (unknown values last, ties by symbol). */
  order(hits: Int32Array, sort: ScreenQuery["sort"], k = hits.length): Int32Array {
    const column = this.column(sort.field);
    const keys = this.sortKeys;
    const sign = sort.dir === "desc" ? -1 : 1;
    for (let j = 0; j < hits.length; j++) {
      const i = hits[j]!;
      const v = column[i]!;
      keys[i] = Number.isNaN(v) ? Number.POSITIVE_INFINITY : sign * v;
    }
    const rank = this.symbolRank;
    const before = (a: number, b: number) => keys[a]! < keys[b]! || (keys[a] === keys[b] && rank[a]! < rank[b]!);
    const take = Math.min(k, hits.length);
    if (take * 8 >= hits.length) {
      return Int32Array.from(hits)
        .sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0))
        .subarray(0, take);
    }
    // A heap of the best `take` so far, the worst on top: O(n log k) for one page of many.
    const heap = new Int32Array(take);
    let size = 0;
    const siftDown = (at: number) => {
      for (;;) {
        const l = 2 * at + 1;
        const r = l + 1;
        let worst = at;
        if (l < size && before(heap[worst]!, heap[l]!)) worst = l;
        if (r < size && before(heap[worst]!, heap[r]!)) worst = r;
        if (worst === at) return;
        const t = heap[at]!;
        heap[at] = heap[worst]!;
        heap[worst] = t;
        at = worst;
      }
    };
    for (let j = 0; j < hits.length; j++) {
      const i = hits[j]!;
      if (size < take) {
        let at = size++;
        heap[at] = i;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if (!before(heap[parent]!, heap[at]!)) break;
          const t = heap[at]!;
          heap[at] = heap[parent]!;
          heap[parent] = t;
          at = parent;
        }
      } else if (before(i, heap[0]!)) {
        heap[0] = i;
        siftDown(0);
      }
    }
    return heap.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }

  /** One page of a screen. */
  run(query: ScreenQuery, page: number): ScreenResult {
    const hits = this.match(query);
    const total = hits.length;
    const start = (page - 1) * SCREEN_PAGE_SIZE;
    const top = start < total ? this.order(hits, query.sort, start + SCREEN_PAGE_SIZE) : new Int32Array(0);
    const fields = rowFields(query);
    const rows: ScreenRow[] = [];
    for (let j = start; j < top.length; j++) rows.push(this.row(top[j]!, fields));
    return {
      rows,
      totalTickers: total,
      totalPages: Math.ceil(total / SCREEN_PAGE_SIZE),
      pageSize: SCREEN_PAGE_SIZE,
      currentPage: page,
    };
  }

  /** Every matching ticker in order (the CSV export). */
  all(query: ScreenQuery): number[] {
    return Array.from(this.order(this.match(query), query.sort));
  }

  /**
   * What a CSV export needs of the current state version, copied so that the export can be
   * sorted and written in slices while the market ticks (src/server/screener/csv-export.ts):
   * the matching tickers, and whole columns copied as they are (a memory copy each, so this
   * stays a few milliseconds at 70,000 tickers; the per-match work is left to the slices).
   */
  exportSnapshot(query: ScreenQuery, fields: readonly ScreenField[]): ExportSnapshot {
    return {
      hits: this.match(query).slice(),
      sortColumn: this.column(query.sort.field).slice(),
      descending: query.sort.dir === "desc",
      symbolRank: this.symbolRank,
      columns: fields.map((field) =>
        fieldDef(field).kind === "set" ? this.setCodes(field).slice() : this.column(field).slice(),
      ),
    };
  }

  /** The value of one field for one ticker, rounded as the registry says (null when unknown). */
  value(i: number, field: ScreenField): number | string | null {
    const def = fieldDef(field);
    if (def.kind === "set") {
      const code = this.setCodes(field)[i]!;
      return code === 255 ? null : def.values[code]!;
    }
    const v = this.column(field)[i]!;
    if (!Number.isFinite(v)) return null;
    const f = 10 ** def.digits;
    return Math.round(v * f) / f;
  }

  row(i: number, fields: readonly ScreenField[]): ScreenRow {
    const c = this.state.companies[i]!;
    const row: ScreenRow = { symbol: c.symbol, name: c.name, ...(c.nameAr ? { nameAr: c.nameAr } : {}) };
    for (const field of fields) row[field] = this.value(i, field);
    return row;
  }
}

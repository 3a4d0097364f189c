// The insights folder: the partner portal's views over the whole market (indices, sectors,
// rankings, moving-average crosses), built from the market state and daily bars but kept apart
// from the engine that moves them.
//
// This file: market insights for the partner portal (docs/architecture.md, "Partner insights"): per market
// (US, SA) a market-cap-weighted index of its largest companies, for the US one of its NASDAQ
// listings, and one per sector with their daily history, sector performance, live rankings, sector weights, heatmap tiles, and this
// week's moving-average crosses. Daily closes come from the ticker book (the provider's real
// bars, or the simulated ones of market/history.ts); they are read once a session per market, in
// chunks that yield to the event loop, and kept. Live figures fold the current prices in.
import {
  type Changes,
  type ComputedIndex,
  type CrossEvent,
  type CrossKind,
  type HeatmapResponse,
  type HeatmapTile,
  type IndexKey,
  type IndicesResponse,
  type InsightMarket,
  isSectorKey,
  NASDAQ_INDEX_BASE,
  PERIODS,
  type PerformanceResponse,
  type Period,
  RANKING_SIZE,
  type RankingResponse,
  type RankingRow,
  type SectorKey,
  type SectorsResponse,
} from "../../shared/insights";
import { CALENDAR_SESSIONS, isoDate, isTradingDay, marketDay } from "../market/history";
import { type MarketState, round, roundPrice } from "../market/state";
import type { MarketProvider } from "../providers/provider";
import type { TickerBook } from "../ticker/book";
import {
  type Cross,
  chainedIndex,
  crossesBetween,
  detectCrosses,
  INDEX_BASE,
  INDEX_BASE_DATE,
  type LiveBase,
  largest,
  liveBase,
  livePoint,
  MARKET_INDEX_BASE,
  pct,
} from "./arithmetic";

/** Companies in each market's index and heatmap: the largest by market cap (as the S&P 500
 * counts 500); every listing when the market has fewer (the Saudi market). */
const CONSTITUENTS = 500;
/** Candidates of a market index, read back to the base date: the largest by today's cap. */
const CONSTITUENT_POOL = 2 * CONSTITUENTS;
/** Companies whose moving averages are watched for crosses: the largest of each market. */
export const CROSS_WATCH = 5000;
/** Completed sessions read per ticker: a year (252) and room for the year-to-date base. */
export const HISTORY_SESSIONS = 262;
/** Sessions back per period (1D is the previous close; YTD the last close of last year). */
const PERIOD_SESSIONS: Record<Exclude<Period, "YTD">, number> = {
  "1D": 1,
  "1W": 5,
  "1M": 21,
  "3M": 63,
  "1Y": 252,
};
const CHUNK = 200;

interface MarketHistory {
  /** Completed sessions, oldest first. */
  dates: string[];
  /** Constituents (state indices) and their aligned closes. */
  members: number[];
  closes: Float64Array[];
  /** Index of the last close of the previous year in `dates`, or -1. */
  ytdBase: number;
  /** The market index first, then (US) the NASDAQ listings' one, then the sectors, with their
   * divisors. */
  indices: { key: IndexKey; members: number[]; levels: Float64Array; divisor: number }[];
  crosses: CrossEvent[];
  /** What today's live crosses need of each watched ticker. */
  watch: LiveBase[];
}

export class InsightsBook {
  private readonly histories = new Map<string, Promise<MarketHistory>>();
  private rankingCache: { version: number; market: InsightMarket; body: RankingResponse } | null = null;
  private realCache = new Map<InsightMarket, { at: number; quotes: Promise<IndicesResponse["real"]> }>();

  constructor(
    private readonly state: () => MarketState,
    private readonly tickers: TickerBook,
    private readonly provider: MarketProvider,
    private readonly now: () => number,
  ) {}

  /** State indices of a market's tickers (Saudi ones are listed in riyals). */
  members(market: InsightMarket): number[] {
    const s = this.state();
    const key = `${market}|${s.n}`;
    if (this.memberCache?.state === s && this.memberCache.key === key) return this.memberCache.members;
    const out: number[] = [];
    for (let i = 0; i < s.n; i++) if ((s.companies[i]!.currency === "SAR") === (market === "SA")) out.push(i);
    this.memberCache = { state: s, key, members: out };
    return out;
  }
  private memberCache: { state: MarketState; key: string; members: number[] } | null = null;

  /** State indices of the US market's NASDAQ listings (the universe's exchange of each). */
  private nasdaq(market: InsightMarket): number[] {
    if (market !== "US") return [];
    const s = this.state();
    return this.members(market).filter((i) => s.companies[i]!.exchange === "NASDAQ");
  }

  private capOf = (i: number) => {
    const s = this.state();
    return s.prevClose[i]! * s.shares[i]!;
  };

  /** Today's session day in the market's time zone (the cache key of its history). */
  private today(market: InsightMarket): number {
    return marketDay(this.now(), market);
  }

  history(market: InsightMarket): Promise<MarketHistory> {
    const key = `${market}|${this.today(market)}|${this.state().n}`;
    let hit = this.histories.get(key);
    if (!hit) {
      for (const k of this.histories.keys()) if (k.startsWith(`${market}|`)) this.histories.delete(k);
      hit = this.load(market);
      hit.catch(() => this.histories.delete(key));
      this.histories.set(key, hit);
    }
    return hit;
  }

  /**
   * Sessions to read for the index of `market`: back to the base date on the simulated market
   * (its history reaches five years back), at least a year. A real provider is asked for the
   * year only (no second window of its history); when its bars do not reach the base date the
   * index starts at its base level on its first session.
   */
  private indexSessions(market: InsightMarket): number {
    if (this.provider.name !== "sim") return HISTORY_SESSIONS;
    const base = Math.floor(Date.parse(`${INDEX_BASE_DATE}T00:00:00Z`) / 86_400_000);
    let count = 1;
    for (let d = base + 1; d <= this.today(market); d++) if (isTradingDay(d, market)) count++;
    return Math.min(CALENDAR_SESSIONS, Math.max(HISTORY_SESSIONS, count + 1));
  }

  private async load(market: InsightMarket): Promise<MarketHistory> {
    const s = this.state();
    const all = this.members(market);
    const watched = largest(all, this.capOf, CROSS_WATCH);
    // The candidates of the market index: the largest by today's cap, with room for those that
    // were among the CONSTITUENTS largest on a past day; read back to the base date.
    const pool = watched.slice(0, CONSTITUENT_POOL);
    // The same for the index of the NASDAQ listings (US): the largest of them by today's cap.
    const nasdaqPool = largest(this.nasdaq(market), this.capOf, CONSTITUENT_POOL);
    const longRead = new Set([...pool, ...nasdaqPool]);
    const watching = new Set(watched);
    const read = [...watched, ...nasdaqPool.filter((i) => !watching.has(i))];
    const long = this.indexSessions(market);
    const bars = new Map<number, { t: string; c: number }[]>();
    for (let k = 0; k < read.length; k += CHUNK) {
      const chunk = read.slice(k, k + CHUNK);
      const got = await Promise.all(chunk.map((i) => this.tickers.bars(i, longRead.has(i) ? long : HISTORY_SESSIONS)));
      chunk.forEach((i, j) => {
        bars.set(i, got[j]!);
      });
      // Yield between chunks: the request thread keeps answering while a big market loads.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    // Dates of the largest company's history; others are aligned to them, a missing close
    // carrying the one before (a halted ticker).
    let span: string[] = [];
    for (const i of pool) {
      const b = bars.get(i)!;
      if (b.length > span.length) span = b.map((x) => x.t);
      if (span.length >= long) break;
    }
    const dates = span.slice(-HISTORY_SESSIONS);
    const listedAt = new Map<number, number>();
    const alignTo = (on: string[], i: number): Float64Array => {
      const own = new Map(bars.get(i)!.map((b) => [b.t, b.c]));
      const out = new Float64Array(on.length);
      let last = Number.NaN;
      for (let t = 0; t < on.length; t++) {
        last = own.get(on[t]!) ?? last;
        out[t] = last;
      }
      // Before its first bar a ticker counts at its first close (a recent listing).
      let first = out.findIndex((x) => Number.isFinite(x));
      if (on === span) listedAt.set(i, first < 0 ? on.length : first);
      const close = first < 0 ? s.prevClose[i]! : out[first]!;
      if (first < 0) first = out.length;
      for (let t = 0; t < first; t++) out[t] = close;
      return out;
    };
    const align = (i: number) => alignTo(dates, i);
    // The index over the whole span, at its base level on the base date (or on the first session
    // when the history does not reach it). Each step's constituents are the CONSTITUENTS largest
    // listed candidates by the cap at the close before it, and the levels are chained from step to
    // step, so a day's level depends only on the sessions between the base date and that day.
    let base = 0;
    for (let t = 0; t < span.length; t++) if (span[t]! <= INDEX_BASE_DATE) base = t;
    const length = span.length;
    // A pool's members of each step: steps[t] (t ≥ 1) the members of the step from t − 1 to t,
    // steps[length] the live one (positions in the pool).
    const chain = (candidates: number[]) => {
      const poolCloses = candidates.map((i) => alignTo(span, i));
      const pick = (t: number): number[] => {
        const listed = candidates.flatMap((i, j) => (listedAt.get(i)! <= t ? [j] : []));
        if (listed.length <= CONSTITUENTS) return listed;
        const cap = (j: number) => s.shares[candidates[j]!]! * poolCloses[j]![t]!;
        return listed.sort((a, b) => cap(b) - cap(a) || a - b).slice(0, CONSTITUENTS);
      };
      const steps: number[][] = [[]];
      for (let t = 1; t <= length; t++) steps.push(pick(t - 1));
      const shifted = candidates.map((i, j) => ({ shares: s.shares[i]!, closes: poolCloses[j]! }));
      return { candidates, steps, shifted };
    };
    const whole = chain(pool);
    const { steps } = whole;
    const live = steps[length]!;
    const members = live.map((j) => pool[j]!);
    const closes = members.map(align);
    const year = isoDate(this.today(market)).slice(0, 4);
    let ytdBase = -1;
    for (let t = 0; t < dates.length; t++) if (dates[t]! < `${year}-01-01`) ytdBase = t;
    const start: Record<"market" | "nasdaq", number> = { market: MARKET_INDEX_BASE[market], nasdaq: NASDAQ_INDEX_BASE };
    const series = (key: IndexKey, keep: (j: number) => boolean, from = whole) => {
      const { candidates, shifted } = from;
      const own = from.steps.map((step) => step.filter(keep));
      const chained = chainedIndex(shifted, own, length, 1);
      const scale = (isSectorKey(key) ? INDEX_BASE : start[key]) / (chained[base] || 1);
      const levels = chained.slice(length - dates.length).map((x) => x * scale);
      // Live prices on the last close's scale: the live members' cap at that close over its level.
      let cap = 0;
      for (const j of own[length]!) cap += shifted[j]!.shares * shifted[j]!.closes[length - 1]!;
      const last = levels.at(-1) ?? 0;
      return { key, members: own[length]!.map((j) => candidates[j]!), levels, divisor: last > 0 ? cap / last : 1 };
    };
    const indices = [series("market", () => true)];
    if (nasdaqPool.length > 0) indices.push(series("nasdaq", () => true, chain(nasdaqPool)));
    const sectors = [...new Set(live.map((j) => s.companies[pool[j]!]!.sector as SectorKey))].sort();
    for (const sector of sectors) indices.push(series(sector, (j) => s.companies[pool[j]!]!.sector === sector));
    // Crosses of this week's completed sessions; today's are added live per request.
    const weekStart = isoDate(this.weekStart(market));
    const from = dates.findIndex((d) => d >= weekStart);
    const crosses: CrossEvent[] = [];
    const watch: MarketHistory["watch"] = [];
    for (const i of watched) {
      const c = align(i);
      watch.push(liveBase(i, c));
      if (from < 0) continue;
      for (const x of detectCrosses(c, from)) crosses.push(this.crossEvent(i, dates[x.t]!, x, c[x.t]!, false));
    }
    return { dates, members, closes, ytdBase, indices, crosses, watch };
  }

  /** The first day of this trading week: Monday in New York, Sunday in Riyadh. */
  weekStart(market: InsightMarket): number {
    const today = this.today(market);
    const w = (((today + 4) % 7) + 7) % 7; // 0 = Sunday
    return market === "SA" ? today - w : today - ((w + 6) % 7);
  }

  private crossEvent(i: number, date: string, x: Cross, close: number, live: boolean): CrossEvent {
    const c = this.state().companies[i]!;
    return {
      symbol: c.symbol,
      name: c.name,
      ...(c.nameAr ? { nameAr: c.nameAr } : {}),
      date,
      kind: x.kind,
      close: roundPrice(close),
      sma20: roundPrice(x.sma20),
      sma50: roundPrice(x.sma50),
      sma200: roundPrice(x.sma200),
      live,
    };
  }

  /** This week's crosses, completed sessions first, then today's (live) ones; sorted by date,
   * kind, symbol. */
  async crosses(market: InsightMarket): Promise<{ from: string; to: string; crosses: CrossEvent[] }> {
    const h = await this.history(market);
    // One sort per market and state version: pages of the same tick share it.
    const key = `${market}|${this.state().version}|${this.today(market)}`;
    const hit = this.crossCache.get(market);
    if (hit?.key === key) return hit.value;
    const value = this.computeCrosses(market, h);
    this.crossCache.set(market, { key, value });
    return value;
  }

  private crossCache = new Map<
    InsightMarket,
    { key: string; value: { from: string; to: string; crosses: CrossEvent[] } }
  >();

  private computeCrosses(market: InsightMarket, h: MarketHistory): { from: string; to: string; crosses: CrossEvent[] } {
    const s = this.state();
    const today = this.today(market);
    const todayIso = isoDate(today);
    const out = [...h.crosses];
    if (isTradingDay(today, market) && (h.dates.at(-1) ?? "") < todayIso) {
      for (const base of h.watch) {
        const price = s.price[base.i]!;
        const cur = livePoint(base, price);
        for (const kind of crossesBetween(base.prev, cur))
          out.push(this.crossEvent(base.i, todayIso, { t: -1, kind, ...cur }, price, true));
      }
    }
    const order: Record<CrossKind, number> = { golden: 0, death: 1, above20: 2, below20: 3 };
    out.sort(
      (a, b) =>
        (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
        order[a.kind] - order[b.kind] ||
        (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0),
    );
    return { from: isoDate(this.weekStart(market)), to: todayIso, crosses: out };
  }

  private changes(h: MarketHistory, closes: ArrayLike<number>, live: number): Changes {
    const n = h.dates.length;
    const out = {} as Changes;
    for (const p of PERIODS) {
      const k = p === "YTD" ? n - 1 - h.ytdBase : PERIOD_SESSIONS[p];
      out[p] = p === "YTD" && h.ytdBase < 0 ? null : k <= n ? pct(live, closes[n - k]) : null;
    }
    return out;
  }

  /** Live level of an index: today's prices on its divisor's scale. */
  private liveLevel(index: MarketHistory["indices"][number]): number {
    const s = this.state();
    let cap = 0;
    for (const i of index.members) cap += s.shares[i]! * s.price[i]!;
    return cap / index.divisor;
  }

  async heatmap(market: InsightMarket): Promise<HeatmapResponse> {
    const h = await this.history(market);
    const s = this.state();
    const tiles: HeatmapTile[] = h.members.map((i, j) => {
      const c = s.companies[i]!;
      const price = s.price[i]!;
      const all = this.changes(h, h.closes[j]!, price);
      return {
        symbol: c.symbol,
        name: c.name,
        ...(c.nameAr ? { nameAr: c.nameAr } : {}),
        sector: c.sector as SectorKey,
        marketCap: Math.round(price * s.shares[i]!),
        price: roundPrice(price),
        change: { "1D": pct(price, s.prevClose[i]), "1W": all["1W"], "1M": all["1M"], YTD: all.YTD },
      };
    });
    return { market, currency: market === "SA" ? "SAR" : "USD", ts: s.ts, tiles };
  }

  async indices(market: InsightMarket): Promise<IndicesResponse> {
    const h = await this.history(market);
    const s = this.state();
    const listings = new Map<IndexKey, number>([
      ["market", 0],
      ["nasdaq", this.nasdaq(market).length],
    ]);
    for (const i of this.members(market)) {
      const sector = s.companies[i]!.sector as SectorKey;
      listings.set(sector, (listings.get(sector) ?? 0) + 1);
      listings.set("market", listings.get("market")! + 1);
    }
    const indices: ComputedIndex[] = h.indices.map((index) => {
      const value = this.liveLevel(index);
      const last = index.levels.at(-1);
      return {
        key: index.key,
        value: round(value, 2),
        changePercent: pct(value, last) ?? 0,
        constituents: index.members.length,
        listings: listings.get(index.key) ?? index.members.length,
        history: h.dates.map((t, k) => ({ t, v: round(index.levels[k]!, 2) })),
      };
    });
    return { market, ts: s.ts, indices, real: await this.realQuotes(market) };
  }

  /** The provider's real index quotes, asked at most once a minute; none when it has no hook
   * or the call fails (the computed indices still show). */
  private realQuotes(market: InsightMarket): Promise<IndicesResponse["real"]> {
    const hook = this.provider.indexQuotes?.bind(this.provider);
    if (!hook) return Promise.resolve([]);
    const now = this.now();
    const hit = this.realCache.get(market);
    if (hit && now - hit.at < 60_000) return hit.quotes;
    const quotes = hook(market).catch(() => []);
    this.realCache.set(market, { at: now, quotes });
    return quotes;
  }

  async performance(market: InsightMarket): Promise<PerformanceResponse> {
    const h = await this.history(market);
    const change = (x: MarketHistory["indices"][number]) => this.changes(h, x.levels, this.liveLevel(x));
    return {
      market,
      ts: this.state().ts,
      index: change(h.indices[0]!),
      sectors: h.indices.flatMap((x) => (isSectorKey(x.key) ? [{ sector: x.key, change: change(x) }] : [])),
    };
  }

  /** Live top lists over every ticker of the market, one scan per state version. */
  ranking(market: InsightMarket): RankingResponse {
    const s = this.state();
    const hit = this.rankingCache;
    if (hit && hit.version === s.version && hit.market === market) return hit.body;
    const members = this.members(market).filter((i) => s.price[i]! > 0);
    const top = (key: (i: number) => number) => largest(members, key, RANKING_SIZE).map((i) => this.rankingRow(i));
    const body: RankingResponse = {
      market,
      currency: market === "SA" ? "SAR" : "USD",
      ts: s.ts,
      lists: {
        gainers: top((i) => s.changePercent(i)),
        losers: top((i) => -s.changePercent(i)),
        active: top((i) => s.volume[i]!),
        value: top((i) => s.price[i]! * s.volume[i]!),
      },
    };
    this.rankingCache = { version: s.version, market, body };
    return body;
  }

  private rankingRow(i: number): RankingRow {
    const s = this.state();
    const c = s.companies[i]!;
    return {
      symbol: c.symbol,
      name: c.name,
      ...(c.nameAr ? { nameAr: c.nameAr } : {}),
      price: roundPrice(s.price[i]!),
      changePercent: round(s.changePercent(i), 2),
      volume: Math.round(s.volume[i]!),
      tradedValue: Math.round(s.price[i]! * s.volume[i]!),
    };
  }

  /** Sector weights by live market cap over every ticker of the market, largest first. */
  sectors(market: InsightMarket): SectorsResponse {
    const s = this.state();
    const caps = new Map<SectorKey, { cap: number; count: number }>();
    let total = 0;
    for (const i of this.members(market)) {
      const cap = s.price[i]! * s.shares[i]!;
      const sector = s.companies[i]!.sector as SectorKey;
      const x = caps.get(sector) ?? { cap: 0, count: 0 };
      x.cap += cap;
      x.count++;
      caps.set(sector, x);
      total += cap;
    }
    const sectors = [...caps]
      .map(([sector, x]) => ({
        sector,
        marketCap: Math.round(x.cap),
        weight: total > 0 ? round((x.cap / total) * 100, 2) : 0,
        count: x.count,
      }))
      .sort((a, b) => b.marketCap - a.marketCap || (a.sector < b.sector ? -1 : 1));
    return { market, currency: market === "SA" ? "SAR" : "USD", ts: s.ts, total: Math.round(total), sectors };
  }
}

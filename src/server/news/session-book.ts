// The news folder: the partner market news (docs/architecture.md, Market news): the daily recap,
// the event feed and the weekly report, written from the numbers the screens show.
//
// This file: a market's completed sessions and their figures. The latest session, once it has
// closed and until the next one opens, is the live market state at its close (the figures of
// Partner insights: the index's live level, the rankings, the sectors' 1D change); earlier
// sessions are the daily bars (the ticker chart's) of the market's 5,000 largest companies and
// the index history (the Indices screen's points). Bars are read once a day per market, in
// chunks that yield to the event loop, and kept.
import { type IndexKey, type IndexPoint, type IndicesResponse, isSectorKey } from "../../shared/insights";
import {
  type NewsMarket,
  RECAP_MOVERS,
  type RecapEvent,
  type RecapFigures,
  type RecapMover,
  type RecapSector,
} from "../../shared/news";
import { crossesBetween, detectCrosses, largest, liveBase, livePoint } from "../insights/arithmetic";
import { CROSS_WATCH, HISTORY_SESSIONS } from "../insights/book";
import type { Market } from "../market/engine";
import { marketDay } from "../market/history";
import { latestSession } from "../market/sessions";
import { round, roundPrice } from "../market/state";

const CHUNK = 200;

/** The daily bars of a market's largest companies, aligned on the index history's dates. */
interface MarketBars {
  /** Completed sessions, oldest first (the Indices screen's history dates). */
  dates: string[];
  /** State indices of the companies read. */
  members: number[];
  /** Per member, its close and volume on each date; NaN where it has no bar (not listed yet). */
  closes: Float64Array[];
  volumes: Float64Array[];
  /** Per index key ("market", then each sector), its points as the Indices screen shows them. */
  indices: Map<IndexKey, IndexPoint[]>;
  /** The index's live level and change (the Indices screen's). */
  live: IndicesResponse["indices"];
}

/** What a session's figures came from: the live state at the close, or the bars. */
type SessionSource = { kind: "live" } | { kind: "bars"; t: number };

export class SessionBook {
  private readonly loads = new Map<string, Promise<MarketBars>>();

  constructor(
    private readonly market: Market,
    private readonly now: () => number,
    /** The demo clock keeps the simulated market open: its running session never closes. */
    private readonly alwaysOpen: boolean,
  ) {}

  /** The market's tickers' state indices (every one, as the rankings count them). */
  members(market: NewsMarket): number[] {
    return this.market.insights.members(market);
  }

  /** The latest session if it has closed (and the next has not opened), else null. */
  closedLatest(market: NewsMarket): string | null {
    if (this.alwaysOpen) return null;
    const s = latestSession(market, this.now());
    return this.now() >= s.close ? new Date(s.day * 86_400_000).toISOString().slice(0, 10) : null;
  }

  bars(market: NewsMarket): Promise<MarketBars> {
    const key = `${market}|${marketDay(this.now(), market)}|${this.market.state.n}`;
    let hit = this.loads.get(key);
    if (!hit) {
      for (const k of this.loads.keys()) if (k.startsWith(`${market}|`)) this.loads.delete(k);
      hit = this.load(market);
      hit.catch(() => this.loads.delete(key));
      this.loads.set(key, hit);
    }
    return hit;
  }

  private async load(market: NewsMarket): Promise<MarketBars> {
    const s = this.market.state;
    const indices = await this.market.insights.indices(market);
    const dates = indices.indices[0]?.history.map((p) => p.t) ?? [];
    const at = new Map(dates.map((d, t) => [d, t]));
    const members = largest(this.members(market), (i) => s.prevClose[i]! * s.shares[i]!, CROSS_WATCH);
    const closes: Float64Array[] = [];
    const volumes: Float64Array[] = [];
    for (let k = 0; k < members.length; k += CHUNK) {
      const chunk = members.slice(k, k + CHUNK);
      const got = await Promise.all(chunk.map((i) => this.market.tickers.bars(i, HISTORY_SESSIONS)));
      for (const bars of got) {
        const c = new Float64Array(dates.length).fill(Number.NaN);
        const v = new Float64Array(dates.length).fill(Number.NaN);
        for (const b of bars) {
          const t = at.get(b.t);
          if (t === undefined) continue;
          c[t] = b.c;
          v[t] = b.v;
        }
        closes.push(c);
        volumes.push(v);
      }
      // Yield between chunks: requests keep being answered while a big market loads.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return {
      dates,
      members,
      closes,
      volumes,
      indices: new Map(indices.indices.map((x) => [x.key, x.history])),
      live: indices.indices,
    };
  }

  /** The completed sessions that have figures, oldest first (the first history date has no
   * session before it to compare with). */
  async sessions(market: NewsMarket): Promise<string[]> {
    const b = await this.bars(market);
    const out = b.dates.slice(1);
    const latest = this.closedLatest(market);
    if (latest && !out.includes(latest)) out.push(latest);
    return out;
  }

  /** Where a session's figures come from, or null when it is not a completed session with figures. */
  async source(market: NewsMarket, date: string): Promise<SessionSource | null> {
    if (date === this.closedLatest(market)) return { kind: "live" };
    const b = await this.bars(market);
    const t = b.dates.indexOf(date);
    return t >= 1 ? { kind: "bars", t } : null;
  }

  /** Every figure of the session but its calendar events. */
  async figures(
    market: NewsMarket,
    source: SessionSource,
  ): Promise<Omit<RecapFigures, "events"> & { crosses: RecapEvent[] }> {
    return source.kind === "live" ? this.liveFigures(market) : this.barFigures(market, source.t);
  }

  private async liveFigures(market: NewsMarket): Promise<Omit<RecapFigures, "events"> & { crosses: RecapEvent[] }> {
    const s = this.market.state;
    const insights = this.market.insights;
    const indices = await insights.indices(market);
    const idx = indices.indices[0]!;
    const last = idx.history.at(-1)?.v ?? idx.value;
    let advancers = 0;
    let decliners = 0;
    let unchanged = 0;
    let turnover = 0;
    for (const i of this.members(market)) {
      if (!(s.price[i]! > 0)) continue;
      const change = round(s.changePercent(i), 2);
      if (change > 0) advancers++;
      else if (change < 0) decliners++;
      else unchanged++;
      turnover += s.price[i]! * s.volume[i]!;
    }
    const ranking = insights.ranking(market);
    const mover = (row: (typeof ranking.lists.gainers)[number]): RecapMover => ({
      symbol: row.symbol,
      name: row.name,
      ...(row.nameAr ? { nameAr: row.nameAr } : {}),
      changePercent: row.changePercent,
      close: row.price,
    });
    const performance = await insights.performance(market);
    const sectors: RecapSector[] = performance.sectors
      .filter((x) => x.change["1D"] !== null)
      .map((x) => ({ sector: x.sector, changePercent: x.change["1D"]! }));
    // Crosses of the session: its closes are the live prices on top of the bars.
    const b = await this.bars(market);
    const crosses: RecapEvent[] = [];
    b.members.forEach((i, j) => {
      const closes = b.closes[j]!.filter((x) => Number.isFinite(x));
      if (closes.length < 200) return;
      const base = liveBase(i, closes);
      for (const kind of crossesBetween(base.prev, livePoint(base, s.price[i]!)))
        if (kind === "golden" || kind === "death") crosses.push(this.event(kind, i));
    });
    return {
      index: idx.value,
      change: round(idx.value - last, 2),
      changePercent: idx.changePercent,
      advancers,
      decliners,
      unchanged,
      turnover: Math.round(turnover),
      currency: market === "SA" ? "SAR" : "USD",
      gainers: ranking.lists.gainers
        .slice(0, RECAP_MOVERS)
        .filter((row) => row.changePercent > 0)
        .map(mover),
      losers: ranking.lists.losers
        .slice(0, RECAP_MOVERS)
        .filter((row) => row.changePercent < 0)
        .map(mover),
      sectors: sortSectors(sectors),
      crosses: sortEvents(crosses),
    };
  }

  private async barFigures(
    market: NewsMarket,
    t: number,
  ): Promise<Omit<RecapFigures, "events"> & { crosses: RecapEvent[] }> {
    const b = await this.bars(market);
    const s = this.market.state;
    const points = b.indices.get("market")!;
    const v = points[t]!.v;
    const before = points[t - 1]!.v;
    let advancers = 0;
    let decliners = 0;
    let unchanged = 0;
    let turnover = 0;
    const changes = new Float64Array(b.members.length).fill(Number.NaN);
    const crosses: RecapEvent[] = [];
    b.members.forEach((i, j) => {
      const c = b.closes[j]!;
      const close = c[t]!;
      const prev = c[t - 1]!;
      if (!(close > 0 && prev > 0)) return;
      const change = round((close / prev - 1) * 100, 2);
      changes[j] = change;
      if (change > 0) advancers++;
      else if (change < 0) decliners++;
      else unchanged++;
      turnover += close * b.volumes[j]![t]!;
      // Crosses over the closes the ticker has up to this session.
      const own = Array.from(c.subarray(0, t + 1)).filter((x) => Number.isFinite(x));
      if (own.length < 201) return;
      for (const x of detectCrosses(own, own.length - 1))
        if (x.kind === "golden" || x.kind === "death") crosses.push(this.event(x.kind, i));
    });
    const order = Array.from(b.members.keys()).filter((j) => Number.isFinite(changes[j]!));
    const mover = (j: number): RecapMover => {
      const i = b.members[j]!;
      const c = s.companies[i]!;
      return {
        symbol: c.symbol,
        name: c.name,
        ...(c.nameAr ? { nameAr: c.nameAr } : {}),
        changePercent: changes[j]!,
        close: roundPrice(b.closes[j]![t]!),
      };
    };
    const gainers = largest(order, (j) => changes[j]!, RECAP_MOVERS).filter((j) => changes[j]! > 0);
    const losers = largest(order, (j) => -changes[j]!, RECAP_MOVERS).filter((j) => changes[j]! < 0);
    const sectors: RecapSector[] = [];
    for (const [key, history] of b.indices) {
      if (!isSectorKey(key)) continue;
      const a = history[t - 1]?.v;
      const z = history[t]?.v;
      if (a && z) sectors.push({ sector: key, changePercent: round((z / a - 1) * 100, 2) });
    }
    return {
      index: v,
      change: round(v - before, 2),
      changePercent: round((v / before - 1) * 100, 2),
      advancers,
      decliners,
      unchanged,
      turnover: Math.round(turnover),
      currency: market === "SA" ? "SAR" : "USD",
      gainers: gainers.map(mover),
      losers: losers.map(mover),
      sectors: sortSectors(sectors),
      crosses: sortEvents(crosses),
    };
  }

  event(kind: RecapEvent["kind"], i: number, detail?: string): RecapEvent {
    const c = this.market.state.companies[i]!;
    return {
      kind,
      symbol: c.symbol,
      name: c.name,
      ...(c.nameAr ? { nameAr: c.nameAr } : {}),
      ...(detail !== undefined ? { detail } : {}),
    };
  }
}

function sortSectors(sectors: RecapSector[]): RecapSector[] {
  return sectors.sort((a, b) => b.changePercent - a.changePercent || (a.sector < b.sector ? -1 : 1));
}

export function sortEvents(events: RecapEvent[]): RecapEvent[] {
  return events.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

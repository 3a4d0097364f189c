// The partner portal's home (docs/api.md, GET /partner/home): both markets' sessions and
// indices, each market's biggest gainers and losers, and today's calendar events, in one call.
// The movers are one pass over the market state per state version; the events are read once a
// day from the same calendars as the calendars' pages; the index is the insights book's (its
// first history load of a session may take a while: the home does not wait for it beyond
// INDEX_WAIT_MS and says the index is on its way).
import type { Partner } from "../../shared/accounts";
import { NASDAQ_COMPOSITE, type RealIndexQuote } from "../../shared/insights";
import type { MarketCode } from "../../shared/market";
import {
  HOME_EVENTS,
  HOME_MOVERS,
  type HomeEvents,
  type HomeIndex,
  type HomeMarket,
  type HomeMover,
  type HomeNews,
  type PartnerHome,
  partnerHomeApi,
} from "../../shared/partner-home";
import { type RequestContext, type Route, route } from "../http/router";
import { isoDay, nyDay } from "../market/dates";
import type { Market } from "../market/engine";
import { sessionNow } from "../market/routes";
import { EXCHANGES } from "../market/sessions";
import { type MarketState, round, roundPrice } from "../market/state";
import { feedText } from "../news/feed-text";
import { readEvents as readFeedEvents } from "../news/news-events-store";
import { recapFigures, recapResponse } from "../news/recap";
import { newsOf } from "../news/routes";
import { type ListRow, teamLists } from "../team/watchlists-store";

const MARKETS: readonly MarketCode[] = ["US", "SA"];
/** How long the home waits for an index whose history is still being read. */
const INDEX_WAIT_MS = 1500;

const marketOf = (s: MarketState, i: number): MarketCode => (s.currencies[i] === "SAR" ? "SA" : "US");

/** Keeps the k best indices by a key (highest first, ties by symbol), in one pass. */
class Top {
  readonly items: { i: number; key: number }[] = [];
  constructor(
    private readonly k: number,
    private readonly symbols: readonly string[],
  ) {}
  private before(a: { i: number; key: number }, b: { i: number; key: number }): boolean {
    return a.key > b.key || (a.key === b.key && this.symbols[a.i]! < this.symbols[b.i]!);
  }
  offer(i: number, key: number): void {
    const item = { i, key };
    const n = this.items.length;
    if (n === this.k && !this.before(item, this.items[n - 1]!)) return;
    let at = n;
    while (at > 0 && this.before(item, this.items[at - 1]!)) at--;
    this.items.splice(at, 0, item);
    if (this.items.length > this.k) this.items.pop();
  }
}

function moverRow(s: MarketState, i: number): HomeMover {
  return {
    symbol: s.symbols[i]!,
    ...s.names[i]!,
    price: roundPrice(s.price[i]!),
    changesPercentage: round(s.changePercent(i), 2),
  };
}

/** Each market's top gainers (rises only) and losers (falls only), for one state version. */
function homeMovers(
  s: MarketState,
  k = HOME_MOVERS,
): Record<MarketCode, { gainers: HomeMover[]; losers: HomeMover[] }> {
  const tops = {
    US: { gainers: new Top(k, s.symbols), losers: new Top(k, s.symbols) },
    SA: { gainers: new Top(k, s.symbols), losers: new Top(k, s.symbols) },
  };
  for (let i = 0; i < s.n; i++) {
    if (!(s.price[i]! > 0)) continue;
    const change = s.changePercent(i);
    if (!Number.isFinite(change) || change === 0) continue;
    const t = tops[marketOf(s, i)];
    if (change > 0) t.gainers.offer(i, change);
    else t.losers.offer(i, -change);
  }
  const rows = (t: Top) => t.items.map(({ i }) => moverRow(s, i));
  return {
    US: { gainers: rows(tops.US.gainers), losers: rows(tops.US.losers) },
    SA: { gainers: rows(tops.SA.gainers), losers: rows(tops.SA.losers) },
  };
}

let moversCache: { state: MarketState; version: number; value: ReturnType<typeof homeMovers> } | null = null;

function moversNow(s: MarketState): ReturnType<typeof homeMovers> {
  if (moversCache?.state !== s || moversCache.version !== s.version) {
    moversCache = { state: s, version: s.version, value: homeMovers(s) };
  }
  return moversCache.value;
}

/** The market's index and, for the US, the NASDAQ-level one beside it: the provider's real
 * ones when it quotes them (S&P 500, NASDAQ Composite, TASI), else the computed ones; null when
 * their history is not read within INDEX_WAIT_MS. */
async function indexOf(market: Market, code: MarketCode): Promise<Pick<HomeMarket, "index" | "nasdaq">> {
  const answer = await within(market.insights.indices(code), INDEX_WAIT_MS);
  if (!answer) return { index: null };
  const pick = (key: "market" | "nasdaq", real: RealIndexQuote | undefined): HomeIndex | undefined => {
    if (real) return { kind: "real", name: real.name, value: real.price, changePercent: real.changePercent };
    const computed = answer.indices.find((x) => x.key === key);
    return computed
      ? {
          kind: "computed",
          value: computed.value,
          changePercent: computed.changePercent,
          constituents: computed.constituents,
          listings: computed.listings,
        }
      : undefined;
  };
  const index = pick(
    "market",
    answer.real.find((q) => q.symbol !== NASDAQ_COMPOSITE),
  );
  const nasdaq =
    code === "US"
      ? pick(
          "nasdaq",
          answer.real.find((q) => q.symbol === NASDAQ_COMPOSITE),
        )
      : undefined;
  return { index: index ?? null, ...(nasdaq ? { nasdaq } : {}) };
}

/** Today's events of each kind, read once a day per market. */
const eventsCache = new WeakMap<Market, { date: string; events: Promise<HomeEvents> }>();

function eventsOf(market: Market, date: string): Promise<HomeEvents> {
  const hit = eventsCache.get(market);
  if (hit?.date === date) return hit.events;
  const events = readEvents(market, date);
  events.catch(() => eventsCache.delete(market));
  eventsCache.set(market, { date, events });
  return events;
}

async function readEvents(market: Market, date: string): Promise<HomeEvents> {
  const s = market.state;
  const named = (symbol: string) => {
    const i = s.index.get(symbol);
    return i === undefined ? { name: symbol } : s.names[i]!;
  };
  const cal = market.calendars;
  const [earnings, dividends, ipos, splits] = await Promise.all([
    cal.earnings(date, date),
    cal.dividends(date, date),
    cal.ipos(date, date),
    cal.splits(date, date),
  ]);
  const TIME_ORDER = { bmo: 0, amc: 1, unknown: 2 } as const;
  // The largest companies first: the ones a partner's readers know.
  const cap = (symbol: string) => {
    const i = s.index.get(symbol);
    return i === undefined ? 0 : s.price[i]! * s.shares[i]!;
  };
  const byCap = <T extends { symbol: string }>(rows: T[]) =>
    [...rows].sort((a, b) => cap(b.symbol) - cap(a.symbol) || (a.symbol < b.symbol ? -1 : 1));
  function listOf<T>(rows: T[]) {
    return { total: rows.length, items: rows.slice(0, HOME_EVENTS) };
  }
  return {
    date,
    earnings: listOf(
      byCap(earnings.filter((e) => e.date === date))
        .sort((a, b) => TIME_ORDER[a.time] - TIME_ORDER[b.time])
        .map((e) => ({ symbol: e.symbol, ...named(e.symbol), time: e.time })),
    ),
    dividends: listOf(
      byCap(dividends.filter((d) => d.date === date)).map((d) => {
        const i = s.index.get(d.symbol);
        const currency = i !== undefined ? s.currencies[i]! : d.symbol.endsWith(".SR") ? "SAR" : "USD";
        return { symbol: d.symbol, ...named(d.symbol), currency, dividend: d.dividend };
      }),
    ),
    ipos: listOf(
      ipos.filter((x) => x.date === date).map((x) => ({ symbol: x.symbol, company: x.company, exchange: x.exchange })),
    ),
    splits: listOf(
      byCap(splits.filter((x) => x.date === date)).map((x) => ({
        symbol: x.symbol,
        ...named(x.symbol),
        numerator: x.numerator,
        denominator: x.denominator,
      })),
    ),
  };
}

/** At most `ms` of waiting: the value, or null when it is not there in time. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Newest feed events on the home's feed card. */
const HOME_FEED = 3;

/** The news cards' previews, in the reader's language: each market's latest recap headline (a
 * first recap of the day reads the sessions' bars: not waited for beyond INDEX_WAIT_MS, the card
 * then only links) and the newest events of the feed. */
async function homeNews(ctx: RequestContext): Promise<HomeNews> {
  const { market, db } = ctx.services;
  const book = newsOf(ctx).sessions;
  const simulated = market.provider.name === "sim";
  const recaps = await Promise.all(
    MARKETS.map(async (m) => {
      const sessions = await within(book.sessions(m), INDEX_WAIT_MS);
      const date = sessions?.at(-1);
      if (!date) return null;
      const parts = await within(recapFigures(market, book, m, date), INDEX_WAIT_MS);
      if (!parts) return null;
      return { market: m, date, headline: recapResponse(m, date, ctx.locale, parts, simulated).headline };
    }),
  );
  const rows = await readFeedEvents(db.sql, { limit: HOME_FEED });
  return {
    recaps: recaps.filter((r) => r !== null),
    feed: rows.map((e) => ({
      id: e.id,
      ts: e.ts,
      market: e.market,
      symbol: e.symbol,
      text: feedText(ctx.locale, e.kind, e.symbol, e.data),
    })),
  };
}

/** The team watchlists' symbols that moved most today, either way (ties by symbol). */
function watchlistMovers(s: MarketState, lists: ListRow[], k = HOME_MOVERS): NonNullable<PartnerHome["watchlist"]> {
  const symbols = [...new Set(lists.flatMap((l) => l.symbols.map((x) => x.symbol)))];
  const rows: HomeMover[] = [];
  for (const symbol of symbols) {
    const i = s.index.get(symbol);
    if (i !== undefined && s.price[i]! > 0) rows.push(moverRow(s, i));
  }
  rows.sort((a, b) => Math.abs(b.changesPercentage) - Math.abs(a.changesPercentage) || (a.symbol < b.symbol ? -1 : 1));
  return { lists: lists.length, symbols: symbols.length, movers: rows.slice(0, k) };
}

async function home(ctx: RequestContext, partner: Partner): Promise<PartnerHome> {
  const { market } = ctx.services;
  const s = market.state;
  const movers = moversNow(s);
  const [markets, events, news, lists] = await Promise.all([
    Promise.all(
      MARKETS.map(async (code): Promise<HomeMarket> => {
        const { state, opensAt, closesAt, session } = sessionNow(ctx.services, code);
        return {
          market: code,
          currency: code === "SA" ? "SAR" : "USD",
          timeZone: EXCHANGES[code].tz as HomeMarket["timeZone"],
          session: { state, opensAt, closesAt, ...(session ? { session } : {}) },
          ...(await indexOf(market, code)),
          ...movers[code],
        };
      }),
    ),
    eventsOf(market, isoDay(nyDay(ctx.services.now()))),
    homeNews(ctx),
    teamLists(ctx.services.db.sql, partner.id),
  ]);
  const body: PartnerHome = {
    ts: s.ts,
    simulated: market.provider.name === "sim",
    markets,
    events,
    news,
    watchlist: watchlistMovers(s, lists),
  };
  return body;
}

export const partnerHomeRoutes: Route[] = [route({ contract: partnerHomeApi, access: "partner", handler: home })];

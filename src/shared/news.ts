// The partner market news (docs/api.md, "Partner news"): the daily recap, the event feed and the
// weekly report, as both sides read them.
import * as v from "valibot";
import { contract } from "./contract";
import { SECTOR_KEYS, type SectorKey } from "./insights";

export const NEWS_MARKETS = ["US", "SA"] as const;
export type NewsMarket = (typeof NEWS_MARKETS)[number];

export function isNewsMarket(value: unknown): value is NewsMarket {
  return value === "US" || value === "SA";
}

/** Movers named in a recap: the top five each way. */
export const RECAP_MOVERS = 5;

/** A YYYY-MM-DD calendar day that exists. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

const newsMarket = v.picklist(NEWS_MARKETS);
const currency = v.picklist(["USD", "SAR"]);

const recapMover = v.object({
  symbol: v.string(),
  name: v.string(),
  nameAr: v.optional(v.string()),
  /** As the screens show it: percent, two decimals. */
  changePercent: v.number(),
  close: v.number(),
});
export type RecapMover = v.InferOutput<typeof recapMover>;

const recapSector = v.object({ sector: v.picklist(SECTOR_KEYS), changePercent: v.number() });
export type RecapSector = v.InferOutput<typeof recapSector>;

/** Notable events of a session, by kind; every symbol with its names. */
const RECAP_EVENT_KINDS = ["earnings", "exDividend", "split", "listing", "golden", "death"] as const;
export type RecapEventKind = (typeof RECAP_EVENT_KINDS)[number];

const recapEvent = v.object({
  kind: v.picklist(RECAP_EVENT_KINDS),
  symbol: v.string(),
  name: v.string(),
  nameAr: v.optional(v.string()),
  /** A split's ratio ("2:1"), a dividend's amount, a listing's exchange; absent otherwise. */
  detail: v.optional(v.string()),
});
export type RecapEvent = v.InferOutput<typeof recapEvent>;

/** Every figure of a recap: the numbers the screens show for that session. */
const recapFigures = v.object({
  /** The computed market index (Partner insights, Indices) at the session's close. */
  index: v.number(),
  change: v.number(),
  changePercent: v.number(),
  advancers: v.number(),
  decliners: v.number(),
  unchanged: v.number(),
  /** Σ close × volume over the counted shares, in the market's currency, rounded. */
  turnover: v.number(),
  currency,
  gainers: v.array(recapMover),
  losers: v.array(recapMover),
  /** Every sector index's change, strongest first. */
  sectors: v.array(recapSector),
  events: v.array(recapEvent),
});
export type RecapFigures = v.InferOutput<typeof recapFigures>;

const recapResponse = v.object({
  market: newsMarket,
  date: v.string(),
  language: v.picklist(["en", "ar"]),
  headline: v.string(),
  /** Paragraphs, separated by a blank line. */
  body: v.string(),
  figures: recapFigures,
  simulated: v.boolean(),
  /** The completed sessions next to this one that have a recap (for the date picker). */
  previous: v.nullable(v.string()),
  next: v.nullable(v.string()),
});
export type RecapResponse = v.InferOutput<typeof recapResponse>;

/** The kinds of the event feed: detected on the ticks, or the calendars' of the day. */
export const FEED_KINDS = [
  "limitUp",
  "limitDown",
  "high52",
  "low52",
  "unusualVolume",
  "golden",
  "death",
  "earnings",
  "exDividend",
  "split",
  "listing",
] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export function isFeedKind(value: unknown): value is FeedKind {
  return typeof value === "string" && (FEED_KINDS as readonly string[]).includes(value);
}

/** Events a feed page holds. */
export const FEED_PAGE = 50;

/** What an event says beyond its kind: the figures its words are written from. */
const feedData = v.object({
  name: v.string(),
  nameAr: v.optional(v.string()),
  currency,
  price: v.optional(v.number()),
  changePercent: v.optional(v.number()),
  /** Unusual volume: today's volume and its multiple of the 20-session average. */
  volume: v.optional(v.number()),
  ratio: v.optional(v.number()),
  /** 52-week highs and lows: the closing extreme that was passed. */
  previous: v.optional(v.number()),
  /** A split's ratio ("2:1"), a dividend's amount. */
  detail: v.optional(v.string()),
});
export type FeedData = v.InferOutput<typeof feedData>;

const feedEvent = v.object({
  id: v.string(),
  /** Epoch ms of the tick it was seen on (the session's first tick for calendar events). */
  ts: v.number(),
  market: newsMarket,
  symbol: v.string(),
  kind: v.picklist(FEED_KINDS),
  sector: v.union([v.picklist(SECTOR_KEYS), v.literal("")]),
  /** In the reader's language. */
  text: v.string(),
  data: feedData,
});
export type FeedEvent = v.InferOutput<typeof feedEvent>;

const feedResponse = v.object({
  events: v.array(feedEvent),
  /** The `before` of the next (older) page, or null at the end. */
  older: v.nullable(v.string()),
});
export type FeedResponse = v.InferOutput<typeof feedResponse>;

/** The recap and the feed (docs/api.md, "Partner news"); their query parameters are checked by
 * the handlers, which name a bad one. The weekly report, JSON or a drawn file, is read by hand. */
export const newsApi = {
  /** `market` US|SA, `date` YYYY-MM-DD (without: the latest completed session). */
  recap: contract({
    method: "GET",
    path: "/partner/news/recap",
    query: v.object({ market: v.optional(v.string()), date: v.optional(v.string()) }),
    response: recapResponse,
  }),
  /** Empty filters are no filter; `before` pages back. */
  feed: contract({
    method: "GET",
    path: "/partner/news/feed",
    query: v.object({
      market: v.optional(v.string()),
      kind: v.optional(v.string()),
      sector: v.optional(v.string()),
      watchlist: v.optional(v.string()),
      before: v.optional(v.string()),
    }),
    response: feedResponse,
  }),
};

/** The socket topic's message: new events, with their words in both languages. */
export interface NewsMessage {
  event: "news";
  data: (Omit<FeedEvent, "text"> & { texts: { en: string; ar: string } })[];
}

/** An ISO week, "2026-W47". */
export function isIsoWeek(value: string): boolean {
  const m = /^(\d{4})-W(\d{2})$/.exec(value);
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 53;
}

interface WeeklyChange {
  /** The close before the week and the week's last close. */
  from: number;
  to: number;
  changePercent: number;
}

export interface WeeklyResponse {
  market: NewsMarket;
  week: string;
  /** The week's completed sessions, oldest first. */
  sessions: string[];
  currency: "USD" | "SAR";
  index: WeeklyChange;
  sectors: (WeeklyChange & { sector: SectorKey })[];
  best: RecapMover[];
  worst: RecapMover[];
  /** The next week's calendar (its first to last trading day): each kind's count and first ten. */
  nextWeek: { from: string; to: string; events: { kind: RecapEventKind; total: number; items: RecapEvent[] }[] };
  simulated: boolean;
  /** The weeks next to this one that have a completed session (for the week picker), null at the ends. */
  previous: string | null;
  next: string | null;
}

// The partner market news (docs/api.md, "Partner news"): the daily recap, the event feed and the
// weekly report, as both sides read them.
import type { SectorKey } from "./insights";

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

export interface RecapMover {
  symbol: string;
  name: string;
  nameAr?: string;
  /** As the screens show it: percent, two decimals. */
  changePercent: number;
  close: number;
}

export interface RecapSector {
  sector: SectorKey;
  changePercent: number;
}

/** Notable events of a session, by kind; every symbol with its names. */
export type RecapEventKind = "earnings" | "exDividend" | "split" | "listing" | "golden" | "death";

export interface RecapEvent {
  kind: RecapEventKind;
  symbol: string;
  name: string;
  nameAr?: string;
  /** A split's ratio ("2:1"), a dividend's amount, a listing's exchange; absent otherwise. */
  detail?: string;
}

/** Every figure of a recap: the numbers the screens show for that session. */
export interface RecapFigures {
  /** The computed market index (Partner insights, Indices) at the session's close. */
  index: number;
  change: number;
  changePercent: number;
  advancers: number;
  decliners: number;
  unchanged: number;
  /** Σ close × volume over the counted shares, in the market's currency, rounded. */
  turnover: number;
  currency: "USD" | "SAR";
  gainers: RecapMover[];
  losers: RecapMover[];
  /** Every sector index's change, strongest first. */
  sectors: RecapSector[];
  events: RecapEvent[];
}

export interface RecapResponse {
  market: NewsMarket;
  date: string;
  language: "en" | "ar";
  headline: string;
  /** Paragraphs, separated by a blank line. */
  body: string;
  figures: RecapFigures;
  simulated: boolean;
  /** The completed sessions next to this one that have a recap (for the date picker). */
  previous: string | null;
  next: string | null;
}

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
export interface FeedData {
  name: string;
  nameAr?: string;
  currency: "USD" | "SAR";
  price?: number;
  changePercent?: number;
  /** Unusual volume: today's volume and its multiple of the 20-session average. */
  volume?: number;
  ratio?: number;
  /** 52-week highs and lows: the closing extreme that was passed. */
  previous?: number;
  /** A split's ratio ("2:1"), a dividend's amount. */
  detail?: string;
}

export interface FeedEvent {
  id: string;
  /** Epoch ms of the tick it was seen on (the session's first tick for calendar events). */
  ts: number;
  market: NewsMarket;
  symbol: string;
  kind: FeedKind;
  sector: SectorKey | "";
  /** In the reader's language. */
  text: string;
  data: FeedData;
}

export interface FeedResponse {
  events: FeedEvent[];
  /** The `before` of the next (older) page, or null at the end. */
  older: string | null;
}

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

// The partner news (docs/api.md, "Partner news"): a session's recap, written in the language on
// screen (Accept-Language).
import type { SectorKey } from "../shared/insights";
import { type FeedKind, type NewsMarket, newsApi, type WeeklyResponse } from "../shared/news";
import { api, call, request } from "./http";

/** The recap of a session (without a date: the latest completed session). */
export const recap = (market: NewsMarket, date: string | null, signal?: AbortSignal) =>
  request(newsApi.recap, { query: { market, date: date ?? undefined } }, signal);

export interface FeedQuery {
  market: NewsMarket | "";
  kind: FeedKind | "";
  sector: SectorKey | "";
  /** A team watchlist's id. */
  watchlist: string;
  before: string | null;
}

/** A page of the feed; empty filters are left out. */
export const feed = (q: FeedQuery, signal?: AbortSignal) =>
  request(
    newsApi.feed,
    {
      query: {
        market: q.market || undefined,
        kind: q.kind || undefined,
        sector: q.sector || undefined,
        watchlist: q.watchlist || undefined,
        before: q.before || undefined,
      },
    },
    signal,
  );

const weeklyPath = (market: NewsMarket, week: string | null) =>
  `/partner/news/weekly?market=${market}${week ? `&week=${encodeURIComponent(week)}` : ""}`;

/** GET /partner/news/weekly?market=…&week=… (without a week: the latest week with a completed session). */
export const weekly = (market: NewsMarket, week: string | null, signal?: AbortSignal) =>
  call(api(signal).url(weeklyPath(market, week)).get().json<WeeklyResponse>());

/** GET /partner/news/weekly?market=…&week=…&format=pdf: the report drawn by the server as an A4
 * PDF, in the language on screen (the Accept-Language every call sends). */
export const weeklyPdf = (market: NewsMarket, week: string | null, signal?: AbortSignal): Promise<Blob> =>
  call(
    api(signal)
      .url(`${weeklyPath(market, week)}&format=pdf`)
      .get()
      .blob(),
  );

// The partner news (docs/api.md, "Partner news"): a session's recap, written in the language on
// screen (Accept-Language).
import type { SectorKey } from "../shared/insights";
import type { FeedKind, FeedResponse, NewsMarket, RecapResponse, WeeklyResponse } from "../shared/news";
import { api, call } from "./http";

/** GET /partner/news/recap?market=…&date=… (without a date: the latest completed session). */
export const recap = (market: NewsMarket, date: string | null, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/partner/news/recap?market=${market}${date ? `&date=${encodeURIComponent(date)}` : ""}`)
      .get()
      .json<RecapResponse>(),
  );

export interface FeedQuery {
  market: NewsMarket | "";
  kind: FeedKind | "";
  sector: SectorKey | "";
  /** A team watchlist's id. */
  watchlist: string;
  before: string | null;
}

/** GET /partner/news/feed?market=&kind=&sector=&watchlist=&before= (empty filters are left out). */
export const feed = (q: FeedQuery, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (q.market) params.set("market", q.market);
  if (q.kind) params.set("kind", q.kind);
  if (q.sector) params.set("sector", q.sector);
  if (q.watchlist) params.set("watchlist", q.watchlist);
  if (q.before) params.set("before", q.before);
  const query = params.toString();
  return call(
    api(signal)
      .url(`/partner/news/feed${query ? `?${query}` : ""}`)
      .get()
      .json<FeedResponse>(),
  );
};

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

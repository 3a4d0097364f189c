// The news machines' I/O (src/client/news.ts).
import { fromCallback, fromPromise } from "xstate";
import { type FeedQuery, feed, recap, weekly } from "../../client/news";
import { teamWatchlists } from "../../client/partner-team";
import { subscribe } from "../../client/socket";
import type { FeedResponse, NewsMarket, NewsMessage, RecapResponse, WeeklyResponse } from "../../shared/news";

export type LiveNewsEvent = { type: "news.message"; message: NewsMessage };

export const recapLoader = fromPromise<RecapResponse, { market: NewsMarket; date: string | null }>(
  ({ input, signal }) => recap(input.market, input.date, signal),
);

export const feedLoader = fromPromise<FeedResponse, FeedQuery>(({ input, signal }) => feed(input, signal));

/** A team watchlist as the feed filters by it. */
export interface FeedList {
  id: string;
  name: string;
  symbols: string[];
}

/** The team's watchlists, for the feed's watchlist filter (GET /partner/team/watchlists). */
export const feedLists = fromPromise<FeedList[]>(async ({ signal }) =>
  (await teamWatchlists(signal)).lists.map((l) => ({
    id: l.id,
    name: l.name,
    symbols: l.symbols.map((s) => s.symbol),
  })),
);

/** The socket's `news` topic: each message of new events is sent to the machine as `news.message`. */
export const liveNews = fromCallback<LiveNewsEvent>(({ sendBack }) =>
  subscribe("news", {
    message: (message) => sendBack({ type: "news.message", message }),
  }),
);

/** The weekly report machine's `load`: a market's week (null: its latest). */
export const weeklyLoader = fromPromise<WeeklyResponse, { market: NewsMarket; week: string | null }>(
  ({ input, signal }) => weekly(input.market, input.week, signal),
);

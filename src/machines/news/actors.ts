// The news machines' I/O (src/client/news.ts).
import { type EventObject, fromCallback, fromPromise } from "xstate";
import { type FeedQuery, feed, recap, weekly, weeklyPdf } from "../../client/news";
import { teamWatchlists } from "../../client/partner-team";
import { subscribe } from "../../client/socket";
import type { FeedResponse, NewsMarket, NewsMessage, RecapResponse, WeeklyResponse } from "../../shared/news";

type LiveNewsEvent = { type: "news.message"; message: NewsMessage };

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

export type ListsEvent = { type: "lists.loaded"; lists: FeedList[] } | { type: "lists.failed"; error: unknown };

/** How often the feed reads the team's watchlists again while it is in view. */
const LISTS_REFRESH_MS = 120_000;

/** The team's watchlists, read at start, every `everyMs` while the page is in view and each time it
 * comes back into view: a teammate may have changed them meanwhile (added a symbol, removed a
 * list). One read at a time; a newer one cancels the older. Sends `lists.loaded` or `lists.failed`. */
export function listsReader(read: (signal: AbortSignal) => Promise<FeedList[]>, everyMs = LISTS_REFRESH_MS) {
  return fromCallback<EventObject, undefined, ListsEvent>(({ sendBack }) => {
    let current: AbortController | null = null;
    const refresh = () => {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      read(controller.signal).then(
        (lists) => {
          if (!controller.signal.aborted) sendBack({ type: "lists.loaded", lists });
        },
        (error) => {
          if (!controller.signal.aborted) sendBack({ type: "lists.failed", error });
        },
      );
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    const page = typeof document === "undefined" ? null : document;
    page?.addEventListener("visibilitychange", onVisible);
    const timer = setInterval(() => {
      if (!page || page.visibilityState === "visible") refresh();
    }, everyMs);
    refresh();
    return () => {
      current?.abort();
      clearInterval(timer);
      page?.removeEventListener("visibilitychange", onVisible);
    };
  });
}

/** The feed's watchlist filter reads GET /partner/team/watchlists. */
export const feedLists = listsReader(async (signal) =>
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

/** A file to save: what the server made, and the name it goes by. */
interface MadeFile {
  file: Blob;
  name: string;
}

/** The weekly report's PDF, drawn by the server, named as the server names it (without a week:
 * the latest, named by its market alone). */
export const weeklyPdfFile = async (market: NewsMarket, week: string | null): Promise<MadeFile> => ({
  file: await weeklyPdf(market, week),
  name: `weekly-report-${market}${week ? `-${week}` : ""}.pdf`,
});

/** For the view: the server's words for a refusal (busy, no renderer). */
export { serverMessage } from "../../client/http";

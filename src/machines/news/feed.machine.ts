// The news feed screen (docs/architecture.md, Market news): the filters (market, kind, sector and a
// team watchlist), the first page of events, older pages on request ("load older"), and the live
// events of the socket's `news` topic put on top when they pass the filters (each event once; a
// watchlist's by the symbols of the team's lists, read at start and again while the page is open).
// A filter or language change loads again; so does a change of the chosen list's symbols; a
// watchlist the team no longer has is dropped and the feed loads without it; a 401 only
// stops (src/machines/guards.ts). The fetchers and the socket are injected.
import { assign, setup } from "xstate";
import type { FeedQuery } from "../../client/news";
import type { SectorKey } from "../../shared/insights";
import type { FeedEvent, FeedKind, NewsMarket, NewsMessage } from "../../shared/news";
import { isUnauthorized } from "../guards";
import { type FeedList, feedLists, feedLoader, type ListsEvent, liveNews } from "./actors";

/** Events kept on screen: live ones push the oldest out past this. */
const FEED_SHOWN = 500;

export interface FeedFilters {
  market: NewsMarket | "";
  kind: FeedKind | "";
  sector: SectorKey | "";
  /** A team watchlist's id. */
  watchlist: string;
}

export const NO_FILTERS: FeedFilters = { market: "", kind: "", sector: "", watchlist: "" };

interface FeedContext extends FeedFilters {
  lang: "en" | "ar";
  events: FeedEvent[];
  older: string | null;
  /** The team's watchlists; null until they are read. */
  lists: FeedList[] | null;
}

type NewsEvent =
  | { type: "filter.set"; filters: Partial<FeedFilters> }
  | { type: "older" }
  | { type: "language.changed"; lang: "en" | "ar" }
  | { type: "news.message"; message: NewsMessage }
  | { type: "retry" }
  | ListsEvent;

/** The events of a live message that pass the filters, in the language on screen. */
function liveEvents(context: FeedContext, message: NewsMessage): FeedEvent[] {
  const known = new Set(context.events.map((e) => e.id));
  // A watchlist's symbols; none pass while the lists are still unread.
  const symbols = context.watchlist
    ? new Set(context.lists?.find((l) => l.id === context.watchlist)?.symbols ?? [])
    : null;
  return message.data
    .filter(
      (e) =>
        !known.has(e.id) &&
        (!context.market || e.market === context.market) &&
        (!context.kind || e.kind === context.kind) &&
        (!context.sector || e.sector === context.sector) &&
        (!symbols || symbols.has(e.symbol)),
    )
    .map(({ texts, ...e }) => ({ ...e, text: texts[context.lang] }))
    .sort((a, b) => b.ts - a.ts || (a.id < b.id ? 1 : -1));
}

const listsOf = (event: NewsEvent): FeedList[] => (event.type === "lists.loaded" ? event.lists : []);

const query = (c: FeedContext, before: string | null): FeedQuery => ({
  market: c.market,
  kind: c.kind,
  sector: c.sector,
  watchlist: c.watchlist,
  before,
});

export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    input: {} as { lang?: "en" | "ar"; filters?: Partial<FeedFilters> } | undefined,
    events: {} as NewsEvent,
  },
  actors: {
    load: feedLoader,
    live: liveNews,
    lists: feedLists,
  },
  actions: {
    logFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isAborted: ({ event }) => ((event as { error?: unknown }).error as Error | undefined)?.name === "AbortError",
    isUnauthorized: ({ event }) => isUnauthorized((event as { error?: unknown }).error),
    hasOlder: ({ context }) => context.older !== null,
    listGone: ({ context, event }) =>
      context.watchlist !== "" && !listsOf(event).some((l) => l.id === context.watchlist),
    // The page on screen was filtered by the chosen list's old symbols.
    chosenListChanged: ({ context, event }) => {
      if (context.watchlist === "" || context.lists === null) return false;
      const symbols = (lists: FeedList[]) => lists.find((l) => l.id === context.watchlist)?.symbols.join(" ");
      return symbols(context.lists) !== symbols(listsOf(event));
    },
  },
}).createMachine({
  id: "feed",
  context: ({ input }) => ({
    ...NO_FILTERS,
    ...input?.filters,
    lang: input?.lang ?? "en",
    events: [],
    older: null,
    lists: null,
  }),
  invoke: [
    // Live events arrive whatever the list is doing; those that pass the filters go on top.
    { id: "live", src: "live" },
    { id: "lists", src: "lists" },
  ],
  on: {
    "filter.set": {
      target: ".loading",
      actions: assign(({ event }) => ({ ...event.filters, events: [], older: null })),
    },
    "language.changed": {
      target: ".loading",
      actions: assign({ lang: ({ event }) => event.lang, events: [], older: null }),
    },
    "lists.loaded": [
      {
        guard: "listGone",
        target: ".loading",
        actions: assign({ lists: ({ event }) => event.lists, watchlist: "", events: [], older: null }),
      },
      {
        guard: "chosenListChanged",
        target: ".loading",
        actions: assign({ lists: ({ event }) => event.lists, events: [], older: null }),
      },
      { actions: assign({ lists: ({ event }) => event.lists }) },
    ],
    // Without the lists the feed still runs, with no watchlist to choose (or the last ones read).
    "lists.failed": {
      actions: [
        assign({ lists: ({ context }) => context.lists ?? [] }),
        { type: "logFailure", params: ({ event }) => ({ error: event.error }) },
      ],
    },
    "news.message": {
      actions: assign({
        events: ({ context, event }) => [...liveEvents(context, event.message), ...context.events].slice(0, FEED_SHOWN),
      }),
    },
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => query(context, null),
        onDone: {
          target: "ready",
          actions: assign({
            events: ({ context, event }) => {
              // Live events that came while the page loaded stay on top, once.
              const ids = new Set(event.output.events.map((e) => e.id));
              return [...context.events.filter((e) => !ids.has(e.id)), ...event.output.events];
            },
            older: ({ event }) => event.output.older,
          }),
        },
        onError: [
          { guard: "isAborted" },
          { guard: "isUnauthorized", target: "failed" },
          { target: "failed", actions: { type: "logFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    ready: {
      initial: "idle",
      states: {
        idle: { on: { older: { guard: "hasOlder", target: "loadingOlder" } } },
        loadingOlder: {
          tags: ["loadingOlder"],
          invoke: {
            id: "loadOlder",
            src: "load",
            input: ({ context }) => query(context, context.older),
            onDone: {
              target: "idle",
              actions: assign({
                events: ({ context, event }) => {
                  const ids = new Set(context.events.map((e) => e.id));
                  return [...context.events, ...event.output.events.filter((e) => !ids.has(e.id))];
                },
                older: ({ event }) => event.output.older,
              }),
            },
            onError: [
              { guard: "isUnauthorized", target: "#feed.failed" },
              { target: "idle", actions: { type: "logFailure", params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    failed: {
      on: { retry: "loading" },
    },
  },
});

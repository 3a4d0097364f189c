// Graph config of the news machines (src/machines/news), joined into tests/machines/graph.config.ts.
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { FeedEvent, NewsMessage, RecapResponse } from "../../src/shared/news";

const unauthenticated = new ApiError(401, { message: "Please log in to continue.", code: "unauthenticated" });
const offline = new ApiError(0, null);
const aborted = Object.assign(new Error("aborted"), { name: "AbortError" });
const noSession = new ApiError(404, { message: "No session.", code: "no_session" });

export const RECAP: RecapResponse = {
  market: "SA",
  date: "2026-11-18",
  language: "en",
  headline: "Saudi market index rises 0.40% to 11,234.56",
  body: "The Saudi market index closed at 11,234.56.",
  figures: {
    index: 11234.56,
    change: 45.3,
    changePercent: 0.4,
    advancers: 11,
    decliners: 2,
    unchanged: 0,
    turnover: 5_360_000_000,
    currency: "SAR",
    gainers: [],
    losers: [],
    sectors: [],
    events: [],
  },
  simulated: true,
  previous: "2026-11-17",
  next: null,
};

export const FEED_EVENT: FeedEvent = {
  id: "a".repeat(24),
  ts: 1_000,
  market: "SA",
  symbol: "2222.SR",
  kind: "limitUp",
  sector: "E",
  text: "Saudi Aramco (2222.SR) hit the daily limit up (+10.00%) at SAR 30.14.",
  data: { name: "Saudi Aramco", nameAr: "أرامكو السعودية", currency: "SAR", price: 30.14, changePercent: 10 },
};

export const NEWS_MESSAGE: NewsMessage = {
  event: "news",
  data: [
    {
      id: "b".repeat(24),
      ts: 2_000,
      market: "US",
      symbol: "AAPL",
      kind: "high52",
      sector: "T",
      data: { name: "Apple Inc.", currency: "USD", price: 250, previous: 240 },
      texts: { en: "Apple Inc. (AAPL) reached a new 52-week high.", ar: "سجّل سهم ⁨Apple Inc.⁩ أعلى مستوى." },
    },
  ],
};

export const newsGraphConfig: Record<string, MachineGraphConfig> = {
  feed: {
    // A watchlist in the address at start, which the team's lists may no longer hold.
    input: { lang: "en", filters: { watchlist: "list-1" } },
    events: [
      { type: "filter.set", filters: { market: "SA" } },
      { type: "language.changed", lang: "ar" },
      { type: "news.message", message: NEWS_MESSAGE },
      { type: "xstate.done.actor.load", output: { events: [FEED_EVENT], older: FEED_EVENT.id } },
      { type: "xstate.error.actor.load", error: aborted },
      { type: "xstate.error.actor.load", error: unauthenticated },
      { type: "xstate.error.actor.load", error: offline },
      { type: "xstate.done.actor.loadOlder", output: { events: [], older: null } },
      { type: "xstate.error.actor.loadOlder", error: unauthenticated },
      { type: "xstate.error.actor.loadOlder", error: offline },
      { type: "lists.loaded", lists: [{ id: "list-1", name: "Energy", symbols: ["2222.SR"] }] },
      { type: "lists.loaded", lists: [] },
      { type: "lists.failed", error: offline },
    ],
    paths: [
      {
        name: "a teammate adds a symbol to the chosen list: the next read loads the feed again",
        events: [
          { type: "lists.loaded", lists: [{ id: "list-1", name: "Energy", symbols: ["2222.SR"] }] },
          { type: "lists.loaded", lists: [{ id: "list-1", name: "Energy", symbols: ["2222.SR", "1120.SR"] }] },
        ],
      },
    ],
  },
  recap: {
    input: { market: "US" },
    events: [
      { type: "market.select", market: "SA" },
      { type: "date.select", date: "2026-11-17" },
      { type: "xstate.done.actor.load", output: RECAP },
      { type: "xstate.error.actor.load", error: aborted },
      { type: "xstate.error.actor.load", error: noSession },
      { type: "xstate.error.actor.load", error: unauthenticated },
      { type: "xstate.error.actor.load", error: offline },
      { type: "xstate.done.actor.copyText", output: undefined },
      { type: "xstate.error.actor.copyText", error: new Error("denied") },
    ],
  },
};

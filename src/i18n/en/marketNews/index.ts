// The partner news screens (recap, feed, weekly report): a namespace of their own, loaded with
// the route (docs/architecture.md, Texts). The recap's prose itself is written by the server
// (src/server/news/recap-text.ts), in the language asked for.
import type { BaseTranslation } from "../../i18n-types";

const en_marketNews = {
  markets: { US: "USA", SA: "Saudi Arabia" },
  marketLabel: "Market",
  loading: "Loading...",
  failed: "The report could not be loaded.",
  retry: "Try again",
  recap: {
    title: "Daily Recap",
    intro:
      "The closing-bell report of a completed session, written from the figures the other screens show. Review it, then copy it into your message.",
    dateLabel: "Session date",
    show: "Show",
    previous: "Previous session",
    next: "Next session",
    copy: "Copy text",
    copied: "The recap is copied.",
    copyFailed: "The recap could not be copied; select the text and copy it by hand.",
    noSession:
      "{market:string} had no completed session on {date:string}: a weekend, a holiday, a session still running or a day before the history.",
    latest: "Latest session",
    figures: "Figures",
    index: "Market index",
    change: "Change",
    advancers: "Rose",
    decliners: "Fell",
    unchanged: "Unchanged",
    turnover: "Turnover",
    gainers: "Top gainers",
    losers: "Top losers",
    symbol: "Symbol",
    company: "Company",
    close: "Close",
  },
  feed: {
    title: "News Feed",
    intro:
      "Market events as they happen: daily limit moves, new 52-week highs and lows, unusual volume, moving-average crosses and the day's calendar events. New events appear at the top.",
    all: "All",
    kindLabel: "Event",
    sectorLabel: "Sector",
    listLabel: "Market events, newest first",
    empty: "No events match these filters yet.",
    older: "Load older events",
    kinds: {
      limitUp: "Limit up",
      limitDown: "Limit down",
      high52: "52-week high",
      low52: "52-week low",
      unusualVolume: "Unusual volume",
      golden: "Golden cross",
      death: "Death cross",
      earnings: "Earnings",
      exDividend: "Ex-dividend",
      split: "Split",
      listing: "New listing",
    },
  },
  sectors: {
    T: "Technology",
    C: "Communication Services",
    Y: "Consumer Cyclical",
    D: "Consumer Defensive",
    H: "Healthcare",
    F: "Financial Services",
    I: "Industrials",
    E: "Energy",
    U: "Utilities",
    R: "Real Estate",
    M: "Basic Materials",
  },
  weekly: {
    title: "Weekly Report",
    intro:
      "The latest trading week of a market: the index and its sectors, the best and worst shares, and next week's calendar.",
    week: "Week {n:number} of {year:number}: {from:string} to {to:string}",
    index: "Market index",
    sectors: "Sectors",
    sector: "Sector",
    change: "Change",
    best: "Best shares",
    worst: "Worst shares",
    nextWeek: "Next week, {from:string} to {to:string}",
    total: "Count",
    download: "Download as Image",
    print: "Print or save as PDF",
    kinds: { earnings: "Earnings", exDividend: "Ex-dividend", split: "Splits", listing: "New listings" },
  },
  errors: {
    noSession: "There is no completed session of this market on that day.",
  },
} satisfies BaseTranslation;

export default en_marketNews;

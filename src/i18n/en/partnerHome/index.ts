// The partner portal's home: a namespace of its own, loaded with the route (docs/architecture.md, Texts).
import type { BaseTranslation } from "../../i18n-types";

const en_partnerHome = {
  title: "Home",
  intro: "Today's markets, movers and events at a glance. Each card opens its page.",
  loading: "Loading the overview…",
  failed: "The overview could not be loaded.",
  retry: "Try again",
  asOf: "Prices as of {time:string}",
  markets: {
    heading: "Markets",
    localTime: "Exchange time: {time:string}",
    opensAt: "Opens {time:string}",
    closesAt: "Closes {time:string}",
    computedIndex: {
      SA: "Saudi market index (computed by {product:string})",
      US: "US market index (computed by {product:string})",
    },
    computedNasdaq: "NASDAQ listings index (computed by {product:string})",
    allListings: "all {count:number} listings",
    largestOf: "the {count:number} largest of {listings:number} listings",
    allNasdaq: "all {count:number} NASDAQ listings",
    largestNasdaq: "the {count:number} largest of {listings:number} NASDAQ listings",
    indexPending: "The index is being computed. It shows on the next refresh.",
    changeToday: "today",
    link: "All indices",
  },
  movers: {
    heading: "Today's movers",
    gainers: "Top gainers",
    losers: "Top losers",
    noGainers: "No rises in this session yet.",
    noLosers: "No falls in this session yet.",
    symbol: "Symbol",
    price: "Price",
    change: "Change",
    name: "Company",
    link: "Full ranking",
    live: "Live prices",
  },
  events: {
    heading: "Today's events",
    date: "{date:string} (New York calendar)",
    kinds: {
      earnings: "Earnings",
      dividends: "Ex-dividend",
      ipos: "IPOs",
      splits: "Stock splits",
    },
    none: "None today.",
    count: "{count:number} today",
    more: "and {count:number} more",
    timing: { bmo: "before the open", amc: "after the close", unknown: "time not announced" },
    open: "Open the calendar",
  },
  news: {
    recapHeading: "Latest recap",
    recapText: "The day's market recap, ready to share with your readers.",
    feedHeading: "News feed",
    feedText: "Market news as it comes in, for both markets.",
    watchlistText: "Your team's shared lists, with live prices and notes.",
    open: "Open",
  },
  tools: {
    heading: "Tools",
    comparator: "Compare up to five symbols of either market side by side.",
    explorer: "One company's chart, key figures and Shariah screen.",
    screener: "Screen either market by any figure.",
  },
} satisfies BaseTranslation;

export default en_partnerHome;

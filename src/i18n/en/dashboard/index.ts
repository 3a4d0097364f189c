// The dashboard screen's texts: a namespace of its own, loaded with the route (docs/architecture.md, Texts).
import type { BaseTranslation } from "../../i18n-types";

const en_dashboard = {
  navLabel: "Dashboard sections",
  backHome: "Back to Home",
  groups: {
    screener: "Rocket Screener",
    exclusive: "Exclusive",
    tools: "Tools",
    support: "Support",
  },
  sections: {
    gainers: "Rocket Gainers",
    movers: "Rocket Movers",
    exclusiveService: "Exclusive Service",
    explanation: "Explanation",
    portfolioInsights: "Portfolio Insights",
    portfolioReview: "Portfolio Review",
    tradeTracker: "Trade Tracker",
    caseHandler: "Case Handler",
    notesHelper: "Notes Helper",
    disclaimer: "Disclaimer",
    helpCenter: "Help Center",
    commonIssues: "Common Issues",
    ticketForm: "Ticket Form",
  },
  gainers: {
    intro: "The biggest gainers of the session, updated as they move.",
    // "Live" only for a real provider's current quotes; "Connected" otherwise.
    live: "Live",
    connected: "Connected",
    connecting: "Connecting...",
    reconnecting: "Reconnecting...",
    updatedAt: "Updated {time:string}",
    waiting: "Waiting for the first prices...",
    caption: "Top gainers",
    columns: {
      rank: "#",
      symbol: "Symbol",
      price: "Price",
      change: "Change",
      changesPercentage: "Change %",
      volume: "Volume",
    },
    // direction of the last price change, read out beside the ▲ ▼ mark
    up: "up",
    down: "down",
  },
  // Rocket Movers: the day's movers beyond the gainers, per market (GET /work/movers).
  movers: {
    intro:
      "Today's losers, the most traded shares and the most money traded, and the shares trading far above their usual volume.",
    marketLabel: "Market",
    markets: { US: "US", SA: "Saudi" },
    kindLabel: "List",
    kinds: {
      losers: "Losers",
      active: "Most active by volume",
      value: "Most active by value",
      unusual: "Unusual volume",
    },
    caption: "{kind:string}, {market:string}",
    columns: {
      symbol: "Symbol",
      price: "Price",
      changesPercentage: "Change %",
      volume: "Volume",
      avgVolume: "30-day average volume",
      value: "Traded value",
      relativeVolume: "Volume ÷ average",
    },
    // relative volume: today's volume as a multiple of the 30-day average
    times: "{value:string}×",
    updatedAt: "Updated {time:string}",
    open: "Prices update live while the market is open; the list is renewed every minute.",
    notOpen: "The market is {state:string}: the figures are those of its last session.",
    loading: "Loading the movers...",
    empty: "No shares in this list now.",
    failed: "The movers could not be refreshed; trying again shortly.",
  },
  // The Tools sections now on the portfolio page (/portfolio): what each shows there, and the link.
  portfolioLinks: {
    portfolioInsights:
      "Your holdings on the Saudi and US markets, their allocation, dividend income received and projected, zakat and purification are on the portfolio page.",
    portfolioReview:
      "Time-weighted and money-weighted returns, the gain and the market index over 1 month, the year to date, 1 year and since the first transaction, with the method explained.",
    tradeTracker: "Your transactions with their notes, and each closed position with its holding period and result.",
    open: "Open the portfolio page",
    zakat: "Zakat and purification",
  },
  underDevelopment: {
    title: "This section is under development",
    apology:
      "We apologise: this part of the dashboard is not ready yet. We are building it to bring you more tools for your trading.",
    stayTuned: "stay tuned",
  },
  explanation: {
    title: "About the Exclusive Service",
    purposeTitle: "Purpose",
    purpose:
      "The Exclusive Service shares, each trading day, a small number of selected stock ideas prepared by our analysts: the stock symbol, four entry levels, five price targets and a stop loss. Its purpose is to help you plan a trade with clear levels instead of reacting to the market.",
    rulesTitle: "How to use it",
    rule1: "Enter in parts across the four entry levels rather than with the whole amount at once.",
    rule2:
      "Take partial profits at each target; a green target has been reached, a red one was not reached before the stop loss.",
    rule3: "Respect the stop loss: close the position if the price closes below it.",
    rule4: "Never risk more than a small part of your capital on one idea.",
    disclaimerTitle: "Disclaimer",
    disclaimer:
      "The recommendations are for education and information only and are not investment advice or an offer to buy or sell. Markets carry risk and past results do not guarantee future returns. You alone are responsible for your decisions; consult a licensed adviser if needed.",
  },
  exclusive: {
    intro: "Today's recommendations from our analysts. Read the Explanation section before you use them.",
    empty: "No recommendations have been published yet.",
    loadFailed: "The recommendations could not be loaded.",
    entries: "Entries",
    targets: "Targets",
    stopLoss: "Stop loss",
    // How the recommendation went, computed from prices since it was published.
    tracking: {
      label: "Since published",
      now: "Price now",
      change: "Change since",
      status: "Status",
      open: "Open",
      target: "Target hit on {date:string}",
      stop: "Stop hit on {date:string}",
      untracked: "No price for this symbol",
      zones: {
        "America/New_York": "{date:string}, New York",
        "Asia/Riyadh": "{date:string}, Riyadh",
      },
    },
    published: "Published {date:string}",
    target: "Target {n:number}",
    entry: "Entry {n:number}",
    colors: {
      green: "reached",
      red: "missed",
      gray: "pending",
      none: "",
    },
  },
} satisfies BaseTranslation;

export default en_dashboard;

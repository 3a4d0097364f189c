// The admin screens' texts: a namespace of its own, loaded with the route (docs/architecture.md, Texts).
import type { BaseTranslation } from "../../i18n-types";

const en_admin = {
  title: "Admin Panel",
  navLabel: "Admin sections",
  backHome: "Back to Home",
  sections: {
    recommendations: "Recommendations",
    helpCenter: "Help Center",
    commonIssues: "Common Issues",
    ticketForm: "Ticket Form",
    goldPrice: "Gold price",
  },
  // The gold and silver price of the zakat nisab (PUT /admin/gold-price).
  goldPrice: {
    intro:
      "The zakat nisab is 85 g of gold or 595 g of silver. Its price comes from the market data; a price you set here is used instead when it is dated the same day or later.",
    current: "Price in use",
    metals: { gold: "Gold", silver: "Silver" },
    perGram: "{price:string} a gram",
    ofDate: "Price of {date:string}",
    kinds: {
      yahoo: "Yahoo Finance",
      fmp: "Financial Modeling Prep",
      simulated: "Simulated",
      admin: "Set by an admin",
      default: "Default",
    },
    simulatedNote: "A simulated price: a random walk around {price:string} an ounce, the level of late 2025.",
    defaultNote: "The LBMA price at the close of 2024, used until a newer price is known.",
    stale: "More than a week old: the zakat report warns about it.",
    lastAdmin: "Latest admin price",
    noAdmin: "No admin price yet.",
    setAt: "Set on {date:string}",
    formTitle: "Set a price",
    metal: "Metal",
    price: "Price per gram",
    currency: "Currency",
    currencies: { USD: "US dollar (USD)", SAR: "Saudi riyal (SAR)" },
    date: "Date of the price",
    dateHint: "Year-month-day, for example {example:string}",
    source: "Source",
    sourceHint: "Who publishes this price, for example a bank's bulletin or the LBMA fixing.",
    submit: "Save price",
    saving: "Saving...",
    saved: "Price saved.",
    loadFailed: "The gold price could not be loaded.",
    retry: "Try again",
    failed: "The price could not be saved. Please try again.",
    errors: {
      price: "Enter a price per gram above 0 and at most 1,000,000.",
      date: "Enter a real date as year-month-day, for example 2026-11-18.",
      future: "The date cannot be in the future.",
      sourceRequired: "Enter the source of this price.",
      sourceTooLong: "The source is at most 200 characters.",
    },
  },
  form: {
    title: "New recommendation",
    symbol: "Symbol",
    symbolHint: "For example AAPL or 2222.SR",
    entries: "Entries",
    entry: "Entry {n:number}",
    targets: "Targets",
    target: "Target {n:number}",
    color: "Colour of target {n:number}",
    colors: {
      green: "Green",
      red: "Red",
      gray: "Gray",
      none: "None",
    },
    stopLoss: "Stop loss",
    percentage: "Percentage achieved",
    submit: "Publish",
    saving: "Publishing...",
    saved: "Recommendation published.",
    fixErrors: "Please correct the highlighted fields.",
    invalidSymbol: "Enter a ticker symbol such as AAPL or 2222.SR.",
    invalidPrice: "Enter a price above 0.",
    // price order (long recommendations)
    stopLossBelowEntries: "Set the stop loss below every entry.",
    targetAboveEntries: "Set this target above every entry.",
  },
  list: {
    title: "Published recommendations",
    empty: "No recommendations yet.",
    delete: "Delete",
    deleteLabel: "Delete the {symbol:string} recommendation",
    deleted: "Recommendation deleted.",
    loadFailed: "The recommendations could not be loaded.",
  },
  placeholders: {
    helpCenter:
      "The help center will gather answers to the questions members ask most, with guides to every scanner and tool.",
    commonIssues: "Known issues and their solutions will be listed here so the team can answer members quickly.",
    ticketForm:
      "Members will soon be able to open support tickets here, and the team will follow them up from this panel.",
  },
} satisfies BaseTranslation;

export default en_admin;

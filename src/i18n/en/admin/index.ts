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

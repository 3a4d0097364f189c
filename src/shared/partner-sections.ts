// The partner portal's sections and their routes (docs/architecture.md, Product decisions). The
// sidebar and the route tree both read this list, so they cannot disagree.
export const PARTNER_SECTIONS = {
  fundamentals: [
    "analyst-ratings",
    "financial-summary",
    "growth-metrics",
    "insider-activity",
    "institutional-ownership",
    "valuation-metrics",
  ],
  tools: ["comparator", "explorer", "watchlist"],
  events: ["dividends", "earnings", "ipo", "moving-average", "splits"],
  insights: ["indices", "heatmap", "performance", "ranking", "donut"],
  news: ["recap", "feed", "newsletter", "weekly-report"],
  screener: ["ready-ksa", "ready-usa", "pro-ksa", "pro-usa"],
  settings: ["page", "layout", "access"],
} as const;

export type PartnerGroup = keyof typeof PARTNER_SECTIONS;

/** A partner section's address, e.g. "/partner/events/earnings": a typo is a type error. */
export type PartnerPath = {
  [G in PartnerGroup]: `/partner/${G}/${(typeof PARTNER_SECTIONS)[G][number]}`;
}[PartnerGroup];

export const PARTNER_PATHS = Object.entries(PARTNER_SECTIONS).flatMap(([group, pages]) =>
  pages.map((page) => `/partner/${group}/${page}`),
) as PartnerPath[];

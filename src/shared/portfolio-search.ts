// The portfolio page's address: which section (?tab=) and which portfolio (?id=) it shows, so
// reload, Back and a shared link open the same view. A wrong value is dropped (the first
// section, the first portfolio).
import { HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "./hijri";

export const PORTFOLIO_TABS = [
  "holdings",
  "transactions",
  "income",
  "performance",
  "zakat",
  "importExport",
  "journal",
  "report",
] as const;
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

interface PortfolioSearch {
  tab?: Exclude<PortfolioTab, "holdings">;
  id?: string;
}

export function validatePortfolioSearch(search: Record<string, unknown>): PortfolioSearch {
  const tab = PORTFOLIO_TABS.find((t) => t === search.tab);
  const id = typeof search.id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(search.id) ? search.id : undefined;
  return { tab: tab && tab !== "holdings" ? tab : undefined, id };
}

/** The saved zakat years' address: the Hijri year opened (?year=1448), if any. */
export function validateZakatYearsSearch(search: Record<string, unknown>): { year?: number } {
  const year = Number(search.year);
  return Number.isInteger(year) && year >= HIJRI_MIN_YEAR && year <= HIJRI_MAX_YEAR ? { year } : {};
}

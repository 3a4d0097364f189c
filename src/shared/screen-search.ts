// The search parameters that keep a screen's view in the address bar, so reload, Back and a
// shared link open the same view. Each validator keeps what is valid and drops the rest: a
// wrong or missing value falls back to the screen's default (the first tab, no scanner,
// page 1, the first section). Keys are always returned, `undefined` when dropped: the router
// starts a route's search from the raw address, so a key left out would keep its bad value.
import { isScannerKey, type ScannerKey } from "./market";
import { parseScannerSort, type ScannerSortColumn, sortDirParam } from "./scanner-rules";
import { TICKET_ID } from "./tickets";

export const SCANNER_TABS = ["scanners", "filters", "watchlist", "news", "heatmap"] as const;
export type ScannerTab = (typeof SCANNER_TABS)[number];
/** Tabs that cannot be opened (the specification locks them for everyone). */
export const LOCKED_TABS: ReadonlySet<ScannerTab> = new Set(["filters", "news", "heatmap"]);

export interface ScannerSearch {
  tab?: "watchlist";
  scanner?: ScannerKey;
  page?: number;
  /** A column of the scanner's table and its direction; both or neither (the scanner's own order). */
  sort?: ScannerSortColumn;
  dir?: "asc" | "desc";
}

/** A whole page number ≥ 1 from a search value (the router may hand over a number or a string). */
export function pageParam(value: unknown): number | undefined {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

export function validateScannerSearch(search: Record<string, unknown>): ScannerSearch {
  const scanner = typeof search.scanner === "string" && isScannerKey(search.scanner) ? search.scanner : undefined;
  const page = scanner ? pageParam(search.page) : undefined;
  const sort = scanner ? parseScannerSort(scanner, search.sort, search.dir) : null;
  return {
    tab: search.tab === "watchlist" ? "watchlist" : undefined,
    scanner,
    page: page !== undefined && page > 1 ? page : undefined,
    sort: sort?.column,
    dir: sort ? sortDirParam(sort.direction) : undefined,
  };
}

export const DASHBOARD_GROUPS = {
  screener: ["gainers", "movers"],
  exclusive: ["exclusiveService", "explanation"],
  tools: ["portfolioInsights", "portfolioReview", "tradeTracker", "caseHandler", "notesHelper", "disclaimer"],
  support: ["helpCenter", "commonIssues", "ticketForm"],
} as const;
export type DashboardSection = (typeof DASHBOARD_GROUPS)[keyof typeof DASHBOARD_GROUPS][number];
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = Object.values(DASHBOARD_GROUPS).flat();

export const ADMIN_SECTIONS = [
  "recommendations",
  "helpCenter",
  "commonIssues",
  "ticketForm",
  "accountSupport",
  "goldPrice",
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === "string" && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The default section (Rocket Gainers, Recommendations) is the address without ?section=. The
 * Case Handler keeps the ticket shown (`ticket`, a ticket id). */
export function validateDashboardSearch(search: Record<string, unknown>): {
  section?: DashboardSection;
  ticket?: string;
} {
  const section = oneOf(DASHBOARD_SECTIONS, search.section);
  const ticket =
    section === "caseHandler" && typeof search.ticket === "string" && TICKET_ID.test(search.ticket)
      ? search.ticket
      : undefined;
  return { section: section !== "gainers" ? section : undefined, ticket };
}

export function validateAdminSearch(search: Record<string, unknown>): { section?: AdminSection } {
  const section = oneOf(ADMIN_SECTIONS, search.section);
  return { section: section !== "recommendations" ? section : undefined };
}

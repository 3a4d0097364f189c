// The partner pagination control's page list (specification "Pagination control"):
// with 7 or fewer pages every number; with more: page 1, an ellipsis if the current page is
// above 3, the current page ± 1, an ellipsis if the current page is below total − 2, and
// the last page. Pure, so every branch is unit-tested.
const SHOW_ALL_UP_TO = 7;

export type PageItem = number | "gap-start" | "gap-end";

export function pageItems(current: number, total: number): PageItem[] {
  const last = Math.max(1, Math.floor(total));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  if (last <= SHOW_ALL_UP_TO) return Array.from({ length: last }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  if (page > 3) items.push("gap-start");
  for (let p = page - 1; p <= page + 1; p++) {
    if (p > 1 && p < last) items.push(p);
  }
  if (page < last - 2) items.push("gap-end");
  items.push(last);
  return items;
}

/** '<' is disabled on page 1 and '>' on the last page. */
export function canGoPrevious(current: number): boolean {
  return current > 1;
}

export function canGoNext(current: number, total: number): boolean {
  return current < Math.max(1, total);
}

/** The query parameters of a paged partner call (besides the page), as the loader holds them. */
export type PageParams = Record<string, string | number | undefined>;

/** What a paged call is asked for: a page and the parameters. */
export interface PageInput {
  page: number;
  params: PageParams;
}

/** What a paged call answers, normalised: the page's rows and the number of pages. */
export interface Page<T> {
  items: T[];
  totalPages: number;
}

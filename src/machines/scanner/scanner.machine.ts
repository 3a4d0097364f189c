// Scanner selection with paging: no scanner yet, then one page of a scanner's results at a
// time. Choosing a scanner (again) starts at page 1; page changes stay within 1..totalPages.
// The address bar holds the scanner and the page (?scanner=growth&page=3), so reload, Back
// and shared links show the same results: what the user does here runs the injected
// `syncUrl` action (the view navigates), and what the address says arrives as `show` (the
// view sends it when the search changes). `show` of what is already shown does nothing, so
// the two never chase each other. The sort (?sort=price&dir=asc) rides along the same way:
// null is the scanner's own order (src/shared/scanner-rules.ts); a new sort starts at page 1.
import { assign, fromPromise, setup } from "xstate";
import { scannerPage } from "../../client/scanner";
import type { ScannerKey, ScannerPage } from "../../shared/market";
import {
  defaultScannerSort,
  parseScannerSort,
  type ScannerSort,
  type ScannerSortColumn,
  sortDirParam,
} from "../../shared/scanner-rules";

interface ScannerContext {
  scanner: ScannerKey | null;
  page: number;
  /** The chosen order; null is the scanner's own (its ranking value, highest first). */
  sort: ScannerSort | null;
  result: ScannerPage | null;
}

type ScannerEvent =
  | { type: "select"; scanner: ScannerKey }
  | { type: "page"; page: number }
  | { type: "sort"; column: ScannerSortColumn }
  | { type: "show"; scanner: ScannerKey | null; page: number; sort?: ScannerSort | null }
  | { type: "retry" };

export interface ScannerUrl {
  scanner: ScannerKey;
  page: number;
  sort: ScannerSort | null;
  /** Replace the current history entry instead of adding one (a correction, not a step). */
  replace: boolean;
}

/** The page numbers the pager shows: the previous page, the current one and the next two. */
export function pagerPages(current: number, total: number): number[] {
  const pages: number[] = [];
  for (let p = current - 1; p <= current + 2; p++) if (p >= 1 && p <= total) pages.push(p);
  return pages;
}

const wholePage = (page: number) => (Number.isInteger(page) && page >= 1 ? page : 1);

/** The order shown: the chosen one or the scanner's own. */
export function effectiveSort(context: Pick<ScannerContext, "scanner" | "sort">): ScannerSort | null {
  return context.sort ?? (context.scanner ? defaultScannerSort(context.scanner) : null);
}

/** A click on a column: the shown column reverses, another starts ascending; the scanner's own order is null. */
export function nextScannerSort(scanner: ScannerKey, current: ScannerSort | null, column: ScannerSortColumn) {
  const shown = current ?? defaultScannerSort(scanner);
  const direction =
    shown.column === column ? (shown.direction === "ascending" ? "descending" : "ascending") : "ascending";
  return parseScannerSort(scanner, column, sortDirParam(direction));
}

const sameSort = (a: ScannerSort | null | undefined, b: ScannerSort | null) =>
  (a ?? null) === b || (a != null && b !== null && a.column === b.column && a.direction === b.direction);

export const scannerMachine = setup({
  types: {
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
    input: {} as { scanner?: ScannerKey | null; page?: number; sort?: ScannerSort | null },
  },
  actors: {
    fetchPage: fromPromise<ScannerPage, { scanner: ScannerKey; page: number; sort: ScannerSort | null }>(
      ({ input, signal }) => scannerPage(input.scanner, input.page, input.sort, signal),
    ),
  },
  actions: {
    syncUrl: (_, _params: ScannerUrl) => {},
  },
  guards: {
    hasScanner: ({ context }) => context.scanner !== null,
    pageInRange: ({ context, event }) =>
      event.type === "page" &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= (context.result?.totalPages ?? 1) &&
      event.page !== context.page,
    /** The address asks for something other than what is shown. */
    showsOther: ({ context, event }) =>
      event.type === "show" &&
      event.scanner !== null &&
      (event.scanner !== context.scanner ||
        wholePage(event.page) !== context.page ||
        !sameSort(event.sort, context.sort)),
    showsNothing: ({ context, event }) => event.type === "show" && event.scanner === null && context.scanner !== null,
    /** A page past the last one (an old link, a list that shrank): back to page 1. */
    beyondLastPage: ({ event }) => {
      const out = (event as { output?: ScannerPage }).output;
      return out !== undefined && out.totalPages >= 1 && out.currentPage > out.totalPages;
    },
  },
}).createMachine({
  id: "scanner",
  context: ({ input }) => ({
    scanner: input.scanner ?? null,
    page: input.scanner ? wholePage(input.page ?? 1) : 1,
    sort: input.scanner ? (input.sort ?? null) : null,
    result: null,
  }),
  initial: "idle",
  on: {
    select: {
      target: ".loading",
      reenter: true,
      actions: [
        assign({ scanner: ({ event }) => event.scanner, page: 1, sort: null, result: null }),
        { type: "syncUrl", params: ({ event }) => ({ scanner: event.scanner, page: 1, sort: null, replace: false }) },
      ],
    },
    show: [
      {
        guard: "showsOther",
        target: ".loading",
        reenter: true,
        actions: assign({
          scanner: ({ event }) => event.scanner,
          page: ({ event }) => wholePage(event.page),
          sort: ({ event }) => event.sort ?? null,
          result: null,
        }),
      },
      { guard: "showsNothing", target: ".idle", actions: assign({ scanner: null, page: 1, sort: null, result: null }) },
    ],
  },
  states: {
    idle: {
      always: { guard: "hasScanner", target: "loading" },
    },
    loading: {
      tags: ["loading"],
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: ({ context }) => ({ scanner: context.scanner as ScannerKey, page: context.page, sort: context.sort }),
        onDone: [
          {
            guard: "beyondLastPage",
            target: "loading",
            reenter: true,
            actions: [
              assign({ page: 1 }),
              {
                type: "syncUrl",
                params: ({ context }) => ({
                  scanner: context.scanner as ScannerKey,
                  page: 1,
                  sort: context.sort,
                  replace: true,
                }),
              },
            ],
          },
          {
            target: "loaded",
            actions: assign({ result: ({ event }) => event.output, page: ({ event }) => event.output.currentPage }),
          },
        ],
        onError: "failed",
      },
    },
    loaded: {
      on: {
        page: {
          guard: "pageInRange",
          target: "loading",
          actions: [
            assign({ page: ({ event }) => event.page }),
            {
              type: "syncUrl",
              params: ({ context, event }) => ({
                scanner: context.scanner as ScannerKey,
                page: event.page,
                sort: context.sort,
                replace: false,
              }),
            },
          ],
        },
        sort: {
          target: "loading",
          actions: [
            assign({
              sort: ({ context, event }) => nextScannerSort(context.scanner as ScannerKey, context.sort, event.column),
              page: 1,
            }),
            {
              type: "syncUrl",
              params: ({ context }) => ({
                scanner: context.scanner as ScannerKey,
                page: 1,
                sort: context.sort,
                replace: false,
              }),
            },
          ],
        },
      },
    },
    failed: {
      on: { retry: "loading" },
    },
  },
});

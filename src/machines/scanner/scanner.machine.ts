// Scanner selection with paging: no scanner yet, then one page of a scanner's results at a
// time. Choosing a scanner (again) starts at page 1; page changes stay within 1..totalPages.
// The address bar holds the scanner and the page (?scanner=growth&page=3), so reload, Back
// and shared links show the same results: what the user does here runs the injected
// `syncUrl` action (the view navigates), and what the address says arrives as `show` (the
// view sends it when the search changes). `show` of what is already shown does nothing, so
// the two never chase each other.
import { assign, fromPromise, setup } from "xstate";
import type { ScannerKey, ScannerPage } from "../../shared/market";
import { api, call } from "../api";

export interface ScannerContext {
  scanner: ScannerKey | null;
  page: number;
  result: ScannerPage | null;
}

export type ScannerEvent =
  | { type: "select"; scanner: ScannerKey }
  | { type: "page"; page: number }
  | { type: "show"; scanner: ScannerKey | null; page: number }
  | { type: "retry" };

export interface ScannerUrl {
  scanner: ScannerKey;
  page: number;
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

export const scannerMachine = setup({
  types: {
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
    input: {} as { scanner?: ScannerKey | null; page?: number },
  },
  actors: {
    fetchPage: fromPromise<ScannerPage, { scanner: ScannerKey; page: number }>(({ input, signal }) =>
      call(api(signal).url(`/work/investment/${input.scanner}?page=${input.page}`).get().json<ScannerPage>()),
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
      (event.scanner !== context.scanner || wholePage(event.page) !== context.page),
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
    result: null,
  }),
  initial: "idle",
  on: {
    select: {
      target: ".loading",
      reenter: true,
      actions: [
        assign({ scanner: ({ event }) => event.scanner, page: 1, result: null }),
        { type: "syncUrl", params: ({ event }) => ({ scanner: event.scanner, page: 1, replace: false }) },
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
          result: null,
        }),
      },
      { guard: "showsNothing", target: ".idle", actions: assign({ scanner: null, page: 1, result: null }) },
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
        input: ({ context }) => ({ scanner: context.scanner as ScannerKey, page: context.page }),
        onDone: [
          {
            guard: "beyondLastPage",
            target: "loading",
            reenter: true,
            actions: [
              assign({ page: 1 }),
              {
                type: "syncUrl",
                params: ({ context }) => ({ scanner: context.scanner as ScannerKey, page: 1, replace: true }),
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

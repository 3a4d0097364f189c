// Scanner selection with paging: no scanner yet, then one page of a scanner's results at a
// time. Choosing a scanner (again) starts at page 1; page changes stay within 1..totalPages.
import { assign, fromPromise, setup } from "xstate";
import type { ScannerKey, ScannerPage } from "../../shared/market";
import { api, call } from "../api";

export interface ScannerContext {
  scanner: ScannerKey | null;
  page: number;
  result: ScannerPage | null;
}

export type ScannerEvent = { type: "select"; scanner: ScannerKey } | { type: "page"; page: number } | { type: "retry" };

/** The page numbers the pager shows: the previous page, the current one and the next two. */
export function pagerPages(current: number, total: number): number[] {
  const pages: number[] = [];
  for (let p = current - 1; p <= current + 2; p++) if (p >= 1 && p <= total) pages.push(p);
  return pages;
}

export const scannerMachine = setup({
  types: {
    context: {} as ScannerContext,
    events: {} as ScannerEvent,
  },
  actors: {
    fetchPage: fromPromise<ScannerPage, { scanner: ScannerKey; page: number }>(({ input, signal }) =>
      call(api(signal).url(`/work/investment/${input.scanner}?page=${input.page}`).get().json<ScannerPage>()),
    ),
  },
  guards: {
    pageInRange: ({ context, event }) =>
      event.type === "page" &&
      Number.isInteger(event.page) &&
      event.page >= 1 &&
      event.page <= (context.result?.totalPages ?? 1) &&
      event.page !== context.page,
  },
}).createMachine({
  id: "scanner",
  context: { scanner: null, page: 1, result: null },
  initial: "idle",
  on: {
    select: {
      target: ".loading",
      reenter: true,
      actions: assign({ scanner: ({ event }) => event.scanner, page: 1, result: null }),
    },
  },
  states: {
    idle: {},
    loading: {
      tags: ["loading"],
      invoke: {
        id: "fetchPage",
        src: "fetchPage",
        input: ({ context }) => ({ scanner: context.scanner as ScannerKey, page: context.page }),
        onDone: {
          target: "loaded",
          actions: assign({ result: ({ event }) => event.output, page: ({ event }) => event.output.currentPage }),
        },
        onError: "failed",
      },
    },
    loaded: {
      on: {
        page: {
          guard: "pageInRange",
          target: "loading",
          actions: assign({ page: ({ event }) => event.page }),
        },
      },
    },
    failed: {
      on: { retry: "loading" },
    },
  },
});

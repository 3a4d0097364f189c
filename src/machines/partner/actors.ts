// The partner calendar calls (src/client/partner.ts), each normalised to a Page for the paged
// loader. `signal` cancels a request when the loader leaves its loading state.
import { fromPromise } from "xstate";
import * as partner from "../../client/partner";
import { type EarningsEntry, flattenEarnings } from "../../shared/format";
import type { CrossEvent } from "../../shared/insights";
import type { DividendEvent, IpoEvent, StockSplitEvent } from "../../shared/market";
import type { Page, PageInput } from "./pagedLoader.machine";

export type DividendRecord = DividendEvent;
export type IpoRecord = IpoEvent;
export type SplitRecord = StockSplitEvent;

export const fetchEarnings = fromPromise<Page<EarningsEntry>, PageInput>(async ({ input, signal }) => {
  const body = await partner.earnings(input, signal);
  return { items: flattenEarnings(body.data), totalPages: body.highestTotalPages };
});

export const fetchDividends = fromPromise<Page<DividendRecord>, PageInput>(async ({ input, signal }) => {
  const body = await partner.dividends(input, signal);
  return { items: body.dividends ?? [], totalPages: body.totalPages };
});

export const fetchIpos = fromPromise<Page<IpoRecord>, PageInput>(async ({ input, signal }) => {
  const body = await partner.ipos(input, signal);
  return { items: body.ipos ?? [], totalPages: body.totalPages };
});

export const fetchSplits = fromPromise<Page<SplitRecord>, PageInput>(async ({ input, signal }) => {
  const body = await partner.stockSplits(input, signal);
  return { items: body.stockSplits ?? [], totalPages: body.totalPages };
});

/** The moving-average crosses; the week's range comes with each page and goes to `onRange`
 * (the loader keeps only the rows). */
export const crossesLoader = (onRange: (range: { from: string; to: string }) => void) =>
  fromPromise<Page<CrossEvent>, PageInput>(async ({ input, signal }) => {
    const body = await partner.movingAverageCrosses(input, signal);
    onRange({ from: body.from, to: body.to });
    return { items: body.crosses ?? [], totalPages: body.totalPages };
  });

// The four partner calendar calls (docs/api.md), each normalised to a Page for the paged
// loader. `signal` cancels a request when the loader leaves its loading state.
import { fromPromise } from "xstate";
import { type EarningsEntry, flattenEarnings } from "../../shared/format";
import type {
  DividendEvent,
  DividendsResponse,
  EarningsResponse,
  IpoEvent,
  IposResponse,
  StockSplitEvent,
  StockSplitsResponse,
} from "../../shared/market";
import { api, call } from "../api";
import type { Page, PageInput } from "./pagedLoader.machine";

export type DividendRecord = DividendEvent;
export type IpoRecord = IpoEvent;
export type SplitRecord = StockSplitEvent;

/** "?page=2&month=3": the page, then every parameter that has a value. */
export function pageQuery(input: PageInput): string {
  const q = new URLSearchParams({ page: String(input.page) });
  for (const [key, value] of Object.entries(input.params)) {
    if (value !== undefined && value !== "") q.set(key, String(value));
  }
  return `?${q}`;
}

function get<T>(path: string, input: PageInput, signal: AbortSignal): Promise<T> {
  return call(
    api(signal)
      .url(`${path}${pageQuery(input)}`)
      .get()
      .json<T>(),
  );
}

export const fetchEarnings = fromPromise<Page<EarningsEntry>, PageInput>(async ({ input, signal }) => {
  const body = await get<EarningsResponse>("/partner/event/earning-calendar", input, signal);
  return { items: flattenEarnings(body.data), totalPages: body.highestTotalPages };
});

export const fetchDividends = fromPromise<Page<DividendRecord>, PageInput>(async ({ input, signal }) => {
  const body = await get<DividendsResponse>("/partner/event/dividends-tracker", input, signal);
  return { items: body.dividends ?? [], totalPages: body.totalPages };
});

export const fetchIpos = fromPromise<Page<IpoRecord>, PageInput>(async ({ input, signal }) => {
  const body = await get<IposResponse>("/partner/event/ipo", input, signal);
  return { items: body.ipos ?? [], totalPages: body.totalPages };
});

export const fetchSplits = fromPromise<Page<SplitRecord>, PageInput>(async ({ input, signal }) => {
  const body = await get<StockSplitsResponse>("/partner/event/stock-splits", input, signal);
  return { items: body.stockSplits ?? [], totalPages: body.totalPages };
});

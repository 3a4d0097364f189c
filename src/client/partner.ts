// The partner's paged calendars (docs/api.md, "Partner calendars"): earnings, dividends, IPOs,
// stock splits and the moving-average crosses, each asked for a page and its parameters.
import type { MovingAverageResponse } from "../shared/insights";
import type { DividendsResponse, EarningsResponse, IposResponse, StockSplitsResponse } from "../shared/market";
import type { PageInput } from "../shared/pagination";
import { api, call } from "./http";

/** "?page=2&month=3": the page, then every parameter that has a value. */
function pageQuery(input: PageInput): string {
  const q = new URLSearchParams({ page: String(input.page) });
  for (const [key, value] of Object.entries(input.params)) {
    if (value !== undefined && value !== "") q.set(key, String(value));
  }
  return `?${q}`;
}

function getPage<T>(path: string, input: PageInput, signal?: AbortSignal): Promise<T> {
  return call(
    api(signal)
      .url(`${path}${pageQuery(input)}`)
      .get()
      .json<T>(),
  );
}

export const earnings = (input: PageInput, signal?: AbortSignal) =>
  getPage<EarningsResponse>("/partner/event/earning-calendar", input, signal);

export const dividends = (input: PageInput, signal?: AbortSignal) =>
  getPage<DividendsResponse>("/partner/event/dividends-tracker", input, signal);

export const ipos = (input: PageInput, signal?: AbortSignal) =>
  getPage<IposResponse>("/partner/event/ipo", input, signal);

export const stockSplits = (input: PageInput, signal?: AbortSignal) =>
  getPage<StockSplitsResponse>("/partner/event/stock-splits", input, signal);

export const movingAverageCrosses = (input: PageInput, signal?: AbortSignal) =>
  getPage<MovingAverageResponse>("/partner/events/moving-average", input, signal);

// The partner's paged calendars (docs/api.md, "Partner calendars"): earnings, dividends, IPOs,
// stock splits and the moving-average crosses, each asked for a page and its parameters.
import type { MovingAverageResponse } from "../shared/insights";
import { marketApi } from "../shared/market";
import type { PageInput } from "../shared/pagination";
import { api, call, request } from "./http";

/** The page, then every parameter that has a value, as the query string's text. */
function pageQuery(input: PageInput): Record<string, string> {
  const query: Record<string, string> = { page: String(input.page) };
  for (const [key, value] of Object.entries(input.params)) {
    if (value !== undefined && value !== "") query[key] = String(value);
  }
  return query;
}

export const earnings = (input: PageInput, signal?: AbortSignal) =>
  request(marketApi.earnings, { query: pageQuery(input) }, signal);

export const dividends = (input: PageInput, signal?: AbortSignal) =>
  request(marketApi.dividends, { query: pageQuery(input) }, signal);

export const ipos = (input: PageInput, signal?: AbortSignal) =>
  request(marketApi.ipos, { query: pageQuery(input) }, signal);

export const stockSplits = (input: PageInput, signal?: AbortSignal) =>
  request(marketApi.splits, { query: pageQuery(input) }, signal);

export const movingAverageCrosses = (input: PageInput, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/partner/events/moving-average?${new URLSearchParams(pageQuery(input))}`)
      .get()
      .json<MovingAverageResponse>(),
  );

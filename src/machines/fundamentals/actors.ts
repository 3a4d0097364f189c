// The fundamentals calls (docs/api.md, Partner fundamentals) and the ticker's Shariah screen.
// Each passes the actor's signal, so leaving a state cancels its call.
import { fromPromise } from "xstate";
import type {
  CompanyRef,
  FundamentalsSection,
  FundamentalsSource,
  SearchResponse,
  SectionResponse,
} from "../../shared/fundamentals";
import type { ShariahResult } from "../../shared/shariah";
import { api, call } from "../api";

export type ShariahResponse = ShariahResult & { symbol: string; source: FundamentalsSource | null };

export const fetchSection = fromPromise<SectionResponse, { symbol: string; section: FundamentalsSection }>(
  ({ input, signal }) =>
    call(
      api(signal)
        .url(`/partner/fundamentals/${encodeURIComponent(input.symbol)}/${input.section}`)
        .get()
        .json<SectionResponse>(),
    ),
);

export const searchSymbols = fromPromise<CompanyRef[], { query: string }>(async ({ input, signal }) => {
  const body = await call(
    api(signal)
      .url(`/partner/fundamentals/search?q=${encodeURIComponent(input.query)}`)
      .get()
      .json<SearchResponse>(),
  );
  return body.results ?? [];
});

export const fetchShariah = fromPromise<ShariahResponse, { symbol: string }>(({ input, signal }) =>
  call(
    api(signal)
      .url(`/work/ticker/${encodeURIComponent(input.symbol)}/shariah`)
      .get()
      .json<ShariahResponse>(),
  ),
);

// The fundamentals calls (docs/api.md, "Partner fundamentals"): a section of a company's
// statements and the company search.
import type { CompanyRef, FundamentalsSection, SearchResponse, SectionResponse } from "../shared/fundamentals";
import { api, call } from "./http";

export const section = (symbol: string, name: FundamentalsSection, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/partner/fundamentals/${encodeURIComponent(symbol)}/${name}`)
      .get()
      .json<SectionResponse>(),
  );

/** Companies whose symbol or name matches `query` (the partner's search). */
export async function searchCompanies(query: string, signal?: AbortSignal): Promise<CompanyRef[]> {
  const body = await call(
    api(signal)
      .url(`/partner/fundamentals/search?q=${encodeURIComponent(query)}`)
      .get()
      .json<SearchResponse>(),
  );
  return body.results ?? [];
}

// The fundamentals calls (docs/api.md, "Partner fundamentals"): a section of a company's
// statements and the company search.
import {
  type CompanyRef,
  companySearchApi,
  type FundamentalsSection,
  type SectionResponse,
} from "../shared/fundamentals";
import { api, call, request } from "./http";

export const section = (symbol: string, name: FundamentalsSection, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/partner/fundamentals/${encodeURIComponent(symbol)}/${name}`)
      .get()
      .json<SectionResponse>(),
  );

/** Companies whose symbol or name matches `query` (the partner's search). */
export async function searchCompanies(q: string, signal?: AbortSignal): Promise<CompanyRef[]> {
  return (await request(companySearchApi.partner, { query: { q } }, signal)).results;
}

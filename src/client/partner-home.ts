// The partner home's and the comparator's calls (docs/api.md, "Partner home and comparator"),
// checked against the shared schemas (a malformed answer is a failure, not a half-drawn card).
import * as v from "valibot";
import { type CompareRange, type Comparison, comparisonSchema } from "../shared/comparator";
import { type PartnerHome, partnerHomeSchema } from "../shared/partner-home";
import { api, call } from "./http";

export async function partnerHome(signal?: AbortSignal): Promise<PartnerHome> {
  return v.parse(partnerHomeSchema, await call(api(signal).url("/partner/home").get().json<unknown>()));
}

export async function compareSymbols(
  symbols: readonly string[],
  range: CompareRange,
  signal?: AbortSignal,
): Promise<Comparison> {
  const query = new URLSearchParams({ symbols: symbols.join(","), range });
  return v.parse(
    comparisonSchema,
    await call(api(signal).url(`/partner/tools/compare?${query}`).get().json<unknown>()),
  );
}

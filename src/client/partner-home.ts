// The partner home's and the comparator's calls (docs/api.md, "Partner home and comparator"),
// checked against the shared contracts (a malformed answer is a failure, not a half-drawn card).
import { type CompareRange, compareApi } from "../shared/comparator";
import { partnerHomeApi } from "../shared/partner-home";
import { request } from "./http";

export const partnerHome = (signal?: AbortSignal) => request(partnerHomeApi, {}, signal);

export const compareSymbols = (symbols: readonly string[], range: CompareRange, signal?: AbortSignal) =>
  request(compareApi, { query: { symbols: symbols.join(","), range } }, signal);

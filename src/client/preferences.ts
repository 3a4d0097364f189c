// A user's chart preferences (docs/api.md, "Chart indicators"), the answers checked by the
// shared contract.
import { type Indicator, indicatorsApi } from "../shared/chart-indicators";
import { request } from "./http";

/** The saved choice, or null when the user never chose. */
export async function indicators(signal?: AbortSignal): Promise<Indicator[] | null> {
  return (await request(indicatorsApi.get, {}, signal)).indicators;
}

export async function saveIndicators(list: readonly Indicator[], signal?: AbortSignal): Promise<Indicator[] | null> {
  return (await request(indicatorsApi.put, { body: { indicators: [...list] } }, signal)).indicators;
}

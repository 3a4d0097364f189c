// A user's chart preferences (docs/api.md, "Chart indicators"), the answers checked with the
// shared schema.
import * as v from "valibot";
import { type Indicator, IndicatorsPreferenceSchema } from "../shared/chart-indicators";
import { api, call } from "./http";

const PATH = "/work/preferences/indicators";

/** The saved choice, or null when the user never chose. */
export async function indicators(signal?: AbortSignal): Promise<Indicator[] | null> {
  const answer = v.parse(IndicatorsPreferenceSchema, await call(api(signal).url(PATH).get().json<unknown>()));
  return answer.indicators;
}

export async function saveIndicators(list: readonly Indicator[], signal?: AbortSignal): Promise<Indicator[] | null> {
  const answer = v.parse(
    IndicatorsPreferenceSchema,
    await call(api(signal).url(PATH).put({ indicators: list }).json<unknown>()),
  );
  return answer.indicators;
}

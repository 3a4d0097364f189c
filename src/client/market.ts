// The market's state (docs/api.md, "Market status"), checked against the shared schema: a screen
// that shows prices needs to know whether they are simulated and whether each market is open.
import * as v from "valibot";
import { type MarketStatus, marketStatusSchema } from "../shared/market";
import { api, call } from "./http";

export async function marketStatus(signal?: AbortSignal): Promise<MarketStatus> {
  return v.parse(marketStatusSchema, await call(api(signal).url("/market/status").get().json<unknown>()));
}

// GET /market/status, checked against the shared schema: a screen that shows prices needs to
// know whether they are simulated and whether each market is open.
import * as v from "valibot";
import { fromPromise } from "xstate";
import { type MarketStatus, marketStatusSchema } from "../../shared/market";
import { api, call } from "../api";

export const fetchMarketStatus = fromPromise<MarketStatus>(async ({ signal }) => {
  const body = await call(api(signal).url("/market/status").get().json<unknown>());
  return v.parse(marketStatusSchema, body);
});

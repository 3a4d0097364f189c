// GET /market/status (src/client/market.ts) as an actor.
import { fromPromise } from "xstate";
import { marketStatus } from "../../client/market";
import type { MarketStatus } from "../../shared/market";

export const fetchMarketStatus = fromPromise<MarketStatus>(({ signal }) => marketStatus(signal));

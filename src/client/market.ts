// The market's state (docs/api.md, "Market status"), checked against the shared contract: a screen
// that shows prices needs to know whether they are simulated and whether each market is open.
import { marketStatusApi } from "../shared/market";
import { request } from "./http";

export const marketStatus = (signal?: AbortSignal) => request(marketStatusApi, {}, signal);

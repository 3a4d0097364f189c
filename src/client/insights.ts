// The partner insights (docs/api.md, "Partner insights"): one screen's data for one market. Each
// screen's view reads its own shape from src/shared/insights.ts.
import type { InsightMarket } from "../shared/insights";
import { api, call } from "./http";

/** GET /partner/insights/<path>?market=… */
export const insight = (path: string, market: InsightMarket, signal?: AbortSignal) =>
  call(api(signal).url(`/partner/insights/${path}?market=${market}`).get().json<unknown>());

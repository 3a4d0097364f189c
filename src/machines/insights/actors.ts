// The insight machine's `load` for one screen (src/client/insights.ts): the path names the screen.
import { fromPromise } from "xstate";
import { insight } from "../../client/insights";
import type { InsightMarket } from "../../shared/insights";

export const insightLoader = (path: string) =>
  fromPromise<unknown, { market: InsightMarket }>(({ input, signal }) => insight(path, input.market, signal));

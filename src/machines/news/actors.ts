// The news machines' I/O (src/client/news.ts).
import { fromPromise } from "xstate";
import { recap } from "../../client/news";
import type { NewsMarket, RecapResponse } from "../../shared/news";

export const recapLoader = fromPromise<RecapResponse, { market: NewsMarket; date: string | null }>(
  ({ input, signal }) => recap(input.market, input.date, signal),
);

// The ticker page's calls (src/client/ticker.ts) as actors. Each passes the actor's signal, so
// leaving a state cancels its call.
import { fromPromise } from "xstate";
import * as ticker from "../../client/ticker";
import type {
  HistoryRange,
  HistoryResponse,
  IntradayInterval,
  IntradayResponse,
  TickerSnapshot,
} from "../../shared/ticker";

export const loadTicker = fromPromise<
  { snapshot: TickerSnapshot; history: HistoryResponse },
  { symbol: string; range: HistoryRange }
>(async ({ input, signal }) => {
  const [snapshot, history] = await Promise.all([
    ticker.snapshot(input.symbol, signal),
    ticker.history(input.symbol, input.range, signal),
  ]);
  return { snapshot, history };
});

export const fetchSnapshot = fromPromise<TickerSnapshot, { symbol: string }>(({ input, signal }) =>
  ticker.snapshot(input.symbol, signal),
);

export const fetchHistory = fromPromise<HistoryResponse, { symbol: string; range: HistoryRange }>(({ input, signal }) =>
  ticker.history(input.symbol, input.range, signal),
);

export const fetchIntraday = fromPromise<IntradayResponse, { symbol: string; interval: IntradayInterval }>(
  ({ input, signal }) => ticker.intraday(input.symbol, input.interval, signal),
);

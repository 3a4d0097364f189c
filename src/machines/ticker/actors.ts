// The ticker page's calls (src/client/ticker.ts) as actors. Each passes the actor's signal, so
// leaving a state cancels its call. The live quote comes from the shared quotes socket
// (src/client/socket.ts) through a callback actor.
import { fromCallback, fromPromise } from "xstate";
import { subscribeQuotes } from "../../client/socket";
import * as ticker from "../../client/ticker";
import type { LiveQuote } from "../../shared/realtime";
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

/** What the live quotes actor tells the ticker machine. */
export type LiveQuoteEvent =
  | { type: "quotes.open" }
  | { type: "quotes.close" }
  | { type: "quotes.message"; quote: LiveQuote; ts: number };

/** Follows one symbol's live quote (docs/api.md, Realtime) until the actor stops. */
export const liveQuotes = fromCallback<LiveQuoteEvent, { symbol: string }>(({ input, sendBack }) =>
  subscribeQuotes([input.symbol], {
    quotes: (quotes, ts) => {
      for (const quote of quotes) sendBack({ type: "quotes.message", quote, ts });
    },
    open: () => sendBack({ type: "quotes.open" }),
    close: () => sendBack({ type: "quotes.close" }),
  }),
);

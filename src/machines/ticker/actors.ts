// The ticker page's calls, validated with the shared schemas (a malformed answer is a failure,
// not a half-drawn chart). Each passes the actor's signal, so leaving a state cancels its call.
import * as v from "valibot";
import { fromPromise } from "xstate";
import {
  type HistoryRange,
  type HistoryResponse,
  historyResponseSchema,
  type TickerSnapshot,
  tickerSnapshotSchema,
} from "../../shared/ticker";
import { api, call } from "../api";

const path = (symbol: string) => `/work/ticker/${encodeURIComponent(symbol)}`;

export async function getSnapshot(symbol: string, signal?: AbortSignal): Promise<TickerSnapshot> {
  return v.parse(tickerSnapshotSchema, await call(api(signal).url(path(symbol)).get().json()));
}

export async function getHistory(symbol: string, range: HistoryRange, signal?: AbortSignal): Promise<HistoryResponse> {
  return v.parse(
    historyResponseSchema,
    await call(
      api(signal)
        .url(`${path(symbol)}/history?range=${range}`)
        .get()
        .json(),
    ),
  );
}

export const loadTicker = fromPromise<
  { snapshot: TickerSnapshot; history: HistoryResponse },
  { symbol: string; range: HistoryRange }
>(async ({ input, signal }) => {
  const [snapshot, history] = await Promise.all([
    getSnapshot(input.symbol, signal),
    getHistory(input.symbol, input.range, signal),
  ]);
  return { snapshot, history };
});

export const fetchSnapshot = fromPromise<TickerSnapshot, { symbol: string }>(({ input, signal }) =>
  getSnapshot(input.symbol, signal),
);

export const fetchHistory = fromPromise<HistoryResponse, { symbol: string; range: HistoryRange }>(({ input, signal }) =>
  getHistory(input.symbol, input.range, signal),
);

// The ticker page's calls (docs/api.md, "Ticker"), validated with the shared schemas (a malformed
// answer is a failure, not a half-drawn chart), and the ticker's Shariah screen.
import type { ShariahResponse } from "../shared/shariah";
import type { ShariahHistoryResponse } from "../shared/shariah-history";
import { type HistoryRange, type IntradayInterval, tickerApi } from "../shared/ticker";
import { api, call, request } from "./http";

const path = (symbol: string) => `/work/ticker/${encodeURIComponent(symbol)}`;

export const snapshot = (symbol: string, signal?: AbortSignal) =>
  request(tickerApi.snapshot, { params: { symbol } }, signal);

export const history = (symbol: string, range: HistoryRange, signal?: AbortSignal) =>
  request(tickerApi.history, { params: { symbol }, query: { range } }, signal);

export const shariah = (symbol: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`${path(symbol)}/shariah`)
      .get()
      .json<ShariahResponse>(),
  );

/** The Shariah status per quarter, newest first, with the caller's alerts of the symbol. */
export const shariahHistory = (symbol: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`${path(symbol)}/shariah/history`)
      .get()
      .json<ShariahHistoryResponse>(),
  );

export const intraday = (symbol: string, interval: IntradayInterval, signal?: AbortSignal) =>
  request(tickerApi.intraday, { params: { symbol }, query: { interval } }, signal);

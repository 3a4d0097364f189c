// The ticker page's calls (docs/api.md, "Ticker"), validated with the shared schemas (a malformed
// answer is a failure, not a half-drawn chart), and the ticker's Shariah screen.
import * as v from "valibot";
import type { ShariahResponse } from "../shared/shariah";
import type { ShariahHistoryResponse } from "../shared/shariah-history";
import {
  type HistoryRange,
  type HistoryResponse,
  historyResponseSchema,
  type IntradayInterval,
  type IntradayResponse,
  intradayResponseSchema,
  type TickerSnapshot,
  tickerSnapshotSchema,
} from "../shared/ticker";
import { api, call } from "./http";

const path = (symbol: string) => `/work/ticker/${encodeURIComponent(symbol)}`;

export async function snapshot(symbol: string, signal?: AbortSignal): Promise<TickerSnapshot> {
  return v.parse(tickerSnapshotSchema, await call(api(signal).url(path(symbol)).get().json<unknown>()));
}

export async function history(symbol: string, range: HistoryRange, signal?: AbortSignal): Promise<HistoryResponse> {
  return v.parse(
    historyResponseSchema,
    await call(
      api(signal)
        .url(`${path(symbol)}/history?range=${range}`)
        .get()
        .json<unknown>(),
    ),
  );
}

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

export async function intraday(
  symbol: string,
  interval: IntradayInterval,
  signal?: AbortSignal,
): Promise<IntradayResponse> {
  return v.parse(
    intradayResponseSchema,
    await call(
      api(signal)
        .url(`${path(symbol)}/intraday?interval=${interval}`)
        .get()
        .json<unknown>(),
    ),
  );
}

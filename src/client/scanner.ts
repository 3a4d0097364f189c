// The scanners and watchlists of /work (docs/api.md, "Scanners", "Watchlists"), and the symbol
// search of the watchlist picker.
import type { SearchResponse } from "../shared/fundamentals";
import type { ScannerKey, ScannerPage, TickersDataResponse } from "../shared/market";
import type { Watchlist } from "../shared/portal";
import { type ScannerSort, sortDirParam } from "../shared/scanner-rules";
import { api, call } from "./http";

export function scannerPage(
  scanner: ScannerKey,
  page: number,
  sort: ScannerSort | null,
  signal?: AbortSignal,
): Promise<ScannerPage> {
  const order = sort ? `&sort=${sort.column}&dir=${sortDirParam(sort.direction)}` : "";
  return call(api(signal).url(`/work/investment/${scanner}?page=${page}${order}`).get().json<ScannerPage>());
}

/** Symbols and names that match what was typed. */
export const searchSymbols = (query: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/work/search?q=${encodeURIComponent(query)}`)
      .get()
      .json<SearchResponse>(),
  );

export const watchlists = (signal?: AbortSignal) =>
  call(api(signal).url("/work/get-watchlists").get().json<{ watchlists: Watchlist[] }>());

/** The live rows of the listed symbols, each under the scanner it was added from. */
export const tickersData = (body: { tickers: string[]; selectedScanners: ScannerKey[] }, signal?: AbortSignal) =>
  call(api(signal).url("/work/get-tickers-data").post(body).json<TickersDataResponse>());

export const createWatchlist = (name: string, signal?: AbortSignal) =>
  call(api(signal).url("/work/create-watchlist").post({ watchlistName: name }).json<{ watchlist: Watchlist }>());

export const renameWatchlist = (watchlistId: string, name: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url("/work/update-watchlist")
      .put({ watchlistId, newWatchlistName: name })
      .json<{ watchlist: Watchlist }>(),
  );

export const deleteWatchlist = (input: { watchlistId: string }, signal?: AbortSignal) =>
  call(api(signal).url("/work/delete-watchlist").json(input).delete().json<unknown>());

export const addTicker = (scanner: ScannerKey, symbol: string, watchlistId: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/work/addticker-into-watchlist/${scanner}`)
      .post({ tickerName: symbol, watchlistId })
      .json<{ watchlist: Watchlist }>(),
  );

export const removeTicker = (input: { watchlistId: string; tickerName: string }, signal?: AbortSignal) =>
  call(api(signal).url("/work/deleteticker-from-watchlist").json(input).delete().json<{ watchlist: Watchlist }>());

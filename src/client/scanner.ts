// The scanners and watchlists of /work (docs/api.md, "Scanners", "Watchlists"), and the symbol
// search of the watchlist picker.
import type { SearchResponse } from "../shared/fundamentals";
import { marketApi, type ScannerKey } from "../shared/market";
import { watchlistsApi } from "../shared/portal";
import { type ScannerSort, sortDirParam } from "../shared/scanner-rules";
import { api, call, request } from "./http";

export const scannerPage = (scanner: ScannerKey, page: number, sort: ScannerSort | null, signal?: AbortSignal) =>
  request(
    marketApi.scanner,
    {
      params: { scanner },
      query: {
        page: String(page),
        ...(sort ? { sort: sort.column, dir: sortDirParam(sort.direction) } : {}),
      },
    },
    signal,
  );

/** Symbols and names that match what was typed. */
export const searchSymbols = (query: string, signal?: AbortSignal) =>
  call(
    api(signal)
      .url(`/work/search?q=${encodeURIComponent(query)}`)
      .get()
      .json<SearchResponse>(),
  );

export const watchlists = (signal?: AbortSignal) => request(watchlistsApi.list, {}, signal);

/** The live rows of the listed symbols, each under the scanner it was added from. */
export const tickersData = (body: { tickers: string[]; selectedScanners: ScannerKey[] }, signal?: AbortSignal) =>
  request(marketApi.tickersData, { body }, signal);

export const createWatchlist = (name: string, signal?: AbortSignal) =>
  request(watchlistsApi.create, { body: { watchlistName: name } }, signal);

export const renameWatchlist = (watchlistId: string, name: string, signal?: AbortSignal) =>
  request(watchlistsApi.rename, { body: { watchlistId, newWatchlistName: name } }, signal);

export const deleteWatchlist = (body: { watchlistId: string }, signal?: AbortSignal) =>
  request(watchlistsApi.remove, { body }, signal);

export const addTicker = (scanner: ScannerKey, symbol: string, watchlistId: string, signal?: AbortSignal) =>
  request(watchlistsApi.addTicker, { params: { scanner }, body: { tickerName: symbol, watchlistId } }, signal);

export const removeTicker = (body: { watchlistId: string; tickerName: string }, signal?: AbortSignal) =>
  request(watchlistsApi.removeTicker, { body }, signal);

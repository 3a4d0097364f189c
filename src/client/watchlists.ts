// A user's watchlists (docs/api.md, "Watchlists"): the lists, their writes, and the live rows of
// the listed symbols.
import { marketApi, type ScannerKey } from "../shared/market";
import { watchlistsApi } from "../shared/watchlists";
import { request } from "./http";

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

// Watchlists (docs/api.md, "Watchlists"): the limits, the name rule the client and the server
// share, and the contract of the user's watchlist routes.
import * as v from "valibot";
import { contract } from "./contract";
import { FIELD_LIMITS } from "./fields";
import { SCANNER_KEYS, SYMBOL_PATTERN } from "./market";

export const MAX_WATCHLISTS = 20;
export const MAX_TICKERS_PER_WATCHLIST = 100;
export const MAX_WATCHLIST_NAME = FIELD_LIMITS.watchlistName;

/** Names are compared ignoring case and surrounding spaces, on the client and the server. */
export function watchlistNameKey(name: string): string {
  return name.normalize("NFC").trim().toLowerCase();
}

const watchlistSchema = v.object({
  _id: v.string(),
  watchlistName: v.string(),
  tickers: v.array(v.object({ tickerName: v.string(), selectedScanner: v.picklist(SCANNER_KEYS) })),
});
export type Watchlist = v.InferOutput<typeof watchlistSchema>;

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
// Only a type here: the handler trims, then refuses an empty, too long or unreadable name with its
// own message (a long name is refused whole, never cut). The 64 KiB body limit bounds it.
const name = v.string();
const symbol = v.pipe(v.string(), v.regex(SYMBOL_PATTERN));

const watchlistAnswer = v.object({ watchlist: watchlistSchema });
const tickerBody = v.strictObject({ tickerName: symbol, watchlistId: id });

/** A user's watchlists (docs/api.md, "Watchlists"), on the seed's paths and field names. */
export const watchlistsApi = {
  list: contract({
    method: "GET",
    path: "/work/get-watchlists",
    response: v.object({ watchlists: v.array(watchlistSchema) }),
  }),
  create: contract({
    method: "POST",
    path: "/work/create-watchlist",
    body: v.strictObject({ watchlistName: name }),
    response: watchlistAnswer,
  }),
  rename: contract({
    method: "PUT",
    path: "/work/update-watchlist",
    body: v.strictObject({ watchlistId: id, newWatchlistName: name }),
    response: watchlistAnswer,
  }),
  remove: contract({
    method: "DELETE",
    path: "/work/delete-watchlist",
    body: v.strictObject({ watchlistId: id }),
    response: v.object({ message: v.string() }),
  }),
  addTicker: contract({
    method: "POST",
    path: "/work/addticker-into-watchlist/:scanner",
    body: tickerBody,
    response: watchlistAnswer,
  }),
  removeTicker: contract({
    method: "DELETE",
    path: "/work/deleteticker-from-watchlist",
    body: tickerBody,
    response: watchlistAnswer,
  }),
};

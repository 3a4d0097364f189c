// Watchlists and recommendations (DESIGN.md §4): payload schemas shared by the server's
// validation and the client's forms, the shapes the API answers with, and the limits.
import * as v from "valibot";
import { FIELD_LIMITS } from "./fields";
import type { ScannerKey } from "./market";

export type { GainerRow, ScannerKey, ScannerPage, ScannerRow, TopGainersMessage } from "./market";
export { isScannerKey, SCANNER_KEYS } from "./market";

export const MAX_WATCHLISTS = 20;
export const MAX_TICKERS_PER_WATCHLIST = 100;
export const MAX_WATCHLIST_NAME = FIELD_LIMITS.watchlistName;

/** Ticker symbols as the markets write them: AAPL, BRK.B, 2222.SR. */
export const SYMBOL_PATTERN = /^[A-Z0-9][A-Z0-9.-]{0,19}$/;

/** Names are compared ignoring case and surrounding spaces, on the client and the server. */
export function watchlistNameKey(name: string): string {
  return name.normalize("NFC").trim().toLowerCase();
}

export interface WatchlistTicker {
  tickerName: string;
  selectedScanner: ScannerKey;
}

export interface Watchlist {
  _id: string;
  watchlistName: string;
  tickers: WatchlistTicker[];
}

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
// Only a type here: the handler trims, then refuses an empty, too long or unreadable name with its
// own message (a long name is refused whole, never cut). The 64 KiB body limit bounds it.
const name = v.string();
const symbol = v.pipe(v.string(), v.regex(SYMBOL_PATTERN));

export const CreateWatchlistBody = v.strictObject({ watchlistName: name });
export const DeleteWatchlistBody = v.strictObject({ watchlistId: id });
export const UpdateWatchlistBody = v.strictObject({ watchlistId: id, newWatchlistName: name });
export const WatchlistTickerBody = v.strictObject({ tickerName: symbol, watchlistId: id });

export const TARGET_COLORS = ["green", "red", "gray", "none"] as const;
export type TargetColor = (typeof TARGET_COLORS)[number];

const price = v.pipe(v.number(), v.finite(), v.gtValue(0), v.maxValue(1e9));

export const RecommendationInput = v.strictObject({
  symbol,
  entries: v.strictTuple([price, price, price, price]),
  targets: v.strictTuple([price, price, price, price, price]),
  targetColors: v.strictTuple([
    v.picklist(TARGET_COLORS),
    v.picklist(TARGET_COLORS),
    v.picklist(TARGET_COLORS),
    v.picklist(TARGET_COLORS),
    v.picklist(TARGET_COLORS),
  ]),
  stopLoss: price,
  percentageAchieved: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(100)),
});
export type RecommendationInput = v.InferOutput<typeof RecommendationInput>;

export interface Recommendation extends RecommendationInput {
  id: string;
  createdAt: number;
}

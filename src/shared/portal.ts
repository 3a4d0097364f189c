// Watchlists and recommendations (docs/api.md): payload schemas shared by the server's
// validation and the client's forms, the shapes the API answers with, and the limits.
import * as v from "valibot";
import { contract } from "./contract";
import { decimalInput } from "./digits";
import { FIELD_LIMITS } from "./fields";
import type { ScannerKey } from "./market";
import { recommendationTrackingSchema } from "./recommendation-tracking";

export type { GainerRow, ScannerKey, ScannerPage, ScannerRow, TopGainersMessage } from "./market";
export { isScannerKey, SCANNER_KEYS } from "./market";

export const MAX_WATCHLISTS = 20;
export const MAX_TICKERS_PER_WATCHLIST = 100;
export const MAX_WATCHLIST_NAME = FIELD_LIMITS.watchlistName;

/** Ticker symbols as the markets write them: AAPL, BRK.B, 2222.SR. */
export const SYMBOL_PATTERN = new RegExp(`^[A-Z0-9][A-Z0-9.-]{0,${FIELD_LIMITS.symbol - 1}}$`);

/** Names are compared ignoring case and surrounding spaces, on the client and the server. */
export function watchlistNameKey(name: string): string {
  return name.normalize("NFC").trim().toLowerCase();
}

interface WatchlistTicker {
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

// Numbers, or numbers as strings in any digits ("٤١٠٫٥"): src/shared/digits.ts.
const price = v.pipe(decimalInput(), v.gtValue(0), v.maxValue(1e9));

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
  /** Accepted from older clients and not kept: whether a recommendation reached its target or stop
   * is computed from prices (src/server/admin/recommendation-outcome.ts), never typed. */
  percentageAchieved: v.optional(v.pipe(decimalInput(), v.minValue(0), v.maxValue(100))),
});
export type RecommendationInput = v.InferOutput<typeof RecommendationInput>;

const colors = v.picklist(TARGET_COLORS);
/** A published recommendation; the admin's percentageAchieved is accepted but not kept (the outcome is computed). */
const recommendationSchema = v.object({
  id: v.string(),
  symbol: v.string(),
  entries: v.tuple([v.number(), v.number(), v.number(), v.number()]),
  targets: v.tuple([v.number(), v.number(), v.number(), v.number(), v.number()]),
  targetColors: v.tuple([colors, colors, colors, colors, colors]),
  stopLoss: v.number(),
  createdAt: v.number(),
  /** On the lists only: the price now, the change since, and the outcome (null: symbol not in the market). */
  tracking: v.optional(v.nullable(recommendationTrackingSchema)),
});
export type Recommendation = v.InferOutput<typeof recommendationSchema>;

const recommendationList = v.object({ recommendations: v.array(recommendationSchema) });

/** The recommendations as users (/work) and the administrator (/admin) read them, and the
 * administrator's publishing and deleting (docs/api.md, "Recommendations"). */
export const recommendationsApi = {
  work: contract({ method: "GET", path: "/work/recommendations", response: recommendationList }),
  admin: contract({ method: "GET", path: "/admin/recommendations", response: recommendationList }),
  publish: contract({
    method: "POST",
    path: "/admin/recommendations",
    body: RecommendationInput,
    response: v.object({ recommendation: recommendationSchema }),
    status: 201,
  }),
  remove: contract({ method: "DELETE", path: "/admin/recommendations/:id", response: v.object({ id: v.string() }) }),
};

// Watchlists and recommendations (docs/api.md): payload schemas shared by the server's
// validation and the client's forms, the shapes the API answers with, and the limits.
import * as v from "valibot";
import { contract } from "./contract";
import { decimalInput } from "./digits";
import { FIELD_LIMITS } from "./fields";
import { SCANNER_KEYS } from "./market";
import { recommendationTrackingSchema } from "./recommendation-tracking";

export type { GainerRow, ScannerKey, ScannerPage, ScannerRow, TopGainersMessage } from "./market";
export { isScannerKey } from "./market";
export { SCANNER_KEYS };

export const MAX_WATCHLISTS = 20;
export const MAX_TICKERS_PER_WATCHLIST = 100;
export const MAX_WATCHLIST_NAME = FIELD_LIMITS.watchlistName;

/** Ticker symbols as the markets write them: AAPL, BRK.B, 2222.SR. */
export const SYMBOL_PATTERN = new RegExp(`^[A-Z0-9][A-Z0-9.-]{0,${FIELD_LIMITS.symbol - 1}}$`);

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

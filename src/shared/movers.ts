// Rocket Movers (docs/api.md, GET /work/movers): the day's movers beyond the gainers, per market.
// losers: the biggest falls; active: the most shares traded; value: the most money traded
// (price × volume, in the market's currency); unusual: today's volume against the 30-day average.
import * as v from "valibot";
import { contract } from "./contract";
import { type MarketCode, SESSION_STATES } from "./market";

export const MOVER_KINDS = ["losers", "active", "value", "unusual"] as const;
export type MoverKind = (typeof MOVER_KINDS)[number];
export const MOVER_MARKETS = ["US", "SA"] as const satisfies readonly MarketCode[];
export const MOVERS_DEFAULT_LIMIT = 20;
export const MOVERS_MAX_LIMIT = 50;

export const isMoverKind = (value: unknown): value is MoverKind =>
  typeof value === "string" && (MOVER_KINDS as readonly string[]).includes(value);
export const isMoverMarket = (value: unknown): value is MarketCode =>
  typeof value === "string" && (MOVER_MARKETS as readonly string[]).includes(value);

const moverRowSchema = v.object({
  symbol: v.string(),
  name: v.string(),
  nameAr: v.optional(v.string()),
  currency: v.picklist(["USD", "SAR"]),
  price: v.number(),
  change: v.number(),
  changesPercentage: v.number(),
  volume: v.number(),
  /** The 30-day average daily volume. */
  avgVolume: v.number(),
  /** Price × volume, in the row's currency. */
  value: v.number(),
  /** Today's volume ÷ the 30-day average (0 when the average is unknown). */
  relativeVolume: v.number(),
});
export type MoverRow = v.InferOutput<typeof moverRowSchema>;

const moversResponseSchema = v.object({
  market: v.picklist(MOVER_MARKETS),
  kind: v.picklist(MOVER_KINDS),
  /** Epoch ms of the market state's last tick. */
  ts: v.number(),
  session: v.object({
    market: v.picklist(MOVER_MARKETS),
    state: v.picklist(SESSION_STATES),
    opensAt: v.string(),
    closesAt: v.string(),
    session: v.optional(v.string()),
  }),
  rows: v.array(moverRowSchema),
});
export type MoversResponse = v.InferOutput<typeof moversResponseSchema>;

/** GET /work/movers: one market's movers of one kind; the handler names a bad market, kind or
 * limit itself. */
export const moversApi = contract({
  method: "GET",
  path: "/work/movers",
  query: v.object({ market: v.optional(v.string()), kind: v.optional(v.string()), limit: v.optional(v.string()) }),
  response: moversResponseSchema,
});

/** The columns a movers table sorts by (the server's order is each kind's own). */
const MOVER_SORT_COLUMNS = ["symbol", "price", "changesPercentage", "volume", "value", "relativeVolume"] as const;
export type MoverSortColumn = (typeof MOVER_SORT_COLUMNS)[number];

/** A kind's ranking value of a row, highest first: the server's rule (src/server/market/movers.ts). */
const RANK: Record<MoverKind, (row: MoverRow) => number> = {
  losers: (row) => -row.changesPercentage,
  active: (row) => row.volume,
  value: (row) => row.value,
  unusual: (row) => row.relativeVolume,
};

/** Whether a row still belongs to its kind's list (a loser back at or above its close does not). */
function isMover(row: MoverRow, kind: MoverKind): boolean {
  if (kind === "losers") return row.changesPercentage < 0;
  if (kind === "unusual") return row.avgVolume > 0 && row.volume > 0;
  return row.volume > 0;
}

/** The rows that still belong to the kind's list, in its order (ties by symbol), as the server ranks them. */
export function rankMoverRows(rows: readonly MoverRow[], kind: MoverKind): MoverRow[] {
  const rank = RANK[kind];
  return rows
    .filter((row) => isMover(row, kind))
    .sort((a, b) => rank(b) - rank(a) || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
}

// The partner portal's home (docs/api.md, GET /partner/home): each market's session and index,
// the day's biggest gainers and losers of each market, and today's calendar events, in one
// answer. Shared by the server (which builds it) and the client (which checks and shows it).
import * as v from "valibot";
import { contract } from "./contract";
import { SESSION_STATES } from "./market";

/** Rows of each market's gainers and losers on the home. */
export const HOME_MOVERS = 5;
/** Events of each kind listed on the home (the count says how many there are in all). */
export const HOME_EVENTS = 5;

const finite = v.pipe(v.number(), v.finite());
const named = { symbol: v.string(), name: v.string(), nameAr: v.optional(v.string()) };

const homeMoverSchema = v.object({ ...named, price: finite, changesPercentage: finite });
export type HomeMover = v.InferOutput<typeof homeMoverSchema>;

const homeIndexSchema = v.object({
  /** The provider's index (S&P 500, TASI) when it quotes one; else the app's own index computed
   * from the market's listings, its 500 largest or all when fewer (docs/architecture.md,
   * Partner insights). */
  kind: v.picklist(["real", "computed"]),
  /** The real index's name (absent for the computed one, which the screen names itself). */
  name: v.optional(v.string()),
  value: finite,
  changePercent: finite,
  /** The computed index's companies and the market's listings (absent for a real index). */
  constituents: v.optional(finite),
  listings: v.optional(finite),
});
export type HomeIndex = v.InferOutput<typeof homeIndexSchema>;

const homeMarketSchema = v.object({
  market: v.picklist(["US", "SA"]),
  currency: v.picklist(["USD", "SAR"]),
  /** The exchange's zone: its clock and its session times are shown in it. */
  timeZone: v.picklist(["America/New_York", "Asia/Riyadh"]),
  session: v.object({
    state: v.picklist(SESSION_STATES),
    opensAt: v.string(),
    closesAt: v.string(),
    session: v.optional(v.string()),
  }),
  /** null while the index history is not at hand (the first call of a session may wait for it). */
  index: v.nullable(homeIndexSchema),
  /** US only, beside `index`: the NASDAQ Composite when the provider quotes it, else the app's
   * index of the US market's NASDAQ listings; absent while `index` is null. */
  nasdaq: v.optional(homeIndexSchema),
  gainers: v.array(homeMoverSchema),
  losers: v.array(homeMoverSchema),
});
export type HomeMarket = v.InferOutput<typeof homeMarketSchema>;

const list = <T extends v.GenericSchema>(item: T) => v.object({ total: v.number(), items: v.array(item) });

const homeEventsSchema = v.object({
  /** The day the events are of (YYYY-MM-DD, New York's calendar, as the calendars' pages). */
  date: v.string(),
  earnings: list(v.object({ ...named, time: v.picklist(["bmo", "amc", "unknown"]) })),
  dividends: list(v.object({ ...named, currency: v.picklist(["USD", "SAR"]), dividend: finite })),
  ipos: list(v.object({ symbol: v.string(), company: v.string(), exchange: v.string() })),
  splits: list(v.object({ ...named, numerator: finite, denominator: finite })),
});
export type HomeEvents = v.InferOutput<typeof homeEventsSchema>;

/** The news cards' previews: each market's latest recap headline, the newest feed events. */
const homeNewsSchema = v.object({
  recaps: v.array(v.object({ market: v.picklist(["US", "SA"]), date: v.string(), headline: v.string() })),
  feed: v.array(
    v.object({
      id: v.string(),
      ts: v.number(),
      market: v.picklist(["US", "SA"]),
      symbol: v.string(),
      text: v.string(),
    }),
  ),
});
export type HomeNews = v.InferOutput<typeof homeNewsSchema>;

export const partnerHomeSchema = v.object({
  /** Epoch ms of the market tick the prices belong to. */
  ts: v.number(),
  simulated: v.boolean(),
  markets: v.array(homeMarketSchema),
  events: homeEventsSchema,
  /** Absent from an older server: the cards then only link. */
  news: v.optional(homeNewsSchema),
  /** The team watchlists' biggest moves today (either way), from every list of the team. */
  watchlist: v.optional(v.object({ lists: v.number(), symbols: v.number(), movers: v.array(homeMoverSchema) })),
});
export type PartnerHome = v.InferOutput<typeof partnerHomeSchema>;

/** GET /partner/home (docs/api.md, "Partner home and comparator"). */
export const partnerHomeApi = contract({ method: "GET", path: "/partner/home", response: partnerHomeSchema });

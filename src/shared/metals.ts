// The gold and silver price an admin sets for the zakat nisab (docs/api.md, "Gold price (admins)"):
// the body of PUT /admin/gold-price and the answer of GET and PUT, shared by the server and the
// admin panel. Prices are per gram.
import * as v from "valibot";
import { contract } from "./contract";

export const METALS = ["gold", "silver"] as const;
export type MetalName = (typeof METALS)[number];

export const METAL_CURRENCIES = ["USD", "SAR"] as const;

/** The highest price per gram an admin may set (gold is about 135 USD a gram in late 2026). */
export const METAL_PRICE_MAX = 1_000_000;
/** The longest source text (a publisher and a date, or a link). */
export const METAL_SOURCE_MAX = 200;

/** PUT /admin/gold-price. Range, date and length are checked by the handler, which names the field. */
const metalPriceInputSchema = v.strictObject({
  metal: v.optional(v.picklist(METALS), "gold"),
  price: v.number(),
  currency: v.picklist(METAL_CURRENCIES),
  date: v.string(),
  source: v.string(),
});
export type MetalPriceInput = v.InferInput<typeof metalPriceInputSchema>;

/** Where a price came from: the provider (yahoo, fmp), the simulation, an admin, or the defaults. */
const metalSourceSchema = v.picklist(["yahoo", "fmp", "simulated", "admin", "default"]);

/** The price the nisab reads now, as the server's MetalPrices gives it. */
const metalQuoteSchema = v.object({
  metal: v.picklist(METALS),
  pricePerGram: v.number(),
  currency: v.picklist(METAL_CURRENCIES),
  date: v.string(),
  source: metalSourceSchema,
  sourceLabel: v.string(),
});
export type MetalQuoteView = v.InferOutput<typeof metalQuoteSchema>;

/** A price an admin set. */
const adminMetalPriceSchema = v.object({
  metal: v.picklist(METALS),
  price: v.number(),
  currency: v.picklist(METAL_CURRENCIES),
  date: v.string(),
  source: v.string(),
  /** When it was set (epoch ms). */
  setAt: v.number(),
});
export type AdminMetalPrice = v.InferOutput<typeof adminMetalPriceSchema>;

/** GET and PUT /admin/gold-price: per metal, the price in use and the latest admin price. */
const metalPricesViewSchema = v.object({
  current: v.object({ gold: metalQuoteSchema, silver: metalQuoteSchema }),
  admin: v.object({ gold: v.nullable(adminMetalPriceSchema), silver: v.nullable(adminMetalPriceSchema) }),
  /** A price older than this many days is stale: the zakat report warns. */
  staleDays: v.number(),
  /** Today on the Riyadh calendar (YYYY-MM-DD): the latest date a price may have. */
  today: v.string(),
});
export type MetalPricesView = v.InferOutput<typeof metalPricesViewSchema>;

/** The admin's gold and silver prices (docs/api.md, "Gold price (admins)"). */
export const metalPricesApi = {
  get: contract({ method: "GET", path: "/admin/gold-price", response: metalPricesViewSchema }),
  /** An admin price (per gram); answered with the new state of both metals. */
  set: contract({
    method: "PUT",
    path: "/admin/gold-price",
    body: metalPriceInputSchema,
    response: metalPricesViewSchema,
  }),
};

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const t = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === text;
}

/** Today on the Riyadh calendar (UTC+3, no daylight saving): a date after it is in the future everywhere. */
export function riyadhToday(now: number): string {
  return new Date(now + 3 * 3_600_000).toISOString().slice(0, 10);
}

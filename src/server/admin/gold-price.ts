// The gold (and silver) price an admin sets for the zakat nisab (docs/api.md, "Gold price
// (admins)"): PUT /admin/gold-price keeps it, GET /admin/gold-price shows the price in use per
// metal with its source and date beside the latest admin price. Which price the nisab reads is
// decided by the MetalPrices service (market/metal-prices.ts): an admin price dated the
// provider's day or later wins.

import type { User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import {
  type AdminMetalPrice,
  isIsoDay,
  METAL_PRICE_MAX,
  METAL_SOURCE_MAX,
  type MetalName,
  type MetalPricesView,
  metalPricesApi,
  riyadhToday,
} from "../../shared/metals";
import { HttpError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { insertAdminMetalPrice, latestAdminMetalPrice } from "../market/metal-prices-store";
import { DEFAULT_METALS, METAL_STALE_DAYS, type MetalQuote } from "../market/metals";

/** A 400 naming `field`, with the apiErrors message of `code`. */
function fieldError(field: string, code: "metal_price_range" | "future_date", params: Record<string, unknown> = {}) {
  return new HttpError(400, code, { params, field, fields: [field] });
}

async function view(ctx: RequestContext): Promise<MetalPricesView> {
  const { metals, db, now } = ctx.services;
  const current = async (metal: MetalName): Promise<MetalQuote> =>
    metals ? await metals.current(metal) : DEFAULT_METALS[metal];
  const [gold, silver, adminGold, adminSilver] = await Promise.all([
    current("gold"),
    current("silver"),
    latestAdminMetalPrice(db.sql, "gold"),
    latestAdminMetalPrice(db.sql, "silver"),
  ]);
  return {
    current: { gold, silver },
    admin: { gold: adminGold, silver: adminSilver },
    staleDays: METAL_STALE_DAYS,
    today: riyadhToday(now()),
  };
}

async function set(ctx: RequestContext, _admin: User, { body: input }: HandlerInput<typeof metalPricesApi.set>) {
  const { now, db } = ctx.services;
  if (!(input.price > 0 && input.price <= METAL_PRICE_MAX))
    throw fieldError("price", "metal_price_range", { max: METAL_PRICE_MAX });
  if (!isIsoDay(input.date)) throw new HttpError(400, "invalid_input", { field: "date", problem: "invalid" });
  if (input.date > riyadhToday(now())) throw fieldError("date", "future_date");
  const source = input.source.trim();
  if (source === "") throw new HttpError(400, "invalid_input", { field: "source", problem: "required" });
  if (source.length > METAL_SOURCE_MAX)
    throw new HttpError(400, "invalid_input", {
      field: "source",
      problem: "too_long",
      params: { max: METAL_SOURCE_MAX },
    });
  // Control and text-direction characters would garble the report that names the source.
  if (/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(source))
    throw new HttpError(400, "invalid_input", { field: "source", problem: "forbidden_chars" });
  const price: AdminMetalPrice = {
    metal: input.metal,
    price: input.price,
    currency: input.currency,
    date: input.date,
    source,
    setAt: now(),
  };
  await insertAdminMetalPrice(db.sql, price);
  return view(ctx);
}

export const goldPriceRoutes: Route[] = [
  route({ contract: metalPricesApi.get, access: "admin", handler: view }),
  route({ contract: metalPricesApi.set, access: "admin", handler: set }),
];

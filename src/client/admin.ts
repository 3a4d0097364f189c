// The administrator's account support (docs/api.md, "Account support (admins)"): look an account up by e-mail and
// act on it (clear a lockout, send a code, end its sessions…); the gold and silver price of the zakat nisab.
import * as v from "valibot";
import { type MetalPriceInput, type MetalPricesView, metalPricesViewSchema } from "../shared/metals";
import type { SupportAccount, SupportAction } from "../shared/support";
import { api, call } from "./http";

export const lookupAccount = (input: { email: string }, signal?: AbortSignal) =>
  call(api(signal).url("/admin/support/lookup").post(input).json<SupportAccount>());

export const supportAction = (action: SupportAction, userId: string, signal?: AbortSignal) =>
  call(api(signal).url(`/admin/support/${action}`).post({ userId }).json<SupportAccount>());

/** The gold and silver price in use and the latest admin price of each (docs/api.md, "Gold price (admins)"). */
export const getGoldPrice = async (signal?: AbortSignal): Promise<MetalPricesView> =>
  v.parse(metalPricesViewSchema, await call(api(signal).url("/admin/gold-price").get().json<unknown>()));

/** Sets an admin price (per gram); the answer is the new state of both metals. */
export const setGoldPrice = async (input: MetalPriceInput, signal?: AbortSignal): Promise<MetalPricesView> =>
  v.parse(metalPricesViewSchema, await call(api(signal).url("/admin/gold-price").put(input).json<unknown>()));

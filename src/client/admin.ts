// The administrator's account support (docs/api.md, "Account support (admins)"): look an account up by e-mail and
// act on it (clear a lockout, send a code, end its sessions…); the gold and silver price of the zakat nisab.
import { type MetalPriceInput, metalPricesApi } from "../shared/metals";
import { type SupportAction, supportApi } from "../shared/support";
import { request } from "./http";

export const lookupAccount = (body: { email: string }, signal?: AbortSignal) =>
  request(supportApi.lookup, { body }, signal);

export const supportAction = (action: SupportAction, userId: string, signal?: AbortSignal) =>
  request(supportApi.actions[action], { body: { userId } }, signal);

/** The gold and silver price in use and the latest admin price of each (docs/api.md, "Gold price (admins)"). */
export const getGoldPrice = (signal?: AbortSignal) => request(metalPricesApi.get, {}, signal);

/** Sets an admin price (per gram); the answer is the new state of both metals. */
export const setGoldPrice = (body: MetalPriceInput, signal?: AbortSignal) =>
  request(metalPricesApi.set, { body }, signal);

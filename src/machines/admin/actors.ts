import { fromPromise } from "xstate";
import { getGoldPrice, lookupAccount, setGoldPrice, supportAction } from "../../client/admin";
import * as recommendations from "../../client/recommendations";
import { publish } from "../../client/recommendations";
import type { MetalPriceInput, MetalPricesView } from "../../shared/metals";
import type { Recommendation, RecommendationInput } from "../../shared/recommendation";
import type { SupportAccount, SupportAction } from "../../shared/support";

/** The I/O actors of recommendations.machine.ts. */
export const recommendationsActors = {
  load: fromPromise<{ recommendations: Recommendation[] }, { scope: "admin" | "work" }>(({ input, signal }) =>
    recommendations.list(input.scope, signal),
  ),
  remove: fromPromise<unknown, { id: string }>(({ input, signal }) => recommendations.remove(input.id, signal)),
};

/** The I/O actors of recommendationForm.machine.ts. */
export const recommendationFormActors = {
  publish: fromPromise<{ recommendation: Recommendation }, RecommendationInput>(({ input, signal }) =>
    publish(input, signal),
  ),
};

/** The I/O actors of goldPrice.machine.ts. */
export const goldPriceActors = {
  load: fromPromise<MetalPricesView>(({ signal }) => getGoldPrice(signal)),
  save: fromPromise<MetalPricesView, MetalPriceInput>(({ input, signal }) => setGoldPrice(input, signal)),
};

/** The I/O actors of accountSupport.machine.ts. */
export const accountSupportActors = {
  lookup: fromPromise<SupportAccount, { email: string }>(({ input, signal }) => lookupAccount(input, signal)),
  act: fromPromise<SupportAccount, { action: SupportAction; userId: string }>(({ input, signal }) =>
    supportAction(input.action, input.userId, signal),
  ),
};

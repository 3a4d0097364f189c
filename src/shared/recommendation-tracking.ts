// How a published recommendation has done since it was made, computed by the server from the
// symbol's prices (src/server/admin/recommendation-outcome.ts), never typed by the admin.
import * as v from "valibot";

const RECOMMENDATION_STATUSES = ["open", "target", "stop"] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

export const recommendationTrackingSchema = v.object({
  /** The listing currency of the prices below. */
  currency: v.picklist(["USD", "SAR"]),
  /** The price now. */
  price: v.number(),
  /** The price when the recommendation was made; null for recommendations older than this record. */
  referencePrice: v.nullable(v.number()),
  /** Change from referencePrice to price, in percent (2 decimals); null without a reference. */
  changePercent: v.nullable(v.number()),
  /** The target that counts: the lowest of the five (the first a rising price reaches). */
  target: v.number(),
  status: v.picklist(RECOMMENDATION_STATUSES),
  /** The exchange's session day (YYYY-MM-DD) the target or stop was reached; absent while open. */
  day: v.optional(v.string()),
  /** The exchange's clock the day is on. */
  timeZone: v.picklist(["America/New_York", "Asia/Riyadh"]),
});
export type RecommendationTracking = v.InferOutput<typeof recommendationTrackingSchema>;

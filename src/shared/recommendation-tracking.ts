// How a published recommendation has done since it was made, computed by the server from the
// symbol's prices (src/server/admin/recommendation-outcome.ts), never typed by the admin.

export type RecommendationStatus = "open" | "target" | "stop";

export interface RecommendationTracking {
  /** The listing currency of the prices below. */
  currency: "USD" | "SAR";
  /** The price now. */
  price: number;
  /** The price when the recommendation was made; null for recommendations older than this record. */
  referencePrice: number | null;
  /** Change from referencePrice to price, in percent (2 decimals); null without a reference. */
  changePercent: number | null;
  /** The target that counts: the lowest of the five (the first a rising price reaches). */
  target: number;
  status: RecommendationStatus;
  /** The exchange's session day (YYYY-MM-DD) the target or stop was reached; absent while open. */
  day?: string;
  /** The exchange's clock the day is on. */
  timeZone: "America/New_York" | "Asia/Riyadh";
}

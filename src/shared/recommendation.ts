// Trade recommendations (docs/api.md, "Recommendations"): the admin's payload, the shape the
// lists answer with, the contract of their routes, and the order a long recommendation's prices
// must keep: stop loss < every entry < every target. The form has no direction field, so every
// recommendation is a long one: a stop loss above the entries or a target below them is a typo
// that would mislead every reader. The admin form and the server both ask orderProblems, so they
// cannot disagree.
import * as v from "valibot";
import { contract } from "./contract";
import { decimalInput } from "./digits";
import { SYMBOL_PATTERN } from "./market";
import { recommendationTrackingSchema } from "./recommendation-tracking";

type OrderProblem =
  | { field: "stopLoss"; rule: "stopLossBelowEntries" }
  | { field: `targets.${number}`; rule: "targetAboveEntries"; index: number };

/**
 * Every price out of order, in form order (stop loss first, then targets 1–5). Prices that are
 * not positive finite numbers are skipped: their own field error says what is wrong with them.
 */
export function orderProblems(prices: {
  entries: readonly number[];
  targets: readonly number[];
  stopLoss: number;
}): OrderProblem[] {
  const valid = (n: number) => Number.isFinite(n) && n > 0;
  if (prices.entries.length === 0 || !prices.entries.every(valid)) return [];
  const lowestEntry = Math.min(...prices.entries);
  const highestEntry = Math.max(...prices.entries);
  const problems: OrderProblem[] = [];
  if (valid(prices.stopLoss) && prices.stopLoss >= lowestEntry) {
    problems.push({ field: "stopLoss", rule: "stopLossBelowEntries" });
  }
  prices.targets.forEach((target, index) => {
    if (valid(target) && target <= highestEntry) {
      problems.push({ field: `targets.${index}`, rule: "targetAboveEntries", index });
    }
  });
  return problems;
}

const symbol = v.pipe(v.string(), v.regex(SYMBOL_PATTERN));

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

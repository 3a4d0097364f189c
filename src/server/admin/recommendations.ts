// Trade recommendations: admins publish and delete them (/admin/*), every logged-in user
// reads them (/work/recommendations, the dashboard's Exclusive Service). Newest first. Each one
// read comes with its tracking: the price now, the change since it was made, and whether its
// target or stop was reached (recommendation-outcome.ts), from the market's prices, not the admin.
import type { User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import { orderProblems, type Recommendation, recommendationsApi } from "../../shared/recommendation";
import type { RecommendationTracking } from "../../shared/recommendation-tracking";
import { HttpError } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { isoDate, type MarketCode, marketDay } from "../market/history";
import { round, roundPrice } from "../market/state";
import { type Outcome, recommendationOutcome } from "./recommendation-outcome";
import {
  deleteRecommendationRow,
  insertRecommendation,
  keepOutcome,
  newestRecommendations,
  type StoredRecommendation,
} from "./recommendations-store";

/** How many recommendations the lists return at most (newest first). */
const RECOMMENDATIONS_SHOWN = 100;

const DAY_MS = 86_400_000;
/** Sessions of history read at most (five years): older recommendations look at their last five years. */
const MAX_SESSIONS = 1261;

/** The tracking of one recommendation; null when its symbol is not in the market. Writes a newly reached outcome. */
async function track(
  ctx: RequestContext,
  rec: Recommendation,
  row: Omit<StoredRecommendation, "recommendation">,
): Promise<RecommendationTracking | null> {
  const { market, db, now } = ctx.services;
  const state = market.state;
  const i = state.index.get(rec.symbol);
  if (i === undefined) return null;
  const code: MarketCode = state.currencies[i] === "SAR" ? "SA" : "US";
  const price = state.price[i]!;
  let outcome: Outcome | null =
    row.outcome === "target" || row.outcome === "stop"
      ? { status: row.outcome, day: row.outcomeDay ?? "", price: Number(row.outcomePrice) }
      : null;
  if (!outcome) {
    const sessions = Math.min(MAX_SESSIONS, Math.ceil((now() - rec.createdAt) / DAY_MS) + 5);
    const range = market.tickers.dayRange(i);
    outcome = recommendationOutcome(rec, {
      bars: sessions > 1 ? await market.tickers.bars(i, sessions) : [],
      createdDay: isoDate(marketDay(rec.createdAt, code)),
      today: { day: isoDate(market.tickers.session(i)), high: range.high, low: range.low, price },
    });
    // Kept once reached; the condition keeps the first writer's outcome if two instances race.
    if (outcome) await keepOutcome(db.sql, rec.id, outcome);
  }
  const reference = row.referencePrice;
  return {
    currency: state.currencies[i]!,
    price: roundPrice(price),
    referencePrice: reference,
    changePercent: reference && reference > 0 ? round((price / reference - 1) * 100, 2) : null,
    target: Math.min(...rec.targets),
    status: outcome?.status ?? "open",
    ...(outcome ? { day: outcome.day } : {}),
    timeZone: code === "SA" ? "Asia/Riyadh" : "America/New_York",
  };
}

async function list(ctx: RequestContext) {
  const rows = await newestRecommendations(ctx.services.db.sql, RECOMMENDATIONS_SHOWN);
  const recommendations = await Promise.all(
    rows.map(async ({ recommendation: rec, ...row }) => ({ ...rec, tracking: await track(ctx, rec, row) })),
  );
  return { recommendations };
}

async function createRecommendation(
  ctx: RequestContext,
  admin: User,
  { body: input }: HandlerInput<typeof recommendationsApi.publish>,
) {
  const { db, now, knownSymbol } = ctx.services;
  if (knownSymbol && !knownSymbol(input.symbol)) {
    throw new HttpError(400, "recommendation_symbol_unknown", { params: { symbol: input.symbol }, fields: ["symbol"] });
  }
  // The same order rule as the admin form (long: stop loss < entries < targets); the first
  // price out of order is named, so a client other than ours learns what to fix.
  const [problem] = orderProblems(input);
  if (problem?.rule === "stopLossBelowEntries") {
    throw new HttpError(400, "recommendation_stop_loss_order", { field: problem.field, fields: [problem.field] });
  }
  if (problem?.rule === "targetAboveEntries") {
    throw new HttpError(400, "recommendation_target_order", {
      params: { n: problem.index + 1 },
      field: problem.field,
      fields: [problem.field],
    });
  }
  // The admin's "percentage achieved" is not kept: how it went is computed from prices.
  const { percentageAchieved: _ignored, ...fields } = input;
  const recommendation: Recommendation = { id: crypto.randomUUID(), ...fields, createdAt: now() };
  const state = ctx.services.market.state;
  const i = state.index.get(input.symbol);
  const reference = i === undefined ? null : roundPrice(state.price[i]!);
  await insertRecommendation(db.sql, recommendation, admin.id, reference);
  // With its tracking, as the lists give it, so the admin's new card is complete at once.
  const row = { referencePrice: reference, outcome: null, outcomeDay: null, outcomePrice: null };
  return { recommendation: { ...recommendation, tracking: await track(ctx, recommendation, row) } };
}

async function deleteRecommendation(
  ctx: RequestContext,
  _admin: User,
  { params }: HandlerInput<typeof recommendationsApi.remove>,
) {
  if (!(await deleteRecommendationRow(ctx.services.db.sql, params.id))) {
    throw new HttpError(404, "recommendation_not_found");
  }
  return { id: params.id };
}

export const recommendationRoutes: Route[] = [
  route({ contract: recommendationsApi.work, access: "user", handler: list }),
  route({ contract: recommendationsApi.admin, access: "admin", handler: list }),
  route({ contract: recommendationsApi.publish, access: "admin", handler: createRecommendation }),
  route({ contract: recommendationsApi.remove, access: "admin", handler: deleteRecommendation }),
];

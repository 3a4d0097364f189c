// Trade recommendations: admins publish and delete them (/admin/*), every logged-in user
// reads them (/work/recommendations, the dashboard's Exclusive Service). Newest first. Each one
// read comes with its tracking: the price now, the change since it was made, and whether its
// target or stop was reached (recommendation-outcome.ts), from the market's prices, not the admin.
import type { User } from "../../shared/accounts";
import { type Recommendation, RecommendationInput, type TargetColor } from "../../shared/portal";
import { orderProblems } from "../../shared/recommendation";
import type { RecommendationTracking } from "../../shared/recommendation-tracking";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { isoDate, type MarketCode, marketDay } from "../market/history";
import { round, roundPrice } from "../market/state";
import { type Outcome, recommendationOutcome } from "./recommendation-outcome";

/** How many recommendations the lists return at most (newest first). */
export const RECOMMENDATIONS_SHOWN = 100;

interface Row {
  id: string;
  symbol: string;
  entries: string;
  targets: string;
  target_colors: string;
  stop_loss: number | string;
  created_at: number | string;
  reference_price: number | string | null;
  outcome: string | null;
  outcome_day: string | null;
  outcome_price: number | string | null;
}

function fromRow(row: Row): Recommendation {
  return {
    id: row.id,
    symbol: row.symbol,
    entries: JSON.parse(row.entries) as Recommendation["entries"],
    targets: JSON.parse(row.targets) as Recommendation["targets"],
    targetColors: JSON.parse(row.target_colors) as [TargetColor, TargetColor, TargetColor, TargetColor, TargetColor],
    stopLoss: Number(row.stop_loss),
    createdAt: Number(row.created_at),
  };
}

const DAY_MS = 86_400_000;
/** Sessions of history read at most (five years): older recommendations look at their last five years. */
const MAX_SESSIONS = 1261;

/** The tracking of one recommendation; null when its symbol is not in the market. Writes a newly reached outcome. */
async function track(ctx: RequestContext, rec: Recommendation, row: Row): Promise<RecommendationTracking | null> {
  const { market, db, now } = ctx.services;
  const state = market.state;
  const i = state.index.get(rec.symbol);
  if (i === undefined) return null;
  const code: MarketCode = state.currencies[i] === "SAR" ? "SA" : "US";
  const price = state.price[i]!;
  let outcome: Outcome | null =
    row.outcome === "target" || row.outcome === "stop"
      ? { status: row.outcome, day: row.outcome_day ?? "", price: Number(row.outcome_price) }
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
    if (outcome)
      await db.sql`UPDATE recommendations SET outcome = ${outcome.status}, outcome_day = ${outcome.day},
        outcome_price = ${outcome.price} WHERE id = ${rec.id} AND outcome IS NULL`;
  }
  const reference = row.reference_price === null ? null : Number(row.reference_price);
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

async function list(ctx: RequestContext): Promise<Response> {
  const rows = (await ctx.services.db.sql`SELECT id, symbol, entries, targets, target_colors, stop_loss,
    created_at, reference_price, outcome, outcome_day, outcome_price FROM recommendations
    ORDER BY created_at DESC, id LIMIT ${RECOMMENDATIONS_SHOWN}`) as Row[];
  const recommendations = await Promise.all(
    rows.map(async (row) => {
      const rec = fromRow(row);
      return { ...rec, tracking: await track(ctx, rec, row) };
    }),
  );
  return json({ recommendations });
}

export async function createRecommendation(ctx: RequestContext, admin: User): Promise<Response> {
  const input = await readJson(ctx.req, RecommendationInput);
  const { db, now, knownSymbol } = ctx.services;
  if (knownSymbol && !knownSymbol(input.symbol)) {
    throw new HttpError(400, "recommendation_symbol_unknown", { symbol: input.symbol }, { fields: ["symbol"] });
  }
  // The same order rule as the admin form (long: stop loss < entries < targets); the first
  // price out of order is named, so a client other than ours learns what to fix.
  const [problem] = orderProblems(input);
  if (problem?.rule === "stopLossBelowEntries") {
    throw new HttpError(400, "recommendation_stop_loss_order", {}, { field: problem.field, fields: [problem.field] });
  }
  if (problem?.rule === "targetAboveEntries") {
    throw new HttpError(
      400,
      "recommendation_target_order",
      { n: problem.index + 1 },
      { field: problem.field, fields: [problem.field] },
    );
  }
  // The admin's "percentage achieved" is not kept: how it went is computed from prices.
  const { percentageAchieved: _ignored, ...fields } = input;
  const recommendation: Recommendation = { id: crypto.randomUUID(), ...fields, createdAt: now() };
  const state = ctx.services.market.state;
  const i = state.index.get(input.symbol);
  const reference = i === undefined ? null : roundPrice(state.price[i]!);
  await db.sql`INSERT INTO recommendations (id, symbol, entries, targets, target_colors, stop_loss,
    percentage_achieved, created_by, created_at, reference_price) VALUES (${recommendation.id}, ${input.symbol},
    ${JSON.stringify(input.entries)}, ${JSON.stringify(input.targets)}, ${JSON.stringify(input.targetColors)},
    ${input.stopLoss}, ${0}, ${admin.id}, ${recommendation.createdAt}, ${reference})`;
  // With its tracking, as the lists give it, so the admin's new card is complete at once.
  const row = { reference_price: reference, outcome: null, outcome_day: null, outcome_price: null } as Row;
  return json({ recommendation: { ...recommendation, tracking: await track(ctx, recommendation, row) } }, 201);
}

export async function deleteRecommendation(ctx: RequestContext): Promise<Response> {
  const id = ctx.params.id ?? "";
  const removed = await ctx.services.db.sql`DELETE FROM recommendations WHERE id = ${id} RETURNING id`;
  if (removed.length === 0) throw new HttpError(404, "recommendation_not_found");
  return json({ id });
}

export const recommendationRoutes: Route[] = [
  route({ method: "GET", path: "/work/recommendations", access: "user", handler: list }),
  route({ method: "GET", path: "/admin/recommendations", access: "admin", handler: list }),
  route({ method: "POST", path: "/admin/recommendations", access: "admin", handler: createRecommendation }),
  route({ method: "DELETE", path: "/admin/recommendations/:id", access: "admin", handler: deleteRecommendation }),
];

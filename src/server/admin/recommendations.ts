// Trade recommendations: admins publish and delete them (/admin/*), every logged-in user
// reads them (/work/recommendations, the dashboard's Exclusive Service). Newest first.
import type { User } from "../../shared/accounts";
import { type Recommendation, RecommendationInput, type TargetColor } from "../../shared/portal";
import { readJson } from "../http/body";
import { HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";

/** How many recommendations the lists return at most (newest first). */
export const RECOMMENDATIONS_SHOWN = 100;

interface Row {
  id: string;
  symbol: string;
  entries: string;
  targets: string;
  target_colors: string;
  stop_loss: number | string;
  percentage_achieved: number | string;
  created_at: number | string;
}

function fromRow(row: Row): Recommendation {
  return {
    id: row.id,
    symbol: row.symbol,
    entries: JSON.parse(row.entries) as Recommendation["entries"],
    targets: JSON.parse(row.targets) as Recommendation["targets"],
    targetColors: JSON.parse(row.target_colors) as [TargetColor, TargetColor, TargetColor, TargetColor, TargetColor],
    stopLoss: Number(row.stop_loss),
    percentageAchieved: Number(row.percentage_achieved),
    createdAt: Number(row.created_at),
  };
}

async function list(ctx: RequestContext): Promise<Response> {
  const rows = (await ctx.services.db.sql`SELECT id, symbol, entries, targets, target_colors, stop_loss,
    percentage_achieved, created_at FROM recommendations ORDER BY created_at DESC, id
    LIMIT ${RECOMMENDATIONS_SHOWN}`) as Row[];
  return json({ recommendations: rows.map(fromRow) });
}

export async function createRecommendation(ctx: RequestContext, admin: User): Promise<Response> {
  const input = await readJson(ctx.req, RecommendationInput);
  const { db, now, knownSymbol } = ctx.services;
  if (knownSymbol && !knownSymbol(input.symbol)) {
    throw new HttpError(400, "recommendation_symbol_unknown", { symbol: input.symbol }, { fields: ["symbol"] });
  }
  const recommendation: Recommendation = { id: crypto.randomUUID(), ...input, createdAt: now() };
  await db.sql`INSERT INTO recommendations (id, symbol, entries, targets, target_colors, stop_loss,
    percentage_achieved, created_by, created_at) VALUES (${recommendation.id}, ${input.symbol},
    ${JSON.stringify(input.entries)}, ${JSON.stringify(input.targets)}, ${JSON.stringify(input.targetColors)},
    ${input.stopLoss}, ${input.percentageAchieved}, ${admin.id}, ${recommendation.createdAt})`;
  return json({ recommendation }, 201);
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

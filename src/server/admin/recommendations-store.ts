// The recommendations table: admins' published recommendations. Conventions of stores:
// auth/users-store.ts.
import type { SQL } from "bun";
import type { Recommendation, TargetColor } from "../../shared/recommendation";
import { n, num, type Row, type UserTable } from "../account/user-data";

/** A recommendation as kept: what the admin published, the price when it was made, and the
 * outcome once its target or stop was reached (written once). */
export interface StoredRecommendation {
  recommendation: Recommendation;
  referencePrice: number | null;
  outcome: string | null;
  outcomeDay: string | null;
  outcomePrice: number | null;
}

interface RawRow {
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

const fromRaw = (row: RawRow): StoredRecommendation => ({
  recommendation: {
    id: row.id,
    symbol: row.symbol,
    entries: JSON.parse(row.entries) as Recommendation["entries"],
    targets: JSON.parse(row.targets) as Recommendation["targets"],
    targetColors: JSON.parse(row.target_colors) as [TargetColor, TargetColor, TargetColor, TargetColor, TargetColor],
    stopLoss: Number(row.stop_loss),
    createdAt: Number(row.created_at),
  },
  referencePrice: row.reference_price === null ? null : Number(row.reference_price),
  outcome: row.outcome,
  outcomeDay: row.outcome_day,
  outcomePrice: row.outcome_price === null ? null : Number(row.outcome_price),
});

/** The newest recommendations first. */
export async function newestRecommendations(sql: SQL, limit: number): Promise<StoredRecommendation[]> {
  const rows = (await sql`SELECT id, symbol, entries, targets, target_colors, stop_loss,
    created_at, reference_price, outcome, outcome_day, outcome_price FROM recommendations
    ORDER BY created_at DESC, id LIMIT ${limit}`) as RawRow[];
  return rows.map(fromRaw);
}

export async function insertRecommendation(
  sql: SQL,
  r: Recommendation,
  createdBy: string,
  referencePrice: number | null,
): Promise<void> {
  await sql`INSERT INTO recommendations (id, symbol, entries, targets, target_colors, stop_loss,
    percentage_achieved, created_by, created_at, reference_price) VALUES (${r.id}, ${r.symbol},
    ${JSON.stringify(r.entries)}, ${JSON.stringify(r.targets)}, ${JSON.stringify(r.targetColors)},
    ${r.stopLoss}, ${0}, ${createdBy}, ${r.createdAt}, ${referencePrice})`;
}

/** Keeps a reached outcome; the first writer's stays if two instances race. */
export async function keepOutcome(
  sql: SQL,
  id: string,
  outcome: { status: string; day: string; price: number },
): Promise<void> {
  await sql`UPDATE recommendations SET outcome = ${outcome.status}, outcome_day = ${outcome.day},
        outcome_price = ${outcome.price} WHERE id = ${id} AND outcome IS NULL`;
}

/** Deletes a recommendation; false when there was none such. */
export async function deleteRecommendationRow(sql: SQL, id: string): Promise<boolean> {
  return (await sql`DELETE FROM recommendations WHERE id = ${id} RETURNING id`).length > 0;
}

export const recommendationsData: UserTable = {
  // Recommendations are published to every user: an admin's stay when the admin's account is
  // deleted, without the link to it.
  table: "recommendations",
  rows: async (sql, o) =>
    (await sql`SELECT id, symbol, created_at FROM recommendations WHERE created_by = ${o.id} ORDER BY created_at`).map(
      (r: Row) => ({ id: r.id, symbol: r.symbol, createdAt: num(r.created_at) }),
    ),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM recommendations WHERE created_by = ${o.id}`),
  remove: async (sql, o) => {
    await sql`UPDATE recommendations SET created_by = '' WHERE created_by = ${o.id}`;
  },
};

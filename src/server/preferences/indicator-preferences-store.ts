// The indicator_preferences table (migration 0160): the ticker chart's indicators a user chose.
import type { SQL } from "bun";
import { canonical, type Indicator, isIndicator } from "../../shared/chart-indicators";
import { n, num, type Row, type UserTable } from "../account/user-data";

function decode(text: string): Indicator[] {
  return canonical(text.split(",").filter(isIndicator));
}

/** The user's saved choice, or null when there is none. */
export async function indicatorsOf(sql: SQL, userId: string): Promise<Indicator[] | null> {
  const rows = (await sql`SELECT indicators FROM indicator_preferences WHERE user_id = ${userId}`) as {
    indicators: string;
  }[];
  return rows[0] ? decode(rows[0].indicators) : null;
}

export async function setIndicators(sql: SQL, userId: string, list: readonly Indicator[], now: number): Promise<void> {
  const text = canonical(list).join(",");
  await sql`INSERT INTO indicator_preferences (user_id, indicators, updated_at) VALUES (${userId}, ${text}, ${now})
    ON CONFLICT (user_id) DO UPDATE SET indicators = ${text}, updated_at = ${now}`;
}

export const indicatorPreferencesData: UserTable = {
  table: "indicator_preferences",
  rows: async (sql, o) =>
    (await sql`SELECT indicators, updated_at FROM indicator_preferences WHERE user_id = ${o.id}`).map((r: Row) => ({
      indicators: decode(String(r.indicators)),
      updatedAt: num(r.updated_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM indicator_preferences WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM indicator_preferences WHERE user_id = ${o.id}`;
  },
};

// The recommendations table: admins' published recommendations. Conventions of stores:
// auth/users-store.ts.
import { n, num, type Row, type UserTable } from "../account/user-data";

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

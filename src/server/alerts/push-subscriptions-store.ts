// The push_subscriptions table: one browser push subscription per session. Conventions of
// stores: auth/users-store.ts.
import { endpointOrigin, n, num, type Row, type UserTable } from "../account/user-data";

export const pushSubscriptionsData: UserTable = {
  table: "push_subscriptions",
  // The endpoint is an address of this browser at its push service: only the service's origin
  // is shown (the keys and the full endpoint are not).
  rows: async (sql, o) =>
    (await sql`SELECT endpoint, created_at FROM push_subscriptions WHERE user_id = ${o.id} ORDER BY created_at`).map(
      (r: Row) => ({ pushService: endpointOrigin(String(r.endpoint)), createdAt: num(r.created_at) }),
    ),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM push_subscriptions WHERE user_id = ${o.id}`;
  },
};

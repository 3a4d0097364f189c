// The push_subscriptions table: one browser push subscription per session. Conventions of
// stores: auth/users-store.ts.
import type { SQL } from "bun";
import { endpointOrigin, n, num, type Row, type UserTable } from "../account/user-data";

/** The user's subscriptions other than this session's. */
export async function countOtherSubscriptions(sql: SQL, userId: string, tokenHash: string): Promise<number> {
  const [row] = (await sql`SELECT COUNT(*) AS n FROM push_subscriptions
      WHERE user_id = ${userId} AND token_hash <> ${tokenHash}`) as { n: number | string }[];
  return Number(row?.n ?? 0);
}

/** The session's subscription, replacing the one it had. */
export async function replaceSubscription(
  sql: SQL,
  s: { tokenHash: string; userId: string; endpoint: string; p256dh: string; auth: string; createdAt: number },
): Promise<void> {
  await sql`DELETE FROM push_subscriptions WHERE token_hash = ${s.tokenHash}`;
  await sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
      VALUES (${s.tokenHash}, ${s.userId}, ${s.endpoint}, ${s.p256dh}, ${s.auth}, ${s.createdAt})`;
}

interface PushTarget {
  token_hash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The user's subscriptions of sessions still alive (an expired one's row goes at the next purge). */
export async function liveSubscriptions(sql: SQL, userId: string, now: number): Promise<PushTarget[]> {
  return (await sql`SELECT p.token_hash, p.endpoint, p.p256dh, p.auth FROM push_subscriptions p
      JOIN sessions s ON s.token_hash = p.token_hash
      WHERE p.user_id = ${userId} AND s.expires_at > ${now}`) as PushTarget[];
}

/** A subscription the push service says is gone. */
export async function deleteSubscription(sql: SQL, tokenHash: string): Promise<void> {
  await sql`DELETE FROM push_subscriptions WHERE token_hash = ${tokenHash}`;
}

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

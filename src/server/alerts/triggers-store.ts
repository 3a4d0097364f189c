// The alert triggers aggregate: alert_triggers (an alert that fired) and alert_deliveries (its
// e-mail and push, each with its tries). Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, type Row, type UserTable } from "../account/user-data";

interface TriggerRow {
  id: string;
  alertId: string;
  symbol: string;
  kind: string;
  value: number | null;
  note: string | null;
  price: number;
  tickAt: number;
}

/** Triggers of one user fired before `before`, newest first. */
export async function triggersOf(sql: SQL, userId: string, before: number, limit: number): Promise<TriggerRow[]> {
  const rows = (await sql`SELECT id, alert_id, symbol, kind, value, note, price, tick_at FROM alert_triggers
    WHERE user_id = ${userId} AND tick_at < ${before} ORDER BY tick_at DESC, id LIMIT ${limit}`) as {
    id: string;
    alert_id: string;
    symbol: string;
    kind: string;
    value: number | string | null;
    note: string | null;
    price: number | string;
    tick_at: number | string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    alertId: r.alert_id,
    symbol: r.symbol,
    kind: r.kind,
    value: r.value === null ? null : Number(r.value),
    note: r.note,
    price: Number(r.price),
    tickAt: Number(r.tick_at),
  }));
}

interface DeliveryState {
  triggerId: string;
  channel: "email" | "push";
  status: "pending" | "delivered" | "failed";
}

/** How each of these triggers was delivered, per channel. */
export async function deliveriesOf(sql: SQL, triggerIds: string[]): Promise<DeliveryState[]> {
  if (triggerIds.length === 0) return [];
  const rows =
    (await sql`SELECT trigger_id, channel, status FROM alert_deliveries WHERE trigger_id IN ${sql(triggerIds)}`) as {
      trigger_id: string;
      channel: "email" | "push";
      status: "pending" | "delivered" | "failed";
    }[];
  return rows.map((d) => ({ triggerId: d.trigger_id, channel: d.channel, status: d.status }));
}

/** Writes the trigger of one (alert, arming); false when it was written already. */
export async function insertTrigger(
  sql: SQL,
  t: {
    id: string;
    alertId: string;
    arming: number;
    userId: string;
    symbol: string;
    kind: string;
    value: number | null;
    note: string | null;
    price: number;
    tickAt: number;
    at: number;
  },
): Promise<boolean> {
  const inserted = await sql`INSERT INTO alert_triggers (id, alert_id, arming, user_id, symbol, kind, value,
          note, price, tick_at, created_at)
        VALUES (${t.id}, ${t.alertId}, ${t.arming}, ${t.userId}, ${t.symbol}, ${t.kind},
          ${t.value}, ${t.note}, ${t.price}, ${t.tickAt}, ${t.at})
        ON CONFLICT (alert_id, arming) DO NOTHING RETURNING id`;
  return inserted.length > 0;
}

/** A pending delivery of the trigger on one channel, due now. */
export async function insertDelivery(sql: SQL, triggerId: string, channel: string, at: number): Promise<void> {
  await sql`INSERT INTO alert_deliveries (trigger_id, channel, status, attempts, next_at)
          VALUES (${triggerId}, ${channel}, 'pending', 0, ${at})`;
}

export type DeliveryChannel = "email" | "push";

/** A pending delivery that is due, with the user it goes to (rows in the database's shapes). */
export interface DueRow {
  trigger_id: string;
  channel: DeliveryChannel;
  attempts: number | string;
  user_id: string;
}

/** Due deliveries on these channels, oldest first, leaving out the users at their cap per channel. */
export async function dueDeliveries(
  sql: SQL,
  d: { at: number; channels: DeliveryChannel[]; mailCapped: string[]; pushCapped: string[]; limit: number },
): Promise<DueRow[]> {
  const { at, channels, mailCapped, pushCapped } = d;
  return (await sql`SELECT d.trigger_id, d.channel, d.attempts, t.user_id
        FROM alert_deliveries d JOIN alert_triggers t ON t.id = d.trigger_id
        WHERE d.status = 'pending' AND d.next_at <= ${at} AND d.held_in IS NULL
          AND (d.lease_until IS NULL OR d.lease_until <= ${at}) AND d.channel IN ${sql(channels)}
          ${mailCapped.length ? sql`AND NOT (d.channel = 'email' AND t.user_id IN ${sql(mailCapped)})` : sql``}
          ${pushCapped.length ? sql`AND NOT (d.channel = 'push' AND t.user_id IN ${sql(pushCapped)})` : sql``}
        ORDER BY d.next_at LIMIT ${d.limit}`) as DueRow[];
}

/** Takes the delivery for a lease (its attempts unchanged since it was read); its attempt number,
 * or null when another sender has it. */
export async function leaseDelivery(sql: SQL, row: DueRow, at: number, leaseUntil: number): Promise<number | null> {
  const leased = await sql`UPDATE alert_deliveries
      SET lease_until = ${leaseUntil}, attempts = attempts + 1
      WHERE trigger_id = ${row.trigger_id} AND channel = ${row.channel} AND status = 'pending'
        AND attempts = ${Number(row.attempts)} AND (lease_until IS NULL OR lease_until <= ${at})
      RETURNING attempts`;
  if (leased.length === 0) return null;
  return Number((leased[0] as { attempts: number | string }).attempts);
}

export async function markDelivered(sql: SQL, triggerId: string, channel: string, at: number): Promise<void> {
  await sql`UPDATE alert_deliveries SET status = 'delivered', delivered_at = ${at}, lease_until = NULL,
        last_error = NULL WHERE trigger_id = ${triggerId} AND channel = ${channel}`;
}

/** A failed attempt: tried again at `nextAt`, or failed for good when `final`. */
export async function markAttemptFailed(
  sql: SQL,
  f: { triggerId: string; channel: string; final: boolean; nextAt: number; error: string },
): Promise<void> {
  await sql`UPDATE alert_deliveries SET status = ${f.final ? "failed" : "pending"}, lease_until = NULL,
        next_at = ${f.nextAt}, last_error = ${f.error}
      WHERE trigger_id = ${f.triggerId} AND channel = ${f.channel}`;
}

/** Whether the trigger's e-mail was counted against a mail budget already. */
export async function mailCounted(sql: SQL, triggerId: string): Promise<boolean> {
  const [counted] = (await sql`SELECT mail_counted FROM alert_deliveries
      WHERE trigger_id = ${triggerId} AND channel = 'email'`) as { mail_counted: number | string | null }[];
  return counted?.mail_counted !== null && counted?.mail_counted !== undefined;
}

export async function setMailCounted(sql: SQL, triggerId: string, window: number): Promise<void> {
  await sql`UPDATE alert_deliveries SET mail_counted = ${window}
        WHERE trigger_id = ${triggerId} AND channel = 'email'`;
}

/** Holds the trigger's e-mail for the hour's summary (its lease and attempt given back). */
export async function holdMail(sql: SQL, triggerId: string, window: number): Promise<void> {
  await sql`UPDATE alert_deliveries SET held_in = ${window}, mail_counted = ${window}, lease_until = NULL,
          attempts = attempts - 1
        WHERE trigger_id = ${triggerId} AND channel = 'email'`;
}

/** The e-mails of the user held in the hour count as delivered by its summary. */
export async function deliverHeldMail(sql: SQL, userId: string, window: number, at: number): Promise<void> {
  await sql`UPDATE alert_deliveries SET status = 'delivered', delivered_at = ${at}
          WHERE channel = 'email' AND held_in = ${window} AND status = 'pending'
            AND trigger_id IN (SELECT id FROM alert_triggers WHERE user_id = ${userId})`;
}

/** A trigger with what its messages need of the user. */
interface TriggerInfo {
  id: string;
  alert_id: string;
  user_id: string;
  symbol: string;
  kind: string;
  value: number | null;
  note: string | null;
  price: number;
  tick_at: number | string;
  email: string;
  first_name: string;
  lang: string;
}

export async function triggerInfo(sql: SQL, triggerId: string): Promise<TriggerInfo | null> {
  const [info] = (await sql`SELECT t.id, t.alert_id, t.user_id, t.symbol, t.kind, t.value, t.note, t.price,
        t.tick_at, u.email, u.first_name, u.lang
      FROM alert_triggers t JOIN users u ON u.id = t.user_id WHERE t.id = ${triggerId}`) as TriggerInfo[];
  return info ?? null;
}

export const alertTriggersData: UserTable = {
  table: "alert_triggers",
  rows: async (sql, o) =>
    (
      await sql`SELECT id, alert_id, symbol, kind, value, note, price, tick_at, created_at FROM alert_triggers
        WHERE user_id = ${o.id} ORDER BY tick_at, id`
    ).map((r: Row) => ({
      id: r.id,
      alertId: r.alert_id,
      symbol: r.symbol,
      kind: r.kind,
      value: num(r.value),
      note: r.note ?? null,
      price: num(r.price),
      triggeredAt: num(r.tick_at),
      createdAt: num(r.created_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM alert_triggers WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM alert_triggers WHERE user_id = ${o.id}`;
  },
};

export const alertDeliveriesData: UserTable = {
  table: "alert_deliveries",
  rows: async (sql, o) =>
    (
      await sql`SELECT d.trigger_id, d.channel, d.status, d.attempts, d.delivered_at FROM alert_deliveries d
        JOIN alert_triggers t ON t.id = d.trigger_id WHERE t.user_id = ${o.id} ORDER BY d.trigger_id, d.channel`
    ).map((r: Row) => ({
      triggerId: r.trigger_id,
      channel: r.channel,
      status: r.status,
      attempts: num(r.attempts),
      deliveredAt: num(r.delivered_at),
    })),
  count: async (sql, o) =>
    n(
      await sql`SELECT COUNT(*) AS n FROM alert_deliveries
        WHERE trigger_id IN (SELECT id FROM alert_triggers WHERE user_id = ${o.id})`,
    ),
  remove: async (sql, o) => {
    await sql`DELETE FROM alert_deliveries WHERE trigger_id IN (SELECT id FROM alert_triggers WHERE user_id = ${o.id})`;
  },
};

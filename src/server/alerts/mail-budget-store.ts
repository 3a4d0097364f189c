// The alert_mail_budget table: alert e-mails sent and held per user and hour, and the summary of
// the held ones (alerts/delivery.ts). Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, type Row, type UserTable } from "../account/user-data";

/** Counts one e-mail sent to the user in the hour, in one statement (atomic on both databases and
 * across instances); the count after. */
export async function countMailSent(sql: SQL, userId: string, window: number): Promise<number> {
  const [row] = (await sql`INSERT INTO alert_mail_budget (user_id, window_start, sent, held)
      VALUES (${userId}, ${window}, 1, 0)
      ON CONFLICT (user_id, window_start) DO UPDATE SET sent = alert_mail_budget.sent + 1
      RETURNING sent`) as { sent: number | string }[];
  return Number(row?.sent);
}

export async function countMailHeld(sql: SQL, userId: string, window: number): Promise<void> {
  await sql`UPDATE alert_mail_budget SET held = held + 1 WHERE user_id = ${userId} AND window_start = ${window}`;
}

/** Drops the hours before `before` that have nothing left to summarise. */
export async function deleteOldBudgets(sql: SQL, before: number): Promise<void> {
  await sql`DELETE FROM alert_mail_budget WHERE window_start <= ${before}
        AND (held = 0 OR summary_sent_at IS NOT NULL)`;
}

interface SummaryRow {
  user_id: string;
  window_start: number | string;
}

/** Hours over (started at or before `endedBy`) with held e-mails and no summary sent or leased. */
export async function dueSummaries(sql: SQL, at: number, endedBy: number, limit: number): Promise<SummaryRow[]> {
  return (await sql`SELECT user_id, window_start FROM alert_mail_budget
      WHERE summary_sent_at IS NULL AND held > 0 AND window_start <= ${endedBy}
        AND (summary_lease_until IS NULL OR summary_lease_until <= ${at})
      ORDER BY window_start LIMIT ${limit}`) as SummaryRow[];
}

/** Takes the summary for a lease; how many e-mails it holds, or null when another sender has it. */
export async function leaseSummary(
  sql: SQL,
  userId: string,
  window: number,
  at: number,
  leaseUntil: number,
): Promise<number | null> {
  const [claimed] = (await sql`UPDATE alert_mail_budget SET summary_lease_until = ${leaseUntil}
        WHERE user_id = ${userId} AND window_start = ${window} AND summary_sent_at IS NULL
          AND (summary_lease_until IS NULL OR summary_lease_until <= ${at})
        RETURNING held`) as { held: number | string }[];
  return claimed ? Number(claimed.held) : null;
}

export async function markSummarySent(sql: SQL, userId: string, window: number, at: number): Promise<void> {
  await sql`UPDATE alert_mail_budget SET summary_sent_at = ${at}, summary_lease_until = NULL
          WHERE user_id = ${userId} AND window_start = ${window}`;
}

/** A summary that failed is leased until `retryAt`, then tried again. */
export async function retrySummaryAt(sql: SQL, userId: string, window: number, retryAt: number): Promise<void> {
  await sql`UPDATE alert_mail_budget SET summary_lease_until = ${retryAt}
        WHERE user_id = ${userId} AND window_start = ${window}`;
}

export const alertMailBudgetData: UserTable = {
  table: "alert_mail_budget",
  rows: async (sql, o) =>
    (
      await sql`SELECT window_start, sent, held, summary_sent_at FROM alert_mail_budget
        WHERE user_id = ${o.id} ORDER BY window_start`
    ).map((r: Row) => ({
      hourStart: num(r.window_start),
      sent: num(r.sent),
      held: num(r.held),
      summarySentAt: num(r.summary_sent_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM alert_mail_budget WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM alert_mail_budget WHERE user_id = ${o.id}`;
  },
};

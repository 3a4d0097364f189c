// The alert_mail_budget table: alert e-mails sent and held per user and hour, and the summary of
// the held ones (alerts/delivery.ts). Conventions of stores: auth/users-store.ts.
import { n, num, type Row, type UserTable } from "../account/user-data";

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

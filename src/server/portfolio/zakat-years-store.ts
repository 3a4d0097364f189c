// The zakat_snapshots and zakat_reminders_sent tables (migration 0251, docs/portfolio.md "Zakat years"): each
// Hijri year's whole-wealth report saved once on the hawl day, and the reminders sent before it.
// Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, parse, type Row, type UserTable } from "../account/user-data";

interface ZakatSnapshotRow {
  userId: string;
  hijriYear: number;
  hawlHijri: string;
  date: string;
  currency: string;
  total: number;
  due: boolean;
  /** The report's JSON text, as written. */
  report: string;
  createdAt: number;
}

/** Saves the year's snapshot; false when the year has one already (it is never replaced). */
export async function insertSnapshot(sql: SQL, s: ZakatSnapshotRow): Promise<boolean> {
  const rows = await sql`INSERT INTO zakat_snapshots (user_id, hijri_year, hawl_hijri, date, currency, total, due,
      report, created_at)
    VALUES (${s.userId}, ${s.hijriYear}, ${s.hawlHijri}, ${s.date}, ${s.currency}, ${s.total}, ${s.due ? 1 : 0},
      ${s.report}, ${s.createdAt})
    ON CONFLICT (user_id, hijri_year) DO NOTHING RETURNING hijri_year`;
  return rows.length > 0;
}

export async function hasSnapshot(sql: SQL, userId: string, hijriYear: number): Promise<boolean> {
  const rows = await sql`SELECT 1 AS one FROM zakat_snapshots WHERE user_id = ${userId} AND hijri_year = ${hijriYear}`;
  return rows.length > 0;
}

interface RawSnapshot {
  hijri_year: number | string;
  hawl_hijri: string;
  date: string;
  currency: string;
  total: number | string;
  due: number | string | boolean;
  created_at: number | string;
}

const summaryOf = (r: RawSnapshot) => ({
  hijriYear: Number(r.hijri_year),
  hawlHijri: r.hawl_hijri,
  date: r.date,
  currency: r.currency,
  total: Number(r.total),
  due: Number(r.due) === 1,
  createdAt: Number(r.created_at),
});
type ZakatYearSummary = ReturnType<typeof summaryOf>;

/** The user's saved years, newest first. */
export async function listSnapshots(sql: SQL, userId: string): Promise<ZakatYearSummary[]> {
  const rows = (await sql`SELECT hijri_year, hawl_hijri, date, currency, total, due, created_at FROM zakat_snapshots
    WHERE user_id = ${userId} ORDER BY hijri_year DESC`) as RawSnapshot[];
  return rows.map(summaryOf);
}

/** The JSON text of one year's report, or null when that year has none. */
export async function snapshotReport(sql: SQL, userId: string, hijriYear: number): Promise<string | null> {
  const [row] = (await sql`SELECT report FROM zakat_snapshots WHERE user_id = ${userId}
    AND hijri_year = ${hijriYear}`) as { report: string }[];
  return row ? row.report : null;
}

/** Takes one reminder (user, Hijri year, days before); false when it was taken already. The row
 * carries its e-mail, pending and due now, with the figures it quotes (`mail`, JSON text): one
 * statement, so the e-mail of a reminder taken is never lost to a crash. */
export async function claimReminder(
  sql: SQL,
  r: { userId: string; hijriYear: number; daysBefore: number; hawlDate: string; at: number; mail: string },
): Promise<boolean> {
  const rows = await sql`INSERT INTO zakat_reminders_sent (user_id, hijri_year, days_before, hawl_date, email_status,
      push_status, sent_at, email_attempts, email_next_at, mail)
    VALUES (${r.userId}, ${r.hijriYear}, ${r.daysBefore}, ${r.hawlDate}, 'pending', 'none', ${r.at}, 0, ${r.at},
      ${r.mail})
    ON CONFLICT (user_id, hijri_year, days_before) DO NOTHING RETURNING days_before`;
  return rows.length > 0;
}

/** Whether this reminder, or one nearer the hawl day (fewer days before), was sent already: a
 * reminder caught up late never goes after a later one. */
export async function reminderSent(
  sql: SQL,
  r: { userId: string; hijriYear: number; daysBefore: number },
): Promise<boolean> {
  const rows = await sql`SELECT 1 AS one FROM zakat_reminders_sent WHERE user_id = ${r.userId}
    AND hijri_year = ${r.hijriYear} AND days_before <= ${r.daysBefore}`;
  return rows.length > 0;
}

export async function markReminderPush(
  sql: SQL,
  r: { userId: string; hijriYear: number; daysBefore: number },
  pushStatus: string,
): Promise<void> {
  await sql`UPDATE zakat_reminders_sent SET push_status = ${pushStatus}
    WHERE user_id = ${r.userId} AND hijri_year = ${r.hijriYear} AND days_before = ${r.daysBefore}`;
}

/** A reminder e-mail as the delivery queue handles it: its key, the user and the tries so far. */
export interface ReminderMailRow {
  userId: string;
  hijriYear: number;
  daysBefore: number;
  attempts: number;
}

/** Reminder e-mails due (pending, next try come, lease free or run out), oldest first, leaving out
 * the users in `capped`. */
export async function dueReminderMails(
  sql: SQL,
  d: { at: number; capped: string[]; limit: number },
): Promise<ReminderMailRow[]> {
  const rows = (await sql`SELECT user_id, hijri_year, days_before, email_attempts FROM zakat_reminders_sent
    WHERE email_status = 'pending' AND email_next_at <= ${d.at}
      AND (email_lease_until IS NULL OR email_lease_until <= ${d.at})
      ${d.capped.length ? sql`AND user_id NOT IN ${sql(d.capped)}` : sql``}
    ORDER BY email_next_at LIMIT ${d.limit}`) as {
    user_id: string;
    hijri_year: number | string;
    days_before: number | string;
    email_attempts: number | string;
  }[];
  return rows.map((r) => ({
    userId: r.user_id,
    hijriYear: Number(r.hijri_year),
    daysBefore: Number(r.days_before),
    attempts: Number(r.email_attempts),
  }));
}

/** Takes the reminder's e-mail for a lease (its tries unchanged since it was read); its try
 * number, or null when another sender has it. */
export async function leaseReminderMail(
  sql: SQL,
  r: ReminderMailRow,
  at: number,
  leaseUntil: number,
): Promise<number | null> {
  const rows = (await sql`UPDATE zakat_reminders_sent
    SET email_lease_until = ${leaseUntil}, email_attempts = email_attempts + 1
    WHERE user_id = ${r.userId} AND hijri_year = ${r.hijriYear} AND days_before = ${r.daysBefore}
      AND email_status = 'pending' AND email_attempts = ${r.attempts}
      AND (email_lease_until IS NULL OR email_lease_until <= ${at})
    RETURNING email_attempts`) as { email_attempts: number | string }[];
  return rows.length ? Number(rows[0]!.email_attempts) : null;
}

/** What the reminder's e-mail quotes: the hawl day, the figures of the run that took it. */
export async function reminderMailOf(
  sql: SQL,
  r: ReminderMailRow,
): Promise<{ hawlDate: string; mail: string | null } | null> {
  const [row] = (await sql`SELECT hawl_date, mail FROM zakat_reminders_sent WHERE user_id = ${r.userId}
    AND hijri_year = ${r.hijriYear} AND days_before = ${r.daysBefore}`) as {
    hawl_date: string;
    mail: string | null;
  }[];
  return row ? { hawlDate: row.hawl_date, mail: row.mail } : null;
}

/** The e-mail's try is over: delivered, failed for good, or pending again from `nextAt`. */
export async function markReminderMail(
  sql: SQL,
  r: ReminderMailRow,
  o: { status: "delivered" | "failed" | "pending"; nextAt: number; error: string | null },
): Promise<void> {
  await sql`UPDATE zakat_reminders_sent SET email_status = ${o.status}, email_lease_until = NULL,
      email_next_at = ${o.nextAt}, email_error = ${o.error}
    WHERE user_id = ${r.userId} AND hijri_year = ${r.hijriYear} AND days_before = ${r.daysBefore}`;
}

/** The users with a saved zakat profile (the job's work list). */
export async function profileUsers(sql: SQL): Promise<string[]> {
  return ((await sql`SELECT user_id FROM zakat_profiles ORDER BY user_id`) as { user_id: string }[]).map(
    (r) => r.user_id,
  );
}

export const zakatSnapshotsData: UserTable = {
  table: "zakat_snapshots",
  rows: async (sql, o) =>
    (
      await sql`SELECT hijri_year, hawl_hijri, date, currency, total, due, report, created_at FROM zakat_snapshots
        WHERE user_id = ${o.id} ORDER BY hijri_year`
    ).map((r: Row) => ({ ...summaryOf(r as unknown as RawSnapshot), report: parse(r.report) })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM zakat_snapshots WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM zakat_snapshots WHERE user_id = ${o.id}`;
  },
};

export const zakatRemindersData: UserTable = {
  table: "zakat_reminders_sent",
  rows: async (sql, o) =>
    (
      await sql`SELECT hijri_year, days_before, hawl_date, email_status, email_attempts, push_status, sent_at
        FROM zakat_reminders_sent
        WHERE user_id = ${o.id} ORDER BY hijri_year, days_before DESC`
    ).map((r: Row) => ({
      hijriYear: num(r.hijri_year),
      daysBefore: num(r.days_before),
      hawlDate: r.hawl_date,
      emailStatus: r.email_status,
      emailAttempts: num(r.email_attempts),
      pushStatus: r.push_status,
      sentAt: num(r.sent_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM zakat_reminders_sent WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM zakat_reminders_sent WHERE user_id = ${o.id}`;
  },
};

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

/** Takes one reminder (user, Hijri year, days before); false when it was taken already. */
export async function claimReminder(
  sql: SQL,
  r: { userId: string; hijriYear: number; daysBefore: number; hawlDate: string; at: number },
): Promise<boolean> {
  const rows = await sql`INSERT INTO zakat_reminders_sent (user_id, hijri_year, days_before, hawl_date, email_status,
      push_status, sent_at)
    VALUES (${r.userId}, ${r.hijriYear}, ${r.daysBefore}, ${r.hawlDate}, 'none', 'none', ${r.at})
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

export async function markReminder(
  sql: SQL,
  r: { userId: string; hijriYear: number; daysBefore: number },
  emailStatus: string,
  pushStatus: string,
): Promise<void> {
  await sql`UPDATE zakat_reminders_sent SET email_status = ${emailStatus}, push_status = ${pushStatus}
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
      await sql`SELECT hijri_year, days_before, hawl_date, email_status, push_status, sent_at FROM zakat_reminders_sent
        WHERE user_id = ${o.id} ORDER BY hijri_year, days_before DESC`
    ).map((r: Row) => ({
      hijriYear: num(r.hijri_year),
      daysBefore: num(r.days_before),
      hawlDate: r.hawl_date,
      emailStatus: r.email_status,
      pushStatus: r.push_status,
      sentAt: num(r.sent_at),
    })),
  count: async (sql, o) => n(await sql`SELECT COUNT(*) AS n FROM zakat_reminders_sent WHERE user_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`DELETE FROM zakat_reminders_sent WHERE user_id = ${o.id}`;
  },
};

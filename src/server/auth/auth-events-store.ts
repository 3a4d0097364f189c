// The auth_events table: the audit trail (auth/audit.ts writes it, account support reads it, the
// account export and deletion take a user's part). Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, parse, type Row, type UserTable } from "../account/user-data";

interface AuthEventRow {
  id: string;
  at: number;
  event: string;
  /** JSON text of the event's extra facts, or null. */
  detail: string | null;
  adminEmail: string | null;
}

interface NewAuthEvent {
  id: string;
  at: number;
  event: string;
  kind: "user" | "partner";
  subjectId: string | null;
  email: string | null;
  ip: string | null;
  detail: string | null;
  adminEmail: string | null;
}

export async function insertAuthEvent(sql: SQL, e: NewAuthEvent): Promise<void> {
  await sql`INSERT INTO auth_events (id, at, event, subject_kind, subject_id, email, ip, detail, admin_email)
      VALUES (${e.id}, ${e.at}, ${e.event}, ${e.kind},
        ${e.subjectId}, ${e.email}, ${e.ip}, ${e.detail}, ${e.adminEmail})`;
}

/** The newest events of a user, by id or (events before the account existed) by e-mail. */
export async function userTimeline(sql: SQL, userId: string, email: string, limit: number): Promise<AuthEventRow[]> {
  const rows = (await sql`SELECT id, at, event, detail, admin_email FROM auth_events
    WHERE subject_id = ${userId} OR (subject_id IS NULL AND subject_kind = 'user' AND email = ${email})
    ORDER BY at DESC, id DESC LIMIT ${limit}`) as {
    id: string;
    at: number | string;
    event: string;
    detail: string | null;
    admin_email: string | null;
  }[];
  return rows.map((r) => ({
    id: r.id,
    at: Number(r.at),
    event: r.event,
    detail: r.detail,
    adminEmail: r.admin_email ?? null,
  }));
}

/** Housekeeping: deletes the events older than `before`; how many. */
export async function deleteOldAuthEvents(sql: SQL, before: number): Promise<number> {
  return (await sql`DELETE FROM auth_events WHERE at <= ${before}`).count;
}

export const authEventsData: UserTable = {
  table: "auth_events",
  rows: async (sql, o) =>
    (
      await sql`SELECT at, event, ip, detail, admin_email FROM auth_events WHERE subject_kind = 'user'
        AND (subject_id = ${o.id} OR (subject_id IS NULL AND email = ${o.email})) ORDER BY at, id`
    ).map((r: Row) => ({
      at: num(r.at),
      event: r.event,
      ip: r.ip ?? null,
      detail: parse(r.detail),
      // Which admin it was is the admin's data; that account support did it is the user's.
      bySupport: Boolean(r.admin_email),
    })),
  count: async (sql, o) =>
    n(
      await sql`SELECT COUNT(*) AS n FROM auth_events WHERE subject_kind = 'user'
        AND (subject_id = ${o.id} OR (subject_id IS NULL AND email = ${o.email}))`,
    ),
  remove: async (sql, o) => {
    await sql`DELETE FROM auth_events WHERE subject_kind = 'user'
      AND (subject_id = ${o.id} OR (subject_id IS NULL AND email = ${o.email}))`;
  },
};

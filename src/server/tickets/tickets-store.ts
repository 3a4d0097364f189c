// The tickets table (migration 0180): every statement about tickets, for SQLite and PostgreSQL
// alike (conventions of stores: auth/users-store.ts). Writers of one ticket lock it first (a row
// lock on PostgreSQL, the database's writer lock on SQLite); a new ticket is counted against the
// user's open tickets under the user's lock (auth/users-store.ts lockUser).
import type { SQL } from "bun";
import type {
  Assignee,
  QueueFilter,
  QueueTicket,
  TicketCategory,
  TicketStatus,
  TicketSummary,
} from "../../shared/tickets";
import { n, num, type Row, type UserTable } from "../account/user-data";
import type { Db } from "../db";

export interface TicketRow {
  id: string;
  number: number;
  userId: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  assigneeId: string | null;
  createdAt: number;
  updatedAt: number;
}

interface RawRow {
  id: string;
  number: number | string;
  user_id: string;
  subject: string;
  category: string;
  status: string;
  assignee_id: string | null;
  created_at: number | string;
  updated_at: number | string;
}

const fromRaw = (r: RawRow): TicketRow => ({
  id: r.id,
  number: Number(r.number),
  userId: r.user_id,
  subject: r.subject,
  category: r.category as TicketCategory,
  status: r.status as TicketStatus,
  assigneeId: r.assignee_id,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

const toSummary = (row: TicketRow, messageCount: number): TicketSummary => ({
  id: row.id,
  number: row.number,
  subject: row.subject,
  category: row.category,
  status: row.status,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  messageCount,
});

/** Inserts the ticket and answers its case number. */
export async function insertTicket(sql: SQL, row: Omit<TicketRow, "number">): Promise<number> {
  const [made] =
    (await sql`INSERT INTO tickets (id, user_id, subject, category, status, assignee_id, created_at, updated_at)
    VALUES (${row.id}, ${row.userId}, ${row.subject}, ${row.category}, ${row.status}, ${row.assigneeId},
      ${row.createdAt}, ${row.updatedAt}) RETURNING number`) as { number: number | string }[];
  return Number(made?.number);
}

export async function findTicket(sql: SQL, id: string): Promise<TicketRow | null> {
  const [row] = (await sql`SELECT * FROM tickets WHERE id = ${id}`) as RawRow[];
  return row ? fromRaw(row) : null;
}

/** Serialises the writers of one ticket and returns it (null when there is none such). */
export async function lockTicket(db: Db, tx: SQL, id: string): Promise<TicketRow | null> {
  if (db.dialect === "sqlite") await tx`UPDATE tickets SET status = status WHERE id = ${id}`;
  const rows =
    db.dialect === "postgres"
      ? await tx`SELECT * FROM tickets WHERE id = ${id} FOR UPDATE`
      : await tx`SELECT * FROM tickets WHERE id = ${id}`;
  const [row] = rows as RawRow[];
  return row ? fromRaw(row) : null;
}

/** Tickets of the user that are not closed. */
export async function countOpenTickets(sql: SQL, userId: string): Promise<number> {
  return n(await sql`SELECT COUNT(*) AS n FROM tickets WHERE user_id = ${userId} AND status <> 'closed'`);
}

/** The user's tickets, the last changed first, with their message counts. */
export async function userTickets(sql: SQL, userId: string): Promise<TicketSummary[]> {
  const rows = (await sql`SELECT t.*, (SELECT COUNT(*) FROM ticket_messages m WHERE m.ticket_id = t.id) AS n
    FROM tickets t WHERE t.user_id = ${userId} ORDER BY t.updated_at DESC, t.number DESC`) as (RawRow & {
    n: number | string;
  })[];
  return rows.map((r) => toSummary(fromRaw(r), Number(r.n)));
}

interface QueueRaw extends RawRow {
  n: number | string;
  first_name: string;
  last_name: string;
  email: string;
  a_first: string | null;
  a_last: string | null;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(" ");

/** The admins' queue: the tickets of a status (or all), the longest waiting first among open
 * ones, the last changed first otherwise; with their owners and assignees. */
export async function queuePage(
  sql: SQL,
  filter: QueueFilter,
  page: number,
  size: number,
): Promise<{ tickets: QueueTicket[]; total: number }> {
  const all = filter === "all";
  const total = n(
    all
      ? await sql`SELECT COUNT(*) AS n FROM tickets`
      : await sql`SELECT COUNT(*) AS n FROM tickets WHERE status = ${filter}`,
  );
  const offset = (page - 1) * size;
  const select = sql`SELECT t.*, u.first_name, u.last_name, u.email, a.first_name AS a_first, a.last_name AS a_last,
      (SELECT COUNT(*) FROM ticket_messages m WHERE m.ticket_id = t.id) AS n
    FROM tickets t JOIN users u ON u.id = t.user_id LEFT JOIN users a ON a.id = t.assignee_id`;
  const rows = (
    all
      ? await sql`${select} ORDER BY t.updated_at DESC, t.number DESC LIMIT ${size} OFFSET ${offset}`
      : filter === "open"
        ? await sql`${select} WHERE t.status = ${filter} ORDER BY t.updated_at, t.number LIMIT ${size} OFFSET ${offset}`
        : await sql`${select} WHERE t.status = ${filter} ORDER BY t.updated_at DESC, t.number DESC LIMIT ${size} OFFSET ${offset}`
  ) as QueueRaw[];
  return { tickets: rows.map(toQueueTicket), total };
}

function toQueueTicket(r: QueueRaw): QueueTicket {
  const row = fromRaw(r);
  return {
    ...toSummary(row, Number(r.n)),
    user: { id: row.userId, name: fullName(r.first_name, r.last_name), email: r.email },
    assignee: row.assigneeId && r.a_first !== null ? { id: row.assigneeId, name: fullName(r.a_first, r.a_last) } : null,
  };
}

/** One ticket as the queue shows it (null when there is none such). */
export async function queueTicket(sql: SQL, id: string): Promise<QueueTicket | null> {
  const [row] = (await sql`SELECT t.*, u.first_name, u.last_name, u.email, a.first_name AS a_first,
      a.last_name AS a_last, (SELECT COUNT(*) FROM ticket_messages m WHERE m.ticket_id = t.id) AS n
    FROM tickets t JOIN users u ON u.id = t.user_id LEFT JOIN users a ON a.id = t.assignee_id
    WHERE t.id = ${id}`) as QueueRaw[];
  return row ? toQueueTicket(row) : null;
}

export async function setStatus(sql: SQL, id: string, status: TicketStatus, now: number): Promise<void> {
  await sql`UPDATE tickets SET status = ${status}, updated_at = ${now} WHERE id = ${id}`;
}

export async function setAssignee(sql: SQL, id: string, assigneeId: string | null, now: number): Promise<void> {
  await sql`UPDATE tickets SET assignee_id = ${assigneeId}, updated_at = ${now} WHERE id = ${id}`;
}

/** The admins a ticket may be assigned to. */
export async function adminsForAssignment(sql: SQL): Promise<Assignee[]> {
  const rows = (await sql`SELECT id, first_name, last_name, email FROM users WHERE role = 'admin'
    ORDER BY first_name, last_name, id`) as Row[];
  return rows.map((r) => ({
    id: String(r.id),
    name: fullName(r.first_name as string, r.last_name as string),
    email: String(r.email),
  }));
}

export const ticketsData: UserTable = {
  // A user's own tickets; an admin's account deleted leaves the tickets it was assigned
  // unassigned.
  table: "tickets",
  rows: async (sql, o) =>
    (
      await sql`SELECT number, id, subject, category, status, created_at, updated_at FROM tickets
        WHERE user_id = ${o.id} ORDER BY number`
    ).map((r: Row) => ({
      id: r.id,
      number: num(r.number),
      subject: r.subject,
      category: r.category,
      status: r.status,
      createdAt: num(r.created_at),
      updatedAt: num(r.updated_at),
    })),
  count: async (sql, o) =>
    n(await sql`SELECT COUNT(*) AS n FROM tickets WHERE user_id = ${o.id} OR assignee_id = ${o.id}`),
  remove: async (sql, o) => {
    await sql`UPDATE tickets SET assignee_id = NULL WHERE assignee_id = ${o.id}`;
    await sql`DELETE FROM tickets WHERE user_id = ${o.id}`;
  },
};

// The ticket_messages table (migration 0180): a ticket's conversation, oldest first. Conventions
// of stores: auth/users-store.ts.
import type { SQL } from "bun";
import { n, num, type Row, type UserTable } from "../account/user-data";

interface MessageRow {
  id: string;
  ticketId: string;
  /** Its place in the conversation, from 0. */
  seq: number;
  authorId: string | null;
  authorRole: "user" | "support";
  body: string;
  createdAt: number;
}

interface RawRow {
  id: string;
  ticket_id: string;
  seq: number | string;
  author_id: string | null;
  author_role: string;
  body: string;
  created_at: number | string;
  first_name: string | null;
  last_name: string | null;
}

export async function insertMessage(sql: SQL, row: MessageRow): Promise<void> {
  await sql`INSERT INTO ticket_messages (id, ticket_id, seq, author_id, author_role, body, created_at)
    VALUES (${row.id}, ${row.ticketId}, ${row.seq}, ${row.authorId}, ${row.authorRole}, ${row.body}, ${row.createdAt})`;
}

/** The place of the ticket's next message (call it under the ticket's lock). */
export async function nextSeq(sql: SQL, ticketId: string): Promise<number> {
  const [row] = (await sql`SELECT MAX(seq) AS s FROM ticket_messages WHERE ticket_id = ${ticketId}`) as Row[];
  return row?.s === null || row?.s === undefined ? 0 : Number(row.s) + 1;
}

/** The ticket's messages, oldest first, with their authors' names (null once an account is gone). */
export async function ticketMessages(
  sql: SQL,
  ticketId: string,
): Promise<(MessageRow & { authorName: string | null })[]> {
  const rows = (await sql`SELECT m.*, u.first_name, u.last_name FROM ticket_messages m
    LEFT JOIN users u ON u.id = m.author_id WHERE m.ticket_id = ${ticketId} ORDER BY m.seq`) as RawRow[];
  return rows.map((r) => ({
    id: r.id,
    ticketId: r.ticket_id,
    seq: Number(r.seq),
    authorId: r.author_id,
    authorRole: r.author_role === "support" ? "support" : "user",
    body: r.body,
    createdAt: Number(r.created_at),
    authorName: r.first_name === null ? null : [r.first_name, r.last_name].filter(Boolean).join(" "),
  }));
}

/** The user's own messages since `since` (the ticketMessages limit), and the oldest of them. */
export async function userMessagesSince(
  sql: SQL,
  userId: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const [row] = (await sql`SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM ticket_messages
    WHERE author_id = ${userId} AND author_role = 'user' AND created_at > ${since}`) as Row[];
  return { count: Number(row?.n ?? 0), oldest: num(row?.oldest) };
}

export const ticketMessagesData: UserTable = {
  // The conversations of the user's tickets, and what the user wrote elsewhere (an admin's
  // replies). A deletion removes the former and keeps the latter on their tickets, unlinked.
  table: "ticket_messages",
  rows: async (sql, o) =>
    (
      await sql`SELECT m.id, m.ticket_id, m.author_role, m.body, m.created_at FROM ticket_messages m
        WHERE m.author_id = ${o.id} OR m.ticket_id IN (SELECT id FROM tickets WHERE user_id = ${o.id})
        ORDER BY m.created_at, m.ticket_id, m.seq`
    ).map((r: Row) => ({
      id: r.id,
      ticketId: r.ticket_id,
      from: r.author_role,
      body: r.body,
      createdAt: num(r.created_at),
    })),
  count: async (sql, o) =>
    n(
      await sql`SELECT COUNT(*) AS n FROM ticket_messages WHERE author_id = ${o.id}
        OR ticket_id IN (SELECT id FROM tickets WHERE user_id = ${o.id})`,
    ),
  remove: async (sql, o) => {
    await sql`DELETE FROM ticket_messages WHERE ticket_id IN (SELECT id FROM tickets WHERE user_id = ${o.id})`;
    await sql`UPDATE ticket_messages SET author_id = NULL WHERE author_id = ${o.id}`;
  },
};

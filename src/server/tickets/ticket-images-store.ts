// The ticket_images table (migration 0180): the images sent with a ticket's messages, kept
// without their metadata (tickets/images.ts). Conventions of stores: auth/users-store.ts.
import type { SQL } from "bun";
import type { ImageType, TicketImage } from "../../shared/tickets";
import { n, num, type Row, type UserTable } from "../account/user-data";

interface ImageRow extends TicketImage {
  ticketId: string;
  messageId: string;
  position: number;
  createdAt: number;
}

export async function insertImage(sql: SQL, row: ImageRow, data: Uint8Array): Promise<void> {
  await sql`INSERT INTO ticket_images (id, ticket_id, message_id, position, content_type, width, height, size, data, created_at)
    VALUES (${row.id}, ${row.ticketId}, ${row.messageId}, ${row.position}, ${row.type}, ${row.width}, ${row.height},
      ${row.size}, ${data}, ${row.createdAt})`;
}

/** The images of a ticket's messages (without their bytes), by message, in order. */
export async function ticketImages(sql: SQL, ticketId: string): Promise<Map<string, TicketImage[]>> {
  const rows = (await sql`SELECT id, message_id, content_type, width, height, size FROM ticket_images
    WHERE ticket_id = ${ticketId} ORDER BY message_id, position`) as Row[];
  const out = new Map<string, TicketImage[]>();
  for (const r of rows) {
    const list = out.get(String(r.message_id)) ?? [];
    list.push({
      id: String(r.id),
      type: r.content_type as ImageType,
      width: Number(r.width),
      height: Number(r.height),
      size: Number(r.size),
    });
    out.set(String(r.message_id), list);
  }
  return out;
}

/** One image of the ticket with its bytes and its place among its message's images. */
export async function imageData(
  sql: SQL,
  ticketId: string,
  imageId: string,
): Promise<{ type: ImageType; position: number; data: Uint8Array } | null> {
  const [row] = (await sql`SELECT content_type, position, data FROM ticket_images
    WHERE id = ${imageId} AND ticket_id = ${ticketId}`) as Row[];
  if (!row) return null;
  return { type: row.content_type as ImageType, position: Number(row.position), data: row.data as Uint8Array };
}

export const ticketImagesData: UserTable = {
  // The export lists each image with its type, size and address (GET …/images/:imageId serves
  // it to its owner), not its bytes: a few dozen screenshots would make the export hundreds of
  // megabytes of JSON.
  table: "ticket_images",
  rows: async (sql, o) =>
    (
      await sql`SELECT id, ticket_id, message_id, content_type, width, height, size, created_at FROM ticket_images
        WHERE ticket_id IN (SELECT id FROM tickets WHERE user_id = ${o.id}) ORDER BY created_at, message_id, position`
    ).map((r: Row) => ({
      id: r.id,
      ticketId: r.ticket_id,
      messageId: r.message_id,
      type: r.content_type,
      width: num(r.width),
      height: num(r.height),
      size: num(r.size),
      createdAt: num(r.created_at),
      href: `/api/v1/work/tickets/${String(r.ticket_id)}/images/${String(r.id)}`,
    })),
  count: async (sql, o) =>
    n(
      await sql`SELECT COUNT(*) AS n FROM ticket_images WHERE ticket_id IN (SELECT id FROM tickets WHERE user_id = ${o.id})`,
    ),
  remove: async (sql, o) => {
    await sql`DELETE FROM ticket_images WHERE ticket_id IN (SELECT id FROM tickets WHERE user_id = ${o.id})`;
  },
};

// Support tickets (docs/api.md "Support tickets"). Users open tickets and answer them under
// /work/tickets; admins work the queue under /admin/tickets. A ticket is read by its owner and by
// admins only: anyone else gets the 404 of a ticket that does not exist, so ids cannot be probed.
// Writes count the user's limits (RATE_LIMITS openTickets, ticketMessages) in the database under
// the user's lock, in the transaction that writes, so parallel requests on any number of
// instances cannot pass them. The user is e-mailed after each answer of support is committed.
import * as v from "valibot";
import type { Locales } from "../../i18n/i18n-types";
import type { User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import { formatDuration } from "../../shared/format";
import {
  casePath,
  NewTicketFields,
  QUEUE_FILTERS,
  QUEUE_PAGE_SIZE,
  type QueueFilter,
  ReplyFields,
  type TicketDetail,
  ticketsApi,
} from "../../shared/tickets";
import { findUserById, lockUser } from "../auth/users-store";
import type { Db } from "../db";
import { inputError, pageOf } from "../http/body";
import { HttpError, json } from "../http/errors";
import { limitOf } from "../http/limits";
import { type RequestContext, type Route, route } from "../http/router";
import { log } from "../log";
import type { Services } from "../services";
import { serverTexts } from "../texts";
import { imageFileName } from "./images";
import { imageData, insertImage, ticketImages } from "./ticket-images-store";
import { ticketReplyMail } from "./ticket-mail";
import { insertMessage, nextSeq, ticketMessages, userMessagesSince } from "./ticket-messages-store";
import {
  adminsForAssignment,
  countOpenTickets,
  findTicket,
  insertTicket,
  lockTicket,
  queuePage,
  queueTicket,
  setAssignee,
  setStatus,
  type TicketRow,
  userTickets,
} from "./tickets-store";
import { readTicketForm, type TicketForm } from "./upload";

const t = (l: Locales) => serverTexts(l).tickets.errors;

const notFound = () => new HttpError(404, "ticket_not_found", { message: (l) => t(l).ticket_not_found() });

/** The ticket if the reader may see it: its owner, or an admin. */
async function readable(ctx: RequestContext, user: User): Promise<TicketRow> {
  const row = await findTicket(ctx.services.db.sql, ctx.params.id ?? "");
  if (!row || (row.userId !== user.id && user.role !== "admin")) throw notFound();
  return row;
}

/** The ticket with its conversation. Support's names are for admins; the owner reads "Support". */
async function detail(sql: Db["sql"], id: string, reader: User): Promise<TicketDetail> {
  const ticket = await queueTicket(sql, id);
  if (!ticket) throw notFound();
  const messages = await ticketMessages(sql, id);
  const images = await ticketImages(sql, id);
  const admin = reader.role === "admin";
  return {
    ...ticket,
    // The owner does not need their own e-mail back, nor who of support handles the case.
    user: admin ? ticket.user : { id: ticket.user.id, name: ticket.user.name, email: "" },
    assignee: admin ? ticket.assignee : null,
    messages: messages.map((m) => ({
      id: m.id,
      from: m.authorRole,
      authorName: m.authorRole === "user" || admin ? (m.authorName ?? "") : "",
      body: m.body,
      createdAt: m.createdAt,
      images: images.get(m.id) ?? [],
    })),
  };
}

/** The user's limits, counted under the user's lock (taken by the caller's transaction). */
async function checkLimits(services: Services, tx: Db["sql"], user: User, opening: boolean): Promise<void> {
  const now = services.now();
  if (opening) {
    const open = limitOf("openTickets");
    if ((await countOpenTickets(tx, user.id)) >= open.max)
      throw new HttpError(409, "ticket_open_limit", {
        message: (l) => t(l).ticket_open_limit({ max: open.max }),
        max: open.max,
      });
  }
  const hourly = limitOf("ticketMessages");
  const written = await userMessagesSince(tx, user.id, now - hourly.windowMs);
  if (written.count >= hourly.max) {
    const retryAfter = Math.max(1, Math.ceil(((written.oldest ?? now) + hourly.windowMs - now) / 1000));
    const error = new HttpError(429, "ticket_message_limit", {
      message: (l) => t(l).ticket_message_limit({ max: hourly.max, wait: waitWords(l, retryAfter) }),
      retryAfter,
    });
    throw error;
  }
}

const waitWords = (l: Locales, seconds: number) => formatDuration(seconds, serverTexts(l).duration);

async function writeImages(tx: Db["sql"], ticketId: string, messageId: string, form: TicketForm, now: number) {
  for (const [position, image] of form.images.entries()) {
    await insertImage(
      tx,
      {
        id: crypto.randomUUID(),
        ticketId,
        messageId,
        position,
        type: image.type,
        width: image.width,
        height: image.height,
        size: image.bytes.byteLength,
        createdAt: now,
      },
      image.bytes,
    );
  }
}

// ---- Users ----

type Input<K extends keyof typeof ticketsApi> = HandlerInput<(typeof ticketsApi)[K]>;

async function list(ctx: RequestContext, user: User) {
  return { tickets: await userTickets(ctx.services.db.sql, user.id) };
}

async function create(ctx: RequestContext, user: User): Promise<Response> {
  const form = await readTicketForm(ctx.req, ["subject", "category", "message"]);
  const parsed = v.safeParse(NewTicketFields, form.fields);
  if (!parsed.success) throw inputError(parsed.issues);
  const { db } = ctx.services;
  const now = ctx.services.now();
  const id = crypto.randomUUID();
  await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id, "writer");
    await checkLimits(ctx.services, tx, user, true);
    await insertTicket(tx, {
      id,
      userId: user.id,
      subject: parsed.output.subject,
      category: parsed.output.category,
      status: "open",
      assigneeId: null,
      createdAt: now,
      updatedAt: now,
    });
    const messageId = crypto.randomUUID();
    await insertMessage(tx, {
      id: messageId,
      ticketId: id,
      seq: 0,
      authorId: user.id,
      authorRole: "user",
      body: parsed.output.message,
      createdAt: now,
    });
    await writeImages(tx, id, messageId, form, now);
  });
  return json({ ticket: await detail(db.sql, id, user) }, 201);
}

async function read(ctx: RequestContext, user: User) {
  const row = await readable(ctx, user);
  return { ticket: await detail(ctx.services.db.sql, row.id, user) };
}

async function reply(ctx: RequestContext, user: User): Promise<Response> {
  // The owner only: support answers from the queue (POST /admin/tickets/:id/messages).
  const found = await findTicket(ctx.services.db.sql, ctx.params.id ?? "");
  if (!found || found.userId !== user.id) throw notFound();
  const form = await readTicketForm(ctx.req, ["message"]);
  const parsed = v.safeParse(ReplyFields, form.fields);
  if (!parsed.success) throw inputError(parsed.issues);
  const { db } = ctx.services;
  const now = ctx.services.now();
  await db.sql.begin(async (tx) => {
    await lockUser(db, tx, user.id, "writer");
    const row = await lockTicket(db, tx, found.id);
    if (!row) throw notFound();
    if (row.status === "closed") throw new HttpError(409, "ticket_closed", { message: (l) => t(l).ticket_closed() });
    await checkLimits(ctx.services, tx, user, false);
    const messageId = crypto.randomUUID();
    await insertMessage(tx, {
      id: messageId,
      ticketId: row.id,
      seq: await nextSeq(tx, row.id),
      authorId: user.id,
      authorRole: "user",
      body: parsed.output.message,
      createdAt: now,
    });
    await writeImages(tx, row.id, messageId, form, now);
    await setStatus(tx, row.id, "open", now);
  });
  return json({ ticket: await detail(db.sql, found.id, user) }, 201);
}

/** An image, to its ticket's owner and admins: its type from its bytes (checked when it came),
 * never sniffed, shown inline under a name of ours, and not kept by caches. */
async function image(ctx: RequestContext, user: User): Promise<Response> {
  const row = await readable(ctx, user);
  const found = await imageData(ctx.services.db.sql, row.id, ctx.params.imageId ?? "");
  if (!found) throw new HttpError(404, "ticket_image_not_found", { message: (l) => t(l).ticket_image_not_found() });
  return new Response(found.data as BodyInit, {
    headers: {
      "content-type": found.type,
      "content-length": String(found.data.byteLength),
      "content-disposition": `inline; filename="${imageFileName(found.type, found.position + 1)}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; img-src 'self'; sandbox",
      "cross-origin-resource-policy": "same-origin",
    },
  });
}

// ---- Admins ----

function filterOf(raw = "all"): QueueFilter {
  if (!(QUEUE_FILTERS as readonly string[]).includes(raw))
    throw new HttpError(400, "invalid_input", { field: "status", problem: "invalid" });
  return raw as QueueFilter;
}

async function queue(ctx: RequestContext, _admin: User, { query }: Input<"queue">) {
  const filter = filterOf(query.status);
  const page = pageOf(query.page);
  const { tickets, total } = await queuePage(ctx.services.db.sql, filter, page, QUEUE_PAGE_SIZE);
  return { tickets, total, page, pageSize: QUEUE_PAGE_SIZE };
}

async function assignees(ctx: RequestContext) {
  return { assignees: await adminsForAssignment(ctx.services.db.sql) };
}

async function adminReply(ctx: RequestContext, admin: User, { params, body }: Input<"answer">) {
  const { db } = ctx.services;
  const now = ctx.services.now();
  const row = await db.sql.begin(async (tx) => {
    const locked = await lockTicket(db, tx, params.id);
    if (!locked) throw notFound();
    if (locked.status === "closed") throw new HttpError(409, "ticket_closed", { message: (l) => t(l).ticket_closed() });
    await insertMessage(tx, {
      id: crypto.randomUUID(),
      ticketId: locked.id,
      seq: await nextSeq(tx, locked.id),
      authorId: admin.id,
      authorRole: "support",
      body: body.message,
      createdAt: now,
    });
    await setStatus(tx, locked.id, "answered", now);
    return locked;
  });
  await mailOwner(ctx.services, row);
  return { ticket: await detail(db.sql, row.id, admin) };
}

/** Tells the owner that support answered, in the owner's language. A failed send is logged: the
 * answer is saved and shows in the Case Handler either way. */
async function mailOwner(services: Services, row: TicketRow): Promise<void> {
  const owner = await findUserById(services.db.sql, row.userId);
  if (!owner) return;
  const lang: Locales = owner.lang === "ar" ? "ar" : "en";
  const link = new URL(casePath(row.id), services.config.publicOrigin).toString();
  try {
    await services.mailer.send(ticketReplyMail(owner.email, owner.firstName, lang, row, link));
  } catch (error) {
    log.error("ticket reply e-mail failed", { ticket: row.id, error: String(error) });
  }
}

async function update(ctx: RequestContext, admin: User, { params, body }: Input<"update">) {
  const { db } = ctx.services;
  const now = ctx.services.now();
  if (body.assigneeId) {
    const admins = await adminsForAssignment(db.sql);
    if (!admins.some((a) => a.id === body.assigneeId))
      throw new HttpError(400, "ticket_assignee_invalid", {
        message: (l) => t(l).ticket_assignee_invalid(),
        field: "assigneeId",
        fields: ["assigneeId"],
      });
  }
  await db.sql.begin(async (tx) => {
    const row = await lockTicket(db, tx, params.id);
    if (!row) throw notFound();
    if (body.assigneeId !== undefined) await setAssignee(tx, row.id, body.assigneeId, now);
    if (body.status === "closed" && row.status !== "closed") await setStatus(tx, row.id, "closed", now);
    if (body.status === "open" && row.status === "closed") await setStatus(tx, row.id, "open", now);
  });
  return { ticket: await detail(db.sql, params.id, admin) };
}

const T = "/work/tickets";

export const ticketRoutes: Route[] = [
  route({ contract: ticketsApi.list, access: "user", handler: list }),
  // Multipart uploads (and an image file): read by hand.
  route({ method: "POST", path: T, access: "user", handler: create }),
  route({ contract: ticketsApi.read, access: "user", handler: read }),
  route({ method: "POST", path: `${T}/:id/messages`, access: "user", handler: reply }),
  route({ method: "GET", path: `${T}/:id/images/:imageId`, access: "user", handler: image }),
  route({ contract: ticketsApi.queue, access: "admin", handler: queue }),
  route({ contract: ticketsApi.assignees, access: "admin", handler: assignees }),
  route({ contract: ticketsApi.answer, access: "admin", handler: adminReply }),
  route({ contract: ticketsApi.update, access: "admin", handler: update }),
];

// Support tickets (docs/api.md "Support tickets"): the user's calls under /work/tickets and the
// admins' under /admin/tickets. Every answer is checked against its schema before a machine keeps
// it. A ticket and a reply go as multipart/form-data with the upload header (the CSRF rule for a
// type a plain form could send); the admins' calls send JSON.
import * as v from "valibot";
import {
  type Assignee,
  IMAGE_TYPES,
  type QueueFilter,
  type QueueTicket,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketDetail,
  type TicketSummary,
  type TicketUpdate,
  UPLOAD_HEADER,
} from "../shared/tickets";
import { api, call } from "./http";

const summary = {
  id: v.string(),
  number: v.number(),
  subject: v.string(),
  category: v.picklist(TICKET_CATEGORIES),
  status: v.picklist(TICKET_STATUSES),
  createdAt: v.number(),
  updatedAt: v.number(),
  messageCount: v.number(),
};
const summarySchema = v.object(summary);
const queueEntries = {
  ...summary,
  user: v.object({ id: v.string(), name: v.string(), email: v.string() }),
  assignee: v.nullable(v.object({ id: v.string(), name: v.string() })),
};
const queueSchema = v.object(queueEntries);
const imageSchema = v.object({
  id: v.string(),
  type: v.picklist(IMAGE_TYPES),
  width: v.number(),
  height: v.number(),
  size: v.number(),
});
const detailSchema = v.object({
  ...queueEntries,
  messages: v.array(
    v.object({
      id: v.string(),
      from: v.picklist(["user", "support"]),
      authorName: v.string(),
      body: v.string(),
      createdAt: v.number(),
      images: v.array(imageSchema),
    }),
  ),
});
const one = (body: unknown): TicketDetail => v.parse(v.object({ ticket: detailSchema }), body).ticket;

export interface NewTicket {
  subject: string;
  category: TicketCategory;
  message: string;
  images: readonly File[];
}

function upload(path: string, form: FormData, signal?: AbortSignal): Promise<unknown> {
  return call(
    api(signal)
      .url(path)
      .headers({ [UPLOAD_HEADER]: "1" })
      .body(form)
      .post()
      .json<unknown>(),
  );
}

export async function listTickets(signal?: AbortSignal): Promise<TicketSummary[]> {
  const body = await call(api(signal).url("/work/tickets").get().json<unknown>());
  return v.parse(v.object({ tickets: v.array(summarySchema) }), body).tickets;
}

export async function openTicket(input: NewTicket, signal?: AbortSignal): Promise<TicketDetail> {
  const form = new FormData();
  form.append("subject", input.subject);
  form.append("category", input.category);
  form.append("message", input.message);
  for (const file of input.images) form.append("images", file, file.name);
  return one(await upload("/work/tickets", form, signal));
}

export async function loadTicket(id: string, signal?: AbortSignal): Promise<TicketDetail> {
  return one(
    await call(
      api(signal)
        .url(`/work/tickets/${encodeURIComponent(id)}`)
        .get()
        .json<unknown>(),
    ),
  );
}

export async function replyToTicket(
  id: string,
  input: { message: string; images: readonly File[] },
  signal?: AbortSignal,
): Promise<TicketDetail> {
  const form = new FormData();
  form.append("message", input.message);
  for (const file of input.images) form.append("images", file, file.name);
  return one(await upload(`/work/tickets/${encodeURIComponent(id)}/messages`, form, signal));
}

export interface QueuePage {
  tickets: QueueTicket[];
  total: number;
  page: number;
  pageSize: number;
}

export async function loadQueue(filter: QueueFilter, page: number, signal?: AbortSignal): Promise<QueuePage> {
  const query = new URLSearchParams({ status: filter, page: String(page) });
  const body = await call(api(signal).url(`/admin/tickets?${query}`).get().json<unknown>());
  return v.parse(
    v.object({ tickets: v.array(queueSchema), total: v.number(), page: v.number(), pageSize: v.number() }),
    body,
  );
}

export async function loadAssignees(signal?: AbortSignal): Promise<Assignee[]> {
  const body = await call(api(signal).url("/admin/tickets/assignees").get().json<unknown>());
  return v.parse(
    v.object({ assignees: v.array(v.object({ id: v.string(), name: v.string(), email: v.string() })) }),
    body,
  ).assignees;
}

export async function answerTicket(id: string, message: string, signal?: AbortSignal): Promise<TicketDetail> {
  return one(
    await call(
      api(signal)
        .url(`/admin/tickets/${encodeURIComponent(id)}/messages`)
        .post({ message })
        .json<unknown>(),
    ),
  );
}

export async function updateTicket(id: string, change: TicketUpdate, signal?: AbortSignal): Promise<TicketDetail> {
  return one(
    await call(
      api(signal)
        .url(`/admin/tickets/${encodeURIComponent(id)}`)
        .patch(change)
        .json<unknown>(),
    ),
  );
}

// Support tickets (docs/api.md "Support tickets"): the user's calls under /work/tickets and the
// admins' under /admin/tickets. Every answer is checked against its schema before a machine keeps
// it. A ticket and a reply go as multipart/form-data with the upload header (the CSRF rule for a
// type a plain form could send); the admins' calls send JSON.
import * as v from "valibot";
import type { Answer } from "../shared/contract";
import {
  type Assignee,
  type QueueFilter,
  type TicketCategory,
  type TicketDetail,
  type TicketSummary,
  type TicketUpdate,
  ticketsApi,
  UPLOAD_HEADER,
} from "../shared/tickets";
import { api, call, request } from "./http";

/** An upload's answer: the ticket, as reading it answers. */
const one = (body: unknown): TicketDetail => v.parse(ticketsApi.read.response, body).ticket;

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
  return (await request(ticketsApi.list, {}, signal)).tickets;
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
  return (await request(ticketsApi.read, { params: { id } }, signal)).ticket;
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

export type QueuePage = Answer<typeof ticketsApi.queue>;

export const loadQueue = (filter: QueueFilter, page: number, signal?: AbortSignal): Promise<QueuePage> =>
  request(ticketsApi.queue, { query: { status: filter, page: String(page) } }, signal);

export async function loadAssignees(signal?: AbortSignal): Promise<Assignee[]> {
  return (await request(ticketsApi.assignees, {}, signal)).assignees;
}

export async function answerTicket(id: string, message: string, signal?: AbortSignal): Promise<TicketDetail> {
  return (await request(ticketsApi.answer, { params: { id }, body: { message } }, signal)).ticket;
}

export async function updateTicket(id: string, change: TicketUpdate, signal?: AbortSignal): Promise<TicketDetail> {
  return (await request(ticketsApi.update, { params: { id }, body: change }, signal)).ticket;
}

// Graph config of the support ticket machines (src/machines/tickets): sample answers for every
// invoked call and the events that carry data, and written paths for what the shortest paths do
// not reach (a refusal naming a field, a ticket that is not the user's, a failed update).
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { QueueTicket, TicketDetail, TicketSummary } from "../../src/shared/tickets";

export const SUMMARY: TicketSummary = {
  id: "t1",
  number: 1042,
  subject: "Prices stopped",
  category: "data",
  status: "open",
  createdAt: 0,
  updatedAt: 0,
  messageCount: 1,
};
export const QUEUED: QueueTicket = {
  ...SUMMARY,
  user: { id: "u1", name: "Rana Haddad", email: "rana@example.com" },
  assignee: null,
};
export const DETAIL: TicketDetail = {
  ...QUEUED,
  messages: [{ id: "m1", from: "user", authorName: "Rana", body: "The table stopped.", createdAt: 0, images: [] }],
};
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "shot.png", { type: "image/png" });
const huge = { name: "huge.png", size: 3 * 1024 * 1024 } as File;
const refused = (field: string) =>
  new ApiError(400, { message: `${field} is wrong.`, code: "invalid_input", field } as never);
const offline = new ApiError(0, null);
const notFound = new ApiError(404, { message: "This ticket does not exist.", code: "ticket_not_found" });

const fill = [
  { type: "field.change", field: "subject", value: "Prices stopped" },
  { type: "category.change", value: "data" },
  { type: "field.change", field: "message", value: "The table stopped at 10:05." },
];

const QUEUE_PAGE = { page: { tickets: [QUEUED], total: 1, page: 1, pageSize: 25 }, assignees: [] };
const openQueued = [
  { type: "xstate.done.actor.queue", output: QUEUE_PAGE },
  { type: "select", id: "t1" },
  { type: "xstate.done.actor.ticket", output: DETAIL },
];

export const ticketsGraphConfig: Record<string, MachineGraphConfig> = {
  ticketForm: {
    events: [
      ...fill,
      { type: "images.add", files: [png] },
      { type: "images.add", files: [huge] },
      { type: "images.remove", index: 0 },
      { type: "xstate.done.actor.open", output: DETAIL },
      { type: "xstate.error.actor.open", error: refused("subject") },
    ],
    paths: [
      { name: "an empty form is refused by the form itself", events: [{ type: "submit" }] },
      {
        name: "a refused image comes back under the images",
        events: [...fill, { type: "submit" }, { type: "xstate.error.actor.open", error: refused("images") }],
      },
      {
        name: "sent, then another ticket",
        events: [...fill, { type: "submit" }, { type: "xstate.done.actor.open", output: DETAIL }, { type: "another" }],
      },
    ],
  },
  ticketCases: {
    input: { ticketId: null },
    events: [
      { type: "select", id: "t1" },
      { type: "reply.change", value: "Thanks" },
      { type: "images.add", files: [png] },
      { type: "images.remove", index: 0 },
      { type: "xstate.done.actor.list", output: [SUMMARY] },
      { type: "xstate.error.actor.list", error: offline },
      { type: "xstate.done.actor.ticket", output: DETAIL },
      { type: "xstate.error.actor.ticket", error: offline },
      { type: "xstate.done.actor.reply", output: { ...DETAIL, messageCount: 2 } },
      { type: "xstate.error.actor.reply", error: refused("message") },
    ],
    paths: [
      {
        name: "a ticket that is not the user's says so",
        events: [
          { type: "xstate.done.actor.list", output: [SUMMARY] },
          { type: "select", id: "t9" },
          { type: "xstate.error.actor.ticket", error: notFound },
        ],
      },
      {
        name: "an empty reply is refused by the form",
        events: [
          { type: "xstate.done.actor.list", output: [SUMMARY] },
          { type: "select", id: "t1" },
          { type: "xstate.done.actor.ticket", output: DETAIL },
          { type: "reply.send" },
        ],
      },
      {
        name: "an image too large is refused at once",
        events: [
          { type: "xstate.done.actor.list", output: [SUMMARY] },
          { type: "select", id: "t1" },
          { type: "xstate.done.actor.ticket", output: DETAIL },
          { type: "images.add", files: [huge] },
        ],
      },
    ],
  },
  ticketQueue: {
    events: [
      { type: "filter", value: "closed" },
      { type: "page", page: 2 },
      { type: "select", id: "t1" },
      { type: "reply.change", value: "Fixed now." },
      { type: "assign", assigneeId: "a1" },
      { type: "xstate.done.actor.queue", output: QUEUE_PAGE },
      { type: "xstate.error.actor.queue", error: offline },
      { type: "xstate.done.actor.ticket", output: DETAIL },
      { type: "xstate.error.actor.ticket", error: offline },
      { type: "xstate.done.actor.answer", output: { ...DETAIL, status: "answered" } },
      { type: "xstate.error.actor.answer", error: offline },
      { type: "xstate.done.actor.assign", output: DETAIL },
      { type: "xstate.error.actor.assign", error: refused("assigneeId") },
      { type: "xstate.done.actor.update", output: { ...DETAIL, status: "closed" } },
      { type: "xstate.error.actor.update", error: offline },
    ],
    paths: [
      {
        name: "an answer goes, a second one fails",
        events: [
          ...openQueued,
          { type: "reply.change", value: "Fixed now." },
          { type: "reply.send" },
          { type: "xstate.done.actor.answer", output: { ...DETAIL, status: "answered" } },
          { type: "reply.change", value: "And more." },
          { type: "reply.send" },
          { type: "xstate.error.actor.answer", error: offline },
        ],
      },
      {
        name: "an empty answer is refused by the form",
        events: [...openQueued, { type: "reply.send" }],
      },
    ],
  },
};

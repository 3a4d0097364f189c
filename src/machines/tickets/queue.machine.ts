// The admins' ticket queue (admin panel, Ticket Form): tickets of a status (all, open, answered,
// closed), 25 a page, and one ticket's conversation with its actions: answer (the user is
// e-mailed), assign to an admin, close or reopen. Each action answers with the ticket as it is
// afterwards; the list is read again when going back to it.
import { type ActorRefFrom, assign, setup } from "xstate";
import type { Assignee, QueueFilter, QueueTicket, TicketDetail, TicketUpdate } from "../../shared/tickets";
import { answerTicket, loadQueue, loadTicket, type TicketError, ticketError, updateTicket } from "./actors";

type QueueNotice = "replied" | "closed" | "reopened" | "assigned";

interface QueueContext {
  filter: QueueFilter;
  page: number;
  tickets: QueueTicket[];
  total: number;
  pageSize: number;
  assignees: Assignee[];
  selected: string | null;
  ticket: TicketDetail | null;
  reply: string;
  error: TicketError | null;
  /** What the pending update does (for its notice). */
  pending: QueueNotice | null;
}

type QueueEvent =
  | { type: "filter"; value: QueueFilter }
  | { type: "page"; page: number }
  | { type: "select"; id: string }
  | { type: "back" }
  | { type: "retry" }
  | { type: "reply.change"; value: string }
  | { type: "reply.send" }
  | { type: "assign"; assigneeId: string | null }
  | { type: "close" }
  | { type: "reopen" };

const change = (c: QueueContext): TicketUpdate => (c.pending === "closed" ? { status: "closed" } : { status: "open" });

export const queueMachine = setup({
  types: {
    context: {} as QueueContext,
    events: {} as QueueEvent,
  },
  actors: { loadQueue, loadTicket, answerTicket, updateTicket },
  actions: {
    /** Tell the admin what was done (the view provides it). */
    notify: (_, _params: { notice: QueueNotice }) => {},
  },
  guards: {
    emptyReply: ({ context }) => context.reply.trim() === "",
  },
}).createMachine({
  id: "ticketQueue",
  context: {
    filter: "open",
    page: 1,
    tickets: [],
    total: 0,
    pageSize: 25,
    assignees: [],
    selected: null,
    ticket: null,
    reply: "",
    error: null,
    pending: null,
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "queue",
        src: "loadQueue",
        input: ({ context }) => ({ filter: context.filter, page: context.page }),
        onDone: {
          target: "list",
          actions: assign({
            tickets: ({ event }) => event.output.page.tickets,
            total: ({ event }) => event.output.page.total,
            pageSize: ({ event }) => event.output.page.pageSize,
            assignees: ({ event }) => event.output.assignees,
          }),
        },
        onError: "failed",
      },
    },
    failed: { on: { retry: "loading" } },
    list: {
      on: {
        filter: { target: "loading", actions: assign({ filter: ({ event }) => event.value, page: 1 }) },
        page: { target: "loading", actions: assign({ page: ({ event }) => event.page }) },
        select: { target: "opening", actions: assign({ selected: ({ event }) => event.id }) },
      },
    },
    opening: {
      tags: ["busy"],
      entry: assign({ ticket: null, reply: "", error: null }),
      invoke: {
        id: "ticket",
        src: "loadTicket",
        input: ({ context }) => ({ id: context.selected ?? "" }),
        onDone: { target: "ticket", actions: assign({ ticket: ({ event }) => event.output }) },
        onError: { target: "ticketFailed", actions: assign({ error: ({ event }) => ticketError(event.error) }) },
      },
    },
    ticketFailed: { on: { retry: "opening", back: "loading" } },
    ticket: {
      initial: "idle",
      on: { back: { target: "loading", actions: assign({ selected: null, ticket: null }) } },
      states: {
        idle: {
          on: {
            "reply.change": { actions: assign({ reply: ({ event }) => event.value, error: null }) },
            "reply.send": [
              {
                guard: "emptyReply",
                actions: assign({ error: { field: "message", message: null, key: "required" } }),
              },
              { target: "answering", actions: assign({ error: null }) },
            ],
            assign: { target: "assigning", actions: assign({ error: null, pending: "assigned" }) },
            close: { target: "updating", actions: assign({ error: null, pending: "closed" }) },
            reopen: { target: "updating", actions: assign({ error: null, pending: "reopened" }) },
          },
        },
        answering: {
          tags: ["busy"],
          invoke: {
            id: "answer",
            src: "answerTicket",
            input: ({ context }) => ({ id: context.ticket?.id ?? "", message: context.reply.trim() }),
            onDone: {
              target: "idle",
              actions: [
                assign({ ticket: ({ event }) => event.output, reply: "" }),
                { type: "notify", params: { notice: "replied" } },
              ],
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => ticketError(event.error) }) },
          },
        },
        assigning: {
          tags: ["busy"],
          invoke: {
            id: "assign",
            src: "updateTicket",
            input: ({ context, event }) => ({
              id: context.ticket?.id ?? "",
              change: { assigneeId: (event as { assigneeId?: string | null }).assigneeId ?? null },
            }),
            onDone: {
              target: "idle",
              actions: [
                assign({ ticket: ({ event }) => event.output, pending: null }),
                { type: "notify", params: { notice: "assigned" } },
              ],
            },
            onError: {
              target: "idle",
              actions: assign({ error: ({ event }) => ticketError(event.error), pending: null }),
            },
          },
        },
        updating: {
          tags: ["busy"],
          invoke: {
            id: "update",
            src: "updateTicket",
            input: ({ context }) => ({ id: context.ticket?.id ?? "", change: change(context) }),
            onDone: {
              target: "idle",
              actions: [
                { type: "notify", params: ({ context }) => ({ notice: context.pending ?? "closed" }) },
                assign({ ticket: ({ event }) => event.output, pending: null }),
              ],
            },
            onError: {
              target: "idle",
              actions: assign({ error: ({ event }) => ticketError(event.error), pending: null }),
            },
          },
        },
      },
    },
  },
});

export type QueueActor = ActorRefFrom<typeof queueMachine>;

// The Case Handler (dashboard, Tools): the user's tickets with their status, and one ticket's
// conversation with a reply form while it is not closed. The ticket shown follows the address
// (?ticket=…): the view sends `select` and `back` as it changes. A ticket that is not there (or
// not the user's: the server answers both with 404) says so instead of the conversation.
import { type ActorRefFrom, assign, setup } from "xstate";
import type { TicketDetail, TicketSummary } from "../../shared/tickets";
import { isNotFound, listTickets, loadTicket, replyToTicket, type TicketError, ticketError } from "./actors";
import { imageRemoved, imagesAdded } from "./images";

interface CasesInput {
  ticketId?: string | null;
}

interface CasesContext {
  tickets: TicketSummary[];
  /** The ticket asked for (from the address), shown once loaded. */
  selected: string | null;
  ticket: TicketDetail | null;
  reply: string;
  images: File[];
  errors: Partial<Record<"message" | "images" | "form", TicketError>>;
}

type CasesEvent =
  | { type: "select"; id: string }
  | { type: "back" }
  | { type: "retry" }
  | { type: "reply.change"; value: string }
  | { type: "images.add"; files: File[] }
  | { type: "images.remove"; index: number }
  | { type: "reply.send" };

const summaryOf = (t: TicketDetail): TicketSummary => ({
  id: t.id,
  number: t.number,
  subject: t.subject,
  category: t.category,
  status: t.status,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  messageCount: t.messageCount,
});

/** The list with the ticket's new state, the last changed first. */
const withTicket = (list: TicketSummary[], t: TicketDetail) =>
  [summaryOf(t), ...list.filter((x) => x.id !== t.id)].sort((a, b) => b.updatedAt - a.updatedAt);

function placed(error: TicketError): CasesContext["errors"] {
  const field = error.field?.split(".")[0];
  return field === "message" || field === "images" ? { [field]: error } : { form: error };
}

export const casesMachine = setup({
  types: {
    context: {} as CasesContext,
    events: {} as CasesEvent,
    input: {} as CasesInput,
  },
  actors: { listTickets, loadTicket, replyToTicket },
  actions: {
    /** Tell the user the reply went (the view provides it). */
    replied: () => {},
  },
  guards: {
    hasSelection: ({ context }) => context.selected !== null,
    emptyReply: ({ context }) => context.reply.trim() === "",
    notFound: ({ event }) => isNotFound((event as { error?: unknown }).error),
  },
}).createMachine({
  id: "ticketCases",
  context: ({ input }) => ({
    tickets: [],
    selected: input.ticketId ?? null,
    ticket: null,
    reply: "",
    images: [],
    errors: {},
  }),
  initial: "loading",
  on: {
    select: { target: ".route", actions: assign({ selected: ({ event }) => event.id }) },
    back: { target: ".route", actions: assign({ selected: null, ticket: null }) },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "list",
        src: "listTickets",
        onDone: { target: "route", actions: assign({ tickets: ({ event }) => event.output }) },
        onError: "failed",
      },
    },
    failed: { on: { retry: "loading" } },
    /** Where the address leads: the list, or one ticket. */
    route: {
      always: [{ guard: "hasSelection", target: "opening" }, { target: "list" }],
    },
    list: {},
    opening: {
      tags: ["busy"],
      entry: assign({ ticket: null, reply: "", images: [], errors: {} }),
      invoke: {
        id: "ticket",
        src: "loadTicket",
        input: ({ context }) => ({ id: context.selected ?? "" }),
        onDone: { target: "ticket", actions: assign({ ticket: ({ event }) => event.output }) },
        onError: [{ guard: "notFound", target: "missing" }, { target: "ticketFailed" }],
      },
    },
    missing: {},
    ticketFailed: { on: { retry: "opening" } },
    ticket: {
      initial: "editing",
      states: {
        editing: {
          on: {
            "reply.change": {
              actions: assign(({ context, event }) => {
                const { message: _gone, form: _form, ...errors } = context.errors;
                return { reply: event.value, errors };
              }),
            },
            "images.add": {
              actions: assign(({ context, event }) => imagesAdded(context.images, context.errors, event.files)),
            },
            "images.remove": {
              actions: assign(({ context, event }) => imageRemoved(context.images, context.errors, event.index)),
            },
            "reply.send": [
              {
                guard: "emptyReply",
                actions: assign({ errors: { message: { field: "message", message: null, key: "required" } } }),
              },
              { target: "sending", actions: assign({ errors: {} }) },
            ],
          },
        },
        sending: {
          tags: ["busy"],
          invoke: {
            id: "reply",
            src: "replyToTicket",
            input: ({ context }) => ({
              id: context.ticket?.id ?? "",
              message: context.reply.trim(),
              images: context.images,
            }),
            onDone: {
              target: "editing",
              actions: [
                assign({
                  ticket: ({ event }) => event.output,
                  tickets: ({ context, event }) => withTicket(context.tickets, event.output),
                  reply: "",
                  images: [],
                }),
                "replied",
              ],
            },
            onError: {
              target: "editing",
              actions: assign({ errors: ({ event }) => placed(ticketError(event.error)) }),
            },
          },
        },
      },
    },
  },
});

export type CasesActor = ActorRefFrom<typeof casesMachine>;

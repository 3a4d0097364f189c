// The Ticket Form (dashboard, Support): subject, category, message and up to 3 images. The form
// checks what it can before sending (required fields, lengths, the images' count and size); the
// server's refusals come back naming their field and are shown under it. Once sent, the form shows
// the case number with a link to it, until the user opens another ticket.
import { assign, setup } from "xstate";
import { MAX_MESSAGE, MAX_SUBJECT, type TicketCategory, type TicketDetail } from "../../shared/tickets";
import { openTicket, type TicketError, ticketError } from "./actors";
import { imageRemoved, imagesAdded } from "./images";

const TICKET_FIELDS = ["subject", "category", "message", "images"] as const;
type TicketField = (typeof TICKET_FIELDS)[number];
type TextField = "subject" | "message";

interface TicketFormContext {
  subject: string;
  category: TicketCategory | "";
  message: string;
  images: File[];
  errors: Partial<Record<TicketField | "form", TicketError>>;
  sent: TicketDetail | null;
}

type TicketFormEvent =
  | { type: "field.change"; field: TextField; value: string }
  | { type: "category.change"; value: TicketCategory | "" }
  | { type: "images.add"; files: File[] }
  | { type: "images.remove"; index: number }
  | { type: "submit" }
  | { type: "another" };

/** The problems the form finds itself, by field (empty when it may be sent). */
function checkTicket(c: Pick<TicketFormContext, "subject" | "category" | "message">): TicketFormContext["errors"] {
  const errors: TicketFormContext["errors"] = {};
  const err = (field: TicketField, key: TicketError["key"]): TicketError => ({ field, message: null, key });
  if (c.subject.trim() === "") errors.subject = err("subject", "required");
  else if (c.subject.trim().length > MAX_SUBJECT) errors.subject = err("subject", "tooLong");
  if (c.category === "") errors.category = err("category", "required");
  if (c.message.trim() === "") errors.message = err("message", "required");
  else if (c.message.trim().length > MAX_MESSAGE) errors.message = err("message", "tooLong");
  return errors;
}

const empty = (): TicketFormContext => ({ subject: "", category: "", message: "", images: [], errors: {}, sent: null });

/** The error of a field, kept under it (an error naming no field of the form is the form's). */
function placed(error: TicketError): TicketFormContext["errors"] {
  const field = error.field?.split(".")[0];
  const key = field && (TICKET_FIELDS as readonly string[]).includes(field) ? (field as TicketField) : "form";
  return { [key]: error };
}

export const ticketFormMachine = setup({
  types: {
    context: {} as TicketFormContext,
    events: {} as TicketFormEvent,
  },
  actors: { openTicket },
  actions: {
    /** Focus the first field at fault (the view provides it). */
    focusFirstError: () => {},
    /** Tell the user the ticket went (the view provides it). */
    sentNotice: (_, _params: { number: number }) => {},
  },
  guards: {
    invalid: ({ context }) => Object.keys(checkTicket(context)).length > 0,
  },
}).createMachine({
  id: "ticketForm",
  context: empty,
  initial: "editing",
  states: {
    editing: {
      on: {
        "field.change": {
          actions: assign(({ context, event }) => {
            const { [event.field]: _gone, form: _form, ...errors } = context.errors;
            return { [event.field]: event.value, errors } as Partial<TicketFormContext>;
          }),
        },
        "category.change": {
          actions: assign(({ context, event }) => {
            const { category: _gone, form: _form, ...errors } = context.errors;
            return { category: event.value, errors };
          }),
        },
        "images.add": {
          actions: assign(({ context, event }) => imagesAdded(context.images, context.errors, event.files)),
        },
        "images.remove": {
          actions: assign(({ context, event }) => imageRemoved(context.images, context.errors, event.index)),
        },
        submit: [
          {
            guard: "invalid",
            actions: [assign({ errors: ({ context }) => checkTicket(context) }), "focusFirstError"],
          },
          { target: "sending", actions: assign({ errors: {} }) },
        ],
      },
    },
    sending: {
      tags: ["busy"],
      invoke: {
        id: "open",
        src: "openTicket",
        input: ({ context }) => ({
          subject: context.subject.trim(),
          category: context.category as TicketCategory,
          message: context.message.trim(),
          images: context.images,
        }),
        onDone: {
          target: "sent",
          actions: [
            assign({ sent: ({ event }) => event.output }),
            { type: "sentNotice", params: ({ event }) => ({ number: event.output.number }) },
          ],
        },
        onError: {
          target: "editing",
          actions: [assign({ errors: ({ event }) => placed(ticketError(event.error)) }), "focusFirstError"],
        },
      },
    },
    sent: {
      on: { another: { target: "editing", actions: assign(empty) } },
    },
  },
});

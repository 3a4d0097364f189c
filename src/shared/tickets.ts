// Support tickets (docs/api.md "Support tickets"): the shapes and limits both sides use. A user
// opens a ticket (subject, category, message, up to 3 PNG or JPEG images), reads its
// conversation in the Case Handler and answers while it is not closed; admins answer, assign and
// close or reopen it from the admin panel's queue.
import * as v from "valibot";
import { contract } from "./contract";
import { nameField } from "./fields";

export const TICKET_CATEGORIES = ["account", "data", "alerts", "portfolio", "other"] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** open: waiting for support (new, or the user wrote last); answered: support wrote last;
 * closed: done (an admin may reopen it). */
const TICKET_STATUSES = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const MAX_SUBJECT = 120;
export const MAX_MESSAGE = 4000;
/** Images one message may carry, each at most MAX_IMAGE_BYTES. */
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The largest side an image may have (a small file of a huge picture would stall the browser
 * that shows it). */
export const MAX_IMAGE_SIDE = 8000;
/** The whole multipart body: the images, the text fields and the parts' headers. */
export const MAX_TICKET_BODY = MAX_IMAGES * MAX_IMAGE_BYTES + 64 * 1024;
/** Tickets per page of the admin queue. */
export const QUEUE_PAGE_SIZE = 25;
/** The header a multipart upload carries: a plain HTML form cannot send it, and a page of
 * another origin cannot without a CORS preflight this server never grants (CSRF). */
export const UPLOAD_HEADER = "x-rockets-upload";

export const IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Line breaks and tabs are text here (a multipart form sends line breaks as CR LF); other control
 * characters and the bidi controls are not. */
const LINE_BREAKS = /[\r\n\t]/g;
const FORBIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const VISIBLE = /[^\p{Z}\p{Cf}\s]/u;
const forbidden = (s: string) => FORBIDDEN.test(s.replace(LINE_BREAKS, ""));

/** A message: line breaks kept as LF, trimmed, 1–MAX_MESSAGE characters. */
const messageField = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/\r\n?/g, "\n")),
  v.trim(),
  v.check((s) => !forbidden(s), "forbidden_chars"),
  v.check((s) => VISIBLE.test(s), "required"),
  v.maxLength(MAX_MESSAGE, "too_long"),
);

/** The text fields of a new ticket (the images are the multipart's `images` parts). */
export const NewTicketFields = v.strictObject({
  subject: nameField(MAX_SUBJECT, true),
  category: v.picklist(TICKET_CATEGORIES),
  message: messageField,
});
export type NewTicketFields = v.InferOutput<typeof NewTicketFields>;

export const ReplyFields = v.strictObject({ message: messageField });

/** PATCH /admin/tickets/:id: close or reopen, assign (null: nobody). */
const TicketUpdateBody = v.pipe(
  v.strictObject({
    status: v.optional(v.picklist(["open", "closed"] as const)),
    assigneeId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  }),
  v.check((b) => b.status !== undefined || b.assigneeId !== undefined, "required"),
);
export type TicketUpdate = v.InferOutput<typeof TicketUpdateBody>;

export const QUEUE_FILTERS = ["all", ...TICKET_STATUSES] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

const ticketImage = v.object({
  id: v.string(),
  type: v.picklist(IMAGE_TYPES),
  width: v.number(),
  height: v.number(),
  size: v.number(),
});
export type TicketImage = v.InferOutput<typeof ticketImage>;

const summaryEntries = {
  id: v.string(),
  /** A short number people can quote ("case 1042"). */
  number: v.number(),
  subject: v.string(),
  category: v.picklist(TICKET_CATEGORIES),
  status: v.picklist(TICKET_STATUSES),
  createdAt: v.number(),
  updatedAt: v.number(),
  messageCount: v.number(),
};
const ticketSummary = v.object(summaryEntries);
export type TicketSummary = v.InferOutput<typeof ticketSummary>;

/** What the admin queue shows besides: whose ticket and who handles it. */
const queueEntries = {
  ...summaryEntries,
  user: v.object({ id: v.string(), name: v.string(), email: v.string() }),
  assignee: v.nullable(v.object({ id: v.string(), name: v.string() })),
};
const queueTicket = v.object(queueEntries);
export type QueueTicket = v.InferOutput<typeof queueTicket>;

const ticketDetail = v.object({
  ...queueEntries,
  messages: v.array(
    v.object({
      id: v.string(),
      /** Who wrote it: the ticket's owner or support (an admin, named by first name only). */
      from: v.picklist(["user", "support"]),
      authorName: v.string(),
      body: v.string(),
      createdAt: v.number(),
      images: v.array(ticketImage),
    }),
  ),
});
export type TicketDetail = v.InferOutput<typeof ticketDetail>;

const assignee = v.object({ id: v.string(), name: v.string(), email: v.string() });
export type Assignee = v.InferOutput<typeof assignee>;

/** A ticket as every call that reads or changes one answers it. */
const oneTicket = v.object({ ticket: ticketDetail });

/** The ticket calls that send and answer JSON (docs/api.md, "Support tickets"). Opening a ticket
 * and the owner's reply are multipart uploads, read by hand; they answer as `read` does. */
export const ticketsApi = {
  list: contract({ method: "GET", path: "/work/tickets", response: v.object({ tickets: v.array(ticketSummary) }) }),
  read: contract({ method: "GET", path: "/work/tickets/:id", response: oneTicket }),
  /** `status` (a QUEUE_FILTERS value) and `page` are checked by the handler. */
  queue: contract({
    method: "GET",
    path: "/admin/tickets",
    query: v.object({ status: v.optional(v.string()), page: v.optional(v.string()) }),
    response: v.object({ tickets: v.array(queueTicket), total: v.number(), page: v.number(), pageSize: v.number() }),
  }),
  assignees: contract({
    method: "GET",
    path: "/admin/tickets/assignees",
    response: v.object({ assignees: v.array(assignee) }),
  }),
  answer: contract({
    method: "POST",
    path: "/admin/tickets/:id/messages",
    body: v.strictObject({ message: messageField }),
    response: oneTicket,
    status: 201,
  }),
  /** Close or reopen, assign (null: nobody). */
  update: contract({ method: "PATCH", path: "/admin/tickets/:id", body: TicketUpdateBody, response: oneTicket }),
};

/** The address of an image of a ticket (GET, owner and admins only). */
export const imageUrl = (ticketId: string, imageId: string) =>
  `/api/v1/work/tickets/${encodeURIComponent(ticketId)}/images/${encodeURIComponent(imageId)}`;

/** The Case Handler's address of a ticket (the e-mail's link). */
export const casePath = (ticketId: string) => `/trading-screener?section=caseHandler&ticket=${ticketId}`;

export const TICKET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A size in megabytes as the texts say it ("2 MB", "2 ميغابايت"). */
export function sizeText(bytes: number, lang: "en" | "ar"): string {
  const mb = bytes / (1024 * 1024);
  const n = Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
  return lang === "ar" ? `${n} ميغابايت` : `${n} MB`;
}

/** The user's limits as the form states them; the server's RATE_LIMITS rows (openTickets,
 * ticketMessages) hold the same numbers (tests/unit/ticket-limits.test.ts compares them). */
export const TICKET_LIMITS = { open: 3, hourly: 10 } as const;

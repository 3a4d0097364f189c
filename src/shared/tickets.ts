// Support tickets (docs/api.md "Support tickets"): the shapes and limits both sides use. A user
// opens a ticket (subject, category, message, up to 3 PNG or JPEG images), reads its
// conversation in the Case Handler and answers while it is not closed; admins answer, assign and
// close or reopen it from the admin panel's queue.
import * as v from "valibot";
import { nameField } from "./fields";

export const TICKET_CATEGORIES = ["account", "data", "alerts", "portfolio", "other"] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** open: waiting for support (new, or the user wrote last); answered: support wrote last;
 * closed: done (an admin may reopen it). */
export const TICKET_STATUSES = ["open", "answered", "closed"] as const;
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
export const TicketUpdateBody = v.pipe(
  v.strictObject({
    status: v.optional(v.picklist(["open", "closed"] as const)),
    assigneeId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  }),
  v.check((b) => b.status !== undefined || b.assigneeId !== undefined, "required"),
);
export type TicketUpdate = v.InferOutput<typeof TicketUpdateBody>;

export const QUEUE_FILTERS = ["all", ...TICKET_STATUSES] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

export interface TicketImage {
  id: string;
  type: ImageType;
  width: number;
  height: number;
  size: number;
}

interface TicketMessage {
  id: string;
  /** Who wrote it: the ticket's owner or support (an admin, named by first name only). */
  from: "user" | "support";
  authorName: string;
  body: string;
  createdAt: number;
  images: TicketImage[];
}

export interface TicketSummary {
  id: string;
  /** A short number people can quote ("case 1042"). */
  number: number;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  createdAt: number;
  updatedAt: number;
  messageCount: number;
}

/** What the admin queue shows besides: whose ticket and who handles it. */
export interface QueueTicket extends TicketSummary {
  user: { id: string; name: string; email: string };
  assignee: { id: string; name: string } | null;
}

export interface TicketDetail extends QueueTicket {
  messages: TicketMessage[];
}

export interface Assignee {
  id: string;
  name: string;
  email: string;
}

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

// The support ticket calls (src/client/tickets.ts) as actors for the ticket machines, and what a
// failed call says to a form.
import { fromPromise } from "xstate";
import { ApiError } from "../../client/http";
import * as tickets from "../../client/tickets";
import type { Assignee, QueueFilter, TicketDetail, TicketSummary, TicketUpdate } from "../../shared/tickets";

export type { NewTicket, QueuePage } from "../../client/tickets";

export const openTicket = fromPromise<TicketDetail, tickets.NewTicket>(({ input, signal }) =>
  tickets.openTicket(input, signal),
);
export const listTickets = fromPromise<TicketSummary[]>(({ signal }) => tickets.listTickets(signal));
export const loadTicket = fromPromise<TicketDetail, { id: string }>(({ input, signal }) =>
  tickets.loadTicket(input.id, signal),
);
export const replyToTicket = fromPromise<TicketDetail, { id: string; message: string; images: readonly File[] }>(
  ({ input, signal }) => tickets.replyToTicket(input.id, input, signal),
);
export const loadQueue = fromPromise<
  { page: tickets.QueuePage; assignees: Assignee[] },
  { filter: QueueFilter; page: number }
>(async ({ input, signal }) => {
  const [page, assignees] = await Promise.all([
    tickets.loadQueue(input.filter, input.page, signal),
    tickets.loadAssignees(signal),
  ]);
  return { page, assignees };
});
export const answerTicket = fromPromise<TicketDetail, { id: string; message: string }>(({ input, signal }) =>
  tickets.answerTicket(input.id, input.message, signal),
);
export const updateTicket = fromPromise<TicketDetail, { id: string; change: TicketUpdate }>(({ input, signal }) =>
  tickets.updateTicket(input.id, input.change, signal),
);

/** A problem to show: the server's message (already in the page's language) under the field it
 * names, or a key of the tickets texts for what the form found itself or for no answer. */
export interface TicketError {
  field: string | null;
  message: string | null;
  key?: "network" | "failed" | "required" | "tooLong" | "tooMany" | "imageSize";
  /** The file a key speaks of. */
  name?: string;
}

export function ticketError(error: unknown): TicketError {
  if (error instanceof ApiError && error.body?.message) {
    const field = error.body.field;
    return { field: typeof field === "string" ? field : null, message: error.body.message };
  }
  if (error instanceof ApiError && error.status === 0) return { field: null, message: null, key: "network" };
  return { field: null, message: null, key: "failed" };
}

/** True for the 404 of a ticket that is not there (or not the reader's). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

// The Ticket Form states the user's limits; the server counts by its RATE_LIMITS rows. Both say
// the same numbers.
import { expect, test } from "bun:test";
import { RATE_LIMITS } from "../../src/server/http/limits";
import { TICKET_LIMITS } from "../../src/shared/tickets";

test("the form's limits are the declared ones", () => {
  expect(TICKET_LIMITS).toEqual({ open: RATE_LIMITS.openTickets.max, hourly: RATE_LIMITS.ticketMessages.max });
});

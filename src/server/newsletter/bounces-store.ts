// What a bounce read later by e-mail (bounce-listener.ts) changes, on the rows the newsletter page
// already shows per address: a hard bounce marks the subscriber bounced (nothing more is sent to
// it) and its delivery of that send failed, with the receiving server's words as the answer; a
// soft failure only notes those words on both, as an SMTP-time 4xx does, and bounces nothing. A
// confirmation e-mail's bounce (CONFIRMATION_PREFIX) has no delivery: the subscriber alone changes,
// so an address typed wrong is bounced rather than pending forever.
import type { SQL } from "bun";
import { markBounced } from "./subscribers-store";
import { CONFIRMATION_PREFIX } from "./verp";

interface Bounce {
  subscriberId: string;
  /** The send id's first 8 hex digits (all the VERP token has room for). */
  sendPrefix: string;
  kind: "hard" | "soft";
  diagnostic: string;
}

export async function recordBounce(sql: SQL, b: Bounce): Promise<void> {
  if (!/^[0-9a-f]{8}$/.test(b.sendPrefix)) return;
  const send = `${b.sendPrefix}%`;
  const confirmation = b.sendPrefix === CONFIRMATION_PREFIX;
  if (b.kind === "hard") {
    await markBounced(sql, b.subscriberId, b.diagnostic);
    if (confirmation) return;
    await sql`UPDATE newsletter_deliveries SET status = 'failed', last_error = ${b.diagnostic}
      WHERE subscriber_id = ${b.subscriberId} AND send_id LIKE ${send} AND status = 'sent'`;
    return;
  }
  await sql`UPDATE newsletter_subscribers SET last_error = ${b.diagnostic}
    WHERE id = ${b.subscriberId} AND status IN ('active', 'pending')`;
  if (confirmation) return;
  await sql`UPDATE newsletter_deliveries SET last_error = ${b.diagnostic}
    WHERE subscriber_id = ${b.subscriberId} AND send_id LIKE ${send} AND status = 'sent'`;
}

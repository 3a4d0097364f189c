// VERP (variable envelope return path): each newsletter message leaves with the envelope sender
// `<local>+b-<token>@<domain>` of NEWSLETTER_BOUNCE_ADDRESS, the token naming its send and
// subscriber under the server's HMAC (tokens.ts), so a bounce that comes back days later says
// by its recipient alone whom it is about, and a forged one cannot name a stranger. A
// subscription's confirmation e-mail leaves the same way, under CONFIRMATION_SEND in place of a
// send: a mistyped address then shows as bounced on the partner's list instead of pending forever.
import { bounceToken, readBounceToken } from "./tokens";

/** The send a confirmation e-mail's VERP token names: no real send, since sends are random
 * (version 4) UUIDs and this one is not. Its first 8 hex digits are what a bounce carries back. */
export const CONFIRMATION_SEND = "00000000-0000-0000-0000-000000000000";
export const CONFIRMATION_PREFIX = CONFIRMATION_SEND.slice(0, 8);

/** The envelope sender of one message, or null (no bounce address set, or ids that are not UUIDs). */
export function verpSender(
  bounceAddress: string | null,
  secret: string,
  sendId: string,
  subscriberId: string,
): string | null {
  if (!bounceAddress) return null;
  const token = bounceToken(secret, sendId, subscriberId);
  if (!token) return null;
  const at = bounceAddress.lastIndexOf("@");
  return `${bounceAddress.slice(0, at)}+b-${token}@${bounceAddress.slice(at + 1)}`;
}

/** Whom a bounce sent to `recipient` is about; null unless it is our VERP address with a valid token. */
export function readVerpRecipient(
  bounceAddress: string,
  secret: string,
  recipient: string,
): { subscriberId: string; sendPrefix: string } | null {
  const at = bounceAddress.lastIndexOf("@");
  const local = bounceAddress.slice(0, at).toLowerCase();
  const domain = bounceAddress.slice(at + 1).toLowerCase();
  const r = recipient.trim().toLowerCase();
  const prefix = `${local}+b-`;
  if (!r.startsWith(prefix) || !r.endsWith(`@${domain}`)) return null;
  return readBounceToken(secret, r.slice(prefix.length, r.length - domain.length - 1));
}

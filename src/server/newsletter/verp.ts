// VERP (variable envelope return path): each newsletter message leaves with the envelope sender
// `<local>+b-<token>@<domain>` of NEWSLETTER_BOUNCE_ADDRESS, the token naming its send and
// subscriber under the server's HMAC (tokens.ts), so a bounce that comes back days later says
// by its recipient alone whom it is about, and a forged one cannot name a stranger.
import { bounceToken, readBounceToken } from "./tokens";

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

// Signed links of the newsletter: confirming a subscription (7 days) and unsubscribing (for as
// long as the subscriber exists, as RFC 8058 expects of a List-Unsubscribe link). A token is the
// subscriber's id, the expiry for a confirmation, and an HMAC-SHA256 under the server's code
// secret with a purpose of its own, so one kind of token is never taken for the other.
import { createHmac, timingSafeEqual } from "node:crypto";

export const CONFIRM_TTL_MS = 7 * 24 * 3600_000;

const mac = (secret: string, purpose: string, payload: string) =>
  createHmac("sha256", secret).update(`newsletter-${purpose}:${payload}`).digest("base64url");

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function unsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${mac(secret, "unsubscribe", subscriberId)}`;
}

/** The subscriber's id, or null when the token is not ours. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [id, sig, extra] = token.split(".");
  if (!id || !sig || extra !== undefined || id.length > 64) return null;
  return same(sig, mac(secret, "unsubscribe", id)) ? id : null;
}

export function confirmToken(secret: string, subscriberId: string, expires: number): string {
  return `${subscriberId}.${expires}.${mac(secret, "confirm", `${subscriberId}.${expires}`)}`;
}

/** The subscriber's id, or null when the token is not ours or expired at `now`. */
export function readConfirmToken(secret: string, token: string, now: number): string | null {
  const [id, expires, sig, extra] = token.split(".");
  if (!id || !expires || !sig || extra !== undefined || id.length > 64 || !/^\d{1,15}$/.test(expires)) return null;
  if (!same(sig, mac(secret, "confirm", `${id}.${expires}`))) return null;
  return Number(expires) > now ? id : null;
}

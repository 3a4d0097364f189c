// Signed links of the newsletter: confirming a subscription (7 days) and unsubscribing (for as
// long as the subscriber exists, as RFC 8058 expects of a List-Unsubscribe link). A token is the
// subscriber's id, the expiry for a confirmation, and an HMAC-SHA256 under the server's code
// secret with a purpose of its own, so one kind of token is never taken for the other.
// A bounce token (the VERP envelope sender, newsletter/verp.ts) must fit an address's local part
// (64 characters, RFC 5321) and survive an MTA that lower-cases it: the subscriber's id (16 bytes),
// the send id's first 4 bytes and 8 bytes of the HMAC, in lower-case base32, 46 characters.
import { createHmac, timingSafeEqual } from "node:crypto";

export const CONFIRM_TTL_MS = 7 * 24 * 3600_000;

const macBytes = (secret: string, purpose: string, payload: string) =>
  createHmac("sha256", secret).update(`newsletter-${purpose}:${payload}`).digest();
const mac = (secret: string, purpose: string, payload: string) =>
  macBytes(secret, purpose, payload).toString("base64url");

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

const B32 = "abcdefghijklmnopqrstuvwxyz234567";

function base32(bytes: Uint8Array): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + B32[(value << (5 - bits)) & 31] : out;
}

function unbase32(text: string, length: number): Buffer | null {
  const out = Buffer.alloc(length);
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const c of text) {
    const v = B32.indexOf(c);
    if (v < 0) return null;
    value = ((value << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8 && at < length) {
      out[at++] = (value >>> (bits - 8)) & 255;
      bits -= 8;
    }
  }
  return at === length ? out : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The token of one newsletter message to one subscriber; null when an id is not a UUID. */
export function bounceToken(secret: string, sendId: string, subscriberId: string): string | null {
  if (!UUID.test(sendId) || !UUID.test(subscriberId)) return null;
  const subscriber = subscriberId.toLowerCase().replaceAll("-", "");
  const send = sendId.toLowerCase().slice(0, 8);
  const sig = macBytes(secret, "bounce", `${subscriber}.${send}`).subarray(0, 8);
  return base32(Buffer.from(subscriber, "hex")) + base32(Buffer.from(send, "hex")) + base32(sig);
}

/** The subscriber's id and the first 8 hex digits of the send's, or null when the token is not ours. */
export function readBounceToken(secret: string, token: string): { subscriberId: string; sendPrefix: string } | null {
  const t = token.toLowerCase();
  if (t.length !== 46) return null;
  const subscriber = unbase32(t.slice(0, 26), 16);
  const send = unbase32(t.slice(26, 33), 4);
  const sig = unbase32(t.slice(33), 8);
  if (!subscriber || !send || !sig) return null;
  // One spelling per token: spare bits at the end of a group must be zero.
  if (base32(subscriber) + base32(send) + base32(sig) !== t) return null;
  const id = subscriber.toString("hex");
  const prefix = send.toString("hex");
  const want = macBytes(secret, "bounce", `${id}.${prefix}`).subarray(0, 8);
  return timingSafeEqual(sig, want) ? { subscriberId: uuidOf(id), sendPrefix: prefix } : null;
}

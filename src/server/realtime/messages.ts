// What a client may send on /ws besides the text `ping` (docs/api.md, Realtime): a subscribe
// (topics and/or symbols) or an unsubscribe (symbols). Anything else is an error to answer.
import { MAX_CLIENT_MESSAGE_BYTES, type RealtimeError } from "../../shared/realtime";

interface ClientRequest {
  type: "subscribe" | "unsubscribe";
  /** The choosable topics to keep (subscribe only). */
  topics?: unknown[];
  symbols?: string[];
}

/** The request in a client message, or the error to answer it with. */
export function parseClientMessage(message: string | Buffer): ClientRequest | RealtimeError {
  const bytes = typeof message === "string" ? Buffer.byteLength(message) : message.byteLength;
  if (bytes > MAX_CLIENT_MESSAGE_BYTES)
    return { type: "error", code: "message_too_large", max: MAX_CLIENT_MESSAGE_BYTES };
  const invalid: RealtimeError = { type: "error", code: "invalid_message" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof message === "string" ? message : message.toString("utf8"));
  } catch {
    return invalid;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return invalid;
  const { type, topics, symbols } = parsed as { type?: unknown; topics?: unknown; symbols?: unknown };
  if (type !== "subscribe" && type !== "unsubscribe") return invalid;
  if (topics === undefined && symbols === undefined) return invalid;
  if (topics !== undefined && (type !== "subscribe" || !Array.isArray(topics))) return invalid;
  if (symbols !== undefined && !(Array.isArray(symbols) && symbols.every((s) => typeof s === "string"))) return invalid;
  return {
    type,
    ...(topics !== undefined ? { topics: topics as unknown[] } : {}),
    ...(symbols !== undefined ? { symbols: symbols as string[] } : {}),
  };
}

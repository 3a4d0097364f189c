// How a failed auth call becomes the message on screen: the server's
// message when it sent one, else the flow's fallback; no response at all is a network error.
import { ApiError } from "../../client/http";

/** A message for the view: a key of the auth dictionary's `messages`, or a server text. */
export type AuthMessage =
  | { kind: "key"; key: "fillAll" | "somethingWrong" | "network" | "registrationError" | "otpError" | "otpExpired" }
  | { kind: "server"; text: string; field?: string }
  /** Too many failed logins: the wait in minutes. */
  | { kind: "locked"; minutes: number };

export function failure(
  error: unknown,
  fallback: "somethingWrong" | "registrationError" | "otpError",
  network: boolean,
): AuthMessage {
  if (error instanceof ApiError) {
    if (error.body?.message) {
      // A 400 naming a field: the view shows the message under that field.
      const field = error.body.field;
      return typeof field === "string"
        ? { kind: "server", text: error.body.message, field }
        : { kind: "server", text: error.body.message };
    }
    if (error.status === 0 && network) return { kind: "key", key: "network" };
  }
  return { kind: "key", key: fallback };
}

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}

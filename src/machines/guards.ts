// Guards several areas' machines share. A 401 needs no action of its own in any machine: the HTTP
// core reports every 401 `unauthenticated` (src/client/http.ts), and the session machines toast
// and send the visitor to sign in (src/views/auth/wiring.ts); a machine only stops retrying.
import { ApiError } from "../client/http";

/** Whether a failed call was refused for want of a session (401). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

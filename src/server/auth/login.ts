// Starting and ending sessions over HTTP: the one place that writes the session cookie.
// Every login replaces whatever session the browser had (user or partner) with a new token.
import { HttpError, json } from "../http/errors";
import type { RequestContext } from "../http/router";
import { currentSession } from "./guards";
import {
  clearedSessionCookie,
  createPasswordSession,
  createSession,
  deleteSession,
  type SessionKind,
  sessionCookie,
} from "./sessions";

/** `checked`: the user's password hash the login's password was checked against; when the
 * account's password was replaced meanwhile (a reset), no session is made and the answer is the
 * wrong password's 401. */
export async function startSession(
  ctx: RequestContext,
  kind: SessionKind,
  subjectId: string,
  body: unknown,
  status = 200,
  checked?: { passwordHash: string },
): Promise<Response> {
  const previous = await currentSession(ctx);
  if (previous) await deleteSession(ctx.services, previous.tokenHash);
  const token = checked
    ? await createPasswordSession(ctx.services, subjectId, checked.passwordHash)
    : await createSession(ctx.services, kind, subjectId);
  if (token === null) throw new HttpError(401, "invalid_credentials");
  return json(body, status, { "set-cookie": sessionCookie(ctx.services, token, kind) });
}

/** Deletes the request's session server-side (if any) and clears the cookie. */
export async function endSession(ctx: RequestContext, body: unknown): Promise<Response> {
  const session = await currentSession(ctx);
  if (session) await deleteSession(ctx.services, session.tokenHash);
  return json(body, 200, { "set-cookie": clearedSessionCookie(ctx.services) });
}

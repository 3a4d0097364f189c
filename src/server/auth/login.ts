// Starting and ending sessions over HTTP: the one place that writes the session cookie.
// Every login replaces whatever session the browser had (user or partner) with a new token.
import { json } from "../http/errors";
import type { RequestContext } from "../http/router";
import { currentSession } from "./guards";
import { clearedSessionCookie, createSession, deleteSession, type SessionKind, sessionCookie } from "./sessions";

export async function startSession(
  ctx: RequestContext,
  kind: SessionKind,
  subjectId: string,
  body: unknown,
  status = 200,
): Promise<Response> {
  const previous = await currentSession(ctx);
  if (previous) await deleteSession(ctx.services, previous.tokenHash);
  const token = await createSession(ctx.services, kind, subjectId);
  return json(body, status, { "set-cookie": sessionCookie(ctx.services, token, kind) });
}

/** Deletes the request's session server-side (if any) and clears the cookie. */
export async function endSession(ctx: RequestContext, body: unknown): Promise<Response> {
  const session = await currentSession(ctx);
  if (session) await deleteSession(ctx.services, session.tokenHash);
  return json(body, 200, { "set-cookie": clearedSessionCookie(ctx.services) });
}

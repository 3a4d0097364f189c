// Route guards (beforeLoad): they wait until the session machines know who this is, then let
// the route load or redirect. Screeners need a user (else / with the login modal and a
// redirect back), /admin an admin, partner screens a partner (else /partner/login).

import { redirect } from "@tanstack/react-router";
import { waitFor } from "xstate";
import type { AppActor, PartnerSessionActor, SessionActor } from "../machines/app.machine";
import { systemActor } from "../machines/system";
import { safeRedirect } from "../views/auth/redirect";

type AuthSearch = { auth?: "login" | "register"; redirect?: string };

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const out: AuthSearch = {};
  if (search.auth === "login" || search.auth === "register") out.auth = search.auth;
  const target = safeRedirect(search.redirect);
  if (target) out.redirect = target;
  return out;
}

function settled(actor: SessionActor): Promise<ReturnType<SessionActor["getSnapshot"]>>;
function settled(actor: PartnerSessionActor): Promise<ReturnType<PartnerSessionActor["getSnapshot"]>>;
// biome-ignore lint/suspicious/noExplicitAny: one waiting rule for both session actors
async function settled(actor: SessionActor | PartnerSessionActor): Promise<any> {
  const ref = actor as SessionActor;
  return waitFor(ref, (s) => !s.hasTag("checking"), { timeout: 15_000 }).catch(() => ref.getSnapshot());
}

export async function requireUserRoute(app: AppActor, href: string, role?: "admin"): Promise<void> {
  const session = await settled(systemActor(app.system, "session") as SessionActor);
  const user = session.context.user;
  if (!user) throw redirect({ to: "/", search: { auth: "login", redirect: href } });
  if (role && user.role !== role) throw redirect({ to: "/" });
}

export async function requirePartnerRoute(app: AppActor): Promise<void> {
  const partnerSession = await settled(systemActor(app.system, "partnerSession") as PartnerSessionActor);
  if (!partnerSession.hasTag("partner")) throw redirect({ to: "/partner/login" });
}

/** A logged-in partner opening the login page goes to the dashboard. */
export async function skipPartnerLogin(app: AppActor): Promise<void> {
  const partnerSession = await settled(systemActor(app.system, "partnerSession") as PartnerSessionActor);
  if (partnerSession.hasTag("partner")) throw redirect({ to: "/partner/dashboard" });
}

// Sign-in by e-mailed code: the way in for an owner whose password login is locked (someone
// else's guesses, or their own). POST /auth/login-code mails a 6-digit code and a single-use
// sign-in link to a verified account; POST /auth/verify-otp takes the code like a registration
// code (5 tries, 300 s), POST /auth/sign-in-link the link's token (not locked by wrong codes). An unknown
// or unverified e-mail gets the same answer and the same limits, with nothing sent, so the call
// does not tell which addresses have accounts.
import { loginCodeSchema } from "../../shared/auth";
import { readJson } from "../http/body";
import { json } from "../http/errors";
import { hitLimit } from "../http/limits";
import { type RequestContext, type Route, route } from "../http/router";
import { issueCode, noteCodeAsked, OTP_TTL_MS } from "./otp";
import { enforce } from "./rate-limit";
import { findUserByEmail } from "./users-store";

/** Mails a sign-in code when the e-mail belongs to a verified account; answers the same either way. */
export async function requestSignInCode(
  ctx: RequestContext,
  email: string,
): Promise<{ email: string; otpExpiresAt: number }> {
  const { services, ip } = ctx;
  // Per requester address, then per account (one e-mail a minute). No hourly count per account:
  // others' requests would use it up; while a code is valid they only mail it again.
  enforce(await hitLimit(services, "codeRequests", ip));
  // Keyed by the e-mail, not the account, so unknown addresses meet the same limits.
  enforce(await hitLimit(services, "signInCodeCooldown", email));
  // Every address asked for, known or not: a code typed for it in the next 300 s is answered like
  // a real account's (POST /auth/verify-otp).
  await noteCodeAsked(services, email);
  const row = await findUserByEmail(services.db.sql, email);
  if (!row?.verified) return { email, otpExpiresAt: services.now() + OTP_TTL_MS };
  const account = {
    id: row.id,
    email,
    firstName: row.firstName,
    lang: row.lang === "ar" ? ("ar" as const) : ("en" as const),
  };
  const otpExpiresAt = await issueCode(services, account, ip, { purpose: "sign_in" });
  return { email, otpExpiresAt };
}

async function loginCode(ctx: RequestContext): Promise<Response> {
  const { email } = await readJson(ctx.req, loginCodeSchema);
  return json(await requestSignInCode(ctx, email));
}

export const signInCodeRoutes: Route[] = [
  route({ method: "POST", path: "/auth/login-code", access: "public", limits: ["authCalls"], handler: loginCode }),
];

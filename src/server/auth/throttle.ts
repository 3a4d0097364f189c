// The one login throttle of users and partners. Failed logins are counted twice: per account
// and source (10 in 15 minutes), so an attacker's guesses from one address do not lock the
// owner out elsewhere, and per account from anywhere (100 in a day, NIST SP 800-63B), so many
// addresses together still get no more than 100 guesses.
//
// An attempt is RESERVED before the password is checked (the counters grow first, then the
// decision), so 40 parallel wrong passwords on one or several instances cannot all pass a
// check of 10. A right password gives its reservation back by clearing the counters.
import { HttpError, translateError } from "../http/errors";
import { limitKey, limitOf } from "../http/limits";
import type { Services } from "../services";
import type { Limit, LimitState } from "./rate-limit";

/** The two failed-login limits (http/limits.ts); their counters have keys of their own, below. */
export const LOGIN_LIMITS = {
  perSource: limitOf("loginFailuresPerSource"),
  perAccount: limitOf("loginFailuresPerAccount"),
} satisfies Record<string, Limit>;

type LoginKind = "user" | "partner";

/** Every counter of an account starts with this (e-mails cannot hold "|"), so all of them can
 * be cleared at once. */
export const failurePrefix = (kind: LoginKind, email: string) =>
  `${limitKey("loginFailuresPerAccount", kind)}:${email}|`;
const accountKey = (kind: LoginKind, email: string) => `${failurePrefix(kind, email)}all`;
const sourceKey = (kind: LoginKind, email: string, source: string) => `${failurePrefix(kind, email)}ip:${source}`;

/** Why an attempt was refused: the lock that holds, with seconds until it ends. */
interface Locked {
  scope: "source" | "account";
  retryAfter: number;
}

type Deps = Pick<Services, "rateLimiter">;

/** A reserved attempt: `last` says a failure now locks (10th from the source or 100th overall). */
interface Reservation {
  last: boolean;
}

/** Counts one attempt against the account from this source, or says which lock refuses it.
 * A source that is locked does not count against the account, so one address that keeps
 * hammering cannot push the account towards its overall limit. */
export async function reserveAttempt(
  services: Deps,
  kind: LoginKind,
  email: string,
  source: string,
): Promise<Reservation | Locked> {
  const { rateLimiter } = services;
  const bySource = await rateLimiter.hit(sourceKey(kind, email, source), LOGIN_LIMITS.perSource);
  if (!bySource.ok) return { scope: "source", retryAfter: bySource.retryAfter };
  const byAccount = await rateLimiter.hit(accountKey(kind, email), LOGIN_LIMITS.perAccount);
  if (!byAccount.ok) return { scope: "account", retryAfter: byAccount.retryAfter };
  const last = bySource.count === LOGIN_LIMITS.perSource.max || byAccount.count === LOGIN_LIMITS.perAccount.max;
  return { last };
}

export const isLocked = (r: Reservation | Locked): r is Locked => "scope" in r;

/** A right password: the account's overall count and this source's count start again. */
export async function attemptSucceeded(services: Deps, kind: LoginKind, email: string, source: string) {
  await Promise.all([
    services.rateLimiter.reset(accountKey(kind, email)),
    services.rateLimiter.reset(sourceKey(kind, email, source)),
  ]);
}

/** Clears every failure counter of the account, from every source (sign-in by code, support). */
export async function clearFailures(services: Deps, kind: LoginKind, email: string): Promise<void> {
  await services.rateLimiter.resetPrefix(failurePrefix(kind, email));
}

/** The account-wide count, for account support (without counting anything). */
export function accountFailures(services: Deps, kind: LoginKind, email: string): Promise<LimitState> {
  return services.rateLimiter.peek(accountKey(kind, email), LOGIN_LIMITS.perAccount);
}

/** The 429 of a locked login. A user's offers the sign-in by e-mailed code (POST /auth/login-code);
 * a partner's or a team member's the e-mailed sign-in link (POST /partner/auth/sign-in-link/request),
 * which no one's failures lock. */
export function lockedError(kind: LoginKind, locked: Locked): HttpError {
  const seconds = locked.retryAfter;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (kind === "partner") {
    return new HttpError(429, "login_locked", {
      params: { minutes },
      message: (locale) => translateError(locale, "partner_login_locked", { minutes }),
      retryAfter: seconds,
      linkLogin: true,
    });
  }
  return new HttpError(429, "login_locked", { params: { minutes }, retryAfter: seconds, codeLogin: true });
}

// Every rate limit of the API in one table: what it counts, per what (scope), how many and over
// which window. docs/api.md, "Rate limits", lists the same rows (tests/unit/rate-limits-doc.test.ts
// compares them). Routes name the ones the pipeline counts (`limits: ["authCalls"]`,
// http/access.ts); the others are counted by their handlers at the point that says what they
// count (after validation, per account once it is known), by name, never with numbers of their own.
// A counter's key is `<key>:<subject>`; the key prefixes are the stored counters' names, so they
// must not change (a change would forget every window in progress).
import { OTP } from "../../shared/auth";
import { TEAM } from "../../shared/partner-team";
import { RESET } from "../../shared/password-reset";
import type { LimitState, RateLimiter } from "../auth/rate-limit";
import type { Config } from "../config";

/** Per what a limit counts: a client address, an account (by id, or by e-mail for failed logins),
 * a signed-in user, an e-mail address asked for (known or not), or everyone. */
type LimitScope = "address" | "account" | "user" | "email" | "global";

interface DeclaredLimit {
  scope: LimitScope;
  /** Hits allowed in one window (with windowMs 0: at a time). */
  max: number;
  windowMs: number;
  /** The counter's key prefix (the subject follows after a colon). */
  key: string;
  /** The configuration value that replaces `max`, when it can be set. */
  setting?: keyof Pick<Config, "authIpLimit">;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The longest a screener CSV export may stream; past it the download is cut off and its slot
 * freed (screener/csv-export.ts). */
export const EXPORT_MAX_MS = 5 * MINUTE;

export const RATE_LIMITS = {
  /** Every auth call from one client address (AUTH_IP_LIMIT). */
  authCalls: { scope: "address", max: 100, windowMs: MINUTE, key: "auth-ip", setting: "authIpLimit" },
  /** Registrations from one client address, counted after the form is valid. */
  registrations: { scope: "address", max: 20, windowMs: HOUR, key: "register-ip" },
  /** Code requests (POST /auth/login-code, /auth/resend-otp) from one requester address. */
  codeRequests: { scope: "address", max: 10, windowMs: HOUR, key: "code-requests-ip" },
  /** New codes of one account. A new code is only made when the last one expired (300 s) or was
   * used, or by a registration; asking while one is valid mails it again. So others' requests make
   * at most 12 an hour and cannot use these up. */
  newCodes: { scope: "account", max: 15, windowMs: HOUR, key: "otp-send" },
  /** Sign-in code e-mails per address asked for: one a minute, known or not. */
  signInCodeCooldown: { scope: "email", max: 1, windowMs: OTP.cooldownSeconds * 1000, key: "sign-in-code" },
  /** Marks an address asked for a sign-in code in the last 300 s (never refuses). */
  signInCodeAsked: { scope: "email", max: 1_000_000, windowMs: OTP.ttlSeconds * 1000, key: "code-asked" },
  /** Codes typed for an address that has no code: as many as a real code takes. */
  signInCodeGuesses: { scope: "email", max: OTP.maxAttempts - 1, windowMs: OTP.ttlSeconds * 1000, key: "code-guess" },
  /** Partner sign-in link requests (POST /partner/auth/sign-in-link/request) from one requester
   * address. */
  partnerLinkRequests: { scope: "address", max: 10, windowMs: HOUR, key: "partner-link-ip" },
  /** Partner sign-in link e-mails per address asked for: one a minute, known or not. No hourly
   * count per account: others' requests would use it up; while a link is valid they only mail it
   * again. */
  partnerLinkCooldown: { scope: "email", max: 1, windowMs: MINUTE, key: "partner-link-email" },
  /** "Someone tried to register" e-mails to a verified account: one a minute. */
  registerNoticeCooldown: { scope: "account", max: 1, windowMs: OTP.cooldownSeconds * 1000, key: "register-notice" },
  /** "Someone tried to register" e-mails to a verified account in an hour, as its new codes. */
  registerNotices: { scope: "account", max: 15, windowMs: HOUR, key: "register-notices" },
  /** Failed logins of one account from one source. */
  loginFailuresPerSource: { scope: "account", max: 10, windowMs: 15 * MINUTE, key: "login-fail" },
  /** Failed logins of one account from anywhere (NIST SP 800-63B). */
  loginFailuresPerAccount: { scope: "account", max: 100, windowMs: 24 * HOUR, key: "login-fail" },
  /** Password reset requests from one requester address (any e-mail). */
  resetRequests: { scope: "address", max: 10, windowMs: HOUR, key: "reset-requests-ip" },
  /** Reset e-mails per address asked for, known or not (so the answer tells nothing). */
  resetCooldown: { scope: "email", max: 1, windowMs: RESET.cooldownSeconds * 1000, key: "reset-email" },
  /** New reset codes of one account (a valid one is mailed again instead). */
  newResetCodes: { scope: "account", max: 15, windowMs: HOUR, key: "reset-send" },
  /** Marks an address asked for a reset code in the last 300 s (never refuses). */
  resetAsked: { scope: "email", max: 1_000_000, windowMs: RESET.ttlSeconds * 1000, key: "reset-asked" },
  /** Reset codes typed for an address that has no code: as many as a real code takes. */
  resetGuesses: { scope: "email", max: RESET.maxAttempts - 1, windowMs: RESET.ttlSeconds * 1000, key: "reset-guess" },
  /** Account exports (GET /account/export) of one user. */
  accountExports: { scope: "user", max: 10, windowMs: HOUR, key: "account-export" },
  /** Screener CSV exports a partner may start a minute (refused ones count too). */
  screenerExports: { scope: "account", max: 10, windowMs: MINUTE, key: "screener-export" },
  /** One screener export at a time per partner: a lease a little longer than an export may last,
   * so the slot of an instance that died mid-export frees itself. */
  screenerExportSlot: { scope: "account", max: 1, windowMs: EXPORT_MAX_MS + 30_000, key: "screener-export-slot" },
  /** Help Center reads and searches (GET /help/articles, public) from one client address. */
  helpReads: { scope: "address", max: 120, windowMs: MINUTE, key: "help-reads" },
  /** Help Center writes of one admin (create, edit, move, delete). */
  helpWrites: { scope: "user", max: 300, windowMs: HOUR, key: "help-writes" },
  /** Notes Helper writes of one user (create, edit, delete). */
  noteWrites: { scope: "user", max: 300, windowMs: HOUR, key: "note-writes" },
  /** Support tickets of one user that are not closed, at a time (windowMs 0): counted in the
   * database under the user's lock when a ticket is opened (server/tickets). */
  openTickets: { scope: "user", max: 3, windowMs: 0, key: "open-tickets" },
  /** Messages a user writes on tickets (a new ticket's first message, replies) in an hour:
   * counted in the database under the user's lock, before the message is written. */
  ticketMessages: { scope: "user", max: 10, windowMs: HOUR, key: "ticket-messages" },
  /** Team invitations a partner account sends in an hour (refused ones count too). */
  teamInvites: { scope: "account", max: 20, windowMs: HOUR, key: "team-invites" },
  /** Invitations to one e-mail address in an hour, from any partner: no address is flooded. */
  teamInviteMails: { scope: "email", max: 3, windowMs: HOUR, key: "team-invite-email" },
  /** Members (invited or joined) of one partner's team at a time (windowMs 0): counted in the
   * database by the invitation's insert, under the partner's lock (server/team). */
  teamMembers: { scope: "account", max: TEAM.maxMembers, windowMs: 0, key: "team-members" },
  /** Addresses one partner adds to its newsletter list in an hour (one by one, imported or
   * re-added alike): each can mean a confirmation e-mail to a stranger. One import of the most
   * rows fits. Counted in the database under the partner's lock (server/newsletter), all of an
   * import or none of it. */
  newsletterListChanges: { scope: "account", max: 5_000, windowMs: HOUR, key: "newsletter-list" },
  /** Subscribers one partner deletes in an hour (refused ones count too). */
  newsletterDeletes: { scope: "account", max: 1_000, windowMs: HOUR, key: "newsletter-deletes" },
  /** Newsletter sends one partner may start in a day (scheduled ones count when made). */
  newsletterSends: { scope: "account", max: 10, windowMs: 24 * HOUR, key: "newsletter-sends" },
  /** Confirm and unsubscribe calls from one client address (the signed links need no session). */
  newsletterPublic: { scope: "address", max: 30, windowMs: MINUTE, key: "newsletter-public" },
} as const satisfies Record<string, DeclaredLimit>;

type LimitName = keyof typeof RATE_LIMITS;

type NamesOfScope<S extends LimitScope> = {
  [K in LimitName]: (typeof RATE_LIMITS)[K]["scope"] extends S ? K : never;
}[LimitName];

/** Limits a route can declare: the pipeline counts them per client address before the access
 * check, per user after it. */
export type RouteLimit = NamesOfScope<"address" | "user">;

/** The limit's count and window, its count from the configuration when it has a setting. */
export function limitOf(name: LimitName, config?: Pick<Config, "authIpLimit">): { max: number; windowMs: number } {
  const limit: DeclaredLimit = RATE_LIMITS[name];
  const max = limit.setting && config ? config[limit.setting] : limit.max;
  return { max, windowMs: limit.windowMs };
}

/** The counter of the limit for one subject (an address, an id, an e-mail). */
export const limitKey = (name: LimitName, subject: string): string => `${RATE_LIMITS[name].key}:${subject}`;

interface Counting {
  rateLimiter: RateLimiter;
  config: Pick<Config, "authIpLimit">;
}

/** Counts one hit of the subject against the limit (enforce() turns a refusal into the 429). */
export const hitLimit = (services: Counting, name: LimitName, subject: string): Promise<LimitState> =>
  services.rateLimiter.hit(limitKey(name, subject), limitOf(name, services.config));

/** Whether one more hit would be allowed, without counting one. */
export const peekLimit = (services: Counting, name: LimitName, subject: string): Promise<LimitState> =>
  services.rateLimiter.peek(limitKey(name, subject), limitOf(name, services.config));

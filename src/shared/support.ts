// Account support (admin): the payloads of /admin/support/* and the shapes they answer with.
import * as v from "valibot";

const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));

/** POST /admin/support/lookup: find a user by e-mail (in the body, so it stays out of URLs and logs). */
export const SupportLookupSchema = v.strictObject({ email });

/** POST /admin/support/send-code | clear-lockout | end-sessions */
export const SupportActionSchema = v.strictObject({ userId: v.pipe(v.string(), v.uuid()) });

const SUPPORT_ACTIONS = ["send-code", "clear-lockout", "end-sessions"] as const;
export type SupportAction = (typeof SUPPORT_ACTIONS)[number];

/** Auth events of the timeline; the last three are written by an admin's action. */
export type SupportEventType =
  | "registered"
  | "code_sent"
  | "code_failed"
  | "code_expired"
  | "verified"
  | "login_ok"
  | "login_failed"
  | "locked"
  | "logout"
  /** Forgot password: the code or the link was used (detail: via), then the new password set. */
  | "reset_verified"
  | "password_reset"
  | "lockout_cleared"
  | "sessions_ended"
  /** The user changed their names or language on the account page (detail: language). */
  | "profile_changed"
  /** The user changed their password on the account page (detail: sessions ended). */
  | "password_changed"
  /** Not an auth event: a price alert of the user fired (detail: symbol, kind, price, deliveries). */
  | "alert_triggered";

export interface SupportEvent {
  id: string;
  /** Epoch milliseconds. */
  at: number;
  event: SupportEventType | (string & {});
  /** Extra facts, e.g. { attemptsLeft: 3 } for code_failed, { sessions: 2 } for sessions_ended. */
  detail: Record<string, unknown> | null;
  /** E-mail of the admin who caused the event, null for the user's own doing. */
  admin: string | null;
}

export interface SupportAccount {
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    role: "user" | "admin";
    verified: boolean;
    createdAt: number;
  };
  status: {
    /** Failed logins in the current window, and whether login is locked (429) now. */
    failedLogins: number;
    loginLocked: boolean;
    /** Seconds until the login lock ends by itself; 0 when not locked. */
    loginRetryAfter: number;
    /** The live one-time code, if any (never the code itself). */
    code: { expiresAt: number; attempts: number; locked: boolean } | null;
    sessions: number;
  };
  /** Newest first, at most 200. */
  events: SupportEvent[];
}

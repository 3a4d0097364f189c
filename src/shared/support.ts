// Account support (admin): the payloads of /admin/support/* and the shapes they answer with.
import * as v from "valibot";
import { contract } from "./contract";

const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254));

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

const supportEvent = v.object({
  id: v.string(),
  /** Epoch milliseconds. */
  at: v.number(),
  /** A SupportEventType, or a newer one this client does not name (shown as it came). */
  event: v.string(),
  /** Extra facts, e.g. { attemptsLeft: 3 } for code_failed, { sessions: 2 } for sessions_ended. */
  detail: v.nullable(v.record(v.string(), v.unknown())),
  /** E-mail of the admin who caused the event, null for the user's own doing. */
  admin: v.nullable(v.string()),
});
export type SupportEvent = v.InferOutput<typeof supportEvent>;

const supportAccount = v.object({
  user: v.object({
    id: v.string(),
    email: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    role: v.picklist(["user", "admin"]),
    verified: v.boolean(),
    createdAt: v.number(),
  }),
  status: v.object({
    /** Failed logins in the current window, and whether login is locked (429) now. */
    failedLogins: v.number(),
    loginLocked: v.boolean(),
    /** Seconds until the login lock ends by itself; 0 when not locked. */
    loginRetryAfter: v.number(),
    /** The live one-time code, if any (never the code itself). */
    code: v.nullable(v.object({ expiresAt: v.number(), attempts: v.number(), locked: v.boolean() })),
    sessions: v.number(),
  }),
  /** Newest first, at most 200. */
  events: v.array(supportEvent),
});
export type SupportAccount = v.InferOutput<typeof supportAccount>;

/** One action on the account, answered with the account afterwards. */
const actionContract = <P extends `/admin/support/${SupportAction}`>(path: P) =>
  contract({
    method: "POST",
    path,
    body: v.strictObject({ userId: v.pipe(v.string(), v.uuid()) }),
    response: supportAccount,
  });

/** Account support (docs/api.md, "Account support (admins)"). */
export const supportApi = {
  /** Find a user by e-mail (in the body, so it stays out of URLs and logs). */
  lookup: contract({
    method: "POST",
    path: "/admin/support/lookup",
    body: v.strictObject({ email }),
    response: supportAccount,
  }),
  actions: {
    "send-code": actionContract("/admin/support/send-code"),
    "clear-lockout": actionContract("/admin/support/clear-lockout"),
    "end-sessions": actionContract("/admin/support/end-sessions"),
  } satisfies Record<SupportAction, unknown>,
};

// Admin 'Account support': find a user by e-mail, read the account's auth timeline and locks, and
// run support actions (send a new code, clear lockout, end all sessions). Admin-only; every body
// is a strict valibot schema; every action is written to the timeline with the admin's e-mail, and
// answers with the account as it is afterwards.

import type { User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import { type SupportAccount, type SupportAction, type SupportEvent, supportApi } from "../../shared/support";
import { loadHistory } from "../alerts/routes";
import { audit } from "../auth/audit";
import { userTimeline } from "../auth/auth-events-store";
import { issueCode, OTP_MAX_ATTEMPTS } from "../auth/otp";
import { codeState, dropLockedCode } from "../auth/otp-codes-store";
import { deleteSessionsOf } from "../auth/sessions";
import { countUserSessions } from "../auth/sessions-store";
import { accountFailures, clearFailures } from "../auth/throttle";
import { findUserByEmail, findUserById, type UserRow } from "../auth/users-store";
import { HttpError } from "../http/errors";
import { limitKey } from "../http/limits";
import { type RequestContext, type Route, route } from "../http/router";
import type { Services } from "../services";

const TIMELINE_LIMIT = 200;

async function userById(services: Services, id: string): Promise<UserRow> {
  const row = await findUserById(services.db.sql, id);
  if (!row) throw new HttpError(404, "user_not_found");
  return row;
}

function parseDetail(text: unknown): Record<string, unknown> | null {
  if (typeof text !== "string" || !text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The account as support sees it: the user, its locks and sessions, and the newest auth events. */
async function supportAccount(services: Services, id: string): Promise<SupportAccount> {
  const user = await userById(services, id);
  const now = services.now();
  // Through the login throttle, so it reads the same counter (database or Redis) as login does:
  // the failures from every source, and the lock of the account as a whole.
  const lock = await accountFailures(services, "user", user.email);
  const code = await codeState(services.db.sql, id);
  const sessions = await countUserSessions(services.db.sql, id, now);
  const rows = await userTimeline(services.db.sql, id, user.email, TIMELINE_LIMIT);
  const auth: SupportEvent[] = rows.map((row) => ({
    id: row.id,
    at: row.at,
    event: row.event,
    detail: parseDetail(row.detail),
    admin: row.adminEmail,
  }));
  // The user's price alerts that fired, with how each was delivered (docs/api.md, Alerts).
  const triggers = await loadHistory(services.db.sql, id, Number.MAX_SAFE_INTEGER, TIMELINE_LIMIT);
  const alerts: SupportEvent[] = triggers.map((t) => ({
    id: t.id,
    at: t.triggeredAt,
    event: "alert_triggered",
    detail: { symbol: t.symbol, kind: t.kind, value: t.value, price: t.price, deliveries: t.deliveries },
    admin: null,
  }));
  const events = [...auth, ...alerts].sort((a, b) => b.at - a.at).slice(0, TIMELINE_LIMIT);
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      verified: user.verified,
      createdAt: user.createdAt,
    },
    status: {
      failedLogins: lock.count ?? 0,
      loginLocked: !lock.ok,
      loginRetryAfter: lock.retryAfter,
      code: code
        ? {
            expiresAt: code.expiresAt,
            attempts: code.attempts,
            locked: code.attempts >= OTP_MAX_ATTEMPTS,
          }
        : null,
      sessions,
    },
    events,
  };
}

async function lookup(ctx: RequestContext, _admin: User, { body }: HandlerInput<typeof supportApi.lookup>) {
  const row = await findUserByEmail(ctx.services.db.sql, body.email);
  if (!row) throw new HttpError(404, "user_not_found");
  return supportAccount(ctx.services, row.id);
}

type ActionInput = HandlerInput<(typeof supportApi.actions)[SupportAction]>;

/** Runs one support action for an admin and answers with the account afterwards. */
function action(run: (ctx: RequestContext, user: UserRow, admin: string) => Promise<void>) {
  return async (ctx: RequestContext, admin: User, { body }: ActionInput) => {
    const user = await userById(ctx.services, body.userId);
    await run(ctx, user, admin.email);
    return supportAccount(ctx.services, user.id);
  };
}

const clearLockout = action(async (ctx, user, admin) => {
  const { services } = ctx;
  await clearFailures(services, "user", user.email);
  await services.rateLimiter.reset(limitKey("newCodes", user.id));
  // A code locked by wrong tries is dropped: the user (or support) asks for a new one.
  await dropLockedCode(services.db.sql, user.id, OTP_MAX_ATTEMPTS);
  await audit(services, {
    event: "lockout_cleared",
    kind: "user",
    subjectId: user.id,
    email: user.email,
    ip: ctx.ip,
    admin,
  });
});

const sendCode = action(async (ctx, user, admin) => {
  if (user.verified) throw new HttpError(409, "account_verified");
  const lang = user.lang === "ar" ? ("ar" as const) : ("en" as const);
  const account = { id: user.id, email: user.email, firstName: user.firstName, lang };
  await issueCode(ctx.services, account, ctx.ip, { admin });
});

const endSessions = action(async (ctx, user, admin) => {
  const { services } = ctx;
  const sessions = await countUserSessions(services.db.sql, user.id);
  await deleteSessionsOf(services, "user", user.id);
  await audit(services, {
    event: "sessions_ended",
    kind: "user",
    subjectId: user.id,
    email: user.email,
    ip: ctx.ip,
    admin,
    detail: { sessions },
  });
});

export const supportRoutes: Route[] = [
  route({ contract: supportApi.lookup, access: "admin", handler: lookup }),
  route({ contract: supportApi.actions["send-code"], access: "admin", handler: sendCode }),
  route({ contract: supportApi.actions["clear-lockout"], access: "admin", handler: clearLockout }),
  route({ contract: supportApi.actions["end-sessions"], access: "admin", handler: endSessions }),
];

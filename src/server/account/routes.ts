// The account page's calls (docs/api.md, "Account"): the profile (names, language), a password
// change, signing out everywhere, the export of one's data and the deletion of the account.
//
// Every call that takes the current password counts as a login attempt of the account from the
// caller's address before the password is checked (src/server/auth/throttle.ts): a stranger at an
// unlocked browser gets no more guesses here than at the login form, on any number of instances.
import type { Locales, NamespaceAccountPageTranslation } from "../../i18n/i18n-types";
import { type Account, accountApi } from "../../shared/account-page";
import type { User } from "../../shared/accounts";
import type { HandlerInput } from "../../shared/contract";
import { formatDuration } from "../../shared/format";
import { audit } from "../auth/audit";
import { consumeCode, issueCode } from "../auth/otp";
import { checkPasswordPolicy } from "../auth/passwords";
import { clearedSessionCookie, createSession, sessionCookie } from "../auth/sessions";
import { deleteSessionRowsOf } from "../auth/sessions-store";
import { attemptSucceeded, isLocked, reserveAttempt } from "../auth/throttle";
import { findUserById, saveProfile, setPasswordHash } from "../auth/users-store";
import { type ErrorFields, HttpError, json } from "../http/errors";
import { type RequestContext, type Route, route } from "../http/router";
import { log } from "../log";
import { accountDeletedMail, passwordChangedMail } from "../mail/account-mail";
import type { Services } from "../services";
import { serverTexts } from "../texts";
import { deleteAccount, exportData } from "./service";

const texts = { en: serverTexts("en").accountPage, ar: serverTexts("ar").accountPage };

type AccountErrorKey = keyof NamespaceAccountPageTranslation["errors"];

/** An error whose code and message are the account namespace's (not the shared error list). */
function accountError(status: number, code: AccountErrorKey, extra: ErrorFields = {}): HttpError {
  const localise = (locale: Locales) => {
    if (code !== "password_locked") return texts[locale].errors[code]();
    // The wait in words, as the shared errors say it ("15 minutes", "١٥ دقيقة").
    const seconds = extra.retryAfter ?? 60;
    return texts[locale].errors.password_locked({ wait: formatDuration(seconds, serverTexts(locale).duration) });
  };
  return new HttpError(status, code, { message: localise, ...extra });
}

type AccountField = keyof (typeof texts)["en"]["fields"];
const isAccountField = (field: unknown): field is AccountField =>
  typeof field === "string" && Object.hasOwn(texts.en.fields, field);

/** A body's problem with a field of this page only (the current password, the code) is named
 * with this page's label (the shared list of labels does not know them). */
function rewordAccountInput(error: HttpError): HttpError {
  const field = error.extra.field;
  if (error.localise && isAccountField(field)) {
    // The shared message of a field it has no label for names it with an empty label; which rule
    // failed is read from the English one.
    const english = error.localise("en");
    const max = Number(/at most (\d+)/.exec(english)?.[1] ?? 0);
    const reason = english.endsWith(" is required.") ? "required" : max ? "too_long" : "invalid";
    error.localise = (locale: Locales) => {
      const label = texts[locale].fields[field]();
      const v = serverTexts(locale).validation;
      if (reason === "required") return v.required({ field: label });
      if (reason === "too_long") return v.too_long({ field: label, max });
      return v.invalid({ field: label });
    };
  }
  return error;
}

async function accountOf(services: Services, id: string): Promise<Account & { passwordHash: string }> {
  const row = await findUserById(services.db.sql, id);
  if (!row) throw new HttpError(401, "unauthenticated");
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    language: row.lang === "ar" ? "ar" : "en",
    createdAt: row.createdAt,
    passwordHash: row.passwordHash,
  };
}

const publicAccount = ({ passwordHash: _, ...account }: Account & { passwordHash: string }): Account => account;

type Input<K extends keyof typeof accountApi> = HandlerInput<(typeof accountApi)[K]>;

async function getAccount(ctx: RequestContext, user: User) {
  return { account: publicAccount(await accountOf(ctx.services, user.id)) };
}

async function updateProfile(ctx: RequestContext, user: User, { body: input }: Input<"profile">) {
  const { services } = ctx;
  await saveProfile(services.db.sql, user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    lang: input.language,
  });
  // The cached sessions of this instance carry the old name; other instances' caches expire by themselves.
  services.sessions.forget({ kind: "user", subjectId: user.id });
  await audit(services, {
    event: "profile_changed",
    kind: "user",
    subjectId: user.id,
    email: user.email,
    ip: ctx.ip,
    detail: { language: input.language },
  });
  return { account: publicAccount(await accountOf(services, user.id)) };
}

/**
 * Checks the current password under the login throttle: the attempt is reserved first (10 per
 * address and account in 15 minutes, 100 per account a day, shared with logins), then the
 * password goes through the fair hashing queue. A right password gives the attempt back.
 */
async function confirmPassword(
  ctx: RequestContext,
  account: { id: string; email: string; passwordHash: string },
  password: string,
  field: string,
) {
  const { services, ip } = ctx;
  const reservation = await reserveAttempt(services, "user", account.email, ip);
  if (isLocked(reservation)) {
    const retryAfter = reservation.retryAfter;
    throw accountError(429, "password_locked", { retryAfter, field });
  }
  const source = { address: ip, account: `user:${account.email}` };
  const ok = await services.passwords.verify(password, account.passwordHash, source);
  if (!ok) {
    await audit(services, {
      event: "login_failed",
      kind: "user",
      subjectId: account.id,
      email: account.email,
      ip,
      detail: { on: "account" },
    });
    throw accountError(400, "wrong_password", { field, fields: [field] });
  }
  await attemptSucceeded(services, "user", account.email, ip);
}

function withField(error: unknown, field: string): unknown {
  if (error instanceof HttpError && Array.isArray(error.extra.fields)) {
    const { params, extra, headers } = error;
    return new HttpError(error.status, error.code, { params, ...extra, field, fields: [field], headers });
  }
  return error;
}

async function changePassword(ctx: RequestContext, user: User, { body: input }: Input<"password">) {
  try {
    checkPasswordPolicy(input.newPassword);
  } catch (error) {
    throw withField(error, "newPassword");
  }
  if (input.newPassword === input.currentPassword)
    throw accountError(400, "same_password", { field: "newPassword", fields: ["newPassword"] });
  const { services, ip } = ctx;
  const account = await accountOf(services, user.id);
  await confirmPassword(ctx, account, input.currentPassword, "currentPassword");
  const hash = await services.passwords.hash(input.newPassword, { address: ip, account: `user:${account.email}` });
  await setPasswordHash(services.db.sql, user.id, hash);
  // Every session ends, this one too; this browser gets a new one (a stolen cookie is dead now).
  const ended = await deleteSessionRowsOf(services.db.sql, "user", user.id);
  services.sessions.ended({ kind: "user", subjectId: user.id });
  const token = await createSession(services, "user", user.id);
  await audit(services, {
    event: "password_changed",
    kind: "user",
    subjectId: user.id,
    email: account.email,
    ip,
    detail: { sessions: Math.max(0, ended - 1) },
  });
  try {
    await services.mailer.send(passwordChangedMail(account.email, account.firstName, account.language, services.now()));
  } catch (error) {
    // The change stands: the e-mail is a notice, and the mailer's own retries are done.
    log.error("password change e-mail failed", { to: account.email, error: String(error) });
  }
  return json({ message: texts[ctx.locale].password.done() }, 200, {
    "set-cookie": sessionCookie(services, token, "user"),
  });
}

async function signOutEverywhere(ctx: RequestContext, user: User): Promise<Response> {
  const { services } = ctx;
  const ended = await deleteSessionRowsOf(services.db.sql, "user", user.id);
  services.sessions.ended({ kind: "user", subjectId: user.id });
  await audit(services, {
    event: "sessions_ended",
    kind: "user",
    subjectId: user.id,
    email: user.email,
    ip: ctx.ip,
    detail: { sessions: ended },
  });
  return json({ message: texts[ctx.locale].sessions.done() }, 200, { "set-cookie": clearedSessionCookie(services) });
}

async function exportAccount(ctx: RequestContext, user: User): Promise<Response> {
  const { services } = ctx;
  const now = services.now();
  const data = await exportData(services, { id: user.id, email: user.email });
  const day = new Date(now).toISOString().slice(0, 10);
  const body = { exportedAt: new Date(now).toISOString(), format: "rockets-account-export/1", tables: data };
  return json(body, 200, { "content-disposition": `attachment; filename="rockets-account-${day}.json"` });
}

async function deleteCode(ctx: RequestContext, user: User) {
  const { services, ip } = ctx;
  const account = await accountOf(services, user.id);
  const otpExpiresAt = await issueCode(
    services,
    { id: account.id, email: account.email, firstName: account.firstName, lang: account.language },
    ip,
    { purpose: "delete_account" },
  );
  return { email: account.email, otpExpiresAt };
}

async function removeAccount(ctx: RequestContext, user: User, { body: input }: Input<"remove">) {
  const { services, ip } = ctx;
  if ((input.password === undefined) === (input.code === undefined)) {
    throw accountError(400, "wrong_password", { field: "password", fields: ["password"] });
  }
  const account = await accountOf(services, user.id);
  if (input.password !== undefined) await confirmPassword(ctx, account, input.password, "password");
  else await consumeCode(services, account.id, "delete_account", account.email, input.code ?? "", ip);
  await deleteAccount(services, { id: account.id, email: account.email });
  try {
    await services.mailer.send(accountDeletedMail(account.email, account.firstName, account.language, services.now()));
  } catch (error) {
    log.error("account deletion e-mail failed", { to: account.email, error: String(error) });
  }
  return json({ message: texts[ctx.locale].remove.done() }, 200, { "set-cookie": clearedSessionCookie(services) });
}

export const accountRoutes: Route[] = [
  route({ contract: accountApi.load, access: "user", handler: getAccount }),
  route({ contract: accountApi.profile, access: "user", reword: rewordAccountInput, handler: updateProfile }),
  route({ contract: accountApi.password, access: "user", reword: rewordAccountInput, handler: changePassword }),
  route({ contract: accountApi.signOutEverywhere, access: "user", handler: signOutEverywhere }),
  // A download of everything kept about the user: limited per user (http/limits.ts).
  route({ method: "GET", path: "/account/export", access: "user", limits: ["accountExports"], handler: exportAccount }),
  route({ contract: accountApi.deleteCode, access: "user", handler: deleteCode }),
  route({ contract: accountApi.remove, access: "user", reword: rewordAccountInput, handler: removeAccount }),
];

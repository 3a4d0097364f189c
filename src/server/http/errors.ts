// One typed error for every handler; `errorResponse` is the only place that turns an error
// into the JSON shape { message, code } of the API contract, localised for the caller.

import type { Locales, NamespaceAccountPageTranslation, NamespaceApiErrorsTranslation } from "../../i18n/i18n-types";
import { i18nObject } from "../../i18n/i18n-util";
import { loadAllLocales } from "../../i18n/i18n-util.sync";
import type { FieldReason } from "../../shared/fields";
import { formatDuration } from "../../shared/format";
import { log } from "../log";
import { isDbError, metrics } from "../ops/metrics";

loadAllLocales();
const dictionaries = { en: i18nObject("en"), ar: i18nObject("ar") };

/** Codes whose message is the apiErrors namespace's (translateError). */
export type ApiErrorCode = keyof NamespaceApiErrorsTranslation;

/** Codes of areas whose messages live in their own namespace: such an error always carries its
 * own `message` (HttpErrorOptions below). */
export type AreaErrorCode =
  | keyof NamespaceAccountPageTranslation["errors"]
  | "alert_not_found"
  | "alert_limit"
  | "push_disabled"
  | "push_limit"
  // The Help Center's and Notes Helper's (messages in their namespaces, help.errors, notes.errors).
  | "help_article_not_found"
  | "help_article_limit"
  | "note_not_found"
  | "note_limit"
  // The partner screener's (messages in its namespace, screener.errors).
  | ScreenerErrorCode
  // Support tickets' (messages in their namespace, tickets.errors).
  | TicketErrorCode
  // The partner team's (messages in its namespace, team.errors).
  | TeamErrorCode
  // The partner news' (messages in its namespace, marketNews.errors).
  | "no_session"
  // The partner newsletter's (newsletter.errors).
  | NewsletterErrorCode;

/** The newsletter's own codes (server/newsletter). */
export type NewsletterErrorCode =
  | "subscriber_exists"
  | "subscriber_not_found"
  | "subscriber_limit"
  | "draft_not_found"
  | "draft_limit"
  | "draft_empty"
  | "send_not_found"
  | "send_state"
  | "schedule_past"
  | "csv_empty"
  | "csv_rows"
  | "token_invalid";

/** The partner team's own codes (server/team). */
export type TeamErrorCode =
  | "team_owner_only"
  | "team_read_only"
  | "team_member_exists"
  | "team_full"
  | "team_member_not_found"
  | "team_invite_invalid"
  | "team_email_partner"
  | "team_list_not_found"
  | "team_list_name_taken"
  | "team_list_limit"
  | "team_symbol_exists"
  | "team_symbol_limit"
  | "team_symbol_unknown"
  | "team_symbol_not_found";

/** Support tickets' own codes (server/tickets). */
export type TicketErrorCode =
  | "ticket_not_found"
  | "ticket_image_not_found"
  | "ticket_open_limit"
  | "ticket_message_limit"
  | "ticket_closed"
  | "ticket_image_invalid"
  | "ticket_assignee_invalid";

/** The screener's own codes (server/screener). */
export type ScreenerErrorCode =
  | "screen_name_taken"
  | "screen_not_found"
  | "screen_limit"
  | "export_limit"
  | "export_busy";

/** Every code the API answers with: the one union the server's errors are typed by. */
export type ErrorCode = ApiErrorCode | AreaErrorCode;

const isApiErrorCode = (code: ErrorCode): code is ApiErrorCode => Object.hasOwn(dictionaries.en.apiErrors, code);

/** What an error sends beside message and code, in the order given (docs/api.md, Conventions). */
export interface ErrorFields {
  /** The field at fault, a dot path (entries.2); without it the body names the first of `fields`. */
  field?: string;
  /** Every field at fault. */
  fields?: string[];
  /** Seconds to wait; also sent as the Retry-After header. */
  retryAfter?: number;
  max?: number;
  attemptsLeft?: number;
  /** The image at fault, counted from 1 (support tickets). */
  image?: number;
  /** Where a locked-out login may go on: a code by e-mail, or a sign-in link (partners). */
  codeLogin?: boolean;
  linkLogin?: boolean;
  /** The unverified account's address and its code's expiry (login). */
  email?: string;
  otpExpiresAt?: number;
}

export type HttpErrorOptions = ErrorFields & {
  /** Values for the apiErrors message's placeholders, e.g. { seconds: 30 }. */
  params?: Record<string, unknown>;
  /** The message, when it is not the code's apiErrors one (an area's own text). */
  message?: (locale: Locales) => string;
  headers?: Record<string, string>;
} & (
    | { problem?: undefined }
    /** What is wrong with `field`: the message says it ("First name is at most 50 characters.",
     * `params.max` for too_long) and `fields` lists the field unless given. */
    | { problem: FieldReason; field: string }
  );

/** An error a handler throws; `errorResponse` turns it into the API's JSON error.
 * `new HttpError(404, "watchlist_not_found")`, `new HttpError(400, "invalid_input", { field: "q", problem: "required" })`. */
export class HttpError extends Error {
  readonly params: Record<string, unknown>;
  /** Sent beside message and code. */
  readonly extra: ErrorFields;
  readonly headers: Record<string, string>;
  /** A message of its own instead of the code's. */
  localise?: (locale: Locales) => string;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    { params = {}, message, headers = {}, problem, ...extra }: HttpErrorOptions = {},
  ) {
    super(code);
    this.params = params;
    this.extra = extra;
    this.headers = extra.retryAfter === undefined ? headers : { "retry-after": String(extra.retryAfter), ...headers };
    this.localise = message;
    if (problem !== undefined && extra.field !== undefined) {
      const field = extra.field;
      extra.fields ??= [field];
      this.localise = (locale) => fieldMessage(locale, field, problem, params);
    }
  }
}

/** The translated sentence for a field's problem; unknown fields are called "This field". */
export function fieldMessage(
  locale: Locales,
  field: string,
  reason: FieldReason,
  params: { max?: number } = {},
): string {
  const texts = dictionaries[locale].validation;
  const key = field.split(".")[0] ?? field;
  const labels = texts.fields as Record<string, (() => string) | undefined>;
  // The dictionary answers a key it lacks with an empty text, not undefined: that is no label.
  const label = (Object.hasOwn(labels, key) ? labels[key]?.() : undefined) || texts.thisField();
  switch (reason) {
    case "too_long":
      return texts.too_long({ field: label, max: params.max ?? 0 });
    case "required":
      return texts.required({ field: label });
    case "email":
      return texts.email();
    case "forbidden_chars":
      return texts.forbidden_chars({ field: label });
    case "invisible":
      return texts.invisible({ field: label });
    case "format_chars":
      return texts.format_chars({ field: label });
    case "no_letter":
      return texts.no_letter({ field: label });
    case "unexpected":
      return texts.unexpected({ field: key });
    default:
      return texts.invalid({ field: label });
  }
}

/** The apiErrors message of the code; an area's code (which errors carry with their own
 * `message`) has none there and reads as "internal". */
export function translateError(locale: Locales, code: ErrorCode, params: Record<string, unknown> = {}): string {
  const fn = dictionaries[locale].apiErrors[isApiErrorCode(code) ? code : "internal"] as (
    p: Record<string, unknown>,
  ) => string;
  // A message that states a wait gets it in words ("15 minutes", not "872 seconds").
  const wait = typeof params.seconds === "number" ? formatDuration(params.seconds, dictionaries[locale].duration) : "";
  return fn({ ...params, wait });
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...headers },
  });
}

export function errorResponse(error: unknown, locale: Locales): Response {
  if (error instanceof HttpError) {
    const message = error.localise?.(locale) ?? translateError(locale, error.code, error.params);
    // Errors that list the fields at fault name the first one as `field` (the client shows the
    // message under it).
    const fields = error.extra.fields;
    const field = error.extra.field ?? (Array.isArray(fields) && typeof fields[0] === "string" ? fields[0] : undefined);
    const extra = field === undefined ? error.extra : { ...error.extra, field };
    return json({ ...extra, message, code: error.code }, error.status, error.headers);
  }
  // Anything else is a bug (or a database that failed): log it whole, answer without a stack trace.
  if (isDbError(error)) metrics.dbErrors.inc({ op: "request" });
  metrics.errors.inc({ kind: isDbError(error) ? "db" : "other" });
  log.error("unhandled error", { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  return json({ message: translateError(locale, "internal"), code: "internal" }, 500);
}

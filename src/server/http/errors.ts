// One typed error for every handler; `errorResponse` is the only place that turns an error
// into the JSON shape { message, code } of the API contract, localised for the caller.

import type {
  Locales,
  NamespaceApiErrorsTranslation,
  Namespaces,
  NamespaceTeamTranslation,
  Translations,
} from "../../i18n/i18n-types";
import type { FieldReason } from "../../shared/fields";
import { formatDuration } from "../../shared/format";
import { log } from "../log";
import { isDbError, metrics } from "../ops/metrics";
import { serverTexts } from "../texts";

/** Codes whose message is the apiErrors namespace's (translateError). */
type ApiErrorCode = keyof NamespaceApiErrorsTranslation;

/** An area's own codes are the snake_case keys of its namespace's `errors` (camelCase keys there
 * are messages of other codes, e.g. a field's problem under invalid_input), so an area adds a code
 * by adding its message, and no list here grows. Such an error carries its own `message`. */
export type AreaErrorCode<N extends Namespaces = Namespaces> = {
  [K in N]: Translations[K] extends { errors: infer E } ? Extract<keyof E, `${string}_${string}`> : never;
}[N];

/** The partner team's codes are `team_` and its `errors` key in snake_case (tests/e2e reads the
 * camelCase keys). */
export type TeamErrorCode = `team_${SnakeCase<keyof NamespaceTeamTranslation["errors"] & string>}`;
type SnakeCase<S extends string> = S extends `${infer C}${infer R}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<R>}`
  : "";

/** Every code the API answers with: the one union the server's errors are typed by. One code has
 * no key of its own: a ticket's image refused, whose messages (tickets.errors.image*) say why. */
export type ErrorCode = ApiErrorCode | AreaErrorCode | TeamErrorCode | "ticket_image_invalid";

const isApiErrorCode = (code: ErrorCode): code is ApiErrorCode => Object.hasOwn(serverTexts("en").apiErrors, code);

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

/** The fields to send (ErrorFields) and how to say and answer the error. */
type HttpErrorOptions = ErrorFields & {
  /** Values for the apiErrors message's placeholders, e.g. { seconds: 30 }. */
  params?: Record<string, unknown>;
  /** The message, when it is not the code's apiErrors one (an area's own text). */
  message?: (locale: Locales) => string;
  /** Headers besides Retry-After, e.g. Allow on a 405. */
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
  const texts = serverTexts(locale).validation;
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
  const fn = serverTexts(locale).apiErrors[isApiErrorCode(code) ? code : "internal"] as (
    p: Record<string, unknown>,
  ) => string;
  // A message that states a wait gets it in words ("15 minutes", not "872 seconds").
  const wait = typeof params.seconds === "number" ? formatDuration(params.seconds, serverTexts(locale).duration) : "";
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
    const field = error.extra.field ?? error.extra.fields?.[0];
    const extra = field === undefined ? error.extra : { ...error.extra, field };
    return json({ ...extra, message, code: error.code }, error.status, error.headers);
  }
  // Anything else is a bug (or a database that failed): log it whole, answer without a stack trace.
  if (isDbError(error)) metrics.dbErrors.inc({ op: "request" });
  metrics.errors.inc({ kind: isDbError(error) ? "db" : "other" });
  log.error("unhandled error", { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  return json({ message: translateError(locale, "internal"), code: "internal" }, 500);
}

// One typed error for every handler; `errorResponse` is the only place that turns an error
// into the JSON shape { message, code } of the API contract, localised for the caller.

import type { Locales, Translation } from "../../i18n/i18n-types";
import { i18nObject } from "../../i18n/i18n-util";
import { loadAllLocales } from "../../i18n/i18n-util.sync";
import { formatDuration } from "../../shared/format";
import { log } from "../log";
import { isDbError, metrics } from "../ops/metrics";

loadAllLocales();
const dictionaries = { en: i18nObject("en"), ar: i18nObject("ar") };

export type ErrorCode = keyof Translation["errors"];

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** Values for the message's placeholders, e.g. { seconds: 30 }. */
    readonly params: Record<string, unknown> = {},
    /** Extra fields sent beside message and code, e.g. { attemptsLeft: 2 }. */
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

export function translateError(locale: Locales, code: ErrorCode, params: Record<string, unknown> = {}): string {
  const fn = dictionaries[locale].errors[code] as (p: Record<string, unknown>) => string;
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
    const message = translateError(locale, error.code, error.params);
    return json({ ...error.extra, message, code: error.code }, error.status, error.headers);
  }
  // Anything else is a bug (or a database that failed): log it whole, answer without a stack trace.
  if (isDbError(error)) metrics.dbErrors.inc({ op: "request" });
  metrics.errors.inc({ kind: isDbError(error) ? "db" : "other" });
  log.error("unhandled error", { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  return json({ message: translateError(locale, "internal"), code: "internal" }, 500);
}

// The partner team's errors: codes of our own whose messages live in the team namespace (not in
// the main dictionary, which counts against the landing page's budget).
import type { Locales } from "../../i18n/i18n-types";
import { HttpError, type TeamErrorCode } from "../http/errors";
import { serverTexts } from "../texts";

export const teamTexts = (locale: Locales) => serverTexts(locale).team;

type Messages = ReturnType<typeof teamTexts>["errors"];
/** team_list_not_found → listNotFound (TeamErrorCode, src/server/http/errors.ts). */
const keyOf = (code: TeamErrorCode) =>
  code.slice("team_".length).replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof Messages;

/** The error of `code`, its message in the caller's language; `field` names the field at fault. */
export function teamError(
  status: number,
  code: TeamErrorCode,
  field?: string,
  params: { max?: number } = {},
): HttpError {
  const message = (locale: Locales) =>
    (teamTexts(locale).errors[keyOf(code)] as (p: { max?: number }) => string)(params);
  return new HttpError(status, code, { message, ...(field ? { field, fields: [field] } : {}) });
}

// The partner team's errors: codes of our own whose messages live in the team namespace (not in
// the main dictionary, which counts against the landing page's budget).
import type { Locales } from "../../i18n/i18n-types";
import { i18nObject } from "../../i18n/i18n-util";
import { loadAllLocales } from "../../i18n/i18n-util.sync";
import { HttpError, type TeamErrorCode } from "../http/errors";

loadAllLocales();
const texts = { en: i18nObject("en"), ar: i18nObject("ar") };

export const teamTexts = (locale: Locales) => texts[locale].team;

type Messages = ReturnType<typeof teamTexts>["errors"];
const KEY: Record<TeamErrorCode, keyof Messages> = {
  team_owner_only: "ownerOnly",
  team_read_only: "readOnly",
  team_member_exists: "memberExists",
  team_full: "full",
  team_member_not_found: "memberNotFound",
  team_invite_invalid: "inviteInvalid",
  team_email_partner: "emailPartner",
  team_list_not_found: "listNotFound",
  team_list_name_taken: "listNameTaken",
  team_list_limit: "listLimit",
  team_symbol_exists: "symbolExists",
  team_symbol_limit: "symbolLimit",
  team_symbol_unknown: "symbolUnknown",
  team_symbol_not_found: "symbolNotFound",
};

/** The error of `code`, its message in the caller's language; `field` names the field at fault. */
export function teamError(
  status: number,
  code: TeamErrorCode,
  field?: string,
  params: { max?: number } = {},
): HttpError {
  const message = (locale: Locales) => (teamTexts(locale).errors[KEY[code]] as (p: { max?: number }) => string)(params);
  return new HttpError(status, code, { message, ...(field ? { field, fields: [field] } : {}) });
}

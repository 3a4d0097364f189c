// Success messages of the auth calls, in the caller's language (errors go through HttpError).
import type { Locales, Translation } from "../../i18n/i18n-types";
import { i18nObject } from "../../i18n/i18n-util";
import { loadAllLocales } from "../../i18n/i18n-util.sync";

loadAllLocales();
const dictionaries = { en: i18nObject("en"), ar: i18nObject("ar") };

type ServerMessage = keyof Translation["auth"]["server"];

export function message(locale: Locales, key: ServerMessage): string {
  return (dictionaries[locale].auth.server[key] as () => string)();
}

// The server's texts: every namespace of both languages, loaded once when the server starts
// (the client loads its namespaces on demand; docs/architecture.md, Texts). E-mails, error
// messages and generated documents read the language's dictionary here.
import type { Locales, TranslationFunctions } from "../i18n/i18n-types";
import { i18nObject } from "../i18n/i18n-util";
import { loadAllLocales } from "../i18n/i18n-util.sync";

loadAllLocales();
const dictionaries: Record<Locales, TranslationFunctions> = { en: i18nObject("en"), ar: i18nObject("ar") };

/** The dictionary of one language, the same object on every call. */
export function serverTexts(locale: Locales): TranslationFunctions {
  return dictionaries[locale];
}

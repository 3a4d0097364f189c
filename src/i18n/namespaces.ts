// Namespaces: the dictionaries of screens loaded with their route, so the landing page's first
// render carries only the texts it shows (docs/architecture.md, Texts). A namespace once used
// is loaded again for the other language when the language changes, before the switch shows.
import type { Locales, Namespaces } from "./i18n-types";
import { loadedLocales } from "./i18n-util";
import { loadNamespaceAsync } from "./i18n-util.async";

const used = new Set<Namespaces>();

export const hasNamespace = (locale: Locales, namespace: Namespaces): boolean =>
  loadedLocales[locale]?.[namespace] !== undefined;

export async function loadNamespace(locale: Locales, namespace: Namespaces): Promise<void> {
  used.add(namespace);
  if (!hasNamespace(locale, namespace)) await loadNamespaceAsync(locale, namespace);
}

/** The namespaces used so far, for a language about to be shown. */
export async function loadUsedNamespaces(locale: Locales): Promise<void> {
  await Promise.all([...used].map((namespace) => loadNamespace(locale, namespace)));
}

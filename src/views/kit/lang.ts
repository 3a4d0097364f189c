// A name in Latin letters on an Arabic page (a company's own name, "Apple Inc.") is marked
// lang="en": screen readers read it with an English voice, and it is not a missing translation.
const ARABIC_LETTER = /[\u0600-\u06ff]/;

/** "en" for a text without Arabic letters, nothing otherwise (it follows the page). */
export function latinLang(text: string | null | undefined): "en" | undefined {
  return text && !ARABIC_LETTER.test(text) ? "en" : undefined;
}

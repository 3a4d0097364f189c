// Number fields accept the digits an Arabic keyboard types. Arabic-Indic (٠–٩, U+0660–0669)
// and Eastern Arabic-Indic (۰–۹, U+06F0–06F9, the Persian/Urdu layout many phones offer)
// become Latin digits, the Arabic decimal separator (٫) a dot and the Arabic thousands
// separator (٬) disappears, before anything validates or sends the value. Every other
// character is left alone, so a validator still sees (and refuses) what is not a number.

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;
const ARABIC_DECIMAL_SEPARATOR = "\u066b"; // ٫
const ARABIC_THOUSANDS_SEPARATOR = "\u066c"; // ٬

const NON_LATIN_NUMBER_CHARS = /[\u0660-\u0669\u06f0-\u06f9\u066b\u066c]/g;

/** "١٬٢٣٤٫٥" → "1234.5"; "۱۷۴" → "174"; Latin text is returned unchanged. */
export function normalizeDigits(text: string): string {
  return text.replace(NON_LATIN_NUMBER_CHARS, (ch) => {
    if (ch === ARABIC_DECIMAL_SEPARATOR) return ".";
    if (ch === ARABIC_THOUSANDS_SEPARATOR) return "";
    const code = ch.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

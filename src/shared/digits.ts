// Number fields accept the digits an Arabic keyboard types. Arabic-Indic (٠–٩, U+0660–0669)
// and Eastern Arabic-Indic (۰–۹, U+06F0–06F9, the Persian/Urdu layout many phones offer) and
// full-width digits become Latin digits, the Arabic decimal separator (٫) a dot, the Arabic
// thousands separator (٬) disappears, the minus sign (−, U+2212) and its small and full-width
// forms become "-", and the direction marks a copied Arabic number carries (U+061C, U+200E,
// U+200F and the embeddings and isolates) are dropped, before anything validates or sends the
// value. Every other character is left alone, so a validator still sees (and refuses) what is
// not a number. The client parses every number field with `parseDecimal`, and the server reads
// numbers and digit codes that arrive as strings with the same rules (`decimalInput`, `digitCode`).
import * as v from "valibot";

const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;
const FULL_WIDTH_ZERO = 0xff10;
const ARABIC_DECIMAL_SEPARATOR = "\u066b"; // ٫
const ARABIC_THOUSANDS_SEPARATOR = "\u066c"; // ٬

/** What `normalizeDigits` rewrites: digits of other scripts, Arabic separators, minus forms, direction marks. */
const NON_LATIN_NUMBER_CHARS =
  /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b\u066c\u2212\ufe63\uff0d\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MINUS_SIGNS = new Set(["\u2212", "\ufe63", "\uff0d"]);

/** A digit of any script the number fields read: the class of one typed digit. */
export const ANY_DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/;

/** "١٬٢٣٤٫٥" → "1234.5"; "۱۷۴" → "174"; "؜-٥" → "-5"; Latin text is returned unchanged. */
export function normalizeDigits(text: string): string {
  return text.replace(NON_LATIN_NUMBER_CHARS, (ch) => {
    if (ch === ARABIC_DECIMAL_SEPARATOR) return ".";
    if (ch === ARABIC_THOUSANDS_SEPARATOR) return "";
    if (MINUS_SIGNS.has(ch)) return "-";
    const code = ch.charCodeAt(0);
    if (code >= FULL_WIDTH_ZERO) return String(code - FULL_WIDTH_ZERO);
    if (code >= EASTERN_ARABIC_INDIC_ZERO && code <= EASTERN_ARABIC_INDIC_ZERO + 9)
      return String(code - EASTERN_ARABIC_INDIC_ZERO);
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) return String(code - ARABIC_INDIC_ZERO);
    return ""; // a direction mark
  });
}

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/** Latin grouping: 1,234 or 1,234,567.5 (groups of three after the first). */
const GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * The number typed into a number field, in any of the scripts `normalizeDigits` reads: null when
 * the field is empty (or only spaces), NaN when it is not a number. A sign may lead; the decimal
 * separator is ٫ or "." (or a lone "," as many keyboards type it: "12,5" is 12.5); thousands may be
 * grouped with ٬, spaces, or Latin commas in groups of three ("1,234.5"). No exponents, no
 * percent signs, no currency: a field holds a plain number.
 */
export function parseDecimal(text: string): number | null {
  const t = normalizeDigits(text).replace(/[\s\u00a0\u202f]/g, "");
  if (t === "") return null;
  if (PLAIN_DECIMAL.test(t)) return Number(t);
  if (GROUPED.test(t)) return Number(t.replace(/,/g, ""));
  const comma = t.replace(",", ".");
  if (!t.includes(".") && t.indexOf(",") === t.lastIndexOf(",") && PLAIN_DECIMAL.test(comma)) return Number(comma);
  return Number.NaN;
}

/**
 * A JSON number field that also takes the number as a string, in any script `parseDecimal`
 * reads: 123.5, "123.5" and "١٢٣٫٥" are the same value. An empty or unreadable string is refused
 * like any other wrong type (pipe the finite and range checks after it).
 */
export function decimalInput() {
  return v.pipe(
    v.union([
      v.number(),
      v.pipe(
        v.string(),
        v.transform((text) => parseDecimal(text)),
        v.number(),
      ),
    ]),
    v.finite(),
  );
}

/** A code of `length` digits sent as a string (an e-mailed code): Arabic-Indic digits read as Latin. */
export function digitCode(length: number, message?: string) {
  return v.pipe(v.string(), v.transform(normalizeDigits), v.regex(new RegExp(`^[0-9]{${length}}$`), message));
}

/** A positive whole number from a query string ("page=٢"), or null when it is not one. */
export function positiveIntegerParam(raw: string, maxDigits = 9): number | null {
  const t = normalizeDigits(raw);
  return new RegExp(`^[1-9][0-9]{0,${maxDigits - 1}}$`).test(t) ? Number(t) : null;
}

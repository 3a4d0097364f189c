// Limits and checks of the text fields people type, in one place: the server's schemas refuse
// by them and the client's inputs carry them as `maxlength`, so both always agree.
//
// Lengths count UTF-16 code units, as the browser's `maxlength` does (an emoji counts 2).
// Values are trimmed BEFORE their length is checked, so "  name" is the same name as "name".
import * as v from "valibot";

export const FIELD_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 254,
  password: 128,
  watchlistName: 60,
  partnerName: 100,
  partnerID: 100,
  securityKey: 256,
  /** Ticker symbols: AAPL, BRK.B, 2222.SR (src/shared/market.ts SYMBOL_PATTERN). */
  symbol: 20,
} as const;

/**
 * Bidirectional controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the
 * LRM/RLM/ALM marks) reorder what follows them: a name carrying one can show as another name or
 * spill its direction into the page around it. C0/C1 control characters (line breaks, NUL) have
 * no place in a name either.
 */
const FORBIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Refused anywhere in a name: the line and paragraph separators (U+2028, U+2029: a line break
 * in any text box), the interlinear annotation characters (U+FFF9–U+FFFB: text hidden between
 * them) and the tag characters (U+E0000–U+E007F: invisible ASCII riding on a name; the emoji
 * flags of England, Scotland and Wales use them, and are refused with them). */
const SEPARATOR_OR_TAG = /[\u2028\u2029\ufff9-\ufffb\u{e0000}-\u{e007f}]/u;

/** Characters that show nothing on their own: spaces of every kind, format characters
 * (zero-width space and joiners, soft hyphen, BOM), combining marks and variation selectors
 * (they only dress the character before them: U+0301 or U+FE0F alone shows nothing), every
 * other default-ignorable code point (U+034F, U+17B4, U+180B…), Hangul fillers, the braille blank. */
const INVISIBLE = /[\p{Z}\p{Cf}\p{M}\p{Default_Ignorable_Code_Point}\s\u115f\u1160\u3164\uffa0\u2800]/gu;

type NameProblem = "forbidden_chars" | "format_chars" | "invisible";

/** Why a name is refused, or null when it is fine. Empty is the caller's business (optional fields). */
export function nameProblem(value: string): NameProblem | null {
  if (FORBIDDEN.test(value)) return "forbidden_chars";
  if (SEPARATOR_OR_TAG.test(value)) return "format_chars";
  if (value !== "" && value.replace(INVISIBLE, "") === "") return "invisible";
  return null;
}

/** A name people read (first/last name, list name, partner name): trimmed, no bidi or control
 * characters, no line separators or tags, not only invisible characters, at most `max` long; `required` refuses empty. */
export function nameField(max: number, required: boolean) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => nameProblem(s) !== "forbidden_chars", "forbidden_chars"),
    v.check((s) => nameProblem(s) !== "format_chars", "format_chars"),
    v.check((s) => nameProblem(s) !== "invisible", "invisible"),
    v.minLength(required ? 1 : 0, "required"),
    v.maxLength(max, "too_long"),
  );
}

/** Format characters (zero-width space, soft hyphen, interlinear annotation, tags U+E0000–E007F)
 * and the line and paragraph separators: nothing a person's name needs, and each can hide or
 * break how the name shows. The zero-width non-joiner and joiner are the exception when they
 * stand between two letters (with their marks), as they do in Arabic-script and Indic names. */
const FORMAT_OR_SEPARATOR = /[\p{Cf}\p{Zl}\p{Zp}]/u;
const JOINER_BETWEEN_LETTERS = /(?<=\p{L}\p{M}*)[\u200c\u200d](?=\p{L})/gu;
const LETTER = /\p{L}/u;
const hasFormatChars = (s: string) => FORMAT_OR_SEPARATOR.test(s.replace(JOINER_BETWEEN_LETTERS, ""));

/** Blank: spaces, format characters and fillers only. A person's name of only marks or
 * variation selectors (U+FE0F, U+17B4, U+0301) is told it needs a letter rather than that it
 * is invisible. */
const BLANK = /[\p{Z}\p{Cf}\s\u115f\u1160\u3164\uffa0\u2800]/gu;
const isBlank = (s: string) => s !== "" && s.replace(BLANK, "") === "";

/** Why a person's first or last name is refused, or null when it is fine: the checks of
 * `nameProblem`, then no format or separator characters, and at least one letter (a name of
 * only U+FE0F, U+17B4, combining marks, digits or punctuation is no name). */
export function personNameProblem(
  value: string,
): "forbidden_chars" | "invisible" | "format_chars" | "no_letter" | null {
  const problem = nameProblem(value);
  if (problem === "forbidden_chars" || problem === "format_chars") return problem;
  if (isBlank(value)) return "invisible";
  if (hasFormatChars(value)) return "format_chars";
  if (value !== "" && !LETTER.test(value)) return "no_letter";
  return null;
}

/** A person's first or last name: `nameField`, plus no format or separator characters and at
 * least one letter. */
export function personNameField(max: number, required: boolean) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => nameProblem(s) !== "forbidden_chars", "forbidden_chars"),
    v.check((s) => nameProblem(s) !== "format_chars", "format_chars"),
    v.check((s) => !isBlank(s), "invisible"),
    v.check((s) => !hasFormatChars(s), "format_chars"),
    v.check((s) => s === "" || LETTER.test(s), "no_letter"),
    v.minLength(required ? 1 : 0, "required"),
    v.maxLength(max, "too_long"),
  );
}

/** The reasons the server names in a 400 invalid_input, each with a translated message. */
export type FieldReason =
  | "required"
  | "too_long"
  | "email"
  | "forbidden_chars"
  | "invisible"
  | "format_chars"
  | "no_letter"
  | "unexpected"
  | "invalid";

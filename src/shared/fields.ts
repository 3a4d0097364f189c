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
} as const;

/**
 * Bidirectional controls (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the
 * LRM/RLM/ALM marks) reorder what follows them: a name carrying one can show as another name or
 * spill its direction into the page around it. C0/C1 control characters (line breaks, NUL) have
 * no place in a name either.
 */
const FORBIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Characters that show nothing: spaces of every kind, format characters (zero-width space and
 * joiners, soft hyphen, BOM), Hangul fillers, the braille blank. */
const INVISIBLE = /[\p{Z}\p{Cf}\s\u115f\u1160\u3164\uffa0\u2800]/gu;

/** Why a name is refused, or null when it is fine. Empty is the caller's business (optional fields). */
export function nameProblem(value: string): "forbidden_chars" | "invisible" | null {
  if (FORBIDDEN.test(value)) return "forbidden_chars";
  if (value !== "" && value.replace(INVISIBLE, "") === "") return "invisible";
  return null;
}

/** A name people read (first/last name, list name, partner name): trimmed, no bidi or control
 * characters, not only invisible characters, at most `max` long; `required` refuses empty. */
export function nameField(max: number, required: boolean) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => nameProblem(s) !== "forbidden_chars", "forbidden_chars"),
    v.check((s) => nameProblem(s) !== "invisible", "invisible"),
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
  | "unexpected"
  | "invalid";

// The attributes of every number field: a text input (Chromium's number input refuses the
// Arabic-Indic digits an Arabic keyboard types, and would show them back changed) with the
// digit keyboard on phones. The value is shown as typed and read by the field's machine with
// parseDecimal (src/shared/digits.ts). Left to right, so "-5" and "12.5" never reorder in an
// Arabic page, but aligned like the page's other fields: right in Arabic, left in English
// (match-parent takes start and end from the label around the field, not from the field).
import { css } from "goober";

const aligned = css`
  text-align: match-parent;
  text-align: -webkit-match-parent;
`;

export function numberInput(mode: "decimal" | "numeric" = "decimal") {
  return {
    type: "text",
    inputMode: mode,
    dir: "ltr",
    autoComplete: "off",
    spellCheck: false,
    className: aligned,
  } as const;
}

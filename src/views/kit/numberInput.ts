// The attributes of every number field: a text input (Chromium's number input refuses the
// Arabic-Indic digits an Arabic keyboard types, and would show them back changed) with the
// digit keyboard on phones. The value is shown as typed and read by the field's machine with
// parseDecimal (src/shared/digits.ts). Left to right, so "-5" and "12.5" never reorder in an
// Arabic page, aligned like the page's other fields (right in Arabic, left in English).
import type { CSSProperties } from "react";

export function numberInput(mode: "decimal" | "numeric" = "decimal") {
  return {
    type: "text",
    inputMode: mode,
    dir: "ltr",
    autoComplete: "off",
    spellCheck: false,
    style: { textAlign: "match-parent" } as CSSProperties,
  } as const;
}

// Secondary text of every screen: a muted line, a small note and a warning.
import { styled } from "goober";
import { colors } from "./styles";

/** A muted line: the signed-in screens' ("app", in the muted colour, with room above and below),
 * the same without margins ("flush"), or the insight screens' ("partner", the theme's text a
 * little faded, no margin). */
export const Muted = styled("p")<{ $look?: "app" | "flush" | "partner"; as?: "p" | "div" | "span" }>`
  ${(p) =>
    p.$look === "partner"
      ? `
  margin: 0;
  font-size: 0.9rem;
  opacity: 0.85;
`
      : p.$look === "flush"
        ? `
  color: ${colors.muted};
  margin: 0;
`
        : `
  color: ${colors.muted};
  margin-block: 0.5rem;
`}
`;

export const Note = styled("p")`
  color: ${colors.muted};
  font-size: 0.9rem;
`;

export const Warning = styled("p")`
  border-inline-start: 3px solid ${colors.warning};
  padding-inline-start: 0.75rem;
  color: ${colors.text};
`;

// The landing page's stroked icons and the tinted box a feature's icon sits in.
import { styled } from "goober";
import { colors, radii } from "../kit/styles";

export const IconBox = styled("span")`
  display: inline-grid;
  place-items: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border-radius: ${radii.md};
  background: rgba(139, 108, 255, 0.14);
  color: ${colors.primary};
  svg { inline-size: 1.4rem; block-size: 1.4rem; }
`;

/** A 24×24 stroked icon from one or more path strings. */
export function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

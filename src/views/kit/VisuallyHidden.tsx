// Text for screen readers only: out of sight, still read. The one copy every screen uses.
// It is positioned absolutely, so a scrolling container it sits in must be `position:
// relative` (its containing block), or the 1 px box can land beyond the page's edge and make
// the whole page scroll sideways.
import { styled } from "goober";

export const VisuallyHidden = styled("span")`
  position: absolute !important;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

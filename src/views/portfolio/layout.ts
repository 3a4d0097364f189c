// The portfolio screens' own blocks: a titled section, the summary figures and the allocation
// bars (logical properties only, so right-to-left works; every table scrolls inside its own
// frame at 320 px, the page never sideways). Generic pieces come from ../kit.
import { styled } from "goober";
import { colors } from "../kit/styles";

export const Section = styled("section")`
  display: grid;
  gap: 0.75rem;
  margin-block-end: 1.5rem;
  min-width: 0;
  h2 { font-size: 1.1rem; margin: 0; }
  h3 { font-size: 1rem; margin: 0; color: ${colors.muted}; }
  p { margin: 0; line-height: 1.6; }
`;

// An amount never breaks between its number and its currency ("127,686.90 ر.س" kept on one
// line; breaking anywhere split "ر.س" itself): the figure stays whole and its size follows the
// card's width (container units), from 1rem down to 0.8rem.
export const Cards = styled("dl")`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  gap: 0.5rem;
  margin: 0;
  div {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: 0.75rem;
    padding: 0.65rem 0.8rem;
    min-width: 0;
    container-type: inline-size;
  }
  dt { color: ${colors.muted}; font-size: 0.85rem; }
  dd {
    margin: 0.2rem 0 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    font-size: clamp(0.8rem, 11cqi, 1rem);
  }
`;

export const Bars = styled("ul")`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
  li { display: grid; grid-template-columns: minmax(0, 10rem) 1fr auto; gap: 0.5rem; align-items: center; font-size: 0.9rem; }
  li > span:first-child { overflow-wrap: anywhere; }
  .bar { block-size: 0.6rem; border-radius: 999px; background: ${colors.surfaceRaised}; overflow: hidden; }
  .bar > span { display: block; block-size: 100%; background: ${colors.accent}; }
`;

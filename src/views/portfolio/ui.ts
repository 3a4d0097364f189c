// Building blocks of the portfolio screens (logical properties only, so right-to-left works;
// every table scrolls inside its own frame at 320 px, the page never sideways).
import { css, styled } from "goober";
import { colors } from "../styles";

export const Section = styled("section")`
  display: grid;
  gap: 0.75rem;
  margin-block-end: 1.5rem;
  min-width: 0;
  h2 { font-size: 1.1rem; margin: 0; }
  h3 { font-size: 1rem; margin: 0; color: ${colors.muted}; }
  p { margin: 0; line-height: 1.6; }
`;

export const Cards = styled("dl")`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8rem), 1fr));
  gap: 0.5rem;
  margin: 0;
  div {
    background: ${colors.surface};
    border: 1px solid ${colors.border};
    border-radius: 0.75rem;
    padding: 0.65rem 0.8rem;
    min-width: 0;
  }
  dt { color: ${colors.muted}; font-size: 0.85rem; }
  dd { margin: 0.2rem 0 0; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;

export const Toolbar = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem 0.75rem;
  > label { min-width: min(100%, 12rem); }
`;

export const Tabs = styled("nav")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin-block: 1rem;
  a {
    color: ${colors.text};
    text-decoration: none;
    padding: 0.4rem 0.75rem;
    border-radius: 999px;
    border: 1px solid ${colors.border};
    background: ${colors.surface};
    font-size: 0.9rem;
  }
  a[aria-current="page"] { background: #5b3fd6; border-color: #5b3fd6; color: #fff; font-weight: 700; }
  a:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
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

/** A select inside a table row (a holding's zakat method), in the look of the form fields. */
export const cellSelect = css`
  font: inherit;
  font-size: 0.9rem;
  max-inline-size: 100%;
  padding: 0.35rem 0.5rem;
  border-radius: 0.5rem;
  border: 1px solid ${colors.border};
  background: ${colors.bg};
  color: ${colors.text};
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 1px; }
`;

export const gainColor = (n: number) => (n > 0 ? "#3ddc97" : n < 0 ? "#ff7a88" : "inherit");

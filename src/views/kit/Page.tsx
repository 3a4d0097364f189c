// Page frames: the signed-in screens' shell, top bar and side-navigation layout, and the partner
// and insight screens' centred screen with its exportable sheet and title row.
import { styled } from "goober";
import { colors, fonts } from "./styles";

export const Shell = styled("div")`
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
`;

export const Layout = styled("div")`
  display: grid;
  grid-template-columns: 1fr;
  background: ${colors.bg};
  color: ${colors.text};
  font-family: ${fonts.body};
  @media (min-width: 900px) { grid-template-columns: 16rem 1fr; }
  > main { padding: clamp(0.75rem, 4vw, 1.5rem); min-width: 0; }
  > main > h1 { margin-block: 0 1rem; font-size: 1.5rem; }
`;

export const Screen = styled("div")`
  padding-block: 1.5rem 2.5rem;
  padding-inline: 1rem;
  max-width: 1200px;
  margin-inline: auto;
  display: grid;
  /* One column no wider than the screen: a table wider than a phone scrolls in its frame
     instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  @media (min-width: 768px) {
    padding-inline: 2rem;
  }
`;

/** The part of a screen that is exported as an image: it carries its own background. */
export const Sheet = styled("section")`
  background: var(--p-bg);
  color: var(--p-text);
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  padding: 1rem;
  border-radius: 12px;
  h1 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.3;
  }
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

export const TitleRow = styled("div")`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

export const Subtitle = styled("p")`
  margin: 0;
  font-size: 1rem;
`;

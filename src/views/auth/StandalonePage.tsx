// The frame of a page of its own for an e-mailed link (sign-in link, password reset).
import { styled } from "goober";
import { colors, fonts } from "../kit/styles";

/** A page of its own for an e-mailed link (sign-in link, password reset): one card in the middle. */
export const StandalonePage = styled("main")`
  min-height: 100vh;
  display: grid;
  place-items: center;
  font-family: ${fonts.body};
  color: ${colors.text};
`;

/** The card's top line: the brand home link and the language toggle. */
export const StandaloneTop = styled("div")`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  a { color: ${colors.text}; font-weight: 800; text-decoration: none; font-size: 1.1rem; }
`;

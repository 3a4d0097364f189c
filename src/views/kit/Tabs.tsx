// Tabs as links: a row of pills, the current one filled (aria-current="page").
import { styled } from "goober";
import { primaryFill } from "./Button";
import { colors } from "./styles";

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
  a[aria-current="page"] { background: ${primaryFill}; border-color: ${primaryFill}; color: #fff; font-weight: 700; }
  a:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
`;

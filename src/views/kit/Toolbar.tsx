// A row of controls above a table or a chart that wraps on narrow screens: the signed-in
// screens' form controls aligned on their inputs ("form"), or the insight screens' switches
// centred ("partner").
import { styled } from "goober";

const formRow = `
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem 0.75rem;
  > label { min-width: min(100%, 12rem); }
`;

const partnerRow = `
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: center;
`;

export const Toolbar = styled("div")<{ $look?: "form" | "partner" }>`
  ${(p) => (p.$look === "partner" ? partnerRow : formRow)}
`;

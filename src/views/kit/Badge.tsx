// A status badge: active (green), in progress (amber), or the accent gradient (a price tag).
import { styled } from "goober";
import { colors, radii } from "./styles";

export const Badge = styled("span")<{ $tone: "active" | "progress" | "accent" }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  inline-size: fit-content;
  padding: 0.25rem 0.65rem;
  border-radius: ${radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${(p) => (p.$tone === "active" ? colors.accent : p.$tone === "progress" ? colors.warning : colors.primaryText)};
  background: ${(p) =>
    p.$tone === "active"
      ? "rgba(46, 230, 168, 0.12)"
      : p.$tone === "progress"
        ? "rgba(255, 200, 87, 0.12)"
        : `linear-gradient(90deg, #6d4ff0, #8b6cff)`};
  &::before {
    content: "";
    display: ${(p) => (p.$tone === "accent" ? "none" : "block")};
    inline-size: 0.45rem;
    block-size: 0.45rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

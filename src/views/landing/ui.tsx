// Building blocks shared by the landing sections: the section frame with its heading, card
// grids and status badges.
import { styled } from "goober";
import type { ReactNode } from "react";
import { colors, layout, radii, shadows } from "../styles";

const Frame = styled("section")`
  padding-block: clamp(3rem, 7vw, 5rem);
  padding-inline: ${layout.gutter};
  scroll-margin-block-start: 4.5rem;
  &[data-tint] { background: linear-gradient(180deg, rgba(17, 24, 49, 0.6), rgba(17, 24, 49, 0)); }
`;

const Inner = styled("div")`
  max-inline-size: ${layout.maxWidth};
  margin-inline: auto;
`;

const Head = styled("header")`
  max-inline-size: 44rem;
  margin-block-end: 2.5rem;
  h2 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.75rem, 3.5vw, 2.5rem);
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  p { margin: 0; color: ${colors.muted}; font-size: 1.075rem; line-height: 1.65; }
`;

export function Section({
  id,
  title,
  subtitle,
  tint,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  tint?: boolean;
  children: ReactNode;
}) {
  return (
    <Frame id={id} aria-labelledby={`${id}-title`} data-tint={tint ? "" : undefined}>
      <Inner>
        <Head>
          <h2 id={`${id}-title`}>{title}</h2>
          {subtitle ? <p>{subtitle}</p> : null}
        </Head>
        {children}
      </Inner>
    </Frame>
  );
}

export const Grid = styled("ul")<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => p.$min ?? "17rem"}), 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled("li")`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1.5rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  h3 { margin: 0; font-size: 1.15rem; line-height: 1.35; }
  p { margin: 0; color: ${colors.muted}; line-height: 1.6; }
`;

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

/** A 24×24 stroked icon from one or more path strings. */
export function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

// The landing page's section frame with its heading, and the grid its cards sit in.
import { css, styled } from "goober";
import type { ReactNode } from "react";
import { colors, layout } from "../kit/styles";

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

/** What a landing card holds (the frame is the kit's raised Card): heading, text, badge, icon. */
export const landingCard = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1.5rem;
  h3 { margin: 0; font-size: 1.15rem; line-height: 1.35; }
  p { margin: 0; color: ${colors.muted}; line-height: 1.6; }
`;

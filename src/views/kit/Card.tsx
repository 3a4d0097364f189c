// A card: the framed box of every screen. One component in four looks, the frame only (border,
// background, corners, shadow); what sits inside, and the padding, belong to the screen that
// uses it (a class passed as className). `as` picks the element (section by default).
import { styled } from "goober";
import { colors, radii, shadows } from "./styles";

type CardLook = "panel" | "tile" | "raised" | "partner";

const FRAMES: Record<CardLook, string> = {
  /** The signed-in screens' panels (watchlists, alerts, recommendations, account). */
  panel: `
  border: 1px solid ${colors.border};
  border-radius: 0.9rem;
  background: ${colors.surface};
`,
  /** The ticker page's and the support page's boxes, a little tighter at the corners. */
  tile: `
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
`,
  /** A card lifted off the page: the landing page's, the sign-in pages' and the partner login's. */
  raised: `
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
  box-shadow: ${shadows.card};
`,
  /** The partner screens', in the theme's custom properties. */
  partner: `
  border-radius: 12px;
  border: 2px solid var(--p-border);
  background: var(--p-secondary);
  color: var(--p-text);
`,
};

/** `$danger` draws the frame in the danger red (the account page's "Delete account"). */
export const Card = styled("section")<{
  $look?: CardLook;
  $danger?: boolean;
  as?: "section" | "div" | "article" | "li";
}>`
  ${(p) => FRAMES[p.$look ?? "panel"]}
  ${(p) => (p.$danger ? "border-color: #a3283a;" : "")}
`;

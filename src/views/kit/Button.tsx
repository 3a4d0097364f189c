// Buttons of every screen: one component in three looks. The signed-in screens' ("app", with a
// primary, danger or ghost variant), the partner and insight screens' ("partner", colours from
// the theme's custom properties; `className="primary"` or aria-pressed fills it), and the
// sign-in forms' filled pill ("pill"). Logical properties only, so right-to-left just works.
import { css, styled } from "goober";
import { colors, radii } from "./styles";

/** The filled accent of selected and primary controls: white text on it passes WCAG AA. */
export const primaryFill = "#5b3fd6";

const appRules = `
  font: inherit;
  font-size: 0.95rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-block-size: 2.5rem;
  padding-block: 0.45rem;
  padding-inline: 0.9rem;
  border-radius: 0.5rem;
  border: 1px solid ${colors.border};
  color: ${colors.text};
  cursor: pointer;
  &:hover:not(:disabled) { filter: brightness(1.15); }
  &:focus-visible { outline: 2px solid ${colors.accent}; outline-offset: 2px; }
  &:disabled, &[aria-disabled="true"] { opacity: 0.5; cursor: not-allowed; }
`;

const partnerRules = `
  font: inherit;
  font-size: 0.95rem;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.5rem;
  padding-inline: 1rem;
  border-radius: 8px;
  border: 1px solid var(--p-border);
  background: var(--p-secondary);
  color: var(--p-text);
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: var(--p-primary);
  }
  &:focus-visible {
    outline: 3px solid var(--p-accent);
    outline-offset: 2px;
  }
  &[aria-pressed="true"],
  &.primary {
    background: var(--p-primary);
    border-color: var(--p-primary);
    color: #ffffff;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const pillRules = `
  min-block-size: 2.75rem;
  padding-inline: 1.2rem;
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.primary};
  color: ${colors.bg};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled { opacity: 0.75; cursor: progress; }
  &:focus-visible { outline: 2px solid ${colors.text}; outline-offset: 2px; }
`;

/** The outlined pill of the page headers' controls (the language toggle, Login, Admin, Logout). */
export const outlinePill = `
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.text};
  font: inherit;
  font-weight: 600;
`;

type ButtonLook = "app" | "partner" | "pill";

export const Button = styled("button")<{ $variant?: "primary" | "danger" | "ghost"; $look?: ButtonLook }>`
  ${(p) =>
    p.$look === "partner"
      ? partnerRules
      : p.$look === "pill"
        ? pillRules
        : `${appRules}
  background: ${p.$variant === "primary" ? primaryFill : p.$variant === "danger" ? "#a3283a" : colors.surfaceRaised};`}
`;

/** The look of the app's `Button` as a class, for shared components that render their own <button>. */
export const buttonClass = css`
  ${appRules}
  background: ${colors.surfaceRaised};
`;

/** A button that reads as a link ("Register", "Resend the code"). */
export const TextButton = styled("button")`
  padding: 0;
  border: 0;
  background: none;
  color: ${colors.accent};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

/** A row of buttons that wraps on narrow screens. */
export const ButtonRow = styled("div")`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

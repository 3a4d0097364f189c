// goober set-up and the design tokens. Style-only props start with `$` and never reach the
// DOM. Layout uses logical properties (inline-start/end), so right-to-left needs no twin CSS.
import { setup } from "goober";
import { shouldForwardProp } from "goober/should-forward-prop";
import { createElement } from "react";

setup(
  createElement,
  undefined,
  undefined,
  shouldForwardProp((prop) => !prop.startsWith("$")),
);

export const colors = {
  bg: "#0a0f1f",
  surface: "#111831",
  surfaceRaised: "#18213f",
  surfaceHover: "#212b4d",
  border: "#26304f",
  text: "#eef1fa",
  muted: "#a7b0c8",
  primary: "#8b6cff",
  primaryText: "#ffffff",
  accent: "#2ee6a8",
  danger: "#ff6b7a",
  warning: "#ffc857",
} as const;

export const fonts = {
  body: `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif`,
} as const;

export const radii = { sm: "0.5rem", md: "0.875rem", lg: "1.25rem", pill: "999px" } as const;

export const shadows = {
  card: "0 1px 0 rgba(255,255,255,0.04) inset, 0 12px 32px rgba(0,0,0,0.28)",
  pop: "0 18px 48px rgba(0,0,0,0.45)",
} as const;

/** Width of page content and the gutter beside it. */
export const layout = { maxWidth: "72rem", gutter: "clamp(1rem, 4vw, 2rem)" } as const;

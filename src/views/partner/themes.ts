// The three partner themes (each with a name, background, text, primary, secondary,
// accent, logoText). The portal reads them as CSS custom properties set on its root, so one
// stylesheet serves every theme. Every text/background pair meets WCAG AA contrast.
import type { ThemeName } from "../../machines/partner/theme.machine";

export interface PartnerTheme {
  name: ThemeName;
  background: string;
  text: string;
  primary: string;
  secondary: string;
  accent: string;
  logoText: string;
}

export const THEMES: Record<ThemeName, PartnerTheme> = {
  default: {
    name: "default",
    background: "#0a0f1f",
    text: "#eef1fa",
    primary: "#6d4fe0",
    secondary: "#111831",
    accent: "#2ee6a8",
    logoText: "#ffffff",
  },
  dark: {
    name: "dark",
    background: "#0d1117",
    text: "#e6edf3",
    primary: "#1f6feb",
    secondary: "#161b22",
    accent: "#f0b429",
    logoText: "#f0b429",
  },
  light: {
    name: "light",
    background: "#f6f7fb",
    text: "#111827",
    primary: "#4f46e5",
    secondary: "#ffffff",
    accent: "#047857",
    logoText: "#4f46e5",
  },
};

/** The custom properties every partner screen styles itself with. */
export function themeVars(theme: PartnerTheme): Record<string, string> {
  return {
    "--p-bg": theme.background,
    "--p-text": theme.text,
    "--p-primary": theme.primary,
    "--p-secondary": theme.secondary,
    "--p-accent": theme.accent,
    "--p-logo": theme.logoText,
    "--p-border": `color-mix(in srgb, ${theme.text} 16%, transparent)`,
    colorScheme: theme.name === "light" ? "light" : "dark",
  };
}

/** The fixed dark background of the stock splits image (specification: dark background colour). */
export const SPLITS_IMAGE_BACKGROUND = "#0a0f1f";

// The portal's theme actor, created by the partner layout and read by the settings page.
import { useSelector } from "@xstate/react";
import { createContext, useContext } from "react";
import { type ThemeActor, type ThemeName, themeOf } from "../../machines/partner/theme.machine";

const THEME_STORAGE_KEY = "theme";

export const ThemeActorContext = createContext<ThemeActor | null>(null);

export function useThemeActor(): ThemeActor {
  const actor = useContext(ThemeActorContext);
  if (!actor) throw new Error("ThemeActorContext is missing");
  return actor;
}

export function useThemeName(actor: ThemeActor): ThemeName {
  return useSelector(actor, themeOf);
}

export function readStoredTheme(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeTheme(theme: ThemeName): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // private mode: the theme lasts for this visit only
  }
}

// The partner portal's theme: default, dark or light, kept in context. The settings button
// toggles between light and dark (from the default theme it goes to light); a theme can also
// be chosen by name. Persisting (localStorage `theme`) is an injected action, run on start
// and on every change; the views paint the portal from the theme in context.
import { type ActorRefFrom, assign, setup } from "xstate";

export type ThemeName = "default" | "dark" | "light";

export const THEME_NAMES: readonly ThemeName[] = ["default", "dark", "light"];

function isThemeName(value: unknown): value is ThemeName {
  return value === "default" || value === "dark" || value === "light";
}

export const themeMachine = setup({
  types: {
    context: {} as { theme: ThemeName },
    input: {} as { initial?: unknown } | undefined,
    events: {} as { type: "theme.toggle" } | { type: "theme.select"; theme: ThemeName },
  },
  actions: {
    persist: (_, _params: { theme: ThemeName }) => {},
  },
  guards: {
    isLight: ({ context }) => context.theme === "light",
    isKnownTheme: ({ event }) => event.type === "theme.select" && isThemeName(event.theme),
  },
}).createMachine({
  id: "theme",
  // A stored value that is not a theme name falls back to the default theme.
  context: ({ input }) => ({ theme: isThemeName(input?.initial) ? input.initial : "default" }),
  entry: { type: "persist", params: ({ context }) => ({ theme: context.theme }) },
  initial: "active",
  states: {
    active: {
      on: {
        "theme.toggle": [
          {
            guard: "isLight",
            actions: [assign({ theme: "dark" }), { type: "persist", params: { theme: "dark" } }],
          },
          { actions: [assign({ theme: "light" }), { type: "persist", params: { theme: "light" } }] },
        ],
        "theme.select": {
          guard: "isKnownTheme",
          actions: [
            assign({ theme: ({ event }) => event.theme }),
            { type: "persist", params: ({ event }) => ({ theme: event.theme }) },
          ],
        },
      },
    },
  },
});

export type ThemeActor = ActorRefFrom<typeof themeMachine>;

export function themeOf(snapshot: { context: { theme: ThemeName } }): ThemeName {
  return snapshot.context.theme;
}

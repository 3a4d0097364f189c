// The partner portal's theme: default, dark or light. The settings button toggles between
// light and dark (from the default theme it goes to light); a theme can also be chosen by
// name. Persisting (localStorage `theme`) and applying are injected actions.
import { type ActorRefFrom, setup } from "xstate";

export type ThemeName = "default" | "dark" | "light";

export const THEME_NAMES: readonly ThemeName[] = ["default", "dark", "light"];

export function isThemeName(value: unknown): value is ThemeName {
  return value === "default" || value === "dark" || value === "light";
}

export const themeMachine = setup({
  types: {
    context: {} as { initial: ThemeName },
    input: {} as { initial?: unknown } | undefined,
    events: {} as { type: "theme.toggle" } | { type: "theme.select"; theme: ThemeName },
  },
  actions: {
    persist: (_, _params: { theme: ThemeName }) => {},
  },
  guards: {
    startsDark: ({ context }) => context.initial === "dark",
    startsLight: ({ context }) => context.initial === "light",
    selectsDefault: ({ event }) => event.type === "theme.select" && event.theme === "default",
    selectsDark: ({ event }) => event.type === "theme.select" && event.theme === "dark",
    selectsLight: ({ event }) => event.type === "theme.select" && event.theme === "light",
  },
}).createMachine({
  id: "theme",
  context: ({ input }) => ({ initial: isThemeName(input?.initial) ? input.initial : "default" }),
  initial: "init",
  on: {
    "theme.select": [
      { guard: "selectsDefault", target: ".default" },
      { guard: "selectsDark", target: ".dark" },
      { guard: "selectsLight", target: ".light" },
    ],
  },
  states: {
    init: {
      always: [
        { guard: "startsDark", target: "dark" },
        { guard: "startsLight", target: "light" },
        { target: "default" },
      ],
    },
    default: {
      entry: { type: "persist", params: { theme: "default" } },
      on: { "theme.toggle": "light" },
    },
    dark: {
      entry: { type: "persist", params: { theme: "dark" } },
      on: { "theme.toggle": "light" },
    },
    light: {
      entry: { type: "persist", params: { theme: "light" } },
      on: { "theme.toggle": "dark" },
    },
  },
});

export type ThemeActor = ActorRefFrom<typeof themeMachine>;

export function themeOf(snapshot: { value: unknown }): ThemeName {
  return isThemeName(snapshot.value) ? snapshot.value : "default";
}

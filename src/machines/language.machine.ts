// Language: en or ar. Loads the dictionary before showing it, so a switch never flashes
// untranslated keys. Persisting the choice and updating <html lang dir> are injected actions.
import { assign, setup } from "xstate";
import type { Locales } from "../i18n/i18n-types";
import { mustProvide } from "./provided";

export function isLocale(value: unknown): value is Locales {
  return value === "en" || value === "ar";
}

export const languageMachine = setup({
  types: {
    context: {} as { requested: Locales; shown: Locales | null },
    input: {} as { initial: Locales },
    events: {} as { type: "language.set"; lang: Locales } | { type: "language.toggle" },
  },
  actors: {
    loadDictionary: mustProvide<void, { lang: Locales }>("language", "loadDictionary"),
  },
  actions: {
    persist: (_, _params: { lang: Locales }) => {},
    applyToDocument: (_, _params: { lang: Locales }) => {},
  },
}).createMachine({
  id: "language",
  context: ({ input }) => ({ requested: input.initial, shown: null }),
  initial: "loading",
  on: {
    "language.set": {
      guard: ({ context, event }) => event.lang !== context.requested,
      target: ".loading",
      reenter: true,
      actions: assign({ requested: ({ event }) => event.lang }),
    },
    "language.toggle": {
      target: ".loading",
      reenter: true,
      actions: assign({ requested: ({ context }) => (context.requested === "en" ? "ar" : "en") }),
    },
  },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "loadDictionary",
        input: ({ context }) => ({ lang: context.requested }),
        onDone: {
          target: "ready",
          actions: [
            assign({ shown: ({ context }) => context.requested }),
            { type: "persist", params: ({ context }) => ({ lang: context.requested }) },
            { type: "applyToDocument", params: ({ context }) => ({ lang: context.requested }) },
          ],
        },
        // A failed chunk load keeps the language already on screen.
        onError: { target: "ready", actions: assign({ requested: ({ context }) => context.shown ?? "en" }) },
      },
    },
    ready: {},
  },
});

// The root actor: the few global actors live here as invoked children with system ids
// (language now; session and partner session join it), so views and route guards find them
// through one object created in src/main.tsx.
import { type ActorRefFrom, setup } from "xstate";
import type { Locales } from "../i18n/i18n-types";
import { languageMachine } from "./language.machine";

export const appMachine = setup({
  types: { input: {} as { lang: Locales }, context: {} as { initialLang: Locales } },
  actors: { language: languageMachine },
}).createMachine({
  id: "app",
  context: ({ input }) => ({ initialLang: input.lang }),
  invoke: [
    {
      id: "language",
      systemId: "language",
      src: "language",
      input: ({ context }) => ({ initial: context.initialLang }),
    },
  ],
});

export type AppActor = ActorRefFrom<typeof appMachine>;
export type LanguageActor = ActorRefFrom<typeof languageMachine>;

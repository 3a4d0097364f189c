// The root actor: the few global actors live here as invoked children with system ids
// (language, session, partner session), so views and route guards find them through one
// object created in src/main.tsx.

import { type ActorRefFrom, setup } from "xstate";
import type { Locales } from "../i18n/i18n-types";
import type { Partner, User } from "../shared/accounts";
import { partnerSessionMachine } from "./auth/partnerSession.machine";
import { sessionMachine } from "./auth/session.machine";
import { languageMachine } from "./language.machine";
import { SYSTEM_ID } from "./systemIds";

interface AppInput {
  lang: Locales;
  storedUser?: User | null;
  storedPartner?: Partner | null;
}

export const appMachine = setup({
  types: { input: {} as AppInput, context: {} as Required<AppInput> },
  actors: { language: languageMachine, session: sessionMachine, partnerSession: partnerSessionMachine },
}).createMachine({
  id: "app",
  context: ({ input }) => ({
    lang: input.lang,
    storedUser: input.storedUser ?? null,
    storedPartner: input.storedPartner ?? null,
  }),
  invoke: [
    {
      id: "language",
      systemId: SYSTEM_ID.language,
      src: "language",
      input: ({ context }) => ({ initial: context.lang }),
    },
    {
      id: "partnerSession",
      systemId: SYSTEM_ID.partnerSession,
      src: "partnerSession",
      input: ({ context }) => ({ storedPartner: context.storedPartner }),
    },
    {
      id: "session",
      systemId: SYSTEM_ID.session,
      src: "session",
      input: ({ context }) => ({ storedUser: context.storedUser }),
    },
  ],
});

export type AppActor = ActorRefFrom<typeof appMachine>;
export type LanguageActor = ActorRefFrom<typeof languageMachine>;
export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type PartnerSessionActor = ActorRefFrom<typeof partnerSessionMachine>;

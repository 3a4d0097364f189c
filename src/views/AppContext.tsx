// Hands the root actor to views. Named selector hooks keep components to one value each.

import { useSelector } from "@xstate/react";
import { createContext, useContext } from "react";
import type { Locales } from "../i18n/i18n-types";
import type { AppActor, LanguageActor, PartnerSessionActor, SessionActor } from "../machines/app.machine";
import { systemActor } from "../machines/system";
import type { Partner, User } from "../shared/accounts";

export const AppActorContext = createContext<AppActor | null>(null);

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error("AppActorContext is missing");
  return actor;
}

export function useLanguageActor(): LanguageActor {
  return systemActor(useAppActor().system, "language") as LanguageActor;
}

/** The language whose dictionary is on screen. */
export function useLang(): Locales {
  return useSelector(useLanguageActor(), (s) => s.context.shown ?? s.context.requested);
}

export function useSessionActor(): SessionActor {
  return systemActor(useAppActor().system, "session") as SessionActor;
}

export function usePartnerSessionActor(): PartnerSessionActor {
  return systemActor(useAppActor().system, "partnerSession") as PartnerSessionActor;
}

/** The logged-in user (null when logged out or still checking without a remembered user). */
export function useUser(): User | null {
  return useSelector(useSessionActor(), (s) => s.context.user);
}

export function useIsAdmin(): boolean {
  return useSelector(useSessionActor(), (s) => s.context.user?.role === "admin");
}

export function usePartner(): Partner | null {
  return useSelector(usePartnerSessionActor(), (s) => s.context.partner);
}

// Hands the root actor to views. Named selector hooks keep components to one value each.
import { useSelector } from "@xstate/react";
import { createContext, useContext } from "react";
import type { Locales } from "../i18n/i18n-types";
import type { AppActor, LanguageActor } from "../machines/app.machine";

export const AppActorContext = createContext<AppActor | null>(null);

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error("AppActorContext is missing");
  return actor;
}

export function useLanguageActor(): LanguageActor {
  return useAppActor().system.get("language") as LanguageActor;
}

/** The language whose dictionary is on screen. */
export function useLang(): Locales {
  return useSelector(useLanguageActor(), (s) => s.context.shown ?? s.context.requested);
}

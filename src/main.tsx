// Start-up: the root actor (with its injected side effects), the router, and the first render.
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createActor, fromPromise } from "xstate";
import { inspect } from "./devtools/inspect";
import type { Locales } from "./i18n/i18n-types";
import { i18nObject } from "./i18n/i18n-util";
import { loadLocaleAsync } from "./i18n/i18n-util.async";
import { setApiLanguage } from "./machines/api";
import { appMachine } from "./machines/app.machine";
import { isLocale, languageMachine } from "./machines/language.machine";
import { createAppRouter } from "./routes/router";
import { AppActorContext } from "./views/AppContext";
import {
  type AuthEffects,
  providePartnerSession,
  provideSession,
  storedPartner,
  storedUser,
} from "./views/auth/wiring";
import { NavigationContext } from "./views/navigation";
import "./views/styles";

function initialLanguage(): Locales {
  const fromQuery = new URLSearchParams(location.search).get("lang");
  if (isLocale(fromQuery)) return fromQuery;
  try {
    const stored = localStorage.getItem("lang");
    if (isLocale(stored)) return stored;
  } catch {
    // storage blocked: fall through to the default
  }
  return "en";
}

// Bound lazily: the effects run after start-up, when the router exists.
let router: ReturnType<typeof createAppRouter> | null = null;
const effects: AuthEffects = {
  LL: () => i18nObject(app.system.get("language").getSnapshot().context.shown ?? "en"),
  navigate: (to) => void router?.navigate({ to }),
};

const app = createActor(
  appMachine.provide({
    actors: {
      session: provideSession(effects),
      partnerSession: providePartnerSession(effects),
      language: languageMachine.provide({
        actors: {
          loadDictionary: fromPromise(({ input }: { input: { lang: Locales } }) => loadLocaleAsync(input.lang)),
        },
        actions: {
          persist: (_, { lang }) => {
            try {
              localStorage.setItem("lang", lang);
            } catch {
              // private mode: the choice lasts for this visit only
            }
          },
          applyToDocument: (_, { lang }) => {
            setApiLanguage(lang);
            document.documentElement.lang = lang;
            document.documentElement.dir = lang === "ar" ? "rtl" : "ltr";
          },
        },
      }),
    },
  }),
  { input: { lang: initialLanguage(), storedUser: storedUser(), storedPartner: storedPartner() }, inspect },
);
app.start();

const appRouter = createAppRouter(app);
router = appRouter;
const language = app.system.get("language");

// First render once the dictionary is in, so no screen shows untranslated keys.
const subscription = language.subscribe((snapshot: { matches(state: string): boolean }) => {
  if (!snapshot.matches("ready")) return;
  subscription.unsubscribe();
  const container = document.getElementById("root");
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <AppActorContext.Provider value={app}>
        <NavigationContext.Provider value={(to) => void appRouter.navigate({ to })}>
          <RouterProvider router={appRouter} />
        </NavigationContext.Provider>
      </AppActorContext.Provider>
    </StrictMode>,
  );
});

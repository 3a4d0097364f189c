// Start-up: the root actor (with its injected side effects), the router, and the first render.
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createActor, fromPromise } from "xstate";
import { inspect } from "./devtools/inspect";
import type { Locales } from "./i18n/i18n-types";
import { loadLocaleAsync } from "./i18n/i18n-util.async";
import { setApiLanguage } from "./machines/api";
import { appMachine } from "./machines/app.machine";
import { isLocale, languageMachine } from "./machines/language.machine";
import { createAppRouter } from "./routes/router";
import { AppActorContext } from "./views/AppContext";
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

const app = createActor(
  appMachine.provide({
    actors: {
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
  { input: { lang: initialLanguage() }, inspect },
);
app.start();

const router = createAppRouter(app);
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
        <NavigationContext.Provider value={(to) => void router.navigate({ to })}>
          <RouterProvider router={router} />
        </NavigationContext.Provider>
      </AppActorContext.Provider>
    </StrictMode>,
  );
});

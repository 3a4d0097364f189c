// Start-up: the root actor (with its injected side effects) and the first render. The
// landing page renders without waiting for the router (see src/AppRoot.tsx).

import { createRoot } from "react-dom/client";
import { createActor, fromPromise } from "xstate";
import { AppRoot, loadRouterModule } from "./AppRoot";
import { onSessionEnded, setApiLanguage } from "./client/http";
import { inspect } from "./devtools/inspect";
import type { Locales } from "./i18n/i18n-types";
import { i18nObject } from "./i18n/i18n-util";
import { loadLocaleAsync } from "./i18n/i18n-util.async";
import { loadUsedNamespaces } from "./i18n/namespaces";
import { appMachine } from "./machines/app.machine";
import { isLocale, languageMachine } from "./machines/language.machine";
import { systemActor } from "./machines/system";
import {
  type AuthEffects,
  providePartnerSession,
  provideSession,
  storedPartner,
  storedUser,
} from "./views/auth/wiring";
import type { AppPath, NavigateTo } from "./views/navigation";
import "./views/kit/styles";

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

// Bound lazily: AppRoot hands over its navigation (which mounts the router when needed).
const navigator: { current: NavigateTo } = { current: (to) => location.assign(to) };
const effects: AuthEffects = {
  LL: () => i18nObject(systemActor(app.system, "language")?.getSnapshot().context.shown ?? "en"),
  navigate: (to) => navigator.current(to as AppPath),
};

const app = createActor(
  appMachine.provide({
    actors: {
      session: provideSession(effects),
      partnerSession: providePartnerSession(effects),
      language: languageMachine.provide({
        actors: {
          loadDictionary: fromPromise(async ({ input }: { input: { lang: Locales } }) => {
            await loadLocaleAsync(input.lang);
            await loadUsedNamespaces(input.lang);
          }),
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
// A 401 on any call (or the live socket closed for a logout): each session machine decides
// whether it had someone logged in who must now be asked to log in again.
onSessionEnded(() => {
  systemActor(app.system, "session")?.send({ type: "session.expired" });
  systemActor(app.system, "partnerSession")?.send({ type: "session.expired" });
});

// Started with the app actor just above, so it is there.
const language = systemActor(app.system, "language")!;
const dictionaryReady = new Promise<void>((resolve) => {
  const subscription = language.subscribe((snapshot) => {
    if (!snapshot.matches("ready")) return;
    subscription.unsubscribe();
    resolve();
  });
});
// Any screen but the landing page needs the router for its first render.
const routerReady = location.pathname === "/" ? null : loadRouterModule().then((m) => m.createAppRouter(app));

// First render once the dictionary is in, so no screen shows untranslated keys.
void Promise.all([dictionaryReady, routerReady]).then(([, router]) => {
  const container = document.getElementById("root");
  if (container) createRoot(container).render(<AppRoot app={app} router={router} navigator={navigator} />);
});

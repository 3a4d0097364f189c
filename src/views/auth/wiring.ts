// The app's side effects for the session machines, bound where the root actor is created:
// localStorage (`user`, `partner`), toasts in the language on screen, navigation.
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { partnerSessionMachine } from "../../machines/auth/partnerSession.machine";
import { sessionMachine } from "../../machines/auth/session.machine";
import type { Partner, User } from "../../shared/accounts";
import { dismissToast, notify, TOAST_IDS } from "../common/notify";

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked: the server session still holds
  }
}

export const storedUser = () => read<User>("user");
export const storedPartner = () => read<Partner>("partner");
export const hasStoredPartner = () => storedPartner() !== null;

/** The landing page with the login modal open, coming back to `where` after the login. */
export function loginPromptPath(where: { pathname: string; search: string }): string {
  const back = `${where.pathname}${where.search}`;
  const redirect = back === "/" || back.startsWith("/?") ? null : back;
  return `/?auth=login${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ""}`;
}

export interface AuthEffects {
  /** Translation functions of the language on screen, read when the effect runs. */
  LL: () => TranslationFunctions;
  navigate: (to: string) => void;
}

export function provideSession(effects: AuthEffects) {
  return sessionMachine.provide({
    actions: {
      storeUser: (_, { user }) => write("user", user),
      forgetUser: () => write("user", null),
      toastLoggedOut: () => notify("success", effects.LL().auth.messages.logoutSuccess()),
      navigateHome: () => effects.navigate("/"),
      promptLogin: () => {
        notify("error", effects.LL().signIn.sessionEnded(), TOAST_IDS.sessionEnded);
        effects.navigate(loginPromptPath(location));
      },
      logError: (_, { error }) => console.error("session:", error),
    },
  });
}

export function providePartnerSession(effects: AuthEffects) {
  return partnerSessionMachine.provide({
    actions: {
      storePartner: (_, { partner }) => write("partner", partner),
      forgetPartner: () => write("partner", null),
      navigateToDashboard: () => effects.navigate("/partner/dashboard"),
      navigateHome: () => effects.navigate("/"),
      toastLoginFailed: (_, { message }) =>
        notify("error", message ?? effects.LL().auth.messages.partnerLoginFailed(), TOAST_IDS.partnerLoginFailed),
      dismissLoginError: () => {
        dismissToast(TOAST_IDS.partnerLoginFailed);
        dismissToast(TOAST_IDS.partnerSessionExpired);
      },
      // The partner screens' own 401 toast ('Please login agian') under the same id: shown once.
      promptLogin: () => {
        notify("error", effects.LL().partnerCommon.sessionExpired(), TOAST_IDS.partnerSessionExpired);
        effects.navigate("/partner/login");
      },
      toastLogoutFailed: () => notify("error", effects.LL().auth.messages.partnerLogoutFailed()),
    },
  });
}

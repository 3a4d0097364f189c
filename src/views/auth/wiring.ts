// The app's side effects for the session machines, bound where the root actor is created:
// localStorage (`user`, `partner`), toasts in the language on screen, navigation.
import type { TranslationFunctions } from "../../i18n/i18n-types";
import { partnerSessionMachine } from "../../machines/auth/partner-session.machine";
import { sessionMachine } from "../../machines/auth/session.machine";
import type { Partner, User } from "../../shared/accounts";
import { notify } from "../common/notify";

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
      toastLoginFailed: (_, { message }) => notify("error", message ?? effects.LL().auth.messages.partnerLoginFailed()),
      toastLogoutFailed: () => notify("error", effects.LL().auth.messages.partnerLogoutFailed()),
    },
  });
}

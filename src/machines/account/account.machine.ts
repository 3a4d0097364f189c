// The account page (/account): the profile (names, language), a password change, signing out
// everywhere, the download of one's data and the deletion of the account (by the current password
// or an e-mailed code). One action runs at a time; each form keeps what was typed when it fails.
// App effects (toasts, the language switch, saving a file, leaving the signed-in app) are named
// actions bound with .provide() where the actor is created.
import { assign, type SnapshotFrom, setup } from "xstate";
import type { ExportFile } from "../../client/account";
import { ApiError } from "../../client/http";
import type { Locales } from "../../i18n/i18n-types";
import type { Account } from "../../shared/account-page";
import { normalizeDigits } from "../../shared/digits";
import { accountActors, type ProfileValues } from "./actors";

export type Section = "profile" | "password" | "sessions" | "data" | "remove";

interface AccountContext {
  account: Account | null;
  profile: ProfileValues;
  /** Keyed by the names the flow recorder redacts (src/machines/trace.ts). */
  password: { currentPassword: string; newPassword: string };
  remove: { mode: "password" | "code"; password: string; code: string; codeSentTo: string | null };
  /** The last failure: the section it belongs to, the API's code and message, the field at fault. */
  error: { section: Section | "load"; code: string; message: string | null; field: string | null } | null;
}

type FormField =
  | { type: "profile.change"; field: "firstName" | "lastName"; value: string }
  | { type: "profile.language"; language: Locales }
  | { type: "password.change"; field: "currentPassword" | "newPassword"; value: string }
  | { type: "remove.change"; field: "password" | "code"; value: string };

export type AccountEvent =
  | FormField
  | { type: "retry" }
  | { type: "profile.save" }
  | { type: "password.submit" }
  | { type: "sessions.end" }
  | { type: "data.download" }
  | { type: "remove.mode"; mode: "password" | "code" }
  | { type: "remove.sendCode" }
  | { type: "remove.request" }
  | { type: "remove.confirm" }
  | { type: "remove.cancel" };

const failure = (section: Section | "load", error: unknown): AccountContext["error"] => {
  if (error instanceof ApiError) {
    const field = typeof error.body?.field === "string" ? error.body.field : null;
    return {
      section,
      code: error.code ?? (error.status === 0 ? "network" : "unknown"),
      message: error.body?.message ?? null,
      field,
    };
  }
  return { section, code: "unknown", message: null, field: null };
};

const fromAccount = (account: Account): AccountContext["profile"] => ({
  firstName: account.firstName,
  lastName: account.lastName,
  language: account.language,
});

/** The deletion code as sent: Arabic-Indic digits read as Latin, spaces dropped (src/shared/digits.ts). */
const codeOf = (context: AccountContext): string => normalizeDigits(context.remove.code).replace(/\s/g, "");

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
  },
  actors: accountActors,
  actions: {
    /** Injected: announce a finished action (toast). */
    done: (_, _params: { section: Section }) => {},
    /** Injected: show the app in the language just saved. */
    applyLanguage: (_, _params: { language: Locales }) => {},
    /** Injected: hand the export to the browser as a download. */
    saveFile: (_, _params: ExportFile) => {},
    /** Injected: this browser's session is gone (signed out everywhere, account deleted): leave. */
    leave: (_, _params: { section: Section }) => {},
    clearError: assign({ error: null }),
  },
  guards: {
    profileFilled: ({ context }) => context.profile.firstName.trim().length > 0,
    passwordFilled: ({ context }) =>
      context.password.currentPassword.length > 0 && context.password.newPassword.length > 0,
    removeFilled: ({ context }) =>
      context.remove.mode === "password" ? context.remove.password.length > 0 : /^\d{6}$/.test(codeOf(context)),
  },
}).createMachine({
  id: "account",
  context: {
    account: null,
    profile: { firstName: "", lastName: "", language: "en" },
    password: { currentPassword: "", newPassword: "" },
    remove: { mode: "password", password: "", code: "", codeSentTo: null },
    error: null,
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "load",
        src: "load",
        onDone: {
          target: "ready",
          actions: assign({ account: ({ event }) => event.output, profile: ({ event }) => fromAccount(event.output) }),
        },
        onError: { target: "failed", actions: assign({ error: ({ event }) => failure("load", event.error) }) },
      },
    },
    failed: {
      on: { retry: { target: "loading", actions: "clearError" } },
    },
    ready: {
      initial: "idle",
      on: {
        "profile.change": {
          actions: assign({ profile: ({ context, event }) => ({ ...context.profile, [event.field]: event.value }) }),
        },
        "profile.language": {
          actions: assign({ profile: ({ context, event }) => ({ ...context.profile, language: event.language }) }),
        },
        "password.change": {
          actions: assign({ password: ({ context, event }) => ({ ...context.password, [event.field]: event.value }) }),
        },
        "remove.change": {
          actions: assign({ remove: ({ context, event }) => ({ ...context.remove, [event.field]: event.value }) }),
        },
      },
      states: {
        idle: {
          on: {
            "profile.save": { guard: "profileFilled", target: "savingProfile" },
            "password.submit": { guard: "passwordFilled", target: "changingPassword" },
            "sessions.end": { target: "endingSessions" },
            "data.download": { target: "exporting" },
            "remove.mode": {
              actions: assign({
                remove: ({ context, event }) => ({ ...context.remove, mode: event.mode }),
                error: null,
              }),
            },
            "remove.sendCode": { target: "sendingCode" },
            "remove.request": { guard: "removeFilled", target: "confirmingRemoval" },
          },
        },
        savingProfile: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "saveProfile",
            src: "saveProfile",
            input: ({ context }) => context.profile,
            onDone: {
              target: "idle",
              actions: [
                assign({ account: ({ event }) => event.output, profile: ({ event }) => fromAccount(event.output) }),
                { type: "applyLanguage", params: ({ event }) => ({ language: event.output.language }) },
                { type: "done", params: { section: "profile" } },
              ],
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => failure("profile", event.error) }) },
          },
        },
        changingPassword: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "changePassword",
            src: "changePassword",
            input: ({ context }) => ({ ...context.password }),
            onDone: {
              target: "idle",
              actions: [
                assign({ password: { currentPassword: "", newPassword: "" } }),
                { type: "done", params: { section: "password" } },
              ],
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => failure("password", event.error) }) },
          },
        },
        endingSessions: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "signOutEverywhere",
            src: "signOutEverywhere",
            onDone: { target: "#account.left", actions: { type: "leave", params: { section: "sessions" } } },
            onError: { target: "idle", actions: assign({ error: ({ event }) => failure("sessions", event.error) }) },
          },
        },
        exporting: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "exportData",
            src: "exportData",
            onDone: {
              target: "idle",
              actions: [
                { type: "saveFile", params: ({ event }) => event.output },
                { type: "done", params: { section: "data" } },
              ],
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => failure("data", event.error) }) },
          },
        },
        sendingCode: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "sendDeleteCode",
            src: "sendDeleteCode",
            onDone: {
              target: "idle",
              actions: assign({
                remove: ({ context, event }) => ({ ...context.remove, codeSentTo: event.output.email }),
              }),
            },
            onError: { target: "idle", actions: assign({ error: ({ event }) => failure("remove", event.error) }) },
          },
        },
        /** The last question before the deletion: nothing is sent until it is answered yes. */
        confirmingRemoval: {
          on: {
            "remove.confirm": { target: "removing" },
            "remove.cancel": { target: "idle" },
          },
        },
        removing: {
          tags: ["busy"],
          entry: "clearError",
          invoke: {
            id: "deleteAccount",
            src: "deleteAccount",
            input: ({ context }) =>
              context.remove.mode === "password" ? { password: context.remove.password } : { code: codeOf(context) },
            onDone: { target: "#account.left", actions: { type: "leave", params: { section: "remove" } } },
            onError: { target: "idle", actions: assign({ error: ({ event }) => failure("remove", event.error) }) },
          },
        },
      },
    },
    /** This browser is signed out (everywhere, or the account is gone). */
    left: { type: "final" },
  },
});

// Selectors: what the view reads, beside the machine, so the view never names a state.
type AccountSnapshot = SnapshotFrom<typeof accountMachine>;
export const isLoading = (s: AccountSnapshot) => s.hasTag("loading");
export const loadFailed = (s: AccountSnapshot) => s.matches("failed");
export const isBusy = (s: AccountSnapshot) => s.hasTag("busy");
export const isConfirmingRemoval = (s: AccountSnapshot) => s.matches({ ready: "confirmingRemoval" });
/** The failure of one section, or null. */
export const errorOf = (section: Section | "load") => (s: AccountSnapshot) =>
  s.context.error?.section === section ? s.context.error : null;

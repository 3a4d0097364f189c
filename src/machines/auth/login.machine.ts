// The login form of the login/register modal: both fields required ('Please fill in all
// fields.'); a stored partner session is ended first; then the login call.
// Two answers lead to the six-box code stage (./code.machine.ts) instead of a dead end: an
// e-mail that was never verified (403 email_unverified, with the code's expiry when one is out),
// and an account locked after failed logins (429 login_locked), whose owner may ask for a
// sign-in code by e-mail. 'Forgot password?' opens the reset stage (`reset`), whose own machine
// (./passwordReset.machine.ts) lives in a view loaded on demand; it ends with `reset.done`, back
// on the form with the address and, after a change, a notice. What a login means to the app
// (session, toast, navigation) is the injected `loggedIn`.
import { assign, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { User } from "../../shared/accounts";
import type { LoginInput } from "../../shared/auth";
import { loginCall, loginCodeCall, partnerLogoutCall } from "./actors";
import { codeMachine } from "./code.machine";
import { type AuthMessage, errorCode, failure } from "./messages";

type LoginField = keyof LoginInput;

type LoginEvent =
  | { type: "field.change"; field: LoginField; value: string }
  /** `partnerStored`: this browser remembers a partner session (localStorage `partner`). */
  | { type: "submit"; partnerStored?: boolean }
  /** 'E-mail me a sign-in code', offered while the account is locked. */
  | { type: "code.request" }
  /** 'Forgot password?': the reset stage (./passwordReset.machine.ts, an actor of its lazy view). */
  | { type: "reset.open" }
  /** The reset stage ended: back to the form, with the address and whether the password changed. */
  | { type: "reset.done"; changed: boolean; email: string };

interface LoginContext {
  form: LoginInput;
  error: AuthMessage | null;
  /** The server offered a sign-in code by e-mail (429 login_locked with codeLogin). */
  codeLogin: boolean;
  /** The code stage: its address and expiry, and why (verify the e-mail, or sign in with a code). */
  code: { email: string; otpExpiresAt: number | null; purpose: "verify" | "signIn" } | null;
  /** Shown above the form: the password was just changed by a reset. */
  notice: "passwordChanged" | null;
}

/** A field of the error body, when it is a finite number. */
function numberField(error: unknown, field: string): number | null {
  const value = error instanceof ApiError ? error.body?.[field] : undefined;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** A lockout's wait in whole minutes (at least 1): people read '15 minutes', not '872 seconds'. */
export function lockedMinutes(retryAfterSeconds: number | null): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: { login: loginCall, partnerLogout: partnerLogoutCall, loginCode: loginCodeCall, code: codeMachine },
  actions: {
    loggedIn: (_, _params: { user: User }) => {},
  },
  guards: {
    fieldMissing: ({ context }) => context.form.email.trim() === "" || context.form.password === "",
    hasStoredPartner: ({ event }) => event.type === "submit" && event.partnerStored === true,
    unverified: (_, params: { error: unknown }) => errorCode(params.error) === "email_unverified",
    locked: (_, params: { error: unknown }) => errorCode(params.error) === "login_locked",
    codeLoginOffered: ({ context }) => context.codeLogin && context.form.email.trim() !== "",
  },
}).createMachine({
  id: "login",
  context: { form: { email: "", password: "" }, error: null, codeLogin: false, code: null, notice: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "field.change": {
          actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }),
        },
        submit: [
          { guard: "fieldMissing", actions: assign({ error: { kind: "key", key: "fillAll" }, notice: null }) },
          { guard: "hasStoredPartner", target: "endingPartner", actions: assign({ error: null, notice: null }) },
          { target: "submitting", actions: assign({ error: null, notice: null }) },
        ],
        "code.request": { guard: "codeLoginOffered", target: "requestingCode", actions: assign({ error: null }) },
        "reset.open": { target: "reset", actions: assign({ error: null, notice: null }) },
      },
    },
    reset: {
      on: {
        "reset.done": {
          target: "idle",
          actions: assign({
            form: ({ context, event }) => ({ email: event.email || context.form.email, password: "" }),
            notice: ({ event }) => (event.changed ? "passwordChanged" : null),
            codeLogin: false,
          }),
        },
      },
    },
    // A user login first ends a partner session of this browser; a failure does not stop it.
    endingPartner: {
      tags: ["busy"],
      invoke: { id: "partnerLogout", src: "partnerLogout", onDone: "submitting", onError: "submitting" },
    },
    submitting: {
      tags: ["busy"],
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => ({ email: context.form.email.trim(), password: context.form.password }),
        onDone: { target: "done", actions: { type: "loggedIn", params: ({ event }) => ({ user: event.output.user }) } },
        onError: [
          {
            // The address is right but was never verified: straight to the code boxes.
            guard: { type: "unverified", params: ({ event }) => ({ error: event.error }) },
            target: "code",
            actions: assign({
              code: ({ context, event }) => {
                const body = event.error instanceof ApiError ? event.error.body : null;
                return {
                  email: typeof body?.email === "string" ? body.email : context.form.email.trim(),
                  otpExpiresAt: numberField(event.error, "otpExpiresAt"),
                  purpose: "verify" as const,
                };
              },
            }),
          },
          {
            guard: { type: "locked", params: ({ event }) => ({ error: event.error }) },
            target: "idle",
            actions: assign({
              error: ({ event }) => ({
                kind: "locked",
                minutes: lockedMinutes(numberField(event.error, "retryAfter")),
              }),
              codeLogin: ({ event }) => event.error instanceof ApiError && event.error.body?.codeLogin === true,
            }),
          },
          {
            target: "idle",
            actions: assign({ error: ({ event }) => failure(event.error, "somethingWrong", true), codeLogin: false }),
          },
        ],
      },
    },
    requestingCode: {
      tags: ["busy"],
      invoke: {
        id: "loginCode",
        src: "loginCode",
        input: ({ context }) => ({ email: context.form.email.trim() }),
        onDone: {
          target: "code",
          actions: assign({
            code: ({ event }) => ({
              email: event.output.email,
              otpExpiresAt: event.output.otpExpiresAt,
              purpose: "signIn" as const,
            }),
          }),
        },
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => failure(event.error, "somethingWrong", true) }),
        },
      },
    },
    code: {
      tags: ["code"],
      invoke: {
        id: "code",
        src: "code",
        input: ({ context }) => ({
          email: context.code?.email ?? context.form.email.trim(),
          otpExpiresAt: context.code?.otpExpiresAt ?? null,
        }),
        onDone: { target: "done", actions: { type: "loggedIn", params: ({ event }) => ({ user: event.output.user }) } },
      },
    },
    done: { type: "final" },
  },
});

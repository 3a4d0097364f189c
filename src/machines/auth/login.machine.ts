// The login form of the login/register modal: both fields required ('Please fill in all
// fields.'); a stored partner session is ended first (specification §4); then the login call.
// What a login means to the app (session, toast, navigation) is the injected `loggedIn`.
import { assign, setup } from "xstate";
import type { User } from "../../shared/accounts";
import type { LoginInput } from "../../shared/auth";
import { loginCall, partnerLogoutCall } from "./actors";
import { type AuthMessage, failure } from "./messages";

export type LoginField = keyof LoginInput;

export type LoginEvent =
  | { type: "field.change"; field: LoginField; value: string }
  /** `partnerStored`: this browser remembers a partner session (localStorage `partner`). */
  | { type: "submit"; partnerStored?: boolean };

export const loginMachine = setup({
  types: {
    context: {} as { form: LoginInput; error: AuthMessage | null },
    events: {} as LoginEvent,
  },
  actors: { login: loginCall, partnerLogout: partnerLogoutCall },
  actions: {
    loggedIn: (_, _params: { user: User }) => {},
  },
  guards: {
    fieldMissing: ({ context }) => context.form.email.trim() === "" || context.form.password === "",
    hasStoredPartner: ({ event }) => event.type === "submit" && event.partnerStored === true,
  },
}).createMachine({
  id: "login",
  context: { form: { email: "", password: "" }, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "field.change": {
          actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }),
        },
        submit: [
          { guard: "fieldMissing", actions: assign({ error: { kind: "key", key: "fillAll" } }) },
          { guard: "hasStoredPartner", target: "endingPartner", actions: assign({ error: null }) },
          { target: "submitting", actions: assign({ error: null }) },
        ],
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
        onError: {
          target: "idle",
          actions: assign({ error: ({ event }) => failure(event.error, "somethingWrong", true) }),
        },
      },
    },
    done: { type: "final" },
  },
});

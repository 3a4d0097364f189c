// Registration: the form needs first name, e-mail and password ('Please fill in all fields.');
// on 201 the code stage (./code.machine.ts) starts with the server's otpExpiresAt, and a
// verified code logs the new user in.
import { assign, setup } from "xstate";
import type { User } from "../../shared/accounts";
import type { RegisterInput } from "../../shared/auth";
import { registerCall } from "./actors";
import { codeMachine } from "./code.machine";
import { type AuthMessage, failure } from "./messages";

export { formatCountdown, OTP_LENGTH, OTP_TTL_SECONDS, secondsLeft } from "./code.machine";

type RegistrationField = keyof RegisterInput;

type RegistrationEvent = { type: "field.change"; field: RegistrationField; value: string } | { type: "submit" };

interface RegistrationContext {
  form: Required<RegisterInput>;
  email: string;
  /** The server's expiry of the code it sent (epoch ms). */
  otpExpiresAt: number | null;
  error: AuthMessage | null;
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: { register: registerCall, code: codeMachine },
  actions: {
    loggedIn: (_, _params: { user: User }) => {},
  },
  guards: {
    fieldMissing: ({ context }) =>
      context.form.firstName.trim() === "" || context.form.email.trim() === "" || context.form.password === "",
  },
}).createMachine({
  id: "registration",
  context: {
    form: { firstName: "", lastName: "", email: "", password: "" },
    email: "",
    otpExpiresAt: null,
    error: null,
  },
  initial: "form",
  states: {
    form: {
      on: {
        "field.change": {
          actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }),
        },
        submit: [
          { guard: "fieldMissing", actions: assign({ error: { kind: "key", key: "fillAll" } }) },
          { target: "registering", actions: assign({ error: null }) },
        ],
      },
    },
    registering: {
      tags: ["busy"],
      invoke: {
        id: "register",
        src: "register",
        input: ({ context }) => ({ ...context.form, email: context.form.email.trim() }),
        onDone: {
          target: "otp",
          actions: assign({
            email: ({ event }) => event.output.email,
            otpExpiresAt: ({ event }) => event.output.otpExpiresAt,
          }),
        },
        onError: {
          target: "form",
          actions: assign({ error: ({ event }) => failure(event.error, "registrationError", true) }),
        },
      },
    },
    otp: {
      invoke: {
        id: "code",
        src: "code",
        input: ({ context }) => ({ email: context.email, otpExpiresAt: context.otpExpiresAt }),
        onDone: {
          target: "done",
          actions: { type: "loggedIn", params: ({ event }) => ({ user: event.output.user }) },
        },
      },
    },
    done: { type: "final" },
  },
});

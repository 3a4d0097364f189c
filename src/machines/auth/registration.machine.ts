// Registration and its one-time-code stage. The form needs first name, e-mail and password
// ('Please fill in all fields.'); on 201 the OTP stage starts a countdown from the server's
// otpExpiresAt (at most 300 s), one tick a second. At 0 the code is expired: the message shows,
// verifying is blocked, and 'Send a new code' asks the server for another. Six boxes hold
// one digit each; pasting six digits fills them all.
import { assign, raise, setup, stateIn } from "xstate";
import type { User } from "../../shared/accounts";
import type { RegisterInput } from "../../shared/auth";
import { registerCall, resendOtpCall, verifyOtpCall } from "./actors";
import { type AuthMessage, errorCode, failure } from "./messages";

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
const EMPTY_DIGITS = Array.from({ length: OTP_LENGTH }, () => "");

export type RegistrationField = keyof RegisterInput;

export type RegistrationEvent =
  | { type: "field.change"; field: RegistrationField; value: string }
  | { type: "submit" }
  | { type: "digit.set"; index: number; value: string }
  | { type: "digits.paste"; text: string }
  | { type: "verify" }
  | { type: "resend" }
  | { type: "otp.timeout" };

export interface RegistrationContext {
  form: Required<RegisterInput>;
  email: string;
  digits: string[];
  /** Seconds left on the countdown. */
  remaining: number;
  error: AuthMessage | null;
}

/** Seconds from now to the server's expiry; a clock too far off to trust gives the full TTL. */
export function secondsLeft(otpExpiresAt: number, now: number): number {
  const seconds = Math.round((otpExpiresAt - now) / 1000);
  return seconds > 0 && seconds <= OTP_TTL_SECONDS ? seconds : OTP_TTL_SECONDS;
}

/** mm:ss */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: { register: registerCall, verify: verifyOtpCall, resend: resendOtpCall },
  actions: {
    loggedIn: (_, _params: { user: User }) => {},
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
  },
  guards: {
    fieldMissing: ({ context }) =>
      context.form.firstName.trim() === "" || context.form.email.trim() === "" || context.form.password === "",
    codeComplete: ({ context }) => context.digits.every((d) => /^[0-9]$/.test(d)),
    lastSecond: ({ context }) => context.remaining <= 1,
    expiredOnServer: (_, params: { error: unknown }) => errorCode(params.error) === "otp_expired",
    needsNewCode: (_, params: { error: unknown }) => errorCode(params.error) === "otp_locked",
  },
  delays: {
    /** One countdown step. */
    second: 1000,
  },
}).createMachine({
  id: "registration",
  context: {
    form: { firstName: "", lastName: "", email: "", password: "" },
    email: "",
    digits: EMPTY_DIGITS,
    remaining: OTP_TTL_SECONDS,
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
            remaining: ({ event }) => secondsLeft(event.output.otpExpiresAt, Date.now()),
            digits: EMPTY_DIGITS,
          }),
        },
        onError: {
          target: "form",
          actions: assign({ error: ({ event }) => failure(event.error, "registrationError", true) }),
        },
      },
    },
    otp: {
      type: "parallel",
      states: {
        countdown: {
          initial: "running",
          states: {
            running: {
              after: {
                second: [
                  { guard: "lastSecond", target: "stopped", actions: ["tick", raise({ type: "otp.timeout" })] },
                  { target: "running", reenter: true, actions: "tick" },
                ],
              },
            },
            stopped: {},
          },
        },
        code: {
          initial: "entering",
          on: {
            "otp.timeout": { target: ".expired", actions: assign({ error: { kind: "key", key: "otpExpired" } }) },
          },
          states: {
            entering: {
              on: {
                "digit.set": {
                  guard: ({ event }) => event.index >= 0 && event.index < OTP_LENGTH && /^[0-9]?$/.test(event.value),
                  actions: assign({
                    digits: ({ context, event }) => context.digits.map((d, i) => (i === event.index ? event.value : d)),
                    error: null,
                  }),
                },
                "digits.paste": {
                  guard: ({ event }) => new RegExp(`^[0-9]{${OTP_LENGTH}}$`).test(event.text.replace(/\s/g, "")),
                  actions: assign({ digits: ({ event }) => event.text.replace(/\s/g, "").split(""), error: null }),
                },
                verify: { guard: "codeComplete", target: "verifying" },
                resend: "resending",
              },
            },
            verifying: {
              tags: ["busy"],
              invoke: {
                id: "verify",
                src: "verify",
                input: ({ context }) => ({ email: context.email, otp: context.digits.join("") }),
                onDone: {
                  target: "#registration.done",
                  actions: { type: "loggedIn", params: ({ event }) => ({ user: event.output.user }) },
                },
                onError: [
                  {
                    guard: { type: "expiredOnServer", params: ({ event }) => ({ error: event.error }) },
                    target: "expired",
                    actions: assign({ error: { kind: "key", key: "otpExpired" } }),
                  },
                  {
                    guard: { type: "needsNewCode", params: ({ event }) => ({ error: event.error }) },
                    target: "expired",
                    actions: assign({ error: ({ event }) => failure(event.error, "otpError", true) }),
                  },
                  {
                    target: "entering",
                    actions: assign({
                      error: ({ event }) => failure(event.error, "otpError", true),
                      digits: EMPTY_DIGITS,
                    }),
                  },
                ],
              },
            },
            // Expired or locked: the verify form is hidden until a new code arrives.
            expired: {
              tags: ["needsNewCode"],
              on: { resend: "resending" },
            },
            resending: {
              tags: ["busy"],
              invoke: {
                id: "resend",
                src: "resend",
                input: ({ context }) => ({ email: context.email }),
                onDone: {
                  target: "#registration.otp",
                  reenter: true,
                  actions: assign({
                    remaining: ({ event }) => secondsLeft(event.output.otpExpiresAt, Date.now()),
                    digits: EMPTY_DIGITS,
                    error: null,
                  }),
                },
                onError: [
                  {
                    // The code on screen still works (e.g. the 60-second cooldown answered).
                    guard: stateIn("#registration.otp.countdown.running"),
                    target: "entering",
                    actions: assign({ error: ({ event }) => failure(event.error, "otpError", true) }),
                  },
                  {
                    target: "expired",
                    actions: assign({ error: ({ event }) => failure(event.error, "otpError", true) }),
                  },
                ],
              },
            },
          },
        },
      },
    },
    done: { type: "final" },
  },
});

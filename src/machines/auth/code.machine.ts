// The six-box code stage, shared by registration, a login with an unverified e-mail and a login
// with a code sent by e-mail (after a lockout). The countdown reads the time on every tick and
// whenever the tab becomes visible again (`time.check`), so a sleeping laptop or a throttled
// background tab cannot show time left on a code that has expired: what is left is the local
// deadline minus now, never a count of ticks. At 0 the code is expired: the message shows,
// verifying is blocked, and 'Send a new code' asks the server for another. Without an expiry (a
// login with an unverified e-mail whose answer did not say when the code runs out) the boxes are
// there for the code already received, with no countdown, and 'Send a new code' is ready; the
// server says if that code has expired.
// Leaving the stage asks first (`leave.ask`): a code that was sent is lost with the dialog.
import { type AnyActorRef, assign, or, raise, type SnapshotFrom, setup, stateIn } from "xstate";
import type { User } from "../../shared/accounts";
import { OTP } from "../../shared/auth";
import { ANY_DIGIT, normalizeDigits } from "../../shared/digits";
import { resendOtpCall, verifyOtpCall } from "./actors";
import { type AuthMessage, errorCode, failure } from "./messages";

export const OTP_LENGTH = OTP.length;
export const OTP_TTL_SECONDS = OTP.ttlSeconds;
const EMPTY_DIGITS = Array.from({ length: OTP_LENGTH }, () => "");
/** One digit as typed: Latin, Arabic-Indic or Eastern Arabic-Indic (kept so, read as Latin when sent). */
const isDigit = (d: string) => d.length === 1 && ANY_DIGIT.test(d);
/** A pasted code's digits as typed (spaces and direction marks dropped), or null when it is not a whole code. */
function pastedDigits(text: string): string[] | null {
  const digits = [...text.replace(/[\s\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")];
  return digits.length === OTP_LENGTH && digits.every(isDigit) ? digits : null;
}

interface CodeInput {
  email: string;
  /** The server's expiry (epoch ms); null when no code is known to be out. */
  otpExpiresAt: number | null;
}

type CodeEvent =
  | { type: "digit.set"; index: number; value: string }
  | { type: "digits.paste"; text: string }
  | { type: "verify" }
  | { type: "resend" }
  /** The tab became visible again: read the clock now, not at the next tick. */
  | { type: "time.check" }
  | { type: "leave.ask" }
  | { type: "leave.cancel" }
  | { type: "otp.timeout" };

interface CodeContext {
  email: string;
  /** When the code stops working, on this actor's clock (ms); null without a code. */
  deadline: number | null;
  /** Whole seconds left, rounded up. */
  remaining: number;
  digits: string[];
  error: AuthMessage | null;
  user: User | null;
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

/**
 * Now, on the actor's clock: the SimulatedClock of a test, the wall clock in the browser. The
 * system's clock is what runs the machine's delays, so both always agree.
 */
function clockNow(self: AnyActorRef): number {
  const clock = (self as { clock?: { now?: () => number } }).clock;
  return typeof clock?.now === "function" ? clock.now() : Date.now();
}

/** The local deadline of a code the server says expires at `otpExpiresAt`. */
function deadlineOf(otpExpiresAt: number | null, now: number): number | null {
  return otpExpiresAt === null ? null : now + secondsLeft(otpExpiresAt, now) * 1000;
}

const left = (deadline: number | null, now: number) =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

export const codeMachine = setup({
  types: {
    context: {} as CodeContext,
    input: {} as CodeInput,
    events: {} as CodeEvent,
    output: {} as { user: User },
  },
  actors: { verify: verifyOtpCall, resend: resendOtpCall },
  actions: {
    readClock: assign({ remaining: ({ context, self }) => left(context.deadline, clockNow(self)) }),
  },
  guards: {
    hasCode: ({ context }) => context.deadline !== null,
    noDeadline: ({ context }) => context.deadline === null,
    timeUp: ({ context }) => context.remaining <= 0,
    codeComplete: ({ context }) => context.digits.every(isDigit),
    expiredOnServer: (_, params: { error: unknown }) => errorCode(params.error) === "otp_expired",
    needsNewCode: (_, params: { error: unknown }) => errorCode(params.error) === "otp_locked",
  },
  delays: {
    /** How often the countdown on screen is brought up to date. */
    second: 1000,
  },
}).createMachine({
  id: "otpCode",
  context: ({ input, self }) => {
    const deadline = deadlineOf(input.otpExpiresAt, clockNow(self));
    return {
      email: input.email,
      deadline,
      remaining: left(deadline, clockNow(self)),
      digits: EMPTY_DIGITS,
      error: null,
      user: null,
    };
  },
  initial: "active",
  output: ({ context }) => ({ user: context.user as User }),
  states: {
    active: {
      type: "parallel",
      states: {
        countdown: {
          initial: "starting",
          states: {
            starting: { always: [{ guard: "hasCode", target: "running" }, { target: "stopped" }] },
            running: {
              // A tick and the tab shown again both read the clock; the time left decides.
              always: { guard: "timeUp", target: "stopped", actions: raise({ type: "otp.timeout" }) },
              after: { second: { target: "running", reenter: true, actions: "readClock" } },
              on: { "time.check": { target: "running", reenter: true, actions: "readClock" } },
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
                  guard: ({ event }) =>
                    event.index >= 0 && event.index < OTP_LENGTH && (event.value === "" || isDigit(event.value)),
                  actions: assign({
                    digits: ({ context, event }) => context.digits.map((d, i) => (i === event.index ? event.value : d)),
                    error: null,
                  }),
                },
                "digits.paste": {
                  guard: ({ event }) => pastedDigits(event.text) !== null,
                  actions: assign({ digits: ({ event }) => pastedDigits(event.text) ?? EMPTY_DIGITS, error: null }),
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
                input: ({ context }) => ({ email: context.email, otp: normalizeDigits(context.digits.join("")) }),
                onDone: { target: "#otpCode.done", actions: assign({ user: ({ event }) => event.output.user }) },
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
                  target: "#otpCode.active",
                  reenter: true,
                  actions: assign(({ event, self }) => {
                    const deadline = deadlineOf(event.output.otpExpiresAt, clockNow(self));
                    return {
                      deadline,
                      remaining: left(deadline, clockNow(self)),
                      digits: EMPTY_DIGITS,
                      error: null,
                    };
                  }),
                },
                onError: [
                  {
                    // The code on screen may still work (e.g. the 60-second cooldown answered).
                    guard: or([stateIn("#otpCode.active.countdown.running"), "noDeadline"]),
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
        // Closing the dialog at this stage asks first; the view closes it on 'Leave'.
        leaving: {
          initial: "staying",
          states: {
            staying: { on: { "leave.ask": "asking" } },
            asking: { tags: ["confirmLeave"], on: { "leave.cancel": "staying" } },
          },
        },
      },
    },
    done: { type: "final" },
  },
});

// Selectors: what the code stage reads, beside the machine, so the view never names a state.
type CodeSnapshot = SnapshotFrom<typeof codeMachine>;
export const isVerifying = (s: CodeSnapshot) => s.matches({ active: { code: "verifying" } });
export const isResending = (s: CodeSnapshot) => s.matches({ active: { code: "resending" } });
/** No code was sent yet (the stage opened on a locked login, before 'Send a code'). */
export const neverSent = (s: CodeSnapshot) => s.context.deadline === null;

// Forgot password (docs/api.md, "Forgot password"), from the login dialog or from the page of the
// e-mailed link:
//   email → requesting → code → verifying → password → saving → done
//   link (the page of the e-mailed link: its button, never the page load) → opening → password …
// The server answers every address alike, so the code step always follows a well-formed request.
// A wrong code stays on the code step with the server's message (tries left, or "open the link");
// "send again" mails the same code and link while they are valid. A used-up or expired link ends in
// `invalid`; a page without a token in `missing`; a reset token that ran out in `expired`. A
// password the policy refuses stays on the password step with the server's message at the field;
// from `expired`, `back` starts again at the address. `back` on the first step ends in `cancelled`
// (the dialog goes back to the login form). The output says whether the password changed, and the
// address, so the login form can show both. The page of the link starts in `email`, which passes
// straight on to `link` (or `missing`) while the machine holds a link's token.
import { assign, setup } from "xstate";
import { normalizeDigits } from "../../shared/digits";
import { type AuthMessage, errorCode, failure } from "./messages";
import { resetCompleteCall, resetLinkCall, resetRequestCall, resetVerifyCall } from "./reset/actors";

interface PasswordResetInput {
  /** The login form's address, to start from. */
  email?: string;
  /** The page of the e-mailed link: its token (null when the address had none). */
  link?: { token: string | null };
}

/** A message of the stage: the auth flows' kinds, or its own (the texts of the passwordReset namespace). */
export type ResetMessage = AuthMessage | { kind: "reset"; key: "codeIncomplete" };

type PasswordResetField = "email" | "code" | "password";

type PasswordResetEvent =
  | { type: "field.change"; field: PasswordResetField; value: string }
  | { type: "submit" }
  | { type: "resend" }
  | { type: "back" };

interface PasswordResetContext {
  email: string;
  code: string;
  password: string;
  /** The e-mailed link's token (link page only). */
  linkToken: string | null;
  /** The reset token a used code or link gave. */
  token: string | null;
  error: ResetMessage | null;
  /** The e-mail went out again (code step). */
  resent: boolean;
  changed: boolean;
}

interface PasswordResetOutput {
  changed: boolean;
  email: string;
}

const codeOf = (context: PasswordResetContext) => normalizeDigits(context.code).replace(/\s/g, "");

export const passwordResetMachine = setup({
  types: {
    input: {} as PasswordResetInput,
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    output: {} as PasswordResetOutput,
  },
  actors: { request: resetRequestCall, verify: resetVerifyCall, openLink: resetLinkCall, complete: resetCompleteCall },
  guards: {
    fromLink: ({ context }) => context.linkToken !== null,
    noToken: ({ context }) => context.linkToken === "",
    emailMissing: ({ context }) => context.email.trim() === "",
    // Any text: the server checks the code (a support trace replays it redacted).
    codeMissing: ({ context }) => codeOf(context) === "",
    passwordMissing: ({ context }) => context.password === "",
    linkInvalid: (_, params: { error: unknown }) => errorCode(params.error) === "reset_link_invalid",
    tokenExpired: (_, params: { error: unknown }) => errorCode(params.error) === "reset_expired",
  },
  actions: {
    setField: assign(({ context, event }) =>
      event.type === "field.change" ? { ...context, [event.field]: event.value, error: null } : context,
    ),
    clearError: assign({ error: null, resent: false }),
    failed: assign({ error: (_, params: { error: unknown }) => failure(params.error, "somethingWrong", true) }),
    codeFailed: assign({ error: (_, params: { error: unknown }) => failure(params.error, "otpError", true) }),
  },
}).createMachine({
  id: "passwordReset",
  context: ({ input }) => ({
    email: input.email ?? "",
    code: "",
    password: "",
    // "" for a link page without a token: `missing`.
    linkToken: input.link ? (input.link.token ?? "") : null,
    token: null,
    error: null,
    resent: false,
    changed: false,
  }),
  initial: "email",
  output: ({ context }) => ({ changed: context.changed, email: context.email.trim() }),
  states: {
    email: {
      // The page of the e-mailed link starts at its button (or says the address had no token).
      always: [
        { guard: "noToken", target: "missing" },
        { guard: "fromLink", target: "link" },
      ],
      on: {
        "field.change": { actions: "setField" },
        submit: [
          { guard: "emailMissing", actions: assign({ error: { kind: "key", key: "fillAll" } }) },
          { target: "requesting", actions: "clearError" },
        ],
        back: "cancelled",
      },
    },
    requesting: {
      tags: ["busy"],
      invoke: {
        id: "request",
        src: "request",
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: "code", actions: assign({ email: ({ event }) => event.output.email, code: "" }) },
        onError: { target: "email", actions: { type: "failed", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    code: {
      on: {
        "field.change": { actions: "setField" },
        submit: [
          {
            guard: "codeMissing",
            actions: assign({ error: { kind: "reset", key: "codeIncomplete" }, resent: false }),
          },
          { target: "verifying", actions: "clearError" },
        ],
        resend: { target: "resending", actions: "clearError" },
        back: { target: "email", actions: "clearError" },
      },
    },
    resending: {
      tags: ["busy"],
      invoke: {
        id: "resend",
        src: "request",
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: "code", actions: assign({ resent: true, code: "" }) },
        onError: { target: "code", actions: { type: "failed", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    verifying: {
      tags: ["busy"],
      invoke: {
        id: "verify",
        src: "verify",
        input: ({ context }) => ({ email: context.email.trim(), code: codeOf(context) }),
        onDone: { target: "password", actions: assign({ token: ({ event }) => event.output.token, code: "" }) },
        onError: { target: "code", actions: { type: "codeFailed", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    link: {
      on: { submit: { target: "opening", actions: "clearError" } },
    },
    opening: {
      tags: ["busy"],
      invoke: {
        id: "openLink",
        src: "openLink",
        input: ({ context }) => ({ token: context.linkToken ?? "" }),
        onDone: {
          target: "password",
          // The link is used up: a later `back` starts again from the address.
          actions: assign({
            token: ({ event }) => event.output.token,
            email: ({ event }) => event.output.email,
            linkToken: null,
          }),
        },
        onError: [
          { guard: { type: "linkInvalid", params: ({ event }) => ({ error: event.error }) }, target: "invalid" },
          { target: "link", actions: { type: "failed", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    password: {
      on: {
        "field.change": { actions: "setField" },
        submit: [
          { guard: "passwordMissing", actions: assign({ error: { kind: "key", key: "fillAll" } }) },
          { target: "saving", actions: "clearError" },
        ],
      },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "complete",
        src: "complete",
        input: ({ context }) => ({ token: context.token ?? "", password: context.password }),
        // Nothing secret is kept once the password is changed.
        onDone: { target: "done", actions: assign({ token: null, password: "", changed: true }) },
        onError: [
          { guard: { type: "tokenExpired", params: ({ event }) => ({ error: event.error }) }, target: "expired" },
          { target: "password", actions: { type: "failed", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    missing: { type: "final" },
    invalid: { type: "final" },
    // The reset token ran out: start again from the address.
    expired: {
      on: { back: { target: "email", actions: assign({ token: null, password: "", error: null }) } },
    },
    cancelled: { type: "final" },
    done: { type: "final" },
  },
});

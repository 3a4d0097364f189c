// Recorded support traces: each flow is run on its real machine with the server's answers
// stubbed, recorded by the app's flow recorder, and kept in tests/machines/traces/*.json (what
// 'Copy diagnostic' copies). The test checks the committed file is what the recorder makes today
// (UPDATE_TRACES=1 rewrites it), that it holds no secret, and that `npm run replay` reproduces
// every recorded state.
import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type AnyEventObject, type AnyStateMachine, createActor, fromPromise, SimulatedClock } from "xstate";
import { advanceTo, flowsOf, formatReplay, replayFlow } from "../../scripts/machines/replay";
import { ApiError } from "../../src/client/http";
import { accountMachine } from "../../src/machines/account/account.machine";
import { codeMachine } from "../../src/machines/auth/code.machine";
import { loginMachine } from "../../src/machines/auth/login.machine";
import { partnerSessionMachine } from "../../src/machines/auth/partnerSession.machine";
import { passwordResetMachine } from "../../src/machines/auth/passwordReset.machine";
import { registrationMachine } from "../../src/machines/auth/registration.machine";
import { signInLinkMachine } from "../../src/machines/auth/signInLink.machine";
import { createFlowRecorder, type Diagnostic } from "../../src/machines/trace";

const DIR = join(import.meta.dir, "traces");
const START = Date.UTC(2026, 10, 22, 9, 0, 0);

interface Scenario {
  name: string;
  machine: AnyStateMachine;
  input?: unknown;
  /** Server answers by invoked actor name. */
  answers: Record<string, () => Promise<unknown>>;
  /** Steps: an event to send, or a pause in ms (the simulated clock moves on). */
  steps: (AnyEventObject | number)[];
  secrets: string[];
  finalState: unknown;
}

async function record(s: Scenario): Promise<Diagnostic> {
  const clock = new SimulatedClock();
  const recorder = createFlowRecorder([s.machine.id], { now: () => START + clock.now() });
  const actors = Object.fromEntries(Object.entries(s.answers).map(([name, answer]) => [name, fromPromise(answer)]));
  // The id the app's root actor gives its child, so the trace reads as one copied from the app.
  const actor = createActor(s.machine.provide({ actors }), {
    id: s.machine.id,
    clock,
    input: s.input as never,
    inspect: recorder.inspect,
  }).start();
  for (const step of s.steps) {
    if (typeof step === "number") advanceTo(clock, clock.now() + step);
    else actor.send(step);
    await new Promise((r) => setTimeout(r, 0));
  }
  actor.stop();
  return recorder.diagnostic();
}

const PARTNER_FIELDS = (securityKey1: string) => [
  { type: "field.change", field: "email", value: "partner@demo.rockets" },
  { type: "field.change", field: "partnerID", value: "PARTNER-001" },
  { type: "field.change", field: "securityKey1", value: securityKey1 },
  { type: "field.change", field: "securityKey2", value: "demo-key-two" },
  { type: "field.change", field: "password", value: "rockets-partner-demo" },
];

const REGISTRATION_FORM = [
  { type: "field.change", field: "firstName", value: "Rana" },
  { type: "field.change", field: "lastName", value: "Haddad" },
  { type: "field.change", field: "email", value: "rana@example.com" },
  { type: "field.change", field: "password", value: "a long enough passphrase" },
];
const registered = async () => ({
  message: "We sent a 6-digit code to your e-mail.",
  email: "rana@example.com",
  otpExpiresAt: START + 300_000,
});
// The code stage reads the time from its actor's clock, which starts at 0 in the recording.
const CODE_INPUT = { email: "rana@example.com", otpExpiresAt: 300_000 };
const typeCode = (code: string) => [
  ...[...code].map((value, index) => ({ type: "digit.set", index, value })),
  { type: "verify" },
];
/** Answers that change from call to call (the tries left going down). */
function inTurn(...answers: (() => Promise<unknown>)[]): () => Promise<unknown> {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
}
const wrongCode = (attemptsLeft: number) => async () => {
  throw new ApiError(400, { code: "otp_invalid", message: `Wrong code. ${attemptsLeft} tries left.`, attemptsLeft });
};

const LINK_TOKEN = "Zm9yLXRlc3RzLW9ubHktMzItYnl0ZXMtb2YtdG9rZW4x";
const RESET_TOKEN = "cmVzZXQtdG9rZW4tZm9yLXRlc3RzLW9ubHktMzItYnk";

const scenarios: Scenario[] = [
  {
    name: "registration-success",
    machine: registrationMachine,
    answers: { register: registered },
    steps: [...REGISTRATION_FORM, { type: "submit" }, 20_000],
    secrets: ["a long enough passphrase"],
    finalState: "otp",
  },
  {
    // The page of an e-mailed sign-in link: the button pressed, signed in.
    name: "sign-in-link-success",
    machine: signInLinkMachine,
    input: { token: LINK_TOKEN },
    answers: {
      signIn: async () => ({
        user: { id: "u1", firstName: "Rana", lastName: "Haddad", email: "rana@example.com", role: "user" },
      }),
    },
    steps: [3_000, { type: "submit" }],
    secrets: [LINK_TOKEN],
    finalState: "signedIn",
  },
  {
    // A link used before (or expired): the page says so and offers the login page.
    name: "sign-in-link-used",
    machine: signInLinkMachine,
    input: { token: LINK_TOKEN },
    answers: {
      signIn: async () => {
        throw new ApiError(400, {
          message: "This sign-in link has expired or was already used.",
          code: "link_invalid",
        });
      },
    },
    steps: [3_000, { type: "submit" }],
    secrets: [LINK_TOKEN],
    finalState: "invalid",
  },
  {
    // The page of a forgot-password e-mail's link: the button pressed, a new password refused by
    // the policy, then a good one saved.
    name: "password-reset-link-success",
    machine: passwordResetMachine,
    input: { link: { token: LINK_TOKEN } },
    answers: {
      openLink: async () => ({ token: RESET_TOKEN, expiresAt: START + 600_000, email: "rana@example.com" }),
      complete: inTurn(
        async () => {
          throw new ApiError(400, {
            code: "password_common",
            message: "This password is too common. Please choose another one.",
            field: "password",
          });
        },
        async () => ({ message: "Your password is changed. Please sign in with it.", email: "rana@example.com" }),
      ),
    },
    steps: [
      2_000,
      { type: "submit" },
      5_000,
      { type: "field.change", field: "password", value: "password123" },
      { type: "submit" },
      4_000,
      { type: "field.change", field: "password", value: "a brand new passphrase" },
      { type: "submit" },
    ],
    secrets: [LINK_TOKEN, RESET_TOKEN, "password123", "a brand new passphrase"],
    finalState: "done",
  },
  {
    // The account page: a password change with a wrong current password, then the right one.
    name: "account-password-change",
    machine: accountMachine,
    answers: {
      load: async () => ({
        id: "u1",
        firstName: "Rana",
        lastName: "Haddad",
        email: "rana@example.com",
        role: "user",
        language: "ar",
        createdAt: START - 86_400_000,
      }),
      changePassword: inTurn(
        async () => {
          throw new ApiError(400, {
            message: "The current password is not right.",
            code: "wrong_password",
            field: "currentPassword",
          });
        },
        async () => ({ ok: true }),
      ),
    },
    steps: [
      2_000,
      { type: "password.change", field: "currentPassword", value: "my old passphrase" },
      { type: "password.change", field: "newPassword", value: "a brand new passphrase" },
      { type: "password.submit" },
      8_000,
      { type: "password.change", field: "currentPassword", value: "my real old passphrase" },
      { type: "password.submit" },
    ],
    secrets: ["my old passphrase", "my real old passphrase", "a brand new passphrase"],
    finalState: { ready: "idle" },
  },
  {
    // From the login dialog: the address, a wrong code, the right one.
    name: "password-reset-wrong-code",
    machine: passwordResetMachine,
    input: { email: "rana@example.com" },
    answers: {
      request: async () => ({ message: "sent", email: "rana@example.com", expiresAt: START + 300_000 }),
      verify: inTurn(wrongCode(4), async () => ({
        token: RESET_TOKEN,
        expiresAt: START + 600_000,
        email: "rana@example.com",
      })),
    },
    steps: [
      { type: "submit" },
      20_000,
      { type: "field.change", field: "code", value: "111111" },
      { type: "submit" },
      5_000,
      { type: "field.change", field: "code", value: "482913" },
      { type: "submit" },
    ],
    secrets: ["111111", "482913", RESET_TOKEN],
    finalState: "password",
  },
  {
    // The code stage after registration: pasted and verified.
    name: "code-verified",
    machine: codeMachine,
    input: CODE_INPUT,
    answers: {
      verify: async () => ({
        user: { id: "u1", firstName: "Rana", lastName: "Haddad", email: "rana@example.com", role: "user" },
      }),
    },
    steps: [20_000, { type: "digits.paste", text: "482913" }, { type: "verify" }],
    secrets: ["482913"],
    finalState: "done",
  },
  {
    name: "code-expired",
    machine: codeMachine,
    input: CODE_INPUT,
    answers: {},
    steps: [30_000, { type: "digit.set", index: 0, value: "7" }, 270_000],
    secrets: [],
    finalState: { active: { countdown: "stopped", code: "expired", leaving: "staying" } },
  },
  {
    name: "code-locked",
    machine: codeMachine,
    input: CODE_INPUT,
    answers: {
      verify: inTurn(wrongCode(4), wrongCode(3), wrongCode(2), wrongCode(1), async () => {
        throw new ApiError(429, { code: "otp_locked", message: "Too many wrong codes. Ask for a new one." });
      }),
    },
    steps: ["111111", "222222", "333333", "444444", "555555"].flatMap((code) => [5_000, ...typeCode(code)]),
    secrets: ["111111", "555555"],
    finalState: { active: { countdown: "running", code: "expired", leaving: "staying" } },
  },
  {
    name: "login-wrong-password",
    machine: loginMachine,
    answers: {
      login: async () => {
        throw new ApiError(401, { code: "invalid_credentials", message: "Invalid email or password." });
      },
    },
    steps: [
      { type: "field.change", field: "email", value: "user@demo.rockets" },
      { type: "field.change", field: "password", value: "not-the-password" },
      2_000,
      { type: "submit" },
    ],
    secrets: ["not-the-password"],
    finalState: "idle",
  },
  {
    name: "partner-wrong-key",
    machine: partnerSessionMachine,
    input: { storedPartner: null },
    answers: {
      login: async () => {
        throw new ApiError(401, {
          code: "invalid_credentials",
          message: "Login failed.Please check your credentials.",
        });
      },
    },
    steps: [
      { type: "partner.checked", partner: null },
      4_000,
      ...PARTNER_FIELDS("demo-key-1"),
      1_500,
      { type: "submit" },
    ],
    secrets: ["demo-key-1", "demo-key-two", "rockets-partner-demo"],
    finalState: "loggedOut",
  },
];

describe.each(scenarios)("$name", (s) => {
  const file = join(DIR, `${s.name}.json`);

  test("the committed trace is what the flow recorder makes, and holds no secret", async () => {
    const text = `${JSON.stringify(await record(s), null, 2)}\n`;
    for (const secret of s.secrets) expect(text).not.toContain(secret);
    if (process.env.UPDATE_TRACES || !existsSync(file)) writeFileSync(file, text);
    expect(readFileSync(file, "utf8")).toBe(text);
  });

  test("the replay reproduces every recorded state", () => {
    const [flow] = flowsOf(JSON.parse(readFileSync(file, "utf8")));
    const result = replayFlow(s.machine, flow!);
    expect(result.error).toBeUndefined();
    expect(result.mismatches).toBe(0);
    expect(result.steps.at(-1)!.state).toEqual(s.finalState);
    const text = formatReplay(flow!, result);
    for (const secret of s.secrets) expect(text).not.toContain(secret);
  });
});

test("npm run replay prints each step with its state and redacted context", () => {
  const proc = Bun.spawnSync([process.execPath, "scripts/replay.ts", join(DIR, "partner-wrong-key.json")], {
    cwd: join(import.meta.dir, "../.."),
  });
  const out = proc.stdout.toString();
  expect(proc.exitCode).toBe(0);
  expect(out).toContain("flow partnerSession");
  expect(out).toContain('event field.change {"field":"securityKey1","value":"[redacted]"}');
  expect(out).toContain("event xstate.error.actor.login");
  expect(out).toContain('"error":{"kind":"server","message":"Login failed.Please check your credentials."}');
  expect(out).toContain("0 differing from the recording");
  expect(out).not.toContain("demo-key-1");
});

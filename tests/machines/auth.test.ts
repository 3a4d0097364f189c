// The auth machines on a simulated clock with stubbed calls: the code stage's countdown read from
// the clock (300-second expiry, a clock that jumps, a tab whose timers were throttled), paste,
// login with a stored partner, the unverified and locked-out logins that lead to the code stage,
// and the messages of the error catalogue.
import { expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { ApiError } from "../../src/client/http";
import type { CodeActor } from "../../src/machines/auth/actorsTypes";
import { codeMachine, formatCountdown, secondsLeft } from "../../src/machines/auth/code.machine";
import { lockedMinutes, loginMachine } from "../../src/machines/auth/login.machine";
import { registrationMachine } from "../../src/machines/auth/registration.machine";
import type { User } from "../../src/shared/accounts";

/** Moves the simulated clock a second at a time, as a running tab's timers do. */
function advance(clock: SimulatedClock, ms: number) {
  for (let t = 0; t < ms; t += 1000) clock.increment(1000);
}

const USER: User = { id: "u1", firstName: "Rana", lastName: "", email: "rana@example.com", role: "user" };
const wrongCode = new ApiError(400, { message: "The code is not correct.", code: "otp_invalid", attemptsLeft: 4 });

const codeActors = (clock: { now(): number }) => ({
  verify: fromPromise(async ({ input }: { input: { email: string; otp: string } }) => {
    if (input.otp !== "123456") throw wrongCode;
    return { user: USER };
  }),
  resend: fromPromise(async (_: { input: { email: string } }) => ({
    message: "again",
    otpExpiresAt: clock.now() + 300_000,
  })),
});

function codeStage(clock: SimulatedClock, otpExpiresAt: number | null = clock.now() + 300_000) {
  return createActor(codeMachine.provide({ actors: codeActors(clock) }), {
    clock,
    input: { email: USER.email, otpExpiresAt },
  }).start();
}

test("the code expires after 300 s on the simulated clock; verifying is then blocked", async () => {
  const clock = new SimulatedClock();
  const actor = codeStage(clock);
  expect(actor.getSnapshot().context.remaining).toBe(300);
  advance(clock, 299_000);
  expect(actor.getSnapshot().context.remaining).toBe(1);
  expect(actor.getSnapshot().hasTag("needsNewCode")).toBe(false);
  actor.send({ type: "digits.paste", text: "123456" });
  expect(actor.getSnapshot().can({ type: "verify" })).toBe(true);
  advance(clock, 1_000);
  const expired = actor.getSnapshot();
  expect(expired.context.remaining).toBe(0);
  expect(expired.hasTag("needsNewCode")).toBe(true);
  expect(expired.context.error).toEqual({ kind: "key", key: "otpExpired" });
  expect(expired.can({ type: "verify" })).toBe(false);
  // A new code restarts the countdown at 300 s.
  actor.send({ type: "resend" });
  await waitFor(actor, (s) => s.matches({ active: { code: "entering" } }));
  expect(actor.getSnapshot().context.remaining).toBe(300);
  advance(clock, 60_000);
  expect(formatCountdown(actor.getSnapshot().context.remaining)).toBe("04:00");
});

test("a clock jump (lid closed): the next tick shows what is really left, not one second less", () => {
  const clock = new SimulatedClock();
  const actor = codeStage(clock);
  advance(clock, 10_000);
  expect(actor.getSnapshot().context.remaining).toBe(290);
  // 200 s pass while only one timer fires (a tick-counting countdown would read 289).
  clock.increment(200_000);
  expect(actor.getSnapshot().context.remaining).toBe(90);
  expect(actor.getSnapshot().hasTag("needsNewCode")).toBe(false);
  // Past the expiry: expired at once, with the message.
  clock.increment(120_000);
  expect(actor.getSnapshot().context.remaining).toBe(0);
  expect(actor.getSnapshot().hasTag("needsNewCode")).toBe(true);
  expect(actor.getSnapshot().context.error).toEqual({ kind: "key", key: "otpExpired" });
});

test("a background tab whose timers never fired: showing it again (time.check) reads the clock", () => {
  // A clock whose timers are held back, as a throttled or frozen tab's are.
  let now = 1_000_000;
  const frozen = { setTimeout: () => 0, clearTimeout: () => {}, now: () => now };
  const actor = createActor(codeMachine.provide({ actors: codeActors(frozen) }), {
    clock: frozen as never,
    input: { email: USER.email, otpExpiresAt: now + 300_000 },
  }).start();
  now += 120_000;
  expect(actor.getSnapshot().context.remaining).toBe(300);
  actor.send({ type: "time.check" });
  expect(actor.getSnapshot().context.remaining).toBe(180);
  now += 400_000;
  actor.send({ type: "time.check" });
  expect(actor.getSnapshot().hasTag("needsNewCode")).toBe(true);
  expect(actor.getSnapshot().context.error).toEqual({ kind: "key", key: "otpExpired" });
});

test("a wrong code keeps the boxes with the server's message; the right one ends the stage with the user", async () => {
  const actor = codeStage(new SimulatedClock());
  for (const [index, value] of [..."654321"].entries()) actor.send({ type: "digit.set", index, value });
  actor.send({ type: "verify" });
  await waitFor(actor, (s) => s.matches({ active: { code: "entering" } }) && s.context.error !== null);
  expect(actor.getSnapshot().context.error).toEqual({ kind: "server", text: "The code is not correct." });
  expect(actor.getSnapshot().context.digits).toEqual(["", "", "", "", "", ""]);
  actor.send({ type: "digit.set", index: 0, value: "x" });
  expect(actor.getSnapshot().context.digits[0]).toBe("");
  actor.send({ type: "digits.paste", text: "12 34 56" });
  actor.send({ type: "verify" });
  await waitFor(actor, (s) => s.status === "done");
  expect(actor.getSnapshot().output).toEqual({ user: USER });
});

test("a code typed or pasted in Arabic-Indic digits: the boxes keep them as typed, the server gets Latin ones", async () => {
  const sent: string[] = [];
  const actor = createActor(
    codeMachine.provide({
      actors: {
        ...codeActors(new SimulatedClock()),
        verify: fromPromise(async ({ input }: { input: { email: string; otp: string } }) => {
          sent.push(input.otp);
          if (input.otp !== "123456") throw wrongCode;
          return { user: USER };
        }),
      },
    }),
    { clock: new SimulatedClock(), input: { email: USER.email, otpExpiresAt: null } },
  ).start();
  for (const [index, value] of [..."٦٥٤۳۲1"].entries()) actor.send({ type: "digit.set", index, value });
  expect(actor.getSnapshot().context.digits).toEqual(["٦", "٥", "٤", "۳", "۲", "1"]);
  actor.send({ type: "digit.set", index: 0, value: "ا" });
  expect(actor.getSnapshot().context.digits[0]).toBe("٦");
  actor.send({ type: "verify" });
  await waitFor(actor, (s) => s.matches({ active: { code: "entering" } }) && s.context.error !== null);
  expect(sent).toEqual(["654321"]);
  actor.send({ type: "digits.paste", text: "\u200f١٢ ٣٤ ٥٦" });
  expect(actor.getSnapshot().context.digits).toEqual([..."١٢٣٤٥٦"]);
  actor.send({ type: "digits.paste", text: "١٢٣٤٥" });
  expect(actor.getSnapshot().context.digits).toEqual([..."١٢٣٤٥٦"]);
  actor.send({ type: "verify" });
  await waitFor(actor, (s) => s.status === "done");
  expect(sent).toEqual(["654321", "123456"]);
  expect(actor.getSnapshot().output).toEqual({ user: USER });
});

test("without a known expiry: the boxes for the code already received, no countdown, 'Send a new code' ready", async () => {
  const clock = new SimulatedClock();
  const actor = codeStage(clock, null);
  expect(actor.getSnapshot().matches({ active: { code: "entering", countdown: "stopped" } })).toBe(true);
  expect(actor.getSnapshot().context.error).toBeNull();
  expect(actor.getSnapshot().can({ type: "resend" })).toBe(true);
  advance(clock, 600_000);
  expect(actor.getSnapshot().hasTag("needsNewCode")).toBe(false);
  actor.send({ type: "resend" });
  await waitFor(actor, (s) => s.matches({ active: { code: "entering", countdown: "running" } }));
  expect(actor.getSnapshot().context.remaining).toBe(300);
});

test("leaving the code stage asks first; 'stay' keeps everything", () => {
  const actor = codeStage(new SimulatedClock());
  actor.send({ type: "digit.set", index: 0, value: "4" });
  actor.send({ type: "leave.ask" });
  expect(actor.getSnapshot().hasTag("confirmLeave")).toBe(true);
  actor.send({ type: "leave.cancel" });
  expect(actor.getSnapshot().hasTag("confirmLeave")).toBe(false);
  expect(actor.getSnapshot().context.digits[0]).toBe("4");
});

test("registration: the code stage starts from the server's expiry and a verified code logs in", async () => {
  const clock = new SimulatedClock();
  const loggedIn: User[] = [];
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        register: fromPromise(async () => ({
          message: "sent",
          email: USER.email,
          otpExpiresAt: clock.now() + 120_000,
        })),
        code: codeMachine.provide({ actors: codeActors(clock) }),
      },
      actions: { loggedIn: (_, { user }) => loggedIn.push(user) },
    }),
    { clock },
  ).start();
  for (const [field, value] of [
    ["firstName", "Rana"],
    ["email", USER.email],
    ["password", "a long passphrase"],
  ] as const)
    actor.send({ type: "field.change", field, value });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("otp"));
  const code = actor.getSnapshot().children.code as CodeActor;
  expect(code.getSnapshot().context.remaining).toBe(120);
  code.send({ type: "digits.paste", text: "123456" });
  code.send({ type: "verify" });
  await waitFor(actor, (s) => s.status === "done");
  expect(loggedIn).toEqual([USER]);
});

test("countdown helpers: mm:ss, and an untrustworthy clock gives the full 300 s", () => {
  expect(formatCountdown(300)).toBe("05:00");
  expect(formatCountdown(59)).toBe("00:59");
  expect(secondsLeft(1_000_000 + 120_000, 1_000_000)).toBe(120);
  expect(secondsLeft(0, 1_000_000)).toBe(300);
  expect(secondsLeft(1_000_000 + 3_600_000, 1_000_000)).toBe(300);
});

test("login: empty fields, the server's message, a network error, then success after ending a partner", async () => {
  const calls: string[] = [];
  let answer: "wrong" | "offline" | "ok" = "wrong";
  const loggedIn: User[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        partnerLogout: fromPromise<unknown>(async () => {
          calls.push("partnerLogout");
          return {};
        }),
        login: fromPromise(async () => {
          calls.push("login");
          if (answer === "wrong") throw new ApiError(401, { message: "Invalid e-mail or password.", code: "x" });
          if (answer === "offline") throw new ApiError(0, null);
          return { user: USER };
        }),
      },
      actions: { loggedIn: (_, { user }) => loggedIn.push(user) },
    }),
  ).start();
  actor.send({ type: "submit" });
  expect(actor.getSnapshot().context.error).toEqual({ kind: "key", key: "fillAll" });
  actor.send({ type: "field.change", field: "email", value: USER.email });
  actor.send({ type: "field.change", field: "password", value: "pw" });
  actor.send({ type: "submit" });
  expect(actor.getSnapshot().hasTag("busy")).toBe(true);
  await waitFor(actor, (s) => s.matches("idle"));
  expect(actor.getSnapshot().context.error).toEqual({ kind: "server", text: "Invalid e-mail or password." });
  expect(actor.getSnapshot().can({ type: "code.request" })).toBe(false);
  answer = "offline";
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("idle"));
  expect(actor.getSnapshot().context.error).toEqual({ kind: "key", key: "network" });
  answer = "ok";
  actor.send({ type: "submit", partnerStored: true });
  await waitFor(actor, (s) => s.status === "done");
  expect(calls).toEqual(["login", "login", "partnerLogout", "login"]);
  expect(loggedIn).toEqual([USER]);
});

function loginWith(loginError: ApiError, clock = new SimulatedClock(), loggedIn: User[] = []) {
  const calls: string[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        login: fromPromise<{ user: User }, { email: string; password: string }>(async () => {
          calls.push("login");
          throw loginError;
        }),
        loginCode: fromPromise(async ({ input }: { input: { email: string } }) => {
          calls.push(`loginCode ${input.email}`);
          return { email: input.email, otpExpiresAt: clock.now() + 300_000 };
        }),
        code: codeMachine.provide({ actors: codeActors(clock) }),
      },
      actions: { loggedIn: (_, { user }) => loggedIn.push(user) },
    }),
    { clock },
  ).start();
  actor.send({ type: "field.change", field: "email", value: ` ${USER.email} ` });
  actor.send({ type: "field.change", field: "password", value: "pw" });
  actor.send({ type: "submit" });
  return { actor, calls };
}

test("an unverified e-mail leads straight to the code stage, counting down from the code that is out", async () => {
  const clock = new SimulatedClock();
  const loggedIn: User[] = [];
  const { actor } = loginWith(
    new ApiError(403, {
      message: "Please verify your e-mail.",
      code: "email_unverified",
      email: USER.email,
      otpExpiresAt: clock.now() + 200_000,
    }),
    clock,
    loggedIn,
  );
  await waitFor(actor, (s) => s.matches("code"));
  expect(actor.getSnapshot().context.code).toEqual({
    email: USER.email,
    otpExpiresAt: 200_000,
    purpose: "verify",
  });
  const code = actor.getSnapshot().children.code as CodeActor;
  expect(code.getSnapshot().context.remaining).toBe(200);
  expect(code.getSnapshot().hasTag("needsNewCode")).toBe(false);
  code.send({ type: "digits.paste", text: "123456" });
  code.send({ type: "verify" });
  await waitFor(actor, (s) => s.status === "done");
  expect(loggedIn).toEqual([USER]);
});

test("an unverified e-mail without a code's expiry: the code stage, with 'Send a new code' ready", async () => {
  const { actor } = loginWith(new ApiError(403, { message: "Please verify your e-mail.", code: "email_unverified" }));
  await waitFor(actor, (s) => s.matches("code"));
  const code = actor.getSnapshot().children.code as CodeActor;
  expect(code.getSnapshot().context.email).toBe(USER.email);
  expect(code.getSnapshot().context.deadline).toBeNull();
  expect(code.getSnapshot().can({ type: "resend" })).toBe(true);
});

test("a lockout reads in minutes and offers a sign-in code by e-mail, which then signs in", async () => {
  const clock = new SimulatedClock();
  const loggedIn: User[] = [];
  const { actor, calls } = loginWith(
    new ApiError(429, { message: "Too many", code: "login_locked", retryAfter: 872, codeLogin: true }),
    clock,
    loggedIn,
  );
  await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null);
  expect(actor.getSnapshot().context.error).toEqual({ kind: "locked", minutes: 15 });
  expect(actor.getSnapshot().can({ type: "code.request" })).toBe(true);
  actor.send({ type: "code.request" });
  await waitFor(actor, (s) => s.matches("code"));
  expect(calls).toEqual(["login", `loginCode ${USER.email}`]);
  expect(actor.getSnapshot().context.code?.purpose).toBe("signIn");
  const code = actor.getSnapshot().children.code as CodeActor;
  expect(code.getSnapshot().context.remaining).toBe(300);
  code.send({ type: "digits.paste", text: "123456" });
  code.send({ type: "verify" });
  await waitFor(actor, (s) => s.status === "done");
  expect(loggedIn).toEqual([USER]);
});

test("a lockout without codeLogin offers no code; the wait is at least a minute", async () => {
  const { actor } = loginWith(new ApiError(429, { message: "Too many", code: "login_locked", retryAfter: 20 }));
  await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null);
  expect(actor.getSnapshot().context.error).toEqual({ kind: "locked", minutes: 1 });
  expect(actor.getSnapshot().can({ type: "code.request" })).toBe(false);
  expect(lockedMinutes(null)).toBe(1);
  expect(lockedMinutes(900)).toBe(15);
  expect(lockedMinutes(901)).toBe(16);
});

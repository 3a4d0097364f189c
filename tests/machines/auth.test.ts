// The auth machines on a simulated clock with stubbed calls: the 300-second code expiry, the
// countdown, paste, login with a stored partner, and the messages of the error catalogue.
import { expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock, waitFor } from "xstate";
import { ApiError } from "../../src/machines/api";
import { loginMachine } from "../../src/machines/auth/login.machine";
import { formatCountdown, registrationMachine, secondsLeft } from "../../src/machines/auth/registration.machine";
import type { User } from "../../src/shared/accounts";

/** Moves the simulated clock a second at a time, as the countdown's timers need. */
function advance(clock: SimulatedClock, ms: number) {
  for (let t = 0; t < ms; t += 1000) clock.increment(1000);
}

const USER: User = { id: "u1", firstName: "Rana", lastName: "", email: "rana@example.com", role: "user" };

function registration(clock: SimulatedClock, loggedIn: User[] = []) {
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise(async () => ({ message: "sent", email: USER.email, otpExpiresAt: Date.now() + 300_000 })),
      verify: fromPromise(async ({ input }: { input: { email: string; otp: string } }) => {
        if (input.otp !== "123456")
          throw new ApiError(400, { message: "The code is not correct.", code: "otp_invalid" });
        return { user: USER };
      }),
      resend: fromPromise(async () => ({ message: "again", otpExpiresAt: Date.now() + 300_000 })),
    },
    actions: { loggedIn: (_, { user }) => loggedIn.push(user) },
  });
  const actor = createActor(machine, { clock }).start();
  actor.send({ type: "field.change", field: "firstName", value: "Rana" });
  actor.send({ type: "field.change", field: "email", value: USER.email });
  actor.send({ type: "field.change", field: "password", value: "a long passphrase" });
  return actor;
}

test("the code expires after 300 s on the simulated clock; verifying is then blocked", async () => {
  const clock = new SimulatedClock();
  const actor = registration(clock);
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("otp"));
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
  await waitFor(actor, (s) => s.matches({ otp: { code: "entering" } }));
  expect(actor.getSnapshot().context.remaining).toBe(300);
  advance(clock, 60_000);
  expect(formatCountdown(actor.getSnapshot().context.remaining)).toBe("04:00");
});

test("a wrong code keeps the form with the server's message; the right one logs in", async () => {
  const loggedIn: User[] = [];
  const actor = registration(new SimulatedClock(), loggedIn);
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("otp"));
  for (const [index, value] of [..."654321"].entries()) actor.send({ type: "digit.set", index, value });
  actor.send({ type: "verify" });
  await waitFor(actor, (s) => s.matches({ otp: { code: "entering" } }) && s.context.error !== null);
  expect(actor.getSnapshot().context.error).toEqual({ kind: "server", text: "The code is not correct." });
  expect(actor.getSnapshot().context.digits).toEqual(["", "", "", "", "", ""]);
  actor.send({ type: "digit.set", index: 0, value: "x" });
  expect(actor.getSnapshot().context.digits[0]).toBe("");
  actor.send({ type: "digits.paste", text: "12 34 56" });
  actor.send({ type: "verify" });
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

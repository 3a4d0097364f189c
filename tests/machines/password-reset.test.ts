// The forgot-password machine with the server's answers stubbed: what it sends, where each answer
// leads, what it hands back to the login form.
import { expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/client/http";
import { loginMachine } from "../../src/machines/auth/login.machine";
import { passwordResetMachine } from "../../src/machines/auth/passwordReset.machine";

const TOKEN = "cmVzZXQtdG9rZW4tZm9yLXRlc3RzLW9ubHktMzItYnk";

test("from the dialog: address, code in Arabic-Indic digits, new password; the output says it changed", async () => {
  const calls: Record<string, unknown[]> = { request: [], verify: [], complete: [] };
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        request: fromPromise(async ({ input }) => {
          calls.request!.push(input);
          return { message: "sent", email: "rana@example.com", expiresAt: 0 };
        }),
        verify: fromPromise(async ({ input }) => {
          calls.verify!.push(input);
          return { token: TOKEN, expiresAt: 0, email: "rana@example.com" };
        }),
        complete: fromPromise(async ({ input }) => {
          calls.complete!.push(input);
          return { message: "changed", email: "rana@example.com" };
        }),
      },
    }),
    { input: { email: " Rana@example.com " } },
  ).start();
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("code"));
  expect(calls.request).toEqual([{ email: "Rana@example.com" }]);
  actor.send({ type: "submit" });
  expect(actor.getSnapshot().context.error).toEqual({ kind: "reset", key: "codeIncomplete" });
  actor.send({ type: "field.change", field: "code", value: "٤٨٢ ٩١٣" });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("password"));
  expect(calls.verify).toEqual([{ email: "rana@example.com", code: "482913" }]);
  actor.send({ type: "field.change", field: "password", value: "a brand new passphrase" });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.status === "done");
  expect(calls.complete).toEqual([{ token: TOKEN, password: "a brand new passphrase" }]);
  expect(actor.getSnapshot().output).toEqual({ changed: true, email: "rana@example.com" });
  expect(actor.getSnapshot().context.password).toBe("");
});

test("the link page: nothing is posted before the button; a used link ends in `invalid`", async () => {
  let posted = 0;
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        openLink: fromPromise<{ token: string; expiresAt: number; email: string }, { token: string }>(async () => {
          posted++;
          throw new ApiError(400, { message: "used", code: "reset_link_invalid" });
        }),
      },
    }),
    { input: { link: { token: TOKEN } } },
  ).start();
  expect(actor.getSnapshot().value).toBe("link");
  await Bun.sleep(5);
  expect(posted).toBe(0);
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("invalid"));
  expect(posted).toBe(1);
  expect(
    createActor(passwordResetMachine, { input: { link: { token: null } } })
      .start()
      .getSnapshot().value,
  ).toBe("missing");
});

test("a refused password stays on its step with the message at the field; a run-out token starts again", async () => {
  const answers = [
    new ApiError(400, { message: "Too short", code: "password_too_short", field: "password" }),
    new ApiError(400, { message: "ran out", code: "reset_expired" }),
  ];
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        openLink: fromPromise(async () => ({ token: TOKEN, expiresAt: 0, email: "rana@example.com" })),
        complete: fromPromise<{ message: string; email: string }, { token: string; password: string }>(async () => {
          throw answers.shift();
        }),
      },
    }),
    { input: { link: { token: TOKEN } } },
  ).start();
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("password"));
  actor.send({ type: "field.change", field: "password", value: "short" });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("password") && s.context.error !== null);
  expect(actor.getSnapshot().context.error).toEqual({ kind: "server", text: "Too short", field: "password" });
  actor.send({ type: "submit" });
  await waitFor(actor, (s) => s.matches("expired"));
  actor.send({ type: "back" });
  // The link is used up: the page starts again from the address, not at the button.
  expect(actor.getSnapshot().value).toBe("email");
  expect(actor.getSnapshot().context.email).toBe("rana@example.com");
});

test("the login form: 'Forgot password?' and back, with the address and the notice", () => {
  const login = createActor(loginMachine).start();
  login.send({ type: "field.change", field: "password", value: "old" });
  login.send({ type: "reset.open" });
  expect(login.getSnapshot().value).toBe("reset");
  login.send({ type: "submit" });
  expect(login.getSnapshot().value).toBe("reset");
  login.send({ type: "reset.done", changed: true, email: "rana@example.com" });
  expect(login.getSnapshot().value).toBe("idle");
  expect(login.getSnapshot().context).toMatchObject({
    notice: "passwordChanged",
    form: { email: "rana@example.com", password: "" },
  });
});

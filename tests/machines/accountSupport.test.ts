// The account support machine: look-up, one action at a time, errors kept for the view.
import { expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { ApiError } from "../../src/client/http";
import { accountSupportMachine } from "../../src/machines/admin/accountSupport.machine";
import type { SupportAccount, SupportAction } from "../../src/shared/support";

const account = (sessions: number): SupportAccount => ({
  user: {
    id: "u1",
    email: "user@demo.rockets",
    firstName: "U",
    lastName: "",
    role: "user",
    verified: true,
    createdAt: 0,
  },
  status: { failedLogins: 0, loginLocked: false, loginRetryAfter: 0, code: null, sessions },
  events: [],
});

function start(lookup: (email: string) => Promise<SupportAccount>) {
  const calls: { action: SupportAction; userId: string }[] = [];
  const done: SupportAction[] = [];
  const actor = createActor(
    accountSupportMachine.provide({
      actors: {
        lookup: fromPromise(({ input }: { input: { email: string } }) => lookup(input.email)),
        act: fromPromise(async ({ input }: { input: { action: SupportAction; userId: string } }) => {
          calls.push(input);
          if (input.action === "send-code") throw new ApiError(409, { code: "already_verified", message: "" });
          return account(0);
        }),
      },
      actions: { actionDone: (_, { action }) => done.push(action) },
    }),
  ).start();
  return { actor, calls, done };
}

test("an empty e-mail searches nothing; a found user can be acted on", async () => {
  const seen: string[] = [];
  const { actor, calls, done } = start(async (email) => {
    seen.push(email);
    return account(2);
  });
  actor.send({ type: "search" });
  expect(actor.getSnapshot().value).toBe("idle");
  actor.send({ type: "email.change", email: "  user@demo.rockets " });
  actor.send({ type: "search" });
  await waitFor(actor, (s) => s.matches("found"));
  expect(seen).toEqual(["user@demo.rockets"]);
  expect(actor.getSnapshot().context.account?.status.sessions).toBe(2);

  actor.send({ type: "act", action: "end-sessions" });
  expect(actor.getSnapshot().hasTag("busy")).toBe(true);
  expect(actor.getSnapshot().can({ type: "act", action: "clear-lockout" })).toBe(false);
  await waitFor(actor, (s) => s.matches({ found: "ready" }));
  expect(calls).toEqual([{ action: "end-sessions", userId: "u1" }]);
  expect(done).toEqual(["end-sessions"]);
  expect(actor.getSnapshot().context.account?.status.sessions).toBe(0);

  // A verified account needs no code: the machine refuses before any call.
  expect(actor.getSnapshot().can({ type: "act", action: "send-code" })).toBe(false);
  actor.send({ type: "act", action: "send-code" });
  expect(calls).toHaveLength(1);
});

test("a failed action keeps its error code for the view", async () => {
  const { actor, done } = start(async () => ({ ...account(1), user: { ...account(1).user, verified: false } }));
  actor.send({ type: "email.change", email: "new@demo.rockets" });
  actor.send({ type: "search" });
  await waitFor(actor, (s) => s.matches("found"));
  actor.send({ type: "act", action: "send-code" });
  await waitFor(actor, (s) => s.matches({ found: "ready" }));
  expect(actor.getSnapshot().context.error).toEqual({ code: "already_verified", message: "" });
  expect(done).toEqual([]);
});

test("an unknown e-mail leaves the error code and no account", async () => {
  const { actor } = start(async () => {
    throw new ApiError(404, { code: "user_not_found", message: "" });
  });
  actor.send({ type: "email.change", email: "nobody@demo.rockets" });
  actor.send({ type: "search" });
  await waitFor(actor, (s) => s.matches("idle") && s.context.error !== null);
  expect(actor.getSnapshot().context).toMatchObject({ account: null, error: { code: "user_not_found", message: "" } });
});

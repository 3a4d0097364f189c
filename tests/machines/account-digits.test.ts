// The account page's deletion code typed in Arabic-Indic digits (src/shared/digits.ts): the code
// is complete when its six digits are, in any script, and is sent with Latin digits.
import { expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { accountMachine } from "../../src/machines/account/account.machine";
import type { Account, DeleteAccountInput } from "../../src/shared/account-page";

test("a deletion code in Arabic-Indic digits can be sent, and is sent as Latin digits", async () => {
  const sent: DeleteAccountInput[] = [];
  const actor = createActor(
    accountMachine.provide({
      actors: {
        load: fromPromise(async () => ({ email: "rana@example.com", firstName: "Rana", lastName: "" }) as Account),
        deleteAccount: fromPromise<unknown, DeleteAccountInput>(async ({ input }) => {
          sent.push(input);
          return {};
        }),
      },
      actions: { leave: () => {} },
    }),
  ).start();
  await waitFor(actor, (s) => !s.hasTag("loading"));
  actor.send({ type: "remove.mode", mode: "code" });
  actor.send({ type: "remove.change", field: "code", value: "١٢٣ ۴۵" });
  actor.send({ type: "remove.request" });
  expect(actor.getSnapshot().matches({ ready: "confirmingRemoval" })).toBe(false);
  actor.send({ type: "remove.change", field: "code", value: "١٢٣ ۴۵٦" });
  actor.send({ type: "remove.request" });
  expect(actor.getSnapshot().matches({ ready: "confirmingRemoval" })).toBe(true);
  actor.send({ type: "remove.confirm" });
  await waitFor(actor, () => sent.length > 0);
  expect(sent).toEqual([{ code: "123456" }]);
});

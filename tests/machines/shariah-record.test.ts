// The ticker page's Shariah record machine: loads the symbol's record once, keeps it, and a
// failure can be retried.
import { expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { shariahRecordMachine } from "../../src/machines/fundamentals/shariahRecord.machine";
import type { ShariahHistoryResponse } from "../../src/shared/shariah-history";

const RECORD: ShariahHistoryResponse = {
  symbol: "2222.SR",
  quarters: [
    {
      quarter: "2026Q3",
      status: "compliant",
      ratios: {
        debt: { value: 30, threshold: 30, passes: true },
        deposits: { value: 2, threshold: 30, passes: true },
        income: { value: 1, threshold: 5, passes: true },
        receivables: { value: 3, threshold: 49, passes: true },
      },
    },
  ],
  alerts: [],
};

test("a failure, a retry, then the record for the symbol asked", async () => {
  const asked: string[] = [];
  let fail = true;
  const actor = createActor(
    shariahRecordMachine.provide({
      actors: {
        fetchShariahRecord: fromPromise(async ({ input }: { input: { symbol: string } }) => {
          asked.push(input.symbol);
          if (fail) throw new Error("offline");
          return RECORD;
        }),
      },
    }),
    { input: { symbol: "2222.SR" } },
  ).start();
  await waitFor(actor, (s) => s.matches("failed"));
  expect(actor.getSnapshot().context.record).toBeNull();
  fail = false;
  actor.send({ type: "retry" });
  expect(actor.getSnapshot().hasTag("loading")).toBe(true);
  await waitFor(actor, (s) => s.matches("ready"));
  expect(actor.getSnapshot().context.record).toEqual(RECORD);
  expect(asked).toEqual(["2222.SR", "2222.SR"]);
  // A retry is only for a failure.
  actor.send({ type: "retry" });
  expect(actor.getSnapshot().matches("ready")).toBe(true);
});

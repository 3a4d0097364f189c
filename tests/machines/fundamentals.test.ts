// The fundamentals machines with their calls stood in for: a section loads for the chosen
// symbol and keeps its period toggle, and the Shariah card retries after a failure (the company
// search is the app's one, tests/machines/symbol-search.test.ts).
import { expect, test } from "bun:test";
import { createActor, fromPromise } from "xstate";
import { ApiError } from "../../src/client/http";
import type { ShariahResponse } from "../../src/machines/fundamentals/actors";
import { fundamentalsMachine } from "../../src/machines/fundamentals/fundamentals.machine";
import { shariahMachine } from "../../src/machines/fundamentals/shariah.machine";
import type { CompanyRef, FundamentalsSection, SectionResponse } from "../../src/shared/fundamentals";

const flush = () => new Promise((r) => setTimeout(r, 0));
const company: CompanyRef = {
  symbol: "1120.SR",
  name: "Al Rajhi",
  nameAr: "مصرف الراجحي",
  exchange: "Saudi",
  sector: "Financial Services",
  currency: "SAR",
};

test("a section waits for a symbol, loads it, and an unknown one is its own state", async () => {
  const asked: string[] = [];
  const actor = createActor(
    fundamentalsMachine.provide({
      actors: {
        fetchSection: fromPromise(async ({ input }: { input: { symbol: string; section: FundamentalsSection } }) => {
          asked.push(`${input.symbol}/${input.section}`);
          if (input.symbol === "NOPE") throw new ApiError(404, { message: "", code: "unknown_symbol" });
          return { section: "insider-activity", insiders: [], company, source: "sim", updatedAt: 0 } as SectionResponse;
        }),
      },
    }),
    { input: { section: "insider-activity" } },
  ).start();
  expect(actor.getSnapshot().value).toBe("empty");
  actor.send({ type: "period.select", period: "annual" });
  actor.send({ type: "symbol.select", symbol: "1120.SR" });
  await flush();
  expect(actor.getSnapshot().value).toBe("ready");
  expect(actor.getSnapshot().context.data?.company.symbol).toBe("1120.SR");
  // The same symbol again (a re-render) does not reload.
  actor.send({ type: "symbol.select", symbol: "1120.SR" });
  actor.send({ type: "symbol.select", symbol: "NOPE" });
  await flush();
  expect(actor.getSnapshot().value).toBe("notFound");
  expect(actor.getSnapshot().context.period).toBe("annual");
  expect(asked).toEqual(["1120.SR/insider-activity", "NOPE/insider-activity"]);
});

test("the Shariah card retries after a failure", async () => {
  let calls = 0;
  const actor = createActor(
    shariahMachine.provide({
      actors: {
        fetchShariah: fromPromise(async () => {
          calls++;
          if (calls === 1) throw new Error("offline");
          return { symbol: "AAPL" } as ShariahResponse;
        }),
      },
    }),
    { input: { symbol: "AAPL" } },
  ).start();
  await flush();
  expect(actor.getSnapshot().value).toBe("failed");
  actor.send({ type: "retry" });
  await flush();
  expect(actor.getSnapshot().value).toBe("ready");
});

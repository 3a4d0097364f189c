// The comparator machine: the address's choice loaded in one call, the person's changes written
// back to the address (and loaded when the address comes back), a sixth or a repeated symbol
// refused with a notice and nothing written, the server's message kept on failure, a retry,
// and no symbols: the empty state. The address schema keeps at most five valid symbols.
import { expect, test } from "bun:test";
import { createActor, fromPromise } from "xstate";
import { ApiError } from "../../src/client/http";
import { type Choice, comparatorMachine } from "../../src/machines/partnerHome/comparator.machine";
import { type CompareRange, type Comparison, rebase, validateComparatorSearch } from "../../src/shared/comparator";

const answer = (symbols: string[], range: CompareRange): Comparison => ({
  range,
  from: "2026-05-27",
  simulated: true,
  ts: 1,
  series: symbols.map((symbol) => ({
    symbol,
    name: symbol,
    exchange: "NASDAQ",
    currency: "USD",
    price: 10,
    changesPercentage: 1,
    closes: [
      { t: "2026-05-27", c: 8 },
      { t: "2026-11-27", c: 10 },
    ],
    figures: { pe: 20, pb: 3, evEbitda: 12, revenueGrowth: 5, epsGrowth: 6, dividendYield: 1, shariah: "compliant" },
  })),
});

function start(input: Partial<Choice>, fail: ApiError | null = null) {
  const asked: Choice[] = [];
  const written: Choice[] = [];
  let failNext = fail;
  const actor = createActor(
    comparatorMachine.provide({
      actors: {
        loadComparison: fromPromise(async ({ input: choice }: { input: Choice }) => {
          asked.push(choice);
          if (failNext) {
            const error = failNext;
            failNext = null;
            throw error;
          }
          return answer(choice.symbols, choice.range);
        }),
      },
      actions: { writeUrl: (_, next) => void written.push(next) },
    }),
    { input },
  ).start();
  return { actor, asked, written };
}

test("the address's choice is loaded in one call; no symbols is the empty state", async () => {
  const { actor, asked } = start({ symbols: ["AAPL", "2222.SR"], range: "6M" });
  await Bun.sleep(0);
  expect(asked).toEqual([{ symbols: ["AAPL", "2222.SR"], range: "6M" }]);
  expect(actor.getSnapshot().matches("ready")).toBe(true);
  expect(actor.getSnapshot().context.data?.series).toHaveLength(2);
  actor.stop();
  const empty = start({});
  expect(empty.actor.getSnapshot().matches("empty")).toBe(true);
  expect(empty.actor.getSnapshot().context.range).toBe("1Y");
  expect(empty.asked).toHaveLength(0);
  empty.actor.stop();
});

test("changes are written to the address, and loaded when the address reports them", async () => {
  const { actor, asked, written } = start({ symbols: ["AAPL"], range: "1Y" });
  await Bun.sleep(0);
  actor.send({ type: "symbol.add", symbol: "msft" });
  expect(written.at(-1)).toEqual({ symbols: ["AAPL", "MSFT"], range: "1Y" });
  // Nothing loads until the address says so.
  expect(asked).toHaveLength(1);
  actor.send({ type: "url.changed", symbols: ["AAPL", "MSFT"], range: "1Y" });
  await Bun.sleep(0);
  expect(asked.at(-1)).toEqual({ symbols: ["AAPL", "MSFT"], range: "1Y" });
  // The same address again is no new load.
  actor.send({ type: "url.changed", symbols: ["AAPL", "MSFT"], range: "1Y" });
  expect(asked).toHaveLength(2);
  actor.send({ type: "range.select", range: "YTD" });
  expect(written.at(-1)).toEqual({ symbols: ["AAPL", "MSFT"], range: "YTD" });
  actor.send({ type: "symbol.remove", symbol: "AAPL" });
  expect(written.at(-1)).toEqual({ symbols: ["MSFT"], range: "1Y" });
  actor.send({ type: "url.changed", symbols: [], range: "1Y" });
  expect(actor.getSnapshot().matches("empty")).toBe(true);
  expect(actor.getSnapshot().context.data).toBeNull();
  actor.stop();
});

test("a sixth symbol and a repeated one are refused with a notice, nothing written", async () => {
  const five = ["AAPL", "MSFT", "NVDA", "2222.SR", "1120.SR"];
  const { actor, written } = start({ symbols: five, range: "1Y" });
  await Bun.sleep(0);
  actor.send({ type: "symbol.add", symbol: "AMZN" });
  expect(actor.getSnapshot().context.notice).toEqual({ kind: "full" });
  actor.send({ type: "symbol.add", symbol: "aapl" });
  expect(actor.getSnapshot().context.notice).toEqual({ kind: "duplicate", symbol: "AAPL" });
  expect(written).toHaveLength(0);
  // Removing one clears the way and the notice.
  actor.send({ type: "symbol.remove", symbol: "NVDA" });
  expect(actor.getSnapshot().context.notice).toBeNull();
  expect(written.at(-1)?.symbols).toEqual(["AAPL", "MSFT", "2222.SR", "1120.SR"]);
  actor.stop();
});

test("a failure keeps the server's message; a retry loads again", async () => {
  const { actor, asked } = start(
    { symbols: ["NOPE"], range: "1Y" },
    new ApiError(404, { message: "Unknown symbol NOPE.", code: "unknown_symbol" }),
  );
  await Bun.sleep(0);
  expect(actor.getSnapshot().matches("failed")).toBe(true);
  expect(actor.getSnapshot().context.error).toBe("Unknown symbol NOPE.");
  actor.send({ type: "retry" });
  await Bun.sleep(0);
  expect(asked).toHaveLength(2);
  expect(actor.getSnapshot().matches("ready")).toBe(true);
  actor.stop();
});

test("the address schema keeps up to five valid, unique symbols and a known range", () => {
  expect(
    validateComparatorSearch({ symbols: "aapl, MSFT,aapl,bad symbol,NVDA,AMZN,2222.SR,1120.SR", range: "6M" }),
  ).toEqual({
    symbols: "AAPL,MSFT,NVDA,AMZN,2222.SR",
    range: "6M",
  });
  expect(validateComparatorSearch({ symbols: 5, range: "2Y" })).toEqual({});
  expect(validateComparatorSearch({})).toEqual({});
});

test("rebase: each series starts at 100", () => {
  expect(
    rebase([
      { t: "a", c: 8 },
      { t: "b", c: 10 },
      { t: "c", c: 6 },
    ]),
  ).toEqual([
    { t: "a", v: 100 },
    { t: "b", v: 125 },
    { t: "c", v: 75 },
  ]);
  expect(rebase([{ t: "a", c: 0 }])).toEqual([]);
});

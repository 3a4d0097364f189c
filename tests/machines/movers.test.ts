// The Rocket Movers machine: first read, a refresh every few seconds while the market is open and
// every minute while it is not, a retry after a failure that keeps the rows, and a new read at
// once for another market or kind.
import { expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../src/client/http";
import { isFirstLoad, isMarketOpen, moverRows, moversMachine } from "../../src/machines/dashboard/movers.machine";
import type { SessionState } from "../../src/shared/market";
import type { MoverKind, MoversResponse } from "../../src/shared/movers";

const answer = (market: "US" | "SA", kind: MoverKind, state: SessionState, symbol: string): MoversResponse => ({
  market,
  kind,
  ts: 1,
  session: { market, state, opensAt: "2026-11-23T14:30:00.000Z", closesAt: "2026-11-23T21:00:00.000Z" },
  rows: [
    {
      symbol,
      name: symbol,
      currency: market === "SA" ? "SAR" : "USD",
      price: 10,
      change: -1,
      changesPercentage: -9.09,
      volume: 1000,
      avgVolume: 500,
      value: 10_000,
      relativeVolume: 2,
    },
  ],
});

function start(answers: (MoversResponse | Error)[]) {
  const asked: { market: string; kind: string }[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    moversMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { market: "US" | "SA"; kind: MoverKind } }) => {
          asked.push(input);
          const next = answers[asked.length - 1];
          if (!next) throw new Error("no more answers");
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, asked };
}

test("reads at once, every 5 s while the market is open, every minute while it is closed", async () => {
  const { actor, clock, asked } = start([
    answer("US", "losers", "open", "AAA"),
    answer("US", "losers", "closed", "BBB"),
    answer("US", "losers", "open", "CCC"),
  ]);
  expect(isFirstLoad(actor.getSnapshot())).toBe(true);
  await Bun.sleep(0);
  expect(asked).toEqual([{ market: "US", kind: "losers" }]);
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["AAA"]);
  expect(isMarketOpen(actor.getSnapshot())).toBe(true);
  clock.increment(4_999);
  expect(asked).toHaveLength(1);
  clock.increment(1);
  await Bun.sleep(0);
  expect(asked).toHaveLength(2);
  expect(isMarketOpen(actor.getSnapshot())).toBe(false);
  clock.increment(59_999);
  expect(asked).toHaveLength(2);
  clock.increment(1);
  await Bun.sleep(0);
  expect(asked).toHaveLength(3);
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["CCC"]);
  actor.stop();
});

test("a failed read keeps the rows and tries again after 10 s", async () => {
  const { actor, clock, asked } = start([
    answer("US", "losers", "open", "AAA"),
    new ApiError(0, null),
    answer("US", "losers", "open", "BBB"),
  ]);
  await Bun.sleep(0);
  clock.increment(5_000);
  await Bun.sleep(0);
  expect(actor.getSnapshot().value).toBe("failed");
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["AAA"]);
  clock.increment(10_000);
  await Bun.sleep(0);
  expect(asked).toHaveLength(3);
  expect(actor.getSnapshot().value).toBe("ready");
  expect(actor.getSnapshot().context.failed).toBe(false);
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["BBB"]);
  actor.stop();
});

test("another market or kind clears the rows and reads at once; the same one changes nothing", async () => {
  const { actor, asked } = start([
    answer("US", "losers", "open", "AAA"),
    answer("SA", "losers", "open", "2222.SR"),
    answer("SA", "unusual", "open", "1120.SR"),
  ]);
  await Bun.sleep(0);
  actor.send({ type: "market.set", market: "US" });
  expect(asked).toHaveLength(1);
  actor.send({ type: "market.set", market: "SA" });
  expect(moverRows(actor.getSnapshot())).toEqual([]);
  await Bun.sleep(0);
  expect(asked.at(-1)).toEqual({ market: "SA", kind: "losers" });
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["2222.SR"]);
  actor.send({ type: "kind.set", kind: "unusual" });
  await Bun.sleep(0);
  expect(asked.at(-1)).toEqual({ market: "SA", kind: "unusual" });
  expect(actor.getSnapshot().context.kind).toBe("unusual");
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["1120.SR"]);
  actor.stop();
});

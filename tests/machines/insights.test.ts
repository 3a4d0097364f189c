// The insight machine on a live actor with a controllable fetcher and a simulated clock: the
// first load, a live reload that keeps the shown data until the new one is in, the other
// market, a failure with retry, and the session toast on 401.
import { expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../src/client/http";
import { INSIGHT_REFRESH_MS, insightMachine } from "../../src/machines/insights/insight.machine";
import type { InsightMarket } from "../../src/shared/insights";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(live: boolean) {
  const calls: InsightMarket[] = [];
  let answer: (market: InsightMarket) => Promise<unknown> = async (market) => ({ market, n: calls.length });
  const events: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    insightMachine.provide({
      actors: {
        load: fromPromise<unknown, { market: InsightMarket }>(({ input }) => {
          calls.push(input.market);
          return answer(input.market);
        }),
      },
      actions: {
        logFailure: () => events.push("logged"),
      },
    }),
    { input: { live }, clock },
  );
  actor.start();
  return { actor, calls, events, clock, setAnswer: (f: typeof answer) => (answer = f) };
}

test("loads, reloads live every few seconds keeping the data, switches market", async () => {
  const h = harness(true);
  await flush();
  expect(h.actor.getSnapshot().value).toBe("ready");
  expect(h.actor.getSnapshot().context.data).toEqual({ market: "US", n: 1 });
  h.clock.increment(INSIGHT_REFRESH_MS);
  expect(h.actor.getSnapshot().value).toBe("refreshing");
  // The old data stays on screen while the new one loads.
  expect(h.actor.getSnapshot().context.data).toEqual({ market: "US", n: 1 });
  await flush();
  expect(h.actor.getSnapshot().context.data).toEqual({ market: "US", n: 2 });
  h.actor.send({ type: "market.select", market: "SA" });
  expect(h.actor.getSnapshot().context.data).toBeNull();
  await flush();
  expect(h.calls).toEqual(["US", "US", "SA"]);
  // The same market again is no reload.
  h.actor.send({ type: "market.select", market: "SA" });
  expect(h.calls).toHaveLength(3);
});

test("not live: no reload; a failure offers a retry; 401 shows the session toast", async () => {
  const h = harness(false);
  await flush();
  h.clock.increment(INSIGHT_REFRESH_MS * 3);
  expect(h.calls).toHaveLength(1);
  h.setAnswer(async () => {
    throw new ApiError(500, null);
  });
  h.actor.send({ type: "market.select", market: "SA" });
  await flush();
  expect(h.actor.getSnapshot().value).toBe("failed");
  expect(h.events).toEqual(["logged"]);
  h.setAnswer(async () => {
    throw new ApiError(401, { message: "", code: "unauthenticated" });
  });
  h.actor.send({ type: "retry" });
  await flush();
  // A 401 is the session machines' to tell (src/machines/guards.ts): not logged, no retry loop.
  expect(h.actor.getSnapshot().value).toBe("failed");
  expect(h.events).toEqual(["logged"]);
  h.setAnswer(async (market) => ({ market }));
  h.actor.send({ type: "retry" });
  await flush();
  expect(h.actor.getSnapshot().context).toMatchObject({ market: "SA", data: { market: "SA" }, failed: false });
});

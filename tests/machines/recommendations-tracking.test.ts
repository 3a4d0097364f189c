// The recommendations list keeps what the server computed about each one (tracking: price now,
// change since, outcome) for the cards, on load and for a newly published one.
import { expect, test } from "bun:test";
import { createActor, fromPromise, waitFor } from "xstate";
import { recommendationsMachine } from "../../src/machines/admin/recommendations.machine";
import type { Recommendation } from "../../src/shared/recommendation";

const base = {
  symbol: "AAPL",
  entries: [190, 189, 188, 187] as [number, number, number, number],
  targets: [200, 210, 220, 230, 240] as [number, number, number, number, number],
  targetColors: ["none", "none", "none", "none", "none"] as Recommendation["targetColors"],
  stopLoss: 180,
};
const hit: Recommendation = {
  ...base,
  id: "r1",
  createdAt: 1,
  tracking: {
    currency: "USD",
    price: 201.5,
    referencePrice: 190,
    changePercent: 6.05,
    target: 200,
    status: "target",
    day: "2026-11-20",
    timeZone: "America/New_York",
  },
};
const untracked: Recommendation = { ...base, symbol: "ZZZZ", id: "r0", createdAt: 0, tracking: null };

test("loaded items keep their tracking; a published one is prepended with its own", async () => {
  const actor = createActor(
    recommendationsMachine.provide({
      actors: { load: fromPromise(async () => ({ recommendations: [hit, untracked] })) as never },
    }),
    { input: { scope: "work" } },
  ).start();
  await waitFor(actor, (s) => s.matches("ready"));
  expect(actor.getSnapshot().context.items.map((r) => r.tracking)).toEqual([hit.tracking, null]);
  const fresh: Recommendation = {
    ...base,
    id: "r2",
    createdAt: 2,
    tracking: { ...hit.tracking!, status: "open", day: undefined, changePercent: 0 },
  };
  actor.send({ type: "added", recommendation: fresh });
  expect(actor.getSnapshot().context.items[0]?.tracking?.status).toBe("open");
});

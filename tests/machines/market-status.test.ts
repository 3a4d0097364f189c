// The market-status machine: first answer, a refresh every minute, a retry after a failure
// that keeps the last answer; selectors for the badge and the sessions line.
import { expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../src/client/http";
import {
  isDemoClock,
  isLiveData,
  isSimulated,
  marketStatusMachine,
  sessionOf,
} from "../../src/machines/market/marketStatus.machine";
import type { MarketStatus } from "../../src/shared/market";

const feed = { source: "yahoo", delayMinutes: 0, lastPriceAt: Date.UTC(2026, 10, 23, 15), live: true } as const;
const status = (simulated: boolean, us: "open" | "closed", clock: MarketStatus["clock"] = "real"): MarketStatus => ({
  provider: simulated ? "sim" : "yahoo",
  simulated,
  live: !simulated,
  clock,
  markets: [
    { market: "US", state: us, opensAt: "2026-11-23T14:30:00.000Z", closesAt: "2026-11-23T21:00:00.000Z", ...feed },
    {
      market: "SA",
      state: "closed",
      opensAt: "2026-11-24T07:00:00.000Z",
      closesAt: "2026-11-24T12:00:00.000Z",
      ...feed,
    },
  ],
});

test("loads, refreshes every minute, retries after a failure and keeps the last answer", async () => {
  const answers: (MarketStatus | Error)[] = [status(true, "closed"), new ApiError(0, null), status(true, "open")];
  let calls = 0;
  const clock = new SimulatedClock();
  const actor = createActor(
    marketStatusMachine.provide({
      actors: {
        fetchStatus: fromPromise(async () => {
          const next = answers[calls++]!;
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    }),
    { clock },
  ).start();
  expect(isSimulated(actor.getSnapshot())).toBe(false);
  await Bun.sleep(0);
  expect(actor.getSnapshot().value).toBe("ready");
  expect(isSimulated(actor.getSnapshot())).toBe(true);
  expect(sessionOf(actor.getSnapshot(), "US")).toBe("closed");
  clock.increment(59_999);
  expect(calls).toBe(1);
  clock.increment(1);
  await Bun.sleep(0);
  expect(calls).toBe(2);
  expect(actor.getSnapshot().value).toBe("failed");
  expect(sessionOf(actor.getSnapshot(), "US")).toBe("closed");
  clock.increment(15_000);
  await Bun.sleep(0);
  expect(calls).toBe(3);
  expect(sessionOf(actor.getSnapshot(), "US")).toBe("open");
  actor.stop();
});

test("real data shows no badge", () => {
  expect(isSimulated({ context: { status: status(false, "open") } })).toBe(false);
  expect(sessionOf({ context: { status: null } }, "SA")).toBeNull();
});

test("selectors: live data only when the server says so; the demo clock named", () => {
  const snap = (status: MarketStatus | null) => ({ context: { status } });
  expect(isLiveData(snap(null))).toBe(false);
  expect(isLiveData(snap(status(true, "open")))).toBe(false);
  expect(isLiveData(snap(status(false, "open")))).toBe(true);
  expect(isDemoClock(snap(status(true, "open")))).toBe(false);
  expect(isDemoClock(snap(status(true, "open", "always-open")))).toBe(true);
});

// The market engine's pace (src/server/market/engine.ts, start()): the next update is due an
// interval after the last one began, so updates that take part of the interval (the provider's
// work and the fan-out to the sockets) do not stretch the pace; one that outlasts the interval
// is followed at once, never overlapped. On Bun's fake timers (setTimeout, Date and
// performance.now), so the gaps are exact and the test takes no time.
import { afterEach, beforeEach, expect, jest, test } from "bun:test";
import { Market } from "../../src/server/market/engine";
import { MarketState } from "../../src/server/market/state";
import { buildUniverse } from "../../src/server/market/universe";
import type { MarketProvider } from "../../src/server/providers/provider";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A provider whose update takes `workMs` of the (fake) clock. */
function provider(intervalMs: number, workMs: number) {
  const starts: number[] = [];
  let running = 0;
  let overlapped = false;
  const p: MarketProvider = {
    name: "sim",
    state: new MarketState(buildUniverse(0).slice(0, 20)),
    calendars: {
      earnings: async () => [],
      dividends: async () => [],
      ipos: async () => [],
      splits: async () => [],
    },
    intervalMs,
    init: async () => {},
    update: async () => {
      starts.push(performance.now());
      if (running++) overlapped = true;
      await new Promise((done) => setTimeout(done, workMs));
      running--;
      p.state.version++;
    },
    stop: () => {},
  };
  return { p, starts, running: () => running, overlapped: () => overlapped };
}

/** Fires the fake timers one at a time, each followed by everything it set off (its awaits run
 * to the next timer; setImmediate is not faked), until `done` or `limit` timers. */
async function runTimers(done: () => boolean, limit = 200): Promise<void> {
  for (let i = 0; i < limit && !done(); i++) {
    jest.advanceTimersToNextTimer();
    await new Promise<void>((resume) => setImmediate(resume));
  }
}

const gaps = (starts: number[]) => starts.slice(1).map((t, k) => t - starts[k]!);

test("updates that take 60% of the interval keep one update an interval", async () => {
  const { p, starts, overlapped } = provider(200, 120);
  const market = new Market(p, Date.now);
  const t0 = performance.now();
  market.start();
  await runTimers(() => starts.length >= 8);
  market.pause();
  // The first an interval after start, then one every interval between starts (a pace measured
  // from each update's end would be 320 ms).
  expect(starts[0]! - t0).toBe(200);
  expect(gaps(starts)).toEqual(Array(7).fill(200));
  expect(overlapped()).toBe(false);
});

test("an update that outlasts the interval is followed at once, without overlap", async () => {
  const { p, starts, running, overlapped } = provider(100, 180);
  const market = new Market(p, Date.now);
  market.start();
  await runTimers(() => starts.length >= 8);
  market.pause();
  // Each starts as the one before ends: 180 ms apart, plus at most the 1 ms a setTimeout(…, 0)
  // waits; never sooner.
  for (const gap of gaps(starts)) {
    expect(gap).toBeGreaterThanOrEqual(180);
    expect(gap).toBeLessThanOrEqual(181);
  }
  expect(overlapped()).toBe(false);
  // Paused: the update under way ends, and none follows.
  await runTimers(() => false, 10);
  expect(running()).toBe(0);
  expect(starts).toHaveLength(8);
});

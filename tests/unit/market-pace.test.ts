// The market engine's pace (src/server/market/engine.ts, start()): the next update is due an
// interval after the last one began, so updates that take part of the interval (the provider's
// work and the fan-out to the sockets) do not stretch the pace; one that outlasts the interval
// is followed at once, never overlapped.
import { expect, test } from "bun:test";
import { Market } from "../../src/server/market/engine";
import { MarketState } from "../../src/server/market/state";
import { buildUniverse } from "../../src/server/market/universe";
import type { MarketProvider } from "../../src/server/providers/provider";

function provider(intervalMs: number, workMs: () => number) {
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
      await Bun.sleep(workMs());
      running--;
      p.state.version++;
    },
    stop: () => {},
  };
  return { p, starts, overlapped: () => overlapped };
}

const gaps = (starts: number[]) => starts.slice(1).map((t, k) => t - starts[k]!);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

test("updates that take 60% of the interval keep one update an interval", async () => {
  const { p, starts, overlapped } = provider(200, () => 120);
  const market = new Market(p, Date.now);
  market.start();
  await Bun.sleep(1500);
  market.pause();
  // One interval between starts (a pace measured from each update's end would be 320 ms).
  expect(starts.length).toBeGreaterThanOrEqual(5);
  expect(median(gaps(starts))).toBeLessThan(290);
  expect(overlapped()).toBe(false);
});

test("an update that outlasts the interval is followed at once, without overlap", async () => {
  const { p, starts, overlapped } = provider(100, () => 180);
  const market = new Market(p, Date.now);
  market.start();
  await Bun.sleep(1000);
  market.pause();
  await Bun.sleep(200);
  for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(175);
  expect(median(gaps(starts))).toBeLessThan(260);
  expect(overlapped()).toBe(false);
});

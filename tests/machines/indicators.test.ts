// The chart indicators machine with its calls stood in for (a simulated clock for the pause
// before a save): the address first, else the saved choice, else the defaults; toggles write the
// address at once and are saved once after a pause; a toggle cancels a save under way; a failed
// save says so; a change of address is shown and not saved.
import { expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { indicatorsMachine } from "../../src/machines/ticker/indicators.machine";
import { DEFAULT_INDICATORS, type Indicator } from "../../src/shared/chart-indicators";

const flush = () => new Promise((r) => setTimeout(r, 0));

function start(options: {
  fromUrl?: Indicator[] | null;
  saved?: Indicator[] | null | Error;
  save?: (list: Indicator[], signal: AbortSignal) => Promise<unknown>;
}) {
  const clock = new SimulatedClock();
  const calls = {
    loads: 0,
    saves: [] as Indicator[][],
    aborted: 0,
    urls: [] as Indicator[][],
    failed: [] as unknown[],
  };
  const machine = indicatorsMachine.provide({
    actors: {
      loadChoice: fromPromise(async () => {
        calls.loads++;
        if (options.saved instanceof Error) throw options.saved;
        return options.saved ?? null;
      }),
      saveChoice: fromPromise<Indicator[] | null, { indicators: Indicator[] }>(async ({ input, signal }) => {
        calls.saves.push(input.indicators);
        signal.addEventListener("abort", () => calls.aborted++);
        return (options.save ? options.save(input.indicators, signal) : input.indicators) as Indicator[];
      }),
    },
    actions: {
      writeUrl: (_, params: { indicators: Indicator[] }) => calls.urls.push(params.indicators),
      saveFailed: (_, params: { error: unknown }) => calls.failed.push(params.error),
    },
  });
  const actor = createActor(machine, { input: { fromUrl: options.fromUrl ?? null }, clock }).start();
  return { actor, clock, calls };
}

test("the address's choice is shown as it is, and the saved one is not read", async () => {
  const { actor, calls } = start({ fromUrl: ["rsi", "macd"], saved: ["bb"] });
  await flush();
  expect(actor.getSnapshot().matches("ready")).toBe(true);
  expect(actor.getSnapshot().context.chosen).toEqual(["rsi", "macd"]);
  expect(calls.loads).toBe(0);
  expect(calls.urls).toEqual([]);
});

test("without one in the address, the saved choice is shown and put in the address", async () => {
  const { actor, calls } = start({ saved: ["sma20", "rsi"] });
  expect(actor.getSnapshot().hasTag("loading")).toBe(true);
  await flush();
  expect(calls.loads).toBe(1);
  expect(actor.getSnapshot().context.chosen).toEqual(["sma20", "rsi"]);
  expect(calls.urls).toEqual([["sma20", "rsi"]]);
});

test("never chosen, or the read failed: the defaults, the address left alone", async () => {
  for (const saved of [null, new Error("offline")]) {
    const { actor, calls } = start({ saved });
    await flush();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(actor.getSnapshot().context.chosen).toEqual([...DEFAULT_INDICATORS]);
    expect(calls.urls).toEqual([]);
    expect(calls.failed).toEqual([]);
  }
});

test("toggles show at once, write the address each time, and are saved once after the pause", async () => {
  const { actor, clock, calls } = start({ fromUrl: ["volume"] });
  actor.send({ type: "indicator.toggle", indicator: "rsi" });
  actor.send({ type: "indicator.toggle", indicator: "sma50" });
  actor.send({ type: "indicator.toggle", indicator: "volume" });
  expect(actor.getSnapshot().context.chosen).toEqual(["sma50", "rsi"]);
  expect(calls.urls).toEqual([
    ["volume", "rsi"],
    ["sma50", "volume", "rsi"],
    ["sma50", "rsi"],
  ]);
  clock.increment(599);
  await flush();
  expect(calls.saves).toEqual([]);
  clock.increment(1);
  await flush();
  expect(calls.saves).toEqual([["sma50", "rsi"]]);
  expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
});

test("a toggle while a save is under way cancels it; the newest choice is saved", async () => {
  let release: () => void = () => {};
  const { actor, clock, calls } = start({
    fromUrl: ["volume"],
    save: (list) => (list.includes("macd") ? Promise.resolve(list) : new Promise((r) => (release = () => r(list)))),
  });
  actor.send({ type: "indicator.toggle", indicator: "rsi" });
  clock.increment(600);
  await flush();
  expect(actor.getSnapshot().hasTag("saving")).toBe(true);
  actor.send({ type: "indicator.toggle", indicator: "macd" });
  expect(calls.aborted).toBe(1);
  release();
  clock.increment(600);
  await flush();
  expect(calls.saves).toEqual([
    ["volume", "rsi"],
    ["volume", "rsi", "macd"],
  ]);
  expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
});

test("a failed save is reported and the choice stays on screen", async () => {
  const { actor, clock, calls } = start({ fromUrl: [], save: () => Promise.reject(new Error("offline")) });
  actor.send({ type: "indicator.toggle", indicator: "bb" });
  clock.increment(600);
  await flush();
  expect(calls.failed).toHaveLength(1);
  expect(actor.getSnapshot().context.chosen).toEqual(["bb"]);
  expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
});

test("a change of address (Back, a link) is shown and not saved; the same choice or none changes nothing", async () => {
  const { actor, clock, calls } = start({ fromUrl: ["rsi"] });
  actor.send({ type: "url.change", indicators: ["macd"] });
  expect(actor.getSnapshot().context.chosen).toEqual(["macd"]);
  actor.send({ type: "url.change", indicators: null });
  actor.send({ type: "url.change", indicators: ["macd"] });
  expect(actor.getSnapshot().context.chosen).toEqual(["macd"]);
  clock.increment(5000);
  await flush();
  expect(calls.saves).toEqual([]);
  expect(calls.urls).toEqual([]);
});

test("an address that changes while the saved choice is read wins over it", async () => {
  let answer: (v: Indicator[]) => void = () => {};
  const clock = new SimulatedClock();
  const urls: Indicator[][] = [];
  const actor = createActor(
    indicatorsMachine.provide({
      actors: { loadChoice: fromPromise(() => new Promise<Indicator[] | null>((r) => (answer = r))) },
      actions: { writeUrl: (_, p: { indicators: Indicator[] }) => urls.push(p.indicators) },
    }),
    { input: { fromUrl: null }, clock },
  ).start();
  actor.send({ type: "url.change", indicators: ["bb"] });
  answer(["rsi"]);
  await flush();
  expect(actor.getSnapshot().context.chosen).toEqual(["bb"]);
  expect(urls).toEqual([]);
});

test("a toggle before the saved choice came is the choice: the read is dropped, the toggle saved", async () => {
  const clock = new SimulatedClock();
  const saves: Indicator[][] = [];
  const actor = createActor(
    indicatorsMachine.provide({
      actors: {
        loadChoice: fromPromise(() => new Promise<Indicator[] | null>(() => {})),
        saveChoice: fromPromise<Indicator[] | null, { indicators: Indicator[] }>(async ({ input }) => {
          saves.push(input.indicators);
          return input.indicators;
        }),
      },
      actions: { writeUrl: () => {} },
    }),
    { input: { fromUrl: null }, clock },
  ).start();
  actor.send({ type: "indicator.toggle", indicator: "rsi" });
  expect(actor.getSnapshot().context.chosen).toEqual([...DEFAULT_INDICATORS, "rsi"]);
  clock.increment(600);
  await flush();
  expect(saves).toEqual([["sma50", "sma200", "volume", "rsi"]]);
});

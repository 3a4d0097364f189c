// The export and coverage tooling on machines made for the purpose: every config feature survives
// the round trip, and coverage reports what no path reaches.
import { describe, expect, test } from "bun:test";
import { assign, createMachine, fromPromise, setup } from "xstate";
import { machineCoverage } from "../../scripts/machines/coverage";
import { machineConfig, structureOf } from "../../scripts/machines/definition";
import { machineMermaid } from "../../scripts/machines/mermaid";

const rich = setup({
  types: { context: {} as { tries: number }, events: {} as { type: "go" } | { type: "code"; ok: boolean } },
  actors: { load: fromPromise(async () => 1) },
  guards: { canRetry: ({ context }) => context.tries < 2, firstTry: ({ context }) => context.tries === 0 },
  delays: { ttl: 300_000 },
}).createMachine({
  id: "rich",
  context: { tries: 0 },
  initial: "idle",
  states: {
    idle: { on: { go: "loading" } },
    loading: {
      invoke: {
        src: "load",
        onDone: "ready",
        onError: [
          { guard: "firstTry", target: "loading", reenter: true, actions: assign({ tries: 1 }) },
          { target: "failed" },
        ],
      },
      after: { ttl: "failed" },
    },
    failed: {
      entry: assign({ tries: ({ context }) => context.tries + 1 }),
      always: { guard: "canRetry", target: "idle" },
    },
    ready: {
      type: "parallel",
      states: {
        left: {
          initial: "a",
          states: { a: { on: { code: { guard: ({ event }) => event.ok, target: "b" } } }, b: { type: "final" } },
        },
        right: {
          id: "customRight",
          initial: "x",
          states: { x: { after: { 1000: "y" } }, y: {}, hist: { type: "history", history: "deep" } },
        },
      },
      onDone: "done",
    },
    done: { type: "final" },
  },
});

describe("export", () => {
  test("a config with invoke, after, always, parallel, final, history and custom ids imports back", () => {
    const json = JSON.parse(JSON.stringify(machineConfig(rich)));
    expect(json.states.loading.invoke.src).toBe("load");
    expect(json.states.loading.invoke.onError).toHaveLength(2);
    expect(Object.keys(json.states.loading.after)).toEqual(["ttl"]);
    expect(json.states.failed.always).toEqual({ guard: "canRetry", target: "#rich.idle" });
    expect(json.states.ready.states.right.id).toBe("customRight");
    expect(json.states.ready.states.left.states.a.on.code.guard).toBe("inline");
    expect(structureOf(createMachine(json))).toEqual(structureOf(rich));
  });

  test("the structure differs when a transition differs", () => {
    const json = JSON.parse(JSON.stringify(machineConfig(rich)));
    json.states.idle.on.go = "#rich.ready";
    expect(structureOf(createMachine(json))).not.toEqual(structureOf(rich));
  });

  test("the diagram names every state and transition", () => {
    const text = machineMermaid(rich);
    expect(text).toContain("s_rich_loading --> s_rich_loading : error load [firstTry]");
    expect(text.startsWith("stateDiagram-v2\n")).toBe(true);
    expect(text).toContain("s_rich_loading --> s_rich_failed : after ttl");
    expect(text).toContain("s_rich_loading --> s_rich_ready : done load");
    expect(text).toContain("s_rich_failed --> s_rich_idle : always [canRetry]");
    expect(text).toContain("s_rich_ready_right_x --> s_rich_ready_right_y : after 1000");
    expect(text).toContain("s_rich_done --> [*]");
  });
});

describe("coverage", () => {
  test("a machine whose every part is reachable is fully covered", () => {
    const c = machineCoverage(rich, { events: [{ type: "code", ok: true }] });
    expect(c.states.missing).toEqual([]);
    expect(c.transitions.missing).toEqual([]);
  });

  test("an unreachable state and its transitions are reported", () => {
    const island = createMachine({
      id: "island",
      initial: "a",
      states: { a: { on: { next: "b" } }, b: {}, lost: { on: { back: "a" } } },
    });
    const c = machineCoverage(island);
    expect(c.states.missing).toEqual(["#island.lost"]);
    expect(c.transitions.missing).toEqual(["#island.lost --back--> #island.a"]);
  });

  test("an event that needs data is named, and a sample or a written path covers it", () => {
    const otp = setup({ types: { events: {} as { type: "typed"; digit: string } } }).createMachine({
      id: "otp",
      context: { digits: "" },
      initial: "typing",
      states: {
        typing: {
          on: {
            typed: [
              {
                guard: ({ event }) => event.digit.length === 1,
                actions: assign({ digits: ({ context, event }) => context.digits + event.digit }),
              },
            ],
          },
          always: { guard: ({ context }) => context.digits.length === 2, target: "full" },
        },
        full: {},
      },
    });
    const bare = machineCoverage(otp);
    expect(bare.states.missing).toEqual(["#otp.full"]);
    expect(bare.notes.join("\n")).toContain('"typed" throws');
    const withSample = machineCoverage(otp, { events: [{ type: "typed", digit: "1" }] });
    expect(withSample.states.missing).toEqual([]);
    const written = machineCoverage(otp, {
      paths: [
        {
          name: "two digits",
          events: [
            { type: "typed", digit: "4" },
            { type: "typed", digit: "2" },
          ],
        },
      ],
    });
    expect(written.states.missing).toEqual([]);
    expect(written.transitions.missing).toEqual([]);
  });
});

// The menu button / disclosure machine: every shortest path of its graph, and the keyboard map.
import { describe, expect, test } from "bun:test";
import { createActor } from "xstate";
import { createTestModel } from "xstate/graph";
import { menuButtonKeyEvent, menuItemKeyEvent, menuMachine } from "../../src/machines/menu.machine";

function start(count = 2) {
  let focusedButton = 0;
  const actor = createActor(menuMachine.provide({ actions: { focusButton: () => focusedButton++ } }), {
    input: { count },
  }).start();
  return { actor, focusedButton: () => focusedButton };
}

describe("menu machine paths", () => {
  const model = createTestModel(menuMachine, {
    events: [
      { type: "menu.open", focus: "first" },
      { type: "menu.open", focus: "last" },
      { type: "menu.toggle" },
      { type: "menu.close", restoreFocus: true },
      { type: "menu.next" },
      { type: "menu.prev" },
      { type: "menu.first" },
      { type: "menu.last" },
      { type: "menu.focusItem", index: 1 },
    ],
  });
  for (const path of model.getShortestPaths({ input: { count: 2 } } as never)) {
    test(path.description, async () => {
      const { actor } = start();
      await path.test({
        states: {
          open: () => expect(actor.getSnapshot().hasTag("open")).toBe(true),
          closed: () => expect(actor.getSnapshot().hasTag("open")).toBe(false),
        },
        events: Object.fromEntries(
          [
            "menu.open",
            "menu.toggle",
            "menu.close",
            "menu.next",
            "menu.prev",
            "menu.first",
            "menu.last",
            "menu.focusItem",
          ].map((type) => [type, ({ event }: { event: never }) => void actor.send(event)]),
        ),
      });
    });
  }
});

describe("menu machine focus", () => {
  test("opening from ArrowDown focuses the first item, ArrowUp the last", () => {
    const { actor } = start(3);
    actor.send({ type: "menu.open", focus: "first" });
    expect(actor.getSnapshot().context.active).toBe(0);
    actor.send({ type: "menu.close" });
    actor.send({ type: "menu.open", focus: "last" });
    expect(actor.getSnapshot().context.active).toBe(2);
  });

  test("next and prev wrap around; Home and End jump", () => {
    const { actor } = start(3);
    actor.send({ type: "menu.open", focus: "last" });
    actor.send({ type: "menu.next" });
    expect(actor.getSnapshot().context.active).toBe(0);
    actor.send({ type: "menu.prev" });
    expect(actor.getSnapshot().context.active).toBe(2);
    actor.send({ type: "menu.first" });
    expect(actor.getSnapshot().context.active).toBe(0);
    actor.send({ type: "menu.last" });
    expect(actor.getSnapshot().context.active).toBe(2);
  });

  test("prev with nothing focused goes to the last item", () => {
    const { actor } = start(2);
    actor.send({ type: "menu.toggle" });
    expect(actor.getSnapshot().context.active).toBe(-1);
    actor.send({ type: "menu.prev" });
    expect(actor.getSnapshot().context.active).toBe(1);
  });

  test("focusItem ignores indexes outside the menu", () => {
    const { actor } = start(2);
    actor.send({ type: "menu.open" });
    actor.send({ type: "menu.focusItem", index: 5 });
    expect(actor.getSnapshot().context.active).toBe(-1);
    actor.send({ type: "menu.focusItem", index: 1 });
    expect(actor.getSnapshot().context.active).toBe(1);
  });

  test("Escape gives focus back to the button, Tab and outside clicks do not", () => {
    const { actor, focusedButton } = start();
    actor.send({ type: "menu.open", focus: "first" });
    actor.send({ type: "menu.close" });
    expect(focusedButton()).toBe(0);
    actor.send({ type: "menu.open", focus: "first" });
    actor.send({ type: "menu.close", restoreFocus: true });
    expect(focusedButton()).toBe(1);
    expect(actor.getSnapshot().context.active).toBe(-1);
  });

  test("a disclosure (no items) never focuses an item", () => {
    const { actor } = start(0);
    actor.send({ type: "menu.open", focus: "first" });
    actor.send({ type: "menu.next" });
    expect(actor.getSnapshot().context.active).toBe(-1);
    expect(actor.getSnapshot().hasTag("open")).toBe(true);
  });
});

describe("menu keys", () => {
  test("item keys", () => {
    expect(menuItemKeyEvent("ArrowDown")).toEqual({ type: "menu.next" });
    expect(menuItemKeyEvent("ArrowUp")).toEqual({ type: "menu.prev" });
    expect(menuItemKeyEvent("Home")).toEqual({ type: "menu.first" });
    expect(menuItemKeyEvent("End")).toEqual({ type: "menu.last" });
    expect(menuItemKeyEvent("Escape")).toEqual({ type: "menu.close", restoreFocus: true });
    expect(menuItemKeyEvent("Tab")).toEqual({ type: "menu.close" });
    expect(menuItemKeyEvent("a")).toBeNull();
  });

  test("button keys", () => {
    expect(menuButtonKeyEvent("ArrowDown", false)).toEqual({ type: "menu.open", focus: "first" });
    expect(menuButtonKeyEvent("ArrowUp", false)).toEqual({ type: "menu.open", focus: "last" });
    expect(menuButtonKeyEvent("Escape", true)).toEqual({ type: "menu.close", restoreFocus: true });
    expect(menuButtonKeyEvent("Escape", false)).toBeNull();
    expect(menuButtonKeyEvent("Enter", false)).toBeNull();
  });
});

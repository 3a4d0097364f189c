// A menu button or disclosure: open or closed, and which item has focus (WAI-ARIA menu
// button pattern). The view moves DOM focus to `context.active` and calls `focusButton`
// (injected) when the menu closes from the keyboard, so focus never gets lost.
import { assign, setup } from "xstate";

interface MenuContext {
  /** Number of items in the menu (0 for a plain disclosure). */
  count: number;
  /** Index of the focused item, -1 for none. */
  active: number;
}

type MenuEvent =
  | { type: "menu.open"; focus?: "first" | "last" | "none" }
  | { type: "menu.toggle" }
  | { type: "menu.close"; restoreFocus?: boolean }
  | { type: "menu.next" }
  | { type: "menu.prev" }
  | { type: "menu.first" }
  | { type: "menu.last" }
  | { type: "menu.focusItem"; index: number };

const wrap = (index: number, count: number) => (count === 0 ? -1 : (index + count) % count);

export const menuMachine = setup({
  types: {
    context: {} as MenuContext,
    input: {} as { count: number },
    events: {} as MenuEvent,
  },
  actions: {
    focusButton: () => {},
  },
  guards: {
    restoresFocus: ({ event }) => event.type === "menu.close" && event.restoreFocus === true,
  },
}).createMachine({
  id: "menu",
  context: ({ input }) => ({ count: input.count, active: -1 }),
  initial: "closed",
  states: {
    closed: {
      on: {
        "menu.open": {
          target: "open",
          actions: assign({
            active: ({ context, event }) =>
              event.focus === "first" ? wrap(0, context.count) : event.focus === "last" ? wrap(-1, context.count) : -1,
          }),
        },
        "menu.toggle": { target: "open", actions: assign({ active: -1 }) },
      },
    },
    open: {
      tags: ["open"],
      on: {
        "menu.toggle": { target: "closed", actions: assign({ active: -1 }) },
        "menu.close": [
          { guard: "restoresFocus", target: "closed", actions: [assign({ active: -1 }), "focusButton"] },
          { target: "closed", actions: assign({ active: -1 }) },
        ],
        "menu.next": { actions: assign({ active: ({ context }) => wrap(context.active + 1, context.count) }) },
        "menu.prev": {
          actions: assign({
            active: ({ context }) => wrap(Math.max(context.active, 0) - 1, context.count),
          }),
        },
        "menu.first": { actions: assign({ active: ({ context }) => wrap(0, context.count) }) },
        "menu.last": { actions: assign({ active: ({ context }) => wrap(-1, context.count) }) },
        "menu.focusItem": {
          guard: ({ context, event }) => event.index >= 0 && event.index < context.count,
          actions: assign({ active: ({ event }) => event.index }),
        },
      },
    },
  },
});

/** The event a key pressed on a menu item sends (null: not a menu key). */
export function menuItemKeyEvent(key: string): MenuEvent | null {
  switch (key) {
    case "ArrowDown":
      return { type: "menu.next" };
    case "ArrowUp":
      return { type: "menu.prev" };
    case "Home":
      return { type: "menu.first" };
    case "End":
      return { type: "menu.last" };
    case "Escape":
      return { type: "menu.close", restoreFocus: true };
    case "Tab":
      return { type: "menu.close" };
    default:
      return null;
  }
}

/** The event a key pressed on the menu button sends (Enter and Space arrive as clicks). */
export function menuButtonKeyEvent(key: string, open: boolean): MenuEvent | null {
  if (key === "ArrowDown") return { type: "menu.open", focus: "first" };
  if (key === "ArrowUp") return { type: "menu.open", focus: "last" };
  if (key === "Escape" && open) return { type: "menu.close", restoreFocus: true };
  return null;
}

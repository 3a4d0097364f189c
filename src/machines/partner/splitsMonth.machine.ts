// The stock splits calendar's month selection: unset (all months) at first; choosing a month
// (1–12) selects it and runs the injected `monthChanged` action, which hands the month to
// the paged loader (sent to the server, page reset to 1). 'All months' goes back to unset
// (null: no month is sent).
import { assign, setup } from "xstate";

export const splitsMonthMachine = setup({
  types: {
    context: {} as { month: number | null },
    events: {} as { type: "month.select"; month: number } | { type: "month.all" },
  },
  actions: {
    monthChanged: (_, _params: { month: number | null }) => {},
  },
  guards: {
    isMonth: ({ event }) =>
      event.type === "month.select" && Number.isInteger(event.month) && event.month >= 1 && event.month <= 12,
  },
}).createMachine({
  id: "splitsMonth",
  context: { month: null },
  initial: "all",
  on: {
    "month.select": {
      guard: "isMonth",
      target: ".chosen",
      actions: [
        assign({ month: ({ event }) => event.month }),
        { type: "monthChanged", params: ({ event }) => ({ month: event.month }) },
      ],
    },
  },
  states: {
    all: {},
    chosen: {
      on: {
        "month.all": {
          target: "all",
          actions: [assign({ month: null }), { type: "monthChanged", params: { month: null } }],
        },
      },
    },
  },
});

// The stock splits calendar's month selection: unset (all months) at first; choosing a month
// (1–12) selects it and runs the injected `monthChanged` action, which hands the month to
// the paged loader (sent to the server, page reset to 1).
import { type ActorRefFrom, assign, setup } from "xstate";

export const splitsMonthMachine = setup({
  types: {
    context: {} as { month: number | null },
    events: {} as { type: "month.select"; month: number },
  },
  actions: {
    monthChanged: (_, _params: { month: number }) => {},
  },
  guards: {
    isMonth: ({ event }) => Number.isInteger(event.month) && event.month >= 1 && event.month <= 12,
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
    chosen: {},
  },
});

export type SplitsMonthActor = ActorRefFrom<typeof splitsMonthMachine>;

// Saving a file: a screen as a PNG, or a document the server draws (the weekly report's PDF). One
// save at a time (the button is disabled while saving, via state.can); the work itself is the
// injected `save` actor, and a failure runs the injected `saveFailed` action (a toast and the
// console), never an unhandled error.
import { setup } from "xstate";
import { mustProvide } from "../provided";

export const downloadMachine = setup({
  types: {
    events: {} as { type: "download" },
  },
  actors: {
    save: mustProvide<void>("download", "save"),
  },
  actions: {
    saveFailed: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: "download",
  initial: "idle",
  states: {
    idle: {
      on: { download: "saving" },
    },
    saving: {
      tags: ["busy"],
      invoke: {
        id: "save",
        src: "save",
        onDone: "idle",
        onError: { target: "idle", actions: { type: "saveFailed", params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

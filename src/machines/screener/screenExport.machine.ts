// The screener's CSV export (docs/api.md, Screener): one at a time (the server refuses a second
// one, 429, while the first is prepared). The file goes to the injected `save` action (the view
// hands it to the browser as a download); a failure goes to the injected `failed` action with
// the server's message, or whether no answer came, for the page's status line.
import { assign, fromPromise, setup } from "xstate";
import { exportScreen } from "../../client/screener";
import type { ScreenQuery } from "../../shared/screener";
import { type ExportFailure, exportFailure } from "./actors";

export const screenExportMachine = setup({
  types: {
    context: {} as { query: ScreenQuery | null },
    events: {} as { type: "export"; query: ScreenQuery },
  },
  actors: {
    exportScreen: fromPromise<Blob, ScreenQuery>(({ input }) => exportScreen(input)),
  },
  actions: {
    save: (_, _file: Blob) => {},
    failed: (_, _failure: ExportFailure) => {},
  },
}).createMachine({
  id: "screenExport",
  context: { query: null },
  initial: "idle",
  states: {
    idle: {
      on: { export: { target: "exporting", actions: assign({ query: ({ event }) => event.query }) } },
    },
    exporting: {
      tags: ["busy"],
      invoke: {
        id: "exportScreen",
        src: "exportScreen",
        input: ({ context }) => context.query!,
        onDone: { target: "idle", actions: { type: "save", params: ({ event }) => event.output } },
        onError: { target: "idle", actions: { type: "failed", params: ({ event }) => exportFailure(event.error) } },
      },
    },
  },
});

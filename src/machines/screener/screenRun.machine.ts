// One page of a screen at a time (docs/api.md, Screener): `run` starts a request, a newer `run`
// replaces (and aborts) one still under way; the last good page stays shown while the next loads.
import { assign, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { ScreenQuery, ScreenResult } from "../../shared/screener";
import { runScreen } from "./actors";

interface RunContext {
  request: { query: ScreenQuery; page: number } | null;
  result: ScreenResult | null;
  error: string | null;
}

type RunEvent = { type: "run"; query: ScreenQuery; page: number } | { type: "retry" };

export const screenRunMachine = setup({
  types: { context: {} as RunContext, events: {} as RunEvent },
  actors: { runScreen },
}).createMachine({
  id: "screenRun",
  context: { request: null, result: null, error: null },
  initial: "idle",
  on: {
    run: {
      target: ".loading",
      reenter: true,
      actions: assign({ request: ({ event }) => ({ query: event.query, page: event.page }) }),
    },
  },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: "runScreen",
        src: "runScreen",
        input: ({ context }) => context.request!,
        onDone: { target: "loaded", actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: {
          target: "failed",
          actions: assign({ error: ({ event }) => (event.error instanceof ApiError ? event.error.message : "failed") }),
        },
      },
    },
    loaded: {},
    failed: { on: { retry: "loading" } },
  },
});

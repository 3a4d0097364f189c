// Turning on browser notifications from the alert dialog's 'push' box (docs/architecture.md,
// "Price alerts"): asked on the user's click only, one request at a time. The flow itself
// (permission, service worker, subscription) is client I/O (src/client/push.ts); its outcome
// goes to the injected `enabled` action (tick the box) or `refused` action (say why not).
import { setup } from "xstate";
import type { PushOutcome } from "../../client/push";
import { pushPermissionActors } from "./actors";

export type PushProblem = Exclude<PushOutcome, "enabled">;

export const pushPermissionMachine = setup({
  types: { events: {} as { type: "enable" } },
  actors: pushPermissionActors,
  actions: {
    enabled: () => {},
    refused: (_, _problem: PushProblem) => {},
  },
  guards: {
    isEnabled: (_, outcome: PushOutcome) => outcome === "enabled",
  },
}).createMachine({
  id: "pushPermission",
  initial: "idle",
  states: {
    idle: { on: { enable: "asking" } },
    asking: {
      tags: ["busy"],
      invoke: {
        id: "enablePush",
        src: "enablePush",
        onDone: [
          { guard: { type: "isEnabled", params: ({ event }) => event.output }, target: "idle", actions: "enabled" },
          { target: "idle", actions: { type: "refused", params: ({ event }) => event.output as PushProblem } },
        ],
      },
    },
  },
});

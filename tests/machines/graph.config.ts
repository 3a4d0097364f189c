// Graph config per machine id, used by the graph coverage (tests/machines/graph-coverage.test.ts)
// and by npm run machines:export: the input a machine starts from, sample events for event types
// that carry data (they replace the bare `{ type }` the traversal sends otherwise), and paths
// written by hand for what the generated shortest paths do not reach.
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/machines/api";

const aborted = Object.assign(new Error("aborted"), { name: "AbortError" });

export const graphConfig: Record<string, MachineGraphConfig> = {
  app: { input: { lang: "en" } },
  menu: {
    input: { count: 3 },
    events: [
      { type: "menu.open", focus: "first" },
      { type: "menu.open", focus: "last" },
      { type: "menu.open" },
      { type: "menu.close", restoreFocus: true },
      { type: "menu.close" },
      { type: "menu.focusItem", index: 1 },
      { type: "menu.focusItem", index: 7 },
    ],
  },
  language: {
    input: { initial: "en" },
    events: [
      { type: "language.set", lang: "ar" },
      { type: "language.set", lang: "en" },
    ],
  },
  pagedLoader: {
    input: {},
    events: [
      { type: "xstate.done.actor.fetchPage", output: { items: ["a"], totalPages: 3 } },
      { type: "xstate.error.actor.fetchPage", error: new ApiError(401, null) },
      { type: "xstate.error.actor.fetchPage", error: new ApiError(500, null) },
      { type: "xstate.error.actor.fetchPage", error: aborted },
      { type: "page.set", page: 2 },
      { type: "params.set", params: { month: 3 } },
    ],
  },
  splitsMonth: {
    events: [
      { type: "month.select", month: 1 },
      { type: "month.select", month: 12 },
    ],
  },
  theme: {
    input: { initial: "default" },
    events: [
      { type: "theme.select", theme: "dark" },
      { type: "theme.select", theme: "light" },
    ],
  },
  download: {
    events: [
      { type: "xstate.done.actor.saveImage" },
      { type: "xstate.error.actor.saveImage", error: new Error("capture failed") },
    ],
  },
};

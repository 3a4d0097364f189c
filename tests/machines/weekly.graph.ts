// Graph config of the weekly report machine (src/machines/news/weeklyReport.machine.ts), joined
// into tests/machines/graph.config.ts.
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { WeeklyResponse } from "../../src/shared/news";

const unauthenticated = new ApiError(401, { message: "Please log in to continue.", code: "unauthenticated" });
const offline = new ApiError(0, null);
const aborted = Object.assign(new Error("aborted"), { name: "AbortError" });
const noSession = new ApiError(404, { message: "No session.", code: "no_session" });

export const WEEKLY: WeeklyResponse = {
  market: "US",
  week: "2026-W46",
  sessions: ["2026-11-09", "2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13"],
  currency: "USD",
  index: { from: 100, to: 101, changePercent: 1 },
  sectors: [],
  best: [],
  worst: [],
  nextWeek: { from: "2026-11-16", to: "2026-11-20", events: [] },
  simulated: true,
  previous: "2026-W45",
  next: "2026-W47",
};

export const weeklyGraphConfig: Record<string, MachineGraphConfig> = {
  weeklyReport: {
    input: { market: "US" },
    events: [
      { type: "show", market: "US", week: "2026-W45" },
      { type: "show", market: "SA", week: null },
      { type: "retry" },
      { type: "xstate.done.actor.load", output: WEEKLY },
      { type: "xstate.error.actor.load", error: aborted },
      { type: "xstate.error.actor.load", error: noSession },
      { type: "xstate.error.actor.load", error: unauthenticated },
      { type: "xstate.error.actor.load", error: offline },
    ],
  },
};

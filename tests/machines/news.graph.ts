// Graph config of the news machines (src/machines/news), joined into tests/machines/graph.config.ts.
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { RecapResponse } from "../../src/shared/news";

const unauthenticated = new ApiError(401, { message: "Please log in to continue.", code: "unauthenticated" });
const offline = new ApiError(0, null);
const aborted = Object.assign(new Error("aborted"), { name: "AbortError" });
const noSession = new ApiError(404, { message: "No session.", code: "no_session" });

export const RECAP: RecapResponse = {
  market: "SA",
  date: "2026-11-18",
  language: "en",
  headline: "Saudi market index rises 0.40% to 11,234.56",
  body: "The Saudi market index closed at 11,234.56.",
  figures: {
    index: 11234.56,
    change: 45.3,
    changePercent: 0.4,
    advancers: 11,
    decliners: 2,
    unchanged: 0,
    turnover: 5_360_000_000,
    currency: "SAR",
    gainers: [],
    losers: [],
    sectors: [],
    events: [],
  },
  simulated: true,
  previous: "2026-11-17",
  next: null,
};

export const newsGraphConfig: Record<string, MachineGraphConfig> = {
  recap: {
    input: { market: "US" },
    events: [
      { type: "market.select", market: "SA" },
      { type: "date.select", date: "2026-11-17" },
      { type: "xstate.done.actor.load", output: RECAP },
      { type: "xstate.error.actor.load", error: aborted },
      { type: "xstate.error.actor.load", error: noSession },
      { type: "xstate.error.actor.load", error: unauthenticated },
      { type: "xstate.error.actor.load", error: offline },
      { type: "xstate.done.actor.copyText", output: undefined },
      { type: "xstate.error.actor.copyText", error: new Error("denied") },
    ],
  },
};

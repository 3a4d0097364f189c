// Graph config of the ticker page's Shariah record (src/machines/fundamentals/shariahRecord.machine.ts),
// joined into tests/machines/graph.config.ts.
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";

export const shariahRecordGraphConfig = {
  shariahRecord: {
    input: { symbol: "2222.SR" },
    events: [
      {
        type: "xstate.done.actor.fetchShariahRecord",
        output: { symbol: "2222.SR", quarters: [], alerts: [] },
      },
      { type: "xstate.error.actor.fetchShariahRecord", error: new ApiError(0, null) },
      { type: "retry" },
    ],
  },
} satisfies Record<string, MachineGraphConfig>;

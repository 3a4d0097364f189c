// The earnings calendar's filter: All (default), Before Open (bmo only), After Close (amc
// only). Filtering is client-side; the filter survives page changes.
import { setup } from "xstate";
import type { EarningsFilter } from "../../shared/format";

export const earningsFilterMachine = setup({
  types: {
    events: {} as { type: "filter.all" } | { type: "filter.open" } | { type: "filter.close" },
  },
}).createMachine({
  id: "earningsFilter",
  initial: "all",
  on: {
    "filter.all": ".all",
    "filter.open": ".open",
    "filter.close": ".close",
  },
  states: {
    all: {},
    open: {},
    close: {},
  },
});

export function filterOf(snapshot: { value: unknown }): EarningsFilter {
  const value = snapshot.value;
  return value === "open" || value === "close" ? value : "all";
}

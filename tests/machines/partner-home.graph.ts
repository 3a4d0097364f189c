// Graph config of the partner home and comparator machines (src/machines/partnerHome), joined
// into tests/machines/graph.config.ts: sample answers for every call and the events that carry data.
import type { MachineGraphConfig } from "../../scripts/machines/coverage";
import { ApiError } from "../../src/client/http";
import type { Comparison } from "../../src/shared/comparator";
import type { PartnerHome } from "../../src/shared/partner-home";
import { DEFAULT_PARTNER_LAYOUT } from "../../src/shared/partner-layout";

const unauthenticated = new ApiError(401, { message: "Please log in to continue.", code: "unauthenticated" });
const offline = new ApiError(0, null);
const unknownSymbol = new ApiError(404, { message: "Unknown symbol NOPE.", code: "unknown_symbol" });

const home = (symbol: string): PartnerHome => ({
  ts: 1,
  simulated: true,
  markets: [
    {
      market: "US",
      currency: "USD",
      timeZone: "America/New_York",
      session: { state: "open", opensAt: "2026-11-27T14:30:00.000Z", closesAt: "2026-11-27T21:00:00.000Z" },
      index: { kind: "computed", value: 1000, changePercent: 0.5 },
      gainers: [{ symbol, name: symbol, price: 10, changesPercentage: 3 }],
      losers: [],
    },
  ],
  events: {
    date: "2026-11-27",
    earnings: { total: 0, items: [] },
    dividends: { total: 0, items: [] },
    ipos: { total: 0, items: [] },
    splits: { total: 0, items: [] },
  },
});

const comparison: Comparison = {
  range: "1Y",
  from: "2025-11-27",
  simulated: true,
  ts: 1,
  series: [],
};

const FIVE = ["AAPL", "MSFT", "NVDA", "2222.SR", "1120.SR"];

export const partnerHomeGraphConfig = {
  partnerHome: {
    events: [
      { type: "xstate.done.actor.loadHome", output: home("AAA") },
      { type: "xstate.error.actor.loadHome", error: unauthenticated },
      { type: "xstate.error.actor.loadHome", error: offline },
      { type: "xstate.after.refresh.partnerHome.overview.ready" },
      { type: "xstate.done.actor.reloadHome", output: home("AAA") },
      { type: "xstate.done.actor.reloadHome", output: home("BBB") },
      { type: "xstate.error.actor.reloadHome", error: unauthenticated },
      { type: "xstate.error.actor.reloadHome", error: offline },
      { type: "xstate.done.actor.loadLayout", output: DEFAULT_PARTNER_LAYOUT },
      { type: "xstate.error.actor.loadLayout", error: offline },
      {
        type: "quotes",
        quotes: [
          {
            symbol: "AAA",
            price: 11,
            change: 1,
            changesPercentage: 10,
            volume: 1,
            dayLow: 10,
            dayHigh: 11,
            marketState: "open",
          },
        ],
      },
    ],
  },
  comparator: {
    input: { symbols: ["AAPL"], range: "1Y" },
    events: [
      { type: "url.changed", symbols: FIVE, range: "1Y" },
      { type: "url.changed", symbols: [], range: "1Y" },
      { type: "symbol.add", symbol: "AAPL" },
      { type: "symbol.add", symbol: "AMZN" },
      { type: "symbol.remove", symbol: "AAPL" },
      { type: "range.select", range: "6M" },
      { type: "xstate.done.actor.loadComparison", output: comparison },
      { type: "xstate.error.actor.loadComparison", error: unauthenticated },
      { type: "xstate.error.actor.loadComparison", error: unknownSymbol },
    ],
  },
} satisfies Record<string, MachineGraphConfig>;

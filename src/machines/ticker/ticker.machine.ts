// The ticker page: key figures and daily bars load together; then, side by side, the live quote
// comes from the quotes socket (each one merged into the figures and moving the intraday chart's
// last bar), the figures are fetched again every `livePoll` (a slow fallback while the socket is
// live, as often as before while it is not), a range change loads more bars only when the loaded ones do not cover it, the intraday
// bars load when their tab is shown (again every `intradayPoll`, and for another interval), and
// the chart can be saved as an image (the capture is injected by the view, like the partner
// screens' downloads). An unknown symbol is its own state: the page says so instead of failing.
import { type ActorRefFrom, assign, fromPromise, setup } from "xstate";
import { ApiError } from "../../client/http";
import type { DailyBar, HistoryRange, IntradayInterval, IntradayResponse, TickerSnapshot } from "../../shared/ticker";
import { fetchHistory, fetchIntraday, fetchSnapshot, type LiveQuoteEvent, liveQuotes, loadTicker } from "./actors";
import { withLiveQuote, withQuote } from "./intraday";
import { covers, loadRangeFor } from "./ticker.selectors";

export type ChartTab = "daily" | "intraday";

interface TickerContext {
  symbol: string;
  /** The range chosen on screen. */
  range: HistoryRange;
  /** The range the loaded bars were asked for (it can be wider than the chosen one). */
  loadedRange: HistoryRange | null;
  tab: ChartTab;
  snapshot: TickerSnapshot | null;
  bars: DailyBar[];
  /** The intraday bars once their tab was shown, moved by each live quote since. */
  intraday: IntradayResponse | null;
  interval: IntradayInterval;
  /** The quotes socket is connected: the figures are live without polling. */
  live: boolean;
}

type TickerEvent =
  | { type: "range.select"; range: HistoryRange }
  | { type: "tab.select"; tab: ChartTab }
  | { type: "interval.select"; interval: IntradayInterval }
  | { type: "export" }
  | { type: "retry" }
  | LiveQuoteEvent;

export const tickerMachine = setup({
  types: {
    context: {} as TickerContext,
    events: {} as TickerEvent,
    input: {} as { symbol: string; range?: HistoryRange },
  },
  actors: {
    loadTicker,
    fetchSnapshot,
    fetchHistory,
    fetchIntraday,
    liveQuotes,
    saveImage: fromPromise<void, { symbol: string; range: HistoryRange; tab: ChartTab }>(async () => {}),
  },
  actions: {
    exportFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    unknownSymbol: (_, params: { error: unknown }) =>
      params.error instanceof ApiError && params.error.code === "unknown_symbol",
    covered: ({ context, event }) => event.type === "range.select" && covers(context.loadedRange, event.range),
    intradayShown: ({ context }) => context.tab === "intraday",
    intradayHidden: ({ context }) => context.tab !== "intraday",
  },
  delays: {
    /** Between two fetches of the live figures: every minute while the quotes socket is live (a
     * fallback: the socket brings each tick); without it every 2 s while the market is open (the
     * feed ticks every second), every minute otherwise (prices stay at the close; this notices the opening). */
    livePoll: ({ context }) => {
      if (context.live) return 60_000;
      const state = context.snapshot?.marketState;
      return state === undefined || state === "open" ? 2000 : 60_000;
    },
    /** Between two loads of the intraday bars (the live quotes move the last one meanwhile):
     * the volumes and the highs and lows between two quotes come with a load. */
    intradayPoll: ({ context }) => (context.snapshot?.marketState === "open" ? 30_000 : 300_000),
  },
}).createMachine({
  id: "ticker",
  context: ({ input }) => ({
    symbol: input.symbol.toUpperCase(),
    range: input.range ?? "6M",
    loadedRange: null,
    tab: "daily",
    snapshot: null,
    bars: [],
    intraday: null,
    interval: "5m",
    live: false,
  }),
  on: {
    "tab.select": { actions: assign({ tab: ({ event }) => event.tab }) },
  },
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "loadTicker",
        src: "loadTicker",
        input: ({ context }) => ({ symbol: context.symbol, range: loadRangeFor(context.range) }),
        onDone: {
          target: "ready",
          actions: assign(({ context, event }) => ({
            snapshot: event.output.snapshot,
            symbol: event.output.snapshot.symbol,
            bars: event.output.history.bars,
            loadedRange: event.output.history.range,
            intraday: withQuote(context.intraday, event.output.snapshot),
          })),
        },
        onError: [
          { guard: { type: "unknownSymbol", params: ({ event }) => ({ error: event.error }) }, target: "notFound" },
          { target: "failed" },
        ],
      },
    },
    notFound: { tags: ["notFound"] },
    failed: {
      on: { retry: "loading" },
    },
    ready: {
      type: "parallel",
      invoke: { id: "liveQuotes", src: "liveQuotes", input: ({ context }) => ({ symbol: context.symbol }) },
      on: {
        "quotes.open": { actions: assign({ live: true }) },
        "quotes.message": {
          // Another symbol's quote, or one older than the figures shown (a late frame), is dropped.
          guard: ({ context, event }) =>
            !!context.snapshot && event.quote.symbol === context.symbol && event.ts >= context.snapshot.ts,
          actions: assign(({ context, event }) => {
            const snapshot = withLiveQuote(context.snapshot!, event.quote, event.ts);
            return { snapshot, intraday: withQuote(context.intraday, snapshot) };
          }),
        },
      },
      states: {
        live: {
          initial: "waiting",
          // The socket dropped: poll as often as before until it is back (it reconnects by itself).
          on: { "quotes.close": { actions: assign({ live: false }) } },
          states: {
            waiting: {
              after: { livePoll: "fetching" },
              // A wait of a minute started while the socket was live is cut short.
              on: { "quotes.close": { target: "waiting", reenter: true, actions: assign({ live: false }) } },
            },
            fetching: {
              invoke: {
                id: "fetchSnapshot",
                src: "fetchSnapshot",
                input: ({ context }) => ({ symbol: context.symbol }),
                onDone: {
                  target: "waiting",
                  actions: assign(({ context, event }) => ({
                    snapshot: event.output,
                    intraday: withQuote(context.intraday, event.output),
                  })),
                },
                // A missed update is not worth a message: the next one comes in two seconds.
                onError: "waiting",
              },
            },
          },
        },
        history: {
          initial: "shown",
          states: {
            shown: {
              on: {
                "range.select": [
                  { guard: "covered", actions: assign({ range: ({ event }) => event.range }) },
                  { target: "loading", actions: assign({ range: ({ event }) => event.range }) },
                ],
              },
            },
            loading: {
              tags: ["loadingBars"],
              invoke: {
                id: "fetchHistory",
                src: "fetchHistory",
                input: ({ context }) => ({ symbol: context.symbol, range: loadRangeFor(context.range) }),
                onDone: {
                  target: "shown",
                  actions: assign({
                    bars: ({ event }) => event.output.bars,
                    loadedRange: ({ event }) => event.output.range,
                  }),
                },
                onError: "failed",
              },
            },
            failed: {
              tags: ["barsFailed"],
              on: {
                retry: "loading",
                "range.select": [
                  { guard: "covered", target: "shown", actions: assign({ range: ({ event }) => event.range }) },
                  { target: "loading", actions: assign({ range: ({ event }) => event.range }) },
                ],
              },
            },
          },
        },
        intraday: {
          initial: "hidden",
          on: {
            "interval.select": {
              target: ".loading",
              reenter: true,
              actions: assign({ interval: ({ event }) => event.interval, intraday: null }),
            },
          },
          states: {
            // Not shown: nothing loads; showing the tab loads the bars afresh.
            hidden: { always: { guard: "intradayShown", target: "loading" } },
            loading: {
              tags: ["loadingIntraday"],
              invoke: {
                id: "fetchIntraday",
                src: "fetchIntraday",
                input: ({ context }) => ({ symbol: context.symbol, interval: context.interval }),
                onDone: { target: "shown", actions: assign({ intraday: ({ event }) => event.output }) },
                onError: "failed",
              },
            },
            shown: {
              always: { guard: "intradayHidden", target: "hidden" },
              after: { intradayPoll: "loading" },
            },
            failed: {
              tags: ["intradayFailed"],
              always: { guard: "intradayHidden", target: "hidden" },
              on: { retry: "loading" },
            },
          },
        },
        export: {
          initial: "idle",
          states: {
            idle: { on: { export: "saving" } },
            saving: {
              tags: ["saving"],
              invoke: {
                id: "saveImage",
                src: "saveImage",
                input: ({ context }) => ({ symbol: context.symbol, range: context.range, tab: context.tab }),
                onDone: "idle",
                onError: {
                  target: "idle",
                  actions: { type: "exportFailed", params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type TickerActor = ActorRefFrom<typeof tickerMachine>;

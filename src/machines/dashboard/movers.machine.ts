// Rocket Movers: one market's movers of one kind (GET /work/movers, src/client/movers.ts). Choosing
// another market or kind reads at once; a failed read keeps the rows shown and tries again a
// little later. The table's column sort is the view's (useTableSort).
//
// Between reads the rows follow the live quotes of their symbols (the shared quotes socket, through
// useLiveQuotes in the view, merged by `liveMovers` below): price, change, volume, traded value and
// relative volume move with each quote, and the rows are ranked again by the kind's own value, so
// the list stays in the server's order. What only a read can tell is the membership: a symbol
// outside the list that climbs into it (or one that should leave it for another), as the section
// follows the quotes of the listed symbols alone. That changes slowly at the list's edge, so while
// the quotes are live a read every minute is enough (it was every 5 s before, for the prices);
// while they are stale (the socket down or silent: the view sends `quotes.live`) the section reads
// every 5 s again while the market is open, so its prices still move. A closed market is read
// every minute either way (it may open meanwhile).
import { assign, type SnapshotFrom, setup } from "xstate";
import type { MarketCode } from "../../shared/market";
import { type MoverKind, type MoverRow, type MoversResponse, rankMoverRows } from "../../shared/movers";
import type { QuoteBook, TimedQuote } from "../market/liveQuotes.machine";
import { moversActors } from "./actors";

/** Between two reads while the market is open and the quotes move the rows: for the membership alone. */
export const MOVERS_MEMBERSHIP_MS = 60_000;
/** Between two reads while the market is open and the quotes are stale: for the prices too. */
export const MOVERS_POLL_MS = 5_000;
/** Between two reads while the market is not open. */
const MOVERS_CLOSED_MS = 60_000;

interface MoversContext {
  market: MarketCode;
  kind: MoverKind;
  /** The last answer, for the market and kind asked (null before it, and after a change). */
  data: MoversResponse | null;
  /** The last read failed (the rows shown, if any, are older). */
  failed: boolean;
  /** The live quotes of the rows are not stale (false until the view says so: then reads keep the prices current). */
  quotesLive: boolean;
}

type MoversEvent =
  | { type: "market.set"; market: MarketCode }
  | { type: "kind.set"; kind: MoverKind }
  | { type: "quotes.live"; live: boolean };

export const moversMachine = setup({
  types: {
    context: {} as MoversContext,
    events: {} as MoversEvent,
  },
  actors: moversActors,
  guards: {
    quotesLiveChanged: ({ context, event }) => event.type === "quotes.live" && event.live !== context.quotesLive,
  },
  delays: {
    /** While the market trades: every minute while the quotes move the rows, every 5 s while they
     * are stale; every minute while it does not trade. */
    refresh: ({ context }) =>
      context.data?.session.state !== "open"
        ? MOVERS_CLOSED_MS
        : context.quotesLive
          ? MOVERS_MEMBERSHIP_MS
          : MOVERS_POLL_MS,
    /** The wait after a failed read. */
    retryAfter: 10_000,
  },
}).createMachine({
  id: "movers",
  context: { market: "US", kind: "losers", data: null, failed: false, quotesLive: false },
  initial: "loading",
  on: {
    "market.set": {
      guard: ({ context, event }) => event.market !== context.market,
      target: ".loading",
      reenter: true,
      actions: assign({ market: ({ event }) => event.market, data: null, failed: false }),
    },
    "kind.set": {
      guard: ({ context, event }) => event.kind !== context.kind,
      target: ".loading",
      reenter: true,
      actions: assign({ kind: ({ event }) => event.kind, data: null, failed: false }),
    },
    "quotes.live": { guard: "quotesLiveChanged", actions: assign({ quotesLive: ({ event }) => event.live }) },
  },
  states: {
    loading: {
      tags: ["busy"],
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ market: context.market, kind: context.kind }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output, failed: false }) },
        onError: { target: "failed", actions: assign({ failed: true }) },
      },
    },
    ready: {
      after: { refresh: "loading" },
      on: {
        // The wait starts again at the new pace: 5 s from a drop, a minute from the quotes' return.
        "quotes.live": {
          guard: "quotesLiveChanged",
          target: "ready",
          reenter: true,
          actions: assign({ quotesLive: ({ event }) => event.live }),
        },
      },
    },
    failed: { after: { retryAfter: "loading" } },
  },
});

// Selectors: what the section reads, beside the machine.
const NO_ROWS: MoversResponse["rows"] = [];
/** The rows shown (none yet before the first answer; one empty list, so a selector stays stable). */
export const moverRows = (s: SnapshotFrom<typeof moversMachine>) => s.context.data?.rows ?? NO_ROWS;
/** True while the first answer for the chosen market and kind is awaited. */
export const isFirstLoad = (s: SnapshotFrom<typeof moversMachine>) => s.context.data === null && !s.context.failed;
/** True while the market of the rows shown is open (the rows then move with the live quotes). */
export const isMarketOpen = (s: SnapshotFrom<typeof moversMachine>) => s.context.data?.session.state === "open";

// The live quotes in the rows (the view merges them with useLiveMerge).

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A row at its quote: price, change and volume are the quote's; traded value and relative volume follow. */
function liveMoverRow(row: MoverRow, quote: TimedQuote): MoverRow {
  if (row.price === quote.price && row.volume === quote.volume && row.changesPercentage === quote.changesPercentage)
    return row;
  return {
    ...row,
    price: quote.price,
    change: quote.change,
    changesPercentage: quote.changesPercentage,
    volume: quote.volume,
    value: Math.round(quote.price * quote.volume),
    relativeVolume: row.avgVolume > 0 ? round2(quote.volume / row.avgVolume) : 0,
  };
}

/**
 * The answer with the book's quotes of its rows in, ranked again by the kind's value (a row that no
 * longer belongs, a loser back above its close, is left out until it falls again or the next read).
 * A quote older than the answer (both carry the server's tick time) is not applied; `ts` becomes
 * the newest quote's. Unchanged, the answer itself comes back.
 */
export function liveMovers(data: MoversResponse, book: QuoteBook): MoversResponse {
  let ts = data.ts;
  let changed = false;
  const rows = data.rows.map((row) => {
    const quote = book[row.symbol];
    if (!quote || quote.ts < data.ts) return row;
    const next = liveMoverRow(row, quote);
    if (next === row) return row;
    changed = true;
    ts = Math.max(ts, quote.ts);
    return next;
  });
  return changed ? { ...data, ts, rows: rankMoverRows(rows, data.kind) } : data;
}

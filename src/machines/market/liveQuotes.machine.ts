// The live quotes of the symbols a screen shows (docs/api.md, Realtime), and whether they can be
// trusted. The `follow` actor (the shared quotes socket in the browser: ./actors.ts) is invoked
// for the symbols on screen and invoked again when they change; the quotes it hands back are kept
// per symbol with their tick's time, for the screens' merge functions (a quote older than the
// data it would replace is not applied there). Prices are stale when no quote has come for
// DOWN_MS since the screen started following or since the socket dropped (reconnections that
// bring no quote do not count: the server sends the current quotes at once on subscribe), or
// for SILENCE_MS while a followed symbol's market is open; they are fresh with the next quote.
import { assign, fromCallback, setup } from "xstate";
import type { LiveQuote } from "../../shared/realtime";

/** How long a dropped or missing connection is waited for before the prices are called stale. */
export const DOWN_MS = 5_000;
/** How long an open market may go without a single quote before the prices are called stale. */
export const SILENCE_MS = 30_000;

/** A quote with the time (epoch ms) of the tick that sent it. */
export type TimedQuote = LiveQuote & { ts: number };
/** The latest quote of each followed symbol. */
export type QuoteBook = Record<string, TimedQuote>;

export type LiveQuotesEvent =
  | { type: "symbols.set"; symbols: string[] }
  | { type: "quotes.close" }
  | { type: "quotes.message"; quotes: LiveQuote[]; ts: number };

interface LiveQuotesContext {
  symbols: string[];
  quotes: QuoteBook;
}

const sameSymbols = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s, i) => s === b[i]);

/** The book with a message's quotes of followed symbols in (a quote older than the one kept is dropped). */
export function addQuotes(
  book: QuoteBook,
  symbols: readonly string[],
  quotes: readonly LiveQuote[],
  ts: number,
): QuoteBook {
  const followed = new Set(symbols);
  let next: QuoteBook | null = null;
  for (const quote of quotes) {
    if (!followed.has(quote.symbol)) continue;
    const kept = book[quote.symbol];
    if (kept && kept.ts > ts) continue;
    next ??= { ...book };
    next[quote.symbol] = { ...quote, ts };
  }
  return next ?? book;
}

/** The book kept to the symbols still followed. */
function keepSymbols(book: QuoteBook, symbols: readonly string[]): QuoteBook {
  const next: QuoteBook = {};
  for (const symbol of symbols) {
    const q = book[symbol];
    if (q) next[symbol] = q;
  }
  return next;
}

export const liveQuotesMachine = setup({
  types: {
    context: {} as LiveQuotesContext,
    events: {} as LiveQuotesEvent,
    input: {} as { symbols?: string[] } | undefined,
  },
  actors: {
    /** Follows the symbols until stopped, telling each message and each drop (bound by the view). */
    follow: fromCallback<LiveQuotesEvent, { symbols: string[] }>(() => () => {}),
  },
  guards: {
    hasSymbols: ({ event }) => event.type === "symbols.set" && event.symbols.length > 0,
    noSymbols: ({ event }) => event.type === "symbols.set" && event.symbols.length === 0,
    sameSymbols: ({ context, event }) => event.type === "symbols.set" && sameSymbols(context.symbols, event.symbols),
    /** A followed symbol's market is in its session, so a silence means something is wrong. */
    marketOpen: ({ context }) => Object.values(context.quotes).some((q) => q.marketState === "open"),
  },
  actions: {
    setSymbols: assign(({ context, event }) =>
      event.type === "symbols.set"
        ? { symbols: event.symbols, quotes: keepSymbols(context.quotes, event.symbols) }
        : {},
    ),
    addQuotes: assign({
      quotes: ({ context, event }) =>
        event.type === "quotes.message"
          ? addQuotes(context.quotes, context.symbols, event.quotes, event.ts)
          : context.quotes,
    }),
  },
  delays: { down: DOWN_MS, silence: SILENCE_MS },
}).createMachine({
  id: "liveQuotes",
  context: ({ input }) => ({ symbols: input?.symbols ?? [], quotes: {} }),
  initial: "off",
  states: {
    // Nothing on screen to follow: nothing to be stale.
    off: {
      always: { guard: ({ context }) => context.symbols.length > 0, target: "on" },
      on: { "symbols.set": { guard: "hasSymbols", target: "on", actions: "setSymbols" } },
    },
    on: {
      type: "parallel",
      on: {
        "symbols.set": { guard: "noSymbols", target: "off", actions: "setSymbols" },
      },
      states: {
        feed: {
          initial: "following",
          states: {
            following: {
              invoke: { id: "follow", src: "follow", input: ({ context }) => ({ symbols: context.symbols }) },
              on: {
                // Kept here, not on the parallel state: the connection region's own handlers of
                // the same event would shadow an ancestor's.
                "quotes.message": { actions: "addQuotes" },
                // Other symbols on screen (a new page): followed again; the connection stays as it is.
                "symbols.set": [
                  { guard: "sameSymbols" },
                  { guard: "hasSymbols", target: "following", reenter: true, actions: "setSymbols" },
                ],
              },
            },
          },
        },
        connection: {
          initial: "waiting",
          states: {
            // No quote yet, or none since the socket dropped. Opens and drops meanwhile do not
            // restart the wait: a socket that keeps coming up without sending a quote is stale too.
            waiting: {
              on: { "quotes.message": "live" },
              after: { down: "stale" },
            },
            live: {
              on: {
                // Each quote restarts the silence watch.
                "quotes.message": { target: "live", reenter: true },
                // Dropped: it reconnects by itself; a short drop is not worth a banner.
                "quotes.close": "waiting",
              },
              after: { silence: { guard: "marketOpen", target: "stale" } },
            },
            stale: {
              tags: ["stale"],
              on: { "quotes.message": "live" },
            },
          },
        },
      },
    },
  },
});

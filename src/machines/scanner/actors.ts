// The watchlists machine's live quotes in the browser: the listed symbols on the shared quotes
// socket (src/client/socket.ts), told to the machine as `quotes` events. Bound into the
// watchlists machine with .provide() by the page that shows the table (the scanner page); the
// ticker page's add dialog follows nothing, and tests bind their own.
import { fromCallback } from "xstate";
import { subscribeQuotes } from "../../client/socket";
import type { WatchlistsEvent } from "./watchlists.machine";

export const browserWatchlistQuotes = fromCallback<WatchlistsEvent, { symbols: string[] }>(({ input, sendBack }) =>
  input.symbols.length
    ? subscribeQuotes(input.symbols, { quotes: (quotes) => sendBack({ type: "quotes", quotes }) })
    : () => {},
);

// GET /market/status (src/client/market.ts) and the live quotes socket as actors.
import { fromCallback, fromPromise } from "xstate";
import { marketStatus } from "../../client/market";
import { subscribeQuotes } from "../../client/socket";
import type { MarketStatus } from "../../shared/market";
import type { LiveQuotesEvent } from "./liveQuotes.machine";

export const fetchMarketStatus = fromPromise<MarketStatus>(({ signal }) => marketStatus(signal));

/** The live quotes machine's feed in the browser: the symbols on the shared quotes socket
 * (src/client/socket.ts), until the actor stops (./liveQuotes.machine.ts). */
export const browserLiveQuotes = fromCallback<LiveQuotesEvent, { symbols: string[] }>(({ input, sendBack }) =>
  subscribeQuotes(input.symbols, {
    quotes: (quotes, ts) => sendBack({ type: "quotes.message", quotes, ts }),
    close: () => sendBack({ type: "quotes.close" }),
  }),
);

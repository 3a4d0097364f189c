// The partner home's and the comparator's I/O as actors (src/client/partner-home.ts, the team's
// layout call, the shared quotes socket). Each passes the actor's signal, so leaving a state
// cancels its call.
import { type EventObject, fromCallback, fromPromise } from "xstate";
import { compareSymbols, partnerHome } from "../../client/partner-home";
import { partnerLayout } from "../../client/partner-team";
import { subscribeQuotes } from "../../client/socket";
import type { CompareRange, Comparison } from "../../shared/comparator";
import type { PartnerHome } from "../../shared/partner-home";
import type { PartnerLayout } from "../../shared/partner-layout";
import type { LiveQuote } from "../../shared/realtime";

export const loadHome = fromPromise<PartnerHome>(({ signal }) => partnerHome(signal));

export const loadLayout = fromPromise<PartnerLayout>(({ signal }) => partnerLayout(signal));

export const loadComparison = fromPromise<Comparison, { symbols: string[]; range: CompareRange }>(({ input, signal }) =>
  compareSymbols(input.symbols, input.range, signal),
);

/** The home's movers on the shared quotes socket, told to the machine as `quotes` events. */
export const browserHomeQuotes = fromCallback<EventObject, { symbols: string[] }>(({ input, sendBack }) =>
  input.symbols.length
    ? subscribeQuotes(input.symbols, {
        quotes: (quotes) => sendBack({ type: "quotes", quotes } satisfies { type: "quotes"; quotes: LiveQuote[] }),
      })
    : () => {},
);

// The fundamentals calls (src/client/fundamentals.ts) and the ticker's Shariah screen as actors.
// Each passes the actor's signal, so leaving a state cancels its call.
import { fromPromise } from "xstate";
import { section } from "../../client/fundamentals";
import { shariah } from "../../client/ticker";
import type { FundamentalsSection, SectionResponse } from "../../shared/fundamentals";
import type { ShariahResponse } from "../../shared/shariah";

export type { ShariahResponse };

export const fetchSection = fromPromise<SectionResponse, { symbol: string; section: FundamentalsSection }>(
  ({ input, signal }) => section(input.symbol, input.section, signal),
);

export const fetchShariah = fromPromise<ShariahResponse, { symbol: string }>(({ input, signal }) =>
  shariah(input.symbol, signal),
);

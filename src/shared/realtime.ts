// The live quotes over /ws (docs/api.md, Realtime): the messages a client sends to choose its
// symbols and the ones the server answers with. Shared by the hub (which builds them) and the
// browser's socket (which reads them).
import type { SessionState } from "./market";

/** Symbols one socket may follow at once; a subscribe that would go beyond is refused whole. */
export const MAX_QUOTE_SYMBOLS = 500;
/** A client message longer than this (in bytes) is answered `message_too_large`. */
export const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;

/** One symbol's live figures, as pushed on every tick that changes them. */
export interface LiveQuote {
  symbol: string;
  price: number;
  change: number;
  changesPercentage: number;
  volume: number;
  dayLow: number;
  dayHigh: number;
  /** The session state of the symbol's market (US or Saudi). */
  marketState: SessionState;
}

/** The current quotes of newly subscribed symbols, then on each tick those that changed. */
export interface QuotesMessage {
  type: "quotes";
  /** The tick's time, epoch ms. */
  ts: number;
  quotes: LiveQuote[];
}

export type RealtimeError =
  | { type: "error"; code: "too_many_symbols"; max: number }
  | { type: "error"; code: "unknown_symbols"; symbols: string[] }
  | { type: "error"; code: "invalid_message" }
  | { type: "error"; code: "message_too_large"; max: number };

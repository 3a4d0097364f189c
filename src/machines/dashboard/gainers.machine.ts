// The live Rocket Gainers connection. The socket (injected: partysocket in the browser)
// reconnects by itself; the machine only tells connecting, live and reconnecting apart, and
// remembers which prices changed since the previous push, and which way, so the view can flash
// them (green for every change) and mark a fall as a fall (▼).
import { assign, fromCallback, type SnapshotFrom, setup } from "xstate";
import { parseGainersMessage } from "../../client/socket";
import type { GainerRow, TopGainersMessage } from "../../shared/market";

interface GainersContext {
  rows: GainerRow[];
  /** Symbols whose price differs from the previous push. */
  changed: string[];
  /** Which way each changed price went since the previous push. */
  moves: Record<string, PriceMove>;
  /** Epoch ms of the tick of the last push. */
  ts: number | null;
  /** Counts pushes, so a flash restarts on every push that changes a price. */
  pushes: number;
}

type PriceMove = "up" | "down";

export type GainersEvent =
  | { type: "socket.open" }
  | { type: "socket.close" }
  | { type: "socket.message"; message: TopGainersMessage };

// The socket's messages are read in src/client/socket.ts; tests read them through here too.
export { parseGainersMessage };

/** Symbols of `next` whose price is not the one `previous` had (new symbols are not flashed). */
export function changedPrices(previous: GainerRow[], next: GainerRow[]): string[] {
  const before = new Map(previous.map((r) => [r.symbol, r.price]));
  return next.filter((r) => before.has(r.symbol) && before.get(r.symbol) !== r.price).map((r) => r.symbol);
}

/** The direction of every price of `next` that differs from the one `previous` had. */
export function priceMoves(previous: GainerRow[], next: GainerRow[]): Record<string, PriceMove> {
  const before = new Map(previous.map((r) => [r.symbol, r.price]));
  const moves: Record<string, PriceMove> = {};
  for (const row of next) {
    const old = before.get(row.symbol);
    if (old !== undefined && old !== row.price) moves[row.symbol] = row.price > old ? "up" : "down";
  }
  return moves;
}

export const gainersMachine = setup({
  types: {
    context: {} as GainersContext,
    events: {} as GainersEvent,
  },
  actors: {
    socket: fromCallback<GainersEvent>(() => () => {}),
  },
}).createMachine({
  id: "gainers",
  context: { rows: [], changed: [], moves: {}, ts: null, pushes: 0 },
  invoke: { id: "socket", src: "socket" },
  initial: "connecting",
  on: {
    "socket.message": {
      // A push older than the one shown (a late frame after a reconnect) is dropped.
      guard: ({ context, event }) => context.ts === null || event.message.ts >= context.ts,
      actions: assign(({ context, event }) => ({
        rows: event.message.data,
        changed: changedPrices(context.rows, event.message.data),
        moves: priceMoves(context.rows, event.message.data),
        ts: event.message.ts,
        pushes: context.pushes + 1,
      })),
    },
  },
  states: {
    connecting: {
      tags: ["connecting"],
      on: { "socket.open": "live" },
    },
    live: {
      on: { "socket.close": "reconnecting" },
    },
    reconnecting: {
      tags: ["connecting"],
      on: { "socket.open": "live" },
    },
  },
});

// Selectors: what the live table reads, beside the machine.
/** The connection as the table states it. */
export const connection = (s: SnapshotFrom<typeof gainersMachine>): "live" | "reconnecting" | "connecting" =>
  s.matches("live") ? "live" : s.matches("reconnecting") ? "reconnecting" : "connecting";

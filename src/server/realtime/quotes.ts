// The live quotes of /ws (docs/api.md, Realtime): which socket follows which symbols, and what
// each tick sends. Per tick the work is proportional to the followed symbols and the quotes
// delivered, never to sockets × symbols: a symbol → sockets index; the changed symbols found once
// per tick (compared with the values last sent); each changed quote serialised once and joined
// into the messages of the sockets that follow it. When most subscriptions have a change (a
// simulated market moves every symbol each tick), each socket's message is gathered from its own
// symbols in one pass over them, without a per-socket lookup for every quote delivered
// (bench/ws-fanout.ts --mode quotes measures it).
//
// With several instances each one applies the feed leader's ticks to its own state
// (src/server/scale/feed.ts) and calls `tick` for its own sockets only: a socket lives on one
// instance, so it hears of each tick once.
import type { SessionState } from "../../shared/market";
import { type LiveQuote, MAX_QUOTE_SYMBOLS, type RealtimeError } from "../../shared/realtime";
import type { Market } from "../market/engine";
import { round, roundPrice } from "../market/state";

/** What a quote socket needs of the hub's socket: a way to send, and its set of symbol indexes. */
export interface QuoteSocket {
  send(message: string): unknown;
  data: { quotes?: Set<number> };
}

/** The figures last sent for a symbol, to tell a changed quote from an unchanged one. */
interface Sent extends LiveQuote {
  /** The quote serialised, once per tick that changes it. */
  json: string;
}

export class QuoteSubscriptions {
  /** Symbol index → the sockets that follow it (on this instance). */
  private readonly followers = new Map<number, Set<QuoteSocket>>();
  /** Symbol index → the quote last sent (or sent on subscribe). */
  private readonly sent = new Map<number, Sent>();
  /** The sockets following at least one symbol, each with its symbols as a list (walked each
   * tick, faster than its set), and the (socket, symbol) pairs in all. */
  private readonly lists = new Map<QuoteSocket, number[]>();
  private pairs = 0;
  /** During a tick: symbol index → its changed quote's JSON (undefined: unchanged). */
  private fresh: (string | undefined)[] = [];

  constructor(
    private readonly market: Market,
    /** The session state of a market now (the demo clock keeps the simulated market open). */
    private readonly sessionState: (market: "US" | "SA") => SessionState,
  ) {}

  /** Symbols followed by at least one socket. */
  get symbols(): number {
    return this.followers.size;
  }

  private quote(i: number, states: Record<"US" | "SA", SessionState>): Sent {
    const s = this.market.state;
    const price = s.price[i]!;
    const day = this.market.tickers.dayRange(i);
    return {
      symbol: s.symbols[i]!,
      price: roundPrice(price),
      change: roundPrice(price - s.prevClose[i]!),
      changesPercentage: round(s.changePercent(i), 2),
      volume: Math.round(s.volume[i]!),
      dayLow: roundPrice(day.low),
      dayHigh: roundPrice(day.high),
      marketState: states[s.currencies[i] === "SAR" ? "SA" : "US"],
      json: "",
    };
  }

  private states(): Record<"US" | "SA", SessionState> {
    return { US: this.sessionState("US"), SA: this.sessionState("SA") };
  }

  /** `{"type":"subscribe","symbols":[…]}`: refused whole beyond MAX_QUOTE_SYMBOLS; unknown symbols
   * are named, the others followed and their current quotes sent at once. */
  subscribe(ws: QuoteSocket, symbols: readonly string[]): void {
    ws.data.quotes ??= new Set();
    const held = ws.data.quotes;
    const wanted = new Set(symbols);
    if (wanted.size > MAX_QUOTE_SYMBOLS) {
      this.refuse(ws);
      return;
    }
    const unknown: string[] = [];
    const added: number[] = [];
    for (const symbol of wanted) {
      const i = this.market.state.index.get(symbol);
      if (i === undefined) unknown.push(symbol.slice(0, 20));
      else if (!held.has(i)) added.push(i);
    }
    if (held.size + added.length > MAX_QUOTE_SYMBOLS) {
      this.refuse(ws);
      return;
    }
    if (unknown.length) sendError(ws, { type: "error", code: "unknown_symbols", symbols: unknown });
    if (!added.length) return;
    const states = this.states();
    const parts: string[] = [];
    if (added.length) {
      const list = this.lists.get(ws);
      if (list) list.push(...added);
      else this.lists.set(ws, [...added]);
    }
    this.pairs += added.length;
    for (const i of added) {
      held.add(i);
      let set = this.followers.get(i);
      if (!set) {
        set = new Set();
        this.followers.set(i, set);
      }
      set.add(ws);
      // The current quote; it becomes the one a next tick compares with if none was sent yet
      // (a symbol followed already keeps its last sent quote, so its followers miss no change).
      const now = this.quote(i, states);
      now.json = JSON.stringify(stripJson(now));
      if (!this.sent.has(i)) this.sent.set(i, now);
      parts.push(now.json);
    }
    ws.send(quotesMessage(this.market.state.ts, parts));
  }

  /** `{"type":"unsubscribe","symbols":[…]}`: symbols not followed are ignored. */
  unsubscribe(ws: QuoteSocket, symbols: readonly string[]): void {
    const held = ws.data.quotes;
    if (!held) return;
    for (const symbol of symbols) {
      const i = this.market.state.index.get(symbol);
      if (i !== undefined && held.delete(i)) this.unfollow(ws, i);
    }
  }

  /** A socket that closed follows nothing any more. */
  forget(ws: QuoteSocket): void {
    const held = ws.data.quotes;
    if (!held) return;
    this.lists.delete(ws);
    for (const i of held) this.unfollow(ws, i);
    held.clear();
  }

  private unfollow(ws: QuoteSocket, i: number): void {
    const list = this.lists.get(ws);
    if (list) {
      if (ws.data.quotes?.size === 0) this.lists.delete(ws);
      else {
        const at = list.indexOf(i);
        if (at >= 0) list.splice(at, 1);
      }
    }
    const set = this.followers.get(i);
    if (!set) return;
    if (set.delete(ws)) this.pairs--;
    if (set.size === 0) {
      this.followers.delete(i);
      this.sent.delete(i);
    }
  }

  private refuse(ws: QuoteSocket): void {
    sendError(ws, { type: "error", code: "too_many_symbols", max: MAX_QUOTE_SYMBOLS });
  }

  /** After each market update: one message per socket with the quotes that changed among its
   * symbols; none when nothing changed. Returns the messages sent. */
  tick(): number {
    if (this.followers.size === 0) return 0;
    const states = this.states();
    const changed: number[] = [];
    /** The (socket, symbol) pairs with a change to deliver. */
    let reach = 0;
    for (const [i, sockets] of this.followers) {
      const now = this.quote(i, states);
      const last = this.sent.get(i);
      if (last && sameQuote(last, now)) continue;
      now.json = JSON.stringify(stripJson(now));
      this.sent.set(i, now);
      changed.push(i);
      reach += sockets.size;
    }
    if (!changed.length) return 0;
    const ts = this.market.state.ts;
    // Most pairs changed: one pass over each socket's own symbols.
    if (reach * 2 >= this.pairs) {
      const fresh = this.fresh;
      for (const i of changed) fresh[i] = this.sent.get(i)!.json;
      let sent = 0;
      const head = `{"type":"quotes","ts":${ts},"quotes":[`;
      for (const [ws, list] of this.lists) {
        // The message built as one string: no list of parts, no second copy for the ends.
        let message = head;
        let first = true;
        for (let k = 0; k < list.length; k++) {
          const json = fresh[list[k]!];
          if (json === undefined) continue;
          if (first) first = false;
          else message += ",";
          message += json;
        }
        if (first) continue;
        ws.send(`${message}]}`);
        sent++;
      }
      for (const i of changed) fresh[i] = undefined;
      return sent;
    }
    // A few symbols changed: only their followers are visited.
    const outgoing = new Map<QuoteSocket, string[]>();
    for (const i of changed) {
      const json = this.sent.get(i)!.json;
      for (const ws of this.followers.get(i)!) {
        const parts = outgoing.get(ws);
        if (parts) parts.push(json);
        else outgoing.set(ws, [json]);
      }
    }
    for (const [ws, parts] of outgoing) ws.send(quotesMessage(ts, parts));
    return outgoing.size;
  }
}

function stripJson({ json: _, ...quote }: Sent): LiveQuote {
  return quote;
}

function sameQuote(a: Sent, b: Sent): boolean {
  return (
    a.price === b.price &&
    a.volume === b.volume &&
    a.change === b.change &&
    a.changesPercentage === b.changesPercentage &&
    a.dayLow === b.dayLow &&
    a.dayHigh === b.dayHigh &&
    a.marketState === b.marketState
  );
}

/** The quotes message from quotes serialised once each (shared by every socket that gets them). */
function quotesMessage(ts: number, parts: string[]): string {
  return `{"type":"quotes","ts":${ts},"quotes":[${parts.join(",")}]}`;
}

/** Answers a client message with an error (docs/api.md, Realtime); the socket stays. */
export function sendError(ws: QuoteSocket, error: RealtimeError): void {
  ws.send(JSON.stringify(error));
}

// The browser's shared quotes socket (src/client/socket.ts) against a fake socket: one socket
// for every listener, a symbol subscribed with its first listener and unsubscribed with its
// last, changes of one turn sent as one message, everything subscribed again after a reconnect.
import { describe, expect, test } from "bun:test";
import { parseQuotesMessage, QuoteConnection, type QuoteSocketLike } from "../../src/client/socket";
import { type LiveQuote, MAX_QUOTE_SYMBOLS } from "../../src/shared/realtime";

class FakeSocket implements QuoteSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  private handlers: Record<string, Array<(e: never) => void>> = {};
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  addEventListener(type: string, listener: (e: never) => void) {
    this.handlers[type] ??= [];
    this.handlers[type].push(listener);
  }
  emit(type: string, event: unknown = {}) {
    for (const h of this.handlers[type] ?? []) h(event as never);
  }
  up() {
    this.readyState = 1;
    this.emit("open");
  }
  down() {
    this.readyState = 3;
    this.emit("close", { code: 1006 });
  }
  push(ts: number, quotes: Partial<LiveQuote>[]) {
    this.emit("message", { data: JSON.stringify({ type: "quotes", ts, quotes }) });
  }
}

const turn = () => new Promise((r) => setTimeout(r, 0));
const q = (symbol: string, price: number) => ({ symbol, price }) as LiveQuote;

function setup() {
  const sockets: FakeSocket[] = [];
  const connection = new QuoteConnection(() => {
    const s = new FakeSocket();
    sockets.push(s);
    return s;
  }, 20);
  return { sockets, connection };
}

describe("QuoteConnection", () => {
  test("the socket follows at most MAX_QUOTE_SYMBOLS; a listener's symbols beyond them are not followed", async () => {
    const { sockets, connection } = setup();
    const many = Array.from({ length: MAX_QUOTE_SYMBOLS - 1 }, (_, i) => `S${i}`);
    connection.subscribe(many, { quotes: () => {} });
    sockets[0]!.up();
    sockets[0]!.sent = [];
    const got: string[][] = [];
    const off = connection.subscribe(["S0", "AAPL", "MSFT"], {
      quotes: (quotes) => got.push(quotes.map((x) => x.symbol)),
    });
    await turn();
    // S0 was followed already; AAPL takes the last place; MSFT is one too many.
    expect(connection.symbols).toHaveLength(MAX_QUOTE_SYMBOLS);
    expect(sockets[0]!.sent).toEqual([{ type: "subscribe", symbols: ["AAPL"] }]);
    sockets[0]!.push(1, [q("AAPL", 1), q("MSFT", 2)]);
    expect(got).toEqual([["AAPL"]]);
    // Its leaving frees AAPL's place only (S0 is still followed by the first listener).
    off();
    await turn();
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: "unsubscribe", symbols: ["AAPL"] });
    expect(connection.symbols).toHaveLength(MAX_QUOTE_SYMBOLS - 1);
  });

  test("one socket for every listener; each gets its own symbols only", async () => {
    const { sockets, connection } = setup();
    const a: string[][] = [];
    const b: string[][] = [];
    let opened = 0;
    connection.subscribe(["AAPL", "msft"], {
      quotes: (quotes) => a.push(quotes.map((x) => x.symbol)),
      open: () => opened++,
    });
    connection.subscribe(["MSFT", "NVDA"], { quotes: (quotes) => b.push(quotes.map((x) => x.symbol)) });
    await turn();
    expect(sockets).toHaveLength(1);
    // Nothing is sent before the socket opens; on open, everything at once, without the gainers.
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.up();
    expect(opened).toBe(1);
    expect(sockets[0]!.sent).toEqual([{ type: "subscribe", topics: [], symbols: ["AAPL", "MSFT", "NVDA"] }]);
    sockets[0]!.push(1, [q("AAPL", 1), q("MSFT", 2), q("NVDA", 3)]);
    expect(a).toEqual([["AAPL", "MSFT"]]);
    expect(b).toEqual([["MSFT", "NVDA"]]);
  });

  test("a symbol goes with its last listener; changes of one turn are one message each way", async () => {
    const { sockets, connection } = setup();
    const offA = connection.subscribe(["AAPL", "MSFT"], { quotes: () => {} });
    const offB = connection.subscribe(["MSFT"], { quotes: () => {} });
    sockets[0]!.up();
    sockets[0]!.sent = [];
    offB();
    await turn();
    expect(sockets[0]!.sent).toEqual([]);
    // The ticker page moving to another symbol: one unsubscribe and one subscribe.
    offA();
    const late: LiveQuote[][] = [];
    connection.subscribe(["NVDA", "MSFT"], { quotes: () => {} });
    await turn();
    expect(sockets[0]!.sent).toEqual([
      { type: "unsubscribe", symbols: ["AAPL"] },
      { type: "subscribe", symbols: ["NVDA"] },
    ]);
    // A listener that comes for a symbol followed already gets its last quote at once.
    sockets[0]!.push(5, [q("MSFT", 7)]);
    connection.subscribe(["MSFT"], { quotes: (quotes) => late.push(quotes) });
    await turn();
    expect(late).toEqual([[q("MSFT", 7)]]);
    expect(sockets).toHaveLength(1);
  });

  test("after a reconnect every current symbol is subscribed again; the last listener closes the socket", async () => {
    const { sockets, connection } = setup();
    const states: string[] = [];
    const off = connection.subscribe(["AAPL"], {
      quotes: () => {},
      open: () => states.push("open"),
      close: () => states.push("close"),
    });
    sockets[0]!.up();
    connection.subscribe(["MSFT"], { quotes: () => {} });
    await turn();
    sockets[0]!.down();
    sockets[0]!.sent = [];
    sockets[0]!.up();
    expect(sockets[0]!.sent).toEqual([{ type: "subscribe", topics: [], symbols: ["AAPL", "MSFT"] }]);
    expect(states).toEqual(["open", "close", "open"]);
    off();
    await Bun.sleep(40);
    // Another listener is still there: the socket stays.
    expect(sockets[0]!.closed).toBe(false);
  });

  test("the socket closes a moment after its last listener left, unless one comes back", async () => {
    const { sockets, connection } = setup();
    const off = connection.subscribe(["AAPL"], { quotes: () => {} });
    sockets[0]!.up();
    off();
    const again = connection.subscribe(["AAPL"], { quotes: () => {} });
    await Bun.sleep(40);
    expect(sockets[0]!.closed).toBe(false);
    again();
    await Bun.sleep(40);
    expect(sockets[0]!.closed).toBe(true);
    connection.subscribe(["AAPL"], { quotes: () => {} });
    expect(sockets).toHaveLength(2);
  });

  test("only quotes messages are read", () => {
    expect(parseQuotesMessage("pong")).toBeNull();
    expect(parseQuotesMessage(JSON.stringify({ type: "error", code: "unknown_symbols", symbols: ["X"] }))).toBeNull();
    expect(parseQuotesMessage(JSON.stringify({ type: "quotes", ts: 1, quotes: [{ symbol: "A" }, q("B", 2)] }))).toEqual(
      { type: "quotes", ts: 1, quotes: [q("B", 2)] },
    );
  });
});

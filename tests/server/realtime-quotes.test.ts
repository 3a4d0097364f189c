// Live quotes over GET /ws (docs/api.md, Realtime): a socket gets the quotes of its own symbols
// only, at once on subscribe and then on each tick that changes them; the limits and bad
// messages are answered with errors and the socket stays usable; partners may follow quotes.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { TopGainersMessage } from "../../src/shared/market";
import { type LiveQuote, MAX_QUOTE_SYMBOLS, type QuotesMessage } from "../../src/shared/realtime";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, serveOverSocket, type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let served: ReturnType<typeof serveOverSocket>;
let user: TestAccount;
let url: string;
const T0 = Date.UTC(2026, 10, 18, 15, 0, 0);

beforeAll(async () => {
  s = await testServer();
  served = serveOverSocket(s);
  user = await testUser(s.services);
  url = `ws://127.0.0.1:${served.server.port}/ws`;
});
afterAll(async () => {
  await served.stop();
  await s.close();
});

interface Client {
  socket: WebSocket;
  next(ms?: number): Promise<string>;
  /** The next message that is not a topGainers push. */
  nextOther(): Promise<unknown>;
  /** Resolves once the server has read everything sent before (a ping's pong came back). */
  sync(): Promise<void>;
  close(): Promise<void>;
}

async function client(cookie: string): Promise<Client> {
  const socket = new WebSocket(url, { headers: { cookie, origin: ORIGIN } } as unknown as string[]);
  const queued: string[] = [];
  const waiting: Array<(m: string) => void> = [];
  socket.addEventListener("message", (e) => {
    const data = String(e.data);
    const w = waiting.shift();
    if (w) w(data);
    else queued.push(data);
  });
  const closed = new Promise<void>((resolve) => socket.addEventListener("close", () => resolve()));
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve);
    socket.addEventListener("error", reject);
  });
  const next = (ms = 3000) => {
    const m = queued.shift();
    if (m !== undefined) return Promise.resolve(m);
    return new Promise<string>((resolve, reject) => {
      waiting.push(resolve);
      setTimeout(() => reject(new Error(`no message within ${ms} ms`)), ms);
    });
  };
  const c: Client = {
    socket,
    next,
    async nextOther() {
      for (;;) {
        const raw = await next();
        if (raw === "pong") return raw;
        const m = JSON.parse(raw) as { event?: string };
        if (m.event !== "topGainers") return m;
      }
    },
    async sync() {
      socket.send("ping");
      for (;;) {
        const raw = await next();
        if (raw === "pong") return;
        const m = JSON.parse(raw) as { event?: string };
        if (m.event !== "topGainers") throw new Error(`unexpected message before the pong: ${raw}`);
      }
    },
    async close() {
      socket.close();
      await closed;
    },
  };
  // Quotes only: the gainers pushes are out of the way of these tests.
  socket.send(JSON.stringify({ type: "subscribe", topics: [] }));
  await c.sync();
  return c;
}

const subscribe = (c: Client, symbols: string[]) => c.socket.send(JSON.stringify({ type: "subscribe", symbols }));
const unsubscribe = (c: Client, symbols: string[]) => c.socket.send(JSON.stringify({ type: "unsubscribe", symbols }));
const symbolsOf = (m: unknown) => (m as QuotesMessage).quotes.map((q) => q.symbol).sort();
const symbols = () => s.services.market.state.symbols;

describe("quotes", () => {
  test("a socket gets its subscribed symbols only: at once, then the changed ones each tick", async () => {
    const [a1, a2, b1] = symbols().slice(0, 3) as [string, string, string];
    const a = await client(user.cookie);
    const b = await client(user.cookie);
    subscribe(a, [a1, a2]);
    subscribe(b, [b1, a1]);
    const first = (await a.nextOther()) as QuotesMessage;
    expect(first.type).toBe("quotes");
    expect(first.ts).toBe(s.services.market.state.ts);
    expect(symbolsOf(first)).toEqual([a1, a2].sort());
    const quote = first.quotes.find((q) => q.symbol === a1)!;
    expect(Object.keys(quote).sort()).toEqual(
      ["change", "changesPercentage", "dayHigh", "dayLow", "marketState", "price", "symbol", "volume"].sort(),
    );
    const i = s.services.market.state.index.get(a1)!;
    expect(quote.price).toBe(Math.round(s.services.market.state.price[i]! * 100) / 100);
    expect(quote.marketState).toBe("open");
    expect(symbolsOf(await b.nextOther())).toEqual([a1, b1].sort());

    await s.services.market.step(T0 + 1000);
    const tick = (await a.nextOther()) as QuotesMessage;
    expect(tick.ts).toBe(T0 + 1000);
    expect(symbolsOf(tick)).toEqual([a1, a2].sort());
    expect(symbolsOf(await b.nextOther())).toEqual([a1, b1].sort());

    // Only what changed: one price moved, one message to each of its followers, with it alone.
    s.services.market.applyRemote((state) => {
      state.price[state.index.get(a2)!]! *= 1.01;
      state.ts = T0 + 1500;
    });
    const moved = (await a.nextOther()) as QuotesMessage;
    expect(moved.ts).toBe(T0 + 1500);
    expect(symbolsOf(moved)).toEqual([a2]);
    // Nothing changed: no message.
    s.services.market.applyRemote((state) => {
      state.ts = T0 + 1600;
    });
    await a.sync();
    await b.sync();

    // Unsubscribe stops them; the other socket's symbols go on.
    unsubscribe(a, [a1, a2, "NOT-FOLLOWED"]);
    await a.sync();
    await s.services.market.step(T0 + 2000);
    expect(symbolsOf(await b.nextOther())).toEqual([a1, b1].sort());
    await a.sync();
    expect(s.services.realtime.quotes.symbols).toBe(2);
    await a.close();
    await b.close();
    await Bun.sleep(20);
    expect(s.services.realtime.quotes.symbols).toBe(0);
  });

  test("more than 500 symbols are refused whole; unknown symbols are named, the rest followed", async () => {
    const c = await client(user.cookie);
    const all = symbols();
    expect(all.length).toBeGreaterThan(MAX_QUOTE_SYMBOLS + 1);
    subscribe(c, all.slice(0, MAX_QUOTE_SYMBOLS + 1));
    expect(await c.nextOther()).toEqual({ type: "error", code: "too_many_symbols", max: MAX_QUOTE_SYMBOLS });
    await c.sync();
    // 499 taken, then 2 more would go beyond: refused whole, the 499 stay.
    subscribe(c, all.slice(0, MAX_QUOTE_SYMBOLS - 1));
    expect(((await c.nextOther()) as QuotesMessage).quotes).toHaveLength(MAX_QUOTE_SYMBOLS - 1);
    subscribe(c, all.slice(MAX_QUOTE_SYMBOLS - 1, MAX_QUOTE_SYMBOLS + 1));
    expect(await c.nextOther()).toEqual({ type: "error", code: "too_many_symbols", max: MAX_QUOTE_SYMBOLS });
    // Symbols already followed do not count twice; unknown ones are named.
    subscribe(c, [all[0]!, all[MAX_QUOTE_SYMBOLS - 1]!, "NOPE", "ZZZZ.XX"]);
    expect(await c.nextOther()).toEqual({ type: "error", code: "unknown_symbols", symbols: ["NOPE", "ZZZZ.XX"] });
    expect(symbolsOf(await c.nextOther())).toEqual([all[MAX_QUOTE_SYMBOLS - 1]!]);
    await c.sync();
    // The 500 tick together in one message.
    await s.services.market.step(T0 + 3000);
    expect(((await c.nextOther()) as QuotesMessage).quotes.length).toBeGreaterThan(MAX_QUOTE_SYMBOLS / 2);
    await c.close();
  });

  test("bad messages are answered with an error and the socket stays usable", async () => {
    const c = await client(user.cookie);
    const invalid = { type: "error", code: "invalid_message" };
    for (const bad of [
      "{not json",
      "null",
      "[]",
      JSON.stringify({ type: "subscribe" }),
      JSON.stringify({ type: "follow", symbols: ["AAPL"] }),
      JSON.stringify({ type: "subscribe", symbols: "AAPL" }),
      JSON.stringify({ type: "subscribe", symbols: [1, 2] }),
      JSON.stringify({ type: "unsubscribe", symbols: [null] }),
      JSON.stringify({ type: "unsubscribe", topics: ["gainers"] }),
    ]) {
      c.socket.send(bad);
      expect(await c.nextOther()).toEqual(invalid);
    }
    c.socket.send(JSON.stringify({ type: "subscribe", symbols: ["x".repeat(70 * 1024)] }));
    expect(await c.nextOther()).toEqual({ type: "error", code: "message_too_large", max: 64 * 1024 });
    const symbol = symbols()[0]!;
    subscribe(c, [symbol]);
    expect(symbolsOf(await c.nextOther())).toEqual([symbol]);
    await c.close();
  });

  test("a partner session opens /ws for quotes only: no gainers, no topics", async () => {
    const partner = await testPartner(s.services);
    const c = await client(partner.cookie);
    c.socket.send(JSON.stringify({ type: "subscribe", topics: ["gainers"] }));
    await c.sync();
    const symbol = symbols()[1]!;
    subscribe(c, [symbol]);
    const first = (await c.nextOther()) as QuotesMessage;
    expect(first.quotes.map((q: LiveQuote) => q.symbol)).toEqual([symbol]);
    await s.services.market.step(T0 + 4000);
    const tick = JSON.parse(await c.next()) as QuotesMessage | TopGainersMessage;
    expect("type" in tick && tick.type).toBe("quotes");
    await c.sync();
    await c.close();
  });
});

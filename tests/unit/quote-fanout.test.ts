// The quote subscriptions' tick (src/server/realtime/quotes.ts) has two ways to gather each
// socket's message: from the changed symbols' followers when few changed, from each socket's
// own symbols when most did. Both must send every socket exactly its changed symbols, once,
// with the current figures, and keep their counts right through unsubscribes and closes.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config";
import { createMarket } from "../../src/server/market";
import type { Market } from "../../src/server/market/engine";
import { type QuoteSocket, QuoteSubscriptions } from "../../src/server/realtime/quotes";
import type { LiveQuote } from "../../src/shared/realtime";

const dir = mkdtempSync(join(tmpdir(), "rockets-quote-fanout-"));
let market: Market;
beforeAll(async () => {
  const config = loadConfig({
    DATA_DIR: dir,
    DEMO: "false",
    MARKET_UNIVERSE_SIZE: "1000",
    MARKET_CLOCK: "always-open",
  });
  market = createMarket(config, () => Date.UTC(2026, 10, 18, 15));
  await market.init();
});
afterAll(() => {
  market.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Fake extends QuoteSocket {
  inbox: { ts: number; quotes: LiveQuote[] }[];
}
const socket = (): Fake => {
  const inbox: Fake["inbox"] = [];
  return { data: {}, inbox, send: (m: string) => inbox.push(JSON.parse(m)) };
};

/** Moves the price of the given symbol indexes by a cent, as a tick would. */
function move(indexes: number[]): void {
  const s = market.state;
  for (const i of indexes) s.price[i] = Math.round((s.price[i]! + 0.01) * 100) / 100;
  s.ts += 1000;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);

test("few changes and many changes deliver exactly each socket's changed symbols, once", () => {
  const symbols = market.state.symbols;
  const quotes = new QuoteSubscriptions(market, () => "open");
  const [a, b, c] = [socket(), socket(), socket()];
  quotes.subscribe(
    a,
    range(0, 10).map((i) => symbols[i]!),
  );
  quotes.subscribe(
    b,
    range(5, 15).map((i) => symbols[i]!),
  );
  quotes.subscribe(c, [symbols[20]!]);
  expect(quotes.symbols).toBe(16);
  for (const ws of [a, b, c]) ws.inbox.length = 0;

  const got = (ws: Fake) => {
    const messages = ws.inbox.splice(0);
    expect(messages.length).toBeLessThanOrEqual(1);
    return messages[0]?.quotes.map((q) => q.symbol) ?? [];
  };

  // One symbol of 21 subscriptions' worth: the followers' way.
  move([0]);
  expect(quotes.tick()).toBe(1);
  expect(got(a)).toEqual([symbols[0]!]);
  expect(got(b)).toEqual([]);
  expect(got(c)).toEqual([]);

  // Every followed symbol: each socket's own way.
  move([...range(0, 15), 20]);
  expect(quotes.tick()).toBe(3);
  const last = market.state.ts;
  const messageA = a.inbox[0]!;
  expect(messageA.ts).toBe(last);
  expect(got(a).sort()).toEqual(
    range(0, 10)
      .map((i) => symbols[i]!)
      .sort(),
  );
  expect(got(b).sort()).toEqual(
    range(5, 15)
      .map((i) => symbols[i]!)
      .sort(),
  );
  expect(got(c)).toEqual([symbols[20]!]);
  // The figures are the state's now.
  const q3 = messageA.quotes.find((q) => q.symbol === symbols[3])!;
  expect(q3.price).toBe(market.state.price[3]!);

  // Nothing moved: nothing sent.
  expect(quotes.tick()).toBe(0);

  // After an unsubscribe and a close, the counts follow: B keeps 10..14, C is gone.
  quotes.unsubscribe(
    b,
    range(5, 10).map((i) => symbols[i]!),
  );
  quotes.forget(c);
  expect(quotes.symbols).toBe(15);
  move([...range(0, 15), 20]);
  expect(quotes.tick()).toBe(2);
  expect(got(a)).toHaveLength(10);
  expect(got(b).sort()).toEqual(
    range(10, 15)
      .map((i) => symbols[i]!)
      .sort(),
  );
  expect(got(c)).toEqual([]);

  // Few of the remaining pairs change (3 of 15): the followers' way again, same answer.
  move([1, 2, 12]);
  expect(quotes.tick()).toBe(2);
  expect(got(a).sort()).toEqual([symbols[1]!, symbols[2]!].sort());
  expect(got(b)).toEqual([symbols[12]!]);

  // A socket that unsubscribed from everything gets nothing, whichever way.
  quotes.unsubscribe(
    b,
    range(10, 15).map((i) => symbols[i]!),
  );
  move(range(0, 15));
  expect(quotes.tick()).toBe(1);
  expect(got(a)).toHaveLength(10);
  expect(got(b)).toEqual([]);
});

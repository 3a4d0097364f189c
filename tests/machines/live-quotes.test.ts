// The live quotes machine (src/machines/market/liveQuotes.machine.ts) with its feed stood in:
// the symbols on screen are followed and followed again when they change, quotes of other symbols
// are ignored, and the prices are stale after a drop or a silence of an open market, fresh with
// the next quote.
import { describe, expect, test } from "bun:test";
import { createActor, fromCallback, SimulatedClock } from "xstate";
import {
  addQuotes,
  DOWN_MS,
  type LiveQuotesEvent,
  liveQuotesMachine,
  SILENCE_MS,
} from "../../src/machines/market/liveQuotes.machine";
import type { LiveQuote } from "../../src/shared/realtime";

const quote = (symbol: string, price: number, marketState: LiveQuote["marketState"] = "open"): LiveQuote => ({
  symbol,
  price,
  change: 1,
  changesPercentage: 0.5,
  volume: 100,
  dayLow: price - 1,
  dayHigh: price + 1,
  marketState,
});

function start(symbols: string[]) {
  const followed: string[][] = [];
  let stopped = 0;
  let send: (e: LiveQuotesEvent) => void = () => {};
  const clock = new SimulatedClock();
  const actor = createActor(
    liveQuotesMachine.provide({
      actors: {
        follow: fromCallback<LiveQuotesEvent, { symbols: string[] }>(({ input, sendBack }) => {
          followed.push(input.symbols);
          send = sendBack;
          return () => {
            stopped++;
          };
        }),
      },
    }),
    { input: { symbols }, clock },
  ).start();
  const stale = () => actor.getSnapshot().hasTag("stale");
  return { actor, clock, followed, stopped: () => stopped, send: (e: LiveQuotesEvent) => send(e), stale };
}

describe("live quotes", () => {
  test("follows the symbols on screen, again when they change, and none when there are none", () => {
    const { actor, followed, stopped } = start(["AAPL", "MSFT"]);
    expect(followed).toEqual([["AAPL", "MSFT"]]);
    actor.send({ type: "symbols.set", symbols: ["AAPL", "MSFT"] });
    expect(followed).toHaveLength(1);
    actor.send({ type: "symbols.set", symbols: ["NVDA"] });
    expect(followed).toEqual([["AAPL", "MSFT"], ["NVDA"]]);
    expect(stopped()).toBe(1);
    actor.send({ type: "symbols.set", symbols: [] });
    expect(stopped()).toBe(2);
    expect(actor.getSnapshot().value).toBe("off");
    actor.stop();
  });

  test("keeps the latest quote of each followed symbol; other symbols and older quotes are ignored", () => {
    const { actor, send } = start(["AAPL"]);
    send({ type: "quotes.message", ts: 2000, quotes: [quote("AAPL", 190), quote("TSLA", 300)] });
    send({ type: "quotes.message", ts: 1000, quotes: [quote("AAPL", 150)] });
    const book = actor.getSnapshot().context.quotes;
    expect(Object.keys(book)).toEqual(["AAPL"]);
    expect(book.AAPL?.price).toBe(190);
    expect(book.AAPL?.ts).toBe(2000);
    // Another page: the quotes of symbols gone are dropped.
    actor.send({ type: "symbols.set", symbols: ["MSFT"] });
    expect(actor.getSnapshot().context.quotes).toEqual({});
    actor.stop();
  });

  test("a short drop is no banner; a drop longer than DOWN_MS is, until quotes flow again", () => {
    const { clock, send, stale, actor } = start(["AAPL"]);
    send({ type: "quotes.message", ts: 1, quotes: [quote("AAPL", 190)] });
    send({ type: "quotes.close" });
    clock.increment(DOWN_MS - 1);
    expect(stale()).toBe(false);
    // Back with a quote (the server sends the current ones on subscribe).
    send({ type: "quotes.message", ts: 2, quotes: [quote("AAPL", 191)] });
    send({ type: "quotes.close" });
    clock.increment(DOWN_MS);
    expect(stale()).toBe(true);
    // Connected again (no event for that): stale until a quote arrives.
    send({ type: "quotes.message", ts: 3, quotes: [quote("AAPL", 192)] });
    expect(stale()).toBe(false);
    actor.stop();
  });

  test("a socket that keeps dropping without a quote, or never sends one, is stale after DOWN_MS", () => {
    const a = start(["AAPL"]);
    for (let i = 0; i < 5; i++) {
      a.clock.increment(DOWN_MS / 5 - 1);
      a.send({ type: "quotes.close" });
    }
    expect(a.stale()).toBe(false);
    a.clock.increment(5);
    expect(a.stale()).toBe(true);
    a.actor.stop();
    const b = start(["AAPL"]);
    b.clock.increment(DOWN_MS);
    expect(b.stale()).toBe(true);
    b.actor.stop();
  });

  test("silence is stale only while a followed market is open", () => {
    const open = start(["AAPL"]);
    open.send({ type: "quotes.message", ts: 1, quotes: [quote("AAPL", 190, "open")] });
    open.clock.increment(SILENCE_MS - 1);
    open.send({ type: "quotes.message", ts: 2, quotes: [quote("AAPL", 191, "open")] });
    open.clock.increment(SILENCE_MS - 1);
    expect(open.stale()).toBe(false);
    open.clock.increment(1);
    expect(open.stale()).toBe(true);
    open.send({ type: "quotes.message", ts: 3, quotes: [quote("AAPL", 192, "open")] });
    expect(open.stale()).toBe(false);
    open.actor.stop();

    const closed = start(["AAPL"]);
    closed.send({ type: "quotes.message", ts: 1, quotes: [quote("AAPL", 190, "closed")] });
    closed.clock.increment(SILENCE_MS * 10);
    expect(closed.stale()).toBe(false);
    closed.actor.stop();
  });

  test("addQuotes hands back the same book when nothing followed changed", () => {
    const book = addQuotes({}, ["AAPL"], [quote("AAPL", 1)], 5);
    expect(addQuotes(book, ["AAPL"], [quote("TSLA", 2)], 6)).toBe(book);
  });
});

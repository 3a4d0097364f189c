// The watchlists machine with live quotes (its `quotes` actor stood in): the listed symbols are
// followed, each quote moves its rows' price, change, volume and market value, and the symbols
// are followed again when a ticker or a list goes.
import { describe, expect, test } from "bun:test";
import { createActor, fromCallback, fromPromise, waitFor } from "xstate";
import { type WatchlistsEvent, watchlistsMachine, withQuotes } from "../../src/machines/scanner/watchlists.machine";
import type { ScannerRow, TickersDataResponse } from "../../src/shared/market";
import type { LiveQuote } from "../../src/shared/realtime";
import type { Watchlist } from "../../src/shared/watchlists";

const tech: Watchlist = {
  _id: "w1",
  watchlistName: "Tech",
  tickers: [
    { tickerName: "AAPL", selectedScanner: "rocket" },
    { tickerName: "NVDA", selectedScanner: "growth" },
  ],
};
const energy: Watchlist = {
  _id: "w2",
  watchlistName: "Energy",
  tickers: [{ tickerName: "AAPL", selectedScanner: "dividend" }],
};

const row = (symbol: string, price: number): ScannerRow => ({
  symbol,
  name: symbol,
  currency: "USD",
  price,
  volume: 10,
  marketCap: price * 1000,
  outstandingShares: 1000,
  changePercentage: 1,
  close: price,
  lastDividend: 0,
});
const quote = (symbol: string, price: number): LiveQuote => ({
  symbol,
  price,
  change: 5,
  changesPercentage: 2.5,
  volume: 99,
  dayLow: price - 1,
  dayHigh: price + 1,
  marketState: "open",
});

function start() {
  const followed: string[][] = [];
  let stopped = 0;
  let send: (e: WatchlistsEvent) => void = () => {};
  const actor = createActor(
    watchlistsMachine.provide({
      actors: {
        loadLists: fromPromise(async () => ({ watchlists: [tech, energy] })),
        loadTickerData: fromPromise<TickersDataResponse, Watchlist[]>(async () => ({
          data: [
            { tickerName: "AAPL", selectedScanner: "rocket", data: [row("AAPL", 100)] },
            { tickerName: "NVDA", selectedScanner: "growth", data: [row("NVDA", 50)] },
            { tickerName: "AAPL", selectedScanner: "dividend", data: [] },
          ],
        })),
        removeTicker: fromPromise(async () => ({ watchlist: { ...tech, tickers: [tech.tickers[0]!] } })),
        quotes: fromCallback<WatchlistsEvent, { symbols: string[] }>(({ input, sendBack }) => {
          followed.push(input.symbols);
          send = sendBack;
          return () => {
            stopped++;
          };
        }),
      },
    }),
  ).start();
  return { actor, followed, stopped: () => stopped, send: (e: WatchlistsEvent) => send(e) };
}

describe("watchlists with live quotes", () => {
  test("the listed symbols are followed; a quote moves their rows; a removed ticker is followed no more", async () => {
    const { actor, followed, stopped, send } = start();
    await waitFor(actor, (s) => s.matches({ ready: { ui: "idle", data: "loaded" } }));
    expect(followed.at(-1)?.sort()).toEqual(["AAPL", "NVDA"]);
    send({ type: "quotes", quotes: [quote("AAPL", 110)] });
    const data = actor.getSnapshot().context.tickerData;
    expect(data["AAPL|rocket"]).toEqual({
      ...row("AAPL", 100),
      price: 110,
      changePercentage: 2.5,
      volume: 99,
      marketCap: 110_000,
    });
    // A row the market has no data for stays empty; other symbols are untouched.
    expect(data["AAPL|dividend"]).toBeNull();
    expect(data["NVDA|growth"]).toEqual(row("NVDA", 50));
    const before = stopped();
    actor.send({ type: "ticker.remove", watchlistId: "w1", tickerName: "NVDA" });
    await waitFor(actor, (s) => s.matches({ ready: { ui: "idle" } }));
    expect(stopped()).toBe(before + 1);
    expect(followed.at(-1)).toEqual(["AAPL"]);
    actor.stop();
  });

  test("quotes of symbols not listed change nothing", () => {
    const data = { "AAPL|rocket": row("AAPL", 100), "NVDA|growth": null } as const;
    expect(withQuotes(data, [quote("MSFT", 1)])).toEqual(data);
  });
});

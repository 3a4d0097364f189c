// The Rocket Movers machine: first read, a refresh every minute while the market is open and its
// live quotes move the rows (every 5 s while they are stale, and before the view says they are
// live), every minute while it is not, a retry after a failure that keeps the rows, and a new read
// at once for another market or kind; and the live quotes merged into the rows, which move their
// price, change and order.
import { expect, test } from "bun:test";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../src/client/http";
import {
  isFirstLoad,
  isMarketOpen,
  liveMovers,
  MOVERS_MEMBERSHIP_MS,
  MOVERS_POLL_MS,
  moverRows,
  moversMachine,
} from "../../src/machines/dashboard/movers.machine";
import type { QuoteBook, TimedQuote } from "../../src/machines/market/liveQuotes.machine";
import type { SessionState } from "../../src/shared/market";
import type { MoverKind, MoverRow, MoversResponse } from "../../src/shared/movers";

const answer = (market: "US" | "SA", kind: MoverKind, state: SessionState, symbol: string): MoversResponse => ({
  market,
  kind,
  ts: 1,
  session: { market, state, opensAt: "2026-11-23T14:30:00.000Z", closesAt: "2026-11-23T21:00:00.000Z" },
  rows: [
    {
      symbol,
      name: symbol,
      currency: market === "SA" ? "SAR" : "USD",
      price: 10,
      change: -1,
      changesPercentage: -9.09,
      volume: 1000,
      avgVolume: 500,
      value: 10_000,
      relativeVolume: 2,
    },
  ],
});

function start(answers: (MoversResponse | Error)[]) {
  const asked: { market: string; kind: string }[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    moversMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { market: "US" | "SA"; kind: MoverKind } }) => {
          asked.push(input);
          const next = answers[asked.length - 1];
          if (!next) throw new Error("no more answers");
          if (next instanceof Error) throw next;
          return next;
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, asked };
}

test("reads at once, every 5 s while the market is open and no live quotes move the rows, every minute while it is closed", async () => {
  const { actor, clock, asked } = start([
    answer("US", "losers", "open", "AAA"),
    answer("US", "losers", "closed", "BBB"),
    answer("US", "losers", "open", "CCC"),
  ]);
  expect(isFirstLoad(actor.getSnapshot())).toBe(true);
  await Bun.sleep(0);
  expect(asked).toEqual([{ market: "US", kind: "losers" }]);
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["AAA"]);
  expect(isMarketOpen(actor.getSnapshot())).toBe(true);
  clock.increment(4_999);
  expect(asked).toHaveLength(1);
  clock.increment(1);
  await Bun.sleep(0);
  expect(asked).toHaveLength(2);
  expect(isMarketOpen(actor.getSnapshot())).toBe(false);
  clock.increment(59_999);
  expect(asked).toHaveLength(2);
  clock.increment(1);
  await Bun.sleep(0);
  expect(asked).toHaveLength(3);
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["CCC"]);
  actor.stop();
});

test("a failed read keeps the rows and tries again after 10 s", async () => {
  const { actor, clock, asked } = start([
    answer("US", "losers", "open", "AAA"),
    new ApiError(0, null),
    answer("US", "losers", "open", "BBB"),
  ]);
  await Bun.sleep(0);
  clock.increment(5_000);
  await Bun.sleep(0);
  expect(actor.getSnapshot().value).toBe("failed");
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["AAA"]);
  clock.increment(10_000);
  await Bun.sleep(0);
  expect(asked).toHaveLength(3);
  expect(actor.getSnapshot().value).toBe("ready");
  expect(actor.getSnapshot().context.failed).toBe(false);
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["BBB"]);
  actor.stop();
});

test("another market or kind clears the rows and reads at once; the same one changes nothing", async () => {
  const { actor, asked } = start([
    answer("US", "losers", "open", "AAA"),
    answer("SA", "losers", "open", "2222.SR"),
    answer("SA", "unusual", "open", "1120.SR"),
  ]);
  await Bun.sleep(0);
  actor.send({ type: "market.set", market: "US" });
  expect(asked).toHaveLength(1);
  actor.send({ type: "market.set", market: "SA" });
  expect(moverRows(actor.getSnapshot())).toEqual([]);
  await Bun.sleep(0);
  expect(asked.at(-1)).toEqual({ market: "SA", kind: "losers" });
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["2222.SR"]);
  actor.send({ type: "kind.set", kind: "unusual" });
  await Bun.sleep(0);
  expect(asked.at(-1)).toEqual({ market: "SA", kind: "unusual" });
  expect(actor.getSnapshot().context.kind).toBe("unusual");
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["1120.SR"]);
  actor.stop();
});

test("while the quotes are live the list is read every minute; stale, every 5 s again", async () => {
  const open = (symbol: string) => answer("US", "losers", "open", symbol);
  const { actor, clock, asked } = start([open("AAA"), open("BBB"), open("CCC"), open("DDD"), open("EEE")]);
  actor.send({ type: "quotes.live", live: true });
  await Bun.sleep(0);
  expect(asked).toHaveLength(1);
  expect(MOVERS_MEMBERSHIP_MS).toBe(60_000);
  clock.increment(MOVERS_POLL_MS);
  clock.increment(MOVERS_MEMBERSHIP_MS - MOVERS_POLL_MS - 1);
  expect(asked).toHaveLength(1);
  clock.increment(1);
  await Bun.sleep(0);
  expect(asked).toHaveLength(2);
  // The quotes go stale 10 s into the wait: a read 5 s later, then every 5 s.
  clock.increment(10_000);
  actor.send({ type: "quotes.live", live: false });
  expect(actor.getSnapshot().context.quotesLive).toBe(false);
  clock.increment(MOVERS_POLL_MS - 1);
  expect(asked).toHaveLength(2);
  clock.increment(1);
  await Bun.sleep(0);
  expect(asked).toHaveLength(3);
  clock.increment(MOVERS_POLL_MS);
  await Bun.sleep(0);
  expect(asked).toHaveLength(4);
  // Live again: the next read is a minute away; the same news twice changes nothing.
  actor.send({ type: "quotes.live", live: true });
  actor.send({ type: "quotes.live", live: true });
  clock.increment(MOVERS_MEMBERSHIP_MS - 1);
  expect(asked).toHaveLength(4);
  clock.increment(1);
  await Bun.sleep(0);
  expect(asked).toHaveLength(5);
  expect(moverRows(actor.getSnapshot()).map((r) => r.symbol)).toEqual(["EEE"]);
  actor.stop();
});

// The live quotes in the rows.

const row = (symbol: string, price: number, changesPercentage: number, volume: number, avgVolume = 1000): MoverRow => ({
  symbol,
  name: symbol,
  currency: "USD",
  price,
  change: Math.round((price - price / (1 + changesPercentage / 100)) * 100) / 100,
  changesPercentage,
  volume,
  avgVolume,
  value: Math.round(price * volume),
  relativeVolume: Math.round((volume / avgVolume) * 100) / 100,
});

const quote = (symbol: string, price: number, change: number, changesPercentage: number, volume: number, ts: number) =>
  ({
    symbol,
    price,
    change,
    changesPercentage,
    volume,
    dayLow: price,
    dayHigh: price,
    marketState: "open",
    ts,
  }) satisfies TimedQuote;

const book = (...quotes: TimedQuote[]): QuoteBook => Object.fromEntries(quotes.map((q) => [q.symbol, q]));

const losers = (): MoversResponse => ({
  ...answer("US", "losers", "open", "X"),
  ts: 100,
  rows: [row("AAA", 10, -9, 2000), row("BBB", 20, -5, 3000), row("CCC", 30, -2, 500)],
});

test("a quote of a listed symbol moves its price, change, value and relative volume, and its place", () => {
  const data = losers();
  // CCC falls to −12 %: the biggest fall now, first in the losers.
  const live = liveMovers(data, book(quote("CCC", 26.84, -3.66, -12, 1500, 101)));
  expect(live.rows.map((r) => r.symbol)).toEqual(["CCC", "AAA", "BBB"]);
  expect(live.rows[0]).toEqual({
    ...data.rows[2]!,
    price: 26.84,
    change: -3.66,
    changesPercentage: -12,
    volume: 1500,
    value: Math.round(26.84 * 1500),
    relativeVolume: 1.5,
  });
  expect(live.ts).toBe(101);
  // The others are the rows as read.
  expect(live.rows[1]).toBe(data.rows[0]!);
  expect(live.rows[2]).toBe(data.rows[1]!);
});

test("the order is each kind's: volume, traded value, relative volume", () => {
  const rows = [row("AAA", 10, -1, 2000, 4000), row("BBB", 20, 1, 1500, 500), row("CCC", 5, 2, 1000, 100)];
  const q = book(quote("CCC", 5, 0.1, 2, 3000, 101));
  const as = (kind: MoverKind) =>
    liveMovers({ ...answer("US", kind, "open", "X"), ts: 100, rows }, q).rows.map((r) => r.symbol);
  expect(as("active")).toEqual(["CCC", "AAA", "BBB"]);
  expect(as("value")).toEqual(["BBB", "AAA", "CCC"]);
  expect(as("unusual")).toEqual(["CCC", "BBB", "AAA"]);
});

test("quotes older than the read, of other symbols, or the same figures change nothing", () => {
  const data = losers();
  expect(liveMovers(data, {})).toBe(data);
  expect(liveMovers(data, book(quote("AAA", 5, -5, -50, 9000, 99)))).toBe(data);
  expect(liveMovers(data, book(quote("ZZZ", 5, -5, -50, 9000, 101)))).toBe(data);
  const same = data.rows[0]!;
  expect(liveMovers(data, book(quote("AAA", same.price, same.change, same.changesPercentage, same.volume, 101)))).toBe(
    data,
  );
});

test("a loser back above its close leaves the losers until it falls again", () => {
  const data = losers();
  const up = liveMovers(data, book(quote("AAA", 11.1, 0.1, 0.9, 2500, 101)));
  expect(up.rows.map((r) => r.symbol)).toEqual(["BBB", "CCC"]);
  const down = liveMovers(data, book(quote("AAA", 10.5, -0.5, -4.55, 2600, 102)));
  expect(down.rows.map((r) => r.symbol)).toEqual(["BBB", "AAA", "CCC"]);
});

// The ticker page's machine with its calls stood in for (real timers replaced by a simulated
// clock), and the pure derivations the chart draws from.
import { describe, expect, test } from "bun:test";
import { type AnyEventObject, createActor, fromCallback, fromPromise, SimulatedClock } from "xstate";
import { ApiError } from "../../src/client/http";
import type { LiveQuoteEvent } from "../../src/machines/ticker/actors";
import { withLiveQuote, withQuote } from "../../src/machines/ticker/intraday";
import { tickerMachine } from "../../src/machines/ticker/ticker.machine";
import { chartData, covers, loadRangeFor, movingAverage, withToday } from "../../src/machines/ticker/ticker.selectors";
import type { LiveQuote } from "../../src/shared/realtime";
import type {
  DailyBar,
  HistoryRange,
  HistoryResponse,
  IntradayInterval,
  IntradayResponse,
  TickerSnapshot,
} from "../../src/shared/ticker";

const flush = () => new Promise((r) => setTimeout(r, 0));

function snapshot(price: number, ts: number): TickerSnapshot {
  return {
    symbol: "AAPL",
    name: "Apple Inc.",
    exchange: "NASDAQ",
    sector: "Technology",
    currency: "USD",
    price,
    change: price - 100,
    changesPercentage: price - 100,
    previousClose: 100,
    dayLow: Math.min(99, price),
    dayHigh: Math.max(101, price),
    low52: 80,
    high52: 120,
    volume: 1e6,
    avgVolume: 2e6,
    marketCap: 1e11,
    sharesOutstanding: 1e9,
    dividendPerShare: 1,
    dividendYield: 1,
    rsi14: 50,
    sma50: 99,
    sma200: 95,
    scanners: [],
    ts,
    session: "2026-11-18",
  };
}

function bars(n: number): DailyBar[] {
  // Closes 1, 2, …, n on consecutive days ending 2026-11-17.
  return Array.from({ length: n }, (_, k) => {
    const t = new Date(Date.UTC(2026, 10, 17) - (n - 1 - k) * 86_400_000).toISOString().slice(0, 10);
    return { t, o: k + 1, h: k + 1.5, l: k + 0.5, c: k + 1, v: 10 };
  });
}

/** A session from the epoch to 06:30 (the simulated clock's time), one bar a minute so far. */
function session(interval: IntradayInterval = "1m", minutes = 1): IntradayResponse {
  return {
    symbol: "AAPL",
    interval,
    timeZone: "America/New_York",
    currency: "USD",
    previousClose: 100,
    session: { date: "2026-11-18", open: "1970-01-01T00:00:00.000Z", close: "1970-01-01T06:30:00.000Z", state: "open" },
    bars: Array.from({ length: minutes }, (_, k) => ({ t: k * 60, o: 100, h: 100.5, l: 99.5, c: 100, v: 5 })),
    simulated: true,
  };
}

function start(
  options: {
    load?: () => Promise<unknown>;
    history?: () => Promise<HistoryResponse>;
    intraday?: () => Promise<IntradayResponse>;
  } = {},
) {
  const clock = new SimulatedClock();
  const calls = {
    load: [] as string[],
    snapshot: 0,
    history: [] as HistoryRange[],
    intraday: [] as IntradayInterval[],
    failed: [] as unknown[],
  };
  /** The live quotes actor stood in for: what it was asked to follow, and a way to send as it would. */
  const quotes = {
    followed: [] as string[],
    stopped: 0,
    send: (_event: LiveQuoteEvent) => {},
  };
  let price = 100;
  const machine = tickerMachine.provide({
    actors: {
      loadTicker: fromPromise(async ({ input }: { input: { symbol: string; range: HistoryRange } }) => {
        calls.load.push(`${input.symbol} ${input.range}`);
        if (options.load) await options.load();
        return { snapshot: snapshot(price, 1000), history: { symbol: "AAPL", range: input.range, bars: bars(252) } };
      }) as never,
      fetchSnapshot: fromPromise(async () => {
        calls.snapshot++;
        price += 1;
        return snapshot(price, 1000 + calls.snapshot * 2000);
      }) as never,
      fetchHistory: fromPromise(async ({ input }: { input: { range: HistoryRange } }) => {
        calls.history.push(input.range);
        if (options.history) return options.history();
        return { symbol: "AAPL", range: input.range, bars: bars(1260) };
      }) as never,
      fetchIntraday: fromPromise(async ({ input }: { input: { interval: IntradayInterval } }) => {
        calls.intraday.push(input.interval);
        if (options.intraday) return options.intraday();
        return session(input.interval);
      }) as never,
      saveImage: fromPromise(async () => {
        throw new Error("capture failed");
      }) as never,
      liveQuotes: fromCallback<AnyEventObject, { symbol: string }>(({ input, sendBack }) => {
        quotes.followed.push(input.symbol);
        quotes.send = sendBack;
        return () => {
          quotes.stopped++;
        };
      }) as never,
    },
    actions: { exportFailed: (_, params: { error: unknown }) => calls.failed.push(params.error) },
  });
  const actor = createActor(machine, { input: { symbol: "aapl" }, clock }).start();
  return { actor, clock, calls, quotes };
}

describe("ticker machine", () => {
  test("loads figures and a year of bars for the default 6M range, then follows the live figures", async () => {
    const { actor, clock, calls } = start();
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    await flush();
    expect(calls.load).toEqual(["AAPL 1Y"]);
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    // The intraday bars wait for their tab.
    expect(actor.getSnapshot().context.intraday).toBeNull();
    clock.increment(1999);
    await flush();
    expect(calls.snapshot).toBe(0);
    clock.increment(1);
    await flush();
    expect(calls.snapshot).toBe(1);
    expect(actor.getSnapshot().context.snapshot?.price).toBe(101);
    clock.increment(2000);
    await flush();
    expect(actor.getSnapshot().context.snapshot?.price).toBe(102);
    expect(calls.intraday).toEqual([]);
    actor.stop();
  });

  test("the intraday tab loads its bars, live quotes move them, an interval reloads, the tab hidden stops", async () => {
    const { actor, clock, calls } = start();
    await flush();
    actor.send({ type: "tab.select", tab: "intraday" });
    expect(actor.getSnapshot().hasTag("loadingIntraday")).toBe(true);
    await flush();
    expect(calls.intraday).toEqual(["5m"]);
    expect(actor.getSnapshot().context.intraday?.bars).toHaveLength(1);
    // The next quote (at 3 s, price 101) moves the open bar.
    clock.increment(2000);
    await flush();
    expect(actor.getSnapshot().context.intraday?.bars.at(-1)).toMatchObject({ c: 101, h: 101, l: 99.5 });
    actor.send({ type: "interval.select", interval: "15m" });
    expect(actor.getSnapshot().context.intraday).toBeNull();
    await flush();
    expect(calls.intraday).toEqual(["5m", "15m"]);
    expect(actor.getSnapshot().context.interval).toBe("15m");
    // Reloaded every 5 minutes while shown (the market state is not "open" here).
    clock.increment(300_000);
    await flush();
    expect(calls.intraday).toEqual(["5m", "15m", "15m"]);
    actor.send({ type: "tab.select", tab: "daily" });
    clock.increment(600_000);
    await flush();
    expect(calls.intraday).toHaveLength(3);
    actor.stop();
  });

  test("the live quote comes from the quotes socket; the poll is a minute's fallback while it is live", async () => {
    const { actor, clock, calls, quotes } = start();
    await flush();
    expect(quotes.followed).toEqual(["AAPL"]);
    quotes.send({ type: "quotes.open" });
    expect(actor.getSnapshot().context.live).toBe(true);
    // The wait that began before the socket was live ends as before; the next one takes a minute.
    clock.increment(2000);
    await flush();
    expect(calls.snapshot).toBe(1);
    clock.increment(59_999);
    await flush();
    expect(calls.snapshot).toBe(1);
    clock.increment(1);
    await flush();
    expect(calls.snapshot).toBe(2);
    expect(actor.getSnapshot().context.snapshot?.ts).toBe(5000);
    // A quote is merged into the figures; another symbol's, or an older one, is dropped.
    const quote = (price: number): LiveQuote => ({
      symbol: "AAPL",
      price,
      change: price - 100,
      changesPercentage: price - 100,
      volume: 3e6,
      dayLow: 99,
      dayHigh: price,
      marketState: "open",
    });
    quotes.send({ type: "quotes.message", quote: quote(150), ts: 6000 });
    expect(actor.getSnapshot().context.snapshot).toMatchObject({
      price: 150,
      change: 50,
      volume: 3e6,
      dayHigh: 150,
      marketCap: 150e9,
      marketState: "open",
      ts: 6000,
      name: "Apple Inc.",
      previousClose: 100,
    });
    quotes.send({ type: "quotes.message", quote: quote(140), ts: 5500 });
    quotes.send({ type: "quotes.message", quote: { ...quote(140), symbol: "MSFT" }, ts: 7000 });
    expect(actor.getSnapshot().context.snapshot?.price).toBe(150);
    // The intraday chart's last bar follows each quote.
    actor.send({ type: "tab.select", tab: "intraday" });
    await flush();
    quotes.send({ type: "quotes.message", quote: quote(151), ts: 8000 });
    expect(actor.getSnapshot().context.intraday?.bars.at(-1)).toMatchObject({ c: 151, h: 151 });
    // The socket drops: the minute's wait is cut short, the figures are polled every 2 s again.
    quotes.send({ type: "quotes.close" });
    expect(actor.getSnapshot().context.live).toBe(false);
    clock.increment(2000);
    await flush();
    expect(calls.snapshot).toBe(3);
    clock.increment(2000);
    await flush();
    expect(calls.snapshot).toBe(4);
    actor.stop();
    expect(quotes.stopped).toBe(1);
  });

  test("a live quote merged into the figures keeps everything but what moves", () => {
    const base = snapshot(100, 1000);
    const merged = withLiveQuote(
      base,
      {
        symbol: "AAPL",
        price: 110,
        change: 10,
        changesPercentage: 10,
        volume: 5,
        dayLow: 98,
        dayHigh: 111,
        marketState: "closed",
      },
      9000,
    );
    expect(merged).toEqual({
      ...base,
      price: 110,
      change: 10,
      changesPercentage: 10,
      volume: 5,
      dayLow: 98,
      dayHigh: 111,
      marketCap: 110e9,
      marketState: "closed",
      ts: 9000,
    });
  });

  test("intraday bars that fail say so and load again on retry", async () => {
    let fail = true;
    const { actor, calls } = start({
      intraday: async () => {
        if (fail) throw new ApiError(404, { message: "none", code: "intraday_unavailable" });
        return session();
      },
    });
    await flush();
    actor.send({ type: "tab.select", tab: "intraday" });
    await flush();
    expect(actor.getSnapshot().hasTag("intradayFailed")).toBe(true);
    fail = false;
    actor.send({ type: "retry" });
    await flush();
    expect(actor.getSnapshot().hasTag("intradayFailed")).toBe(false);
    expect(actor.getSnapshot().context.intraday?.bars).toHaveLength(1);
    expect(calls.intraday).toHaveLength(2);
    actor.stop();
  });

  test("a shorter range needs no call; 1Y and 5Y load five years once", async () => {
    const { actor, calls } = start();
    await flush();
    for (const range of ["1M", "3M", "6M"] as const) {
      actor.send({ type: "range.select", range });
      expect(actor.getSnapshot().context.range).toBe(range);
      expect(actor.getSnapshot().hasTag("loadingBars")).toBe(false);
    }
    actor.send({ type: "range.select", range: "1Y" });
    expect(actor.getSnapshot().hasTag("loadingBars")).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.bars).toHaveLength(1260);
    expect(actor.getSnapshot().context.loadedRange).toBe("5Y");
    actor.send({ type: "range.select", range: "5Y" });
    actor.send({ type: "range.select", range: "1M" });
    expect(calls.history).toEqual(["5Y"]);
    actor.stop();
  });

  test("bars that fail to load can be retried; a covered range leaves the failure", async () => {
    let fail = true;
    const { actor, calls } = start({
      history: async () => {
        if (fail) throw new ApiError(0, null);
        return { symbol: "AAPL", range: "5Y", bars: bars(1260) };
      },
    });
    await flush();
    actor.send({ type: "range.select", range: "5Y" });
    await flush();
    expect(actor.getSnapshot().hasTag("barsFailed")).toBe(true);
    actor.send({ type: "range.select", range: "1M" });
    expect(actor.getSnapshot().hasTag("barsFailed")).toBe(false);
    actor.send({ type: "range.select", range: "1Y" });
    await flush();
    fail = false;
    actor.send({ type: "retry" });
    await flush();
    expect(actor.getSnapshot().context.loadedRange).toBe("5Y");
    expect(calls.history).toEqual(["5Y", "5Y", "5Y"]);
    actor.stop();
  });

  test("an unknown symbol is the not-found state; other failures can be retried", async () => {
    const notFound = start({
      load: async () => {
        throw new ApiError(404, { message: "There is no ticker NOPE.", code: "unknown_symbol" });
      },
    });
    await flush();
    expect(notFound.actor.getSnapshot().hasTag("notFound")).toBe(true);
    expect(notFound.actor.getSnapshot().can({ type: "retry" })).toBe(false);
    let attempts = 0;
    const failing = start({
      load: async () => {
        if (attempts++ === 0) throw new ApiError(500, { message: "x", code: "internal" });
      },
    });
    await flush();
    expect(failing.actor.getSnapshot().matches("failed")).toBe(true);
    failing.actor.send({ type: "retry" });
    await flush();
    expect(failing.actor.getSnapshot().matches("ready")).toBe(true);
  });

  test("one export at a time; a failed capture runs exportFailed and the button comes back", async () => {
    const { actor, calls } = start();
    await flush();
    actor.send({ type: "export" });
    expect(actor.getSnapshot().hasTag("saving")).toBe(true);
    expect(actor.getSnapshot().can({ type: "export" })).toBe(false);
    await flush();
    expect(actor.getSnapshot().hasTag("saving")).toBe(false);
    expect((calls.failed[0] as Error).message).toBe("capture failed");
    actor.send({ type: "tab.select", tab: "intraday" });
    expect(actor.getSnapshot().context.tab).toBe("intraday");
  });
});

describe("chart data", () => {
  test("ranges to load", () => {
    expect(loadRangeFor("1M")).toBe("1Y");
    expect(loadRangeFor("6M")).toBe("1Y");
    expect(loadRangeFor("1Y")).toBe("5Y");
    expect(covers(null, "1M")).toBe(false);
    expect(covers("1Y", "6M")).toBe(true);
    expect(covers("1Y", "1Y")).toBe(false);
    expect(covers("5Y", "1Y")).toBe(true);
  });

  test("today's candle from the live figures, once", () => {
    const list = bars(3);
    const today = withToday(list, snapshot(103, 0));
    expect(today.at(-1)).toEqual({ t: "2026-11-18", o: 100, h: 103, l: 99, c: 103, v: 1e6 });
    expect(withToday(today, snapshot(104, 0))).toHaveLength(4);
    expect(withToday(list, null)).toEqual(list);
  });

  test("moving averages start when their period is full", () => {
    const sma = movingAverage(bars(5), 3);
    expect(sma).toEqual([
      { time: "2026-11-15", value: 2 },
      { time: "2026-11-16", value: 3 },
      { time: "2026-11-17", value: 4 },
    ]);
  });

  test("the chosen range starts that many sessions before today", () => {
    const data = chartData(bars(252), snapshot(100, 0), "1M");
    expect(data.candles).toHaveLength(253);
    expect(data.candles.length - data.from).toBe(22);
    expect(data.sma200).toHaveLength(54);
    expect(chartData(bars(10), null, "1Y").from).toBe(0);
  });

  test("a live quote moves the last intraday bar or opens the next; outside the session nothing", () => {
    const data = session("1m", 2);
    const moved = withQuote(data, snapshot(103, 90_000))!;
    expect(moved.bars).toHaveLength(2);
    expect(moved.bars[1]).toEqual({ t: 60, o: 100, h: 103, l: 99.5, c: 103, v: 5 });
    const next = withQuote(moved, snapshot(98, 185_000))!;
    expect(next.bars).toHaveLength(3);
    expect(next.bars[2]).toEqual({ t: 180, o: 98, h: 98, l: 98, c: 98, v: 0 });
    // After the close, for another session's date, or before the last bar: unchanged.
    expect(withQuote(data, snapshot(1, 6.5 * 3_600_000))).toBe(data);
    expect(withQuote(data, { ...snapshot(1, 90_000), session: "2026-11-19" })).toBe(data);
    const later = withQuote(data, snapshot(1, 200_000))!;
    expect(withQuote(later, snapshot(2, 90_000))).toBe(later);
    expect(withQuote(null, snapshot(1, 0))).toBeNull();
  });
});

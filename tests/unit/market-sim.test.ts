// The simulated market: deterministic for a seed, believable, indicators consistent with
// the history, and every scanner populated at every moment of the session.
import { describe, expect, test } from "bun:test";
import { Market } from "../../src/server/market/engine";
import { sma, wilderAverages } from "../../src/server/market/indicators";
import { buildUniverse, REAL_COMPANIES } from "../../src/server/market/universe";
import { SimProvider } from "../../src/server/providers/sim-provider";
import { volumeProfile } from "../../src/server/providers/simulated";
import { WorkerSimProvider } from "../../src/server/providers/worker-provider";
import { SCANNER_KEYS } from "../../src/shared/market";

const T0 = Date.UTC(2026, 10, 18, 15, 0, 0);
const sim = (seed = 42, tickMs = 1000, universeSize = 0) =>
  new SimProvider({ seed, universeSize, tickMs, now: () => T0, clock: "always-open" });

describe("universe", () => {
  test("at least 300 US and 60 Saudi real companies, each complete", () => {
    const us = REAL_COMPANIES.filter((c) => c.exchange === "NYSE" || c.exchange === "NASDAQ");
    const saudi = REAL_COMPANIES.filter((c) => c.exchange === "Saudi");
    expect(us.length).toBeGreaterThanOrEqual(300);
    expect(saudi.length).toBeGreaterThanOrEqual(60);
    expect(new Set(REAL_COMPANIES.map((c) => c.symbol)).size).toBe(REAL_COMPANIES.length);
    for (const c of REAL_COMPANIES) {
      expect(c.name.length).toBeGreaterThan(1);
      expect(c.sharesOutstanding).toBeGreaterThan(0);
      expect(c.referencePrice).toBeGreaterThan(0);
    }
    expect(saudi.every((c) => /^\d{4}\.SR$/.test(c.symbol) && c.currency === "SAR")).toBe(true);
    expect(REAL_COMPANIES.find((c) => c.symbol === "2222.SR")?.name).toBe("Saudi Arabian Oil Company");
    // Every company has its average daily volume; every Saudi one its Arabic name.
    for (const c of REAL_COMPANIES) expect(c.avgVolume).toBeGreaterThan(10_000);
    for (const c of saudi) expect(c.nameAr).toMatch(/^[\u0600-\u06FF\s()]+$/);
    expect(REAL_COMPANIES.find((c) => c.symbol === "1080.SR")?.nameAr).toBe("البنك العربي الوطني");
    expect(us.every((c) => c.nameAr === undefined)).toBe(true);
  });

  test("a synthetic tail fills up to the asked size with unique symbols", () => {
    const u = buildUniverse(5000);
    expect(u).toHaveLength(5000);
    expect(new Set(u.map((c) => c.symbol)).size).toBe(5000);
    expect(u.slice(REAL_COMPANIES.length).every((c) => c.synthetic)).toBe(true);
  });
});

describe("simulated market", () => {
  test("same seed, same market; another seed, another market", () => {
    const a = sim(7);
    const b = sim(7);
    const c = sim(8);
    for (let k = 0; k < 20; k++) {
      a.update(T0 + k * 1000);
      b.update(T0 + k * 1000);
      c.update(T0 + k * 1000);
    }
    expect([...a.state.price]).toEqual([...b.state.price]);
    expect([...a.state.volume]).toEqual([...b.state.volume]);
    expect([...a.state.rsi14]).toEqual([...b.state.rsi14]);
    expect([...a.state.price]).not.toEqual([...c.state.price]);
  });

  test("previous closes come from the simulated history, near the reference price and rarely round", () => {
    const p = sim();
    const s = p.state;
    const aapl = s.index.get("AAPL")!;
    expect(s.prevClose[aapl]!).toBeCloseTo(p.sim.closeHistory(aapl).at(-1)!, 3);
    expect(s.prevClose[aapl]! / 230).toBeGreaterThan(0.85);
    expect(s.prevClose[aapl]! / 230).toBeLessThan(1.15);
    let round = 0;
    for (let i = 0; i < s.n; i++) if (Math.round(s.prevClose[i]! * 100) % 100 === 0) round++;
    expect(round / s.n).toBeLessThanOrEqual(0.05);
  });

  test("indicators equal their definitions over the kept history and the live price", () => {
    const p = sim(3, 60_000);
    // Across a demo session's close: both markets begin a new session (the clock is the time).
    const day0 = p.sim.day;
    for (let k = 0; k < p.sim.ticksPerSession + 5; k++) p.update(T0 + k * 60_000);
    expect(p.sim.day).toBe(day0 + 2);
    const s = p.state;
    for (const symbol of ["MSFT", "2222.SR", "KO"]) {
      const i = s.index.get(symbol)!;
      const closes = p.sim.closeHistory(i);
      const live = [...closes, s.price[i]!];
      expect(s.sma50[i]!).toBeCloseTo(sma(live, 50), 6);
      expect(s.sma200[i]!).toBeCloseTo(sma(live, 200), 6);
      expect(s.return3m[i]!).toBeCloseTo((s.price[i]! / closes.at(-63)! - 1) * 100, 6);
      expect(s.avgVolume30[i]!).toBeCloseTo(sma(p.sim.volumeHistory(i), 30), 0);
      expect(s.prevClose[i]).toBeCloseTo(closes.at(-1)!, 2);
      expect(s.rsi14[i]!).toBeGreaterThan(0);
      expect(s.rsi14[i]!).toBeLessThan(100);
    }
    // RSI over a whole series agrees with the incremental form.
    const series = [10, 11, 10.5, 12, 12.5, 12, 13, 12.8, 13.5, 14, 13, 14.2, 15, 14.8, 15.5, 16, 15.2, 16.4];
    const { avgGain, avgLoss } = wilderAverages(series);
    expect(100 - 100 / (1 + avgGain / avgLoss)).toBeGreaterThan(60);
  });

  test("the volume profile is U-shaped and cumulative from 0 to 1", () => {
    expect(volumeProfile(0)).toBe(0);
    expect(volumeProfile(1)).toBeCloseTo(1, 12);
    const first = volumeProfile(0.1) - volumeProfile(0);
    const middle = volumeProfile(0.55) - volumeProfile(0.45);
    const last = volumeProfile(1) - volumeProfile(0.9);
    expect(first).toBeGreaterThan(middle * 1.5);
    expect(last).toBeGreaterThan(middle * 1.2);
  });

  test("every scanner has results at every moment, across a session close", async () => {
    const provider = sim(42, 60_000);
    const market = new Market(provider, () => T0);
    const T = provider.sim.ticksPerSession;
    for (let k = 0; k < T + 10; k++) {
      await market.step(T0 + k * 60_000);
      for (const key of SCANNER_KEYS) {
        if (market.scanners.result(key).length === 0) throw new Error(`${key} empty at tick ${k}`);
      }
      expect(market.topGainers().data).toHaveLength(20);
    }
  });

  test("volume rises through the session and prices stay positive", () => {
    const p = sim(5, 60_000);
    const i = p.state.index.get("NVDA")!;
    const v0 = p.state.volume[i]!;
    for (let k = 0; k < 100; k++) p.update(T0 + k);
    expect(p.state.volume[i]!).toBeGreaterThan(v0);
    expect(Math.min(...p.state.price)).toBeGreaterThan(0);
  });
});

test("the worker thread runs the same market as the request thread", async () => {
  const options = { seed: 9, universeSize: 0, tickMs: 60_000, now: () => T0 };
  const inWorker = new Market(new WorkerSimProvider(options), () => T0);
  const inThread = new Market(new SimProvider(options), () => T0);
  await inWorker.init();
  await inThread.init();
  try {
    for (let k = 1; k <= 5; k++) {
      await inWorker.step(T0 + k * 60_000);
      await inThread.step(T0 + k * 60_000);
    }
    expect([...inWorker.state.price]).toEqual([...inThread.state.price]);
    for (const key of SCANNER_KEYS) expect(inWorker.scanners.pageJson(key, 1)).toBe(inThread.scanners.pageJson(key, 1));
    expect(inWorker.topGainers().message).toBe(inThread.topGainers().message);
  } finally {
    inWorker.stop();
  }
});

test("prices written into the state by someone else (a feed leader's) are the model's own: the worker goes on with the model", async () => {
  const options = { seed: 4, universeSize: 0, tickMs: 60_000, now: () => T0 };
  const market = new Market(new WorkerSimProvider(options), () => T0);
  const reference = new SimProvider(options);
  await market.init();
  try {
    const s = market.state;
    const i = s.index.get("AAPL")!;
    // A relayed tick from a feed leader.
    s.price[i] = 1000;
    s.prevClose[i] = 990;
    s.version++;
    await market.step(T0 + 60_000);
    reference.update(T0 + 60_000);
    // The market is a function of the seed, the symbol and the time: the same figures as any instance.
    expect(s.price[i]).toBe(reference.state.price[i]!);
    expect(s.prevClose[i]).toBe(reference.state.prevClose[i]!);
    // Every field a follower or a scanner reads is there, not only the prices.
    expect(s.sma200[i]!).toBeGreaterThan(0);
    expect(s.avgVolume30[i]!).toBeGreaterThan(0);
    expect(s.rsi14[i]!).toBeGreaterThan(0);
    expect(s.high[i]!).toBeGreaterThanOrEqual(s.price[i]!);
  } finally {
    market.stop();
  }
});

// The simulated market on the real clock, measured like an investor would: volumes that add up
// to a company's usual day, mega caps that move like mega caps over a whole simulated year, the
// Saudi ±10 % limit, and no trading outside the sessions.
import { describe, expect, test } from "bun:test";
import { topGainers } from "../../src/server/market/scanners";
import { latestSession } from "../../src/server/market/sessions";
import { REAL_COMPANIES } from "../../src/server/market/universe";
import { SimProvider } from "../../src/server/providers/sim-provider";
import { MEGA_CAP_USD, SURGE_MAX_CAP_USD } from "../../src/server/providers/simulated";

const real = (now: () => number, seed = 42, tickMs = 1000) =>
  new SimProvider({ seed, universeSize: 0, tickMs, now, clock: "real" });

describe("volume", () => {
  test("large US names trade millions of shares by midday, on course for their usual day", () => {
    // Wednesday 18 Nov 2026, 12:30 New York: three hours into the session.
    const p = real(() => Date.UTC(2026, 10, 18, 17, 30));
    const s = p.state;
    for (const symbol of ["F", "AAPL", "NVDA", "BAC", "T", "PFE", "INTC"]) {
      const i = s.index.get(symbol)!;
      const adv = REAL_COMPANIES.find((c) => c.symbol === symbol)!.avgVolume;
      expect(s.volume[i]!).toBeGreaterThan(1e6);
      expect(s.volume[i]! / adv).toBeGreaterThan(0.25);
      expect(s.volume[i]! / adv).toBeLessThan(1);
    }
    // Ford trades about 50 M shares a day.
    expect(s.avgVolume30[s.index.get("F")!]!).toBeGreaterThan(30e6);
  });

  test("a whole session adds up to about the 30-day average", () => {
    let now = Date.UTC(2026, 10, 18, 14, 30);
    const p = real(() => now, 7, 60_000);
    const s = p.state;
    for (; now <= Date.UTC(2026, 10, 18, 21, 0); now += 60_000) p.update(now);
    const ratios = ["AAPL", "MSFT", "KO", "JPM", "XOM"].map((sym) => {
      const i = s.index.get(sym)!;
      return s.volume[i]! / s.avgVolume30[i]!;
    });
    for (const r of ratios) {
      expect(r).toBeGreaterThan(0.5);
      expect(r).toBeLessThan(2);
    }
  });
});

describe("a simulated year on the real clock", () => {
  // Every 30 minutes for a year, about 250 sessions of each market.
  let now = Date.UTC(2026, 0, 2, 0, 0);
  const p = real(() => now, 42, 1_800_000);
  const s = p.state;
  const mega = (i: number) => s.prevClose[i]! * s.shares[i]! * s.usdRate[i]! > MEGA_CAP_USD;
  let worstMega = 0;
  let megaDays = 0;
  let megaDaysOver4 = 0;
  let worstSaudi = 0;
  let worstNomu = 0;
  // Nomu (the Parallel Market) has a ±30 % limit, the Main Market ±10 %.
  const nomu = new Set(REAL_COMPANIES.flatMap((c, i) => (c.market === "Nomu" ? [i] : [])));
  let megaInGainers = 0;
  let worstLargeGain = 0;
  let bestSmallGain = 0;
  let sessions = 0;
  const end = now + 365 * 86_400_000;
  let lastUs = latestSession("US", now).day;
  for (; now < end; now += 1_800_000) {
    p.update(now);
    for (let i = 0; i < s.n; i++) {
      const move = Math.abs(s.changePercent(i));
      if (mega(i)) worstMega = Math.max(worstMega, move);
      if (s.currencies[i] === "SAR") {
        if (nomu.has(i)) worstNomu = Math.max(worstNomu, move);
        else worstSaudi = Math.max(worstSaudi, move);
      }
    }
    for (const i of topGainers(s)) {
      if (mega(i) && s.changePercent(i) > 10) megaInGainers++;
      const cap = s.prevClose[i]! * s.shares[i]! * s.usdRate[i]!;
      if (cap > 2 * SURGE_MAX_CAP_USD) worstLargeGain = Math.max(worstLargeGain, s.changePercent(i));
      else if (cap < SURGE_MAX_CAP_USD) bestSmallGain = Math.max(bestSmallGain, s.changePercent(i));
    }
    // At each US close, count the day's move of every mega cap.
    const us = latestSession("US", now);
    if (us.day !== lastUs && now >= us.open) {
      lastUs = us.day;
      sessions++;
    }
    if (now >= us.close && now - 1_800_000 < us.close) {
      for (let i = 0; i < s.n; i++) {
        if (s.currencies[i] !== "USD" || !mega(i)) continue;
        megaDays++;
        if (Math.abs(s.changePercent(i)) > 4) megaDaysOver4++;
      }
    }
  }

  test("about 250 US sessions in the year", () => {
    expect(sessions).toBeGreaterThan(245);
    expect(sessions).toBeLessThan(255);
  });

  test("no company above 200 B USD moves more than 10 % in a day, and rarely more than 4 %", () => {
    expect(worstMega).toBeLessThan(10);
    expect(megaDays).toBeGreaterThan(5000);
    expect(megaDaysOver4 / megaDays).toBeLessThan(0.02);
    expect(megaInGainers).toBe(0);
  });

  test("news surges of the live gainers belong to small and mid caps", () => {
    // Large caps move on their own volatility only; the +20 % days are small and mid caps' news.
    expect(worstLargeGain).toBeLessThan(20);
    expect(bestSmallGain).toBeGreaterThan(20);
  });

  test("Saudi prices stay within ±10 % of the previous close (±30 % on Nomu)", () => {
    expect(worstSaudi).toBeLessThanOrEqual(10 + 1e-9);
    expect(worstSaudi).toBeGreaterThan(9.9);
    expect(worstNomu).toBeLessThanOrEqual(30 + 1e-9);
  });
});

test("outside the sessions nothing trades: a New York Saturday leaves US prices and volumes at the close", () => {
  let now = Date.UTC(2026, 10, 21, 14, 0); // Saturday 09:00 New York
  const p = real(() => now, 3, 60_000);
  const s = p.state;
  const us = [...Array(s.n).keys()].filter((i) => s.currencies[i] === "USD");
  const before = us.map((i) => [s.price[i], s.volume[i], s.prevClose[i]]);
  for (let k = 0; k < 600; k++) {
    now += 60_000;
    p.update(now);
  }
  expect(us.map((i) => [s.price[i], s.volume[i], s.prevClose[i]])).toEqual(before);
  // The last session shows whole: Friday's move on Friday's full volume.
  const f = s.index.get("F")!;
  expect(s.price[f]).not.toBe(s.prevClose[f]);
  expect(s.volume[f]! / s.avgVolume30[f]!).toBeGreaterThan(0.5);
});

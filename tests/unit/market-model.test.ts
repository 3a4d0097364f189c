// The simulated market's model measured like an investor would: candles that look like candles
// (an open that gaps from the previous close, a high and a low around the open and the last
// price), and daily moves that fit the company over 1,000 sessions: by size, by sector (banks,
// utilities, REITs), by market (the Saudi ±10 % limit, ±30 % on Nomu, no US limit) and on
// results days. The figures are printed; docs/market-data.md quotes them.
import { describe, expect, test } from "bun:test";
import { SimModel } from "../../src/server/market/model";
import { DEMO_BASE, marketCapUsd } from "../../src/server/market/model-daily";
import { REAL_COMPANIES } from "../../src/server/market/universe";
import { SimProvider } from "../../src/server/providers/sim-provider";

const SESSIONS = 1000;
const pct = (x: number) => Math.round(x * 10000) / 100;

describe("candles that look like candles", () => {
  test("through a US session: the open gaps from the previous close, high ≥ max(open, last), low ≤ min(open, last)", () => {
    // Wednesday 18 Nov 2026, 09:30–16:00 New York, every 5 minutes.
    let now = Date.UTC(2026, 10, 18, 14, 30);
    const p = new SimProvider({ seed: 42, universeSize: 0, tickMs: 1000, now: () => now, clock: "real" });
    const s = p.state;
    const us = [...Array(s.n).keys()].filter((i) => s.currencies[i] === "USD");
    const gaps = us.map((i) => Math.abs(s.open[i]! / s.prevClose[i]! - 1));
    // At the open the candle is the open: rarely the previous close (on the cent, a small gap
    // sometimes rounds to it, as on a real exchange).
    expect(us.filter((i) => s.open[i] === s.prevClose[i]).length / us.length).toBeLessThan(0.03);
    expect(us.filter((i) => s.high[i] === s.prevClose[i]).length / us.length).toBeLessThan(0.03);
    const small = gaps.filter((g) => g < 0.01).length / gaps.length;
    const large = gaps.filter((g) => g > 0.02).length / gaps.length;
    console.log(
      `US opening gaps: ${pct(small)} % below 1 %, ${pct(large)} % above 2 %, largest ${pct(Math.max(...gaps))} %`,
    );
    expect(small).toBeGreaterThan(0.75);
    expect(large).toBeGreaterThan(0);
    expect(large).toBeLessThan(0.1);
    let atPrevious = 0;
    let checks = 0;
    for (; now <= Date.UTC(2026, 10, 18, 21, 0); now += 300_000) {
      p.update(now);
      for (const i of us) {
        const price = s.price[i]!;
        const open = s.open[i]!;
        expect(s.high[i]!).toBeGreaterThanOrEqual(Math.max(open, price));
        expect(s.low[i]!).toBeLessThanOrEqual(Math.min(open, price));
        if (s.high[i] === s.prevClose[i]) atPrevious++;
        checks++;
      }
    }
    // A high on the previous close happens on the cent (a day that peaks there), but rarely.
    expect(atPrevious / checks).toBeLessThan(0.02);
  });

  test("past bars: the open is not the previous close and the range holds the open and the close", () => {
    const model = new SimModel(42, REAL_COMPANIES, "real", 1000);
    const ts = Date.UTC(2026, 10, 25, 12, 0);
    let equalOpens = 0;
    let total = 0;
    for (let i = 0; i < REAL_COMPANIES.length; i += 5) {
      const bars = model.bars(i, ts, 252);
      for (let k = 1; k < bars.length; k++) {
        const b = bars[k]!;
        expect(b.h).toBeGreaterThanOrEqual(Math.max(b.o, b.c));
        expect(b.l).toBeLessThanOrEqual(Math.min(b.o, b.c));
        if (b.o === bars[k - 1]!.c) equalOpens++;
        total++;
      }
    }
    expect(equalOpens / total).toBeLessThan(0.05);
  });
});

describe("moves that fit the company, over 1,000 sessions", () => {
  const model = new SimModel(42, REAL_COMPANIES, "real", 1000);
  // The sessions before Wednesday 25 November 2026 in each market.
  const buckets = new Map<string, number[]>();
  const add = (key: string, x: number) => {
    const list = buckets.get(key);
    if (list) list.push(x);
    else buckets.set(key, [x]);
  };
  let worstMain = 0;
  let worstNomu = 0;
  let worstUs = 0;
  REAL_COMPANIES.forEach((c, i) => {
    const m = model.marketOf(i);
    const id = model.sessionAt(m, Date.UTC(2026, 10, 25, 23, 0)).id;
    const series = model.series(i, id, SESSIONS + 1);
    const cap = marketCapUsd(c);
    const size = cap > 200e9 ? "mega" : cap > 10e9 ? "large" : cap > 2e9 ? "mid" : "small";
    const saudi = c.currency === "SAR";
    for (let k = 1; k <= SESSIONS; k++) {
      const move = series.close[k]! / series.close[k - 1]! - 1;
      const a = Math.abs(move);
      add(`size:${size}`, move);
      add(`market:${saudi ? "SA" : "US"}`, move);
      if (c.sector === "F" && cap > 10e9) add("large banks and financials", move);
      if (c.sector === "U") add("utilities", move);
      if (c.sector === "R") add("REITs", move);
      add(series.earnings[k] ? "results days" : "other days", move);
      if (saudi && c.market === "Nomu") worstNomu = Math.max(worstNomu, a);
      else if (saudi) worstMain = Math.max(worstMain, a);
      else worstUs = Math.max(worstUs, a);
    }
  });
  const stats = (key: string) => {
    const xs = buckets.get(key) ?? [];
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    const beyond = (t: number) => xs.filter((x) => Math.abs(x) > t).length / xs.length;
    return { days: xs.length, sd, over5: beyond(0.05), over8: beyond(0.08), over10: beyond(0.1) };
  };
  const table = [...buckets.keys()].sort().map((key) => {
    const st = stats(key);
    return `${key.padEnd(28)} days ${String(st.days).padStart(7)}  stdev ${pct(st.sd).toFixed(2).padStart(5)} %  >±5 % ${pct(st.over5).toFixed(2).padStart(5)} %  >±8 % ${pct(st.over8).toFixed(2).padStart(5)} %  >±10 % ${pct(st.over10).toFixed(2).padStart(5)} %`;
  });
  console.log(
    `${table.join("\n")}\nlargest move: US ${pct(worstUs)} %, Saudi Main Market ${pct(worstMain)} %, Nomu ${pct(worstNomu)} %`,
  );

  test("daily volatility falls with size", () => {
    const [small, mid, large, mega] = ["small", "mid", "large", "mega"].map((b) => stats(`size:${b}`).sd) as [
      number,
      number,
      number,
      number,
    ];
    expect(mid).toBeGreaterThan(large);
    expect(small).toBeGreaterThan(large);
    expect(large).toBeGreaterThan(mega);
    expect(mega).toBeLessThan(0.018);
    expect(small).toBeGreaterThan(0.02);
  });

  test("large caps rarely move beyond ±8 %; mega caps about never", () => {
    expect(stats("size:large").over8).toBeLessThan(0.005);
    expect(stats("size:mega").over8).toBeLessThan(0.001);
    // Big moves come from small caps (beyond ±8 %: a Saudi limit day is at most ±10 %).
    expect(stats("size:small").over8).toBeGreaterThan(stats("size:large").over8 * 3);
  });

  test("large banks, utilities and REITs rarely move more than a few percent", () => {
    expect(stats("large banks and financials").over5).toBeLessThan(0.01);
    expect(stats("utilities").over5).toBeLessThan(0.01);
    expect(stats("REITs").over5).toBeLessThan(0.02);
    expect(stats("REITs").over10).toBe(0);
  });

  test("results days move more than other days", () => {
    expect(stats("results days").sd).toBeGreaterThan(1.5 * stats("other days").sd);
  });

  test("the Saudi limit: ±10 % on the Main Market, ±30 % on Nomu; no limit in the US", () => {
    expect(worstMain).toBeLessThanOrEqual(0.1 + 1e-12);
    expect(worstMain).toBeGreaterThan(0.099);
    expect(worstNomu).toBeLessThanOrEqual(0.3 + 1e-12);
    expect(worstUs).toBeGreaterThan(0.15);
  });

  test("demo sessions follow the same model", () => {
    const demo = new SimModel(42, REAL_COMPANIES, "always-open", 1000);
    const at = demo.sessionAt(0, Date.UTC(2026, 10, 25, 12, 0));
    expect(at.id).toBeGreaterThan(DEMO_BASE);
    const a = demo.series(0, at.id, 10);
    const b = new SimModel(42, REAL_COMPANIES, "always-open", 1000).series(0, at.id, 10);
    expect([...a.close]).toEqual([...b.close]);
  });
});

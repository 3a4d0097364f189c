// The alert index (src/server/alerts/alert-index.ts) against a plain check of every alert: over
// random markets and thresholds it fires exactly the alerts whose condition holds, each once.
import { describe, expect, test } from "bun:test";
import { AlertIndex, type IndexedAlert } from "../../src/server/alerts/alert-index";
import { MarketState } from "../../src/server/market/state";
import type { Company } from "../../src/server/market/universe";
import type { AlertKind } from "../../src/shared/alerts";

const N = 50;
const companies = Array.from(
  { length: N },
  (_, i) => ({ symbol: `S${i}`, currency: "USD", sharesOutstanding: 1, annualDividend: 0 }) as unknown as Company,
);
const KINDS: AlertKind[] = ["priceAbove", "priceBelow", "changeAbove", "changeBelow", "crossSma50", "crossSma200"];

function holds(a: IndexedAlert, s: MarketState, i: number): boolean {
  const p = s.price[i]!;
  const change = ((p - s.prevClose[i]!) / s.prevClose[i]!) * 100;
  const v = a.value ?? 0;
  switch (a.kind) {
    case "priceAbove":
      return p >= v;
    case "priceBelow":
      return p <= v;
    case "changeAbove":
      return change >= v;
    case "changeBelow":
      return change <= v;
    default: {
      const sma = a.kind === "crossSma50" ? s.sma50[i]! : s.sma200[i]!;
      return a.side === -1 ? p > sma : p < sma;
    }
  }
}

describe("alert index", () => {
  test("fires exactly the alerts whose condition holds, once each; removed ones never", () => {
    let seed = 3;
    const rnd = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const s = new MarketState(companies);
    for (let i = 0; i < N; i++) {
      s.prevClose[i] = 100;
      s.price[i] = 100;
      s.sma50[i] = 100;
      s.sma200[i] = 100;
    }
    const index = new AlertIndex(
      (symbol) => s.index.get(symbol),
      () => s.n,
    );
    const live = new Map<string, IndexedAlert>();
    for (let k = 0; k < 2000; k++) {
      const kind = KINDS[k % KINDS.length]!;
      const cross = kind.startsWith("cross");
      const alert: IndexedAlert = {
        id: `a${k}`,
        userId: "u",
        symbol: `S${Math.floor(rnd() * N)}`,
        kind,
        value: cross ? null : kind.startsWith("price") ? 80 + rnd() * 40 : -20 + rnd() * 40,
        arming: 1,
        side: cross ? (rnd() < 0.5 ? 1 : -1) : null,
      };
      index.put(alert);
      live.set(alert.id, alert);
    }
    for (const id of ["a1", "a2", "a3"]) {
      index.remove(id);
      live.delete(id);
    }
    for (let t = 0; t < 50; t++) {
      for (let i = 0; i < N; i++) {
        s.price[i] = 100 * (0.8 + rnd() * 0.4);
        s.sma50[i] = 100 * (0.9 + rnd() * 0.2);
        s.sma200[i] = 100 * (0.9 + rnd() * 0.2);
      }
      s.ts = t;
      const expected = [...live.values()].filter((a) => holds(a, s, s.index.get(a.symbol)!)).map((a) => a.id);
      const fired = index.evaluate(s).map((c) => c.alert.id);
      expect(fired.sort()).toEqual(expected.sort());
      for (const id of fired) live.delete(id);
      expect(index.size).toBe(live.size);
    }
  });
});

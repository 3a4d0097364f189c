// The price order of a long recommendation (stop loss < every entry < every target), the one
// rule the admin form and the server share.
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { orderProblems } from "../../src/shared/recommendation";

const price = fc.double({ min: 0.01, max: 1e6, noNaN: true });
/** Prices in order: a stop loss, four entries above it, five targets above every entry. */
const ordered = fc
  .tuple(price, fc.array(price, { minLength: 4, maxLength: 4 }), fc.array(price, { minLength: 5, maxLength: 5 }))
  .map(([stopLoss, entryGaps, targetGaps]) => {
    const entries = entryGaps.map((gap) => stopLoss + gap);
    const top = Math.max(...entries);
    return { stopLoss, entries, targets: targetGaps.map((gap) => top + gap) };
  })
  .filter((p) => [...p.entries, ...p.targets].every(Number.isFinite));

describe("orderProblems", () => {
  test("prices in order have no problem", () => {
    fc.assert(fc.property(ordered, (prices) => expect(orderProblems(prices)).toEqual([])));
  });

  test("a stop loss at or above the lowest entry is named", () => {
    fc.assert(
      fc.property(ordered, fc.double({ min: 0, max: 1e6, noNaN: true }), (prices, above) => {
        const stopLoss = Math.min(...prices.entries) + above;
        expect(orderProblems({ ...prices, stopLoss })[0]).toEqual({ field: "stopLoss", rule: "stopLossBelowEntries" });
      }),
    );
  });

  test("each target at or below the highest entry is named, in form order", () => {
    fc.assert(
      fc.property(ordered, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), (prices, a, b) => {
        const targets = [...prices.targets];
        targets[a] = Math.max(...prices.entries);
        targets[b] = Math.min(...prices.entries);
        const named = orderProblems({ ...prices, targets }).map((p) => p.field);
        expect(named).toEqual([...new Set([a, b])].sort().map((i) => `targets.${i}` as const));
      }),
    );
  });

  test("prices that are not prices are left to their own field error", () => {
    const prices = { stopLoss: 90, entries: [100, 101, 102, 103], targets: [110, 120, 130, 140, 150] };
    expect(orderProblems({ ...prices, stopLoss: Number.NaN })).toEqual([]);
    expect(orderProblems({ ...prices, entries: [100, Number.NaN, 102, 103], stopLoss: 500 })).toEqual([]);
    expect(orderProblems({ ...prices, targets: [0, -1, 130, 140, 150] })).toEqual([]);
    expect(orderProblems({ ...prices, stopLoss: 100 })).toEqual([{ field: "stopLoss", rule: "stopLossBelowEntries" }]);
    expect(orderProblems({ ...prices, targets: [103, 120, 130, 140, 150] })).toEqual([
      { field: "targets.0", rule: "targetAboveEntries", index: 0 },
    ]);
  });
});

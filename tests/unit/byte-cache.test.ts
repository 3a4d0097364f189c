// The byte-sized cache of the portfolio's caches: entries weighed, least recently used evicted
// until the total is within the budget, an entry above the budget never kept.
import { expect, test } from "bun:test";
import { ByteCache } from "../../src/server/portfolio/byte-cache";

const KEY = 64 + 2; // the per-entry overhead the cache adds, and a one-character key

test("evicts the least recently used until the bytes are within the budget", () => {
  const cache = new ByteCache<number>(3 * (100 + KEY), (n) => n);
  cache.set("a", 100);
  cache.set("b", 100);
  cache.set("c", 100);
  expect(cache.bytes).toBe(3 * (100 + KEY));
  expect(cache.get("a")).toBe(100); // a is now the most recent: b goes first
  cache.set("d", 100);
  expect(cache.get("b")).toBeUndefined();
  expect([cache.get("a"), cache.get("c"), cache.get("d")]).toEqual([100, 100, 100]);
  cache.set("e", 250); // needs room of two
  expect(cache.bytes).toBeLessThanOrEqual(cache.budget);
  expect(cache.size).toBe(2);
  expect(cache.get("e")).toBe(250);
});

test("replacing a key counts its bytes once; an entry above the budget is not kept", () => {
  const cache = new ByteCache<number>(1000, (n) => n);
  cache.set("a", 100);
  cache.set("a", 200);
  expect(cache.bytes).toBe(200 + KEY);
  cache.set("big", 5000);
  expect(cache.get("big")).toBeUndefined();
  expect(cache.get("a")).toBe(200);
  cache.delete("a");
  expect(cache.bytes).toBe(0);
  expect(cache.size).toBe(0);
});

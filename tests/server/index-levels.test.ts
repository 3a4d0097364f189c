// The computed indices on a fixed base: each market index at the real index's level of the base
// date, and a past close that reads the same on every later day (docs/architecture.md, Partner
// insights).

import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../src/server/config";
import { INDEX_BASE, INDEX_BASE_DATE, MARKET_INDEX_BASE } from "../../src/server/insights/arithmetic";
import { createMarket } from "../../src/server/market";
import { type IndicesResponse, isSectorKey, NASDAQ_INDEX_BASE } from "../../src/shared/insights";

const dataDir = mkdtempSync(join(tmpdir(), "rockets-index-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The indices of both markets as a server started at `now` computes them; `universe` adds
 * generated listings (the US market then has more than the 500 an index takes). */
async function indicesAt(now: number, universe = 0) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: "false",
    MARKET_CLOCK: "real",
    NODE_ENV: "test",
    MARKET_UNIVERSE_SIZE: String(universe),
  });
  const market = createMarket(config, () => now);
  return { SA: await market.insights.indices("SA"), US: await market.insights.indices("US") };
}

const closes = (r: IndicesResponse, key: string) =>
  new Map(r.indices.find((x) => x.key === key)!.history.map((p) => [p.t, p.v]));

// On the exchanges' own calendars (the always-open test clock re-dates its sessions every day),
// with 2,000 listings: the US index takes the 500 largest of about 1,760, which change over the
// year, the Saudi one all of its listings.
test("a past close reads the same a day later, every index of both markets", async () => {
  // Wednesday 18 and Thursday 19 November 2026, after both markets' closes.
  const day1 = await indicesAt(Date.UTC(2026, 10, 18, 22), 2000);
  const day2 = await indicesAt(Date.UTC(2026, 10, 19, 22), 2000);
  const us = day1.US.indices[0]!;
  expect(us.constituents).toBe(500);
  expect(us.listings).toBeGreaterThan(500);
  // The US market's NASDAQ listings have their own index, its 500 largest of them too.
  const nasdaq = day1.US.indices[1]!;
  expect([nasdaq.key, nasdaq.constituents]).toEqual(["nasdaq", 500]);
  expect(nasdaq.listings).toBeGreaterThan(500);
  expect(nasdaq.listings).toBeLessThan(us.listings);
  const sa = day1.SA.indices[0]!;
  expect(sa.constituents).toBe(sa.listings);
  expect(day1.SA.indices.map((x) => x.key)).not.toContain("nasdaq");
  // A sector counts its own listings; together they are the market's.
  for (const r of [day1.US, day1.SA])
    expect(r.indices.filter((x) => isSectorKey(x.key)).reduce((n, x) => n + x.listings, 0)).toBe(
      r.indices[0]!.listings,
    );
  for (const market of ["SA", "US"] as const) {
    const keys = day1[market].indices.map((x) => x.key);
    expect(day2[market].indices.map((x) => x.key)).toEqual(keys);
    for (const key of keys) {
      const a = closes(day1[market], key);
      const b = closes(day2[market], key);
      let common = 0;
      for (const [t, v] of a)
        if (b.has(t)) {
          common++;
          expect([key, t, b.get(t)]).toEqual([key, t, v]);
        }
      // A year of sessions in both, the second one a session further.
      expect(common).toBeGreaterThan(250);
      expect([...b.keys()].at(-1)! > [...a.keys()].at(-1)!).toBe(true);
    }
  }
}, 120_000);

const baseOf = (code: "SA" | "US", key: string) =>
  key === "market" ? MARKET_INDEX_BASE[code] : key === "nasdaq" ? NASDAQ_INDEX_BASE : INDEX_BASE;

test("each market index reads the real index's close on the base date, sectors their base", async () => {
  // Half a year after the base date its close is in the year of history shown.
  const early = await indicesAt(Date.UTC(2025, 5, 18, 22));
  for (const code of ["SA", "US"] as const)
    for (const index of early[code].indices)
      expect([index.key, closes(early[code], index.key).get(INDEX_BASE_DATE)]).toEqual([
        index.key,
        baseOf(code, index.key),
      ]);
  // The US one of NASDAQ listings starts at the NASDAQ Composite's close, all of them in it.
  const nasdaq = early.US.indices.find((x) => x.key === "nasdaq")!;
  expect(closes(early.US, "nasdaq").get(INDEX_BASE_DATE)).toBe(19310.79);
  expect(nasdaq.constituents).toBe(nasdaq.listings);
  // Almost two years on, the base date is out of the year shown; the levels are carried from it
  // and stay on the real index's scale (thousands, not a rebased 1,000).
  const later = await indicesAt(Date.UTC(2026, 10, 18, 22));
  for (const [code, index] of [
    ["SA", later.SA.indices[0]!],
    ["US", later.US.indices[0]!],
    ["US", later.US.indices[1]!],
  ] as const) {
    expect(index.history[0]!.t > INDEX_BASE_DATE).toBe(true);
    expect(index.value).toBeGreaterThan(baseOf(code, index.key) / 2);
    expect(index.value).toBeLessThan(baseOf(code, index.key) * 2);
  }
}, 120_000);

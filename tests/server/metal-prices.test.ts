// The nisab's gold and silver price (docs/market-data.md, "Gold and silver"): Yahoo's GC=F quote
// read from a recorded real answer through the real client, FMP's GCUSD quote in FMP's documented
// shape, the 10-minute cache, the fallback when the provider fails or hangs (last known price,
// then the admin's, then the defaults), and the simulated walk. No network: local servers only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  fmpMetalFeed,
  METAL_CACHE_MS,
  METAL_RETRY_MS,
  type MetalFeed,
  MetalPriceService,
  parseFmpMetalQuote,
  parseYahooMetalQuote,
  perGram,
  simulatedMetalQuote,
  simulatedOuncePrice,
  yahooMetalFeed,
} from "../../src/server/market/metal-prices";
import { insertAdminMetalPrice } from "../../src/server/market/metal-prices-store";
import { DEFAULT_METALS, type Metal, type MetalQuote, TROY_OUNCE_GRAMS } from "../../src/server/market/metals";
import { FmpClient } from "../../src/server/providers/fmp-client";
import { YahooClient } from "../../src/server/providers/yahoo";
import { type TestServer, testServer } from "../helpers/server";

const RECORDED = JSON.parse(readFileSync(join(import.meta.dir, "../fixtures/yahoo/quote-GC=F.json"), "utf8")) as {
  body: { quoteResponse: { result: Record<string, unknown>[] } };
};
const GC = RECORDED.body.quoteResponse.result[0]!;

describe("Yahoo GC=F from a recorded answer", () => {
  let yahoo: ReturnType<typeof Bun.serve>;
  const asked: string[] = [];
  beforeAll(() => {
    yahoo = Bun.serve({
      port: 0,
      fetch(req) {
        const url = new URL(req.url);
        // yahoo-finance2's cookie and crumb handshake.
        if (url.pathname.startsWith("/quote/"))
          return new Response("<html></html>", { headers: { "set-cookie": "A3=x; Path=/" } });
        if (url.pathname === "/v1/test/getcrumb") return new Response("crumb-1");
        if (url.pathname === "/v7/finance/quote") {
          asked.push(url.searchParams.get("symbols") ?? "");
          // The recorded answer: it has GC=F only, so SI=F is missing from it.
          return Response.json(RECORDED.body);
        }
        return new Response("not found", { status: 404 });
      },
    });
  });
  afterAll(() => yahoo.stop(true));

  test("price per troy ounce to per gram, dated on COMEX's calendar, labelled", () => {
    const q = parseYahooMetalQuote([GC], "gold")!;
    // 2910.3 USD/oz ÷ 31.1034768 g/oz; regularMarketTime 1739789091 is 17 Feb 2025, 05:44 in New York.
    expect(q.pricePerGram).toBeCloseTo(2910.3 / TROY_OUNCE_GRAMS, 4);
    expect(q).toMatchObject({ metal: "gold", currency: "USD", date: "2025-02-17", source: "yahoo" });
    expect(q.sourceLabel).toBe("Yahoo Finance GC=F (COMEX gold futures): USD 2,910.30/oz");
  });

  test("an answer without the symbol, without a price or in another currency gives none", () => {
    expect(parseYahooMetalQuote([GC], "silver")).toBeNull();
    expect(parseYahooMetalQuote([{ ...GC, regularMarketPrice: null }], "gold")).toBeNull();
    expect(parseYahooMetalQuote([{ ...GC, regularMarketPrice: "" }], "gold")).toBeNull();
    expect(parseYahooMetalQuote([{ ...GC, currency: "EUR" }], "gold")).toBeNull();
    expect(parseYahooMetalQuote([], "gold")).toBeNull();
  });

  test("through the provider's client (yahoo-finance2) against the recorded answer", async () => {
    const feed = yahooMetalFeed(new YahooClient({ baseUrl: `http://127.0.0.1:${yahoo.port}`, retries: 0 }));
    const gold = await feed.quote("gold");
    expect(gold).toEqual(parseYahooMetalQuote([GC], "gold"));
    expect(await feed.quote("silver")).toBeNull();
    expect(asked).toEqual(["GC=F", "SI=F"]);
  });
});

describe("FMP GCUSD", () => {
  // FMP's /stable/quote answer, in the shape its documentation gives (a list of one quote).
  const answer = (symbol: string, price: number) => [
    {
      symbol,
      name: symbol === "GCUSD" ? "Gold" : "Silver",
      price,
      changePercentage: 0.41,
      change: 17.2,
      volume: 151_320,
      dayLow: 4168.1,
      dayHigh: 4221.9,
      yearHigh: 4398.0,
      yearLow: 2601.3,
      marketCap: null,
      priceAvg50: 4105.2,
      priceAvg200: 3650.8,
      exchange: "COMMODITY",
      open: 4180.5,
      previousClose: 4189.3,
      timestamp: 1_764_892_800, // Friday 5 December 2025, 00:00 UTC: the 4th in New York
    },
  ];
  let fmp: ReturnType<typeof Bun.serve>;
  const asked: string[] = [];
  beforeAll(() => {
    fmp = Bun.serve({
      port: 0,
      fetch(req) {
        const url = new URL(req.url);
        if (url.pathname !== "/stable/quote" || url.searchParams.get("apikey") !== "k")
          return new Response("not found", { status: 404 });
        const symbol = url.searchParams.get("symbol") ?? "";
        asked.push(symbol);
        if (symbol === "SIUSD") return Response.json([]);
        return Response.json(answer(symbol, 4206.5));
      },
    });
  });
  afterAll(() => fmp.stop(true));

  test("parsed per gram, dated in New York", () => {
    const q = parseFmpMetalQuote(answer("GCUSD", 4206.5), "gold")!;
    expect(q.pricePerGram).toBeCloseTo(4206.5 / 31.1034768, 4);
    expect(q).toMatchObject({ currency: "USD", date: "2025-12-04", source: "fmp" });
    expect(q.sourceLabel).toBe("Financial Modeling Prep GCUSD: USD 4,206.50/oz");
    expect(parseFmpMetalQuote(answer("GCUSD", 4206.5), "silver")).toBeNull();
    expect(parseFmpMetalQuote([{ ...answer("GCUSD", 1)[0], price: "" }], "gold")).toBeNull();
  });

  test("through the provider's client", async () => {
    const feed = fmpMetalFeed(new FmpClient({ apiKey: "k", baseUrl: `http://127.0.0.1:${fmp.port}`, retries: 0 }));
    expect((await feed.quote("gold"))?.pricePerGram).toBe(perGram(4206.5));
    expect(await feed.quote("silver")).toBeNull();
    expect(asked).toEqual(["GCUSD", "SIUSD"]);
  });
});

describe("cache and fallback", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  const quote = (metal: Metal, pricePerGram: number, date: string): MetalQuote => ({
    metal,
    pricePerGram,
    currency: "USD",
    date,
    source: "yahoo",
    sourceLabel: "Yahoo Finance GC=F",
  });

  /** A feed whose next answers the test sets: a quote, an error, or a hang. */
  function scriptedFeed() {
    const calls: Metal[] = [];
    let next: (metal: Metal) => Promise<MetalQuote | null> = async () => null;
    const feed: MetalFeed = {
      quote: (metal) => {
        calls.push(metal);
        return next(metal);
      },
    };
    return {
      feed,
      calls,
      answer(fn: (metal: Metal) => Promise<MetalQuote | null>) {
        next = fn;
      },
    };
  }

  const service = (feed: MetalFeed | null, timeoutMs = 1000) =>
    new MetalPriceService({ feed, db: s.services.db, now: () => s.clock.now, timeoutMs });

  test("a quote is kept 10 minutes, then asked again", async () => {
    const f = scriptedFeed();
    f.answer(async (m) => quote(m, 130, "2026-11-18"));
    const metals = service(f.feed);
    expect((await metals.current("gold")).pricePerGram).toBe(130);
    s.clock.advance(METAL_CACHE_MS - 1);
    f.answer(async (m) => quote(m, 131, "2026-11-18"));
    expect((await metals.current("gold")).pricePerGram).toBe(130);
    expect(f.calls).toEqual(["gold"]);
    s.clock.advance(1);
    expect((await metals.current("gold")).pricePerGram).toBe(131);
    expect(f.calls).toEqual(["gold", "gold"]);
  });

  test("a failing provider gives its last price, asked again a minute later", async () => {
    const f = scriptedFeed();
    f.answer(async (m) => quote(m, 132, "2026-11-18"));
    const metals = service(f.feed);
    await metals.current("gold");
    s.clock.advance(METAL_CACHE_MS);
    f.answer(async () => {
      throw new Error("Yahoo quote answered 503 after 5 tries");
    });
    expect(await metals.current("gold")).toEqual(quote("gold", 132, "2026-11-18"));
    expect(f.calls.length).toBe(2);
    // Within the retry pause the provider is not asked.
    s.clock.advance(METAL_RETRY_MS - 1);
    expect((await metals.current("gold")).pricePerGram).toBe(132);
    expect(f.calls.length).toBe(2);
    s.clock.advance(1);
    f.answer(async (m) => quote(m, 133, "2026-11-18"));
    expect((await metals.current("gold")).pricePerGram).toBe(133);
    expect(f.calls.length).toBe(3);
  });

  test("a provider that hangs past the timeout gives the last price; its late answer is kept", async () => {
    const f = scriptedFeed();
    f.answer(async (m) => quote(m, 134, "2026-11-18"));
    const metals = service(f.feed, 30);
    await metals.current("gold");
    s.clock.advance(METAL_CACHE_MS);
    let release: (q: MetalQuote) => void = () => {};
    f.answer(() => new Promise<MetalQuote>((resolve) => (release = resolve)));
    expect((await metals.current("gold")).pricePerGram).toBe(134);
    release(quote("gold", 135, "2026-11-18"));
    await Bun.sleep(0);
    expect((await metals.current("gold")).pricePerGram).toBe(135);
  });

  test("without any provider price: the admin's, then the defaults", async () => {
    const f = scriptedFeed();
    f.answer(async () => {
      throw new Error("unreachable");
    });
    const metals = service(f.feed);
    expect(await metals.current("silver")).toEqual(DEFAULT_METALS.silver);
    await insertAdminMetalPrice(s.services.db.sql, {
      metal: "silver",
      price: 6.4,
      currency: "SAR",
      date: "2026-10-01",
      source: "Admin: SAMA bulletin",
      setAt: s.clock.now,
    });
    expect(await metals.current("silver")).toEqual({
      metal: "silver",
      pricePerGram: 6.4,
      currency: "SAR",
      date: "2026-10-01",
      source: "admin",
      sourceLabel: "Admin: SAMA bulletin",
    });
    // No provider at all (null feed): the same order.
    expect((await service(null).current("silver")).source).toBe("admin");
    expect(await service(null).current("gold")).toEqual(DEFAULT_METALS.gold);
  });

  test("the last known provider price wins over an older admin price; a newer admin price wins over it", async () => {
    const f = scriptedFeed();
    f.answer(async (m) => quote(m, 3, "2026-11-18"));
    const metals = service(f.feed);
    await metals.current("silver");
    s.clock.advance(METAL_CACHE_MS);
    f.answer(async () => {
      throw new Error("down");
    });
    // The admin silver price of 1 October is older: the last provider price stays.
    expect(await metals.current("silver")).toEqual(quote("silver", 3, "2026-11-18"));
    await insertAdminMetalPrice(s.services.db.sql, {
      metal: "silver",
      price: 1.71,
      currency: "USD",
      date: "2026-11-18",
      source: "LBMA",
      setAt: s.clock.now,
    });
    expect((await metals.current("silver")).source).toBe("admin");
  });

  test("a database that fails still gives a price", async () => {
    const broken = new MetalPriceService({
      feed: null,
      db: { ...s.services.db, sql: (() => Promise.reject(new Error("db down"))) as never },
      now: () => s.clock.now,
    });
    expect(await broken.current("gold")).toEqual(DEFAULT_METALS.gold);
  });
});

describe("the simulated walk", () => {
  const DAY = 86_400_000;
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;

  test("a function of the seed and the day", () => {
    const t = Date.UTC(2026, 10, 18, 15);
    expect(simulatedMetalQuote("gold", 42, t)).toEqual(simulatedMetalQuote("gold", 42, t));
    expect(simulatedMetalQuote("gold", 42, t).pricePerGram).not.toBe(simulatedMetalQuote("gold", 7, t).pricePerGram);
    // Later the same New York day: the same price.
    expect(simulatedMetalQuote("gold", 42, t + 5 * 3_600_000)).toEqual(simulatedMetalQuote("gold", 42, t));
    const q = simulatedMetalQuote("gold", 42, t);
    expect(q).toMatchObject({ source: "simulated", currency: "USD", date: "2026-11-18" });
    expect(q.sourceLabel).toMatch(/^Simulated gold price: USD [\d,]+\.\d\d\/oz/);
    expect(q.pricePerGram).toBe(perGram(simulatedOuncePrice("gold", 42, day("2026-11-18"))));
  });

  test("the weekend keeps Friday's price and date (COMEX closed)", () => {
    const saturday = simulatedMetalQuote("gold", 42, Date.UTC(2026, 10, 21, 15));
    const sunday = simulatedMetalQuote("gold", 42, Date.UTC(2026, 10, 22, 15));
    const friday = simulatedMetalQuote("gold", 42, Date.UTC(2026, 10, 20, 15));
    expect(saturday).toEqual(friday);
    expect(sunday).toEqual(friday);
    expect(friday.date).toBe("2026-11-20");
  });

  test("moves about 1 % a day for gold, 1.8 % for silver, and stays near its centre", () => {
    for (const [metal, centre, sigma] of [
      ["gold", 4200, 0.01],
      ["silver", 52, 0.018],
    ] as const) {
      const prices: number[] = [];
      for (let d = day("2024-12-02"); d <= day("2026-11-27"); d++) {
        const weekday = (d + 4) % 7;
        if (weekday !== 0 && weekday !== 6) prices.push(simulatedOuncePrice(metal, 42, d));
      }
      const returns = prices.slice(1).map((p, k) => Math.log(p / prices[k]!));
      const sd = Math.sqrt(returns.reduce((a, r) => a + r * r, 0) / returns.length);
      expect(sd).toBeGreaterThan(sigma * 0.85);
      expect(sd).toBeLessThan(sigma * 1.15);
      // It moves nearly every trading day.
      expect(returns.filter((r) => r !== 0).length).toBeGreaterThan(returns.length * 0.95);
      for (const p of prices) {
        expect(p).toBeGreaterThan(centre * 0.55);
        expect(p).toBeLessThan(centre * 1.8);
      }
    }
  });
});

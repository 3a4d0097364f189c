// The partner comparator (GET /partner/tools/compare): the closes of each symbol from the
// range's base to today (the ticker chart's bars), its key figures (the fundamentals sections'
// numbers and the Shariah screen's status), bad parameters named in both languages, partners only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import * as v from "valibot";
import { closesFrom } from "../../src/server/comparator/routes";
import { isoDay, nyDay } from "../../src/server/market/dates";
import { COMPARE_MAX, type Comparison, comparisonSchema, rangeStart } from "../../src/shared/comparator";
import type { SectionResponse } from "../../src/shared/fundamentals";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let partner: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  s = await testServer();
  partner = await testPartner(s.services);
  user = await testUser(s.services);
  await s.services.market.step();
});
afterAll(() => s.close());

const get = (query: string, headers: Record<string, string> = {}, cookie: string | null = partner.cookie) =>
  s.request(`/api/v1/partner/tools/compare?${query}`, { cookie, headers });

async function compare(query: string): Promise<Comparison> {
  const res = await get(query);
  expect(res.status).toBe(200);
  return v.parse(comparisonSchema, await res.json());
}

async function section<T>(symbol: string, name: string): Promise<T> {
  const res = await s.request(`/api/v1/partner/fundamentals/${symbol}/${name}`, { cookie: partner.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe("comparator", () => {
  test("two markets in one call: closes from the range's base, today's price last", async () => {
    const body = await compare("symbols=AAPL,2222.sr&range=6M");
    const today = isoDay(nyDay(s.services.now()));
    expect(body.range).toBe("6M");
    expect(body.from).toBe(rangeStart("6M", today));
    expect(body.simulated).toBe(true);
    expect(body.series.map((x) => [x.symbol, x.currency])).toEqual([
      ["AAPL", "USD"],
      ["2222.SR", "SAR"],
    ]);
    const market = s.services.market;
    for (const x of body.series) {
      const i = market.tickers.index(x.symbol)!;
      // The base is the last close on or before the start; every later close follows.
      expect(x.closes[0]!.t <= body.from).toBe(true);
      expect(x.closes[1]!.t > body.from).toBe(true);
      const bars = await market.tickers.bars(i, 200);
      const k = bars.findIndex((b) => b.t === x.closes[0]!.t);
      expect(k).toBeGreaterThanOrEqual(0);
      expect(x.closes.slice(0, bars.length - k)).toEqual(bars.slice(k).map((b) => ({ t: b.t, c: b.c })));
      expect(x.closes.at(-1)!.c).toBe(x.price);
      const dates = x.closes.map((c) => c.t);
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
    }
  });

  test("the key figures are the fundamentals sections' and the Shariah screen's", async () => {
    const body = await compare("symbols=MSFT,1180.SR&range=1M");
    for (const x of body.series) {
      const valuation = await section<Extract<SectionResponse, { section: "valuation-metrics" }>>(
        x.symbol,
        "valuation-metrics",
      );
      const growth = await section<Extract<SectionResponse, { section: "growth-metrics" }>>(x.symbol, "growth-metrics");
      const metric = (m: string) => valuation.valuation.find((r) => r.metric === m)?.value ?? null;
      expect(x.figures.pe).toBe(metric("pe"));
      expect(x.figures.pb).toBe(metric("pb"));
      expect(x.figures.evEbitda).toBe(metric("evEbitda"));
      expect(x.figures.dividendYield).toBe(metric("dividendYield"));
      const yoy = (m: string) => growth.growth.find((r) => r.metric === m)?.yoy[0]?.value ?? null;
      expect(x.figures.revenueGrowth).toBe(yoy("revenue"));
      expect(x.figures.epsGrowth).toBe(yoy("eps"));
      const shariah = await s.request(`/api/v1/work/ticker/${x.symbol}/shariah`, { cookie: partner.cookie });
      expect(x.figures.shariah).toBe(((await shariah.json()) as { status: string }).status as never);
    }
    // A conventional bank fails the business screen.
    expect(body.series[1]!.figures.shariah).toBe("non-compliant");
  });

  test("each range starts where it should; YTD from the first of January", async () => {
    const today = isoDay(nyDay(s.services.now()));
    for (const range of ["1M", "3M", "YTD", "1Y", "5Y"] as const) {
      const body = await compare(`symbols=AAPL&range=${range}`);
      expect(body.from).toBe(rangeStart(range, today));
      expect(body.series[0]!.closes[0]!.t <= body.from).toBe(true);
    }
    expect(rangeStart("YTD", "2026-11-27")).toBe("2026-01-01");
    expect(rangeStart("1M", "2026-03-31")).toBe("2026-02-28");
    expect(rangeStart("5Y", "2026-11-27")).toBe("2021-11-27");
  });

  test("a repeated symbol is compared once; the range defaults to one year", async () => {
    const body = await compare("symbols=AAPL,aapl");
    expect(body.series.map((x) => x.symbol)).toEqual(["AAPL"]);
    expect(body.range).toBe("1Y");
  });

  test(`${COMPARE_MAX} symbols at most; bad parameters are 400s naming the field, in both languages`, async () => {
    expect((await get("symbols=AAPL,MSFT,NVDA,AMZN,2222.SR")).status).toBe(200);
    const six = await get("symbols=AAPL,MSFT,NVDA,AMZN,2222.SR,1120.SR");
    expect(six.status).toBe(400);
    expect(await six.json()).toMatchObject({ code: "invalid_input", field: "symbols", fields: ["symbols"] });
    const sixAr = await get("symbols=AAPL,MSFT,NVDA,AMZN,2222.SR,1120.SR", { "accept-language": "ar" });
    const ar = (await sixAr.json()) as { message: string };
    expect(ar.message).toContain("5");
    expect(ar.message).toMatch(/[\u0600-\u06ff]/);

    const none = await get("symbols=");
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ field: "symbols", message: "Choose at least one symbol to compare." });
    const unknown = await get("symbols=AAPL,NOPE123");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "unknown_symbol", field: "symbols" });
    const badRange = await get("symbols=AAPL&range=2Y");
    expect(badRange.status).toBe(400);
    expect(await badRange.json()).toMatchObject({ field: "range" });
  });

  test("closesFrom: the base is the last close on or before the start, today added once", () => {
    const bars = ["2026-01-02", "2026-01-05", "2026-01-06", "2026-01-07"].map((t, k) => ({
      t,
      o: 1,
      h: 1,
      l: 1,
      c: 10 + k,
      v: 1,
    }));
    expect(closesFrom(bars, "2026-01-04", { t: "2026-01-08", c: 20 })).toEqual([
      { t: "2026-01-02", c: 10 },
      { t: "2026-01-05", c: 11 },
      { t: "2026-01-06", c: 12 },
      { t: "2026-01-07", c: 13 },
      { t: "2026-01-08", c: 20 },
    ]);
    expect(closesFrom(bars, "2026-01-05", { t: "2026-01-07", c: 20 }).map((c) => c.t)).toEqual([
      "2026-01-05",
      "2026-01-06",
      "2026-01-07",
    ]);
  });

  test("partners only: 401 without a session, 403 for a user", async () => {
    expect((await get("symbols=AAPL", {}, null)).status).toBe(401);
    expect((await get("symbols=AAPL", {}, user.cookie)).status).toBe(403);
  });
});

// The partner calendars through the pipeline: partner role, paging, shapes of docs/api.md.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;
let partner: TestAccount;
beforeAll(async () => {
  s = await testServer();
  user = await testUser(s.services);
  partner = await testPartner(s.services);
});
afterAll(() => s.close());

const get = async (path: string, cookie: string | null = partner.cookie) => {
  const res = await s.request(`/api/v1/partner/event/${path}`, { cookie });
  return { status: res.status, body: await res.json() };
};

const CALLS = ["earning-calendar", "dividends-tracker", "ipo", "stock-splits"];

test("401 without a session, 403 for a user; bad pages 400", async () => {
  for (const call of CALLS) {
    expect((await get(call, null)).status).toBe(401);
    expect((await get(call, user.cookie)).status).toBe(403);
    expect((await get(`${call}?page=0`)).status).toBe(400);
    expect((await get(`${call}?page=x`)).status).toBe(400);
  }
});

describe("earning-calendar", () => {
  test("this week's Monday to Friday (the test clock is Wednesday 18 November 2026)", async () => {
    const { status, body } = await get("earning-calendar?page=1");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["data", "highestTotalPages"]);
    expect(Object.keys(body.data)).toEqual([
      "16/11/2026 00:00:00",
      "17/11/2026 00:00:00",
      "18/11/2026 00:00:00",
      "19/11/2026 00:00:00",
      "20/11/2026 00:00:00",
    ]);
    const lengths = Object.values(body.data).map((d) => (d as { items: unknown[] }).items.length);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(25);
    for (const day of Object.values(body.data) as { items: { symbol: string; time: string }[] }[]) {
      for (const item of day.items) {
        expect(Object.keys(item).sort()).toEqual(
          ["name", ...(item.symbol.endsWith(".SR") ? ["nameAr"] : []), "symbol", "time"].sort(),
        );
        expect(["bmo", "amc", "unknown"]).toContain(item.time);
      }
    }
    expect(body.highestTotalPages).toBeGreaterThanOrEqual(1);
    const past = await get(`earning-calendar?page=${body.highestTotalPages + 1}`);
    expect(Object.values(past.body.data).every((d) => (d as { items: unknown[] }).items.length === 0)).toBe(true);
    expect(past.body.highestTotalPages).toBe(body.highestTotalPages);
  });

  test("on Saturday the coming week", async () => {
    const saved = s.clock.now;
    s.clock.now = Date.parse("2026-11-21T15:00:00Z");
    try {
      // Partner sessions idle out after 30 minutes: a fresh one for the new day.
      const weekend = await testPartner(s.services);
      const { body } = await get("earning-calendar", weekend.cookie);
      expect(Object.keys(body.data)[0]).toBe("23/11/2026 00:00:00");
      expect(Object.keys(body.data)[4]).toBe("27/11/2026 00:00:00");
    } finally {
      s.clock.now = saved;
    }
  });
});

test("dividends-tracker: rows and totalPages", async () => {
  const { status, body } = await get("dividends-tracker?page=1");
  expect(status).toBe(200);
  expect(Object.keys(body).sort()).toEqual(["dividends", "totalPages"]);
  expect(body.dividends.length).toBe(25);
  for (const row of body.dividends)
    expect(Object.keys(row).sort()).toEqual(
      [
        "currency",
        "date",
        "dividend",
        "name",
        ...(row.symbol.endsWith(".SR") ? ["nameAr"] : []),
        "paymentDate",
        "recordDate",
        "symbol",
        "yield",
      ].sort(),
    );
  const ko = body.dividends.find((d: { symbol: string }) => d.symbol === "KO");
  if (ko) expect(ko).toMatchObject({ name: "The Coca-Cola Company", currency: "USD" });
  const last = await get(`dividends-tracker?page=${body.totalPages}`);
  expect(last.body.dividends.length).toBeGreaterThan(0);
  expect((await get(`dividends-tracker?page=${body.totalPages + 1}`)).body.dividends).toEqual([]);
});

test("ipo: rows and totalPages", async () => {
  const { status, body } = await get("ipo");
  expect(status).toBe(200);
  expect(Object.keys(body).sort()).toEqual(["ipos", "totalPages"]);
  expect(Object.keys(body.ipos[0]).sort()).toEqual(
    ["actions", "company", "date", "exchange", "marketCap", "priceRange", "shares", "symbol"].sort(),
  );
});

describe("stock-splits", () => {
  test("a month filters to that month of this year; none means the whole year", async () => {
    const all = await get("stock-splits");
    expect(Object.keys(all.body).sort()).toEqual(["stockSplits", "totalPages"]);
    const everything: { date: string; numerator: number; denominator: number }[] = [];
    for (let page = 1; page <= all.body.totalPages; page++)
      everything.push(...(await get(`stock-splits?page=${page}`)).body.stockSplits);
    expect(everything.every((x) => x.date.startsWith("2026-"))).toBe(true);
    // Ratios in lowest terms: "2 for 1", never "10 for 5".
    const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
    expect(everything.filter((x) => gcd(x.numerator, x.denominator) !== 1)).toEqual([]);
    let months = 0;
    for (let m = 1; m <= 12; m++) {
      const { status, body } = await get(`stock-splits?month=${m}`);
      expect(status).toBe(200);
      const prefix = `2026-${String(m).padStart(2, "0")}-`;
      expect(body.stockSplits.every((x: { date: string }) => x.date.startsWith(prefix))).toBe(true);
      months += everything.filter((x) => x.date.startsWith(prefix)).length;
      if (body.stockSplits.length)
        expect(Object.keys(body.stockSplits[0]).sort()).toEqual(
          [
            "date",
            "denominator",
            "name",
            ...(body.stockSplits[0].symbol.endsWith(".SR") ? ["nameAr"] : []),
            "numerator",
            "symbol",
          ].sort(),
        );
    }
    expect(months).toBe(everything.length);
  });

  test("months outside 1–12 are 400", async () => {
    for (const m of ["0", "13", "-1", "x", "1.5"]) expect((await get(`stock-splits?month=${m}`)).status).toBe(400);
  });
});

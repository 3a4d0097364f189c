// The admin's gold and silver price (docs/api.md, "Gold price (admins)"): only admins read and
// set it; a bad field is named in English and Arabic; the price in use is the admin's when it is
// dated the provider's day or later (here the simulated market's), else the provider's.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { simulatedMetalQuote } from "../../src/server/market/metal-prices";
import type { MetalPricesView } from "../../src/shared/metals";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let admin: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  s = await testServer();
  admin = await testUser(s.services, "admin");
  user = await testUser(s.services);
});
afterAll(() => s.close());

async function call(method: string, json: unknown, cookie: string | null, lang = "en") {
  const res = await s.request("/api/v1/admin/gold-price", {
    method,
    ...(json === undefined ? {} : { json }),
    cookie,
    headers: { "accept-language": lang },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const put = (body: Record<string, unknown>, lang = "en") =>
  call(
    "PUT",
    { price: 140.5, currency: "USD", date: "2026-11-18", source: "LBMA PM fixing", ...body },
    admin.cookie,
    lang,
  );

/** The test clock's day: Wednesday 18 November 2026, 15:00 UTC. */
const TODAY = "2026-11-18";

describe("access", () => {
  test("no session 401, a user 403, an admin 200", async () => {
    expect((await call("GET", undefined, null)).status).toBe(401);
    expect((await call("GET", undefined, user.cookie)).status).toBe(403);
    expect((await call("PUT", { price: 1, currency: "USD", date: TODAY, source: "x" }, user.cookie)).status).toBe(403);
    expect((await call("GET", undefined, admin.cookie)).status).toBe(200);
  });
});

describe("validation names the field, in English and Arabic", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["zero price", { price: 0 }, "price", "metal_price_range"],
    ["negative price", { price: -5 }, "price", "metal_price_range"],
    ["price above 1e6", { price: 1_000_000.01 }, "price", "metal_price_range"],
    ["price as text", { price: "140" }, "price", "invalid_input"],
    ["unknown currency", { currency: "EUR" }, "currency", "invalid_input"],
    ["no such day", { date: "2026-02-30" }, "date", "invalid_input"],
    ["not a date", { date: "18/11/2026" }, "date", "invalid_input"],
    ["a future date", { date: "2026-11-20" }, "date", "future_date"],
    ["empty source", { source: "   " }, "source", "invalid_input"],
    ["source too long", { source: "x".repeat(201) }, "source", "invalid_input"],
    ["bidi control in source", { source: "LBMA\u202e" }, "source", "invalid_input"],
    ["unknown metal", { metal: "platinum" }, "metal", "invalid_input"],
    ["unknown field", { note: "hi" }, "note", "invalid_input"],
  ];
  for (const [name, body, field, code] of cases) {
    test(name, async () => {
      const en = await put(body);
      const ar = await put(body, "ar");
      expect(en.status).toBe(400);
      expect(en.body).toMatchObject({ code, field });
      expect(ar.body).toMatchObject({ code, field });
      expect(ar.body.message).not.toBe(en.body.message);
      expect(String(ar.body.message)).toMatch(/[\u0600-\u06ff]/);
    });
  }

  test("the messages say what is wrong", async () => {
    expect((await put({ price: 0 })).body.message).toBe(
      "The price per gram must be more than 0 and at most 1,000,000.",
    );
    expect((await put({ source: "" })).body.message).toBe("Source is required.");
    expect((await put({ source: "" }, "ar")).body.message).toContain("المصدر");
    expect((await put({ source: "x".repeat(201) })).body.message).toBe("Source is at most 200 characters.");
    expect((await put({ date: "2026-11-20" })).body.message).toBe("The date cannot be in the future.");
    expect((await put({ date: "2026-13-01" })).body.message).toBe("Date is not valid.");
  });

  test("a date of tomorrow in UTC that is today in Riyadh is accepted", async () => {
    const before = s.clock.now;
    s.clock.now = Date.UTC(2026, 10, 18, 22, 0); // 01:00 on the 19th in Riyadh
    try {
      expect((await put({ date: "2026-11-19", metal: "silver", price: 1.7 })).status).toBe(200);
      expect((await put({ date: "2026-11-20", metal: "silver", price: 1.7 })).status).toBe(400);
    } finally {
      s.clock.now = before;
    }
  });
});

describe("the price in use", () => {
  test("without an admin price: the simulated one, dated and labelled", async () => {
    const fresh = await testServer();
    try {
      const a = await testUser(fresh.services, "admin");
      const res = await fresh.request("/api/v1/admin/gold-price", { cookie: a.cookie });
      const view = (await res.json()) as MetalPricesView;
      const expected = simulatedMetalQuote("gold", fresh.services.config.marketSeed, fresh.clock.now);
      expect(view.current.gold).toEqual(expected);
      expect(view.current.gold).toMatchObject({ source: "simulated", date: TODAY, currency: "USD" });
      expect(view.current.gold.sourceLabel).toContain("Simulated");
      expect(view.current.silver.source).toBe("simulated");
      expect(view.admin).toEqual({ gold: null, silver: null });
      expect(view.staleDays).toBe(7);
      expect(view.today).toBe(TODAY);
    } finally {
      await fresh.close();
    }
  }, 20_000);

  test("an admin price older than the provider's is kept but not used; one of the same day wins", async () => {
    const older = await put({ date: "2026-11-17", price: 150, source: "Bank quote of Tuesday" });
    expect(older.status).toBe(200);
    const afterOlder = older.body as unknown as MetalPricesView;
    expect(afterOlder.admin.gold).toMatchObject({ price: 150, date: "2026-11-17", source: "Bank quote of Tuesday" });
    expect(afterOlder.current.gold.source).toBe("simulated");

    const same = await put({ date: TODAY, price: 141.25, currency: "SAR", source: "  SAMA gold bulletin  " });
    const view = same.body as unknown as MetalPricesView;
    expect(view.current.gold).toEqual({
      metal: "gold",
      pricePerGram: 141.25,
      currency: "SAR",
      date: TODAY,
      source: "admin",
      sourceLabel: "SAMA gold bulletin",
    });
    // The nisab reads the same through the service.
    expect(await s.services.metals!.current("gold")).toEqual(view.current.gold);
  });

  test("of two admin prices of one day the later set wins; a later day wins over a later set", async () => {
    const fresh = await testServer();
    try {
      const a = await testUser(fresh.services, "admin");
      const set = async (body: Record<string, unknown>) => {
        const res = await fresh.request("/api/v1/admin/gold-price", {
          method: "PUT",
          cookie: a.cookie,
          json: { metal: "silver", currency: "USD", ...body },
        });
        fresh.clock.advance(1000);
        return (await res.json()) as MetalPricesView;
      };
      await set({ date: "2026-11-16", price: 1.8, source: "first" });
      expect((await set({ date: "2026-11-16", price: 1.9, source: "second" })).admin.silver).toMatchObject({
        price: 1.9,
        source: "second",
      });
      const view = await set({ date: "2026-11-15", price: 2, source: "older day, set last" });
      expect(view.admin.silver).toMatchObject({ price: 1.9, date: "2026-11-16" });
      // Older than the simulated price of the 18th: the simulated one is in use.
      expect(view.current.silver.source).toBe("simulated");
      // Silver's admin prices do not touch gold.
      expect(view.admin.gold).toBeNull();
    } finally {
      await fresh.close();
    }
  }, 20_000);

  test("the next day the provider's new price wins over yesterday's admin price", async () => {
    s.clock.advance(2 * 86_400_000);
    const view = (await call("GET", undefined, admin.cookie)).body as unknown as MetalPricesView;
    expect(view.current.gold.source).toBe("simulated");
    expect(view.current.gold.date).toBe("2026-11-20");
    expect(view.admin.gold?.date).toBe(TODAY);
  });
});

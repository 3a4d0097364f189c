// The users' company search (GET /work/search?q=), for adding a symbol to a watchlist: symbols,
// English and Arabic names however the Arabic is spelled, ranked; only for users and admins;
// a missing or too long query is a 400 naming q, in the reader's language.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { CompanyRef } from "../../src/shared/fundamentals";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;
let partner: TestAccount;
beforeAll(async () => {
  s = await testServer();
  user = await testUser(s.services);
  partner = await testPartner(s.services);
  await s.services.market.step();
});
afterAll(() => s.close());

const get = (q: string, who: TestAccount | null = user, lang = "en") =>
  s.request(`/api/v1/work/search?q=${encodeURIComponent(q)}`, {
    cookie: who?.cookie ?? null,
    headers: { "accept-language": lang },
  });
const symbols = async (q: string) =>
  ((await (await get(q)).json()) as { results: CompanyRef[] }).results.map((r) => r.symbol);

test(`symbols and names in English and Arabic, ranked (${TEST_DB})`, async () => {
  expect((await symbols("AAPL"))[0]).toBe("AAPL");
  expect((await symbols("aapl"))[0]).toBe("AAPL");
  expect((await symbols("apple"))[0]).toBe("AAPL");
  expect((await symbols("2222"))[0]).toBe("2222.SR");
  // Arabic, with and without the hamza and the article.
  expect((await symbols("أرامكو"))[0]).toBe("2222.SR");
  expect((await symbols("ارامكو"))[0]).toBe("2222.SR");
  expect(await symbols("الراجحي")).toContain("1120.SR");
  const body = (await (await get("apple")).json()) as { results: CompanyRef[] };
  expect(body.results[0]).toMatchObject({ symbol: "AAPL", name: expect.any(String), currency: "USD" });
  expect(body.results.length).toBeLessThanOrEqual(10);
  expect(await symbols("zzzzqqq")).toEqual([]);
});

test("users and admins only; q required and at most 80 characters, named in the error", async () => {
  expect((await get("apple", null)).status).toBe(401);
  expect((await get("apple", partner)).status).toBe(403);
  for (const q of ["", "   ", "x".repeat(81)]) {
    const res = await get(q, user, "ar");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { field: string; message: string };
    expect(body.field).toBe("q");
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
  }
});

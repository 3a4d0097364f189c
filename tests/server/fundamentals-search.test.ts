// The partner company search through the pipeline finds what people type: brands and short
// names in English and Arabic, however the Arabic is spelled; "aramco" is Saudi Aramco (not
// Luberef), "stc" is Saudi Telecom (not Costco).
import { afterAll, beforeAll, expect, test } from "bun:test";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let partner: TestAccount;
beforeAll(async () => {
  s = await testServer({ env: { MARKET_TICK_MS: "3600000" } });
  partner = await testPartner(s.services);
  await s.services.market.init();
});
afterAll(() => s.close());

const search = async (q: string) => {
  const res = await s.request(`/api/v1/partner/fundamentals/search?q=${encodeURIComponent(q)}`, {
    cookie: partner.cookie,
  });
  expect(res.status).toBe(200);
  return ((await res.json()).results as { symbol: string; nameAr?: string }[]).map((r) => r.symbol);
};

test.each([
  ["aramco", "2222.SR"],
  ["Aramco", "2222.SR"],
  ["أرامكو", "2222.SR"],
  ["ارامكو", "2222.SR"],
  ["stc", "7010.SR"],
  ["STC", "7010.SR"],
  ["اس تي سي", "7010.SR"],
  ["إس تي سي", "7010.SR"],
  ["الراجحي", "1120.SR"],
  ["rajhi", "1120.SR"],
  ["al rajhi", "1120.SR"],
  ["سابك", "2010.SR"],
  ["2222", "2222.SR"],
  ["مَصْرِف الإنماء", "1150.SR"],
  ["البنك الاهلى", "1180.SR"],
])("%s finds %s first", async (q, symbol) => {
  expect((await search(q))[0]).toBe(symbol);
});

test("a Saudi listing names the Exchange's sector in both languages", async () => {
  const res = await s.request(`/api/v1/partner/fundamentals/search?q=${encodeURIComponent("rajhi")}`, {
    cookie: partner.cookie,
  });
  const [first] = (await res.json()).results;
  expect(first).toMatchObject({ symbol: "1120.SR", sector: "Financial Services" });
  expect(first.exchangeSector).toEqual({ en: "Banks", ar: "البنوك" });
});

test("the related companies follow: Luberef after Aramco, Costco is not before stc", async () => {
  const aramco = await search("aramco");
  expect(aramco).toContain("2223.SR");
  expect(aramco.indexOf("2223.SR")).toBeGreaterThan(0);
  const stc = await search("stc");
  if (stc.includes("COST")) expect(stc.indexOf("COST")).toBeGreaterThan(stc.indexOf("7010.SR"));
});

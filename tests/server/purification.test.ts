// Dividend purification adds up (src/shared/shariah.ts, purify): over every company of the
// simulated universe, purification ÷ dividend = non-permissible income ÷ total income, the
// Shariah screen's income ratio, and the dividend is the one the ticker page shows.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { fundamentalsOf, SimFundamentalsSource, shariahFigures } from "../../src/server/fundamentals/book";
import type { ShariahResult } from "../../src/shared/shariah";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;
beforeAll(async () => {
  s = await testServer({ env: { MARKET_TICK_MS: "3600000" } });
  user = await testUser(s.services);
  await s.services.market.init();
});
afterAll(() => s.close());

const get = async (path: string) =>
  (await s.request(`/api/v1${path}`, { cookie: user.cookie, headers: { "accept-language": "en" } })).json();

test("every company: purification ÷ dividend = non-permissible income ÷ total income", async () => {
  const { market, config, now } = s.services;
  const book = fundamentalsOf(market, () => new SimFundamentalsSource(market, config.marketSeed, now), now);
  const source = new SimFundamentalsSource(market, config.marketSeed, now);
  const st = market.state;
  let checked = 0;
  let withDividend = 0;
  for (let i = 0; i < st.symbols.length; i++) {
    const r = await book.shariah(i, []);
    const f = shariahFigures(await source.get(st.symbols[i]!));
    const npi = f.nonPermissibleIncome;
    const ti = f.totalIncome;
    if (npi === null || ti === null || !(ti > 0)) {
      expect(r.purification.perShare).toBeNull();
      continue;
    }
    const share = Math.max(0, npi) / ti;
    expect(r.purification.percentOfDividend).toBeCloseTo(share * 100, 2);
    expect(r.purification.percentOfDividend).toBe(r.ratios.income.value);
    const dps = r.purification.dividendPerShare;
    expect(dps).toBeCloseTo(st.dividendTTM[i]!, 4);
    if (dps > 0) {
      withDividend++;
      // Rounded to 4 decimals: within half a ten-thousandth of the exact product.
      expect(Math.abs(r.purification.perShare! - dps * share)).toBeLessThanOrEqual(0.00005 + 1e-12);
      expect(r.purification.perShare! / dps).toBeCloseTo(share, dps >= 0.1 ? 3 : 2);
    } else expect(r.purification.perShare).toBe(0);
    checked++;
  }
  expect(checked).toBeGreaterThan(200);
  expect(withDividend).toBeGreaterThan(100);
});

test("1111.SR through the API: the purified share of its dividend is its non-permissible share of income", async () => {
  const r = (await get("/work/ticker/1111.SR/shariah")) as ShariahResult;
  const t = (await get("/work/ticker/1111.SR")) as { dividendPerShare: number };
  expect(r.purification.dividendPerShare).toBe(t.dividendPerShare);
  expect(r.purification.percentOfDividend).toBe(r.ratios.income.value);
  if (r.status === "compliant") expect(r.purification.percentOfDividend!).toBeLessThan(5);
  expect(r.purification.perShare!).toBeCloseTo((t.dividendPerShare * r.ratios.income.value!) / 100, 3);
});

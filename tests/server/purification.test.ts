// Purification adds up (src/shared/shariah.ts): over every company of the simulated universe,
// AAOIFI 21's per share is the non-permissible income ÷ the shares it states, and the dividend
// ratio's purification ÷ dividend = non-permissible income ÷ total income, the Shariah screen's
// income ratio, with the dividend the ticker page shows.
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
      expect(r.purification.dividendRatio.perShare).toBeNull();
      continue;
    }
    // AAOIFI 21: the non-permissible income (in the listing currency) ÷ the shares.
    const p = r.purification;
    expect(p.method).toBe("aaoifi21");
    expect(p.sharesOutstanding).toBe(st.shares[i]!);
    // Rounded to 4 decimals from the unrounded income (shown to the unit): within half a
    // ten-thousandth plus half a unit per share.
    const exact = Math.max(0, p.nonPermissibleIncome!) / p.sharesOutstanding;
    expect(Math.abs(p.perShare! - exact)).toBeLessThanOrEqual(0.00005 + 0.5 / p.sharesOutstanding + 1e-12);
    const share = Math.max(0, npi) / ti;
    expect(r.purification.dividendRatio.percentOfDividend).toBeCloseTo(share * 100, 2);
    expect(r.purification.dividendRatio.percentOfDividend).toBe(r.ratios.income.value);
    const dps = r.purification.dividendRatio.dividendPerShare;
    expect(dps).toBeCloseTo(st.dividendTTM[i]!, 4);
    if (dps > 0) {
      withDividend++;
      // Rounded to 4 decimals: within half a ten-thousandth of the exact product.
      expect(Math.abs(r.purification.dividendRatio.perShare! - dps * share)).toBeLessThanOrEqual(0.00005 + 1e-12);
      expect(r.purification.dividendRatio.perShare! / dps).toBeCloseTo(share, dps >= 0.1 ? 3 : 2);
    } else expect(r.purification.dividendRatio.perShare).toBe(0);
    checked++;
  }
  expect(checked).toBeGreaterThan(200);
  expect(withDividend).toBeGreaterThan(100);
});

test("1111.SR through the API: AAOIFI 21's figures, and the dividend ratio beside them", async () => {
  const r = (await get("/work/ticker/1111.SR/shariah")) as ShariahResult;
  const t = (await get("/work/ticker/1111.SR")) as { dividendPerShare: number };
  const p = r.purification;
  // The figures it used: anyone can redo the division, in riyals, over the last four quarters.
  expect(p).toMatchObject({ method: "aaoifi21", currency: "SAR" });
  expect(p.period).toEqual({
    from: expect.stringMatching(/^\d{4}-Q[1-4]$/),
    to: expect.stringMatching(/^\d{4}-Q[1-4]$/),
  });
  const exact = Math.max(0, p.nonPermissibleIncome!) / p.sharesOutstanding;
  expect(Math.abs(p.perShare! - exact)).toBeLessThanOrEqual(0.00005 + 0.5 / p.sharesOutstanding + 1e-12);
  expect(p.dividendRatio.dividendPerShare).toBe(t.dividendPerShare);
  expect(p.dividendRatio.percentOfDividend).toBe(r.ratios.income.value);
  if (r.status === "compliant") expect(p.dividendRatio.percentOfDividend!).toBeLessThan(5);
  expect(p.dividendRatio.perShare!).toBeCloseTo((t.dividendPerShare * r.ratios.income.value!) / 100, 3);
});

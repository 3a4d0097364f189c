// Cash that adds up (docs/portfolio.md "Cash"): a withdrawal or a fee beyond the cash held on its
// date is refused with 400 insufficient_cash naming `price` (en and ar), also when an edit or a
// deletion of an earlier transaction would overdraw a later date; a CSV import names the row;
// 40 withdrawals sent at once cannot together overdraw; a buy beyond the cash still counts as a
// deposit. SQLite, and PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { ImportResult, PortfolioSummary } from "../../src/shared/portfolio";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

describe(`portfolio cash on ${TEST_DB}`, () => {
  let s: TestServer;
  let alice: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    alice = await testUser(s.services);
  });
  afterAll(() => s.close());

  // biome-ignore lint/suspicious/noExplicitAny: response bodies of many shapes
  type Body = any;
  const call = async (method: string, path: string, json?: unknown, lang = "en") => {
    const res = await s.request(`/api/v1/work/portfolios${path}`, {
      method,
      cookie: alice.cookie,
      headers: { "accept-language": lang, origin: ORIGIN },
      ...(json === undefined ? (method === "DELETE" ? { json: {} } : {}) : { json }),
    });
    const text = await res.text();
    return { status: res.status, body: (text.startsWith("{") ? JSON.parse(text) : text) as Body };
  };
  const newPortfolio = async (baseCurrency: "SAR" | "USD") => {
    const r = await call("POST", "", { name: `Cash ${crypto.randomUUID().slice(0, 6)}`, baseCurrency });
    expect(r.status).toBe(201);
    return r.body.portfolio.id as string;
  };
  const add = (id: string, tx: Record<string, unknown>, lang = "en") => call("POST", `/${id}/transactions`, tx, lang);
  const summary = async (id: string) => (await call("GET", `/${id}/summary`)).body as PortfolioSummary;

  test("deposit 10,000, buy 8,000: withdrawing 2,500 is refused, 2,000 taken; then deleting the deposit is refused", async () => {
    const id = await newPortfolio("SAR");
    const deposit = await add(id, { type: "deposit", date: "2026-03-01", price: 10000 });
    expect(deposit.status).toBe(201);
    // 400 shares at 20 = 8,000 riyals: 2,000 left in cash.
    expect(
      (await add(id, { type: "buy", date: "2026-03-02", symbol: "2222.SR", quantity: 400, price: 20 })).status,
    ).toBe(201);
    for (const lang of ["en", "ar"]) {
      const over = await add(id, { type: "withdrawal", date: "2026-03-03", price: 2500 }, lang);
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({ code: "insufficient_cash", field: "price" });
      expect(over.body.message).toContain("2000");
      if (lang === "ar") expect(over.body.message).toMatch(/[\u0600-\u06ff]/);
      else expect(over.body.message).toContain("2026-03-03");
    }
    // A fee beyond the cash alike (2,000 in cash, a fee of 2,000.01).
    const fee = await add(id, { type: "fee", date: "2026-03-03", price: 2000.01 });
    expect(fee.body).toMatchObject({ code: "insufficient_cash", field: "price" });
    const ok = await add(id, { type: "withdrawal", date: "2026-03-03", price: 2000 });
    expect(ok.status).toBe(201);
    expect((await summary(id)).cash).toBe(0);
    // Without the deposit the buy counts as 8,000 brought in and spent: cash 0 on 3 March, so the
    // withdrawal of 2,000 would overdraw it.
    const gone = await call("DELETE", `/${id}/transactions/${deposit.body.transaction.id}`);
    expect(gone.status).toBe(400);
    expect(gone.body).toMatchObject({ code: "insufficient_cash", field: "price" });
    expect((await call("GET", `/${id}/transactions`)).body.total).toBe(3);
    // Editing the deposit down to 9,999.99 overdraws by a cent: refused; to 10,000 (as was): taken.
    const edit = (price: number) =>
      call("PUT", `/${id}/transactions/${deposit.body.transaction.id}`, { type: "deposit", date: "2026-03-01", price });
    expect((await edit(9999.99)).body).toMatchObject({ code: "insufficient_cash", field: "price" });
    expect((await edit(10000)).status).toBe(200);
    // A buy dated before the withdrawal takes the cash it needed: refused too.
    const early = await add(id, { type: "buy", date: "2026-03-02", symbol: "2222.SR", quantity: 1, price: 20 });
    expect(early.body).toMatchObject({ code: "insufficient_cash", field: "price" });
  });

  test("a buy beyond the cash still counts as money brought in; dollars convert at the peg", async () => {
    const id = await newPortfolio("SAR");
    // No deposit: the buy of 100 × 20 = 2,000 riyals is brought from outside, cash stays 0.
    expect(
      (await add(id, { type: "buy", date: "2026-04-01", symbol: "2222.SR", quantity: 100, price: 20 })).status,
    ).toBe(201);
    const after = await summary(id);
    expect(after.cash).toBe(0);
    expect(after.performance.ALL.gain).toBeCloseTo(after.value - 2000, 1);
    // 100 shares sold at 21 = 2,100 riyals = 560 dollars: 560 USD can be withdrawn, 560.01 cannot.
    expect(
      (await add(id, { type: "sell", date: "2026-04-02", symbol: "2222.SR", quantity: 100, price: 21 })).status,
    ).toBe(201);
    const usd = await add(id, { type: "withdrawal", date: "2026-04-03", price: 560.01, currency: "USD" });
    expect(usd.body).toMatchObject({ code: "insufficient_cash", field: "price" });
    expect((await add(id, { type: "withdrawal", date: "2026-04-03", price: 560, currency: "USD" })).status).toBe(201);
  });

  test("CSV import names the row that overdraws (en and ar), and imports nothing", async () => {
    const id = await newPortfolio("USD");
    const csv = [
      "date,type,symbol,quantity,price,fees,currency",
      "2026-05-01,deposit,,,1000,,USD",
      "2026-05-02,buy,AAPL,4,200,,USD",
      "2026-05-03,withdrawal,,,150,,USD",
      "2026-05-04,withdrawal,,,100,,USD",
    ].join("\n");
    for (const lang of ["en", "ar"]) {
      const res = await s.request(`/api/v1/work/portfolios/${id}/import?dryRun=1`, {
        method: "POST",
        cookie: alice.cookie,
        headers: { "accept-language": lang, origin: ORIGIN, "content-type": "text/csv" },
        body: csv,
      });
      const body = (await res.json()) as ImportResult;
      // 1,000 − 800 = 200 in cash; 150 taken leaves 50; the withdrawal of 100 on line 5 overdraws.
      expect(body.errors).toHaveLength(1);
      expect(body.errors[0]).toMatchObject({ line: 5, field: "price", code: "insufficient_cash" });
      expect(body.errors[0]!.message).toMatch(lang === "ar" ? /[\u0600-\u06ff]/ : /50 USD/);
    }
    const res = await s.request(`/api/v1/work/portfolios/${id}/import?dryRun=0`, {
      method: "POST",
      cookie: alice.cookie,
      headers: { origin: ORIGIN, "content-type": "text/csv" },
      body: csv,
    });
    expect(res.status).toBe(422);
    expect((await call("GET", `/${id}/transactions`)).body.total).toBe(0);
  });

  test("40 withdrawals of 100 sent at once from 1,000 in cash: 10 are taken, 30 refused, cash 0", async () => {
    const id = await newPortfolio("USD");
    expect((await add(id, { type: "deposit", date: "2026-06-01", price: 1000 })).status).toBe(201);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => add(id, { type: "withdrawal", date: "2026-06-02", price: 100 })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(10);
    expect(statuses.filter((x) => x === 400)).toHaveLength(30);
    for (const r of results.filter((x) => x.status === 400)) expect(r.body.code).toBe("insufficient_cash");
    expect((await summary(id)).cash).toBe(0);
  }, 30_000);
});

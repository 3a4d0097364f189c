// Portfolio calls of /work/portfolios (docs/api.md "Portfolios"): ownership, refusals that name
// the field (en and ar), holdings by average cost and FIFO, the CSV import preview with its
// per-row errors, all-or-nothing imports, export → import round trip to the cent, and the zakat
// report (below the nisab, each method, lunar and solar) with purification. SQLite, and
// PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import type { MarketView, PortfolioData } from "../../src/server/portfolio/service";
import { computeZakat } from "../../src/server/portfolio/zakat";
import type { ImportError, ImportResult, PortfolioSummary, Transaction, ZakatReport } from "../../src/shared/portfolio";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

describe(`portfolios on ${TEST_DB}`, () => {
  let s: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    alice = await testUser(s.services);
    bob = await testUser(s.services);
  });
  afterAll(() => s.close());
  // A user of its own for each test: each may create several portfolios (10 at most a user).
  beforeEach(async () => {
    alice = await testUser(s.services);
  });

  // biome-ignore lint/suspicious/noExplicitAny: response bodies of many shapes
  type Body = any;
  const call = async (method: string, path: string, who: TestAccount | null, json?: unknown, lang = "en") => {
    const res = await s.request(`/api/v1/work/portfolios${path}`, {
      method,
      cookie: who?.cookie ?? null,
      headers: { "accept-language": lang, origin: ORIGIN },
      // Every write is JSON (the CSRF rule), a DELETE too: it sends {}.
      ...(json === undefined ? (method === "DELETE" ? { json: {} } : {}) : { json }),
    });
    const text = await res.text();
    return { status: res.status, body: (text.startsWith("{") ? JSON.parse(text) : text) as Body, headers: res.headers };
  };
  const upload = async (id: string, csv: string, dryRun: 0 | 1, lang = "en", type = "text/csv") => {
    const res = await s.request(`/api/v1/work/portfolios/${id}/import?dryRun=${dryRun}`, {
      method: "POST",
      cookie: alice.cookie,
      headers: { "accept-language": lang, origin: ORIGIN, "content-type": type },
      body: csv,
    });
    return { status: res.status, body: (await res.json()) as ImportResult & Body };
  };
  const newPortfolio = async (who: TestAccount, baseCurrency: "SAR" | "USD" = "USD", costMethod?: string) => {
    const r = await call("POST", "", who, { name: `P ${crypto.randomUUID().slice(0, 6)}`, baseCurrency, costMethod });
    expect(r.status).toBe(201);
    return r.body.portfolio.id as string;
  };
  const add = (id: string, tx: Record<string, unknown>, lang = "en") =>
    call("POST", `/${id}/transactions`, alice, tx, lang);
  const summary = async (id: string) => (await call("GET", `/${id}/summary`, alice)).body as PortfolioSummary;

  test("every call needs a user session: 401 without, 403 for a partner; another user's portfolio is 404", async () => {
    const partner = await testPartner(s.services);
    expect((await call("GET", "", null)).status).toBe(401);
    expect((await call("GET", "", partner)).status).toBe(403);
    const id = await newPortfolio(alice);
    for (const [method, path] of [
      ["GET", `/${id}/summary`],
      ["GET", `/${id}/transactions`],
      ["GET", `/${id}/export`],
      ["DELETE", `/${id}`],
    ] as const) {
      const r = await call(method, path, bob);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("portfolio_not_found");
    }
    expect((await call("GET", "", bob)).body.portfolios).toEqual([]);
  });

  test("create, rename, change the cost method, list, delete", async () => {
    const id = await newPortfolio(alice, "SAR");
    const put = await call("PUT", `/${id}`, alice, { name: "Long term", costMethod: "fifo" });
    expect(put.status).toBe(200);
    expect(put.body.portfolio).toMatchObject({ id, name: "Long term", baseCurrency: "SAR", costMethod: "fifo" });
    const listed = (await call("GET", "", alice)).body.portfolios as { id: string }[];
    expect(listed.map((p) => p.id)).toContain(id);
    expect((await call("DELETE", `/${id}`, alice)).status).toBe(200);
    expect((await call("GET", `/${id}/summary`, alice)).status).toBe(404);
    const blank = await call("POST", "", alice, { name: "  ", baseCurrency: "USD" });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe("name");
  });

  test("refusals name the field: a sale beyond the held quantity, a future date, an unknown symbol, a negative amount (en and ar)", async () => {
    const id = await newPortfolio(alice);
    expect((await add(id, { type: "buy", date: "2025-03-03", symbol: "AAPL", quantity: 10, price: 200 })).status).toBe(
      201,
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { type: "sell", date: "2025-03-04", symbol: "AAPL", quantity: 11, price: 210 },
        "quantity",
        "sale_exceeds_holding",
      ],
      // A sale dated before the buy sells shares not yet held.
      [
        { type: "sell", date: "2025-03-02", symbol: "AAPL", quantity: 1, price: 210 },
        "quantity",
        "sale_exceeds_holding",
      ],
      [{ type: "deposit", date: "2026-11-20", price: 100 }, "date", "future_date"],
      [{ type: "buy", date: "2025-03-04", symbol: "ZZZZ9", quantity: 1, price: 1 }, "symbol", "unknown_symbol"],
      [{ type: "deposit", date: "2025-03-04", price: -100 }, "price", "negative_amount"],
      [{ type: "buy", date: "2025-03-04", symbol: "AAPL", quantity: -1, price: 1 }, "quantity", "negative_amount"],
      [{ type: "buy", date: "2025-03-04", symbol: "AAPL", quantity: 1, price: 1, fees: -2 }, "fees", "negative_amount"],
      [{ type: "buy", date: "2025-03-04", quantity: 1, price: 1 }, "symbol", "invalid_input"],
    ];
    for (const [tx, field, code] of cases) {
      const en = await add(id, tx);
      expect(en.status).toBe(400);
      expect(en.body).toMatchObject({ field, code });
      const ar = await add(id, tx, "ar");
      expect(ar.body.field).toBe(field);
      expect(ar.body.message).toMatch(/[\u0600-\u06ff]/);
      expect(ar.body.message).not.toMatch(/\b(cannot|held|ticker|future)\b/);
    }
    expect((await add(id, { type: "deposit", date: "2025-03-04", price: -100 })).body.message).toBe(
      "Price cannot be negative.",
    );
    // Deleting the buy would leave a later sale without shares: refused too.
    const sell = await add(id, { type: "sell", date: "2025-03-05", symbol: "AAPL", quantity: 4, price: 210 });
    expect(sell.status).toBe(201);
    const list = (await call("GET", `/${id}/transactions`, alice)).body.transactions as Transaction[];
    const buy = list.find((t) => t.type === "buy")!;
    const del = await call("DELETE", `/${id}/transactions/${buy.id}`, alice);
    expect(del.status).toBe(400);
    expect(del.body).toMatchObject({ field: "quantity", code: "sale_exceeds_holding" });
    // Editing the sale down is fine; the sale can then be deleted.
    const edit = await call("PUT", `/${id}/transactions/${sell.body.transaction.id}`, alice, {
      type: "sell",
      date: "2025-03-05",
      symbol: "AAPL",
      quantity: 2,
      price: 210,
      note: "trimmed",
    });
    expect(edit.status).toBe(200);
    expect(edit.body.transaction).toMatchObject({ quantity: 2, note: "trimmed" });
    expect((await call("DELETE", `/${id}/transactions/${sell.body.transaction.id}`, alice)).status).toBe(200);
  });

  test("holdings by average cost (the default) and by FIFO, with realised gains and the peg", async () => {
    const sar = await newPortfolio(alice, "SAR");
    const txs = [
      { type: "deposit", date: "2025-01-02", price: 20000, currency: "SAR" },
      { type: "buy", date: "2025-01-06", symbol: "AAPL", quantity: 10, price: 100 },
      { type: "buy", date: "2025-01-07", symbol: "AAPL", quantity: 10, price: 120 },
      { type: "sell", date: "2025-01-08", symbol: "AAPL", quantity: 15, price: 130 },
    ];
    for (const tx of txs) expect((await add(sar, tx)).status).toBe(201);
    const avg = await summary(sar);
    const h = avg.holdings.find((x) => x.symbol === "AAPL")!;
    expect(h).toMatchObject({ quantity: 5, averageCost: 110, currency: "USD" });
    // 15 × (130 − 110) = 300 dollars = 1,125 riyals at 3.75.
    expect(avg.realized).toBe(1125);
    expect(avg.fxRate).toBe(3.75);
    // Cash: 20,000 − 2,200 × 3.75 + 1,950 × 3.75 = 19,062.50 riyals.
    expect(avg.cash).toBe(19062.5);
    expect(h.marketValueBase).toBeCloseTo(h.marketValue * 3.75, 1);
    expect(avg.value).toBeCloseTo(avg.cash + h.marketValueBase, 2);
    expect((await call("PUT", `/${sar}`, alice, { costMethod: "fifo" })).status).toBe(200);
    const fifo = await summary(sar);
    expect(fifo.holdings.find((x) => x.symbol === "AAPL")).toMatchObject({ averageCost: 120 });
    expect(fifo.realized).toBe(350 * 3.75);
    for (const period of ["1M", "YTD", "1Y", "ALL"] as const) expect(fifo.performance[period]).toBeDefined();
    // Money gain since the start: value − net deposits.
    expect(fifo.performance.ALL.gain).toBeCloseTo(fifo.value - 20000, 1);
  });

  test("the summary's returns agree with a computation from the daily closes written here (deposit and withdrawal mid-period)", async () => {
    const id = await newPortfolio(alice, "USD");
    const txs = [
      { type: "deposit", date: "2026-06-01", price: 10000, currency: "USD" },
      { type: "buy", date: "2026-06-03", symbol: "AAPL", quantity: 20, price: 190, fees: 1 },
      { type: "deposit", date: "2026-07-15", price: 5000, currency: "USD" },
      { type: "buy", date: "2026-07-16", symbol: "AAPL", quantity: 10, price: 200 },
      { type: "withdrawal", date: "2026-09-01", price: 2000, currency: "USD" },
      { type: "sell", date: "2026-10-01", symbol: "AAPL", quantity: 12, price: 205, fees: 1 },
    ];
    for (const tx of txs) expect((await add(id, tx)).status).toBe(201);
    const got = await summary(id);
    // Independently: every calendar day from 31 May to today, the value at the day's close (the
    // last completed session's close on or before it; today the live price), flows at the start.
    const market = s.services.market;
    const i = market.state.index.get("AAPL")!;
    const bars = await market.tickers.bars(i, 300);
    const closeOn = (day: string) => bars.filter((b) => b.t <= day).at(-1)?.c;
    const today = "2026-11-18";
    let cash = 0;
    let shares = 0;
    let prev = 0;
    let growth = 1;
    const flows: { day: number; amount: number }[] = [];
    let dayIndex = 0;
    for (let d = Date.parse("2026-06-01T00:00:00Z"); ; d += 86_400_000, dayIndex++) {
      const day = new Date(d).toISOString().slice(0, 10);
      let flow = 0;
      for (const t of txs.filter((x) => x.date === day)) {
        const q = t.quantity ?? 0;
        const fees = t.fees ?? 0;
        if (t.type === "deposit") flow += t.price;
        if (t.type === "withdrawal") flow -= t.price;
        if (t.type === "buy") shares += q;
        if (t.type === "sell") shares -= q;
        cash += { deposit: t.price, withdrawal: -t.price, buy: -(q * t.price + fees), sell: q * t.price - fees }[
          t.type
        ]!;
      }
      if (flow) flows.push({ day: dayIndex + 1, amount: -flow });
      const price = day === today ? market.state.price[i]! : (closeOn(day) ?? 190);
      const value = cash + shares * price;
      if (prev + flow > 0) growth *= value / (prev + flow);
      prev = value;
      if (day === today) break;
    }
    expect(got.performance.ALL.twr!).toBeCloseTo(growth - 1, 5);
    expect(got.performance.ALL.gain).toBeCloseTo(prev - 13000, 1);
    // The XIRR of the same flows and the end value, by plain bisection.
    const all = [...flows, { day: dayIndex + 1, amount: prev }];
    const npv = (r: number) => all.reduce((sum, f) => sum + f.amount / (1 + r) ** (f.day / 365), 0);
    let lo = -0.99;
    let hi = 10;
    for (let k = 0; k < 200; k++) {
      const mid = (lo + hi) / 2;
      if (npv(lo) * npv(mid) <= 0) hi = mid;
      else lo = mid;
    }
    // Under a year (June to November): the cumulative money-weighted return, the XIRR over the
    // days from the first deposit (day 1) to today (day dayIndex + 1).
    expect(got.performance.ALL.annualised).toBe(false);
    expect(got.performance.ALL.mwr!).toBeCloseTo((1 + lo) ** (dayIndex / 365) - 1, 4);
    // The first summary of a process loads the market index's history: allow for a busy machine.
  }, 30_000);

  test("import preview: BOM, semicolons, Arabic headers, types and digits; every row's error with line and field", async () => {
    const id = await newPortfolio(alice, "SAR");
    const csv = [
      "\uFEFFالتاريخ;النوع;الرمز;الكمية;السعر;الرسوم;العملة",
      "٢٠٢٥-٠١-٠٢;إيداع;;;١٠٠٠٠٠;;SAR",
      "2025-01-05;شراء;2222.SR;١٠٠;٢٧٫٥;١٠;SAR",
      "2025-01-06;buy;NOPE1;1;1;;",
      "2030-01-01;deposit;;;5;;",
      "2025-01-07;sell;2222.SR;500;30;;",
      "2025-01-08;deposit;;;-5;;",
      "not a date;buy;2222.SR;1;1;;",
      "2025-01-09;teleport;;;1;;",
    ].join("\r\n");
    const { status, body } = await upload(id, csv, 1);
    expect(status).toBe(200);
    expect(body.delimiter).toBe(";");
    expect(body.columns.date).toBe("التاريخ");
    expect(body.rows).toHaveLength(8);
    expect(body.rows[0]).toMatchObject({ line: 2, date: "2025-01-02", type: "deposit", price: 100000 });
    expect(body.rows[1]).toMatchObject({ line: 3, quantity: 100, price: 27.5, fees: 10, symbol: "2222.SR" });
    expect(body.errors.map((e: ImportError) => [e.line, e.field, e.code])).toEqual([
      [4, "symbol", "unknown_symbol"],
      [5, "date", "future_date"],
      [7, "price", "negative_amount"],
      [8, "date", "invalid"],
      [9, "type", "invalid"],
    ]);
    expect(body.imported).toBe(0);
    // The sale beyond the holding is found once the rest is clean.
    const clean = csv
      .split("\r\n")
      .filter((_, k) => ![3, 4, 6, 7, 8].includes(k))
      .join("\n");
    const ledger = await upload(id, clean, 1, "ar");
    expect(ledger.body.errors).toHaveLength(1);
    expect(ledger.body.errors[0]).toMatchObject({ line: 4, field: "quantity", code: "sale_exceeds_holding" });
    expect(ledger.body.errors[0]!.message).toMatch(/[\u0600-\u06ff]/);
    // All or nothing: with an error nothing is saved (422 naming the field).
    const refused = await upload(id, clean, 0);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "import_invalid", field: "quantity", imported: 0 });
    expect((await call("GET", `/${id}/transactions`, alice)).body.total).toBe(0);
    // Without the bad sale it goes in whole.
    const good = clean.split("\n").slice(0, 3).join("\n");
    const done = await upload(id, good, 0);
    expect(done.status).toBe(200);
    expect(done.body.imported).toBe(2);
    expect((await call("GET", `/${id}/transactions`, alice)).body.total).toBe(2);
  });

  test("import refuses a file over 2 MB (413) and a body that is not text/csv (415), naming the file", async () => {
    const id = await newPortfolio(alice);
    const big = `date,type,symbol,quantity,price\n${"2025-01-02,deposit,,,1\n".repeat(Math.ceil((2 * 1024 * 1024) / 22) + 10)}`;
    const tooBig = await upload(id, big, 1);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: "csv_too_large", field: "file" });
    const wrong = await upload(id, "date,type\n", 1, "en", "text/plain");
    expect(wrong.status).toBe(403); // text/plain is what a plain form can send: refused by the CSRF rule first
    // text/csv passes the CSRF rule only from our own origin, as JSON does.
    const foreign = await s.request(`/api/v1/work/portfolios/${id}/import?dryRun=1`, {
      method: "POST",
      cookie: alice.cookie,
      headers: { origin: "https://evil.example", "content-type": "text/csv" },
      body: "date,type,price\n2025-01-02,deposit,1\n",
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { code: string }).code).toBe("csrf");
    const json = await upload(id, "{}", 1, "en", "application/json");
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ code: "csv_content_type", field: "file" });
    const missing = await upload(id, "foo,bar\n1,2\n", 1);
    expect(missing.body.errors[0]).toMatchObject({ line: 1, field: "file", code: "csv_no_header" });
  });

  test("export → import into an empty portfolio gives the same summary, to the cent", async () => {
    const from = await newPortfolio(alice, "SAR", "fifo");
    const txs = [
      { type: "deposit", date: "2024-12-02", price: 50000.55, currency: "SAR" },
      { type: "buy", date: "2024-12-05", symbol: "2222.SR", quantity: 300, price: 27.35, fees: 12.3 },
      { type: "buy", date: "2025-01-05", symbol: "AAPL", quantity: 7.5, price: 231.17, fees: 1 },
      { type: "dividend", date: "2025-03-20", symbol: "2222.SR", quantity: 300, price: 0.4277 },
      { type: "sell", date: "2025-04-02", symbol: "2222.SR", quantity: 120, price: 26.1, fees: 5.05 },
      { type: "fee", date: "2025-05-01", price: 9.99, currency: "SAR", note: 'custody, "quarterly"; Q1' },
      { type: "withdrawal", date: "2025-06-01", price: 1234.56, currency: "SAR", note: "سحب جزئي" },
      { type: "split", date: "2025-07-01", symbol: "AAPL", quantity: 2 },
      { type: "buy", date: "2025-08-01", symbol: "MSFT", quantity: 3, price: 500.123456, currency: "USD" },
    ];
    for (const tx of txs) expect((await add(from, tx)).status).toBe(201);
    const exported = await s.request(`/api/v1/work/portfolios/${from}/export`, { cookie: alice.cookie });
    expect(exported.headers.get("content-type")).toContain("text/csv");
    const csv = await exported.text();
    expect(csv.startsWith("\uFEFFdate,type,symbol,quantity,price,fees,currency,note\r\n")).toBe(true);
    const to = await newPortfolio(alice, "SAR", "fifo");
    const imported = await upload(to, csv, 0);
    expect(imported.status).toBe(200);
    expect(imported.body.imported).toBe(txs.length);
    const a = await summary(from);
    const b = await summary(to);
    const figures = (x: PortfolioSummary) => ({
      value: x.value,
      cash: x.cash,
      invested: x.invested,
      unrealized: x.unrealized,
      realized: x.realized,
      dividends: x.dividends,
      holdings: x.holdings,
      performance: x.performance,
      closed: x.closed,
    });
    expect(figures(b)).toEqual(figures(a));
    const notes = ((await call("GET", `/${to}/transactions`, alice)).body.transactions as Transaction[]).map(
      (t) => t.note,
    );
    expect(notes).toContain('custody, "quarterly"; Q1');
    expect(notes).toContain("سحب جزئي");
  });

  test("zakat: below the nisab nothing is due; lunar and solar rates; the default gold price says its date and source", async () => {
    const id = await newPortfolio(alice, "SAR");
    await add(id, { type: "deposit", date: "2025-01-02", price: 1000, currency: "SAR" });
    const low = (await call("GET", `/${id}/zakat`, alice)).body as ZakatReport;
    expect(low.due).toBe(false);
    expect(low.total).toBe(0);
    // The price of services.metals (the market's, an admin's, or the LBMA default), with its date.
    expect(low.nisab).toMatchObject({ basis: "gold", grams: 85, currency: "SAR" });
    expect(low.nisab.priceDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(low.nisab.sourceLabel.length).toBeGreaterThan(0);
    expect(low.hijriDate).toMatch(/^14\d\d-\d\d-\d\d$/);
    expect(low.nisab.value).toBeCloseTo(85 * low.nisab.price, 2);
    await add(id, { type: "deposit", date: "2025-01-03", price: 99000, currency: "SAR" });
    const lunar = (await call("GET", `/${id}/zakat?year=lunar&goldPrice=300`, alice)).body as ZakatReport;
    expect(lunar).toMatchObject({ rate: 0.025, due: true, cash: 100000, total: 2500 });
    expect(lunar.nisab).toMatchObject({ price: 300, value: 25500, source: "user", stale: false });
    const solar = (await call("GET", `/${id}/zakat?year=solar&goldPrice=٣٠٠`, alice)).body as ZakatReport;
    // AAOIFI FAS 9: 2.5775 % for a solar year; 100,000 × 2.5775 % = 2,577.50.
    expect(solar).toMatchObject({ rate: 0.025775, total: 2577.5 });
    // A gold price so high that 100,000 riyals fall below the nisab.
    const high = (await call("GET", `/${id}/zakat?goldPrice=2000`, alice)).body as ZakatReport;
    expect(high).toMatchObject({ due: false, total: 0 });
    const future = await call("GET", `/${id}/zakat?date=2027-01-01`, alice);
    expect(future.body).toMatchObject({ field: "date", code: "future_date" });
    const bad = await call("GET", `/${id}/zakat?year=leap`, alice);
    expect(bad.body).toMatchObject({ field: "year", code: "invalid_input" });
    // Purification by AAOIFI 21 unless the dividend ratio is asked for; another method is refused.
    expect(lunar.purification).toMatchObject({ method: "aaoifi21", period: { to: lunar.date } });
    const ratio = (await call("GET", `/${id}/zakat?purification=dividendRatio`, alice)).body as ZakatReport;
    expect(ratio.purification.method).toBe("dividendRatio");
    const badMethod = await call("GET", `/${id}/zakat?purification=guess`, alice);
    expect(badMethod.body).toMatchObject({ field: "purification", code: "invalid_input" });
  });

  test("zakat methods per holding: defaults (company pays for Saudi, zakatable assets for others), changeable", async () => {
    const id = await newPortfolio(alice, "SAR");
    await add(id, { type: "deposit", date: "2025-01-02", price: 200000, currency: "SAR" });
    await add(id, { type: "buy", date: "2025-01-05", symbol: "2222.SR", quantity: 1000, price: 27 });
    await add(id, { type: "buy", date: "2025-01-06", symbol: "AAPL", quantity: 20, price: 230 });
    const first = (await call("GET", `/${id}/zakat?goldPrice=300`, alice)).body as ZakatReport;
    const aramco = first.holdings.find((h) => h.symbol === "2222.SR")!;
    expect(aramco).toMatchObject({ method: "companyPays", defaultMethod: "companyPays", base: 0, zakat: 0 });
    expect(first.holdings.find((h) => h.symbol === "AAPL")).toMatchObject({
      method: "zakatableAssets",
      defaultMethod: "zakatableAssets",
    });
    const set = await call("PUT", `/${id}/holdings/2222.SR`, alice, { zakatMethod: "trading" });
    expect(set.body).toEqual({ symbol: "2222.SR", zakatMethod: "trading" });
    const trading = (await call("GET", `/${id}/zakat?goldPrice=300`, alice)).body as ZakatReport;
    const t = trading.holdings.find((h) => h.symbol === "2222.SR")!;
    const price = s.services.market.state.price[s.services.market.state.index.get("2222.SR")!]!;
    expect(t.base).toBeCloseTo(1000 * price, 1);
    expect(t.zakat).toBeCloseTo(t.base * 0.025, 1);
    expect((await summary(id)).holdings.find((h) => h.symbol === "2222.SR")!.zakatMethod).toBe("trading");
    const unknown = await call("PUT", `/${id}/holdings/MSFT`, alice, { zakatMethod: "trading" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: "holding_not_found", field: "symbol" });
    const badMethod = await call("PUT", `/${id}/holdings/AAPL`, alice, { zakatMethod: "maybe" });
    expect(badMethod.body).toMatchObject({ code: "invalid_input", field: "zakatMethod" });
  });

  test("zakatable assets and purification by the dividend ratio, with known company figures", async () => {
    const view: MarketView = {
      services: s.services,
      fundamentals: () => {
        throw new Error("not used");
      },
    };
    const data: PortfolioData = {
      row: {
        id: "x",
        userId: "u",
        name: "n",
        baseCurrency: "USD",
        costMethod: "average",
        withholdingRate: 0,
        version: 1,
        createdAt: 0,
      },
      txs: [
        { type: "deposit", date: "2025-01-02", symbol: null, quantity: null, price: 10000, fees: 0, currency: "USD" },
        { type: "buy", date: "2025-01-03", symbol: "AAPL", quantity: 100, price: 50, fees: 0, currency: "USD" },
        { type: "dividend", date: "2026-06-01", symbol: "AAPL", quantity: 100, price: 2, fees: 0, currency: "USD" },
      ],
      methods: new Map(),
    };
    const company = { financial: false, sharesOutstanding: 10, toListing: 1 };
    const figures = async () => ({ ...company, zakatablePerShare: 12, nonPermissibleIncome: 5, totalIncome: 100 });
    const report = await computeZakat(view, data, { date: "2026-11-18", year: "lunar", goldPrice: 80 }, figures);
    // 100 shares × 12 of zakatable assets each = 1,200 at 2.5 % = 30; cash 5,200 at 2.5 % = 130.
    // Below the nisab the holding's base is shown but nothing is due on it.
    expect(report.holdings[0]).toMatchObject({ symbol: "AAPL", method: "zakatableAssets", base: 1200, zakat: 0 });
    expect(report.cash).toBe(5200);
    expect(report.wealth).toBe(6400);
    expect(report.nisab.value).toBe(6800);
    // 6,400 is below the nisab of 85 g × 80 = 6,800: nothing due.
    expect(report).toMatchObject({ due: false, total: 0 });
    const options = { date: "2026-11-18", year: "lunar", goldPrice: 70, purification: "dividendRatio" } as const;
    const rich = await computeZakat(view, data, options, figures);
    expect(rich).toMatchObject({ due: true, total: 160 });
    expect(rich.holdings[0]).toMatchObject({ base: 1200, zakat: 30 });
    // Purification by the dividend ratio: 200 of dividends × 5 / 100 = 10.
    expect(rich.purification).toEqual({
      method: "dividendRatio",
      period: { from: "2025-11-30", to: "2026-11-18" },
      total: 10,
      items: [{ symbol: "AAPL", dividends: 200, ratio: 0.05, amount: 10, daysHeld: 354, status: "known" }],
    });
    // No non-permissible income: the holding is listed, with nothing to give away.
    const later = await computeZakat(view, data, options, async () => ({
      ...company,
      zakatablePerShare: null,
      nonPermissibleIncome: 0,
      totalIncome: 100,
    }));
    expect(later.purification.items).toEqual([
      { symbol: "AAPL", dividends: 200, ratio: 0, amount: 0, daysHeld: 354, status: "known" },
    ]);
    // Without the company's figures the holding counts at market value, marked estimated.
    expect(later.holdings[0]).toMatchObject({ estimated: true });
  });

  test("income: received by month, projected one row per payment, US dividends net of the portfolio's withholding rate", async () => {
    const id = await newPortfolio(alice, "USD");
    await add(id, { type: "buy", date: "2025-01-05", symbol: "AAPL", quantity: 100, price: 200 });
    // Tax entered (3.75 of 25.00): it is the tax withheld whatever the rate.
    await add(id, { type: "dividend", date: "2025-02-14", symbol: "AAPL", quantity: 100, price: 0.25, fees: 3.75 });
    // No tax entered: the portfolio's rate, 30 % by default: 25.00 − 7.50 = 17.50.
    await add(id, { type: "dividend", date: "2025-05-15", symbol: "AAPL", price: 25 });
    const income = (await call("GET", `/${id}/income`, alice)).body;
    expect(income).toMatchObject({ currency: "USD", withholdingRate: 0.3 });
    expect(income.received).toEqual([
      { month: "2025-02", amount: 21.25 },
      { month: "2025-05", amount: 17.5 },
    ]);
    // AAPL pays quarterly: four payments in the 12 months after today, by payment date, each
    // the dividend × 100 shares less 30 %.
    const today = "2026-11-18";
    const until = "2027-11-18";
    expect(income.projected.length).toBe(4);
    for (const p of income.projected) {
      expect(p).toMatchObject({ symbol: "AAPL", frequency: "quarterly", shares: 100 });
      expect(p.gross).toBeCloseTo(p.dividend * 100, 2);
      expect(p.amount).toBeCloseTo(p.dividend * 100 * 0.7, 2);
      expect(p.paymentDate > today && p.paymentDate <= until).toBe(true);
    }
    const events = await s.services.market.calendars.dividends("2026-09-01", until);
    const exDates = events.filter((e) => e.symbol === "AAPL").map((e) => e.date);
    for (const p of income.projected) expect(exDates).toContain(p.exDate);

    // At 15 %: the received dividend without its tax is 25.00 × 0.85 = 21.25, the projected ones
    // × 0.85; the one with its tax entered stays 21.25.
    const put = await call("PUT", `/${id}`, alice, { withholdingRate: 0.15 });
    expect(put.status).toBe(200);
    expect(put.body.portfolio.withholdingRate).toBe(0.15);
    const at15 = (await call("GET", `/${id}/income`, alice)).body;
    expect(at15.received).toEqual([
      { month: "2025-02", amount: 21.25 },
      { month: "2025-05", amount: 21.25 },
    ]);
    for (const p of at15.projected) expect(p.amount).toBeCloseTo(p.dividend * 100 * 0.85, 2);
    // The cash and the summary's dividends follow: 42.50 received.
    expect((await summary(id)).dividends).toBe(42.5);
  });

  test("the withholding rate: set on creation, 0 to 100 %, refused outside naming the field", async () => {
    const created = await call("POST", "", alice, { name: "Income", baseCurrency: "USD", withholdingRate: 0.15 });
    expect(created.status).toBe(201);
    expect(created.body.portfolio.withholdingRate).toBe(0.15);
    const id = created.body.portfolio.id as string;
    expect((await call("PUT", `/${id}`, alice, { withholdingRate: 0 })).body.portfolio.withholdingRate).toBe(0);
    expect((await call("PUT", `/${id}`, alice, { withholdingRate: 1 })).body.portfolio.withholdingRate).toBe(1);
    for (const bad of [-0.01, 1.01, "abc"]) {
      const r = await call("PUT", `/${id}`, alice, { withholdingRate: bad });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: "invalid_input", field: "withholdingRate" });
    }
    const r = await call("POST", "", alice, { name: "Too much", baseCurrency: "USD", withholdingRate: 2 }, "ar");
    expect(r.status).toBe(400);
    expect(r.body.field).toBe("withholdingRate");
    // A new portfolio without it: 30 %.
    expect(
      (await call("POST", "", alice, { name: "Default", baseCurrency: "SAR" })).body.portfolio.withholdingRate,
    ).toBe(0.3);
  });
});

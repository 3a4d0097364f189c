// The Shariah record per quarter and the alerts of a change: the route's shape (newest first, the
// screen's rules, a ratio at its threshold passes), the background build that a restart does not
// repeat, and one alert per change and user, for holders and watchers only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { FundamentalsBook } from "../../src/server/fundamentals/book";
import { fundamentalsBookOf } from "../../src/server/fundamentals/routes";
import { holdersOf, tellChanges } from "../../src/server/fundamentals/shariah-alerts";
import { buildHistory, capsAt, computeRecord, HISTORY_QUARTERS } from "../../src/server/fundamentals/shariah-history";
import { insertHistory } from "../../src/server/fundamentals/shariah-history-store";
import { shariahAlertOptions } from "../../src/server/fundamentals/shariah-record";
import type { MemoryMailer } from "../../src/server/mail/mailer";
import type { BalanceRow, Fundamentals, IncomeRow } from "../../src/shared/fundamentals";
import { toHijri } from "../../src/shared/hijri";
import { averageMarketCap, DECIDING_TESTS, SHARIAH_SESSIONS } from "../../src/shared/shariah";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;
beforeAll(async () => {
  s = await testServer({ env: { MARKET_TICK_MS: "3600000" } });
  user = await testUser(s.services);
  await s.services.market.init();
});
afterAll(() => s.close());

const get = async (path: string, cookie: string | null = user.cookie) => {
  const res = await s.request(`/api/v1${path}`, { cookie });
  return { status: res.status, body: await res.json() };
};

interface HistoryBody {
  symbol: string;
  quarters: {
    quarter: string;
    status: string;
    ratios: Record<string, { value: number | null; passes: boolean | null }>;
  }[];
  alerts: unknown[];
}

describe("GET /work/ticker/:symbol/shariah/history", () => {
  test("a session is needed; an unknown symbol is 404 naming the field", async () => {
    expect((await get("/work/ticker/AAPL/shariah/history", null)).status).toBe(401);
    const missing = await get("/work/ticker/NOPE/shariah/history");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: "unknown_symbol", field: "symbol" });
    const partner = await testPartner(s.services);
    expect((await get("/work/ticker/AAPL/shariah/history", partner.cookie)).status).toBe(200);
  });

  test("eight quarters, newest first and one apart, each decided by the screen's rules", async () => {
    for (const symbol of ["AAPL", "2222.SR", "JPM"]) {
      const { status, body } = await get(`/work/ticker/${encodeURIComponent(symbol)}/shariah/history`);
      expect(status).toBe(200);
      const h = body as HistoryBody;
      expect(h.symbol).toBe(symbol);
      expect(h.quarters.length).toBe(HISTORY_QUARTERS);
      // The clock is 18 Nov 2026: 2026Q3 was published 45 days after 30 Sep.
      expect(h.quarters[0]!.quarter).toBe("2026Q3");
      const index = (q: string) => Number(q.slice(0, 4)) * 4 + Number(q.slice(5)) - 1;
      for (let k = 1; k < h.quarters.length; k++)
        expect(index(h.quarters[k - 1]!.quarter) - index(h.quarters[k]!.quarter)).toBe(1);
      for (const q of h.quarters) {
        expect(Object.keys(q.ratios).sort()).toEqual(["debt", "deposits", "income", "receivables"]);
        const passes = DECIDING_TESTS.map((t) => q.ratios[t]!.passes);
        if (passes.includes(false)) expect(q.status).toBe("non-compliant");
        else if (symbol !== "JPM") expect(q.status).toBe(passes.includes(null) ? "unknown" : "compliant");
      }
      // A conventional bank fails on its business activity, whatever the ratios.
      if (symbol === "JPM") expect(h.quarters.every((q) => q.status === "non-compliant")).toBe(true);
    }
  });

  test("the newest quarter is the screen's statements: the same figures give the same ratios", async () => {
    const screen = (await get("/work/ticker/AAPL/shariah")).body as { ratios: Record<string, { value: number }> };
    const h = (await get("/work/ticker/AAPL/shariah/history")).body as HistoryBody;
    // Same statements; the market-cap average differs only by the months since the quarter's end.
    expect(h.quarters[0]!.ratios.income!.value).toBe(screen.ratios.income!.value);
  });
});

/** Statements of a provider whose history is eight quarters with `debt` in every balance sheet. */
function statements(symbol: string, debt: number): Fundamentals {
  const ends = [
    "2026-09-30",
    "2026-06-30",
    "2026-03-31",
    "2025-12-31",
    "2025-09-30",
    "2025-06-30",
    "2025-03-31",
    "2024-12-31",
  ];
  const period = (e: string) => `${e.slice(0, 4)}-Q${Math.ceil(Number(e.slice(5, 7)) / 3)}`;
  const income: IncomeRow[] = ends.map((e) => ({
    period: period(e),
    endDate: e,
    revenue: 1_000_000,
    grossProfit: 400_000,
    operatingIncome: 200_000,
    netIncome: 150_000,
    eps: 1,
    ebitda: 250_000,
    nonPermissibleIncome: 10_000,
  }));
  const balance: BalanceRow[] = ends.map((e) => ({
    period: period(e),
    endDate: e,
    cashAndShortTermInvestments: 100,
    interestBearingDeposits: 0,
    totalDebt: debt,
    totalAssets: 1e12,
    equity: 1e11,
    receivables: 0,
  }));
  return {
    symbol,
    currency: "USD",
    source: "fmp",
    industry: "general",
    quarterly: { income, balance, cashFlow: [] },
    annual: { income: [], balance: [], cashFlow: [] },
    ratings: null,
    insiders: [],
    institutions: [],
    updatedAt: s.services.now(),
  };
}

describe("a provider's statements", () => {
  test("a ratio exactly at its threshold passes; a hair above fails; quarters without a year of income are unknown", async () => {
    const { market, now, config } = s.services;
    const i = market.state.index.get("MSFT")!;
    const bars = await market.tickers.bars(i, SHARIAH_SESSIONS + HISTORY_QUARTERS * 64);
    const avg = averageMarketCap(capsAt(bars, "2026-09-30").map((p) => p * market.state.shares[i]!)).value;
    // The debt whose ratio to the average market cap is exactly 30 % in floating point.
    let debt = 0.3 * avg;
    for (let k = 0; k < 64 && (debt / avg) * 100 !== 30; k++) debt += (debt / avg) * 100 > 30 ? -1e-3 : 1e-3;
    expect((debt / avg) * 100).toBe(30);
    const record = async (d: number) => {
      const f = statements("MSFT", d);
      const book = new FundamentalsBook(market, { get: async () => f, cached: () => f }, now);
      return computeRecord({ market, book, seed: config.marketSeed, now }, i);
    };
    const at = await record(debt);
    expect(at.length).toBe(8);
    expect(at[0]!.quarter).toBe("2026Q3");
    expect(at[0]!.ratios.debt).toMatchObject({ value: 30, threshold: 30, passes: true });
    expect(at[0]!.status).toBe("compliant");
    // The five oldest quarters have fewer than four quarters of income from them on.
    expect(at.slice(5).every((q) => q.status === "unknown" && q.ratios.income.passes === null)).toBe(true);
    const above = await record(avg * 0.3001);
    expect(above[0]!.ratios.debt.passes).toBe(false);
    expect(above[0]!.status).toBe("non-compliant");
  });
});

describe("the background build", () => {
  test("the whole universe once; a second build (a restart) computes nothing again", async () => {
    const { market, now, config, db } = s.services;
    const o = { market, book: fundamentalsBookOf(s.services), seed: config.marketSeed, now, sql: db.sql };
    const first = await buildHistory(o);
    expect(first.symbols).toBe(market.state.n);
    const [row] = (await db.sql`SELECT COUNT(*) AS n FROM shariah_history`) as { n: number }[];
    expect(Number(row?.n)).toBe(market.state.n * HISTORY_QUARTERS);
    const again = await buildHistory(o);
    expect(again.computed).toBe(0);
  });
});

describe("alerts of a change", () => {
  test("holders and watchers are told once, with the ratio, the sell-by date and the purification", async () => {
    const { db, market } = s.services;
    const sql = db.sql;
    const symbol = "NVDA";
    const ratios = (debt: number) => ({
      debt: { value: debt, threshold: 30, passes: debt <= 30 },
      deposits: { value: 1, threshold: 30, passes: true },
      income: { value: 1, threshold: 5, passes: true },
      receivables: { value: 1, threshold: 49, passes: true },
    });
    const row = (quarter: string, status: string, debt: number, knownOn: string) => ({
      symbol,
      quarter,
      status,
      detail: JSON.stringify({ ratios: ratios(debt), perShare: 0.365, currency: "USD", months: 36 }),
      source: "sim",
      knownOn,
      computedAt: s.services.now(),
    });
    await sql`DELETE FROM shariah_history WHERE symbol = ${symbol}`;
    await insertHistory(sql, [
      row("2026Q3", "non-compliant", 31.5, "2026-11-14"),
      row("2026Q2", "compliant", 29.75, "2026-08-14"),
    ]);
    const holder = await testUser(s.services);
    const watcher = await testUser(s.services);
    const other = await testUser(s.services);
    // The holder: 100 shares since 18 May 2026 (184 days before the clock's day), 40 sold on 17 Sep.
    const portfolio = crypto.randomUUID();
    await sql`INSERT INTO portfolios (id, user_id, name, base_currency, cost_method, version, created_at, updated_at)
      VALUES (${portfolio}, ${holder.id}, 'Main', 'USD', 'average', 1, 0, 0)`;
    const tx = async (seq: number, type: string, day: string, quantity: number, sym = symbol) =>
      sql`INSERT INTO portfolio_transactions (id, portfolio_id, seq, type, day, symbol, quantity, price, fees, currency, created_at)
        VALUES (${crypto.randomUUID()}, ${portfolio}, ${seq}, ${type}, ${day}, ${sym}, ${quantity}, 100, 0, 'USD', 0)`;
    await tx(1, "buy", "2026-05-18", 100);
    await tx(2, "sell", "2026-09-17", 40);
    // The other user holds another company only.
    const otherPortfolio = crypto.randomUUID();
    await sql`INSERT INTO portfolios (id, user_id, name, base_currency, cost_method, version, created_at, updated_at)
      VALUES (${otherPortfolio}, ${other.id}, 'Main', 'USD', 'average', 1, 0, 0)`;
    await sql`INSERT INTO portfolio_transactions (id, portfolio_id, seq, type, day, symbol, quantity, price, fees, currency, created_at)
      VALUES (${crypto.randomUUID()}, ${otherPortfolio}, 1, 'buy', '2026-05-18', 'AAPL', 10, 100, 0, 'USD', 0)`;
    // The watcher watches it in a watchlist.
    const list = await s.request("/api/v1/work/create-watchlist", {
      method: "POST",
      cookie: watcher.cookie,
      json: { watchlistName: "Chips" },
    });
    const watchlistId = ((await list.json()) as { watchlist: { _id: string } }).watchlist._id;
    const added = await s.request("/api/v1/work/addticker-into-watchlist/rocket", {
      method: "POST",
      cookie: watcher.cookie,
      json: { tickerName: symbol, watchlistId },
    });
    expect(added.status).toBe(200);

    const mailer = s.services.mailer as MemoryMailer;
    const before = mailer.sent.length;
    const live: string[] = [];
    const o = { ...shariahAlertOptions(s.services), sendToUser: (u: string, m: string) => live.push(`${u} ${m}`) };
    // Two instances at once, then again after a "restart": one alert per user.
    const counts = await Promise.all([tellChanges(o), tellChanges({ ...o })]);
    expect(counts[0]! + counts[1]!).toBe(2);
    expect(await tellChanges(o)).toBe(0);
    const rows = (await sql`SELECT user_id, test, previous_value, value, sell_by, purification, held, email_status
      FROM shariah_alerts WHERE symbol = ${symbol}`) as Record<string, unknown>[];
    expect(rows.length).toBe(2);
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set([holder.id, watcher.id]));
    const mine = rows.find((r) => r.user_id === holder.id)!;
    expect(mine).toMatchObject({ test: "debt", sell_by: "2027-02-12", email_status: "delivered" });
    expect(Number(mine.previous_value)).toBe(29.75);
    expect(Number(mine.value)).toBe(31.5);
    // 0.365 a share a year: 100 shares for 122 days (18 May–17 Sep), then 60 for 62 days, ÷ 365.
    expect(Number(mine.purification)).toBe(Math.round(((100 * 122 + 60 * 62) * 0.365 * 100) / 365) / 100);
    expect(Number(rows.find((r) => r.user_id === watcher.id)!.purification)).toBe(0);
    // One e-mail each, none to the user who holds another company.
    const sent = mailer.sent.slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual([holder.email, watcher.email].sort());
    const mail = sent.find((m) => m.to === holder.email)!;
    expect(mail.text).toContain("29.75%");
    expect(mail.text).toContain("31.50%");
    expect(mail.text).toContain(toHijri("2027-02-12").slice(0, 4));
    expect(mail.text).toContain("12 February 2027");
    expect(mail.text).toContain("$15.92");
    expect(live.filter((m) => m.includes('"shariahAlert"')).length).toBe(2);
    // In the app: the holder's record of the symbol carries the alert.
    const h = (await get(`/work/ticker/${symbol}/shariah/history`, holder.cookie)).body as HistoryBody;
    expect(h.alerts).toMatchObject([{ quarter: "2026Q3", status: "non-compliant", sellBy: "2027-02-12" }]);
    expect(((await get(`/work/ticker/${symbol}/shariah/history`, other.cookie)).body as HistoryBody).alerts).toEqual(
      [],
    );
    expect(market.state.index.has(symbol)).toBe(true);
  });

  test("holdings replay buys, sells and splits over the days held", () => {
    const e = (type: "buy" | "sell" | "split", day: string, quantity: number) => ({
      userId: "u",
      portfolioId: "p",
      type,
      day,
      quantity,
    });
    // From day 0 to day 10 of 1970: 10 shares for 5 days, then 20 after a 2-for-1 split.
    const h = holdersOf([e("buy", "1969-12-01", 10), e("split", "1970-01-06", 2)], 0, 10);
    expect(h.get("u")).toEqual({ shares: 20, shareDays: 10 * 5 + 20 * 5 });
  });
});

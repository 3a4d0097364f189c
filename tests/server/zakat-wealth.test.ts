// The whole zakat (docs/portfolio.md, "The whole zakat"): the profile (defaults, validation naming
// the field in en and ar, saved per user) and the report of every portfolio with the profile's
// other wealth, on worked examples computed by hand: a silver nisab, a profile that lifts wealth
// over the nisab, debts that bring it under; the nisab's price, source, date and staleness; and
// the property that a holding's zakat never exceeds the rate × its market value. SQLite, and
// PostgreSQL with TEST_DB=postgres.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import fc from "fast-check";
import { METAL_STALE_DAYS } from "../../src/server/market/metals";
import type { MarketView, PortfolioData } from "../../src/server/portfolio/service";
import type { CompanyFigures } from "../../src/server/portfolio/zakat";
import { computeWealthZakat, defaultZakatProfile } from "../../src/server/portfolio/zakat-wealth";
import {
  NISAB_STALE_DAYS,
  type WealthZakatReport,
  ZAKAT_RATES,
  type ZakatProfile,
  type ZakatReport,
} from "../../src/shared/portfolio";
import { type TestAccount, testUser } from "../helpers/accounts";
import { testMetals } from "../helpers/metals";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

const metals = testMetals;

const profile = (
  p: Partial<Omit<ZakatProfile, "otherWealth">> & { otherWealth?: Partial<ZakatProfile["otherWealth"]> } = {},
) =>
  ({
    hawl: { hijri: "1448-09-01" },
    nisabBasis: "gold",
    currency: "SAR",
    purificationMethod: "aaoifi21",
    ...p,
    otherWealth: { cash: 0, goldGrams: 0, silverGrams: 0, receivables: 0, debts: 0, ...p.otherWealth },
  }) as ZakatProfile;

const portfolio = (
  baseCurrency: "SAR" | "USD",
  txs: PortfolioData["txs"],
  name = `P ${crypto.randomUUID().slice(0, 4)}`,
): PortfolioData => ({
  row: {
    id: crypto.randomUUID(),
    userId: "u",
    name,
    baseCurrency,
    costMethod: "average",
    withholdingRate: 0.3,
    version: 1,
    createdAt: 0,
  } as PortfolioData["row"],
  txs,
  methods: new Map(),
});
const deposit = (amount: number, currency: "SAR" | "USD") =>
  ({ type: "deposit", date: "2025-01-02", symbol: null, quantity: null, price: amount, fees: 0, currency }) as const;

const noFigures = async (): Promise<CompanyFigures> => ({
  financial: false,
  zakatablePerShare: null,
  nonPermissibleIncome: null,
  totalIncome: null,
  incomeUnknown: "noStatements",
  sharesOutstanding: 1e6,
  toListing: 1,
});

describe("the whole-wealth report, worked by hand", () => {
  let s: TestServer;
  let view: MarketView;
  beforeAll(async () => {
    s = await testServer();
    s.services.metals = metals();
    view = {
      services: s.services,
      fundamentals: () => {
        throw new Error("not used: the figures are given");
      },
    };
    const st = s.services.market.state;
    st.price[st.index.get("AAPL")!] = 50;
  });
  afterAll(() => s.close());
  const at = { date: "2026-11-18", year: "lunar" as const };

  test("silver nisab: 595 g × 3 = 1,785 riyals; 2,000 riyals of cash are over it, zakat 50", async () => {
    const r = await computeWealthZakat(
      view,
      [],
      profile({ nisabBasis: "silver", otherWealth: { cash: 2000 } }),
      at,
      noFigures,
    );
    expect(r.nisab).toMatchObject({ basis: "silver", grams: 595, price: 3, currency: "SAR", value: 1785 });
    expect(r).toMatchObject({ gross: 2000, wealth: 2000, due: true, total: 50, portfolios: [] });
    // The same cash against the gold nisab (85 g × 300 = 25,500): nothing is due.
    const gold = await computeWealthZakat(view, [], profile({ otherWealth: { cash: 2000 } }), at, noFigures);
    expect(gold.nisab).toMatchObject({ basis: "gold", grams: 85, price: 300, value: 25_500 });
    expect(gold).toMatchObject({ due: false, total: 0 });
  });

  // A dollar portfolio of 5,000 dollars' cash = 18,750 riyals at the peg, under the gold nisab
  // of 25,500 riyals alone.
  const dollars = () => portfolio("USD", [deposit(5000, "USD")], "Dollars");

  test("a profile lifts the portfolios over the nisab: 18,750 + 5,000 + 10 g × 300 = 26,750; zakat 668.75", async () => {
    const alone = await computeWealthZakat(view, [dollars()], profile(), at, noFigures);
    expect(alone).toMatchObject({ wealth: 18_750, due: false, total: 0 });
    const p = dollars();
    const r = await computeWealthZakat(
      view,
      [p],
      profile({ otherWealth: { cash: 5000, goldGrams: 10 } }),
      at,
      noFigures,
    );
    expect(r.portfolios).toEqual([p.row.id]);
    expect(r.counted).toEqual([
      { id: p.row.id, name: "Dollars", baseCurrency: "USD", cash: 18_750, wealth: 18_750, zakat: 468.75 },
    ]);
    const line = Object.fromEntries(r.otherWealth.map((l) => [l.key, l]));
    expect(line.cash).toEqual({ key: "cash", amount: 5000, zakat: 125 });
    expect(line.gold).toEqual({ key: "gold", amount: 3000, grams: 10, price: 300, zakat: 75 });
    expect(line.debts).toEqual({ key: "debts", amount: 0, zakat: 0 });
    expect(r).toMatchObject({ gross: 26_750, debtsDeducted: 0, wealth: 26_750, due: true, total: 668.75 });
    // The lines add up to the total: 468.75 + 125 + 75 = 668.75.
    const sum = r.counted.reduce((a, c) => a + c.zakat, 0) + r.otherWealth.reduce((a, l) => a + l.zakat, 0);
    expect(sum).toBeCloseTo(r.total, 2);
  });

  test("debts due bring it under: 26,750 − 2,000 = 24,750 < 25,500, nothing due; never below zero", async () => {
    const r = await computeWealthZakat(
      view,
      [dollars()],
      profile({ otherWealth: { cash: 5000, goldGrams: 10, debts: 2000 } }),
      at,
      noFigures,
    );
    expect(r).toMatchObject({ gross: 26_750, debtsDeducted: 2000, wealth: 24_750, due: false, total: 0 });
    expect(r.otherWealth.every((l) => l.zakat === 0)).toBe(true);
    expect(r.counted[0]!.zakat).toBe(0);
    const deep = await computeWealthZakat(view, [dollars()], profile({ otherWealth: { debts: 1e9 } }), at, noFigures);
    expect(deep).toMatchObject({ gross: 18_750, debtsDeducted: 18_750, wealth: 0, due: false, total: 0 });
  });

  test("in dollars: the profile's currency is the report's; riyal portfolios converted at 3.75", async () => {
    const r = await computeWealthZakat(
      view,
      [portfolio("SAR", [deposit(37_500, "SAR")])],
      profile({ currency: "USD", otherWealth: { cash: 100 } }),
      at,
      noFigures,
    );
    // Gold 300 riyals = 80 dollars a gram: nisab 6,800 dollars; 10,000 + 100 over it.
    expect(r.nisab).toMatchObject({ currency: "USD", price: 80, value: 6800 });
    expect(r).toMatchObject({ currency: "USD", wealth: 10_100, due: true, total: 252.5 });
  });

  test("the nisab's price is stale past METAL_STALE_DAYS before the report's date", async () => {
    expect(NISAB_STALE_DAYS).toBe(METAL_STALE_DAYS);
    s.services.metals = metals("2026-11-11");
    expect((await computeWealthZakat(view, [], profile(), at, noFigures)).nisab).toMatchObject({
      stale: false,
      priceDate: "2026-11-11",
      source: "admin",
      sourceLabel: "test desk",
    });
    s.services.metals = metals("2026-11-10");
    expect((await computeWealthZakat(view, [], profile(), at, noFigures)).nisab.stale).toBe(true);
    s.services.metals = metals();
  });

  test("the hawl: the report's Hijri date and the hawl's next day on both calendars", async () => {
    const r = await computeWealthZakat(view, [], profile(), at, noFigures);
    expect(r.hijriDate).toBe("1448-06-08");
    expect(r.hawl).toEqual({ hijri: "1448-09-01", next: { hijri: "1448-09-01", gregorian: "2027-02-08" } });
  });

  test("property: in the whole report too, a holding's zakat never exceeds the rate × its market value", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("lunar" as const, "solar" as const),
        fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null }),
        fc.boolean(),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom("SAR" as const, "USD" as const),
        async (year, perShare, financial, quantity, currency) => {
          const p = portfolio("USD", [
            deposit(1e9, "USD"),
            { type: "buy", date: "2025-01-03", symbol: "AAPL", quantity, price: 50, fees: 0, currency: "USD" },
          ]);
          const r = await computeWealthZakat(
            view,
            [p],
            profile({ currency, otherWealth: { cash: 1 } }),
            { date: "2026-11-18", year },
            async () => ({ ...(await noFigures()), financial, zakatablePerShare: perShare }),
          );
          const h = r.holdings[0]!;
          expect(h.base).toBeLessThanOrEqual(h.marketValue);
          expect(h.zakat).toBeLessThanOrEqual(Math.round(ZAKAT_RATES[year] * h.marketValue * 100) / 100);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe(`the zakat profile and report over HTTP on ${TEST_DB}`, () => {
  let s: TestServer;
  let alice: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    s.services.metals = metals();
  });
  afterAll(() => s.close());
  beforeEach(async () => {
    alice = await testUser(s.services);
  });

  // biome-ignore lint/suspicious/noExplicitAny: response bodies of many shapes
  type Body = any;
  const call = async (method: string, path: string, who: TestAccount | null, json?: unknown, lang = "en") => {
    const res = await s.request(`/api/v1/work${path}`, {
      method,
      cookie: who?.cookie ?? null,
      headers: { "accept-language": lang, origin: ORIGIN },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as Body };
  };

  test("401 without a session", async () => {
    expect((await call("GET", "/zakat/profile", null)).status).toBe(401);
    expect((await call("GET", "/zakat/report", null)).status).toBe(401);
  });

  test("a user without a profile gets the defaults; a saved one is kept per user", async () => {
    const first = await call("GET", "/zakat/profile", alice);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...defaultZakatProfile("2026-11-18"), updatedAt: null });
    expect(first.body.hawl.hijri).toBe("1448-09-01");
    const mine = profile({ nisabBasis: "silver", currency: "USD", otherWealth: { cash: 1500.5, silverGrams: 700 } });
    // The answer of a GET can be sent back as it is (its updatedAt is ignored).
    const put = await call("PUT", "/zakat/profile", alice, { ...mine, updatedAt: null });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject(mine);
    expect((await call("GET", "/zakat/profile", alice)).body).toEqual({ ...mine, updatedAt: s.services.now() });
    const bob = await testUser(s.services);
    expect((await call("GET", "/zakat/profile", bob)).body.updatedAt).toBeNull();
  });

  test("a refused profile names its field, in English and Arabic; every number has bounds", async () => {
    const cases: [unknown, string, string, string][] = [
      [
        { ...profile(), otherWealth: { ...profile().otherWealth, goldGrams: -1 } },
        "otherWealth.goldGrams",
        "Gold held (grams) cannot be negative.",
        "لا يمكن أن تكون قيمة «الذهب المملوك (بالغرام)» سالبة.",
      ],
      [
        { ...profile(), otherWealth: { ...profile().otherWealth, cash: 1e13 } },
        "otherWealth.cash",
        "Cash at banks is at most 1,000,000,000,000.",
        "أقصى قيمة لـ«النقد في البنوك» هي 1,000,000,000,000.",
      ],
      [
        { ...profile(), otherWealth: { ...profile().otherWealth, silverGrams: 2e7 } },
        "otherWealth.silverGrams",
        "Silver held (grams) is at most 10,000,000.",
        "أقصى قيمة لـ«الفضة المملوكة (بالغرام)» هي 10,000,000.",
      ],
      [
        { ...profile(), hawl: { hijri: "1448-09-30" } },
        "hawl.hijri",
        "The hawl date is not a day of the Umm al-Qura calendar (year-month-day, e.g. 1448-09-01 for 1 Ramadan 1448).",
        "تاريخ الحول ليس يومًا من تقويم أم القرى (السنة-الشهر-اليوم، مثل 1448-09-01 لأول رمضان 1448).",
      ],
      [
        { ...profile(), hawl: { hijri: "1600-01-01" } },
        "hawl.hijri",
        "The hawl date must fall in the years 1356 to 1500 AH.",
        "يجب أن يقع تاريخ الحول بين عامي 1356 و1500 للهجرة.",
      ],
      [
        { ...profile(), nisabBasis: "copper" },
        "nisabBasis",
        "Nisab measured in is not valid.",
        "قيمة «يُقدَّر النصاب بـ» غير صحيحة.",
      ],
      [
        { ...profile(), otherWealth: { cash: 1 } },
        "otherWealth.goldGrams",
        "Gold held (grams) is required.",
        "حقل «الذهب المملوك (بالغرام)» مطلوب.",
      ],
    ];
    for (const [body, field, en, ar] of cases) {
      const r = await call("PUT", "/zakat/profile", alice, body);
      expect({ status: r.status, code: r.body.code, field: r.body.field, message: r.body.message }).toEqual({
        status: 400,
        code: "invalid_input",
        field,
        message: en,
      });
      expect((await call("PUT", "/zakat/profile", alice, body, "ar")).body.message).toBe(ar);
    }
    // Nothing was saved.
    expect((await call("GET", "/zakat/profile", alice)).body.updatedAt).toBeNull();
  });

  test("the report counts every portfolio and the profile; the per-portfolio report takes the profile's metal", async () => {
    const ids: string[] = [];
    for (const [currency, amount] of [
      ["SAR", 10_000],
      ["USD", 2000],
    ] as const) {
      const created = await s.request("/api/v1/work/portfolios", {
        method: "POST",
        cookie: alice.cookie,
        headers: { origin: ORIGIN },
        json: { name: `P ${currency}`, baseCurrency: currency },
      });
      const id = ((await created.json()) as Body).portfolio.id as string;
      ids.push(id);
      const tx = await call("POST", `/portfolios/${id}/transactions`, alice, {
        type: "deposit",
        date: "2025-01-02",
        price: amount,
        currency,
      });
      expect(tx.status).toBe(201);
    }
    // 10,000 + 2,000 × 3.75 = 17,500 riyals of cash, under the gold nisab (25,500).
    const gold = (await call("GET", "/zakat/report?date=2026-11-18", alice)).body as WealthZakatReport;
    expect(gold.portfolios.sort()).toEqual([...ids].sort());
    expect(gold).toMatchObject({ currency: "SAR", wealth: 17_500, due: false, total: 0, hijriDate: "1448-06-08" });
    expect(gold.nisab).toMatchObject({ basis: "gold", value: 25_500, stale: false, source: "admin" });
    // On silver (595 × 3 = 1,785) with 500 of debts: 17,000 × 2.5 % = 425.
    await call("PUT", "/zakat/profile", alice, profile({ nisabBasis: "silver", otherWealth: { debts: 500 } }));
    const silver = (await call("GET", "/zakat/report?year=lunar", alice)).body as WealthZakatReport;
    expect(silver).toMatchObject({ wealth: 17_000, debtsDeducted: 500, due: true, total: 425 });
    const one = (await call("GET", `/portfolios/${ids[0]}/zakat`, alice)).body as ZakatReport;
    expect(one.nisab).toMatchObject({ basis: "silver", grams: 595, value: 1785 });
    expect(one).toMatchObject({ due: true, total: 250 });
    // A gold price given sets gold, the user's own, of the report's date.
    const own = (await call("GET", `/portfolios/${ids[0]}/zakat?goldPrice=200`, alice)).body as ZakatReport;
    expect(own.nisab).toMatchObject({ basis: "gold", price: 200, value: 17_000, source: "user", stale: false });
    // Refusals name the field.
    const future = await call("GET", "/zakat/report?date=2027-01-01", alice);
    expect({ status: future.status, field: future.body.field }).toEqual({ status: 400, field: "date" });
    expect((await call("GET", "/zakat/report?year=leap", alice)).status).toBe(400);
  });
});

// The partner screener's calls (docs/api.md, Screener) through the whole pipeline: access,
// fields, screens checked against the scanners and a brute-force scan, translated 400s, the CSV,
// and saved screens with their limit under parallel writes from two instances. SQLite, and
// PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../src/server/app";
import { openDb } from "../../src/server/db";
import {
  MAX_SAVED_SCREENS,
  SCREEN_FIELD_KEYS,
  type ScreenField,
  type ScreenQuery,
  type ScreenRow,
} from "../../src/shared/screener";
import { PRESET_KEYS, presetQuery } from "../../src/shared/screener-presets";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;
let partner: TestAccount;
let other: TestAccount;
beforeAll(async () => {
  s = await testServer();
  user = await testUser(s.services);
  partner = await testPartner(s.services);
  other = await testPartner(s.services);
  await s.services.market.step();
  // The history columns are built in the background; these tests read them complete.
  await s.services.market.screener.whenBuilt();
});
afterAll(() => s.close());

type Fetch = (req: Request) => Promise<Response> | Response;
const call = async (
  method: string,
  path: string,
  who: TestAccount | null,
  body?: unknown,
  lang = "en",
  fetch?: Fetch,
) => {
  const init: RequestInit & { json?: unknown; cookie?: string | null } = {
    method,
    cookie: who?.cookie ?? null,
    // Writes carry a JSON content type even without a body (the CSRF rule of docs/architecture.md).
    headers: {
      "accept-language": lang,
      origin: ORIGIN,
      ...(method === "GET" ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { json: body }),
  };
  if (fetch) {
    const headers = new Headers(init.headers);
    if (who) headers.set("cookie", who.cookie);
    if (method !== "GET") headers.set("content-type", "application/json");
    return fetch(
      new Request(`${ORIGIN}/api/v1/partner/screener/${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  }
  return s.request(`/api/v1/partner/screener/${path}`, init);
};
const run = async (query: Partial<ScreenQuery> & { page?: number }, lang = "en") => {
  const res = await call("POST", "run", partner, query, lang);
  return { status: res.status, body: await res.json() };
};

describe("access", () => {
  test("401 without a session, 403 for a user", async () => {
    for (const [method, path, body] of [
      ["GET", "fields", undefined],
      ["POST", "run", { market: "US" }],
      ["POST", "export", { market: "US" }],
      ["GET", "saved", undefined],
      ["POST", "saved", { name: "x", query: { market: "US" } }],
      ["PUT", "saved/x", { name: "y" }],
      ["DELETE", "saved/x", undefined],
    ] as const) {
      expect((await call(method, path, null, body)).status).toBe(401);
      expect((await call(method, path, user, body)).status).toBe(403);
    }
  });
});

describe("fields", () => {
  test("at least 30 fields, each with its kind, unit and labels in both languages", async () => {
    const res = await call("GET", "fields", partner);
    const { fields } = await res.json();
    expect(fields.length).toBeGreaterThanOrEqual(30);
    expect(fields.map((f: { key: string }) => f.key)).toEqual(SCREEN_FIELD_KEYS);
    for (const f of fields) {
      expect(f.label.en.length).toBeGreaterThan(0);
      expect(f.label.ar).toMatch(/[\u0600-\u06FF]/);
      if (f.kind === "number") expect(f.unit.currency).toEqual({ US: "USD", SA: "SAR" });
      else expect(f.values.length).toBeGreaterThan(1);
    }
  });
});

describe("run", () => {
  test("the Price Surge preset finds what the Price Surge scanner finds, per market", async () => {
    const scanner = s.services.market.scanners.result("rocket");
    const state = s.services.market.state;
    const all: string[] = [];
    for (const market of ["US", "SA"] as const) {
      const { status, body } = await run({ ...presetQuery("rocket", market), page: 1, columns: [] });
      expect(status).toBe(200);
      let rows = body.rows as ScreenRow[];
      for (let page = 2; page <= body.totalPages; page++)
        rows = rows.concat((await run({ ...presetQuery("rocket", market), page, columns: [] })).body.rows);
      all.push(...rows.map((r) => r.symbol));
    }
    const expected = Array.from(scanner, (i) => state.symbols[i]!);
    expect(all.sort()).toEqual(expected.sort());
    expect(all.length).toBeGreaterThan(0);
  });

  test("every preset of both markets is a valid screen", async () => {
    for (const key of PRESET_KEYS)
      for (const market of ["US", "SA"] as const) expect((await run(presetQuery(key, market))).status).toBe(200);
  });

  test("filters, sort and paging agree with a brute-force scan of the same rows", async () => {
    const query: ScreenQuery = {
      market: "US",
      filters: [
        { field: "price", min: 20, max: 500 },
        { field: "sector", in: ["Technology", "Healthcare"] },
        { field: "change1y", min: -50 },
      ],
      sort: { field: "change1d", dir: "asc" },
      columns: ["price", "sector", "change1d", "change1y", "sma20", "high52", "beta", "volatility", "gap"],
    };
    const first = (await run({ ...query, page: 1 })).body;
    let rows = first.rows as ScreenRow[];
    for (let page = 2; page <= first.totalPages; page++) rows = rows.concat((await run({ ...query, page })).body.rows);
    expect(rows.length).toBe(first.totalTickers);
    expect(first.pageSize).toBe(25);
    expect(first.totalPages).toBe(Math.ceil(first.totalTickers / 25));
    expect(first.totalTickers).toBeGreaterThan(10);
    for (const r of rows) {
      expect(r.price as number).toBeGreaterThanOrEqual(20);
      expect(r.price as number).toBeLessThanOrEqual(500);
      expect(["Technology", "Healthcare"]).toContain(r.sector as string);
      expect(r.change1y as number).toBeGreaterThanOrEqual(-50);
      expect(typeof r.sma20).toBe("number");
      expect(typeof r.volatility).toBe("number");
    }
    for (let j = 1; j < rows.length; j++)
      expect(rows[j]!.change1d as number).toBeGreaterThanOrEqual(rows[j - 1]!.change1d as number);
    // Brute force over the state: same count.
    const st = s.services.market.state;
    let count = 0;
    for (let i = 0; i < st.n; i++) {
      const c = st.companies[i]!;
      if (c.currency !== "USD" || (c.sector !== "T" && c.sector !== "H")) continue;
      if (st.price[i]! >= 20 && st.price[i]! <= 500) count++;
    }
    expect(first.totalTickers).toBeLessThanOrEqual(count);
    expect(first.totalTickers).toBeGreaterThan(count * 0.5);
  });

  const SHARIAH_COLUMNS: ScreenField[] = [
    "shariahStatus",
    "shariahDebt",
    "shariahDeposits",
    "shariahIncome",
    "shariahReceivables",
  ];
  const allRows = async (query: ScreenQuery) => {
    const first = (await run({ ...query, page: 1 })).body;
    let rows = first.rows as ScreenRow[];
    for (let page = 2; page <= first.totalPages; page++) rows = rows.concat((await run({ ...query, page })).body.rows);
    expect(rows.length).toBe(first.totalTickers);
    return rows;
  };

  test("the Shariah preset lists only compliant companies of its market", async () => {
    const us = await allRows({ ...presetQuery("shariah", "US"), columns: SHARIAH_COLUMNS });
    const sa = await allRows({ ...presetQuery("shariah", "SA"), columns: SHARIAH_COLUMNS });
    for (const rows of [us, sa]) {
      expect(rows.length).toBeGreaterThan(5);
      for (const r of rows) {
        expect(r.shariahStatus).toBe("compliant");
        expect(r.shariahDebt as number).toBeLessThan(30);
        expect(r.shariahDeposits as number).toBeLessThan(30);
        expect(r.shariahIncome as number).toBeLessThan(5);
      }
    }
    expect(sa.every((r) => r.symbol.endsWith(".SR"))).toBe(true);
    expect(us.some((r) => r.symbol.endsWith(".SR"))).toBe(false);
    // A conventional bank, a tobacco maker, a defence contractor and a Saudi conventional bank fail
    // the business screen; the Islamic bank Al Rajhi passes it.
    const listed = new Set([...us, ...sa].map((r) => r.symbol));
    for (const symbol of ["JPM", "PM", "LMT", "1180.SR"]) expect(listed.has(symbol)).toBe(false);
    expect(listed.has("1120.SR")).toBe(true);
  });

  test("the Shariah columns agree with the ticker's Shariah screen", async () => {
    for (const market of ["US", "SA"] as const) {
      const { rows } = (
        await run({ market, filters: [], sort: { field: "marketCap", dir: "desc" }, columns: SHARIAH_COLUMNS })
      ).body as { rows: ScreenRow[] };
      for (const row of rows.slice(0, 10)) {
        const screen = await (
          await s.request(`/api/v1/work/ticker/${row.symbol}/shariah`, { cookie: user.cookie })
        ).json();
        expect(row.shariahStatus).toBe(screen.status);
        expect(row.shariahDebt).toBe(screen.ratios.debt.value);
        expect(row.shariahDeposits).toBe(screen.ratios.deposits.value);
        expect(row.shariahIncome).toBe(screen.ratios.income.value);
        expect(row.shariahReceivables).toBe(screen.ratios.receivables.value);
      }
    }
  });

  test("a Shariah ratio filters and sorts like any number field", async () => {
    const rows = await allRows({
      market: "US",
      filters: [{ field: "shariahDebt", max: 5 }],
      sort: { field: "shariahDebt", dir: "asc" },
      columns: ["shariahDebt", "shariahStatus"],
    });
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) expect(r.shariahDebt as number).toBeLessThanOrEqual(5);
    for (let j = 1; j < rows.length; j++)
      expect(rows[j]!.shariahDebt as number).toBeGreaterThanOrEqual(rows[j - 1]!.shariahDebt as number);
    const csv = await call("POST", "export", partner, {
      market: "US",
      filters: [{ field: "shariahStatus", in: ["non-compliant"] }],
      sort: { field: "marketCap", dir: "desc" },
      columns: ["shariahStatus"],
    });
    const text = await csv.text();
    expect(text).toContain("Shariah status");
    expect(text).toContain("Not compliant");
    expect(text).toContain("JPM");
  });

  test("the 52-week high agrees with the ticker view's", async () => {
    const body = (
      await run({ market: "US", filters: [], sort: { field: "marketCap", dir: "desc" }, columns: ["high52", "low52"] })
    ).body;
    const row = body.rows[0] as ScreenRow;
    const ticker = await (await s.request(`/api/v1/work/ticker/${row.symbol}`, { cookie: user.cookie })).json();
    expect(row.high52).toBeCloseTo(ticker.high52, 1);
    expect(row.low52).toBeCloseTo(ticker.low52, 1);
  });

  test("unknown field, inverted range, over 20 filters: 400 naming the field, in the caller's language", async () => {
    const unknown = await run({ market: "US", filters: [{ field: "pe" as never, min: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: "invalid_input", field: "filters.0.field" });
    expect(unknown.body.message).toBe("There is no screen field called “pe”.");
    const inverted = await run({ market: "US", filters: [{ field: "rsi14", min: 70, max: 30 }] }, "ar");
    expect(inverted.status).toBe(400);
    expect(inverted.body.field).toBe("filters.0");
    expect(inverted.body.message).toBe("مؤشر القوة النسبية 14: الحد الأدنى أكبر من الحد الأعلى.");
    const many = await run({
      market: "US",
      filters: Array.from({ length: 21 }, () => ({ field: "price" as const, min: 1 })),
    });
    expect([many.status, many.body.field, many.body.message]).toEqual([
      400,
      "filters",
      "A screen has at most 20 filters.",
    ]);
    const sort = await run({ market: "US", sort: { field: "nope" as never, dir: "asc" } });
    expect([sort.status, sort.body.field]).toEqual([400, "sort.field"]);
    const value = await run({ market: "SA", filters: [{ field: "sector", in: ["Crypto"] }] });
    expect([value.status, value.body.field]).toEqual([400, "filters.0.in"]);
    const market = await run({ market: "EU" as never });
    expect([market.status, market.body.field]).toEqual([400, "market"]);
  });
});

describe("export", () => {
  test("CSV with a byte-order mark, the header in the chosen language and every matching row", async () => {
    const query: ScreenQuery = {
      market: "SA",
      filters: [{ field: "marketCap", min: 1e9 }],
      sort: { field: "marketCap", dir: "desc" },
      columns: ["price", "sector"],
    };
    const total = (await run(query)).body.totalTickers as number;
    const res = await call("POST", "export", partner, query, "ar");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.trimEnd().split("\r\n");
    // The simulated market's file says so in a last column, on every row.
    expect(lines[0]).toBe("الرمز,الاسم,السعر (ريال),القطاع,القيمة السوقية (ريال),مصدر البيانات");
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((l) => l.endsWith(",بيانات محاكاة"))).toBe(true);
    const caps = lines.slice(1).map((l) => Number(l.split(",").at(-2)));
    for (let j = 1; j < caps.length; j++) expect(caps[j]!).toBeLessThanOrEqual(caps[j - 1]!);
    expect(lines.slice(1).every((l) => /\.SR,/.test(l))).toBe(true);
  });
});

describe(`saved screens on ${TEST_DB}`, () => {
  const query: ScreenQuery = {
    market: "US",
    filters: [{ field: "rsi14", max: 30 }],
    sort: { field: "rsi14", dir: "asc" },
  };

  test("create, list, rename, update, delete; another partner sees none of them", async () => {
    const created = await call("POST", "saved", partner, { name: "  Oversold US ", query });
    expect(created.status).toBe(201);
    const { screen } = await created.json();
    expect(screen).toMatchObject({ name: "Oversold US", query });
    const list = await (await call("GET", "saved", partner)).json();
    expect(list.screens.map((x: { id: string }) => x.id)).toContain(screen.id);
    expect((await (await call("GET", "saved", other)).json()).screens).toEqual([]);
    expect((await call("PUT", `saved/${screen.id}`, other, { name: "Mine" })).status).toBe(404);
    expect((await call("DELETE", `saved/${screen.id}`, other)).status).toBe(404);
    const dup = await call("POST", "saved", partner, { name: "OVERSOLD us", query }, "ar");
    expect(dup.status).toBe(409);
    expect((await dup.json()).message).toBe("حفظت من قبل فرزًا بهذا الاسم.");
    const renamed = await call("PUT", `saved/${screen.id}`, partner, { name: "RSI under 30" });
    expect((await renamed.json()).screen.name).toBe("RSI under 30");
    const blank = await call("POST", "saved", partner, { name: "  ", query });
    expect([blank.status, (await blank.json()).field]).toEqual([400, "name"]);
    const bad = await call("POST", "saved", partner, { name: "Bad", query: { ...query, filters: [{ field: "x" }] } });
    expect([bad.status, (await bad.json()).field]).toEqual([400, "query.filters.0.field"]);
    expect((await call("DELETE", `saved/${screen.id}`, partner)).status).toBe(200);
    expect((await call("DELETE", `saved/${screen.id}`, partner)).status).toBe(404);
  });

  test(`at most ${MAX_SAVED_SCREENS}, under 40 parallel requests from two instances`, async () => {
    const owner = await testPartner(s.services);
    // A second instance: its own database connection and app, on the same database.
    const db2 = await openDb(s.services.config);
    const app2 = createApp({ ...s.services, db: db2 });
    try {
      for (let i = 0; i < 30; i++)
        expect((await call("POST", "saved", owner, { name: `S${i}`, query })).status).toBe(201);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(
            "POST",
            "saved",
            owner,
            { name: `P${i}`, query },
            "en",
            i % 2 ? (req) => app2.fetch(req) as Promise<Response> : undefined,
          ),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((x) => x === 201).length).toBe(MAX_SAVED_SCREENS - 30);
      expect(statuses.filter((x) => x === 409).length).toBe(40 - (MAX_SAVED_SCREENS - 30));
      const [row] = await s.services.db.sql`SELECT COUNT(*) AS n FROM saved_screens WHERE partner_id = ${owner.id}`;
      expect(Number(row.n)).toBe(MAX_SAVED_SCREENS);
      const over = await call("POST", "saved", owner, { name: "One more", query });
      expect(over.status).toBe(409);
      expect((await over.json()).message).toBe(
        `You can save at most ${MAX_SAVED_SCREENS} screens. Delete one to save another.`,
      );
    } finally {
      await db2.close();
    }
  });
});

// Scanner results in any column's order (?sort=&dir=), across all pages, and the rule data
// the page states: every hit still satisfies the thresholds of src/shared/scanner-rules.ts.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SCANNER_KEYS, type ScannerPage, type ScannerRow } from "../../src/shared/market";
import { SCANNER_RULES, scannerSortColumns } from "../../src/shared/scanner-rules";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let user: TestAccount;
beforeAll(async () => {
  s = await testServer();
  user = await testUser(s.services);
  await s.services.market.step();
});
afterAll(() => s.close());

const get = (path: string) => s.request(`/api/v1${path}`, { cookie: user.cookie });

async function allRows(key: string, query: string): Promise<ScannerRow[]> {
  const rows: ScannerRow[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`/work/investment/${key}?page=${page}${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ScannerPage;
    rows.push(...body.data);
    if (page >= body.totalPages) return rows;
  }
}

const usd = (row: ScannerRow, v: number) => (row.currency === "SAR" ? v / 3.75 : v);

describe("scanner sort", () => {
  test("without a sort, each scanner is ranked by its rule's value, highest first", async () => {
    for (const key of SCANNER_KEYS) {
      const rows = await allRows(key, "");
      const rankedBy = SCANNER_RULES[key].rankedBy;
      const values = rows.map((r) => r[rankedBy] as number);
      for (let i = 1; i < values.length; i++) expect(values[i - 1]!).toBeGreaterThanOrEqual(values[i]!);
      if (key === "liquidity")
        for (const v of values) expect(v).toBeGreaterThanOrEqual(SCANNER_RULES.liquidity.minTradedUsd);
      if (key === "growth") for (const v of values) expect(v).toBeGreaterThanOrEqual(SCANNER_RULES.growth.minReturn3m);
      if (key === "dividend") for (const v of values) expect(v).toBeGreaterThanOrEqual(SCANNER_RULES.dividend.minYield);
    }
  });

  test("every column sorts both ways over the whole result, the same set of rows", async () => {
    // The scanner with most hits in the test universe, so the order spans pages.
    const counts = await Promise.all(
      SCANNER_KEYS.map(async (k) => ((await (await get(`/work/investment/${k}`)).json()) as ScannerPage).totalTickers),
    );
    const key = SCANNER_KEYS[counts.indexOf(Math.max(...counts))]!;
    const base = await allRows(key, "");
    expect(base.length).toBeGreaterThan(25);
    for (const column of scannerSortColumns(key)) {
      for (const dir of ["asc", "desc"] as const) {
        const rows = await allRows(key, `&sort=${column}&dir=${dir}`);
        expect(rows.map((r) => r.symbol).sort()).toEqual(base.map((r) => r.symbol).sort());
        const sign = dir === "asc" ? 1 : -1;
        for (let i = 1; i < rows.length; i++) {
          const a = rows[i - 1]!;
          const b = rows[i]!;
          if (column === "symbol") {
            expect(sign * (a.symbol < b.symbol ? -1 : 1)).toBe(-1);
            continue;
          }
          const money = ["price", "close", "lastDividend", "marketCap"].includes(column);
          const va = money ? usd(a, a[column] as number) : (a[column] as number);
          const vb = money ? usd(b, b[column] as number) : (b[column] as number);
          // Rows are rounded for display; the order is of the exact values, so allow the rounding.
          const slack = column === "metric" ? 1 : Math.max(Math.abs(va), Math.abs(vb)) * 1e-3 + 0.01;
          expect(sign * (vb - va)).toBeGreaterThanOrEqual(-slack);
        }
      }
    }
  });

  test("a page of a sorted result is the same slice of the whole", async () => {
    const all = await allRows("dividend", "&sort=price&dir=asc");
    expect(all.length).toBeGreaterThan(25);
    const page2 = (await (await get("/work/investment/dividend?page=2&sort=price&dir=asc")).json()) as ScannerPage;
    expect(page2.data.map((r) => r.symbol)).toEqual(all.slice(25, 50).map((r) => r.symbol));
  });

  test("wrong sort or direction is 400 naming the field; metric is no column of Price Surge", async () => {
    for (const [query, field] of [
      ["sort=nope", "sort"],
      ["sort=price&dir=up", "dir"],
      ["dir=asc", "sort"],
    ] as const) {
      const res = await get(`/work/investment/growth?${query}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("invalid_input");
      expect(body.field).toBe(field);
    }
    expect((await get("/work/investment/rocket?sort=metric&dir=asc")).status).toBe(400);
    expect((await get("/work/investment/rocket?sort=volume&dir=asc")).status).toBe(200);
  });
});

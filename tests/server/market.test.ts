// The market calls through the whole pipeline: sessions and roles, paging, validation.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SCANNER_KEYS } from "../../src/shared/market";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

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

const get = (path: string, cookie?: string) => s.request(`/api/v1${path}`, { cookie });

describe("GET /work/investment/:scanner", () => {
  test("401 without a session, 403 for a partner", async () => {
    expect((await get("/work/investment/rocket")).status).toBe(401);
    expect((await get("/work/investment/rocket", partner.cookie)).status).toBe(403);
  });

  test("each scanner answers a sorted first page with its totals", async () => {
    for (const key of SCANNER_KEYS) {
      const res = await get(`/work/investment/${key}?page=1`, user.cookie);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(["currentPage", "data", "pageSize", "totalPages", "totalTickers"]);
      expect(body.pageSize).toBe(25);
      expect(body.currentPage).toBe(1);
      expect(body.totalTickers).toBeGreaterThan(0);
      expect(body.totalPages).toBe(Math.ceil(body.totalTickers / 25));
      expect(body.data.length).toBe(Math.min(25, body.totalTickers));
      // The seed's fields, plus the company's name and listing currency (and nameAr for Saudi rows).
      for (const row of body.data) {
        expect(Object.keys(row).sort()).toEqual(
          [
            "changePercentage",
            "close",
            "currency",
            "lastDividend",
            "marketCap",
            // The value the scanner ranks by, where it is not one of the columns (src/shared/scanner-rules.ts).
            ...(key === "rocket" ? [] : ["metric"]),
            "name",
            ...(row.symbol.endsWith(".SR") ? ["nameAr"] : []),
            "outstandingShares",
            "price",
            "symbol",
            "volume",
          ].sort(),
        );
        expect(row.currency).toBe(row.symbol.endsWith(".SR") ? "SAR" : "USD");
      }
    }
    const rocket = await (await get("/work/investment/rocket", user.cookie)).json();
    const changes = rocket.data.map((r: { changePercentage: number }) => r.changePercentage);
    expect(changes).toEqual([...changes].sort((a: number, b: number) => b - a));
    expect(Math.min(...changes)).toBeGreaterThanOrEqual(5);
  });

  test("a page past the end has no rows; bad pages are 400; unknown scanners 404", async () => {
    const first = await (await get("/work/investment/growth?page=1", user.cookie)).json();
    const past = await (await get(`/work/investment/growth?page=${first.totalPages + 1}`, user.cookie)).json();
    expect(past.data).toEqual([]);
    expect(past.currentPage).toBe(first.totalPages + 1);
    for (const page of ["0", "-1", "abc", "1.5", ""]) {
      const res = await get(`/work/investment/growth?page=${page}`, user.cookie);
      expect(res.status).toBe(400);
    }
    const unknown = await get("/work/investment/penny?page=1", user.cookie);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe("unknown_scanner");
  });
});

describe("POST /work/get-tickers-data", () => {
  test("the rows of the given tickers, each with its scanner", async () => {
    const res = await s.request("/api/v1/work/get-tickers-data", {
      method: "POST",
      cookie: user.cookie,
      json: { tickers: ["AAPL", "2222.SR", "NOPE"], selectedScanners: ["rocket", "dividend", "growth"] },
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({ tickerName: "AAPL", selectedScanner: "rocket" });
    expect(data[0].data[0].symbol).toBe("AAPL");
    expect(data[1].data[0].symbol).toBe("2222.SR");
    expect(data[2]).toEqual({ tickerName: "NOPE", selectedScanner: "growth", data: [] });
  });

  test("400 on bad bodies, 401 without a session", async () => {
    const post = (json: unknown, cookie: string | null = user.cookie) =>
      s.request("/api/v1/work/get-tickers-data", { method: "POST", cookie, json });
    expect((await post({ tickers: ["AAPL"], selectedScanners: ["nope"] })).status).toBe(400);
    expect((await post({ tickers: ["AAPL"], selectedScanners: [] })).status).toBe(400);
    expect((await post({ tickers: ["AAPL"], selectedScanners: ["rocket"], extra: 1 })).status).toBe(400);
    expect((await post({ tickers: "AAPL", selectedScanners: ["rocket"] })).status).toBe(400);
    expect((await post({ tickers: ["AAPL"], selectedScanners: ["rocket"] }, null)).status).toBe(401);
  });
});

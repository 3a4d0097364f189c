// Rocket Movers (GET /work/movers): each kind's order checked against the market state, per
// market; the limit; a bad parameter is a 400 naming it, in both languages; users only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { MOVER_KINDS, MOVERS_DEFAULT_LIMIT, MOVERS_MAX_LIMIT, type MoversResponse } from "../../src/shared/movers";
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

const get = (query: string, headers: Record<string, string> = {}) =>
  s.request(`/api/v1/work/movers?${query}`, { cookie: user.cookie, headers });

async function movers(query: string): Promise<MoversResponse> {
  const res = await get(query);
  expect(res.status).toBe(200);
  return (await res.json()) as MoversResponse;
}

/** Every ticker of a market in the state, with what the kinds rank by. */
function stateRows(market: "US" | "SA") {
  const st = s.services.market.state;
  const rows = [];
  for (let i = 0; i < st.n; i++) {
    if ((st.currencies[i] === "SAR" ? "SA" : "US") !== market || st.price[i]! <= 0) continue;
    rows.push({
      symbol: st.symbols[i]!,
      change: st.changePercent(i),
      volume: st.volume[i]!,
      value: st.price[i]! * st.volume[i]!,
      relative: st.avgVolume30[i]! > 0 ? st.volume[i]! / st.avgVolume30[i]! : 0,
      avg: st.avgVolume30[i]!,
    });
  }
  return rows;
}

const bySymbol = (a: { symbol: string }, b: { symbol: string }) =>
  a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0;

describe("movers", () => {
  for (const market of ["US", "SA"] as const) {
    test(`${market}: each kind is the state's top in its order`, async () => {
      const all = stateRows(market);
      const byId = new Map(all.map((r) => [r.symbol, r]));
      const expected = {
        losers: all
          .filter((r) => r.change < 0)
          .sort((a, b) => a.change - b.change || bySymbol(a, b))
          .map((r) => r.symbol),
        active: all
          .filter((r) => r.volume > 0)
          .sort((a, b) => b.volume - a.volume || bySymbol(a, b))
          .map((r) => r.symbol),
        value: all
          .filter((r) => r.volume > 0)
          .sort((a, b) => b.value - a.value || bySymbol(a, b))
          .map((r) => r.symbol),
        unusual: all
          .filter((r) => r.volume > 0 && r.avg > 0)
          .sort((a, b) => b.relative - a.relative || bySymbol(a, b))
          .map((r) => r.symbol),
      };
      for (const kind of MOVER_KINDS) {
        const body = await movers(`market=${market}&kind=${kind}`);
        expect(body.market).toBe(market);
        expect(body.kind).toBe(kind);
        expect(body.session.market).toBe(market);
        expect(body.rows.length).toBe(Math.min(MOVERS_DEFAULT_LIMIT, expected[kind].length));
        expect(body.rows.length).toBeGreaterThan(0);
        expect(body.rows.map((r) => r.symbol)).toEqual(expected[kind].slice(0, body.rows.length));
        for (const row of body.rows) {
          expect(row.currency).toBe(market === "SA" ? "SAR" : "USD");
          // The traded value is price × volume in the market's currency (rounded).
          expect(row.value).toBe(Math.round(byId.get(row.symbol)!.value));
          if (row.avgVolume > 0) expect(row.relativeVolume).toBeCloseTo(row.volume / row.avgVolume, 1);
        }
        if (kind === "losers") for (const row of body.rows) expect(row.changesPercentage).toBeLessThan(0);
      }
    });
  }

  test("limit: the first n of the same order, at most the maximum", async () => {
    const full = await movers(`market=US&kind=active&limit=${MOVERS_MAX_LIMIT}`);
    const five = await movers("market=US&kind=active&limit=5");
    expect(five.rows.map((r) => r.symbol)).toEqual(full.rows.slice(0, 5).map((r) => r.symbol));
    const one = await movers("market=US&kind=active&limit=1");
    expect(one.rows).toHaveLength(1);
  });

  test("a bad parameter is a 400 naming it, in English and Arabic", async () => {
    const cases: [string, string][] = [
      ["kind=active", "market"],
      ["market=EU&kind=active", "market"],
      ["market=US", "kind"],
      ["market=US&kind=gainers", "kind"],
      ["market=US&kind=active&limit=0", "limit"],
      ["market=US&kind=active&limit=51", "limit"],
      ["market=US&kind=active&limit=abc", "limit"],
      ["market=US&kind=active&limit=2.5", "limit"],
    ];
    for (const [query, field] of cases) {
      const en = await get(query, { "accept-language": "en" });
      expect(en.status).toBe(400);
      const body = (await en.json()) as { message: string; field: string; fields: string[] };
      expect(body.field).toBe(field);
      expect(body.message).toContain(field);
      const ar = await get(query, { "accept-language": "ar" });
      expect(ar.status).toBe(400);
      const arBody = (await ar.json()) as { message: string; field: string };
      expect(arBody.field).toBe(field);
      expect(arBody.message).toMatch(/[\u0600-\u06FF]/);
      expect(arBody.message).not.toBe(body.message);
    }
  });

  test("401 without a session", async () => {
    const res = await s.request("/api/v1/work/movers?market=US&kind=losers", { cookie: null });
    expect(res.status).toBe(401);
  });
});

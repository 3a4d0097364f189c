// Recommendation outcomes from prices (src/server/admin/recommendation-outcome.ts): the target or
// the stop, whichever is reached first since the recommendation was made; in one session that
// reaches both, the stop. Then through the API on SQLite, and PostgreSQL when set: the tracking of
// each recommendation read, the outcome kept once reached, and rows older than the outcome columns.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { recommendationOutcome } from "../../src/server/admin/recommendation-outcome";
import type { Recommendation } from "../../src/shared/recommendation";
import type { DailyBar } from "../../src/shared/ticker";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

const bar = (t: string, h: number, l: number): DailyBar => ({ t, o: (h + l) / 2, h, l, c: (h + l) / 2, v: 1000 });
const levels = { targets: [120, 110, 130, 140, 150], stopLoss: 90 };
const quiet = { day: "2026-03-10", high: 101, low: 99, price: 100 };

describe("recommendationOutcome", () => {
  test("target hit: the first session whose high reaches the lowest target", () => {
    const bars = [bar("2026-03-02", 105, 95), bar("2026-03-03", 111, 100), bar("2026-03-04", 80, 70)];
    expect(recommendationOutcome(levels, { bars, createdDay: "2026-03-01", today: quiet })).toEqual({
      status: "target",
      day: "2026-03-03",
      price: 110,
    });
  });

  test("stop hit: the first session whose low reaches the stop", () => {
    const bars = [bar("2026-03-02", 105, 95), bar("2026-03-03", 104, 89.5), bar("2026-03-04", 130, 100)];
    expect(recommendationOutcome(levels, { bars, createdDay: "2026-03-01", today: quiet })).toEqual({
      status: "stop",
      day: "2026-03-03",
      price: 90,
    });
  });

  test("neither: open", () => {
    const bars = [bar("2026-03-02", 109.99, 90.01), bar("2026-03-03", 105, 95)];
    expect(recommendationOutcome(levels, { bars, createdDay: "2026-03-01", today: quiet })).toBeNull();
  });

  test("both in one session: daily bars cannot order them, the stop counts", () => {
    const bars = [bar("2026-03-02", 105, 95), bar("2026-03-03", 112, 88)];
    expect(recommendationOutcome(levels, { bars, createdDay: "2026-03-01", today: quiet })?.status).toBe("stop");
  });

  test("prices from before the recommendation do not count: its own session's range, earlier bars", () => {
    const bars = [bar("2026-02-27", 200, 10), bar("2026-03-02", 200, 10)];
    const today = { day: "2026-03-02", high: 200, low: 10, price: 100 };
    // Made during the 2 March session: its high and low may be from before; only the price now counts.
    expect(recommendationOutcome(levels, { bars, createdDay: "2026-03-02", today })).toBeNull();
    expect(recommendationOutcome(levels, { bars, createdDay: "2026-03-02", today: { ...today, price: 110 } })).toEqual({
      status: "target",
      day: "2026-03-02",
      price: 110,
    });
  });

  test("published when the exchange is closed (a holiday): a hit by the price now is dated that day", () => {
    // Thanksgiving 2026: the last session is 25 November, the recommendation is from the 26th.
    const today = { day: "2026-11-25", high: 200, low: 10, price: 111 };
    expect(recommendationOutcome(levels, { bars: [], createdDay: "2026-11-26", today })).toEqual({
      status: "target",
      day: "2026-11-26",
      price: 110,
    });
  });

  test("the running session counts with its range when the recommendation is older", () => {
    const today = { day: "2026-03-05", high: 100.5, low: 89, price: 95 };
    expect(recommendationOutcome(levels, { bars: [], createdDay: "2026-03-01", today })).toEqual({
      status: "stop",
      day: "2026-03-05",
      price: 90,
    });
  });
});

describe(`recommendation tracking on ${TEST_DB}`, () => {
  let s: TestServer;
  let admin: TestAccount;
  let user: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    admin = await testUser(s.services, "admin");
    user = await testUser(s.services);
    await s.services.market.step();
  });
  afterAll(() => s.close());

  const call = async (method: string, path: string, who: TestAccount, json?: unknown) => {
    const res = await s.request(`/api/v1${path}`, {
      method,
      cookie: who.cookie,
      headers: { origin: ORIGIN, "content-type": "application/json" },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const listed = async (id: string) =>
    ((await call("GET", "/work/recommendations", user)).body.recommendations as Recommendation[]).find(
      (r) => r.id === id,
    )!;
  const state = () => s.services.market.state;

  function around(price: number) {
    const p = (f: number) => Math.round(price * f * 100) / 100;
    return {
      entries: [p(1), p(0.99), p(0.98), p(0.97)],
      targets: [p(1.1), p(1.2), p(1.3), p(1.4), p(1.5)],
      targetColors: ["none", "none", "none", "none", "none"],
      stopLoss: p(0.9),
      percentageAchieved: 50,
    };
  }

  test("open with the price now, its currency and the change since; target hit today, kept after", async () => {
    const symbol = "MSFT";
    const i = state().index.get(symbol)!;
    const price = state().price[i]!;
    const created = await call("POST", "/admin/recommendations", admin, { symbol, ...around(price) });
    expect(created.status).toBe(201);
    const id = (created.body.recommendation as Recommendation).id;
    expect(created.body.recommendation).not.toHaveProperty("percentageAchieved");
    expect((created.body.recommendation as Recommendation).tracking).toMatchObject({
      status: "open",
      changePercent: 0,
    });

    let rec = await listed(id);
    expect(rec.tracking).toMatchObject({
      currency: "USD",
      status: "open",
      changePercent: 0,
      target: around(price).targets[0],
      timeZone: "America/New_York",
    });
    expect(rec.tracking!.day).toBeUndefined();

    // The price rises 12 %: past the first target (+10 %).
    state().price[i] = price * 1.12;
    rec = await listed(id);
    expect(rec.tracking).toMatchObject({ status: "target" });
    expect(rec.tracking!.changePercent!).toBeCloseTo(12, 0);
    const day = rec.tracking!.day!;
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Falling through the stop later does not change what happened first.
    state().price[i] = price * 0.5;
    rec = await listed(id);
    expect(rec.tracking).toMatchObject({ status: "target", day });
    expect(rec.tracking!.changePercent!).toBeCloseTo(-50, 0);
    state().price[i] = price;
  });

  test("stop hit, on the Saudi exchange's clock", async () => {
    const symbol = "2222.SR";
    const i = state().index.get(symbol)!;
    const price = state().price[i]!;
    const id = (
      (await call("POST", "/admin/recommendations", admin, { symbol, ...around(price) })).body
        .recommendation as Recommendation
    ).id;
    state().price[i] = price * 0.85;
    const rec = await listed(id);
    expect(rec.tracking).toMatchObject({ status: "stop", currency: "SAR", timeZone: "Asia/Riyadh" });
    // The reference is the price as shown (2 decimals), so the change is -15 % within that rounding.
    expect(rec.tracking!.changePercent!).toBeCloseTo(-15, 0);
    state().price[i] = price;
  });

  test("an old recommendation: its sessions since are read, first reached wins", async () => {
    const symbol = "AAPL";
    const i = state().index.get(symbol)!;
    const bars = await s.services.market.tickers.bars(i, 40);
    expect(bars.length).toBe(40);
    const createdDay = bars[9]!.t;
    const after = bars.slice(10);
    // A target just at the highest high since: reached on the first session with that high.
    const target = Math.max(...after.map((b) => b.h));
    const hit = after.find((b) => b.h >= target)!;
    const createdAt = Date.parse(`${createdDay}T16:00:00Z`);
    const id = crypto.randomUUID();
    // A row as written before the outcome columns: no reference price, the admin's percentage.
    await s.services.db.sql`INSERT INTO recommendations (id, symbol, entries, targets, target_colors, stop_loss,
      percentage_achieved, created_by, created_at) VALUES (${id}, ${symbol}, ${"[1,1,1,1]"},
      ${JSON.stringify([target, target + 1, target + 2, target + 3, target + 4])},
      ${JSON.stringify(["none", "none", "none", "none", "none"])}, ${0.01}, ${40}, ${admin.id}, ${createdAt})`;
    const rec = await listed(id);
    expect(rec).not.toHaveProperty("percentageAchieved");
    expect(rec.tracking).toMatchObject({ status: "target", day: hit.t, referencePrice: null, changePercent: null });
    const rows = await s.services.db.sql`SELECT outcome, outcome_day FROM recommendations WHERE id = ${id}`;
    expect(rows[0]).toEqual({ outcome: "target", outcome_day: hit.t });
  });
});

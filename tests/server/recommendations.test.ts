// Recommendations: admins publish, list and delete (/admin/recommendations), users read
// (/work/recommendations); validation of every field. SQLite, and PostgreSQL when set.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Recommendation } from "../../src/shared/recommendation";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

const valid = {
  symbol: "AAPL",
  entries: [190.5, 189, 187.25, 185],
  targets: [195, 199.9, 205, 210, 220],
  targetColors: ["green", "red", "gray", "none", "none"],
  stopLoss: 180,
  percentageAchieved: 12.5,
};

describe(`recommendations on ${TEST_DB}`, () => {
  let s: TestServer;
  let admin: TestAccount;
  let user: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    admin = await testUser(s.services, "admin");
    user = await testUser(s.services);
  });
  afterAll(() => s.close());

  const call = async (method: string, path: string, who: TestAccount | null, json?: unknown, lang = "en") => {
    const res = await s.request(`/api/v1${path}`, {
      method,
      cookie: who?.cookie ?? null,
      headers: { "accept-language": lang, origin: ORIGIN, "content-type": "application/json" },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const publish = (body: unknown) => call("POST", "/admin/recommendations", admin, body);

  test("an admin publishes; users and admins read it back, newest first", async () => {
    const first = await publish(valid);
    expect(first.status).toBe(201);
    const rec = first.body.recommendation as Recommendation;
    // The admin's percentageAchieved is accepted and not kept: the outcome is computed from prices.
    const { percentageAchieved: _typed, ...kept } = valid;
    expect(rec).toEqual({
      ...kept,
      id: expect.any(String),
      createdAt: s.clock.now,
      tracking: expect.anything(),
    } as Recommendation);
    s.clock.advance(1000);
    const second = (await publish({ ...valid, symbol: "2222.SR", percentageAchieved: 0 })).body
      .recommendation as Recommendation;
    for (const [path, who] of [
      ["/work/recommendations", user],
      ["/admin/recommendations", admin],
      ["/work/recommendations", admin],
    ] as const) {
      const { status, body } = await call("GET", path, who);
      expect(status).toBe(200);
      const list = body.recommendations as Recommendation[];
      expect(list.map((r) => r.id).slice(0, 2)).toEqual([second.id, rec.id]);
      expect(list[1]).toMatchObject(rec);
      expect(list[1]).toHaveProperty("tracking");
    }
  });

  test("roles: 401 without a session, 403 for users and partners on /admin", async () => {
    const partner = await testPartner(s.services);
    expect((await call("GET", "/work/recommendations", null)).status).toBe(401);
    expect((await call("GET", "/work/recommendations", partner)).status).toBe(403);
    for (const who of [null, user, partner]) {
      const expected = who ? 403 : 401;
      expect((await call("GET", "/admin/recommendations", who)).status).toBe(expected);
      expect((await call("POST", "/admin/recommendations", who, valid)).status).toBe(expected);
      expect((await call("DELETE", "/admin/recommendations/x", who)).status).toBe(expected);
    }
  });

  test("every field is validated", async () => {
    const bad: [string, unknown][] = [
      ["symbol", { ...valid, symbol: "" }],
      ["symbol", { ...valid, symbol: "aapl" }],
      ["symbol", { ...valid, symbol: "AA PL" }],
      ["entries", { ...valid, entries: [1, 2, 3] }],
      ["entries", { ...valid, entries: [1, 2, 3, 4, 5] }],
      ["entries.0", { ...valid, entries: [0, 2, 3, 4] }],
      ["entries.1", { ...valid, entries: [1, -2, 3, 4] }],
      // A numeric string is read as its number (tests/server/digits.test.ts); one that is none is refused.
      ["entries.2", { ...valid, entries: [1, 2, "3x", 4] }],
      ["targets", { ...valid, targets: [1, 2, 3, 4] }],
      ["targets.4", { ...valid, targets: [1, 2, 3, 4, 0] }],
      ["targetColors", { ...valid, targetColors: ["green", "red", "gray", "none"] }],
      ["targetColors.0", { ...valid, targetColors: ["blue", "red", "gray", "none", "none"] }],
      ["stopLoss", { ...valid, stopLoss: 0 }],
      ["stopLoss", { ...valid, stopLoss: null }],
      ["percentageAchieved", { ...valid, percentageAchieved: -0.1 }],
      ["percentageAchieved", { ...valid, percentageAchieved: 100.01 }],
      ["body", { ...valid, extra: true }],
    ];
    for (const [field, body] of bad) {
      const { status, body: res } = await publish(body);
      expect([field, status, res.code]).toEqual([field, 400, "invalid_input"]);
      if (field !== "body") expect((res.fields as string[]).some((f) => f.startsWith(field))).toBe(true);
    }
    for (const percentageAchieved of [0, 100])
      expect((await publish({ ...valid, percentageAchieved })).status).toBe(201);
  });

  test("a long recommendation keeps stop loss < entries < targets: 400 naming the field, in en and ar", async () => {
    const before = (await call("GET", "/admin/recommendations", admin)).body.recommendations as Recommendation[];
    const stop = await publish({ ...valid, stopLoss: 186 });
    expect([stop.status, stop.body.code, stop.body.field, stop.body.message]).toEqual([
      400,
      "recommendation_stop_loss_order",
      "stopLoss",
      "The stop loss must be below every entry of a long recommendation.",
    ]);
    const target = await call(
      "POST",
      "/admin/recommendations",
      admin,
      { ...valid, targets: [195, 180, 205, 190, 220] },
      "ar",
    );
    expect([target.status, target.body.code, target.body.field, target.body.message]).toEqual([
      400,
      "recommendation_target_order",
      "targets.1",
      "يجب أن يكون الهدف 2 أعلى من جميع نقاط الدخول في توصية الشراء.",
    ]);
    // Both wrong: the first field of the form is named.
    const both = await publish({ ...valid, stopLoss: 300, targets: [1, 2, 3, 4, 5] });
    expect([both.status, both.body.field]).toEqual([400, "stopLoss"]);
    // Equal to the highest entry is not above it.
    expect((await publish({ ...valid, targets: [190.5, 199.9, 205, 210, 220] })).body.field).toBe("targets.0");
    // Nothing refused was stored.
    const after = (await call("GET", "/admin/recommendations", admin)).body.recommendations as Recommendation[];
    expect(after.length).toBe(before.length);
  });

  test("the symbol must be in the market when a market is wired in", async () => {
    s.services.knownSymbol = (symbol) => symbol === "AAPL";
    try {
      const { status, body } = await publish({ ...valid, symbol: "ZZZZ" });
      expect([status, body.code, body.message, body.fields]).toEqual([
        400,
        "recommendation_symbol_unknown",
        "ZZZZ is not a known ticker.",
        ["symbol"],
      ]);
      expect((await publish(valid)).status).toBe(201);
    } finally {
      delete s.services.knownSymbol;
    }
  });

  test("delete: 200, then 404; users see it gone", async () => {
    const rec = (await publish({ ...valid, symbol: "MSFT" })).body.recommendation as Recommendation;
    const del = await call("DELETE", `/admin/recommendations/${rec.id}`, admin);
    expect([del.status, del.body.id]).toEqual([200, rec.id]);
    const again = await call("DELETE", `/admin/recommendations/${rec.id}`, admin, undefined, "ar");
    expect([again.status, again.body.code, again.body.message]).toEqual([
      404,
      "recommendation_not_found",
      "هذه التوصية غير موجودة.",
    ]);
    const list = (await call("GET", "/work/recommendations", user)).body.recommendations as Recommendation[];
    expect(list.some((r) => r.id === rec.id)).toBe(false);
  });
});

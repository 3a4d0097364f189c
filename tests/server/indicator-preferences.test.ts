// The chart's indicator preference (docs/api.md, "Chart indicators"): GET and PUT of a user's
// own row, validation naming the field in both languages, and no access for partners or
// strangers. On SQLite, and on PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { deleteAccount } from "../../src/server/account/service";
import { indicatorPreferencesData } from "../../src/server/preferences/indicator-preferences-store";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

describe(`indicator preferences on ${TEST_DB}`, () => {
  let s: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    alice = await testUser(s.services);
    bob = await testUser(s.services);
  });
  afterAll(() => s.close());

  const call = async (method: "GET" | "PUT", who: TestAccount | null, json?: unknown, lang = "en") => {
    const res = await s.request("/api/v1/work/preferences/indicators", {
      method,
      cookie: who?.cookie ?? null,
      headers: { "accept-language": lang, origin: ORIGIN, "content-type": "application/json" },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  test("a user who never chose reads null", async () => {
    expect(await call("GET", alice)).toEqual({ status: 200, body: { indicators: null } });
  });

  test("PUT replaces the whole choice, answered and read back in the chart's order", async () => {
    const put = await call("PUT", alice, { indicators: ["macd", "rsi", "sma50"] });
    expect(put).toEqual({ status: 200, body: { indicators: ["sma50", "rsi", "macd"] } });
    expect((await call("GET", alice)).body).toEqual({ indicators: ["sma50", "rsi", "macd"] });
    await call("PUT", alice, { indicators: ["bb"] });
    expect((await call("GET", alice)).body).toEqual({ indicators: ["bb"] });
  });

  test("an empty choice is kept as a choice (not the defaults)", async () => {
    await call("PUT", bob, { indicators: [] });
    expect((await call("GET", bob)).body).toEqual({ indicators: [] });
  });

  test("each user reads and writes only their own row", async () => {
    await call("PUT", alice, { indicators: ["volume"] });
    await call("PUT", bob, { indicators: ["rsi"] });
    expect((await call("GET", alice)).body).toEqual({ indicators: ["volume"] });
    expect((await call("GET", bob)).body).toEqual({ indicators: ["rsi"] });
  });

  test("unknown, repeated, wrongly typed or extra values are a 400 naming the field, in the caller's language", async () => {
    const bad: [unknown, string][] = [
      [{ indicators: ["rsi", "ichimoku"] }, "indicators.1"],
      [{ indicators: ["rsi", "rsi"] }, "indicators"],
      [{ indicators: "rsi" }, "indicators"],
      [{}, "indicators"],
      [{ indicators: ["rsi"], user: "someone-else" }, "user"],
    ];
    for (const [body, field] of bad) {
      const { status, body: answer } = await call("PUT", alice, body);
      expect(status).toBe(400);
      expect(answer.code).toBe("invalid_input");
      expect(answer.field).toBe(field);
    }
    const en = await call("PUT", alice, { indicators: ["ichimoku"] });
    expect(String(en.body.message)).toContain("Chart indicators");
    const ar = await call("PUT", alice, { indicators: ["ichimoku"] }, "ar");
    expect(String(ar.body.message)).toContain("مؤشرات الرسم البياني");
    // The refused calls changed nothing.
    expect((await call("GET", alice)).body).toEqual({ indicators: ["volume"] });
  });

  test("without a session 401; a partner session 403", async () => {
    const partner = await testPartner(s.services);
    for (const method of ["GET", "PUT"] as const) {
      expect((await call(method, null, method === "PUT" ? { indicators: [] } : undefined)).status).toBe(401);
      expect((await call(method, partner, method === "PUT" ? { indicators: [] } : undefined)).status).toBe(403);
    }
  });

  test("deleting the account deletes the row", async () => {
    const carol = await testUser(s.services);
    await call("PUT", carol, { indicators: ["macd"] });
    const owner = { id: carol.id, email: carol.email };
    expect(await indicatorPreferencesData.rows(s.services.db.sql, owner, s.services.db)).toEqual([
      { indicators: ["macd"], updatedAt: expect.any(Number) },
    ]);
    await deleteAccount(s.services, owner);
    expect(await indicatorPreferencesData.count(s.services.db.sql, owner, s.services.db)).toBe(0);
  });
});

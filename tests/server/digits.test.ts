// Numbers and codes that arrive as strings are read with the client's rules (src/shared/digits.ts):
// an API client sending "١٢٣٫٥" gets what "123.5" (or 123.5) gets, in every numeric field the
// API has: alert values, recommendation prices, screener bounds and pages, page query
// parameters, and the e-mailed codes (registration, password reset, account deletion). Unreadable strings are refused naming the field.
// SQLite, and PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { MemoryMailer } from "../../src/server/mail/mailer";
import type { Alert } from "../../src/shared/alerts";
import type { Recommendation } from "../../src/shared/recommendation";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

const ARABIC = "٠١٢٣٤٥٦٧٨٩";
const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
/** A Latin number written in Arabic-Indic (or Eastern Arabic-Indic) digits with the Arabic separators. */
const inScript = (latin: string, digits = ARABIC) =>
  latin
    .replace(/[0-9]/g, (d) => digits[Number(d)]!)
    .replace(".", "٫")
    .replace("-", "\u2212");

describe(`numbers in Arabic-Indic digits through the API on ${TEST_DB}`, () => {
  let s: TestServer;
  let user: TestAccount;
  let admin: TestAccount;
  let partner: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    await s.services.market.init();
    s.services.knownSymbol = (symbol) => s.services.market.state.index.has(symbol);
    await s.services.market.step();
    user = await testUser(s.services);
    admin = await testUser(s.services, "admin");
    partner = await testPartner(s.services);
  });
  afterAll(() => s.close());

  const call = async (method: string, path: string, who: TestAccount | null, json?: unknown, lang = "en") => {
    const res = await s.request(`/api/v1${path}`, {
      method,
      cookie: who?.cookie ?? null,
      headers: {
        "accept-language": lang,
        origin: ORIGIN,
        ...(method === "GET" ? {} : { "content-type": "application/json" }),
      },
      ...(json === undefined ? {} : { json }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  test("an alert value: 123.5, '123.5', '١٢٣٫٥' and '۱۲۳٫۵' are the same alert; '١٢x' is refused naming value", async () => {
    const values: unknown[] = [123.5, "123.5", inScript("123.5"), inScript("123.5", PERSIAN)];
    for (const value of values) {
      const res = await call("POST", "/work/alerts", user, {
        symbol: "AAPL",
        kind: "priceAbove",
        value,
        channels: ["app"],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((res.body.alert as Alert).value).toBe(123.5);
      await call("DELETE", `/work/alerts/${(res.body.alert as Alert).id}`, user);
    }
    const negative = await call("POST", "/work/alerts", user, {
      symbol: "AAPL",
      kind: "changeBelow",
      value: inScript("-5"),
      channels: ["app"],
    });
    expect(negative.status, JSON.stringify(negative.body)).toBe(201);
    expect((negative.body.alert as Alert).value).toBe(-5);
    for (const lang of ["en", "ar"]) {
      const bad = await call(
        "POST",
        "/work/alerts",
        user,
        { symbol: "AAPL", kind: "priceAbove", value: "١٢x", channels: ["app"] },
        lang,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe("value");
      expect(String(bad.body.message)).toMatch(lang === "ar" ? /[\u0600-\u06ff]/ : /number/i);
    }
  });

  test("a recommendation's prices as Arabic-Indic strings publish the same numbers; the percentage is checked alike", async () => {
    const latin = {
      symbol: "MSFT",
      entries: ["410.5", "405", "400", "395"],
      targets: ["420", "430", "440", "450", "460"],
      targetColors: ["green", "red", "gray", "none", "none"],
      stopLoss: "380",
      percentageAchieved: "12.5",
    };
    const arabic = {
      ...latin,
      entries: latin.entries.map((e) => inScript(e)),
      targets: latin.targets.map((t) => inScript(t, PERSIAN)),
      stopLoss: inScript(latin.stopLoss),
      percentageAchieved: inScript(latin.percentageAchieved),
    };
    const res = await call("POST", "/admin/recommendations", admin, arabic);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rec = res.body.recommendation as Recommendation;
    expect(rec.entries).toEqual([410.5, 405, 400, 395]);
    expect(rec.targets).toEqual([420, 430, 440, 450, 460]);
    expect(rec.stopLoss).toBe(380);
    // Refused the same in both scripts: a percentage above 100 and a price that is no number.
    for (const body of [
      { ...arabic, percentageAchieved: inScript("140") },
      { ...latin, percentageAchieved: "140" },
    ]) {
      const refused = await call("POST", "/admin/recommendations", admin, body);
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe("percentageAchieved");
    }
    const unreadable = await call("POST", "/admin/recommendations", admin, { ...arabic, stopLoss: "٣٨٠؟" });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.field).toBe("stopLoss");
  });

  test("screener bounds and page as Arabic-Indic strings run the same screen as numbers", async () => {
    const screen = (min: unknown, max: unknown, page: unknown) => ({
      market: "US",
      filters: [{ field: "price", min, max }],
      sort: { field: "price", dir: "asc" },
      page,
    });
    const numbers = await call("POST", "/partner/screener/run", partner, screen(20, 300.5, 2));
    expect(numbers.status, JSON.stringify(numbers.body)).toBe(200);
    const arabic = await call(
      "POST",
      "/partner/screener/run",
      partner,
      screen(inScript("20"), inScript("300.5", PERSIAN), "٢"),
    );
    expect(arabic.status, JSON.stringify(arabic.body)).toBe(200);
    expect(arabic.body).toEqual(numbers.body);
    const bad = await call("POST", "/partner/screener/run", partner, screen("٢٠x", null, 1));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe("filters.0.min");
  });

  test("page query parameters: page=٢ is page 2 (scanners, partner calendars, insights); page=٠ is refused", async () => {
    for (const path of [
      "/work/investment/rocket?page=",
      "/partner/event/stock-splits?page=",
      "/partner/events/moving-average?market=US&page=",
    ]) {
      const who = path.startsWith("/work") ? user : partner;
      const latin = await call("GET", `${path}2`, who);
      const arabic = await call("GET", `${path}${encodeURIComponent("٢")}`, who);
      expect(arabic.status, path).toBe(latin.status);
      expect(arabic.body, path).toEqual(latin.body);
      expect((await call("GET", `${path}${encodeURIComponent("٠")}`, who)).status, path).toBe(400);
    }
  });

  test("a password-reset code and an account-deletion code typed in Arabic-Indic digits are accepted", async () => {
    const codeMailedTo = (email: string) =>
      /^(\d{6})$/m.exec((s.services.mailer as MemoryMailer).sent.findLast((m) => m.to === email)?.text ?? "")?.[1] ??
      "";
    const resetting = await testUser(s.services);
    const post = (path: string, json: unknown) => s.request(`/api/v1/auth/${path}`, { method: "POST", json });
    expect((await post("password-reset/request", { email: resetting.email })).status).toBe(200);
    const resetCode = codeMailedTo(resetting.email);
    expect(resetCode).toMatch(/^\d{6}$/);
    const verified = await post("password-reset/verify", {
      email: resetting.email,
      code: inScript(resetCode, PERSIAN),
    });
    expect(verified.status, await verified.clone().text()).toBe(200);
    expect(((await verified.json()) as { token: string }).token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const leaving = await testUser(s.services);
    expect((await call("POST", "/account/delete-code", leaving, {})).status).toBe(200);
    const deleteCode = codeMailedTo(leaving.email);
    expect(deleteCode).toMatch(/^\d{6}$/);
    const deleted = await call("POST", "/account/delete", leaving, { code: inScript(deleteCode) });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });

  test("the e-mailed code typed in Arabic-Indic digits verifies the registration", async () => {
    const email = `digits-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const post = (path: string, json: unknown) =>
      s.request(`/api/v1/auth/${path}`, { method: "POST", json, headers: { "accept-language": "ar" } });
    expect((await post("register", { firstName: "Rana", email, password: "a long enough passphrase" })).status).toBe(
      201,
    );
    const mail = (s.services.mailer as MemoryMailer).sent.findLast((m) => m.to === email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    // A five-digit code is still refused as a wrong format, in either script.
    expect((await post("verify-otp", { email, otp: inScript(code.slice(1)) })).status).toBe(400);
    const res = await post("verify-otp", { email, otp: inScript(code) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(email);
  });
});

// The account page's calls (docs/api.md, "Account") on SQLite, or on PostgreSQL with TEST_DB=postgres
// (and, with TEST_REDIS_URL, two instances sharing PostgreSQL and Redis for the limits).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NOT_USER_DATA, type Owner, USER_DATA } from "../../src/server/account/service";
import { createSession } from "../../src/server/auth/sessions";
import { loadConfig } from "../../src/server/config";
import { type Db, openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import type { MemoryMailer } from "../../src/server/mail/mailer";
import type { Services } from "../../src/server/services";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type ChildServer, startServer } from "../helpers/child-server";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";

const PASSWORD = "correct horse battery";

let s: TestServer;
beforeEach(async () => {
  s = await testServer();
});
afterEach(async () => {
  await s.close();
});

const mails = () => (s.services.mailer as MemoryMailer).sent;

/** A verified user whose password is PASSWORD, with a session. */
async function owner(services: Services = s.services): Promise<TestAccount> {
  const user = await testUser(services);
  const hash = await Bun.password.hash(PASSWORD, { algorithm: "argon2id" });
  await services.db.sql`UPDATE users SET password_hash = ${hash} WHERE id = ${user.id}`;
  return user;
}

const call = (
  path: string,
  cookie: string,
  init: { method?: string; json?: unknown; ip?: string; lang?: string } = {},
) =>
  s.request(`/api/v1${path}`, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    cookie,
    ...(init.json === undefined ? {} : { json: init.json }),
    ...(init.ip ? { ip: init.ip } : {}),
    headers: init.lang ? { "accept-language": init.lang } : {},
  });

/** Every table of the schema with its columns, on either dialect. */
async function schemaTables(db: Db): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (db.dialect === "postgres") {
    const rows = await db.sql`SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`;
    for (const r of rows) out.set(r.table_name, [...(out.get(r.table_name) ?? []), r.column_name]);
    return out;
  }
  const tables = await db.sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`;
  for (const { name } of tables) {
    const columns = await db.sql`SELECT name FROM pragma_table_info(${name})`;
    out.set(
      name,
      columns.map((c: { name: string }) => c.name),
    );
  }
  return out;
}

/** One row (or more) of the user in every table of USER_DATA, the way the app writes them. */
async function seed(services: Services, user: TestAccount): Promise<void> {
  const { sql } = services.db;
  const now = services.now();
  const listId = crypto.randomUUID();
  const alertId = crypto.randomUUID();
  const triggerId = crypto.randomUUID();
  const token = await createSession(services, "user", user.id);
  const tokenHash = new Bun.CryptoHasher("sha256").update(token).digest("hex");
  await sql`INSERT INTO otp_codes (user_id, code_hash, created_at, expires_at, attempts, purpose)
    VALUES (${user.id}, 'h', ${now}, ${now + 300_000}, 0, 'sign_in')`;
  await sql`INSERT INTO auth_events (id, at, event, subject_kind, subject_id, email, ip)
    VALUES (${crypto.randomUUID()}, ${now}, 'login_ok', 'user', ${user.id}, ${user.email}, '198.51.100.7')`;
  await sql`INSERT INTO rate_limits (key, window_start, count) VALUES (${`login-fail:user:${user.email}|all`}, ${now}, 2)`;
  await sql`INSERT INTO watchlists (id, user_id, name, name_key, position, created_at)
    VALUES (${listId}, ${user.id}, 'Tech', 'tech', 0, ${now})`;
  await sql`INSERT INTO watchlist_tickers (watchlist_id, ticker_name, scanner, position, added_at)
    VALUES (${listId}, 'AAPL', 'rocket', 0, ${now})`;
  await sql`INSERT INTO alerts (id, user_id, symbol, kind, value, note, channels, status, arming, created_at, updated_at)
    VALUES (${alertId}, ${user.id}, 'AAPL', 'priceAbove', 1, 'note', '["app","email"]', 'active', 1, ${now}, ${now})`;
  await sql`INSERT INTO alert_triggers (id, alert_id, arming, user_id, symbol, kind, value, price, tick_at, created_at)
    VALUES (${triggerId}, ${alertId}, 0, ${user.id}, 'AAPL', 'priceAbove', 1, 2, ${now}, ${now})`;
  await sql`INSERT INTO alert_deliveries (trigger_id, channel, status, attempts, next_at)
    VALUES (${triggerId}, 'email', 'delivered', 1, ${now})`;
  await sql`INSERT INTO alert_mail_budget (user_id, window_start, sent, held) VALUES (${user.id}, ${now}, 1, 0)`;
  await sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
    VALUES (${tokenHash}, ${user.id}, 'https://fcm.googleapis.com/fcm/send/secret-device-id', 'k', 'a', ${now})`;
  await sql`INSERT INTO recommendations (id, symbol, entries, targets, target_colors, stop_loss, percentage_achieved, created_by, created_at)
    VALUES (${crypto.randomUUID()}, 'AAPL', '[1,2,3,4]', '[1,2,3,4,5]', '["none","none","none","none","none"]', 1, 0, ${user.id}, ${now})`;
  const portfolioId = crypto.randomUUID();
  await sql`INSERT INTO password_resets (user_id, code_hash, link_hash, sealed, created_at, sent_at, expires_at, attempts)
    VALUES (${user.id}, 'h', ${`l-${user.id}`}, 's', ${now}, ${now}, ${now + 300_000}, 0)`;
  await sql`INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at)
    VALUES (${`t-${user.id}`}, ${user.id}, ${now}, ${now + 600_000})`;
  await sql`INSERT INTO portfolios (id, user_id, name, base_currency, cost_method, version, created_at, updated_at)
    VALUES (${portfolioId}, ${user.id}, 'Main', 'SAR', 'average', 1, ${now}, ${now})`;
  await sql`INSERT INTO portfolio_transactions (id, portfolio_id, seq, type, day, symbol, quantity, price, fees, currency, created_at)
    VALUES (${crypto.randomUUID()}, ${portfolioId}, 1, 'buy', '2026-11-02', '2222.SR', 10, 27.5, 0, 'SAR', ${now})`;
  await sql`INSERT INTO portfolio_holdings (portfolio_id, symbol, zakat_method, updated_at)
    VALUES (${portfolioId}, '2222.SR', 'trading', ${now})`;
  await sql`INSERT INTO indicator_preferences (user_id, indicators, updated_at) VALUES (${user.id}, 'rsi,macd', ${now})`;
  await sql`INSERT INTO shariah_alerts (id, user_id, symbol, quarter, previous_quarter, previous_status, status, test,
      previous_value, value, threshold, changed_on, sell_by, purification, currency, held, email_status, push_status, created_at)
    VALUES (${crypto.randomUUID()}, ${user.id}, '2222.SR', '2026Q3', '2026Q2', 'compliant', 'non-compliant', 'debt',
      29.5, 30.5, 30, '2026-11-14', '2027-02-12', 1.25, 'SAR', 1, 'delivered', 'none', ${now})`;
  await sql`INSERT INTO zakat_profiles (user_id, hawl_hijri, nisab_basis, currency, purification_method, cash, gold_grams,
      silver_grams, receivables, debts, updated_at)
    VALUES (${user.id}, '1448-09-01', 'silver', 'SAR', 'aaoifi21', 1000, 10, 0, 0, 250, ${now})`;
  await sql`INSERT INTO zakat_snapshots (user_id, hijri_year, hawl_hijri, date, currency, total, due, report, created_at)
    VALUES (${user.id}, 1447, '1447-09-01', '2026-02-18', 'SAR', 0, 0, '{"total":0}', ${now})`;
  await sql`INSERT INTO zakat_reminders_sent (user_id, hijri_year, days_before, hawl_date, email_status, push_status,
      sent_at) VALUES (${user.id}, 1448, 30, '2027-02-08', 'delivered', 'none', ${now})`;
  await sql`INSERT INTO symbol_notes (id, user_id, symbol, body, created_at, updated_at)
    VALUES (${crypto.randomUUID()}, ${user.id}, 'AAPL', 'Earnings on Thursday', ${now}, ${now})`;
  const ticketId = crypto.randomUUID();
  const messageId = crypto.randomUUID();
  await sql`INSERT INTO tickets (id, user_id, subject, category, status, assignee_id, created_at, updated_at)
    VALUES (${ticketId}, ${user.id}, 'Prices stopped', 'data', 'open', NULL, ${now}, ${now})`;
  await sql`INSERT INTO ticket_messages (id, ticket_id, seq, author_id, author_role, body, created_at)
    VALUES (${messageId}, ${ticketId}, 0, ${user.id}, 'user', 'The table stopped', ${now})`;
  await sql`INSERT INTO ticket_images (id, ticket_id, message_id, position, content_type, width, height, size, data, created_at)
    VALUES (${crypto.randomUUID()}, ${ticketId}, ${messageId}, 0, 'image/png', 1, 1, 3, ${new Uint8Array([1, 2, 3])}, ${now})`;
  await services.alerts?.changed(alertId);
}

async function counts(services: Services, who: Owner): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const entry of USER_DATA) out[entry.table] = await entry.count(services.db.sql, who, services.db);
  return out;
}

describe("every table is accounted for", () => {
  test("each table of the schema is user data (exported, deleted) or named as not user data", async () => {
    const tables = await schemaTables(s.services.db);
    const known = new Set([...USER_DATA.map((e) => e.table), ...Object.keys(NOT_USER_DATA)]);
    const missing = [...tables.keys()].filter((t) => !known.has(t)).sort();
    // A new table: add it to USER_DATA (src/server/account/service.ts) and to seed() here, or to NOT_USER_DATA.
    expect(missing).toEqual([]);
    for (const entry of USER_DATA) expect(tables.has(entry.table)).toBe(true);
  });

  test("no table with a user's column is called not user data", async () => {
    const tables = await schemaTables(s.services.db);
    const userColumns = /^(user_id|subject_id|created_by|email)$/;
    const wrong = Object.keys(NOT_USER_DATA).filter(
      // Partner accounts and their team's members are the partner's, not users, and so are their
      // e-mailed sign-in links; a partner's newsletter list holds outside addresses (each leaves
      // with the link in every message).
      (t) =>
        (tables.get(t) ?? []).some((c) => userColumns.test(c)) &&
        ![
          "partners",
          "partner_members",
          "partner_sign_in_links",
          "newsletter_subscribers",
          "newsletter_deliveries",
        ].includes(t),
    );
    expect(wrong).toEqual([]);
  });
});

describe("profile", () => {
  test("names and language change with the registration's rules; the language is kept on the user", async () => {
    const user = await owner();
    const before = await (await call("/account", user.cookie)).json();
    expect(before.account).toMatchObject({ email: user.email, firstName: "Test", language: "en" });
    const res = await call("/account/profile", user.cookie, {
      method: "PUT",
      json: { firstName: " Rana ", lastName: "Al-Harbi", language: "ar" },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).account).toMatchObject({ firstName: "Rana", lastName: "Al-Harbi", language: "ar" });
    const [row] = await s.services.db.sql`SELECT first_name, lang FROM users WHERE id = ${user.id}`;
    expect(row).toMatchObject({ first_name: "Rana", lang: "ar" });
    // The session's user carries the new name at once.
    const check = await (await call("/auth/authCheck", user.cookie)).json();
    expect(check.user.firstName).toBe("Rana");
    // A sign-in answers with the saved language, which the app then shows.
    const login = await s.request("/api/v1/auth/login", {
      method: "POST",
      json: { email: user.email, password: PASSWORD },
      cookie: null,
    });
    expect(login.status).toBe(200);
    expect((await login.json()).user).toMatchObject({ email: user.email, language: "ar" });

    for (const [firstName, reason] of [
      ["1234", /letter/i],
      ["Ra\u202Ena", /not allowed|format|invisible/i],
      ["", /required/i],
    ] as const) {
      const bad = await call("/account/profile", user.cookie, {
        method: "PUT",
        json: { firstName, lastName: "", language: "en" },
      });
      expect(bad.status).toBe(400);
      const body = await bad.json();
      expect(body).toMatchObject({ code: "invalid_input", field: "firstName" });
      expect(body.message).toMatch(reason);
    }
    const badLang = await call("/account/profile", user.cookie, {
      method: "PUT",
      json: { firstName: "Rana", language: "fr" },
      lang: "ar",
    });
    expect(badLang.status).toBe(400);
    const body = await badLang.json();
    expect(body.field).toBe("language");
    expect(body.message).toContain("اللغة");
  });

  test("every call needs a user session", async () => {
    for (const [method, path] of [
      ["GET", "/account"],
      ["GET", "/account/export"],
      ["POST", "/account/delete"],
    ]) {
      const res = await s.request(`/api/v1${path}`, { method, ...(method === "POST" ? { json: {} } : {}) });
      expect(res.status).toBe(401);
    }
  });
});

describe("password", () => {
  test("a change needs the current password, follows the policy, ends every other session and mails the owner", async () => {
    const user = await owner();
    const other = `rockets_session=${await createSession(s.services, "user", user.id)}`;
    const wrong = await call("/account/password", user.cookie, {
      json: { currentPassword: "not it at all", newPassword: "a new long passphrase" },
      lang: "ar",
    });
    expect(wrong.status).toBe(400);
    const wrongBody = await wrong.json();
    expect(wrongBody).toMatchObject({ code: "wrong_password", field: "currentPassword" });
    expect(wrongBody.message).toBe("كلمة المرور الحالية غير صحيحة.");

    const short = await call("/account/password", user.cookie, {
      json: { currentPassword: PASSWORD, newPassword: "short" },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: "password_too_short", field: "newPassword" });
    const common = await call("/account/password", user.cookie, {
      json: { currentPassword: PASSWORD, newPassword: "password123" },
    });
    expect(await common.json()).toMatchObject({ code: "password_common", field: "newPassword" });
    const missing = await call("/account/password", user.cookie, { json: { newPassword: "a new long passphrase" } });
    const missingBody = await missing.json();
    expect(missingBody).toMatchObject({ code: "invalid_input", field: "currentPassword" });
    expect(missingBody.message).toContain("Current password");

    const ok = await call("/account/password", user.cookie, {
      json: { currentPassword: PASSWORD, newPassword: "a new long passphrase" },
    });
    expect(ok.status).toBe(200);
    const fresh = /rockets_session=([A-Za-z0-9_-]{43})/.exec(ok.headers.get("set-cookie") ?? "")?.[1];
    expect(fresh).toBeDefined();
    expect((await call("/account", other)).status).toBe(401);
    expect((await call("/account", user.cookie)).status).toBe(401);
    expect((await call("/account", `rockets_session=${fresh}`)).status).toBe(200);
    const mail = mails().findLast((m) => m.to === user.email);
    expect(mail?.subject).toMatch(/password was changed/);
    expect(mail?.text).toMatch(/UTC/);
    const login = await s.request("/api/v1/auth/login", {
      method: "POST",
      json: { email: user.email, password: "a new long passphrase" },
    });
    expect(login.status).toBe(200);
  });

  test("sign out everywhere ends every session of the user and no one else's", async () => {
    const user = await owner();
    const second = `rockets_session=${await createSession(s.services, "user", user.id)}`;
    const stranger = await testUser(s.services);
    const res = await call("/account/sign-out-everywhere", user.cookie, { json: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect((await call("/account", user.cookie)).status).toBe(401);
    expect((await call("/account", second)).status).toBe(401);
    expect((await call("/account", stranger.cookie)).status).toBe(200);
  });

  test("40 parallel wrong passwords from 2 addresses: at most 10 checked per address, the owner still gets in from another", async () => {
    const user = await owner();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call("/account/password", user.cookie, {
          json: { currentPassword: `guess ${i}`, newPassword: "a new long passphrase" },
          ip: i % 2 ? "203.0.113.7" : "203.0.113.8",
        }),
      ),
    );
    const codes = await Promise.all(answers.map(async (r) => (await r.json()).code as string));
    const wrong = codes.filter((c) => c === "wrong_password").length;
    const locked = codes.filter((c) => c === "password_locked").length;
    expect(wrong).toBeLessThanOrEqual(20);
    expect(wrong).toBeGreaterThan(0);
    expect(locked).toBeGreaterThanOrEqual(20);
    expect(codes.every((c) => ["wrong_password", "password_locked", "rate_limited", "busy"].includes(c))).toBe(true);
    const lockedAnswer = answers[codes.indexOf("password_locked")]!;
    expect(Number(lockedAnswer.headers.get("retry-after"))).toBeGreaterThan(0);
    // The right password from the same address is refused while locked, and works from another.
    const same = await call("/account/password", user.cookie, {
      json: { currentPassword: PASSWORD, newPassword: "a new long passphrase" },
      ip: "203.0.113.7",
    });
    expect(same.status).toBe(429);
    const elsewhere = await call("/account/password", user.cookie, {
      json: { currentPassword: PASSWORD, newPassword: "a new long passphrase" },
      ip: "198.51.100.20",
    });
    expect(elsewhere.status).toBe(200);
  });
});

describe("export", () => {
  test("the download holds every table of the user's data, no secrets, push endpoints as their origin", async () => {
    const user = await owner();
    await seed(s.services, user);
    const stranger = await owner();
    await seed(s.services, stranger);
    const res = await call("/account/export", user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="rockets-account-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const text = await res.text();
    const body = JSON.parse(text);
    for (const entry of USER_DATA) {
      expect(body.tables[entry.table]?.length).toBeGreaterThan(0);
    }
    expect(body.tables.users[0]).toMatchObject({ email: user.email, language: "en" });
    expect(body.tables.push_subscriptions[0].pushService).toBe("https://fcm.googleapis.com");
    expect(text).not.toContain("secret-device-id");
    expect(text).not.toContain("argon2");
    expect(text).not.toContain(stranger.email);
    expect(text).not.toContain(stranger.id);
  });
});

describe("delete", () => {
  test("by password: every user table is empty for the id, others' data stays, a mail, the browser signed out", async () => {
    const user = await owner();
    await seed(s.services, user);
    const stranger = await owner();
    await seed(s.services, stranger);
    const who = { id: user.id, email: user.email };
    for (const [table, n] of Object.entries(await counts(s.services, who))) {
      // seed() writes a row to every table of USER_DATA, so the deletion below is tested on each.
      expect([table, n > 0]).toEqual([table, true]);
    }
    const wrong = await call("/account/delete", user.cookie, { json: { password: "nope nope" } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "wrong_password", field: "password" });

    const res = await call("/account/delete", user.cookie, { json: { password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    for (const [table, n] of Object.entries(await counts(s.services, who))) expect([table, n]).toEqual([table, 0]);
    const strangerCounts = await counts(s.services, { id: stranger.id, email: stranger.email });
    expect(Object.values(strangerCounts).every((n) => n > 0)).toBe(true);
    expect((await call("/account", user.cookie)).status).toBe(401);
    const mail = mails().findLast((m) => m.to === user.email);
    expect(mail?.subject).toMatch(/account was deleted/);
    // The address can register again.
    const again = await s.request("/api/v1/auth/register", {
      method: "POST",
      json: { firstName: "New", email: user.email, password: "another long passphrase" },
    });
    expect(again.status).toBe(201);
  });

  test("by a mailed code: a wrong code takes a try, the code is no sign-in code, the right one deletes", async () => {
    const user = await owner();
    await seed(s.services, user);
    // seed() left a sign-in code mailed just now: the next e-mail of the account waits a minute.
    s.clock.advance(61_000);
    const sent = await call("/account/delete-code", user.cookie, { json: {} });
    expect(sent.status).toBe(200);
    expect((await sent.json()).email).toBe(user.email);
    const mail = mails().findLast((m) => m.to === user.email)!;
    expect(mail.subject).not.toMatch(/\d{6}/);
    expect(mail.text).not.toContain("sign-in-link");
    const code = /\n(\d{6})\n/.exec(mail.text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    const other = code === "000000" ? "111111" : "000000";
    const wrong = await call("/account/delete", user.cookie, { json: { code: other } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "otp_invalid", attemptsLeft: 4 });
    // It does not sign anyone in.
    const verify = await s.request("/api/v1/auth/verify-otp", {
      method: "POST",
      json: { email: user.email, otp: code },
    });
    expect(verify.status).toBeGreaterThanOrEqual(400);
    const both = await call("/account/delete", user.cookie, { json: { code, password: PASSWORD } });
    expect(both.status).toBe(400);
    const res = await call("/account/delete", user.cookie, { json: { code } });
    expect(res.status).toBe(200);
    for (const [table, n] of Object.entries(await counts(s.services, { id: user.id, email: user.email })))
      expect([table, n]).toEqual([table, 0]);
  });
});

// Two instances share the database (one SQLite file, or PostgreSQL and Redis in the PostgreSQL
// pass); clients are told apart by X-Forwarded-For from a trusted proxy.
describe("two instances", () => {
  const PG = process.env.TEST_DATABASE_URL;
  const REDIS = process.env.TEST_REDIS_URL;
  const skip = TEST_DB === "postgres" && (!PG || !REDIS) ? "TEST_REDIS_URL is not set" : null;
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-account-cluster-"));
  const schema = `a_${crypto.randomUUID().replaceAll("-", "")}`;
  const servers: ChildServer[] = [];
  let cookie = "";
  let email = "";

  beforeAll(async () => {
    if (skip) return;
    let env: Record<string, string>;
    if (TEST_DB === "postgres") {
      const admin = await openDb({ databaseUrl: PG!, dataDir });
      await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
      await admin.close();
      const url = new URL(PG!);
      url.searchParams.set("options", `-c search_path=${schema}`);
      env = { DATABASE_URL: url.toString(), REDIS_URL: REDIS!, REDIS_PREFIX: `test:${schema}:` };
    } else {
      env = { DATABASE_URL: `sqlite:${join(dataDir, "shared.db")}` };
    }
    env = { ...env, TRUSTED_PROXIES: "127.0.0.1", AUTH_IP_LIMIT: "100000" };
    const config = loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env });
    const db = await openDb(config);
    await migrate(db);
    const user = await owner({ config, db, now: Date.now } as unknown as Services);
    cookie = user.cookie;
    email = user.email;
    await db.close();
    for (const name of ["a", "b"]) servers.push(await startServer({ dataDir: join(dataDir, name), env }));
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.kill().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    if (skip || TEST_DB !== "postgres") return;
    const admin = await openDb({ databaseUrl: PG!, dataDir: tmpdir() });
    await admin.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.close();
  });

  test.skipIf(Boolean(skip))(
    "40 parallel wrong passwords from 2 addresses over both instances: at most 10 checked per address",
    async () => {
      const post = (i: number, currentPassword: string, from: string) => {
        const server = servers[i % 2]!;
        return fetch(`${server.origin}/api/v1/account/password`, {
          method: "POST",
          headers: { origin: server.origin, "content-type": "application/json", "x-forwarded-for": from, cookie },
          body: JSON.stringify({ currentPassword, newPassword: "a new long passphrase" }),
        });
      };
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => post(i, `guess ${i}`, `198.51.100.${30 + (i % 2)}`)),
      );
      const codes = await Promise.all(answers.map(async (r) => (await r.json()).code as string));
      const wrong = codes.filter((c) => c === "wrong_password").length;
      const locked = codes.filter((c) => c === "password_locked").length;
      // Every answer's code, counted, so a failure says what came back.
      const tally = JSON.stringify(
        Object.fromEntries([...new Set(codes)].map((c) => [c, codes.filter((x) => x === c).length])),
      );
      expect(
        codes.every((c) => ["wrong_password", "password_locked", "rate_limited", "busy"].includes(c)),
        tally,
      ).toBe(true);
      expect(wrong, tally).toBeLessThanOrEqual(20);
      expect(wrong, tally).toBeGreaterThan(0);
      expect(locked, tally).toBeGreaterThanOrEqual(20);
      // The owner is not locked out from another address.
      const own = await post(1, PASSWORD, "198.51.100.99");
      expect(own.status).toBe(200);
      expect(email).toContain("@");
    },
    60_000,
  );
});

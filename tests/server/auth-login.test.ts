// Login, logout, authCheck and partner login on a real SQLite file.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { createPartner, createVerifiedUser } from "../../src/server/auth/accounts";
import { seedDemoAccounts } from "../../src/server/auth/demo";
import { hashToken } from "../../src/server/auth/sessions";
import { type TestServer, testServer } from "../helpers/server";

// Every login checks an argon2id hash (64 MiB); on a busy 2-core machine that adds up.
setDefaultTimeout(30_000);

let s: TestServer;
const PASSWORD = "correct horse battery";
const PARTNER = {
  email: "team@partner.example",
  partnerID: "P-7",
  key1: "first-key",
  key2: "second-key",
  password: "partner password 1",
  name: "Partner Capital",
};

beforeAll(async () => {
  s = await testServer();
  await createVerifiedUser(s.services, { email: "Uma@Example.com", password: PASSWORD, firstName: "Uma" });
  await createVerifiedUser(s.services, {
    email: "adam@example.com",
    password: PASSWORD,
    firstName: "Adam",
    role: "admin",
  });
  await s.services.db.sql`INSERT INTO users (id, email, first_name, password_hash, role, verified, created_at)
    VALUES ('unverified', 'new@example.com', 'New', ${await Bun.password.hash(PASSWORD)}, 'user', 0, ${s.clock.now})`;
  await createPartner(s.services, PARTNER);
}, 60_000);
afterAll(() => s.close());

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
const login = (email: string, password: string, cookie?: string) =>
  s.request("/api/v1/auth/login", { method: "POST", json: { email, password }, cookie: cookie ?? null });
const partnerLogin = (body: Partial<typeof PARTNER & { partnerID: string }> = {}, cookie?: string) => {
  const { email, partnerID, key1, key2, password } = { ...PARTNER, ...body };
  return s.request("/api/v1/partner/auth/login", {
    method: "POST",
    json: { email, partnerID, securityKey1: key1, securityKey2: key2, password },
    cookie: cookie ?? null,
  });
};

describe("login", () => {
  test("right credentials: 200 {user}, a session cookie with the right attributes", async () => {
    const res = await login("uma@example.com", PASSWORD);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ email: "uma@example.com", firstName: "Uma", lastName: "", role: "user" });
    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^rockets_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/);
    const check = await s.request("/api/v1/auth/authCheck", { cookie: cookieOf(res) });
    expect((await check.json()).user.email).toBe("uma@example.com");
  });

  test("e-mail is matched case-insensitively and trimmed", async () => {
    expect((await login("  UMA@example.COM ", PASSWORD)).status).toBe(200);
  });

  test("unknown e-mail and wrong password: same status and body", async () => {
    const unknown = await login("nobody@example.com", PASSWORD);
    const wrong = await login("uma@example.com", "not the password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const a = await unknown.json();
    expect(a).toEqual(await wrong.json());
    expect(a).toEqual({ message: "Invalid e-mail or password.", code: "invalid_credentials" });
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  test("messages follow Accept-Language", async () => {
    const res = await s.request("/api/v1/auth/login", {
      method: "POST",
      json: { email: "nobody@example.com", password: "x" },
      headers: { "accept-language": "ar" },
    });
    expect((await res.json()).message).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة.");
  });

  test("an unverified account: 403 email_unverified after the right password only, with its pending code's expiry", async () => {
    const wrong = await login("new@example.com", "wrong password");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Invalid e-mail or password.", code: "invalid_credentials" });
    const res = await login("new@example.com", PASSWORD);
    expect(res.status).toBe(403);
    // No code pending yet: the e-mail only, the client offers "Send a new code".
    expect(await res.json()).toEqual({
      email: "new@example.com",
      message: "Please verify your e-mail with the code we sent before logging in.",
      code: "email_unverified",
    });
    const expiresAt = s.clock.now + 300_000;
    await s.services.db.sql`INSERT INTO otp_codes (user_id, code_hash, created_at, expires_at, attempts)
      VALUES ('unverified', 'x', ${s.clock.now}, ${expiresAt}, 0)`;
    const pending = await login("new@example.com", PASSWORD);
    expect(await pending.json()).toMatchObject({
      code: "email_unverified",
      email: "new@example.com",
      otpExpiresAt: expiresAt,
    });
    await s.services.db.sql`DELETE FROM otp_codes WHERE user_id = 'unverified'`;
  });

  test("bad bodies are 400, never 500", async () => {
    for (const json of [{}, { email: "x" }, { email: "uma@example.com", password: "" }, { email: 1, password: 2 }]) {
      const res = await s.request("/api/v1/auth/login", { method: "POST", json });
      expect(res.status).toBe(400);
    }
    const extra = await s.request("/api/v1/auth/login", {
      method: "POST",
      json: { email: "uma@example.com", password: PASSWORD, role: "admin" },
    });
    expect(extra.status).toBe(400);
  });

  test("a new token at every login; the old one stops working", async () => {
    const first = cookieOf(await login("uma@example.com", PASSWORD));
    const second = cookieOf(await login("uma@example.com", PASSWORD, first));
    expect(second).not.toBe(first);
    expect(await (await s.request("/api/v1/auth/authCheck", { cookie: first })).json()).toEqual({ user: null });
    expect((await s.request("/api/v1/auth/authCheck", { cookie: second })).status).toBe(200);
  });

  test("10 failed logins per account from one address in 15 minutes, then 429 login_locked with retryAfter, even with the right password", async () => {
    await createVerifiedUser(s.services, { email: "brute@example.com", password: PASSWORD, firstName: "B" });
    for (let i = 0; i < 10; i++) expect((await login("brute@example.com", `wrong ${i}`)).status).toBe(401);
    const blocked = await login("brute@example.com", PASSWORD);
    expect(blocked.status).toBe(429);
    const body = await blocked.json();
    expect(body).toEqual({
      retryAfter: 15 * 60,
      codeLogin: true,
      message:
        "Too many failed logins. Try again in 15 minutes, or sign in with a code we e-mail to you: that e-mail also has a sign-in link, which works even when others have typed wrong passwords or codes.",
      code: "login_locked",
    });
    expect(blocked.headers.get("retry-after")).toBe("900");
    s.clock.advance(15 * 60_000);
    expect((await login("brute@example.com", PASSWORD)).status).toBe(200);
    const events = await s.services.db.sql`SELECT event FROM auth_events WHERE email = 'brute@example.com'`;
    expect(events.map((e: { event: string }) => e.event)).toContain("locked");
  });
});

describe("logout", () => {
  test("deletes the session server-side; the token replayed afterwards gets 401", async () => {
    const cookie = cookieOf(await login("uma@example.com", PASSWORD));
    const res = await s.request("/api/v1/auth/logout", { method: "POST", json: {}, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Logout successful" });
    expect(res.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(await (await s.request("/api/v1/auth/authCheck", { cookie })).json()).toEqual({ user: null });
    const token = cookie.split("=")[1] ?? "";
    expect((await s.services.db.sql`SELECT 1 FROM sessions WHERE token_hash = ${hashToken(token)}`).length).toBe(0);
  });

  test("without a session: 200", async () => {
    expect((await s.request("/api/v1/auth/logout", { method: "POST", json: {} })).status).toBe(200);
  });

  test("CSRF: a logout from a foreign origin is refused", async () => {
    const cookie = cookieOf(await login("uma@example.com", PASSWORD));
    const res = await s.request("/api/v1/auth/logout", {
      method: "POST",
      json: {},
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await s.request("/api/v1/auth/authCheck", { cookie })).status).toBe(200);
  });
});

describe("authCheck", () => {
  test("200 {user: null} without a session: no session is an answer, not an error", async () => {
    const res = await s.request("/api/v1/auth/authCheck");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
  });

  test("an admin's role comes back", async () => {
    const cookie = cookieOf(await login("adam@example.com", PASSWORD));
    expect((await (await s.request("/api/v1/auth/authCheck", { cookie })).json()).user.role).toBe("admin");
  });
});

describe("partner login", () => {
  test("all five right: 200 {partner}, 30-minute cookie, authCheck answers {partner}", async () => {
    const res = await partnerLogin();
    expect(res.status).toBe(200);
    expect((await res.json()).partner).toMatchObject({
      email: PARTNER.email,
      partnerID: "P-7",
      name: "Partner Capital",
      role: "partner",
    });
    expect(res.headers.get("set-cookie")).toContain("Max-Age=1800");
    const check = await s.request("/api/v1/auth/authCheck", { cookie: cookieOf(res) });
    expect((await check.json()).partner.partnerID).toBe("P-7");
  });

  test("any one wrong field: the same 401", async () => {
    const bodies = [
      { email: "other@partner.example" },
      { partnerID: "P-8" },
      { key1: "nope" },
      { key2: "nope" },
      { password: "nope nope nope" },
    ];
    const answers = [];
    for (const body of bodies) {
      const res = await partnerLogin(body);
      expect(res.status).toBe(401);
      answers.push(await res.json());
    }
    for (const a of answers)
      expect(a).toEqual({ message: "These partner credentials are not valid.", code: "partner_invalid_credentials" });
  });

  test("a partner login ends the user session, and a user login ends the partner session", async () => {
    const user = cookieOf(await login("uma@example.com", PASSWORD));
    const partner = cookieOf(await partnerLogin({}, user));
    expect(await (await s.request("/api/v1/auth/authCheck", { cookie: user })).json()).toEqual({ user: null });
    const again = cookieOf(await login("uma@example.com", PASSWORD, partner));
    expect(await (await s.request("/api/v1/auth/authCheck", { cookie: partner })).json()).toEqual({ user: null });
    expect((await s.request("/api/v1/auth/authCheck", { cookie: again })).status).toBe(200);
  });

  test("partner logout ends a partner session, leaves a user session alone", async () => {
    const partner = cookieOf(await partnerLogin());
    const res = await s.request("/api/v1/partner/auth/logout", { method: "POST", json: {}, cookie: partner });
    expect(res.status).toBe(200);
    expect(await (await s.request("/api/v1/auth/authCheck", { cookie: partner })).json()).toEqual({ user: null });
    const user = cookieOf(await login("uma@example.com", PASSWORD));
    expect((await s.request("/api/v1/partner/auth/logout", { method: "POST", json: {}, cookie: user })).status).toBe(
      200,
    );
    expect((await s.request("/api/v1/auth/authCheck", { cookie: user })).status).toBe(200);
  });
});

describe("demo accounts", () => {
  test("seeded once with the documented credentials", async () => {
    expect((await seedDemoAccounts(s.services)).length).toBe(3);
    expect(await seedDemoAccounts(s.services)).toEqual([]);
    expect((await login("user@demo.rockets", "rockets-user-demo")).status).toBe(200);
    const admin = await login("admin@demo.rockets", "rockets-admin-demo");
    expect((await admin.json()).user.role).toBe("admin");
    const partner = await s.request("/api/v1/partner/auth/login", {
      method: "POST",
      json: {
        email: "partner@demo.rockets",
        partnerID: "PARTNER-001",
        securityKey1: "demo-key-one",
        securityKey2: "demo-key-two",
        password: "rockets-partner-demo",
      },
    });
    expect(partner.status).toBe(200);
  });
});

// Registration and one-time codes on a real database with a movable clock.
import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { resolveCodeSecret } from "../../src/server/auth/code-secret";
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from "../../src/server/auth/otp";
import type { Mail, MemoryMailer } from "../../src/server/mail/mailer";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

setDefaultTimeout(30_000);

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
});
afterAll(() => s.close());
// Each test starts in a new window of the per-address limits (auth calls 100 a minute,
// registrations 20 an hour), as if the tests came one hour apart.
beforeEach(() => s.clock.advance(60 * 60_000));

const PASSWORD = "a long enough passphrase";
let counter = 0;
const freshEmail = () => `reg${++counter}-${crypto.randomUUID().slice(0, 6)}@example.com`;
const mails = () => (s.services.mailer as MemoryMailer).sent;
const lastMailTo = (email: string): Mail | undefined => mails().findLast((m) => m.to === email);
const codeIn = (mail: Mail | undefined) => /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  s.request(`/api/v1/auth/${path}`, { method: "POST", json, headers });

async function register(email = freshEmail(), extra: Record<string, unknown> = {}, headers = {}) {
  const res = await post(
    "register",
    { firstName: "Rana", lastName: "Haddad", email, password: PASSWORD, ...extra },
    headers,
  );
  return { res, email };
}

describe("register", () => {
  test("201 with otpExpiresAt 300 s ahead; the code is mailed, stored only as a hash", async () => {
    const { res, email } = await register();
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      message: "We sent a 6-digit code to your e-mail.",
      email,
      otpExpiresAt: s.clock.now + OTP_TTL_MS,
    });
    const mail = lastMailTo(email);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.html).toContain(code);
    expect(mail?.lang).toBe("en");
    const [row] = await s.services.db
      .sql`SELECT code_hash FROM otp_codes o JOIN users u ON u.id = o.user_id WHERE u.email = ${email}`;
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test("the e-mail is in the language of Accept-Language, right to left in Arabic", async () => {
    const { email } = await register(freshEmail(), {}, { "accept-language": "ar-SA,ar;q=0.9" });
    const mail = lastMailTo(email);
    expect(mail?.lang).toBe("ar");
    expect(mail?.subject).toContain("رمز");
    expect(mail?.text).toContain("مرحبًا Rana");
    expect(mail?.html).toContain('dir="rtl"');
  });

  test("lastName is optional", async () => {
    const email = freshEmail();
    const res = await post("register", { firstName: "Omar", email, password: PASSWORD });
    expect(res.status).toBe(201);
  });

  test("a verified e-mail: the same 201 as a new address (no 409 email_taken), the owner is told", async () => {
    const { email } = await register();
    await post("verify-otp", { email, otp: codeIn(lastMailTo(email)) });
    s.clock.advance(61_000);
    const again = await register(email, { password: "someone else's passphrase" });
    expect(again.res.status).toBe(201);
    expect(await again.res.json()).toEqual({
      message: "We sent a 6-digit code to your e-mail.",
      email,
      otpExpiresAt: s.clock.now + OTP_TTL_MS,
    });
    expect(lastMailTo(email)?.subject).toBe("Someone tried to register with your Rockets address");
    expect((await post("login", { email, password: PASSWORD })).status).toBe(200);
    // Codes typed after it get a new address's answers, try by try (tries count down, then locked).
    const guesses = async (address: string) => {
      const out: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await post("verify-otp", { email: address, otp: "000000" });
        const body = (await res.json()) as { code: string; attemptsLeft?: number };
        out.push([res.status, body.code, body.attemptsLeft]);
      }
      return out;
    };
    const fresh = await register();
    expect(codeIn(lastMailTo(fresh.email))).not.toBe("000000");
    expect(await guesses(email)).toEqual(await guesses(fresh.email));
  });

  test("password rules: 8 to 128 characters, common passwords refused, no composition rules", async () => {
    const cases: [string, number, string][] = [
      ["short1!", 400, "password_too_short"],
      ["x".repeat(129), 400, "password_too_long"],
      ["password123", 400, "password_common"],
      ["Password1", 400, "password_common"],
      ["alllowercaseletters", 201, ""],
      ["é".repeat(8), 201, ""],
    ];
    for (const [password, status, code] of cases) {
      const res = await post("register", { firstName: "A", email: freshEmail(), password });
      expect({ password, status: res.status }).toEqual({ password, status });
      if (code) expect((await res.json()).code).toBe(code);
    }
  });

  test("bad input: 400 invalid_input with the fields", async () => {
    const bodies = [
      { firstName: "", email: freshEmail(), password: PASSWORD },
      { firstName: "A", email: "not an email", password: PASSWORD },
      { firstName: "A", password: PASSWORD },
      { firstName: "A", email: freshEmail(), password: PASSWORD, role: "admin" },
    ];
    for (const body of bodies) {
      const res = await post("register", body);
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("invalid_input");
    }
  });

  test("registering a pending address again: the newest registration's code replaces the older one (tests/server/auth-code-binding.test.ts)", async () => {
    const email = freshEmail();
    expect((await register(email)).res.status).toBe(201); // the owner, with PASSWORD
    const ownersFirstCode = codeIn(lastMailTo(email));
    const other = { firstName: "Mallory", lastName: "Evil", password: "another chosen password" };
    // Within the cooldown: refused, and nothing stored changes.
    const early = await register(email, other);
    expect(early.res.status).toBe(429);
    expect((await early.res.json()).code).toBe("otp_cooldown");
    s.clock.advance(60_000);
    const again = await register(email, other);
    expect(again.res.status).toBe(201);
    expect((await again.res.json()).email).toBe(email);
    // The new code went to the same address; the owner's first code no longer works.
    expect(lastMailTo(email)?.text).toContain("Mallory");
    const code = codeIn(lastMailTo(email));
    if (code !== ownersFirstCode) expect((await post("verify-otp", { email, otp: ownersFirstCode })).status).toBe(400);
  });

  test("parallel registrations of one new e-mail: one account, its first password", async () => {
    const email = freshEmail();
    const answers = await Promise.all(
      ["first password one", "second password two", "third password three"].map((password) =>
        post("register", { firstName: "Rana", email, password }),
      ),
    );
    expect(answers.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    // 503 busy: the password-hashing queue refused the check (its fairness has its own tests).
    for (const r of answers) expect([201, 429, 503]).toContain(r.status);
    const rows = await s.services.db.sql`SELECT password_hash FROM users WHERE email = ${email}`;
    expect(rows.length).toBe(1);
    // Whichever registration created it, its hash never changed afterwards: exactly one of the
    // three passwords matches.
    const matches = await Promise.all(
      ["first password one", "second password two", "third password three"].map((p) =>
        Bun.password.verify(p, String(rows[0].password_hash)),
      ),
    );
    expect(matches.filter(Boolean).length).toBe(1);
  });
});

describe("verify-otp", () => {
  test("the right code: 200 {user}, a session cookie, the account verified, login works", async () => {
    const { email } = await register();
    const res = await post("verify-otp", { email, otp: codeIn(lastMailTo(email)) });
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user).toMatchObject({ email, firstName: "Rana", lastName: "Haddad", role: "user" });
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^rockets_session=/);
    expect((await s.request("/api/v1/auth/authCheck", { cookie })).status).toBe(200);
    expect((await post("login", { email, password: PASSWORD })).status).toBe(200);
  });

  test("a code works once: the reused code is refused", async () => {
    const { email } = await register();
    const code = codeIn(lastMailTo(email));
    expect((await post("verify-otp", { email, otp: code })).status).toBe(200);
    const again = await post("verify-otp", { email, otp: code });
    // The account has no code left: answered as an expired code, as for any address without one.
    expect(again.status).toBe(410);
    expect((await again.json()).code).toBe("otp_expired");
  });

  test("expiry at 300 s with the injected clock: 410 otp_expired; one millisecond earlier it works", async () => {
    const a = await register();
    const b = await register();
    s.clock.advance(OTP_TTL_MS);
    const expired = await post("verify-otp", { email: a.email, otp: codeIn(lastMailTo(a.email)) });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({
      message: "OTP has expired. Please request a new one.",
      code: "otp_expired",
    });
    s.clock.advance(-1);
    expect((await post("verify-otp", { email: b.email, otp: codeIn(lastMailTo(b.email)) })).status).toBe(200);
    s.clock.advance(1);
  });

  test("5 wrong tries lock the code, even for the right one afterwards", async () => {
    const { email } = await register();
    const code = codeIn(lastMailTo(email));
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) {
      const res = await post("verify-otp", { email, otp: wrong });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        attemptsLeft: left,
        message: `The code is not correct. Attempts left: ${left}.`,
        code: "otp_invalid",
      });
    }
    const fifth = await post("verify-otp", { email, otp: wrong });
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).code).toBe("otp_locked");
    const right = await post("verify-otp", { email, otp: code });
    expect(right.status).toBe(429);
    const events = await s.services.db.sql`SELECT event FROM auth_events WHERE email = ${email} ORDER BY at`;
    const names = events.map((e: { event: string }) => e.event);
    expect(names.filter((n: string) => n === "code_failed").length).toBe(5);
    expect(names).toContain("locked");
  });

  test("20 parallel submissions of the right code: exactly one success", async () => {
    const { email } = await register();
    const code = codeIn(lastMailTo(email));
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("verify-otp", { email, otp: code })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 200).length).toBe(1);
    // The others are refused: the code used (400), or, read after the account was verified, no
    // code left for it (410, the answer of any address without a code).
    expect(statuses.filter((st) => st !== 200).every((st) => st === 400 || st === 410)).toBe(true);
    const sessions = await s.services.db.sql`SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.subject_id
      WHERE u.email = ${email}`;
    expect(Number(sessions[0].n)).toBe(1);
  });

  test("unknown e-mail and malformed codes", async () => {
    // No code was asked for this address: the answer of an expired code (nothing tells it has no account).
    expect((await post("verify-otp", { email: freshEmail(), otp: "123456" })).status).toBe(410);
    for (const otp of ["12345", "1234567", "12345a", 123456, " 12345"]) {
      const res = await post("verify-otp", { email: freshEmail(), otp });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("invalid_input");
    }
  });
});

describe("parallel guesses", () => {
  // Each round from its own address, so the per-address limit of auth calls stays out of it.
  async function round(count: number, position: number | null) {
    const ip = `10.77.${count}.${position ?? 255}`;
    const send = (path: string, json: unknown) => s.request(`/api/v1/auth/${path}`, { method: "POST", json, ip });
    const email = freshEmail();
    expect((await send("register", { firstName: "Rana", email, password: PASSWORD })).status).toBe(201);
    const code = codeIn(lastMailTo(email));
    const otps = Array.from({ length: count }, (_, i) =>
      i === position ? code : String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(
      otps.map(async (otp) => {
        const res = await send("verify-otp", { email, otp });
        return { status: res.status, ...((await res.json()) as { code?: string; attemptsLeft?: number }) };
      }),
    );
    const [failed] = await s.services.db.sql`SELECT count(*) AS n FROM auth_events
      WHERE email = ${email} AND event = 'code_failed'`;
    return { email, code, answers, failures: Number(failed.n), send };
  }

  for (const count of [31, 40]) {
    test(`${count} wrong guesses at once: exactly 5 are compared and counted, every other one meets the lock uncompared`, async () => {
      const { email, code, answers, failures, send } = await round(count, null);
      const wrong = answers.filter((a) => a.status === 400);
      // One answer per try left (4, 3, 2, 1); a guess compared but not counted would be a
      // fifth 400 (attemptsLeft 0), which is what the unfixed server answered.
      expect(wrong.map((a) => a.attemptsLeft).sort()).toEqual([1, 2, 3, 4]);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused.length).toBe(count - 4);
      expect(refused.every((a) => a.code === "otp_locked")).toBe(true);
      expect(failures).toBe(OTP_MAX_ATTEMPTS);
      const [row] = await s.services.db.sql`SELECT attempts FROM otp_codes o JOIN users u ON u.id = o.user_id
        WHERE u.email = ${email}`;
      expect(Number(row.attempts)).toBe(OTP_MAX_ATTEMPTS);
      const after = await send("verify-otp", { email, otp: code });
      expect(after.status).toBe(429);
      expect((await after.json()).code).toBe("otp_locked");
    });
  }

  const rounds: [number, number][] = [
    [31, 10],
    [35, 20],
    [40, 27],
  ];
  for (const [count, position] of rounds) {
    test(`${count} guesses at once, the right one at position ${position}: at most 5 compared, the rest locked out`, async () => {
      const { answers, failures } = await round(count, position);
      const accepted = answers.filter((a) => a.status === 200).length;
      // Every guess is accepted, counted as a wrong try, or refused without being compared; one
      // read after the right guess verified the account finds no code left (410, as any address).
      for (const a of answers) expect(accepted ? [200, 400, 410, 429] : [400, 429]).toContain(a.status);
      expect(accepted + failures).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
      if (!accepted) expect(failures).toBe(OTP_MAX_ATTEMPTS);
      // SQLite runs the statements in the order they were sent, so five wrong guesses sent first
      // always use the tries up. PostgreSQL gives parallel requests no order at all: there the
      // right guess wins only when it is among the five compared, as it would sent alone.
      if (TEST_DB === "sqlite") expect(accepted).toBe(0);
    });
  }
});

describe("codes are stored under a keyed hash (CODE_SECRET)", () => {
  const sha256 = (text: string) => new Bun.CryptoHasher("sha256").update(text).digest("hex");

  test("HMAC-SHA-256 under the server's secret; no plain hash of the code matches the stored value", async () => {
    const { email } = await register();
    const code = codeIn(lastMailTo(email));
    const [row] = await s.services.db.sql`SELECT o.code_hash, u.id FROM otp_codes o JOIN users u ON u.id = o.user_id
      WHERE u.email = ${email}`;
    const keyed = new Bun.CryptoHasher("sha256", s.services.codeSecret).update(`${row.id}:register:${code}`);
    expect(row.code_hash).toBe(keyed.digest("hex"));
    // What a leaked database alone allows: hashing every 6-digit code. None of these forms matches.
    for (const text of [code, `${row.id}:${code}`, `${row.id}:register:${code}`]) {
      expect(sha256(text)).not.toBe(row.code_hash);
    }
  });

  test("a code stored under one secret does not verify under another", async () => {
    const { email } = await register();
    const code = codeIn(lastMailTo(email));
    const secret = s.services.codeSecret;
    s.services.codeSecret = "a different secret of at least 32 characters";
    try {
      const res = await post("verify-otp", { email, otp: code });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("otp_invalid");
    } finally {
      s.services.codeSecret = secret;
    }
    expect((await post("verify-otp", { email, otp: code })).status).toBe(200);
  });

  test("without CODE_SECRET the generated secret is kept in the database: a restart or a second instance reads the same", async () => {
    expect(s.services.codeSecret.length).toBeGreaterThanOrEqual(43);
    expect(await resolveCodeSecret(s.services.db, null)).toBe(s.services.codeSecret);
    expect(await resolveCodeSecret(s.services.db, null)).toBe(s.services.codeSecret);
    const configured = "c".repeat(40);
    expect(await resolveCodeSecret(s.services.db, configured)).toBe(configured);
  });
});

describe("resend-otp", () => {
  test("60 s cooldown with retryAfter, then a new code that replaces the old one", async () => {
    const { email } = await register();
    const first = codeIn(lastMailTo(email));
    s.clock.advance(20_000);
    const early = await post("resend-otp", { email });
    expect(early.status).toBe(429);
    expect(await early.json()).toEqual({
      retryAfter: 40,
      message: "Please wait 40 seconds before asking for a new code.",
      code: "otp_cooldown",
    });
    expect(early.headers.get("retry-after")).toBe("40");
    s.clock.advance(40_000);
    // Still valid: the same code again, with the same expiry.
    const res = await post("resend-otp", { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "We sent you the code again.",
      otpExpiresAt: s.clock.now - 60_000 + OTP_TTL_MS,
    });
    expect(codeIn(lastMailTo(email))).toBe(first);
    // Expired: a new code that replaces the old one.
    s.clock.advance(OTP_TTL_MS);
    const renewed = await post("resend-otp", { email });
    expect(await renewed.json()).toEqual({
      message: "We sent you the code again.",
      otpExpiresAt: s.clock.now + OTP_TTL_MS,
    });
    const second = codeIn(lastMailTo(email));
    if (first !== second) expect((await post("verify-otp", { email, otp: first })).status).toBe(400);
    expect((await post("verify-otp", { email, otp: second })).status).toBe(200);
  });

  test("a resent code is mailed in the language chosen at registration", async () => {
    const { email } = await register(freshEmail(), {}, { "accept-language": "ar" });
    s.clock.advance(60_000);
    await post("resend-otp", { email });
    expect(lastMailTo(email)?.lang).toBe("ar");
  });

  test("a new code resets the wrong tries and the expiry", async () => {
    const { email } = await register();
    const wrong = codeIn(lastMailTo(email)) === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) await post("verify-otp", { email, otp: wrong });
    expect((await post("verify-otp", { email, otp: codeIn(lastMailTo(email)) })).status).toBe(429);
    s.clock.advance(OTP_TTL_MS + 1);
    expect((await post("resend-otp", { email })).status).toBe(200);
    expect((await post("verify-otp", { email, otp: codeIn(lastMailTo(email)) })).status).toBe(200);
  });

  test("at most 10 code requests an hour per requester address", async () => {
    const { email } = await register(); // code 1
    for (let i = 2; i <= 11; i++) {
      s.clock.advance(60_000);
      expect((await post("resend-otp", { email })).status).toBe(200);
    }
    s.clock.advance(60_000);
    const over = await post("resend-otp", { email });
    expect(over.status).toBe(429);
    const body = await over.json();
    expect(body.code).toBe("rate_limited");
    expect(body.retryAfter).toBeGreaterThan(0);
  });

  test("no pending registration: the same answer as for an account, and nothing is sent", async () => {
    const email = freshEmail();
    const before = mails().length;
    const res = await post("resend-otp", { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: "We sent you the code again.",
      otpExpiresAt: s.clock.now + OTP_TTL_MS,
    });
    expect(mails().length).toBe(before);
  });
});

describe("rate limits per IP", () => {
  test("20 registrations per IP an hour", async () => {
    const t = await testServer();
    try {
      const reg = () =>
        t.request("/api/v1/auth/register", {
          method: "POST",
          json: { firstName: "A", email: `${crypto.randomUUID()}@example.com`, password: PASSWORD },
        });
      for (let i = 0; i < 20; i++) expect((await reg()).status).toBe(201);
      const blocked = await reg();
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).retryAfter).toBe(3600);
      t.clock.advance(3_600_000);
      expect((await reg()).status).toBe(201);
    } finally {
      await t.close();
    }
  }, 120_000);

  test("100 auth calls per IP a minute", async () => {
    const t = await testServer();
    try {
      const call = () =>
        t.request("/api/v1/auth/verify-otp", { method: "POST", json: { email: "x@example.com", otp: "123456" } });
      for (let i = 0; i < 100; i++) expect((await call()).status).toBe(410);
      const blocked = await call();
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).retryAfter).toBe(60);
    } finally {
      await t.close();
    }
  });
});

describe("CSRF on the auth calls", () => {
  const body = JSON.stringify({ email: "a@example.com", password: "whatever pass" });
  const send = (headers: Record<string, string>, payload = body) =>
    s.app.fetch(
      new Request(`${ORIGIN}/api/v1/auth/login`, { method: "POST", headers, body: payload }),
    ) as Promise<Response>;

  test("foreign, missing and null Origin are refused with 403", async () => {
    const refused: Record<string, string>[] = [
      { "content-type": "application/json", origin: "https://evil.example" },
      { "content-type": "application/json" },
      { "content-type": "application/json", origin: "null" },
      { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refused) {
      const res = await send(headers);
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("csrf");
    }
  });

  test("text/plain and form bodies are refused even from our origin", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      expect((await send({ "content-type": type, origin: ORIGIN })).status).toBe(403);
    }
  });

  test("same origin is accepted (Origin, or Sec-Fetch-Site without Origin)", async () => {
    expect((await send({ "content-type": "application/json", origin: ORIGIN })).status).toBe(401);
    expect((await send({ "content-type": "application/json", "sec-fetch-site": "same-origin" })).status).toBe(401);
  });
});

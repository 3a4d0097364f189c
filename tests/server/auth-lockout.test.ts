// Failed-login limits that stop guessing without handing the owner's account to whoever guesses:
// counted per account and source (10 in 15 minutes) and per account (100 in a day), reserved
// before the password is checked (parallel requests), and a way in for a locked-out owner: a
// sign-in code by e-mail. On a real database with a movable clock; requests carry their source
// address as the socket peer would.
import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { OTP_TTL_MS } from "../../src/server/auth/otp";
import { LOGIN_LIMITS } from "../../src/server/auth/throttle";
import type { Mail, MemoryMailer } from "../../src/server/mail/mailer";
import { type TestServer, testServer } from "../helpers/server";

setDefaultTimeout(120_000);

let s: TestServer;
const PASSWORD = "the owner's passphrase";
let counter = 0;

beforeAll(async () => {
  // Room for 40 parallel checks in the hashing queue (its limit has its own test).
  s = await testServer({ env: { HASH_QUEUE: "64" } });
});
afterAll(() => s.close());
// Each test in a new day: no window of an earlier test is still open.
beforeEach(() => s.clock.advance(24 * 60 * 60_000));

// A check costs what the stored hash says. The owners' hashes are argon2id at a small cost, so
// hundreds of real checks run in seconds on a busy machine; the code under test is the same.
const cheapHash = Bun.password.hash(PASSWORD, { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });

async function owner(lang: "en" | "ar" = "en"): Promise<string> {
  const email = `owner${++counter}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  await s.services.db
    .sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang)
    VALUES (${crypto.randomUUID()}, ${email}, 'Huda', '', ${await cheapHash}, 'user', 1, ${s.clock.now}, ${lang})`;
  return email;
}

const post = (path: string, json: unknown, ip: string) =>
  s.request(`/api/v1/auth/${path}`, { method: "POST", json, ip });
const login = (email: string, password: string, ip: string) => post("login", { email, password }, ip);
const mails = () => (s.services.mailer as MemoryMailer).sent;
const lastMailTo = (email: string): Mail | undefined => mails().findLast((m) => m.to === email);
const codeIn = (mail: Mail | undefined) => /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

describe("failures per account and source", () => {
  test("an attacker's failures from one address do not lock the owner out on another", async () => {
    const email = await owner();
    const attacker = "203.0.113.7";
    for (let i = 0; i < LOGIN_LIMITS.perSource.max; i++)
      expect((await login(email, `guess ${i}`, attacker)).status).toBe(401);
    const refused = await login(email, `guess 11`, attacker);
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe("login_locked");
    // The owner, elsewhere, with the right password.
    expect((await login(email, PASSWORD, "198.51.100.20")).status).toBe(200);
    // The attacker's address stays locked (the owner's success clears only the owner's source).
    expect((await login(email, PASSWORD, attacker)).status).toBe(429);
  });

  test("100 failures from many addresses lock the account everywhere; the owner signs in with an e-mailed code", async () => {
    const email = await owner();
    const sources = Array.from(
      { length: LOGIN_LIMITS.perAccount.max / LOGIN_LIMITS.perSource.max },
      (_, i) => `10.8.0.${i}`,
    );
    for (const ip of sources) {
      const answers = await Promise.all(
        Array.from({ length: LOGIN_LIMITS.perSource.max }, (_, i) => login(email, `guess ${i}`, ip)),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(LOGIN_LIMITS.perSource.max).fill(401));
    }
    // A fresh address with the right password: locked for the rest of the day, code offered.
    const locked = await login(email, PASSWORD, "192.0.2.50");
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "login_locked", codeLogin: true, retryAfter: 24 * 60 * 60 });
    expect(locked.headers.get("retry-after")).toBe(String(24 * 60 * 60));

    const requested = await post("login-code", { email }, "192.0.2.50");
    expect(requested.status).toBe(200);
    expect(await requested.json()).toEqual({ email, otpExpiresAt: s.clock.now + OTP_TTL_MS });
    const mail = lastMailTo(email);
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).not.toContain(code);
    expect(mail?.subject).toContain("sign-in code");
    expect(mail?.text).toContain("sign in");

    const signedIn = await post("verify-otp", { email, otp: code }, "192.0.2.50");
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user).toMatchObject({ email, firstName: "Huda" });
    expect((await s.request("/api/v1/auth/authCheck", { cookie: cookieOf(signedIn) })).status).toBe(200);
    // The code sign-in cleared every failure counter of the account, every source's included.
    expect((await login(email, PASSWORD, "192.0.2.51")).status).toBe(200);
    expect((await login(email, PASSWORD, sources[0]!)).status).toBe(200);
    const events = await s.services.db
      .sql`SELECT event, detail FROM auth_events WHERE email = ${email} AND event = 'login_ok'`;
    expect(events.some((e: { detail: string | null }) => e.detail?.includes("code"))).toBe(true);
  });

  test("a locked address that keeps trying does not count against the account", async () => {
    const email = await owner();
    for (let i = 0; i < 30; i++) await login(email, `guess ${i}`, "203.0.113.9");
    const state = await s.services.rateLimiter.peek(`login-fail:user:${email}|all`, LOGIN_LIMITS.perAccount);
    expect(state.count).toBe(LOGIN_LIMITS.perSource.max);
  });
});

describe("parallel wrong passwords", () => {
  test("40 at once from one address: exactly 10 are checked (401), the other 30 are refused (429)", async () => {
    const email = await owner();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `parallel ${i}`, "10.9.9.9")));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 401).length).toBe(LOGIN_LIMITS.perSource.max);
    expect(statuses.filter((st) => st === 429).length).toBe(40 - LOGIN_LIMITS.perSource.max);
    expect((await login(email, PASSWORD, "10.9.9.9")).status).toBe(429);
  });

  test("40 at once for one account from 40 addresses: each gets its check, the account counts all 40", async () => {
    const email = await owner();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(email, `parallel ${i}`, `10.10.0.${i}`)),
    );
    expect(answers.every((r) => r.status === 401)).toBe(true);
    const state = await s.services.rateLimiter.peek(`login-fail:user:${email}|all`, LOGIN_LIMITS.perAccount);
    expect(state.count).toBe(40);
  });
});

describe("sign-in code", () => {
  test("an unknown or unverified e-mail gets the same answer and nothing is sent", async () => {
    await s.services.db.sql`INSERT INTO users (id, email, first_name, password_hash, role, verified, created_at)
      VALUES (${crypto.randomUUID()}, 'pending-lockout@example.com', 'P', 'x', 'user', 0, ${s.clock.now})`;
    const sent = mails().length;
    for (const email of ["nobody-here@example.com", "pending-lockout@example.com"]) {
      const res = await post("login-code", { email }, "10.11.0.1");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ email, otpExpiresAt: s.clock.now + OTP_TTL_MS });
    }
    expect(mails().length).toBe(sent);
  });

  test("codes typed for an unknown address get a real account's answers, try by try: nothing tells which addresses have accounts", async () => {
    const known = await owner();
    const unknown = `nobody${++counter}@example.com`;
    const answers = async (email: string, base: number) => {
      const out: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await post("verify-otp", { email, otp: "000000" }, `10.40.${base}.${i}`);
        const body = (await res.json()) as { code: string; attemptsLeft?: number };
        out.push([res.status, body.code, body.attemptsLeft]);
      }
      return out;
    };
    // Before any code is asked for: the answers of an expired code for both.
    expect(await answers(unknown, 1)).toEqual(await answers(known, 2));
    // After a sign-in code is asked for both (only the owner is mailed): tries count down, then locked.
    for (const email of [known, unknown]) expect((await post("login-code", { email }, "10.40.9.1")).status).toBe(200);
    expect(codeIn(lastMailTo(known))).not.toBe("000000");
    const knownAnswers = await answers(known, 3);
    expect(knownAnswers.map((a) => (a as unknown[])[1])).toEqual([
      "otp_invalid",
      "otp_invalid",
      "otp_invalid",
      "otp_invalid",
      "otp_locked",
      "otp_locked",
    ]);
    expect(await answers(unknown, 4)).toEqual(knownAnswers);
    // And once the 300 s are over, expired for both.
    s.clock.advance(OTP_TTL_MS + 1);
    expect(await answers(unknown, 5)).toEqual(await answers(known, 6));
  });

  test("60 s cooldown and 10 an hour per requester address, the same for unknown e-mails (429 rate_limited with retryAfter)", async () => {
    for (const [email, ip] of [
      [await owner(), "10.12.0.1"],
      ["nobody-at-all@example.com", "10.12.0.2"],
    ] as const) {
      expect((await post("login-code", { email }, ip)).status).toBe(200);
      s.clock.advance(20_000);
      const early = await post("login-code", { email }, ip);
      expect(early.status).toBe(429);
      expect(await early.json()).toMatchObject({ code: "rate_limited", retryAfter: 40 });
      expect(early.headers.get("retry-after")).toBe("40");
      for (let i = 3; i <= 10; i++) {
        s.clock.advance(60_000);
        expect((await post("login-code", { email }, ip)).status).toBe(200);
      }
      s.clock.advance(60_000);
      const eleventh = await post("login-code", { email }, ip);
      expect(eleventh.status).toBe(429);
      expect((await eleventh.json()).code).toBe("rate_limited");
    }
  });

  test("resend-otp mails the same sign-in code while it is valid, a new one after; the old one stops working", async () => {
    const email = await owner();
    await post("login-code", { email }, "10.13.0.1");
    const first = codeIn(lastMailTo(email));
    s.clock.advance(60_000);
    const resent = await post("resend-otp", { email }, "10.13.0.1");
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({
      message: "We sent you the code again.",
      otpExpiresAt: s.clock.now - 60_000 + OTP_TTL_MS,
    });
    expect(codeIn(lastMailTo(email))).toBe(first);
    s.clock.advance(OTP_TTL_MS);
    await post("resend-otp", { email }, "10.13.0.1");
    const second = codeIn(lastMailTo(email));
    if (first !== second) expect((await post("verify-otp", { email, otp: first }, "10.13.0.1")).status).toBe(400);
    expect((await post("verify-otp", { email, otp: second }, "10.13.0.1")).status).toBe(200);
  });

  test("5 wrong tries lock a sign-in code as they lock a registration code; it expires after 300 s", async () => {
    const email = await owner();
    await post("login-code", { email }, "10.14.0.1");
    const code = codeIn(lastMailTo(email));
    const wrong = code === "000000" ? "111111" : "000000";
    for (const left of [4, 3, 2, 1]) {
      const res = await post("verify-otp", { email, otp: wrong }, "10.14.0.1");
      expect(await res.json()).toMatchObject({ code: "otp_invalid", attemptsLeft: left });
    }
    expect((await post("verify-otp", { email, otp: wrong }, "10.14.0.1")).status).toBe(429);
    expect((await post("verify-otp", { email, otp: code }, "10.14.0.1")).status).toBe(429);

    s.clock.advance(60_000);
    await post("login-code", { email }, "10.14.0.1");
    const fresh = codeIn(lastMailTo(email));
    s.clock.advance(OTP_TTL_MS);
    expect((await post("verify-otp", { email, otp: fresh }, "10.14.0.1")).status).toBe(410);
  });

  test("in the account's language, Arabic included, and never with the code in the subject", async () => {
    const email = await owner("ar");
    await post("login-code", { email }, "10.15.0.1");
    const mail = lastMailTo(email);
    expect(mail?.lang).toBe("ar");
    expect(mail?.subject).toContain("رمز تسجيل الدخول");
    expect(mail?.subject).not.toContain(codeIn(mail));
    expect(mail?.html).toContain('dir="rtl"');
  });

  test("a verified account's code is a sign-in code: a registration code for it is refused", async () => {
    const email = await owner();
    const [user] = await s.services.db.sql`SELECT id FROM users WHERE email = ${email}`;
    const { hashCode } = await import("../../src/server/auth/otp");
    // A registration code planted for a verified account (none is ever issued) does not sign in.
    await s.services.db.sql`INSERT INTO otp_codes (user_id, code_hash, created_at, expires_at, attempts, purpose)
      VALUES (${user.id}, ${hashCode(s.services.codeSecret, user.id, "register", "123456")}, ${s.clock.now},
        ${s.clock.now + OTP_TTL_MS}, 0, 'register')`;
    // It has no sign-in code: the answer of an expired one, as for any address without a code.
    expect((await post("verify-otp", { email, otp: "123456" }, "10.16.0.1")).status).toBe(410);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.log("lockout with Redis counters skipped: TEST_REDIS_URL is not set");

describe.skipIf(!REDIS_URL)("with the counters in Redis", () => {
  test("40 parallel wrong passwords: 10 checked; a code sign-in clears every source's counter there", async () => {
    const { RedisRateLimiter } = await import("../../src/server/scale/rate-limit");
    const { openRedis } = await import("../../src/server/scale/redis");
    const redis = await openRedis(REDIS_URL!, `test:lockout:${crypto.randomUUID().slice(0, 8)}:`);
    const previous = s.services.rateLimiter;
    s.services.rateLimiter = new RedisRateLimiter(redis);
    try {
      const email = await owner();
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(email, `guess ${i}`, "10.30.0.1")));
      expect(answers.filter((r) => r.status === 401).length).toBe(LOGIN_LIMITS.perSource.max);
      expect(answers.filter((r) => r.status === 429).length).toBe(40 - LOGIN_LIMITS.perSource.max);
      for (let i = 0; i < 3; i++) await login(email, "another guess", "10.30.0.2");
      const keys = () =>
        redis.client.send("KEYS", [`${redis.prefix}rl:login-fail:user:${email}|*`]) as Promise<string[]>;
      expect((await keys()).length).toBe(3);
      await post("login-code", { email }, "10.30.0.1");
      expect((await post("verify-otp", { email, otp: codeIn(lastMailTo(email)) }, "10.30.0.1")).status).toBe(200);
      expect(await keys()).toEqual([]);
      expect((await login(email, PASSWORD, "10.30.0.1")).status).toBe(200);
    } finally {
      s.services.rateLimiter = previous;
      const left = (await redis.client.send("KEYS", [`${redis.prefix}*`])) as string[];
      if (left.length) await redis.client.send("DEL", left);
      redis.close();
    }
  });
});

// Accounts no one else can take or block: a registration code carries the password and names of
// the request that caused it (pre-hijack), every code e-mail carries a single-use sign-in link
// that others' wrong guesses never lock, code requests are limited per requester address and
// mail a still-valid code again, a verified address answers registration like a new one, and
// first/last names must hold a letter and no format or separator characters. On a real database
// (SQLite, or PostgreSQL with TEST_DB=postgres) with a movable clock; requests carry their source
// address as the socket peer would.
import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { OTP_TTL_MS } from "../../src/server/auth/otp";
import { LOGIN_LIMITS } from "../../src/server/auth/throttle";
import type { Mail, MemoryMailer } from "../../src/server/mail/mailer";
import { type TestServer, testServer } from "../helpers/server";

setDefaultTimeout(120_000);

let s: TestServer;
beforeAll(async () => {
  // Room for 40 parallel password hashes in the queue (its limit has its own test).
  s = await testServer({ env: { HASH_QUEUE: "64" } });
});
afterAll(() => s.close());
// Each test in a new day: no window of an earlier test is still open.
beforeEach(() => s.clock.advance(24 * 60 * 60_000));

const OWNER = { firstName: "Rana", lastName: "Haddad", password: "the owner's own passphrase" };
const ATTACKER = { firstName: "Mallory", lastName: "Evil", password: "an attacker's chosen passphrase" };
let counter = 0;
const freshEmail = () => `bound${++counter}-${crypto.randomUUID().slice(0, 6)}@example.com`;
const mails = () => (s.services.mailer as MemoryMailer).sent;
const mailsTo = (email: string) => mails().filter((m) => m.to === email);
const lastMailTo = (email: string): Mail | undefined => mails().findLast((m) => m.to === email);
const codeIn = (mail: Mail | undefined) => /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
const linkIn = (mail: Mail | undefined) =>
  /(https?:\/\/\S+\/sign-in-link\?token=\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
const tokenIn = (mail: Mail | undefined) => new URL(linkIn(mail) || "http://x/").searchParams.get("token") ?? "";
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

const post = (path: string, json: unknown, ip = "192.0.2.1", headers: Record<string, string> = {}) =>
  s.request(`/api/v1/auth/${path}`, { method: "POST", json, ip, headers });
const register = (email: string, who: typeof OWNER, ip = "192.0.2.1", headers: Record<string, string> = {}) =>
  post("register", { ...who, email }, ip, headers);
const login = (email: string, password: string, ip = "192.0.2.1") => post("login", { email, password }, ip);

// A check costs what the stored hash says: owners of verified accounts get a cheap argon2id hash.
const PASSWORD = "the owner's passphrase";
const cheapHash = Bun.password.hash(PASSWORD, { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });
async function verifiedOwner(lang: "en" | "ar" = "en"): Promise<string> {
  const email = `owner${++counter}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  await s.services.db
    .sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang)
    VALUES (${crypto.randomUUID()}, ${email}, 'Huda', '', ${await cheapHash}, 'user', 1, ${s.clock.now}, ${lang})`;
  return email;
}

describe("pre-hijack: the password that survives verification is the one sent with the verified code", () => {
  for (const expired of [false, true]) {
    test(`someone registers the owner's address first, then the owner${expired ? " (after the first code expired)" : ""}`, async () => {
      const email = freshEmail();
      expect((await register(email, ATTACKER, "203.0.113.9")).status).toBe(201);
      const attackersMail = lastMailTo(email);
      s.clock.advance(expired ? OTP_TTL_MS + 1 : 61_000);
      expect((await register(email, OWNER, "198.51.100.7")).status).toBe(201);
      const ownersMail = lastMailTo(email);
      expect(ownersMail?.text).toContain("Rana");
      // The first registration's code and link no longer work.
      expect((await post("verify-otp", { email, otp: codeIn(attackersMail) })).status).toBeGreaterThanOrEqual(400);
      expect((await post("sign-in-link", { token: tokenIn(attackersMail) })).status).toBe(400);
      const verified = await post("verify-otp", { email, otp: codeIn(ownersMail) }, "198.51.100.7");
      expect(verified.status).toBe(200);
      expect((await verified.json()).user).toMatchObject({ firstName: "Rana", lastName: "Haddad" });
      expect((await login(email, OWNER.password)).status).toBe(200);
      expect((await login(email, ATTACKER.password)).status).toBe(401);
    });

    test(`the owner registers first, then someone else${expired ? " (after the owner's code expired)" : ""}: the owner's old code stops, the new one goes only to the owner's mailbox`, async () => {
      const email = freshEmail();
      expect((await register(email, OWNER, "198.51.100.8")).status).toBe(201);
      const ownersFirst = lastMailTo(email);
      s.clock.advance(expired ? OTP_TTL_MS + 1 : 61_000);
      const before = mails().length;
      const hijack = await register(email, ATTACKER, "203.0.113.10");
      expect(hijack.status).toBe(201);
      // The only e-mail it caused went to the address registered, never elsewhere.
      expect(
        mails()
          .slice(before)
          .map((m) => m.to),
      ).toEqual([email]);
      expect((await post("verify-otp", { email, otp: codeIn(ownersFirst) })).status).toBeGreaterThanOrEqual(400);
      expect((await post("sign-in-link", { token: tokenIn(ownersFirst) })).status).toBe(400);
      // The owner registers again (their form's "send again" or a new registration): theirs wins.
      s.clock.advance(61_000);
      expect((await register(email, OWNER, "198.51.100.8")).status).toBe(201);
      const ownersMail = lastMailTo(email);
      const verified = await post("sign-in-link", { token: tokenIn(ownersMail) }, "198.51.100.8");
      expect(verified.status).toBe(200);
      expect((await verified.json()).user).toMatchObject({ firstName: "Rana", lastName: "Haddad" });
      expect((await login(email, OWNER.password)).status).toBe(200);
      expect((await login(email, ATTACKER.password)).status).toBe(401);
    });
  }

  test("a code made later without a registration (resend after expiry) keeps the newest registration's password", async () => {
    const email = freshEmail();
    await register(email, ATTACKER, "203.0.113.11");
    s.clock.advance(61_000);
    await register(email, OWNER, "198.51.100.9");
    s.clock.advance(OTP_TTL_MS + 1);
    // Whoever asks, the new code goes to the owner's mailbox and carries the owner's password.
    expect((await post("resend-otp", { email }, "203.0.113.11")).status).toBe(200);
    expect((await post("verify-otp", { email, otp: codeIn(lastMailTo(email)) })).status).toBe(200);
    expect((await login(email, OWNER.password)).status).toBe(200);
    expect((await login(email, ATTACKER.password)).status).toBe(401);
  });

  test("40 parallel registrations of one address from 8 addresses: one code, bound to the one request answered 201", async () => {
    const email = freshEmail();
    const passwords = Array.from({ length: 40 }, (_, i) => `parallel passphrase number ${i}`);
    const answers = await Promise.all(
      passwords.map((password, i) =>
        post("register", { firstName: `Name${i}`, email, password }, `198.51.100.${100 + (i % 8)}`),
      ),
    );
    const statuses = answers.map((r) => r.status);
    // 503 busy: the password-hashing queue refused the check (its fairness has its own tests).
    for (const status of statuses) expect([201, 429, 503]).toContain(status);
    const winners = statuses.flatMap((status, i) => (status === 201 ? [i] : []));
    expect(winners.length).toBe(1);
    expect(mailsTo(email).length).toBe(1);
    const winner = winners[0] ?? -1;
    expect((await post("verify-otp", { email, otp: codeIn(lastMailTo(email)) })).status).toBe(200);
    const [row] = await s.services.db.sql`SELECT password_hash, first_name FROM users WHERE email = ${email}`;
    expect(row.first_name).toBe(`Name${winner}`);
    const matches = await Promise.all(passwords.map((p) => Bun.password.verify(p, String(row.password_hash))));
    expect(matches.flatMap((ok, i) => (ok ? [i] : []))).toEqual([winner]);
  });
});

describe("only the browser of the newest registration verifies a pending address", () => {
  const inBrowser = (cookie: string) => ({ cookie });

  test("the owner who types the newest code, caused by someone else's later registration, is refused; registering again wins", async () => {
    const email = freshEmail();
    const owners = await register(email, OWNER, "198.51.100.20");
    expect(owners.status).toBe(201);
    const ownerBrowser = cookieOf(owners);
    expect(ownerBrowser).toMatch(/^rockets_reg=[A-Za-z0-9_-]{43}$/);
    s.clock.advance(61_000);
    const attackers = await register(email, ATTACKER, "203.0.113.20");
    expect(attackers.status).toBe(201);
    expect(cookieOf(attackers)).not.toBe(ownerBrowser);
    // The newest e-mail in the owner's mailbox carries the code the stranger's request caused.
    const strangersMail = lastMailTo(email);
    for (const cookie of [ownerBrowser, ""]) {
      const typed = await post("verify-otp", { email, otp: codeIn(strangersMail) }, "198.51.100.20", inBrowser(cookie));
      expect(typed.status).toBe(400);
      const body = await typed.json();
      expect(body.code).toBe("register_other_browser");
      expect(body.message).toContain("browser");
      const link = await post("sign-in-link", { token: tokenIn(strangersMail) }, "198.51.100.20", inBrowser(cookie));
      expect((await link.json()).code).toBe("register_other_browser");
    }
    const [pending] = await s.services.db.sql`SELECT verified FROM users WHERE email = ${email}`;
    expect(Number(pending.verified)).toBe(0);
    // The owner registers again in their browser: their code, their password.
    s.clock.advance(61_000);
    const again = await register(email, OWNER, "198.51.100.20", inBrowser(ownerBrowser));
    expect(again.status).toBe(201);
    const verified = await post(
      "verify-otp",
      { email, otp: codeIn(lastMailTo(email)) },
      "198.51.100.20",
      inBrowser(cookieOf(again)),
    );
    expect(verified.status).toBe(200);
    expect((await login(email, OWNER.password)).status).toBe(200);
    expect((await login(email, ATTACKER.password)).status).toBe(401);
  });

  test("a registration link opened in another browser is refused without being used up", async () => {
    const email = freshEmail();
    const owners = await register(email, OWNER, "198.51.100.21");
    const token = tokenIn(lastMailTo(email));
    const elsewhere = await post(
      "sign-in-link",
      { token },
      "198.51.100.21",
      inBrowser(`rockets_reg=${"x".repeat(43)}`),
    );
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).code).toBe("register_other_browser");
    const here = await post("sign-in-link", { token }, "198.51.100.21", inBrowser(cookieOf(owners)));
    expect(here.status).toBe(200);
    expect((await here.json()).user).toMatchObject({ firstName: "Rana" });
  });

  test("in Arabic, the refusal says where the code works", async () => {
    const email = freshEmail();
    await register(email, OWNER, "198.51.100.22");
    const typed = await post("verify-otp", { email, otp: codeIn(lastMailTo(email)) }, "198.51.100.22", {
      cookie: "",
      "accept-language": "ar",
    });
    expect((await typed.json()).message).toContain("المتصفح");
  });

  test("a verified address's answer sets the same kind of cookie as a new address's", async () => {
    const email = await verifiedOwner();
    const res = await register(email, OWNER, "198.51.100.23");
    expect(res.status).toBe(201);
    expect(cookieOf(res)).toMatch(/^rockets_reg=[A-Za-z0-9_-]{43}$/);
  });
});

describe("the sign-in link of every code e-mail", () => {
  test("a 256-bit token, stored only as an HMAC; the page's POST signs in once; a second use is refused", async () => {
    const email = await verifiedOwner();
    expect((await post("login-code", { email })).status).toBe(200);
    const mail = lastMailTo(email);
    const token = tokenIn(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(linkIn(mail)).toStartWith("http://localhost:3000/sign-in-link?token=");
    expect(mail?.html).toContain(`/sign-in-link?token=${token}`);
    const rows = await s.services.db.sql`SELECT * FROM otp_codes`;
    expect(JSON.stringify(rows)).not.toContain(token);
    const res = await post("sign-in-link", { token }, "198.51.100.30");
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email });
    expect((await s.request("/api/v1/auth/authCheck", { cookie: cookieOf(res) })).status).toBe(200);
    // The code of the same e-mail was used with it.
    expect((await post("verify-otp", { email, otp: codeIn(mail) })).status).toBe(400);
    const again = await post("sign-in-link", { token }, "198.51.100.30", { "accept-language": "ar" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: "link_invalid",
      message: "انتهت صلاحية رابط تسجيل الدخول هذا أو سبق استخدامه. اطلب رمزًا جديدًا لتحصل على رابط جديد.",
    });
  });

  test("it lives as long as its code: refused at 300 s, works 1 ms before", async () => {
    const a = await verifiedOwner();
    const b = await verifiedOwner();
    await post("login-code", { email: a }, "198.51.100.31");
    await post("login-code", { email: b }, "198.51.100.31");
    s.clock.advance(OTP_TTL_MS);
    expect((await post("sign-in-link", { token: tokenIn(lastMailTo(a)) })).status).toBe(400);
    s.clock.advance(-1);
    expect((await post("sign-in-link", { token: tokenIn(lastMailTo(b)) })).status).toBe(200);
    s.clock.advance(1);
  });

  test("others' 5 wrong codes lock the code, never the link; 40 parallel uses of it: exactly one wins", async () => {
    const email = await verifiedOwner();
    await post("login-code", { email });
    const mail = lastMailTo(email);
    const wrong = codeIn(mail) === "000000" ? "111111" : "000000";
    for (let i = 0; i < 6; i++) await post("verify-otp", { email, otp: wrong }, `203.0.113.${50 + i}`);
    expect((await post("verify-otp", { email, otp: codeIn(mail) })).status).toBe(429);
    const uses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post("sign-in-link", { token: tokenIn(mail) }, `198.51.100.${40 + (i % 8)}`),
      ),
    );
    expect(uses.filter((r) => r.status === 200).length).toBe(1);
    expect(uses.filter((r) => r.status === 400).length).toBe(39);
  });

  test("a locked password login: the message tells of the link (both languages), and the link opens the account", async () => {
    const email = await verifiedOwner();
    // 100 wrong passwords over 10 addresses: the account's password login is locked everywhere.
    for (let a = 0; a < 10; a++)
      await Promise.all(
        Array.from({ length: LOGIN_LIMITS.perSource.max }, (_, i) =>
          login(email, `wrong ${a}-${i}`, `203.0.113.${a + 1}`),
        ),
      );
    const locked = await login(email, PASSWORD, "198.51.100.50");
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toContain("sign-in link");
    const lockedAr = await s.request("/api/v1/auth/login", {
      method: "POST",
      json: { email, password: PASSWORD },
      ip: "198.51.100.50",
      headers: { "accept-language": "ar" },
    });
    expect((await lockedAr.json()).message).toContain("رابط لتسجيل الدخول");
    expect((await post("login-code", { email }, "198.51.100.50")).status).toBe(200);
    const res = await post("sign-in-link", { token: tokenIn(lastMailTo(email)) }, "198.51.100.50");
    expect(res.status).toBe(200);
    // Signing in by the link cleared the failed-login counters: the password works again.
    expect((await login(email, PASSWORD, "198.51.100.50")).status).toBe(200);
  });

  test("a registration's link verifies the account with that registration's password and names", async () => {
    const email = freshEmail();
    await register(email, OWNER, "198.51.100.60", { "accept-language": "ar" });
    const mail = lastMailTo(email);
    expect(mail?.lang).toBe("ar");
    expect(mail?.text).toContain("أو افتح هذا الرابط");
    const res = await post("sign-in-link", { token: tokenIn(mail) }, "198.51.100.60");
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email, firstName: "Rana" });
    expect((await login(email, OWNER.password)).status).toBe(200);
  });

  test("malformed tokens: 400 invalid_input naming the token", async () => {
    for (const token of ["", "short", "x".repeat(44), `${"a".repeat(42)}!`]) {
      const res = await post("sign-in-link", { token });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "invalid_input", field: "token" });
    }
  });
});

describe("code requests: the same code again while valid, limits per requester address and per account", () => {
  test("asking again while the code is valid mails the same code and link with the same expiry; after expiry a new one", async () => {
    const email = await verifiedOwner();
    const first = await (await post("login-code", { email })).json();
    const firstMail = lastMailTo(email);
    s.clock.advance(60_000);
    const second = await (await post("login-code", { email }, "198.51.100.70")).json();
    expect(second.otpExpiresAt).toBe(first.otpExpiresAt);
    expect(codeIn(lastMailTo(email))).toBe(codeIn(firstMail));
    expect(tokenIn(lastMailTo(email))).toBe(tokenIn(firstMail));
    s.clock.advance(OTP_TTL_MS);
    const third = await (await post("login-code", { email }, "198.51.100.71")).json();
    expect(third.otpExpiresAt).toBe(s.clock.now + OTP_TTL_MS);
    expect(tokenIn(lastMailTo(email))).not.toBe(tokenIn(firstMail));
    expect((await post("sign-in-link", { token: tokenIn(lastMailTo(email)) })).status).toBe(200);
  });

  test("others asking all hour long from many addresses never use up the owner's way in", async () => {
    const email = await verifiedOwner();
    for (let i = 0; i < 60; i++) {
      const res = await post("login-code", { email }, `203.0.113.${100 + i}`);
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
      s.clock.advance(61_000);
    }
    // The owner asks once more: a working link arrives.
    s.clock.advance(61_000);
    expect((await post("login-code", { email }, "198.51.100.80")).status).toBe(200);
    expect((await post("sign-in-link", { token: tokenIn(lastMailTo(email)) })).status).toBe(200);
    // At most one e-mail a minute reached the owner.
    expect(mailsTo(email).length).toBeLessThanOrEqual(61);
  });

  test("40 parallel requests for one account from 8 addresses: one e-mail, every other one 429", async () => {
    const email = await verifiedOwner();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post("login-code", { email }, `198.51.100.${120 + (i % 8)}`)),
    );
    expect(answers.filter((r) => r.status === 200).length).toBe(1);
    expect(answers.filter((r) => r.status === 429).length).toBe(39);
    expect(mailsTo(email).length).toBe(1);
  });

  test("40 parallel requests for 40 accounts from 2 addresses: 10 an hour per address", async () => {
    const emails = await Promise.all(Array.from({ length: 40 }, () => verifiedOwner()));
    const answers = await Promise.all(
      emails.map((email, i) => post(i % 2 ? "login-code" : "resend-otp", { email }, `198.51.100.${130 + (i % 2)}`)),
    );
    const ok = answers.flatMap((r, i) => (r.status === 200 ? [i % 2] : []));
    expect(ok.filter((a) => a === 0).length).toBe(10);
    expect(ok.filter((a) => a === 1).length).toBe(10);
    for (const r of answers) if (r.status !== 200) expect((await r.json()).code).toBe("rate_limited");
    // An unknown address meets the same limit.
    const unknown = await post("login-code", { email: "nobody-here@example.com" }, "198.51.100.130");
    expect(unknown.status).toBe(429);
    s.clock.advance(60 * 60_000);
    expect((await post("login-code", { email: "nobody-here@example.com" }, "198.51.100.130")).status).toBe(200);
  });
});

describe("registering a verified address", () => {
  test("the same 201 as a new address, and the owner is told in the owner's language; nothing changes", async () => {
    const email = await verifiedOwner("ar");
    const fresh = freshEmail();
    const asNew = await register(fresh, ATTACKER, "203.0.113.200");
    const asTaken = await register(email, ATTACKER, "203.0.113.200");
    expect(asTaken.status).toBe(201);
    const a = await asNew.json();
    const b = await asTaken.json();
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b).toEqual({ message: a.message, email, otpExpiresAt: a.otpExpiresAt });
    const notice = lastMailTo(email);
    expect(notice?.lang).toBe("ar");
    expect(notice?.subject).toContain("حاول أحدهم التسجيل");
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
    expect(notice?.text).not.toContain("sign-in-link");
    expect((await login(email, PASSWORD)).status).toBe(200);
    expect((await login(email, ATTACKER.password)).status).toBe(401);
    // Within a minute: the same 429 a pending address answers.
    s.clock.advance(20_000);
    const early = await register(email, ATTACKER, "203.0.113.201");
    const earlyNew = await register(fresh, ATTACKER, "203.0.113.201");
    expect(early.status).toBe(429);
    expect(earlyNew.status).toBe(429);
    expect(await early.json()).toEqual(await earlyNew.json());
  });

  test("in English for an English owner", async () => {
    const email = await verifiedOwner("en");
    expect((await register(email, ATTACKER, "203.0.113.202", { "accept-language": "ar" })).status).toBe(201);
    const notice = lastMailTo(email);
    expect(notice?.lang).toBe("en");
    expect(notice?.subject).toBe("Someone tried to register with your Rockets address");
  });

  test("40 parallel registrations of a verified address from 8 addresses: one notice, the rest refused", async () => {
    const email = await verifiedOwner();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => register(email, ATTACKER, `203.0.113.${210 + (i % 8)}`)),
    );
    expect(answers.filter((r) => r.status === 201).length).toBe(1);
    // 503 busy: the password-hashing queue refused the check (hashed for a taken address too).
    for (const r of answers) expect([201, 429, 503]).toContain(r.status);
    expect(mailsTo(email).length).toBe(1);
  });
});

describe("first and last names", () => {
  const refused: [string, string][] = [
    ["\uFE0F", "no_letter"],
    ["\u17B4\u17B4", "no_letter"],
    ["\u0301\u0308", "no_letter"],
    ["1234", "no_letter"],
    ["Ra\u2028na", "format_chars"],
    ["Ra\u2029na", "format_chars"],
    ["Ra\uFFF9na", "format_chars"],
    ["Rana\u{E0041}\u{E007F}", "format_chars"],
    ["Rana\u200D", "format_chars"],
    ["\u200CRana", "format_chars"],
    ["Ra\u200Bna", "format_chars"],
    ["Ra\u00ADna", "format_chars"],
  ];
  for (const field of ["firstName", "lastName"] as const) {
    test(`${field}: refused with a message naming the field`, async () => {
      for (const [value, reason] of refused) {
        const res = await post("register", { ...OWNER, [field]: value, email: freshEmail() });
        const body = await res.json();
        expect({ value, status: res.status, code: body.code, field: body.field }).toEqual({
          value,
          status: 400,
          code: "invalid_input",
          field,
        });
        const label = field === "firstName" ? "First name" : "Last name";
        expect(body.message).toStartWith(label);
        expect(body.message).toContain(reason === "no_letter" ? "letter" : "format");
      }
    });
  }

  test("the message in Arabic", async () => {
    const res = await post("register", { ...OWNER, firstName: "\uFE0F", email: freshEmail() }, "192.0.2.2", {
      "accept-language": "ar",
    });
    expect((await res.json()).message).toBe("يجب أن يحتوي الاسم الأول على حرف واحد على الأقل.");
  });

  test("real names pass", async () => {
    // The non-joiner and joiner between letters, as Arabic-script and Indic names use them.
    for (const firstName of [
      "رنا",
      "José",
      "O'Brien",
      "Jean-Luc",
      "李",
      "Zoë",
      "عبد الله",
      "رنا\u200cهداد",
      "क्\u200dष",
    ]) {
      const res = await post("register", { ...OWNER, firstName, email: freshEmail() }, "192.0.2.3");
      expect({ firstName, status: res.status }).toEqual({ firstName, status: 201 });
    }
  });
});

// Forgot password (docs/api.md, "Forgot password"): e-mail → code or link → reset token → new
// password. The whole flow in English and Arabic, the registration's password policy, every
// session (and so every push subscription) ended and published, the login lockout cleared, the
// owner told; the same answer for unknown and pending addresses; a valid code mailed again
// rather than a new one; wrong codes limited without blocking the link; limits under 40 parallel
// requests from several addresses, on one instance (SQLite, or PostgreSQL with TEST_DB=postgres)
// and on two instances sharing the database (SQLite file; PostgreSQL and Redis in that pass).
import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RESET_TOKEN_TTL_MS, RESET_TTL_MS } from "../../src/server/auth/password-reset";
import type { EndedSessions } from "../../src/server/auth/session-cache";
import { createSession } from "../../src/server/auth/sessions";
import { LOGIN_LIMITS } from "../../src/server/auth/throttle";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import type { Mail, MemoryMailer } from "../../src/server/mail/mailer";
import { type ChildServer, startServer } from "../helpers/child-server";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";

setDefaultTimeout(120_000);

let s: TestServer;
const ended: EndedSessions[] = [];
beforeAll(async () => {
  s = await testServer({ env: { HASH_QUEUE: "64" } });
  s.services.sessions.onEnded((what) => ended.push(what));
});
afterAll(() => s.close());
// Each test in a new day: no window of an earlier test is still open.
beforeEach(() => s.clock.advance(24 * 60 * 60_000));

const OLD = "the owner's old passphrase";
const NEW = "a brand new passphrase";
const cheapHash = Bun.password.hash(OLD, { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });
let counter = 0;

async function owner(options: { lang?: "en" | "ar"; verified?: boolean } = {}) {
  const id = crypto.randomUUID();
  const email = `reset${++counter}-${id.slice(0, 6)}@example.com`;
  await s.services.db
    .sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang)
    VALUES (${id}, ${email}, ${options.lang === "ar" ? "هدى" : "Huda"}, '', ${await cheapHash}, 'user',
      ${options.verified === false ? 0 : 1}, ${s.clock.now}, ${options.lang ?? "en"})`;
  return { id, email };
}

const mails = () => (s.services.mailer as MemoryMailer).sent;
const mailsTo = (email: string) => mails().filter((m) => m.to === email);
const lastMailTo = (email: string): Mail | undefined => mails().findLast((m) => m.to === email);
const codeIn = (mail: Mail | undefined) => /^(\d{6})$/m.exec(mail?.text ?? "")?.[1] ?? "";
const tokenIn = (mail: Mail | undefined) =>
  /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1] ?? "";

const post = (path: string, json: unknown, ip = "192.0.2.1", headers: Record<string, string> = {}) =>
  s.request(`/api/v1/auth/${path}`, { method: "POST", json, ip, headers });
const ask = (email: string, ip = "192.0.2.1", lang = "en") =>
  post("password-reset/request", { email }, ip, { "accept-language": lang });
const verify = (email: string, code: string, ip = "192.0.2.1") => post("password-reset/verify", { email, code }, ip);
const openLink = (token: string, ip = "192.0.2.1") => post("password-reset/link", { token }, ip);
const complete = (token: string, password: string, lang = "en", cookie?: string) =>
  s.request("/api/v1/auth/password-reset/complete", {
    method: "POST",
    json: { token, password },
    ip: "192.0.2.1",
    headers: { "accept-language": lang },
    ...(cookie ? { cookie } : {}),
  });
const login = (email: string, password: string, ip = "192.0.2.1") => post("login", { email, password }, ip);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

async function signedInBrowsers(id: string, n: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < n; i++) {
    const token = await createSession(s.services, "user", id);
    const [row] = await s.services.db.sql`SELECT token_hash FROM sessions WHERE subject_id = ${id}
      AND token_hash NOT IN (SELECT token_hash FROM push_subscriptions) ORDER BY created_at DESC LIMIT 1`;
    await s.services.db.sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
      VALUES (${row!.token_hash}, ${id}, ${`https://push.example/${i}`}, 'p', 'a', ${s.clock.now})`;
    cookies.push(`rockets_session=${token}`);
  }
  return cookies;
}

describe("the whole flow", () => {
  for (const lang of ["en", "ar"] as const) {
    test(`${lang}: code → new password; sessions, push subscriptions and lockout gone; owner told`, async () => {
      const { id, email } = await owner({ lang });
      const browsers = await signedInBrowsers(id, 2);
      // Someone locked the password login from this address.
      for (let i = 0; i < LOGIN_LIMITS.perSource.max; i++) await login(email, "wrong guess");
      expect((await login(email, OLD)).status).toBe(429);

      const asked = await ask(email, "192.0.2.1", lang);
      expect(asked.status).toBe(200);
      const body = await asked.json();
      expect(body).toMatchObject({ email, expiresAt: s.clock.now + RESET_TTL_MS });
      expect(body.message).toBe(
        lang === "ar"
          ? "إن كان لهذا العنوان حساب، فقد أرسلنا إليه رمزًا ورابطًا."
          : "If this address has an account, we sent it a code and a link.",
      );
      const mail = lastMailTo(email);
      expect(mail?.lang).toBe(lang);
      expect(mail?.subject).toBe(lang === "ar" ? "إعادة تعيين كلمة مرورك في روكتس" : "Reset your Rockets password");
      expect(mail?.subject).not.toContain(codeIn(mail));
      expect(codeIn(mail)).toMatch(/^\d{6}$/);
      expect(tokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const verified = await verify(email, codeIn(mail));
      expect(verified.status).toBe(200);
      const { token, expiresAt } = await verified.json();
      expect(expiresAt).toBe(s.clock.now + RESET_TOKEN_TTL_MS);
      // The code and the link are used up.
      expect((await verify(email, codeIn(mail))).status).toBe(400);
      expect((await openLink(tokenIn(mail))).status).toBe(400);

      // The registration's policy, in the caller's language, naming the field; the token survives.
      const short = await complete(token, "short", lang);
      expect(short.status).toBe(400);
      const shortBody = await short.json();
      expect(shortBody).toMatchObject({ code: "password_too_short", field: "password" });
      if (lang === "ar") expect(shortBody.message).toMatch(/[\u0600-\u06FF]/);
      expect(await (await complete(token, "password123", lang)).json()).toMatchObject({ code: "password_common" });

      const before = ended.length;
      const done = await complete(token, NEW, lang, browsers[0]);
      expect(done.status).toBe(200);
      expect(done.headers.get("set-cookie")).toContain("Max-Age=0");
      expect(ended.slice(before)).toContainEqual({ kind: "user", subjectId: id });
      const [sessions] = await s.services.db.sql`SELECT COUNT(*) AS n FROM sessions WHERE subject_id = ${id}`;
      expect(Number(sessions.n)).toBe(0);
      const [subs] = await s.services.db.sql`SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ${id}`;
      expect(Number(subs.n)).toBe(0);
      for (const cookie of browsers) {
        const check = await s.request("/api/v1/auth/authCheck", { cookie });
        expect(await check.json()).toEqual({ user: null });
      }
      // The token works once.
      expect(await (await complete(token, "another new passphrase", lang)).json()).toMatchObject({
        code: "reset_expired",
      });

      const changed = lastMailTo(email);
      expect(changed?.subject).toBe(
        lang === "ar" ? "تغيّرت كلمة مرور حسابك في روكتس" : "Your Rockets password was changed",
      );
      // When, with its zone.
      expect(changed?.text).toContain(lang === "ar" ? "بالتوقيت العالمي" : "UTC");
      expect(changed?.text).toContain(lang === "ar" ? "هدى" : "Huda");
      // Lockout cleared: the new password logs in from the address that was locked; the old does not.
      expect((await login(email, OLD)).status).toBe(401);
      expect((await login(email, NEW)).status).toBe(200);
      const [event] = await s.services.db.sql`SELECT detail FROM auth_events
        WHERE subject_id = ${id} AND event = 'password_reset'`;
      expect(JSON.parse(String(event.detail))).toEqual({ sessions: 2 });
    });
  }

  test("the link's page button: the link gives a reset token once, wrong codes or not", async () => {
    const { email } = await owner();
    await ask(email);
    const mail = lastMailTo(email);
    // Strangers use up the code's tries, from several addresses.
    for (let i = 0; i < 5; i++) await verify(email, wrong(codeIn(mail)), `203.0.113.${i}`);
    const locked = await verify(email, codeIn(mail));
    expect(locked.status).toBe(429);
    expect((await locked.json()).code).toBe("reset_locked");
    // A request while the code is valid mails the same code and link again: nothing new to block with.
    s.clock.advance(61_000);
    expect((await ask(email, "203.0.113.50")).status).toBe(200);
    expect(tokenIn(lastMailTo(email))).toBe(tokenIn(mail));
    const opened = await openLink(tokenIn(mail));
    expect(opened.status).toBe(200);
    const { token } = await opened.json();
    expect((await complete(token, NEW)).status).toBe(200);
    expect((await login(email, NEW)).status).toBe(200);
    expect((await openLink(tokenIn(mail))).status).toBe(400);
  });
});

describe("a login racing the reset", () => {
  test("a login that checked the old password while the reset finished gets no session", async () => {
    const { id, email } = await owner();
    await ask(email);
    const { token } = await (await verify(email, codeIn(lastMailTo(email)))).json();
    // The login's password check passes on the old password, then waits until the reset is done.
    const passwords = s.services.passwords;
    const check = passwords.verify;
    let checked!: () => void;
    const checking = new Promise<void>((resolve) => {
      checked = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    passwords.verify = async (...args) => {
      const ok = await check.apply(passwords, args);
      checked();
      await released;
      return ok;
    };
    const racing = login(email, OLD);
    await checking;
    passwords.verify = check;
    expect((await complete(token, NEW)).status).toBe(200);
    release();
    const late = await racing;
    // Refused as a wrong password would be: the password it gave is no longer the account's.
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: "invalid_credentials" });
    expect(late.headers.get("set-cookie")).toBeNull();
    const [row] = await s.services.db.sql`SELECT COUNT(*) AS n FROM sessions WHERE subject_id = ${id}`;
    expect(Number(row.n)).toBe(0);
    expect((await login(email, NEW)).status).toBe(200);
  });
});

describe("nothing tells whether an address has an account", () => {
  test("unknown, pending and verified addresses get the same answer; only the verified one is mailed", async () => {
    const known = await owner();
    const pending = await owner({ verified: false });
    const unknown = `nobody${++counter}@example.com`;
    const answers = [];
    for (const email of [known.email, pending.email, unknown]) {
      const res = await ask(email);
      const body = await res.json();
      answers.push({
        status: res.status,
        keys: Object.keys(body).sort(),
        message: body.message,
        ttl: body.expiresAt - s.clock.now,
      });
    }
    expect(answers[1]).toEqual(answers[0]!);
    expect(answers[2]).toEqual(answers[0]!);
    expect(mailsTo(known.email).length).toBe(1);
    expect(mailsTo(pending.email).length).toBe(0);
    expect(mailsTo(unknown).length).toBe(0);
    // The same one-a-minute limit for all three.
    for (const email of [known.email, pending.email, unknown]) {
      const again = await ask(email, "192.0.2.77");
      expect(again.status).toBe(429);
      expect((await again.json()).code).toBe("otp_cooldown");
    }
    // Guessing codes tells nothing either: the same answers, try by try, and the same expiry.
    const code = codeIn(lastMailTo(known.email));
    const guesses = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const res = await verify(email, wrong(code), `198.51.100.${90 + i}`);
        const body = await res.json();
        answers.push([res.status, body.code, body.attemptsLeft]);
      }
      return answers;
    };
    const knownAnswers = await guesses(known.email);
    expect(knownAnswers.map((a) => a[1])).toEqual([
      "otp_invalid",
      "otp_invalid",
      "otp_invalid",
      "otp_invalid",
      "reset_locked",
      "reset_locked",
    ]);
    expect(await guesses(pending.email)).toEqual(knownAnswers);
    expect(await guesses(unknown)).toEqual(knownAnswers);
    s.clock.advance(RESET_TTL_MS + 1);
    for (const email of [known.email, pending.email, unknown, `never${++counter}@example.com`]) {
      const late = await verify(email, "123456");
      expect([late.status, (await late.json()).code]).toEqual([410, "otp_expired"]);
    }
  });
});

describe("codes", () => {
  test("a still-valid code is mailed again; an expired one is replaced; the old link then fails", async () => {
    const { email } = await owner();
    await ask(email);
    const first = lastMailTo(email);
    s.clock.advance(61_000);
    await ask(email);
    const second = lastMailTo(email);
    expect(mailsTo(email).length).toBe(2);
    expect(codeIn(second)).toBe(codeIn(first));
    expect(tokenIn(second)).toBe(tokenIn(first));
    s.clock.advance(RESET_TTL_MS);
    expect(await (await verify(email, codeIn(first))).json()).toMatchObject({ code: "otp_expired" });
    expect((await openLink(tokenIn(first))).status).toBe(400);
    await ask(email);
    const third = lastMailTo(email);
    expect(tokenIn(third)).not.toBe(tokenIn(first));
    expect((await openLink(tokenIn(third))).status).toBe(200);
  });

  test("40 parallel wrong codes from 8 addresses: exactly 5 compared, then the right code is refused too", async () => {
    const { email } = await owner();
    await ask(email);
    const code = codeIn(lastMailTo(email));
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        verify(email, String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"), `198.51.100.${i % 8}`),
      ),
    );
    const bodies = await Promise.all(guesses.map((r) => r.json()));
    expect(bodies.filter((b) => b.code === "otp_invalid").length).toBe(4);
    expect(bodies.filter((b) => b.code === "reset_locked").length).toBe(36);
    expect((await verify(email, code)).status).toBe(429);
    const [row] = await s.services.db.sql`SELECT attempts FROM password_resets WHERE user_id IN
      (SELECT id FROM users WHERE email = ${email})`;
    expect(Number(row.attempts)).toBe(5);
  });

  test("a reset token expires after 10 minutes", async () => {
    const { email } = await owner();
    await ask(email);
    const { token } = await (await verify(email, codeIn(lastMailTo(email)))).json();
    s.clock.advance(RESET_TOKEN_TTL_MS + 1);
    expect(await (await complete(token, NEW)).json()).toMatchObject({ code: "reset_expired" });
    expect((await login(email, OLD)).status).toBe(200);
  });
});

describe("limits under 40 parallel requests", () => {
  test("one account asked for from 8 addresses: one e-mail, one 200", async () => {
    const { email } = await owner();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(email, `198.51.100.${40 + (i % 8)}`)));
    expect(answers.filter((r) => r.status === 200).length).toBe(1);
    expect(answers.filter((r) => r.status === 429).length).toBe(39);
    expect(mailsTo(email).length).toBe(1);
  });

  test("40 addresses asked for from 2 requesters: 10 an hour each", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => ask(`many${i}-${++counter}@example.com`, `203.0.113.${i % 2 ? 77 : 78}`)),
    );
    expect(answers.filter((r) => r.status === 200).length).toBe(20);
    expect(answers.filter((r) => r.status === 429).length).toBe(20);
  });

  test("40 parallel uses of one link: one reset token", async () => {
    const { email } = await owner();
    await ask(email);
    const link = tokenIn(lastMailTo(email));
    const uses = await Promise.all(Array.from({ length: 40 }, (_, i) => openLink(link, `198.51.100.${60 + (i % 8)}`)));
    expect(uses.filter((r) => r.status === 200).length).toBe(1);
    expect(uses.filter((r) => r.status === 400).length).toBe(39);
  });
});

// Two real instances sharing the database: a SQLite file in the SQLite pass, PostgreSQL and Redis
// in the PostgreSQL pass (TEST_DATABASE_URL and TEST_REDIS_URL). X-Forwarded-For from a trusted
// proxy (127.0.0.1) tells the requesters apart.
const PG = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
const clusterSkip =
  TEST_DB === "postgres" && (!PG || !REDIS) ? "TEST_DATABASE_URL and TEST_REDIS_URL are not both set" : null;

describe.skipIf(Boolean(clusterSkip))(
  `two instances (${TEST_DB === "postgres" ? "PostgreSQL and Redis" : "one SQLite file"})`,
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rockets-reset-cluster-"));
    const schema = `r_${crypto.randomUUID().replaceAll("-", "")}`;
    const servers: ChildServer[] = [];
    let user: { id: string; email: string };

    beforeAll(async () => {
      let env: Record<string, string> = {
        TRUSTED_PROXIES: "127.0.0.1",
        AUTH_IP_LIMIT: "100000",
        DATABASE_URL: `sqlite:${join(dataDir, "shared.db")}`,
      };
      if (TEST_DB === "postgres") {
        const admin = await openDb({ databaseUrl: PG!, dataDir });
        await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
        await admin.close();
        const url = new URL(PG!);
        url.searchParams.set("options", `-c search_path=${schema}`);
        env = { ...env, DATABASE_URL: url.toString(), REDIS_URL: REDIS!, REDIS_PREFIX: `test:${schema.slice(2, 10)}:` };
      }
      const config = loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env });
      const db = await openDb(config);
      await migrate(db);
      user = { id: crypto.randomUUID(), email: `cluster-${crypto.randomUUID().slice(0, 8)}@example.com` };
      await db.sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at, lang)
      VALUES (${user.id}, ${user.email}, 'Nadia', '', ${await cheapHash}, 'user', 1, ${Date.now()}, 'en')`;
      await db.close();
      for (const name of ["a", "b"]) servers.push(await startServer({ dataDir: join(dataDir, name), env }));
    }, 90_000);

    afterAll(async () => {
      for (const server of servers) await server.kill().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
      if (TEST_DB !== "postgres") return;
      const admin = await openDb({ databaseUrl: PG!, dataDir: tmpdir() });
      await admin.sql.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    });

    function send(i: number, path: string, body: unknown, from: string, cookie?: string): Promise<Response> {
      const server = servers[i % servers.length]!;
      return fetch(`${server.origin}/api/v1/auth/${path}`, {
        method: "POST",
        headers: {
          origin: server.origin,
          "content-type": "application/json",
          "x-forwarded-for": from,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      });
    }
    const outbox = (to: string) =>
      ["a", "b"].flatMap((name) => {
        const dir = join(dataDir, name, "outbox");
        let files: string[] = [];
        try {
          files = readdirSync(dir);
        } catch {
          return [];
        }
        return files
          .map((f) =>
            readFileSync(join(dir, f), "utf8")
              .replace(/=\r?\n/g, "")
              .replace(/=3D/g, "="),
          )
          .filter((text) => text.includes(`To: ${to}`));
      });

    test("40 parallel requests for one account from 8 addresses: one e-mail; 40 uses of its link: one token; the new password ends the sessions on both", async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          send(i, "password-reset/request", { email: user.email }, `198.51.100.${10 + (i % 8)}`),
        ),
      );
      expect(answers.filter((r) => r.status === 200).length).toBe(1);
      expect(answers.filter((r) => r.status === 429).length).toBe(39);
      await Bun.sleep(200);
      const sent = outbox(user.email);
      expect(sent.length).toBe(1);
      const link = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(sent[0] ?? "")?.[1] ?? "";
      expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Signed in on instance b (a session its cache may hold).
      const signIn = await send(1, "login", { email: user.email, password: OLD }, "198.51.100.30");
      expect(signIn.status).toBe(200);
      const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const check = () =>
        fetch(`${servers[1]!.origin}/api/v1/auth/authCheck`, { headers: { cookie } }).then((r) => r.json());
      expect((await check()).user?.email).toBe(user.email);

      const uses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          send(i, "password-reset/link", { token: link }, `198.51.100.${20 + (i % 8)}`),
        ),
      );
      expect(uses.filter((r) => r.status === 200).length).toBe(1);
      expect(uses.filter((r) => r.status === 400).length).toBe(39);
      const { token } = await uses.find((r) => r.status === 200)!.json();
      // Served by b right before (its cache holds it).
      expect((await check()).user?.email).toBe(user.email);
      const done = await send(0, "password-reset/complete", { token, password: NEW }, "198.51.100.31");
      expect(done.status).toBe(200);
      // Ended on instance a, gone on instance b too: at once, though b had just served it.
      expect((await check()).user).toBeNull();
      expect((await send(1, "login", { email: user.email, password: NEW }, "198.51.100.32")).status).toBe(200);
    });

    test("40 parallel requests for 40 addresses from 2 requesters across both instances: 10 each", async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          send(i, "password-reset/request", { email: `nobody${i}@cluster.example` }, `203.0.113.${i % 2 ? 7 : 8}`),
        ),
      );
      expect(answers.filter((r) => r.status === 200).length).toBe(20);
      expect(answers.filter((r) => r.status === 429).length).toBe(20);
    });
  },
);

test("the hourly purge deletes reset codes a day after they expired and reset tokens once expired", async () => {
  const { purgeExpired } = await import("../../src/server/ops/purge");
  const { email, id } = await owner();
  await ask(email);
  const { token } = await (await verify(email, codeIn(lastMailTo(email)))).json();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  s.clock.advance(61_000);
  await ask(email);
  const count = async () => {
    const [codes] = await s.services.db.sql`SELECT COUNT(*) AS n FROM password_resets WHERE user_id = ${id}`;
    const [tokens] = await s.services.db.sql`SELECT COUNT(*) AS n FROM password_reset_tokens WHERE user_id = ${id}`;
    return [Number(codes.n), Number(tokens.n)];
  };
  expect(await count()).toEqual([1, 1]);
  s.clock.advance(RESET_TOKEN_TTL_MS);
  await purgeExpired(s.services, { force: true });
  expect(await count()).toEqual([1, 0]);
  s.clock.advance(24 * 60 * 60_000);
  await purgeExpired(s.services, { force: true });
  expect(await count()).toEqual([0, 0]);
});

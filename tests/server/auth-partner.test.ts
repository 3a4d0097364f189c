// Partner login as a CPU lever: one argon2id check for any guess without the password (an
// unknown e-mail included), the keys checked only after the password matched, the same login
// throttle as users, and password hashing bounded per instance (503 busy with Retry-After).
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { PasswordHasher } from "../../src/server/auth/passwords";
import { LOGIN_LIMITS } from "../../src/server/auth/throttle";
import { HttpError } from "../../src/server/http/errors";
import { type TestServer, testServer } from "../helpers/server";

setDefaultTimeout(60_000);

let s: TestServer;
const PARTNER = {
  email: "desk@partner.example",
  partnerID: "P-42",
  securityKey1: "first key of the desk",
  securityKey2: "second key of the desk",
  password: "the desk's password",
};

// Small-cost argon2id hashes: a check costs what the stored hash says, so the counts below run
// fast; the code under test is the same.
const cheap = (secret: string) => Bun.password.hash(secret, { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });

beforeAll(async () => {
  s = await testServer({ env: { HASH_QUEUE: "64" } });
  await s.services.db
    .sql`INSERT INTO partners (id, email, partner_id, name, key1_hash, key2_hash, password_hash, created_at)
    VALUES (${crypto.randomUUID()}, ${PARTNER.email}, ${PARTNER.partnerID}, 'Desk Capital',
      ${await cheap(PARTNER.securityKey1)}, ${await cheap(PARTNER.securityKey2)}, ${await cheap(PARTNER.password)},
      ${s.clock.now})`;
});
afterAll(() => s.close());

const partnerLogin = (body: Partial<typeof PARTNER>, ip = "10.20.0.1", server = s) =>
  server.request("/api/v1/partner/auth/login", { method: "POST", json: { ...PARTNER, ...body }, ip });

describe("one check per guess", () => {
  const cases: [string, Partial<typeof PARTNER>, number, number][] = [
    ["an unknown e-mail", { email: "nobody@partner.example" }, 1, 401],
    ["a wrong password", { password: "not the password" }, 1, 401],
    ["the right password with a wrong partner ID", { partnerID: "P-43" }, 1, 401],
    ["the right password with a wrong first key", { securityKey1: "wrong key" }, 2, 401],
    ["the right password and first key with a wrong second key", { securityKey2: "wrong key" }, 3, 401],
    ["everything right", {}, 3, 200],
  ];
  for (const [name, body, checks, status] of cases) {
    test(`${name}: ${checks} argon2id check${checks > 1 ? "s" : ""}, ${status}`, async () => {
      const before = s.services.passwords.checks;
      const res = await partnerLogin(body, `10.21.0.${checks}${status}`);
      expect(res.status).toBe(status);
      expect(s.services.passwords.checks - before).toBe(checks);
    });
  }
});

describe("the login throttle, as for users", () => {
  test("40 wrong logins at once from one address: exactly 10 are checked (401), 30 are refused (429)", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => partnerLogin({ password: `guess ${i}` }, "10.22.0.1")),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((st) => st === 401).length).toBe(LOGIN_LIMITS.perSource.max);
    expect(statuses.filter((st) => st === 429).length).toBe(40 - LOGIN_LIMITS.perSource.max);
    const refused = await partnerLogin({}, "10.22.0.1");
    expect(refused.status).toBe(429);
    // The lock offers the e-mailed sign-in link, which no one's failures lock.
    expect(await refused.json()).toMatchObject({ code: "login_locked", linkLogin: true });
    // Another address of the same desk is not locked by these failures.
    expect((await partnerLogin({}, "10.22.0.2")).status).toBe(200);
  });
});

describe("bounded password hashing", () => {
  test("2 run, 2 wait, the rest are refused at once with 503 busy and Retry-After", async () => {
    const hasher = new PasswordHasher(2, 2);
    const hash = await cheap("secret");
    const calls = Array.from({ length: 6 }, () =>
      hasher.verify("secret", hash).then(
        (ok) => ({ ok }),
        (error: unknown) => ({ error }),
      ),
    );
    expect(hasher.load()).toEqual({ running: 2, waiting: 2 });
    const results = await Promise.all(calls);
    expect(results.filter((r) => "ok" in r && r.ok).length).toBe(4);
    const refused = results.flatMap((r) => ("error" in r ? [r.error] : []));
    expect(refused.length).toBe(2);
    for (const error of refused) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(503);
      expect((error as HttpError).code).toBe("busy");
      expect((error as HttpError).headers["retry-after"]).toBe("1");
    }
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });

  test("a flood of partner logins on a full queue: 503 {code: busy} in the caller's language with Retry-After", async () => {
    const small = await testServer({ env: { HASH_CONCURRENCY: "1", HASH_QUEUE: "1" } });
    // The one slot held until released: the first login to reach the hasher takes the one place in
    // the queue and the rest meet it full, however the database spaces the requests out (on
    // PostgreSQL they can reach the hasher one by one, each after the last one's hash).
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = small.services.passwords.inOneTurn(() => gate.then(() => true));
    const login = (i: number) =>
      small.request("/api/v1/partner/auth/login", {
        method: "POST",
        // Unknown e-mails: each costs one check against the full-cost dummy hash.
        json: { ...PARTNER, email: `flood${i}@partner.example` },
        ip: `10.23.0.${i}`,
        headers: { "accept-language": "ar" },
      });
    try {
      expect(small.services.passwords.load()).toEqual({ running: 1, waiting: 0 });
      const flood = Array.from({ length: 8 }, (_, i) => login(i));
      const answered: Response[] = [];
      for (const answer of flood) void answer.then((r) => answered.push(r));
      for (const deadline = Date.now() + 10_000; answered.length < 7; await Bun.sleep(5)) {
        if (Date.now() > deadline) throw new Error(`${answered.length} of 7 refusals within 10 s`);
      }
      expect(answered.map((r) => r.status)).toEqual(Array(7).fill(503));
      for (const busy of answered) {
        expect(busy.headers.get("retry-after")).toBe("1");
        expect(await busy.json()).toEqual({
          message: "الخادم مشغول الآن. يرجى المحاولة مرة أخرى بعد لحظات.",
          code: "busy",
        });
      }
      // Freed, the one that waited is checked.
      release();
      await held;
      const statuses = (await Promise.all(flood)).map((r) => r.status);
      expect(statuses.filter((st) => st === 401)).toHaveLength(1);
    } finally {
      release();
      await small.close();
    }
  });
});

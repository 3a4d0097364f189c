// Partner and team-member sign-in by e-mailed link (docs/api.md, "Accounts"): the way back in when
// strangers' wrong logins lock the password path. Nothing a stranger does can lock the link, use
// it up or replace it: it has no failure counter, asking again mails the same link, and of
// parallel posts of one token exactly one signs in. On a real database with a movable clock.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { PARTNER_LINK_TTL_MS } from "../../src/server/auth/partner-sign-in-link";
import { LOGIN_LIMITS } from "../../src/server/auth/throttle";
import { RATE_LIMITS } from "../../src/server/http/limits";
import type { Mail, MemoryMailer } from "../../src/server/mail/mailer";
import { CODE_KEEP_MS, purgeExpired } from "../../src/server/ops/purge";
import { type TestServer, testServer } from "../helpers/server";

setDefaultTimeout(60_000);

let s: TestServer;
const cheap = (secret: string) => Bun.password.hash(secret, { algorithm: "argon2id", memoryCost: 1024, timeCost: 1 });

interface Desk {
  id: string;
  email: string;
  partnerID: string;
  securityKey1: string;
  securityKey2: string;
  password: string;
}

let counter = 0;
async function desk(): Promise<Desk> {
  const id = crypto.randomUUID();
  const n = ++counter;
  const d = {
    id,
    email: `desk${n}-${id.slice(0, 6)}@partner.example`,
    partnerID: `P-${n}-${id.slice(0, 6)}`,
    securityKey1: "first key of the desk",
    securityKey2: "second key of the desk",
    password: "the desk's password",
  };
  await s.services.db
    .sql`INSERT INTO partners (id, email, partner_id, name, key1_hash, key2_hash, password_hash, created_at)
    VALUES (${id}, ${d.email}, ${d.partnerID}, ${`Desk ${n}`}, ${await cheap(d.securityKey1)},
      ${await cheap(d.securityKey2)}, ${await cheap(d.password)}, ${s.clock.now})`;
  return d;
}

/** A joined member of the desk's team: its own e-mail and password, the desk's ID and keys. */
async function member(owner: Desk): Promise<Desk> {
  const id = crypto.randomUUID();
  const email = `member${++counter}-${id.slice(0, 6)}@team.example`;
  const password = "the member's password";
  await s.services.db
    .sql`INSERT INTO partner_members (id, partner_id, email, role, password_hash, invited_at, joined_at)
    VALUES (${id}, ${owner.id}, ${email}, 'editor', ${await cheap(password)}, ${s.clock.now}, ${s.clock.now})`;
  return { ...owner, id, email, password };
}

beforeAll(async () => {
  s = await testServer({ env: { HASH_QUEUE: "64" } });
});
afterAll(() => s.close());

const post = (path: string, json: unknown, ip: string, lang = "en") =>
  s.request(`/api/v1/partner/auth/${path}`, { method: "POST", json, ip, headers: { "accept-language": lang } });
const login = (d: Desk, password: string, ip: string) =>
  post(
    "login",
    {
      email: d.email,
      partnerID: d.partnerID,
      securityKey1: d.securityKey1,
      securityKey2: d.securityKey2,
      password,
    },
    ip,
  );
const requestLink = (email: string, ip: string, lang = "en") => post("sign-in-link/request", { email }, ip, lang);
const postToken = (token: string, ip = "192.0.2.80") => post("sign-in-link", { token }, ip);
const mails = () => (s.services.mailer as MemoryMailer).sent;
const mailsTo = (email: string): Mail[] => mails().filter((m) => m.to === email);
const tokensIn = (mail: Mail | undefined) =>
  [...(mail?.text ?? "").matchAll(/\/partner\/sign-in-link\?token=([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? "");
const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

/** 100 wrong logins, 10 from each of 10 addresses: the account-wide lock of a day. */
async function lockOut(d: Desk) {
  const sources = Array.from({ length: LOGIN_LIMITS.perAccount.max / LOGIN_LIMITS.perSource.max }, (_, i) => i);
  for (const i of sources) {
    const answers = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perSource.max }, (_, k) => login(d, `guess ${k}`, `10.60.${counter}.${i}`)),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(LOGIN_LIMITS.perSource.max).fill(401));
  }
}

describe("a locked-out partner or member gets back in by link", () => {
  for (const who of ["partner", "member"] as const) {
    test(`${who}: 100 wrong logins from 10 addresses lock the password path (login_locked, linkLogin); the e-mailed link signs in and clears the counters`, async () => {
      const owner = await desk();
      const d = who === "partner" ? owner : await member(owner);
      await lockOut(d);
      const locked = await login(d, d.password, "192.0.2.60");
      expect(locked.status).toBe(429);
      const body = await locked.json();
      expect(body).toMatchObject({ code: "login_locked", linkLogin: true, retryAfter: 24 * 60 * 60 });
      expect(body.message).toContain("sign-in link");
      expect(locked.headers.get("retry-after")).toBe(String(24 * 60 * 60));

      const asked = await requestLink(d.email, "192.0.2.60");
      expect(asked.status).toBe(200);
      const mail = mailsTo(d.email).at(-1);
      const [token] = tokensIn(mail);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail?.text).toContain(owner.partnerID);
      expect(mail?.html).toContain(`/partner/sign-in-link?token=${token}`);
      // Only the HMAC is stored.
      const stored = await s.services.db.sql`SELECT link_hash, sealed FROM partner_sign_in_links`;
      expect(JSON.stringify(stored)).not.toContain(token ?? "-");

      const signedIn = await postToken(token ?? "");
      expect(signedIn.status).toBe(200);
      const { partner } = await signedIn.json();
      expect(partner).toMatchObject({ id: owner.id, partnerID: owner.partnerID, role: "partner" });
      if (who === "member") expect(partner.member).toMatchObject({ id: d.id, email: d.email, role: "editor" });
      else expect(partner.member).toBeUndefined();
      const check = await s.request("/api/v1/auth/authCheck", { cookie: cookieOf(signedIn) });
      expect((await check.json()).partner).toMatchObject({ id: owner.id });

      // Used up: a second post is refused, naming the token.
      const again = await postToken(token ?? "");
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({ code: "link_invalid", field: "token" });
      // Every failed-login counter of the account was cleared, the attackers' sources' included.
      expect((await login(d, d.password, "192.0.2.61")).status).toBe(200);
      expect((await login(d, d.password, `10.60.${counter}.0`)).status).toBe(200);
    });
  }

  test("the owner's counters are not the member's: a locked-out member does not lock the partner, and its link signs the member in", async () => {
    const owner = await desk();
    const m = await member(owner);
    await lockOut(m);
    expect((await login(owner, owner.password, "192.0.2.62")).status).toBe(200);
    await requestLink(m.email, "192.0.2.62");
    expect((await postToken(tokensIn(mailsTo(m.email).at(-1))[0] ?? "")).status).toBe(200);
    expect((await login(m, m.password, "192.0.2.62")).status).toBe(200);
  });
});

describe("requests a stranger cannot turn against the owner", () => {
  test("an unknown e-mail gets the same answer and the same limits, with nothing sent", async () => {
    const d = await desk();
    const known = await requestLink(d.email, "192.0.2.70");
    const unknown = await requestLink("nobody@partner.example", "192.0.2.70");
    expect(unknown.status).toBe(known.status);
    const [a, b] = [await known.json(), await unknown.json()];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b.message).toBe(a.message);
    expect(mailsTo("nobody@partner.example")).toEqual([]);
    const again = await requestLink("nobody@partner.example", "192.0.2.71");
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ code: "rate_limited", retryAfter: 60 });
  });

  test("40 parallel requests from 40 addresses send one e-mail", async () => {
    const d = await desk();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => requestLink(d.email, `10.61.${Math.floor(i / 10)}.${i % 10}`)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 200).length).toBe(1);
    expect(statuses.filter((x) => x === 429).length).toBe(39);
    expect(mailsTo(d.email).length).toBe(1);
  });

  test("asking again while the link is valid mails the same link (not a new one); after 15 minutes a new one, and the old one is dead", async () => {
    const d = await desk();
    await requestLink(d.email, "192.0.2.72");
    const [first] = tokensIn(mailsTo(d.email).at(-1));
    // A stranger keeps asking, once a minute, from other addresses.
    for (let i = 0; i < 5; i++) {
      s.clock.advance(RATE_LIMITS.partnerLinkCooldown.windowMs);
      expect((await requestLink(d.email, `10.62.0.${i}`)).status).toBe(200);
    }
    expect(mailsTo(d.email).map((m) => tokensIn(m)[0])).toEqual(Array(6).fill(first));
    s.clock.advance(PARTNER_LINK_TTL_MS);
    expect((await postToken(first ?? "")).status).toBe(400);
    await requestLink(d.email, "192.0.2.73");
    const [second] = tokensIn(mailsTo(d.email).at(-1));
    expect(second).not.toBe(first);
    expect((await postToken(second ?? "")).status).toBe(200);
  });

  test("10 requests an hour from one requester address, any e-mails", async () => {
    const max = RATE_LIMITS.partnerLinkRequests.max;
    for (let i = 0; i < max; i++)
      expect((await requestLink(`someone${i}@partner.example`, "192.0.2.74")).status).toBe(200);
    const refused = await requestLink("someone-else@partner.example", "192.0.2.74");
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe("rate_limited");
  });

  test("wrong logins after the link was sent do not touch it", async () => {
    const d = await desk();
    await requestLink(d.email, "192.0.2.75");
    await lockOut(d);
    const [token] = tokensIn(mailsTo(d.email).at(-1));
    expect((await postToken(token ?? "")).status).toBe(200);
  });
});

describe("the link", () => {
  test("is single-use under 20 parallel posts: exactly one signs in", async () => {
    const d = await desk();
    await requestLink(d.email, "192.0.2.76");
    const [token] = tokensIn(mailsTo(d.email).at(-1));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postToken(token ?? "", `10.63.0.${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 200).length).toBe(1);
    expect(statuses.filter((x) => x === 400).length).toBe(19);
  });

  test("an e-mail with a partner account and team memberships gets one link for each, each signing in to its own", async () => {
    const a = await desk();
    const b = await desk();
    const email = `both${counter}@team.example`;
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [i, owner] of [a, b].entries())
      await s.services.db.sql`INSERT INTO partner_members (id, partner_id, email, role, password_hash, invited_at)
        VALUES (${ids[i]}, ${owner.id}, ${email}, 'viewer', ${await cheap("pw")}, ${s.clock.now})`;
    await requestLink(email, "192.0.2.77");
    const tokens = tokensIn(mailsTo(email).at(-1));
    expect(tokens.length).toBe(2);
    const partners = [];
    for (const token of tokens) partners.push((await (await postToken(token)).json()).partner);
    expect(partners.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(partners.map((p) => p.member.id).sort()).toEqual([...ids].sort());
  });

  test("an expired link is deleted by the hourly purge a day after it expired, a live one kept", async () => {
    const old = await desk();
    await requestLink(old.email, "192.0.2.81");
    s.clock.advance(PARTNER_LINK_TTL_MS + CODE_KEEP_MS);
    const live = await desk();
    await requestLink(live.email, "192.0.2.81");
    const before = await s.services.db.sql`SELECT partner_id FROM partner_sign_in_links`;
    const result = await purgeExpired(s.services, { force: true });
    expect(result?.codes).toBeGreaterThanOrEqual(1);
    const after = (await s.services.db.sql`SELECT partner_id FROM partner_sign_in_links`).map(
      (r: { partner_id: string }) => r.partner_id,
    );
    expect(before.length).toBeGreaterThan(after.length);
    expect(after).toContain(live.id);
    expect(after).not.toContain(old.id);
  });

  test("a member removed after the link was sent cannot use it", async () => {
    const owner = await desk();
    const m = await member(owner);
    await requestLink(m.email, "192.0.2.78");
    await s.services.db.sql`DELETE FROM partner_members WHERE id = ${m.id}`;
    const refused = await postToken(tokensIn(mailsTo(m.email).at(-1))[0] ?? "");
    expect(refused.status).toBe(400);
    expect((await refused.json()).code).toBe("link_invalid");
  });

  test("in the request's language: the mail, the answer and the errors in Arabic", async () => {
    const d = await desk();
    const asked = await requestLink(d.email, "192.0.2.79", "ar");
    expect((await asked.json()).message).toContain("رابط");
    const mail = mailsTo(d.email).at(-1);
    expect(mail?.lang).toBe("ar");
    expect(mail?.subject).toContain("رابط تسجيل دخولك");
    expect(mail?.text).toContain("معرّف الشريك");
    const bad = await s.request("/api/v1/partner/auth/sign-in-link", {
      method: "POST",
      json: { token: "A".repeat(43) },
      headers: { "accept-language": "ar" },
    });
    expect(await bad.json()).toMatchObject({ code: "link_invalid", field: "token" });
    const malformed = await postToken("short");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "invalid_input", field: "token" });
  });
});

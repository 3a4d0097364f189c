// A push subscription lives as long as the session it was made from (docs/architecture.md,
// "Price alerts"; migration 0120): logout, account support ending a user's sessions, a new login
// in the same browser, the expiry of the session (on its next use, and the hourly purge) delete
// it, and a push service answering 404 or 410 deletes it too. Alerts after that reach no
// endpoint. Real loopback push receivers; SQLite, and PostgreSQL under TEST_DB.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createECDH } from "node:crypto";
import type { Server } from "bun";
import { USER_TTL_MS } from "../../src/server/auth/sessions";
import { purgeExpired } from "../../src/server/ops/purge";
import type { AlertTrigger } from "../../src/shared/alerts";
import { type TestAccount, testUser } from "../helpers/accounts";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";
import { b64u } from "../helpers/web-push";

describe(`push subscriptions end with their session on ${TEST_DB}`, () => {
  let s: TestServer;
  let endpoint: Server<undefined>;
  const hits: string[] = [];
  beforeAll(async () => {
    s = await testServer();
    await s.services.market.init();
    endpoint = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: async (req) => {
        const path = new URL(req.url).pathname;
        hits.push(path);
        await req.arrayBuffer();
        return new Response(null, { status: path.endsWith("/404") ? 404 : path.endsWith("/410") ? 410 : 201 });
      },
    });
  });
  afterAll(async () => {
    await endpoint.stop(true);
    await s.close();
  });

  /** A browser session of `who` (a login) with a push subscription to /push/<name>. */
  const browser = async (who: TestAccount, name: string): Promise<TestAccount> => {
    const login = await testUser(s.services); // a fresh session token …
    const [row] = (await s.services.db.sql`SELECT token_hash FROM sessions WHERE subject_id = ${login.id}`) as {
      token_hash: string;
    }[];
    // … moved to `who`, as if `who` had signed in in another browser.
    await s.services.db.sql`UPDATE sessions SET subject_id = ${who.id} WHERE token_hash = ${row!.token_hash}`;
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    await s.services.db.sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
      VALUES (${row!.token_hash}, ${who.id}, ${`http://127.0.0.1:${endpoint.port}/push/${name}`},
        ${b64u(ecdh.getPublicKey())}, ${b64u(crypto.getRandomValues(new Uint8Array(16)))}, ${s.clock.now})`;
    return { ...who, cookie: login.cookie };
  };
  const endpoints = async (who: TestAccount) =>
    (
      (await s.services.db.sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${who.id}
        ORDER BY endpoint`) as { endpoint: string }[]
    ).map((r) => r.endpoint.replace(/^.*\/push\//, ""));
  /** Fires a push-only alert of `who` and works the queue; the receiver paths it reached. */
  const fire = async (who: TestAccount) => {
    const before = hits.length;
    const res = await s.request("/api/v1/work/alerts", {
      method: "POST",
      cookie: who.cookie,
      json: { symbol: "MSFT", kind: "priceAbove", value: 1, channels: ["push"] },
    });
    expect(res.status).toBe(201);
    s.clock.advance(1000);
    await s.services.market.step(s.clock.now);
    await s.services.alerts!.settled();
    await s.services.alerts!.delivery!.kick();
    return hits.slice(before).sort();
  };

  test("logout deletes the subscription of that session only; later alerts reach the others", async () => {
    const user = await testUser(s.services);
    const phone = await browser(user, "phone");
    const laptop = await browser(user, "laptop");
    expect(await endpoints(user)).toEqual(["laptop", "phone"]);
    const out = await s.request("/api/v1/auth/logout", { method: "POST", cookie: phone.cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await endpoints(user)).toEqual(["laptop"]);
    expect(await fire(laptop)).toEqual(["/push/laptop"]);
  });

  test("account support ending the user's sessions deletes every subscription; alerts go nowhere", async () => {
    const user = await testUser(s.services);
    const a = await browser(user, "s1");
    await browser(user, "s2");
    const admin = await testUser(s.services, "admin");
    const res = await s.request("/api/v1/admin/support/end-sessions", {
      method: "POST",
      cookie: admin.cookie,
      json: { userId: user.id },
    });
    expect(res.status).toBe(200);
    expect(await endpoints(user)).toEqual([]);
    // The user signs in again (a new session, no subscription): the alert reaches no old browser.
    const again = await testUser(s.services);
    await s.services.db.sql`UPDATE sessions SET subject_id = ${user.id} WHERE subject_id = ${again.id}`;
    expect(await fire({ ...a, cookie: again.cookie })).toEqual([]);
  });

  test("an expired session's subscription gets nothing, goes on the session's next use and in the hourly purge", async () => {
    const user = await testUser(s.services);
    const old = await browser(user, "old");
    const other = await testUser(s.services);
    const otherOld = await browser(other, "other-old");
    // Seven days without use: both sessions are past their expiry.
    s.clock.advance(USER_TTL_MS + 1000);
    const fresh = await browser(user, "fresh");
    expect(await fire(fresh)).toEqual(["/push/fresh"]);
    // The expired session used again: refused, and its subscription deleted with it.
    const me = await s.request("/api/v1/work/alerts", { cookie: old.cookie });
    expect(me.status).toBe(401);
    expect(await endpoints(user)).toEqual(["fresh"]);
    // Never used again: the purge deletes the session and its subscription.
    expect(await endpoints(other)).toEqual(["other-old"]);
    const purged = await purgeExpired(s.services, { force: true });
    expect(purged!.sessions).toBeGreaterThanOrEqual(1);
    expect(await endpoints(other)).toEqual([]);
    expect(otherOld.id).toBe(other.id);
  });

  test("a new login in the same browser replaces the session and drops its subscription", async () => {
    const user = await testUser(s.services);
    const tab = await browser(user, "tab");
    const password = "correct horse battery staple";
    await s.services.db
      .sql`UPDATE users SET password_hash = ${await Bun.password.hash(password)} WHERE id = ${user.id}`;
    const res = await s.request("/api/v1/auth/login", {
      method: "POST",
      cookie: tab.cookie,
      json: { email: user.email, password },
    });
    expect(res.status).toBe(200);
    expect(await endpoints(user)).toEqual([]);
  }, 30_000); // argon2id on a busy machine

  test("a push service answering 404 or 410 deletes the subscription; the history says delivered or failed only", async () => {
    const user = await testUser(s.services);
    const live = await browser(user, "ok");
    await browser(user, "404");
    await browser(user, "410");
    expect(await fire(live)).toEqual(["/push/404", "/push/410", "/push/ok"]);
    expect(await endpoints(user)).toEqual(["ok"]);
    const history = await s.request("/api/v1/work/alerts/history", { cookie: live.cookie });
    const { triggers } = (await history.json()) as { triggers: AlertTrigger[] };
    expect(triggers[0]!.deliveries).toEqual([{ channel: "push", status: "delivered" }]);
  });

  test("deleting the account deletes its subscriptions", async () => {
    const user = await testUser(s.services);
    await browser(user, "gone");
    await s.services.db.sql`DELETE FROM users WHERE id = ${user.id}`;
    expect(await endpoints(user)).toEqual([]);
  });
});

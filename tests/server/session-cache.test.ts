// The short session cache of hot calls: an ended session is refused at once (on any instance,
// told or not), other changes show within its time.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { deleteSession, deleteSessionsOf, hashToken } from "../../src/server/auth/sessions";
import { testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

let s: TestServer;
beforeAll(async () => {
  s = await testServer();
  s.services.sessions.cacheMs = 2000;
});
afterAll(() => s.close());

const scanner = (cookie: string) => s.request("/api/v1/work/investment/rocket", { cookie });
const tokenHash = (cookie: string) => hashToken(cookie.split("=")[1]!);

test("a deleted session is refused at once, even while cached", async () => {
  const user = await testUser(s.services);
  expect((await scanner(user.cookie)).status).toBe(200);
  await deleteSession(s.services, tokenHash(user.cookie));
  expect((await scanner(user.cookie)).status).toBe(401);
});

test("ending all of a user's sessions drops them from the cache", async () => {
  const user = await testUser(s.services);
  expect((await scanner(user.cookie)).status).toBe(200);
  await deleteSessionsOf(s.services, "user", user.id);
  expect((await scanner(user.cookie)).status).toBe(401);
});

test("a session deleted elsewhere is refused at once, with no news of it; other changes show within the cache time", async () => {
  const user = await testUser(s.services);
  const name = async (cookie: string) =>
    (await (await s.request("/api/v1/auth/authCheck", { cookie })).json()).user?.firstName ?? null;
  const firstName = await name(user.cookie);
  expect((await scanner(user.cookie)).status).toBe(200);
  // Renamed behind the server's back (another instance): the cached name until the cache time is over …
  await s.services.db.sql`UPDATE users SET first_name = 'Renamed' WHERE id = ${user.id}`;
  expect(await name(user.cookie)).toBe(firstName);
  s.clock.advance(2001);
  expect(await name(user.cookie)).toBe("Renamed");
  // … but a session ended on another instance whose news never came (Redis down) is refused at
  // once: the cached entry is served only while the sessions table still has the session.
  expect((await scanner(user.cookie)).status).toBe(200);
  await s.services.db.sql`DELETE FROM sessions WHERE token_hash = ${tokenHash(user.cookie)}`;
  expect((await scanner(user.cookie)).status).toBe(401);
  expect(await name(user.cookie)).toBeNull();
});

test("without a cache time every request reads the database", async () => {
  s.services.sessions.cacheMs = 0;
  const user = await testUser(s.services);
  expect((await scanner(user.cookie)).status).toBe(200);
  await s.services.db.sql`DELETE FROM sessions WHERE token_hash = ${tokenHash(user.cookie)}`;
  expect((await scanner(user.cookie)).status).toBe(401);
  s.services.sessions.cacheMs = 2000;
});

test("a session ended on another instance is forgotten here at once", async () => {
  const user = await testUser(s.services);
  expect((await scanner(user.cookie)).status).toBe(200);
  // Another instance deleted it and told this one over Redis (src/server/scale/sessions.ts).
  await s.services.db.sql`DELETE FROM sessions WHERE token_hash = ${tokenHash(user.cookie)}`;
  s.services.sessions.forget({ tokenHash: tokenHash(user.cookie) });
  expect((await scanner(user.cookie)).status).toBe(401);
});

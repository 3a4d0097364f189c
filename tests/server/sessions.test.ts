// Session core and role guards on a real SQLite file.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createSession, hashToken, PARTNER_IDLE_MS, sessionCookie, USER_TTL_MS } from "../../src/server/auth/sessions";
import { json } from "../../src/server/http/errors";
import { type Route, route } from "../../src/server/http/router";
import { type TestServer, testServer } from "../helpers/server";

const routes: Route[] = [
  route({ method: "GET", path: "/user", access: "user", handler: (_ctx, user) => json({ user }) }),
  route({ method: "GET", path: "/admin", access: "admin", handler: (_ctx, user) => json({ user }) }),
  route({ method: "GET", path: "/partner", access: "partner", handler: (_ctx, partner) => json({ partner }) }),
];

let s: TestServer;
beforeAll(async () => {
  s = await testServer({ routes });
  const { sql } = s.services.db;
  const now = s.clock.now;
  await sql`INSERT INTO users (id, email, first_name, last_name, password_hash, role, verified, created_at)
    VALUES ('u1', 'user@example.com', 'Uma', 'User', 'x', 'user', 1, ${now}),
           ('a1', 'admin@example.com', 'Adam', 'Admin', 'x', 'admin', 1, ${now})`;
  await sql`INSERT INTO partners (id, email, partner_id, name, key1_hash, key2_hash, password_hash, created_at)
    VALUES ('p1', 'team@partner.example', 'P-1', 'Partner Capital', 'x', 'x', 'x', ${now})`;
});
afterAll(() => s.close());

const cookieFor = (token: string) => `rockets_session=${token}`;

describe("guards", () => {
  test("no session: 401 on every guard", async () => {
    for (const path of ["/user", "/admin", "/partner"]) {
      const res = await s.request(`/api/v1${path}`);
      expect(res.status).toBe(401);
      expect((await res.json()).code).toBe("unauthenticated");
    }
  });

  test("a user passes a user route, gets 403 on admin and partner", async () => {
    const cookie = cookieFor(await createSession(s.services, "user", "u1"));
    const res = await s.request("/api/v1/user", { cookie });
    expect((await res.json()).user).toEqual({
      id: "u1",
      firstName: "Uma",
      lastName: "User",
      email: "user@example.com",
      role: "user",
      language: "en",
    });
    expect((await s.request("/api/v1/admin", { cookie })).status).toBe(403);
    expect((await s.request("/api/v1/partner", { cookie })).status).toBe(403);
  });

  test("an admin passes user and admin guards", async () => {
    const cookie = cookieFor(await createSession(s.services, "user", "a1"));
    expect((await s.request("/api/v1/user", { cookie })).status).toBe(200);
    expect((await s.request("/api/v1/admin", { cookie })).status).toBe(200);
  });

  test("a partner passes only the partner guard", async () => {
    const cookie = cookieFor(await createSession(s.services, "partner", "p1"));
    expect((await (await s.request("/api/v1/partner", { cookie })).json()).partner.partnerID).toBe("P-1");
    expect((await s.request("/api/v1/user", { cookie })).status).toBe(403);
  });

  test("a forged or malformed token is no session", async () => {
    for (const cookie of ["rockets_session=abc", cookieFor("A".repeat(43)), "other=1"]) {
      expect((await s.request("/api/v1/user", { cookie })).status).toBe(401);
    }
  });
});

describe("sessions", () => {
  test("only the SHA-256 of the token is stored", async () => {
    const token = await createSession(s.services, "user", "u1");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await s.services.db.sql`SELECT token_hash FROM sessions WHERE token_hash = ${token}`;
    expect(rows.length).toBe(0);
    const hashed = await s.services.db.sql`SELECT token_hash FROM sessions WHERE token_hash = ${hashToken(token)}`;
    expect(hashed.length).toBe(1);
  });

  test("partner sessions end after 30 idle minutes, activity slides them", async () => {
    const cookie = cookieFor(await createSession(s.services, "partner", "p1"));
    s.clock.advance(PARTNER_IDLE_MS - 60_000);
    expect((await s.request("/api/v1/partner", { cookie })).status).toBe(200);
    s.clock.advance(PARTNER_IDLE_MS - 60_000);
    expect((await s.request("/api/v1/partner", { cookie })).status).toBe(200);
    s.clock.advance(PARTNER_IDLE_MS + 1);
    expect((await s.request("/api/v1/partner", { cookie })).status).toBe(401);
  });

  test("user sessions last 7 days without activity", async () => {
    const cookie = cookieFor(await createSession(s.services, "user", "u1"));
    s.clock.advance(USER_TTL_MS - 1000);
    expect((await s.request("/api/v1/user", { cookie })).status).toBe(200);
    s.clock.advance(USER_TTL_MS + 1);
    expect((await s.request("/api/v1/user", { cookie })).status).toBe(401);
  });

  test("cookie attributes: HttpOnly, SameSite=Lax; Secure and __Host- in production", async () => {
    const dev = sessionCookie(s.services, "t", "user");
    expect(dev).toContain("HttpOnly");
    expect(dev).toContain("SameSite=Lax");
    expect(dev).not.toContain("Secure");
    const prod = sessionCookie({ ...s.services, config: { ...s.services.config, production: true } }, "t", "partner");
    expect(prod.startsWith("__Host-rockets_session=t;")).toBe(true);
    expect(prod).toContain("Secure");
    expect(prod).toContain("Path=/");
    expect(prod).not.toContain("Domain");
  });
});

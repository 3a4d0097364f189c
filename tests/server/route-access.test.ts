// Every API route declares who may call it, and the pipeline enforces it before the handler:
// each non-public route refuses a visitor (401) and every other role (403). The public list
// is spelled out, so making a route public is a visible decision in review.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { apiRoutes } from "../../src/server/api";
import type { Access, Route } from "../../src/server/http/router";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

const PUBLIC = [
  // The newsletter's signed links (docs/api.md, Newsletter): the token is the authority.
  "POST /news/confirm",
  "POST /news/unsubscribe",
  "POST /auth/login",
  "POST /auth/logout",
  "GET /auth/authCheck",
  "POST /auth/register",
  "POST /auth/verify-otp",
  "POST /auth/resend-otp",
  "POST /auth/login-code",
  "POST /auth/sign-in-link",
  "POST /auth/password-reset/request",
  "POST /auth/password-reset/verify",
  "POST /auth/password-reset/link",
  "POST /auth/password-reset/complete",
  "POST /partner/auth/login",
  "POST /partner/auth/logout",
  // The partner sign-in link: the e-mailed token is the proof (docs/api.md, "Accounts").
  "POST /partner/auth/sign-in-link/request",
  "POST /partner/auth/sign-in-link",
  // A team invitation's page: the link's token is the proof (docs/api.md, "Partner team").
  "POST /partner/team/invite/check",
  "POST /partner/team/invite/accept",
  "GET /market/status",
  // The Help Center's published articles: the ones about signing in are for people who cannot.
  "GET /help/articles",
];

let s: TestServer;
let accounts: Record<"user" | "admin" | "partner", TestAccount>;
beforeAll(async () => {
  s = await testServer();
  accounts = {
    user: await testUser(s.services),
    admin: await testUser(s.services, "admin"),
    partner: await testPartner(s.services),
  };
});
afterAll(() => s.close());

const label = (r: Route) => `${r.method} ${r.path}`;
const pathOf = (r: Route) => `/api/v1${r.path.replace(/:[A-Za-z_]+/g, "x")}`;

/** Which test accounts a route of this access must refuse with 403. */
const REFUSED: Record<Exclude<Access, "public">, ("user" | "admin" | "partner")[]> = {
  user: ["partner"],
  admin: ["user", "partner"],
  partner: ["user", "admin"],
  // Any session: a user, an admin or a partner (tests/server/ticker.test.ts checks each is served).
  signedIn: [],
};

describe("route access", () => {
  test("the public routes are exactly the listed ones", () => {
    const publicRoutes = apiRoutes().filter((r) => r.access === "public");
    expect(publicRoutes.map(label).sort()).toEqual([...PUBLIC].sort());
  });

  for (const route of apiRoutes().filter((r) => r.access !== "public")) {
    test(`${label(route)} (${route.access}): 401 for a visitor, 403 for other roles`, async () => {
      const body = route.method === "GET" ? undefined : {};
      const anonymous = await s.request(pathOf(route), { method: route.method, json: body, cookie: null });
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).code).toBe("unauthenticated");
      for (const role of REFUSED[route.access as Exclude<Access, "public">]) {
        const res = await s.request(pathOf(route), { method: route.method, json: body, cookie: accounts[role].cookie });
        expect(res.status).toBe(403);
        expect((await res.json()).code).toBe("forbidden");
      }
    });
  }

  test("a route's limits run before its handler: malformed logins count against the address", async () => {
    const limited = await testServer({ env: { AUTH_IP_LIMIT: "3" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.request("/api/v1/auth/login", { method: "POST", json: { nonsense: i } });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

// The request pipeline: JSON error shape, localisation, 404/405, body limits, CSRF, headers.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import * as v from "valibot";
import { readJson } from "../../src/server/http/body";
import { HttpError, json } from "../../src/server/http/errors";
import { type Route, route } from "../../src/server/http/router";
import { ORIGIN, type TestServer, testServer } from "../helpers/server";

const echoSchema = v.strictObject({ name: v.string() });
const routes: Route[] = [
  route({
    method: "POST",
    path: "/echo",
    access: "public",
    handler: async ({ req }) => json(await readJson(req, echoSchema)),
  }),
  route({ method: "GET", path: "/items/:id", access: "public", handler: ({ params }) => json({ id: params.id }) }),
  route({
    method: "GET",
    path: "/limited",
    access: "public",
    handler: () => {
      throw new HttpError(429, "rate_limited", { params: { seconds: 30 }, retryAfter: 30 });
    },
  }),
  route({
    method: "GET",
    path: "/boom",
    access: "public",
    handler: () => {
      throw new Error("secret internals");
    },
  }),
];

let s: TestServer;
beforeAll(async () => {
  s = await testServer({ routes });
});
afterAll(() => s.close());

describe("API errors", () => {
  test("unknown API path is a 404 JSON error", async () => {
    const res = await s.request("/api/v1/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found.", code: "not_found" });
  });

  test("messages follow Accept-Language", async () => {
    const res = await s.request("/api/v1/nope", { headers: { "accept-language": "ar-SA,ar;q=0.9,en;q=0.5" } });
    expect(await res.json()).toEqual({ message: "غير موجود.", code: "not_found" });
  });

  test("a wrong method is a 405 with Allow", async () => {
    const res = await s.request("/api/v1/echo", { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await res.json()).code).toBe("method_not_allowed");
  });

  test("path parameters are decoded", async () => {
    const res = await s.request("/api/v1/items/2222.SR");
    expect(await res.json()).toEqual({ id: "2222.SR" });
  });

  test("error placeholders and extra fields", async () => {
    const res = await s.request("/api/v1/limited");
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      retryAfter: 30,
      message: "Too many attempts. Please try again in 30 seconds.",
      code: "rate_limited",
    });
  });

  test("an unexpected error is a 500 without internals", async () => {
    const res = await s.request("/api/v1/boom");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret");
    expect(JSON.parse(text).code).toBe("internal");
  });
});

describe("request bodies", () => {
  test("valid body passes", async () => {
    const res = await s.request("/api/v1/echo", { method: "POST", json: { name: "x" } });
    expect(await res.json()).toEqual({ name: "x" });
  });

  test("malformed JSON is 400 invalid_json", async () => {
    const res = await s.request("/api/v1/echo", {
      method: "POST",
      body: "{bad",
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("invalid_json");
  });

  test("extra fields, __proto__ and wrong types are 400 invalid_input", async () => {
    for (const body of ['{"name":"x","extra":1}', '{"name":"x","__proto__":{"admin":true}}', '{"name":5}', "[]"]) {
      const res = await s.request("/api/v1/echo", {
        method: "POST",
        body,
        headers: { "content-type": "application/json", origin: ORIGIN },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe("invalid_input");
    }
  });

  test("a body over 64 KiB is 413", async () => {
    const res = await s.request("/api/v1/echo", { method: "POST", json: { name: "x".repeat(70_000) } });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("payload_too_large");
  });

  test("invalid UTF-8 is 400", async () => {
    const res = await s.request("/api/v1/echo", {
      method: "POST",
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    expect(res.status).toBe(400);
  });
});

describe("CSRF", () => {
  const post = (headers: Record<string, string>) =>
    s.request("/api/v1/echo", { method: "POST", body: '{"name":"x"}', headers });

  test("foreign, null and missing Origin are refused", async () => {
    const cases: Record<string, string>[] = [
      { "content-type": "application/json", origin: "https://evil.example" },
      { "content-type": "application/json", origin: "null" },
      { "content-type": "application/json" },
      { "content-type": "application/json", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of cases) {
      const res = await post(headers);
      expect(res.status).toBe(403);
      expect((await res.json()).code).toBe("csrf");
    }
  });

  test("form and text bodies are refused even from our origin", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      expect((await post({ "content-type": type, origin: ORIGIN })).status).toBe(403);
    }
  });

  test("same origin is accepted, by Origin or by Sec-Fetch-Site", async () => {
    expect((await post({ "content-type": "application/json", origin: ORIGIN })).status).toBe(200);
    expect((await post({ "content-type": "application/json", "sec-fetch-site": "same-origin" })).status).toBe(200);
  });
});

describe("operations", () => {
  test("healthz", async () => {
    const res = await s.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("security headers on every response", async () => {
    for (const path of ["/healthz", "/api/v1/nope", "/nothing.js"]) {
      const res = await s.request(path);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(res.headers.get("content-security-policy")).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});

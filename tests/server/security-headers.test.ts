// Security headers on every kind of response: API success and error, health, metrics, static
// assets (plain, precompressed, ranges), the app shell index.html, 404s, and the WebSocket
// path when it refuses an upgrade.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { json } from "../../src/server/http/errors";
import { route } from "../../src/server/http/router";
import { loadStatic } from "../../src/server/http/static";
import { DEFAULT_BRAND } from "../../src/shared/brand";
import { ORIGIN, type TestServer, testServer } from "../helpers/server";

const dist = mkdtempSync(join(tmpdir(), "rockets-dist-"));
let s: TestServer;

beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><html><head><!--brand-config--></head><body></body></html>");
  writeFileSync(join(dist, "assets", "app-abc123.js"), "console.log(1)");
  writeFileSync(join(dist, "assets", "app-abc123.js.gz"), gzipSync("console.log(1)"));
  writeFileSync(join(dist, "robots.txt"), "User-agent: *\n");
  writeFileSync(join(dist, "clip.mp4"), new Uint8Array(1000));
  s = await testServer({
    staticFiles: loadStatic(dist, DEFAULT_BRAND),
    routes: [
      route({ method: "GET", path: "/ok", access: "public", handler: () => json({ ok: true }) }),
      route({ method: "POST", path: "/ok", access: "public", handler: () => json({ ok: true }) }),
    ],
  });
});
afterAll(async () => {
  await s.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(res: Response, what: string): void {
  const csp = res.headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const context = `${what} (${res.status})`;
  expect(directives.get("frame-ancestors"), context).toEqual(["'none'"]);
  // No inline script of any kind: no 'unsafe-inline', no 'unsafe-eval', no hashes or nonces.
  expect(directives.get("script-src"), context).toEqual(["'self'"]);
  expect(directives.get("default-src"), context).toEqual(["'self'"]);
  expect(directives.get("object-src"), context).toEqual(["'none'"]);
  expect(directives.get("base-uri"), context).toEqual(["'self'"]);
  expect(res.headers.get("x-content-type-options"), context).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), context).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options"), context).toBe("DENY");
}

const CASES: [string, string, RequestInit?][] = [
  ["API success", "/api/v1/ok"],
  [
    "API POST success",
    "/api/v1/ok",
    { method: "POST", body: "{}", headers: { "content-type": "application/json", origin: ORIGIN } },
  ],
  ["API 404", "/api/v1/nope"],
  ["API 405", "/api/v1/ok", { method: "DELETE", headers: { origin: ORIGIN } }],
  ["API CSRF refusal", "/api/v1/ok", { method: "POST", body: "{}", headers: { "content-type": "text/plain" } }],
  [
    "API 413",
    "/api/v1/ok",
    { method: "POST", body: "x".repeat(70_000), headers: { "content-type": "application/json", origin: ORIGIN } },
  ],
  ["health", "/healthz"],
  ["metrics", "/metrics"],
  ["static asset", "/assets/app-abc123.js"],
  ["precompressed asset", "/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } }],
  ["static text file", "/robots.txt"],
  ["byte range", "/clip.mp4", { headers: { range: "bytes=0-99" } }],
  ["unsatisfiable range", "/clip.mp4", { headers: { range: "bytes=5000-" } }],
  ["index.html", "/index.html"],
  ["app shell on a client route", "/investment-screener"],
  ["app shell HEAD", "/", { method: "HEAD" }],
  ["missing file 404", "/missing.js"],
  ["POST to a page", "/investment-screener", { method: "POST" }],
  ["/ws without a session", "/ws", { headers: { upgrade: "websocket", connection: "upgrade", origin: ORIGIN } }],
  [
    "/ws from a foreign origin",
    "/ws",
    { headers: { upgrade: "websocket", connection: "upgrade", origin: "https://evil.example" } },
  ],
];

describe("security headers", () => {
  for (const [what, path, init] of CASES) {
    test(what, async () => {
      const res = await s.request(path, init);
      expectSecurityHeaders(res, what);
    });
  }

  test("/ws refusals are JSON errors with the headers", async () => {
    const plain = await s.request("/ws");
    expect(plain.status).toBe(426);
    expectSecurityHeaders(plain, "/ws plain GET");
    const foreign = await s.request("/ws", {
      headers: { upgrade: "websocket", connection: "upgrade", origin: "https://evil.example" },
    });
    expect([403, 426]).toContain(foreign.status);
    expect(((await foreign.json()) as { code: string }).code).toMatch(/^[a-z_]+$/);
  });

  test("the app shell carries no inline script the policy would have to allow", async () => {
    const res = await s.request("/");
    const html = await res.text();
    // The brand block is data (type="application/json"), which CSP does not execute.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag.includes("src=") || tag.includes('type="application/json"')).toBe(true);
    }
  });
});

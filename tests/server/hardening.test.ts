// Server hardening: the client address behind trusted proxies, malformed Host headers and
// cut-off uploads on a real socket, HSTS, the session cookie renewed when the session slides,
// the first-run loopback origins, mail that never shows a code outside its body, and the hourly
// purge. SQLite by default, PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createVerifiedUser } from "../../src/server/auth/accounts";
import { PARTNER_IDLE_MS, USER_TTL_MS } from "../../src/server/auth/sessions";
import { readJson } from "../../src/server/http/body";
import { HttpError } from "../../src/server/http/errors";
import { setQuiet } from "../../src/server/log";
import { createMailer, type MemoryMailer, OutboxMailer } from "../../src/server/mail/mailer";
import { otpMail } from "../../src/server/mail/otp-mail";
import { registry } from "../../src/server/ops/metrics";
import { AUDIT_KEEP_MS, purgeExpired } from "../../src/server/ops/purge";
import { loginSchema } from "../../src/shared/auth";
import { testPartner, testUser } from "../helpers/accounts";
import { startServer } from "../helpers/child-server";
import { ORIGIN, serveOverSocket, TEST_DB, type TestServer, testServer } from "../helpers/server";

const PASSWORD = "a long enough passphrase";

/** Sends raw bytes over TCP and returns everything the server answered. */
function rawHttp(port: number, payload: string): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(payload));
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("close", () => resolve(data));
    socket.setTimeout(3000, () => socket.destroy());
  });
}

const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4)) as Record<string, unknown>;

describe(`trusted proxies on ${TEST_DB}`, () => {
  const login = (s: TestServer, forwardedFor?: string) =>
    s.request("/api/v1/auth/login", {
      method: "POST",
      json: {},
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    });

  test("without TRUSTED_PROXIES, X-Forwarded-For is ignored: varying it does not escape the per-IP limit", async () => {
    const s = await testServer({ env: { AUTH_IP_LIMIT: "3" } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await login(s, `198.51.100.${i}`)).status);
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await s.close();
    }
  });

  test("from a trusted proxy, each client has its own limit; spoofed left entries change nothing", async () => {
    const s = await testServer({ env: { AUTH_IP_LIMIT: "3", TRUSTED_PROXIES: "127.0.0.1/32, 10.0.0.0/8" } });
    try {
      const a = [];
      // The client writes any X-Forwarded-For it likes; the proxy appends the address it saw.
      for (let i = 0; i < 5; i++) a.push((await login(s, `${i}.${i}.${i}.${i}, 203.0.113.7, 10.0.0.3`)).status);
      expect(a).toEqual([400, 400, 400, 429, 429]);
      // Another client behind the same proxy is not affected.
      expect((await login(s, "203.0.113.8")).status).toBe(400);
      const [row] = await s.services.db.sql`SELECT count FROM rate_limits WHERE key = ${"auth-ip:203.0.113.7"}`;
      expect(Number(row.count)).toBe(5);
    } finally {
      await s.close();
    }
  });

  test("40 parallel requests of one client behind the proxy: exactly the limit passes", async () => {
    const s = await testServer({ env: { AUTH_IP_LIMIT: "10", TRUSTED_PROXIES: "127.0.0.1" } });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () => login(s, "2001:db8::42").then((r) => r.status)),
      );
      expect(statuses.filter((x) => x === 400).length).toBe(10);
      expect(statuses.filter((x) => x === 429).length).toBe(30);
    } finally {
      await s.close();
    }
  });
});

describe("malformed requests on a real socket", () => {
  let s: TestServer;
  let served: ReturnType<typeof serveOverSocket>;
  beforeAll(async () => {
    s = await testServer();
    served = serveOverSocket(s);
  });
  afterAll(async () => {
    await served.stop();
    await s.close();
  });

  test.each([
    ["no Host (HTTP/1.0)", "GET /api/v1/auth/authCheck HTTP/1.0\r\n\r\n"],
    ["a malformed Host", "GET /healthz HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n"],
    ["a Host with a broken IPv6 literal", "GET / HTTP/1.1\r\nHost: [zz\r\nConnection: close\r\n\r\n"],
  ])("%s answers 400 JSON bad_request, no stack trace", async (_, payload) => {
    const raw = await rawHttp(served.server.port ?? 0, payload);
    expect(raw).toStartWith("HTTP/1.1 400");
    expect(raw.toLowerCase()).toContain("content-type: application/json");
    expect(raw.toLowerCase()).toContain("x-content-type-options: nosniff");
    expect(bodyOf(raw)).toEqual({ message: "This request is malformed.", code: "bad_request" });
  });

  test("in Arabic too", async () => {
    const raw = await rawHttp(served.server.port ?? 0, "GET / HTTP/1.0\r\nAccept-Language: ar\r\n\r\n");
    expect(bodyOf(raw)).toEqual({ message: "هذا الطلب غير سليم.", code: "bad_request" });
  });

  test("an upload cut off mid-body is a 400, counted as such and not logged as an error", async () => {
    const errors = spyOn(console, "error");
    const before = registry.render();
    const statusCount = (text: string, status: string) => {
      const m = new RegExp(
        `rockets_http_requests_total\\{method="POST",route="/api/v1/auth/login",status="${status}"\\} (\\d+)`,
      ).exec(text);
      return Number(m?.[1] ?? 0);
    };
    try {
      await new Promise<void>((resolve) => {
        const socket = connect(served.server.port ?? 0, "127.0.0.1", () => {
          socket.write(
            `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"email":`,
          );
          setTimeout(() => socket.destroy(), 100);
        });
        socket.on("close", () => resolve());
      });
      // The server notices the close and finishes the request.
      let after = registry.render();
      for (let i = 0; i < 40 && statusCount(after, "400") === statusCount(before, "400"); i++) {
        await Bun.sleep(25);
        after = registry.render();
      }
      expect(statusCount(after, "400")).toBe(statusCount(before, "400") + 1);
      expect(statusCount(after, "500")).toBe(statusCount(before, "500"));
      expect(errors.mock.calls.filter((c) => String(c[0]).includes("unhandled error"))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  test("readJson: a body stream aborted by the client is HttpError 400 request_aborted", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'));
      },
      pull(controller) {
        controller.error(new DOMException("The connection was closed.", "AbortError"));
      },
    });
    const req = new Request("http://x/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      // @ts-expect-error Bun and Node need it for a stream body
      duplex: "half",
    });
    const error = await readJson(req, loginSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect([(error as HttpError).status, (error as HttpError).code]).toEqual([400, "request_aborted"]);
  });
});

describe("HSTS", () => {
  test("production answers carry Strict-Transport-Security; development ones do not", async () => {
    const prod = await testServer({
      env: { NODE_ENV: "production", MAIL_OUTBOX: "true", CODE_SECRET: "c".repeat(32) },
    });
    const dev = await testServer();
    try {
      for (const path of ["/healthz", "/api/v1/nope", "/api/v1/auth/authCheck"]) {
        expect((await prod.request(path)).headers.get("strict-transport-security")).toBe(
          "max-age=31536000; includeSubDomains",
        );
        expect((await dev.request(path)).headers.get("strict-transport-security")).toBeNull();
      }
    } finally {
      await prod.close();
      await dev.close();
    }
    // Two servers, each migrating a fresh PostgreSQL schema: seconds on a loaded machine.
  }, 30_000);
});

describe(`session cookie renewal on ${TEST_DB}`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  const maxAge = (res: Response) => /Max-Age=(\d+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];

  test("a user's session slid forward gets its cookie again with the full lifetime", async () => {
    const user = await testUser(s.services);
    s.clock.advance(2 * 60_000);
    const res = await s.request("/api/v1/auth/authCheck", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(maxAge(res)).toBe(String(USER_TTL_MS / 1000));
    expect(res.headers.get("set-cookie")).toContain(user.cookie);
    expect(res.headers.get("set-cookie")).toContain("HttpOnly");
    // Within the minute the expiry is not written again, so neither is the cookie.
    s.clock.advance(10_000);
    expect((await s.request("/api/v1/auth/authCheck", { cookie: user.cookie })).headers.get("set-cookie")).toBeNull();
  });

  test("a partner active for 40 minutes keeps a cookie that outlives its 30-minute idle limit", async () => {
    const partner = await testPartner(s.services);
    for (let minute = 0; minute < 40; minute += 10) {
      s.clock.advance(10 * 60_000);
      const res = await s.request("/api/v1/auth/authCheck", { cookie: partner.cookie });
      expect(res.status).toBe(200);
      expect(maxAge(res)).toBe(String(PARTNER_IDLE_MS / 1000));
    }
  });

  test("a logout's cleared cookie is not overwritten by a renewal", async () => {
    const user = await testUser(s.services);
    s.clock.advance(2 * 60_000);
    const res = await s.request("/api/v1/auth/logout", { method: "POST", json: {}, cookie: user.cookie });
    expect(res.headers.get("set-cookie")).toContain("Max-Age=0");
    expect(res.headers.get("set-cookie")?.match(/rockets_session=/g)?.length).toBe(1);
  });
});

describe(`first run: loopback origins on ${TEST_DB}`, () => {
  const NAMES = ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"];

  test("without PUBLIC_ORIGIN, a login from each loopback name of the port works", async () => {
    const s = await testServer({ env: { PUBLIC_ORIGIN: "" } });
    try {
      await createVerifiedUser(s.services, { email: "first@example.com", password: PASSWORD, firstName: "First" });
      for (const origin of NAMES) {
        const res = await s.request("/api/v1/auth/login", {
          method: "POST",
          json: { email: "first@example.com", password: PASSWORD },
          headers: { origin },
        });
        expect([origin, res.status]).toEqual([origin, 200]);
      }
      // Another port, or another host, is still refused.
      for (const origin of ["http://localhost:3001", "http://evil.example:3000"]) {
        const res = await s.request("/api/v1/auth/login", {
          method: "POST",
          json: { email: "first@example.com", password: PASSWORD },
          headers: { origin },
        });
        expect([origin, res.status, (await res.json()).code]).toEqual([origin, 403, "csrf"]);
      }
    } finally {
      await s.close();
    }
  });

  test("without PUBLIC_ORIGIN, the live socket opens from each loopback name", async () => {
    const s = await testServer({ env: { PUBLIC_ORIGIN: "" } });
    const served = serveOverSocket(s);
    try {
      const user = await testUser(s.services);
      for (const origin of [...NAMES, "http://evil.example:3000"]) {
        const ws = new WebSocket(`ws://127.0.0.1:${served.server.port}/ws`, {
          headers: { origin, cookie: user.cookie },
        } as unknown as string[]);
        const opened = await new Promise<boolean>((resolve) => {
          ws.onopen = () => resolve(true);
          ws.onerror = () => resolve(false);
        });
        ws.close();
        expect([origin, opened]).toEqual([origin, !origin.includes("evil")]);
      }
    } finally {
      await served.stop();
      await s.close();
    }
  });

  test("with PUBLIC_ORIGIN set, the other loopback names are refused", async () => {
    const s = await testServer();
    try {
      const res = await s.request("/api/v1/auth/login", {
        method: "POST",
        json: { email: "x@example.com", password: PASSWORD },
        headers: { origin: "http://127.0.0.1:3000" },
      });
      expect(res.status).toBe(403);
    } finally {
      await s.close();
    }
  });
});

describe("mail", () => {
  test("the code is never in the subject, in either language", () => {
    for (const lang of ["en", "ar"] as const) {
      const mail = otpMail("a@example.com", "Rana", "493817", lang);
      expect(mail.subject).not.toContain("493817");
      expect(mail.subject).not.toMatch(/\d{6}/);
      expect(mail.text).toContain("493817");
      expect(mail.html).toContain("493817");
      expect(mail.html).not.toMatch(/<title>[^<]*493817/);
    }
  });

  test("a production outbox logs neither the code nor the text; development logs the text", async () => {
    const dir = mkdtempSync(join(tmpdir(), "rockets-outbox-"));
    const lines: string[] = [];
    const spy = spyOn(console, "log").mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    setQuiet(false);
    try {
      const mail = otpMail("a@example.com", "Rana", "493817", "en");
      await createMailer({
        smtpUrl: null,
        mailFrom: "x <x@example.com>",
        dataDir: dir,
        production: true,
        alertLeaseMs: 60_000,
      }).send(mail);
      const production = lines.filter((l) => l.includes("outbox"));
      expect(production.length).toBe(1);
      expect(production.join("\n")).not.toContain("493817");
      lines.length = 0;
      await new OutboxMailer(dir, "x <x@example.com>").send(mail);
      expect(lines.join("\n")).toContain("493817");
    } finally {
      setQuiet(true);
      spy.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a registration's code e-mail: code in the text, not in the subject (en, ar)", async () => {
    const s = await testServer();
    try {
      for (const lang of ["en", "ar"]) {
        const email = `mail-${lang}@example.com`;
        const res = await s.request("/api/v1/auth/register", {
          method: "POST",
          json: { firstName: "Rana", email, password: PASSWORD },
          headers: { "accept-language": lang },
        });
        expect(res.status).toBe(201);
        const mail = (s.services.mailer as MemoryMailer).sent.findLast((m) => m.to === email);
        const code = /\b(\d{6})\b/.exec(mail?.text ?? "")?.[1] ?? "";
        expect(code).toMatch(/^\d{6}$/);
        expect(mail?.subject).not.toContain(code);
      }
    } finally {
      await s.close();
    }
  });
});

describe(`hourly purge on ${TEST_DB}`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  test("deletes expired sessions, old codes, finished rate-limit windows and year-old audit rows only", async () => {
    const { sql } = s.services.db;
    const now = s.clock.now;
    const live = await testUser(s.services);
    const gone = await testUser(s.services);
    await sql`UPDATE sessions SET expires_at = ${now - 1} WHERE subject_id = ${gone.id}`;
    await sql`INSERT INTO otp_codes (user_id, code_hash, created_at, expires_at, attempts) VALUES
      (${live.id}, 'h1', ${now}, ${now + 300_000}, 0), (${gone.id}, 'h2', ${now - 3 * 86_400_000}, ${now - 2 * 86_400_000}, 0)`;
    await sql`INSERT INTO rate_limits (key, window_start, count) VALUES
      ('purge-test:new', ${now - 60_000}, 3), ('purge-test:old', ${now - 2 * 86_400_000}, 9)`;
    await sql`INSERT INTO auth_events (id, at, event, subject_kind) VALUES
      ('e-new', ${now - 86_400_000}, 'login_ok', 'user'), ('e-old', ${now - AUDIT_KEEP_MS - 1}, 'login_ok', 'user')`;

    const result = await purgeExpired(s.services);
    expect(result).toEqual({ sessions: 1, codes: 1, rateLimits: 1, auditEvents: 1 });
    expect((await sql`SELECT subject_id FROM sessions`).map((r: { subject_id: string }) => r.subject_id)).toEqual([
      live.id,
    ]);
    expect((await sql`SELECT user_id FROM otp_codes`).length).toBe(1);
    expect(
      (await sql`SELECT key FROM rate_limits WHERE key LIKE 'purge-test:%'`).map((r: { key: string }) => r.key),
    ).toEqual(["purge-test:new"]);
    expect((await sql`SELECT id FROM auth_events WHERE id LIKE 'e-%'`).map((r: { id: string }) => r.id)).toEqual([
      "e-new",
    ]);
    // The live session still works.
    expect((await s.request("/api/v1/auth/authCheck", { cookie: live.cookie })).status).toBe(200);
  });

  test("several instances: one run an hour, whoever claims it; the next hour runs again", async () => {
    s.clock.advance(60 * 60_000);
    // Four instances tick at the same moment.
    const runs = await Promise.all([1, 2, 3, 4].map(() => purgeExpired(s.services)));
    expect(runs.filter((r) => r !== null).length).toBe(1);
    s.clock.advance(20 * 60_000);
    expect(await purgeExpired(s.services)).toBeNull();
    s.clock.advance(40 * 60_000);
    expect(await purgeExpired(s.services)).not.toBeNull();
  });
});

describe("the real server process (src/server/main.ts)", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "rockets-main-"));
    dirs.push(dir);
    return dir;
  };

  test("prints the one address to open, and answers a Host-less request with 400 JSON", async () => {
    const server = await startServer({ dataDir: dataDir() });
    try {
      expect(server.output()).toContain(`Rockets is running: open ${server.origin}`);
      const raw = await rawHttp(server.port, "GET /healthz HTTP/1.0\r\n\r\n");
      expect(raw).toStartWith("HTTP/1.1 400");
      expect(bodyOf(raw).code).toBe("bad_request");
    } finally {
      await server.stop();
    }
  });

  test("production without SMTP_URL stops at start, naming SMTP_URL and MAIL_OUTBOX", async () => {
    const error = await startServer({
      dataDir: dataDir(),
      env: { NODE_ENV: "production", CODE_SECRET: "c".repeat(32) },
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toContain("server exited (1)");
    expect(String(error)).toContain("NODE_ENV=production needs SMTP_URL");
    expect(String(error)).toContain("MAIL_OUTBOX=true");
    const started = await startServer({
      dataDir: dataDir(),
      env: { NODE_ENV: "production", MAIL_OUTBOX: "true", CODE_SECRET: "c".repeat(32) },
    });
    await started.stop();
  });
});

import { describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { ConfigError, loadConfig, loadServerConfig } from "../../src/server/config";
import { localeFrom } from "../../src/server/http/locale";
import { brandFromEnv } from "../../src/shared/brand";

// Production needs the key of the code HMAC; every production case below carries one.
const CODE_SECRET = "x".repeat(32);

describe("config", () => {
  test("defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("127.0.0.1");
    expect(c.publicOrigin).toBe("http://localhost:3000");
    expect(c.marketProvider).toBe("sim");
    expect(c.marketTickMs).toBe(1000);
    expect(c.demo).toBe(true);
    expect(c.production).toBe(false);
  });

  test("production turns demo accounts off by default", () => {
    expect(loadConfig({ NODE_ENV: "production", CODE_SECRET, SMTP_URL: "smtp://mail.example" }).demo).toBe(false);
  });

  test("a production server does not start without SMTP_URL, unless MAIL_OUTBOX=true says so", () => {
    expect(() => loadServerConfig({ NODE_ENV: "production", CODE_SECRET })).toThrow(ConfigError);
    expect(() => loadServerConfig({ NODE_ENV: "production", CODE_SECRET })).toThrow("SMTP_URL");
    expect(() => loadServerConfig({ NODE_ENV: "production", CODE_SECRET, MAIL_OUTBOX: "false" })).toThrow(
      "MAIL_OUTBOX=true",
    );
    expect(loadServerConfig({ NODE_ENV: "production", CODE_SECRET, MAIL_OUTBOX: "true" }).mailOutbox).toBe(true);
    expect(loadServerConfig({ NODE_ENV: "production", CODE_SECRET, SMTP_URL: "smtp://mail.example" }).smtpUrl).toBe(
      "smtp://mail.example",
    );
    // Outside production the outbox is the default.
    expect(loadServerConfig({}).smtpUrl).toBeNull();
  });

  test("first run: every loopback name of the port is an allowed origin, and one URL to open", () => {
    const c = loadConfig({ PORT: "4100" });
    expect(c.allowedOrigins).toEqual(["http://localhost:4100", "http://127.0.0.1:4100", "http://[::1]:4100"]);
    expect(c.openUrl).toBe("http://127.0.0.1:4100");
    expect(loadConfig({ HOST: "0.0.0.0" }).openUrl).toBe("http://localhost:3000");
    expect(loadConfig({ HOST: "::1" }).openUrl).toBe("http://[::1]:3000");
  });

  test("with PUBLIC_ORIGIN, or in production, only that origin", () => {
    const c = loadConfig({ PUBLIC_ORIGIN: "https://rockets.example/" });
    expect(c.allowedOrigins).toEqual(["https://rockets.example"]);
    expect(c.openUrl).toBe("https://rockets.example");
    expect(loadConfig({ NODE_ENV: "production", CODE_SECRET, SMTP_URL: "smtp://m" }).allowedOrigins).toEqual([
      "http://localhost:3000",
    ]);
  });

  test("TRUSTED_PROXIES: CIDRs of both families; a bad entry stops the start naming it", () => {
    expect(loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8,fd00::/8" }).trustedProxies.has("fd00::1")).toBe(true);
    expect(loadConfig({}).trustedProxies.size).toBe(0);
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.0/8, proxy.local" })).toThrow("TRUSTED_PROXIES");
  });

  test("CHROMIUM_PATH: /usr/bin/chromium when it is there, else none; a path given is kept, there or not", () => {
    expect(loadConfig({}).chromiumPath).toBe(existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : null);
    // Whether it exists is the renderer's to say (503 renderer_unavailable), not a reason not to start.
    expect(loadConfig({ CHROMIUM_PATH: "/opt/nothing/chrome" }).chromiumPath).toBe("/opt/nothing/chrome");
  });

  test.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ MARKET_PROVIDER: "bloomberg" }, "MARKET_PROVIDER"],
    [{ MARKET_CLOCK: "sometimes" }, "MARKET_CLOCK"],
    [{ MARKET_PROVIDER: "fmp" }, "FMP_API_KEY"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ REDIS_URL: "not a url" }, "REDIS_URL"],
    [{ MARKET_UNIVERSE_SIZE: "80000" }, "MARKET_UNIVERSE_SIZE"],
    [{ DEMO: "maybe" }, "DEMO"],
    [{ PUBLIC_ORIGIN: "ftp://x" }, "PUBLIC_ORIGIN"],
    [{ NODE_ENV: "production" }, "CODE_SECRET"],
    [{ CODE_SECRET: "too short" }, "CODE_SECRET"],
    [{ HASH_CONCURRENCY: "0" }, "HASH_CONCURRENCY"],
    [{ CHROMIUM_PATH: "chromium" }, "CHROMIUM_PATH"],
  ])("bad value %p names %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe("Accept-Language", () => {
  test.each([
    [null, "en"],
    ["ar", "ar"],
    ["ar-SA,ar;q=0.9", "ar"],
    ["fr-FR,fr;q=0.9,ar;q=0.8,en;q=0.7", "ar"],
    ["en;q=0.5,ar;q=0.9", "ar"],
    ["ar;q=0,en", "en"],
    ["de", "en"],
  ])("%p → %s", (header, expected) => {
    expect(localeFrom(header)).toBe(expected as "en" | "ar");
  });
});

describe("brand", () => {
  test("BRAND_* variables override the defaults", () => {
    const b = brandFromEnv({ BRAND_PRODUCT: "Rockets X", BRAND_SUPPORT_EMAIL: "help@x.example" });
    expect(b.product).toBe("Rockets X");
    expect(b.supportEmail).toBe("help@x.example");
    expect(b.provider).toBe("Rockets Labs");
  });
});

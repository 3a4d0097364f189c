import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "../../src/server/config";
import { localeFrom } from "../../src/server/http/locale";
import { brandFromEnv } from "../../src/shared/brand";

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
    expect(loadConfig({ NODE_ENV: "production" }).demo).toBe(false);
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

// The settings that turn newsletter bounces by e-mail on (src/server/config.ts): VERP with
// NEWSLETTER_BOUNCE_ADDRESS, whose local part must leave room for the 49-character token, and the
// intake with BOUNCE_SMTP_PORT, which has nothing to check recipients against without it.
import { expect, test } from "bun:test";
import { ConfigError, loadConfig } from "../../src/server/config";

test("off by default; the intake needs the bounce address; the local part is short enough", () => {
  expect(loadConfig({})).toMatchObject({ bounceAddress: null, bounceSmtp: null });
  const on = loadConfig({ NEWSLETTER_BOUNCE_ADDRESS: "bounces@example.com", BOUNCE_SMTP_PORT: "2525" });
  expect(on).toMatchObject({ bounceAddress: "bounces@example.com", bounceSmtp: { port: 2525, host: "127.0.0.1" } });
  expect(() => loadConfig({ BOUNCE_SMTP_PORT: "2525" })).toThrow(ConfigError);
  for (const bad of ["a+b@example.com", "sixteen-letters!@example.com", "bounces", "abcdefghijklmnop@example.com"]) {
    expect(() => loadConfig({ NEWSLETTER_BOUNCE_ADDRESS: bad })).toThrow("NEWSLETTER_BOUNCE_ADDRESS");
  }
});

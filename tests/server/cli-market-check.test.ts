// npm run cli -- market-check: what the configured provider got, and every failure on the way.
import { afterAll, expect, test } from "bun:test";
import { runCli } from "../../src/server/cli/main";

const down = Bun.serve({ port: 0, fetch: () => new Response("Bad Request", { status: 400 }) });
afterAll(() => down.stop(true));

test("the simulated market: every ticker quoted, a history, calendars, no failures", async () => {
  const out = await runCli(["market-check"], { MARKET_PROVIDER: "sim" });
  expect(out).toContain("provider: sim (simulated data)");
  expect(out).toMatch(/tickers: 700 in the universe, 700 with a quote \(US 463, Saudi 237\)/);
  expect(out).toMatch(/2222\.SR Saudi Arabian Oil Company: price [\d.]+ SAR/);
  expect(out).toMatch(/history AAPL: 200 daily bars/);
  expect(out).toMatch(/calendar dividends .*: [1-9]\d* events/);
  expect(out).toContain("failures: none");
});

test("a provider whose service refuses: the failures are listed, nothing is quoted", async () => {
  const out = await runCli(["market-check"], {
    MARKET_PROVIDER: "yahoo",
    YAHOO_BASE_URL: `http://127.0.0.1:${down.port}`,
  });
  expect(out).toContain("provider: yahoo");
  expect(out).toMatch(/with a quote \(US 0, Saudi 0\)|0 with a quote/);
  expect(out).toMatch(/failures \(\d+\):\n {2}quotes: /);
  expect(out).toMatch(/history AAPL: .*400/);
});

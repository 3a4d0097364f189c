// The app on real-data shapes: the server with MARKET_PROVIDER=yahoo against the local Yahoo
// stand-in (tests/helpers/yahoo-fixture-server.ts, the universe of market/companies.ts in the
// shapes of recorded real answers), a fresh data folder, otherwise as the main suite's config.
// Its own ports (E2E_PORT, default 4473; the stand-in on E2E_PORT + 90) so it can run beside
// the main shards (4173, 4273, …).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import main from "../playwright.config";

const PORT = Number(process.env.E2E_PORT ?? 4473);
const FIXTURE_PORT = Number(process.env.YAHOO_FIXTURE_PORT ?? PORT + 90);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_REAL_DATA_DIR ?? mkdtempSync(join(tmpdir(), "rockets-e2e-real-"));
process.env.E2E_REAL_DATA_DIR = dataDir;
// tests/e2e/helpers.ts logs in on this origin.
process.env.E2E_BASE_URL = BASE_URL;
const mainServer = Array.isArray(main.webServer) ? main.webServer[0]! : main.webServer!;

export default defineConfig({
  ...main,
  testDir: ".",
  testMatch: /.*\.e2e\.ts$/,
  testIgnore: [],
  outputDir: "../../../test-results/real-data",
  // History-based columns fill in the background: a screen may wait for them.
  timeout: 60_000,
  use: { ...main.use, baseURL: BASE_URL },
  webServer: [
    {
      command: `node_modules/.bin/bun tests/helpers/yahoo-fixture-server.ts ${FIXTURE_PORT}`,
      cwd: "../../..",
      url: `http://127.0.0.1:${FIXTURE_PORT}/v1/test/getcrumb`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      ...mainServer,
      cwd: "../../..",
      url: `${BASE_URL}/healthz`,
      env: {
        ...mainServer.env,
        PORT: String(PORT),
        PUBLIC_ORIGIN: BASE_URL,
        DATA_DIR: dataDir,
        MARKET_PROVIDER: "yahoo",
        YAHOO_BASE_URL: `http://127.0.0.1:${FIXTURE_PORT}`,
        // A loopback stand-in: no need to spare it, so the history of the whole universe
        // (about 700 symbols) loads in seconds rather than the six minutes of 120 calls a minute.
        YAHOO_RATE_PER_MINUTE: "60000",
      },
    },
  ],
});

// End-to-end tests against the built server, in Debian's Chromium (never a downloaded one).
// The server runs with a fresh data folder, so every run starts from an empty database.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "rockets-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.e2e\.ts$/,
  // The Yahoo stand-in run has its own config and servers (real-data/playwright.config.ts).
  testIgnore: "real-data/**",
  outputDir: "../../test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node_modules/.bin/bun src/server/main.ts",
    cwd: "../..",
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: BASE_URL,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      DEMO: "true",
      MARKET_TICK_MS: "500",
      // Live pushes at any hour, so the tests do not depend on the exchanges' sessions.
      MARKET_CLOCK: "always-open",
      // Every test logs in through the API from one address; the per-IP limit is tested in tests/server.
      AUTH_IP_LIMIT: "100000",
      // The push test's endpoint is on loopback (accepted with NODE_ENV=test only).
      PUSH_TEST_LOOPBACK: "true",
    },
  },
});

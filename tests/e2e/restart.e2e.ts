// Restart resilience: the live gainers table of a logged-in user survives a crash of the server.
// This test runs its own server (the shared e2e server must not be killed): it is killed with
// SIGKILL, started again on the same port and data, and the page reconnects by itself, shows
// the live table again and keeps receiving pushes, with no error on screen.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { loginAs } from "./helpers";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function start(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(join(ROOT, "node_modules/.bin/bun"), ["src/server/main.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      DEMO: "true",
      MARKET_TICK_MS: "400",
      // Live ticks at any hour: with the real clock the table stands still outside both
      // exchanges' sessions, and the test's "pushes flow again" would depend on the time of day.
      MARKET_CLOCK: "always-open",
      LOG_LEVEL: "warn",
    },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server not ready in 30 s");
    await new Promise((r) => setTimeout(r, 50));
  }
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill("SIGKILL");
  });
}

test("after a server crash and restart the live table reconnects by itself and resumes", async ({ page }) => {
  test.setTimeout(90_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-restart-"));
  let server = await start(port, dataDir);
  try {
    await page.goto(`${origin}/`);
    await loginAs(page, "user", `${origin}/trading-screener`);
    const status = page.locator("[data-connection]");
    const table = page.getByTestId("gainers-table");
    await expect(status).toHaveAttribute("data-connection", "live", { timeout: 15_000 });
    await expect(table.locator("tbody tr")).toHaveCount(20);

    await kill(server);
    await expect(status).not.toHaveAttribute("data-connection", "live", { timeout: 10_000 });
    // The last table stays on screen while the connection is down.
    await expect(table.locator("tbody tr")).toHaveCount(20);

    server = await start(port, dataDir);
    await expect(status).toHaveAttribute("data-connection", "live", { timeout: 20_000 });
    // Pushes flow again: the "updated at" time moves on.
    const before = await status.textContent();
    await expect(status).not.toHaveText(before ?? "", { timeout: 10_000 });
    await expect(table.locator("tbody tr")).toHaveCount(20);
    // No error of any kind on screen, and the session survived the restart.
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/trading-screener");
  } finally {
    await kill(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

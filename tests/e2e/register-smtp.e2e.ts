// Registration end to end with real mail: a server of its own with SMTP_URL pointing at an SMTP
// server on loopback (smtp-server); the code is read from the delivered message, typed into
// the six boxes, and the new account lands on /investment-screener.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";

const PORT = Number(process.env.E2E_PORT ?? 4173) + 1001;
const BASE = `http://127.0.0.1:${PORT}`;
const received: { to: string; raw: string }[] = [];
let smtp: SMTPServer;
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  dataDir = mkdtempSync(join(tmpdir(), "rockets-smtp-e2e-"));
  server = spawn("node_modules/.bin/bun", ["src/server/main.ts"], {
    cwd: join(import.meta.dirname, "../.."),
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: BASE,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      DEMO: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MARKET_TICK_MS: "1000",
    },
  });
  await expect
    .poll(async () => (await fetch(`${BASE}/healthz`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

test("register, read the code from the SMTP server, verify, land on /investment-screener", async ({ page }) => {
  test.setTimeout(60_000);
  const email = `smtp-${Date.now()}@example.com`;
  await page.goto(`${BASE}/?auth=register`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("First name").fill("Rana");
  await dialog.getByLabel("Last name (optional)").fill("Haddad");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill("a long enough passphrase");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.getByRole("heading", { name: "Verify your e-mail" })).toBeVisible();
  await expect.poll(() => received.some((m) => m.to === email), { timeout: 15_000 }).toBe(true);
  const mail = received.find((m) => m.to === email)?.raw ?? "";
  expect(mail).toContain("Content-Language: en");
  expect(mail).toContain("text/html");
  // The code is in the body only, on a line of its own; never in the subject.
  expect(mail).not.toMatch(/^Subject:.*\d{6}/m);
  const code = /^(\d{6})\r?$/m.exec(mail)?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(code);
  for (const [i, digit] of [...code].entries()) {
    await expect(dialog.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(digit);
  }
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(`${BASE}/investment-screener`);
  await expect(page.getByText("OTP verified! You are now fully registered.")).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null")?.email)).toBe(email);
});

test("an Arabic registration gets its code e-mail in Arabic", async ({ page }) => {
  const email = `smtp-ar-${Date.now()}@example.com`;
  await page.goto(`${BASE}/?lang=ar&auth=register`);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("الاسم الأول").fill("رنا");
  await dialog.getByLabel("البريد الإلكتروني").fill(email);
  await dialog.getByLabel("كلمة المرور", { exact: true }).fill("a long enough passphrase");
  await dialog.getByRole("button", { name: "إنشاء حساب" }).click();
  await expect(dialog.getByRole("heading", { name: "تأكيد بريدك الإلكتروني" })).toBeVisible();
  await expect.poll(() => received.some((m) => m.to === email), { timeout: 15_000 }).toBe(true);
  expect(received.find((m) => m.to === email)?.raw).toContain("Content-Language: ar");
});

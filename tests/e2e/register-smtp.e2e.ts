// Registration end to end with real mail: a server of its own with SMTP_URL pointing at an SMTP
// server on loopback (smtp-server); the code is read from the delivered message, typed into
// the six boxes, and the new account lands on /investment-screener.
import { expect, test } from "@playwright/test";
import { type MailedServer, serverWithMail } from "./smtp-server";

const PORT = Number(process.env.E2E_PORT ?? 4173) + 1001;
const BASE = `http://127.0.0.1:${PORT}`;
let mailed: MailedServer;
let received: MailedServer["received"] = [];

test.beforeAll(async () => {
  mailed = await serverWithMail(PORT, "smtp");
  received = mailed.received;
});

test.afterAll(async () => {
  await mailed?.stop();
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

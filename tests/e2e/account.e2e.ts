// The account page (/account), end to end with real mail: a server of its own sends through an
// SMTP server on loopback (./smtp-server.ts). English: change the name and the language (the app
// switches to Arabic and back), change the password (the owner is mailed, this browser stays
// signed in), download one's data, delete the account by an e-mailed code. Arabic: the page in
// Arabic, a wrong password named under its field, the deletion by password.
// ACCOUNT_SHOTS=<folder> saves screenshots at 320, 375, 768 and 1366 px in both languages.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { decodedText, freePort, type MailedServer, serverWithMail } from "./smtp-server";

const SHOTS = process.env.ACCOUNT_SHOTS;
const PASSWORD = "a long enough passphrase";
let mailed: MailedServer;
let base = "";

test.beforeAll(async () => {
  mailed = await serverWithMail(await freePort(), "account");
  base = mailed.base;
});

test.afterAll(async () => {
  await mailed?.stop();
});

/** The newest mail to this address whose text matches, once it has arrived. */
async function mailTo(email: string, matching: RegExp): Promise<string> {
  let text = "";
  await expect
    .poll(
      () => {
        const found = mailed.received.filter((m) => m.to === email).map((m) => decodedText(m.raw));
        text = found.findLast((t) => matching.test(t)) ?? "";
        return text !== "";
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

/** Registers and verifies an account through the API; the page's context holds its session. */
async function signedIn(page: Page, email: string, lang: "en" | "ar"): Promise<void> {
  const headers = { origin: base, "accept-language": lang };
  const res = await page.request.post(`${base}/api/v1/auth/register`, {
    data: { firstName: lang === "ar" ? "رنا" : "Rana", email, password: PASSWORD },
    headers,
  });
  expect(res.status()).toBe(201);
  const code = /\n(\d{6})\s*\n/.exec(await mailTo(email, /\n\d{6}\s*\n/))?.[1] ?? "";
  const verify = await page.request.post(`${base}/api/v1/auth/verify-otp`, { data: { email, otp: code }, headers });
  expect(verify.status()).toBe(200);
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [320, 375, 768, 1366]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("English: name, language, password, download and deletion by an e-mailed code", async ({ page }) => {
  const email = `account-en-${Date.now()}@example.com`;
  await signedIn(page, email, "en");
  await page.goto(`${base}/account?lang=en`);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const profile = page.getByTestId("account-profile");
  await expect(profile.getByText(email)).toBeVisible();
  await shots(page, "account-en");

  // A name without a letter is refused under its field; a real one is saved.
  const first = profile.getByLabel("First name");
  await first.fill("1234");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(profile.locator("[data-field-message]")).toHaveText("First name must contain at least one letter.");
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await first.fill("Rania");
  await profile.getByLabel("Last name").fill("Haddad");
  await profile.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("account-profile").getByLabel("First name")).toHaveValue("Rania");

  // The language: saved on the account, and the app switches to it at once.
  await page.getByTestId("account-profile").getByLabel("العربية").check();
  await page.getByTestId("account-profile").getByRole("button", { name: "Save" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "حسابك" })).toBeVisible();
  const saved = await (await page.request.get(`${base}/api/v1/account`)).json();
  expect(saved.account.language).toBe("ar");
  await page.getByTestId("account-profile").getByLabel("English").check();
  await page.getByTestId("account-profile").getByRole("button", { name: "حفظ" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  // The password: the owner is mailed; this browser stays signed in.
  const password = page.getByTestId("account-password");
  await password.getByLabel("Current password").fill(PASSWORD);
  await password.getByLabel("New password").fill("another long passphrase");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed. Every other device was signed out.")).toBeVisible();
  const changed = await mailTo(email, /password of your Rockets account was changed|password was changed/i);
  expect(changed).toMatch(/UTC/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

  // The download: one JSON file with the account's tables.
  const downloading = page.waitForEvent("download");
  await page.getByTestId("account-data").getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rockets-account-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
  expect(file.tables.users[0]).toMatchObject({ email, firstName: "Rania", lastName: "Haddad" });
  expect(file.tables.auth_events.some((e: { event: string }) => e.event === "password_changed")).toBe(true);

  // The deletion by a code from the mailbox, asked once more; then the browser is signed out.
  const remove = page.getByTestId("account-remove");
  await remove.getByLabel("I do not remember my password: e-mail me a code").check();
  await remove.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(remove.getByText(`We e-mailed a 6-digit code to ${email}.`, { exact: false })).toBeVisible();
  const code = /\n(\d{6})\s*\n/.exec(await mailTo(email, /delete it/))?.[1] ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await remove.getByLabel("Code from the e-mail").fill(code);
  await remove.getByRole("button", { name: "Delete my account for good" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  if (SHOTS) await page.screenshot({ path: join(SHOTS, "account-en-confirm.png") });
  await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByText("Your account was deleted.")).toBeVisible();
  await mailTo(email, /were deleted/);
  const check = await (await page.request.get(`${base}/api/v1/auth/authCheck`)).json();
  expect(check.user).toBeNull();
});

test("Arabic: the page in Arabic, a wrong password named under its field, the deletion by password", async ({
  page,
}) => {
  const email = `account-ar-${Date.now()}@example.com`;
  await signedIn(page, email, "ar");
  await page.goto(`${base}/account?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "حسابك" })).toBeVisible();
  await expect(page.getByTestId("account-profile").getByLabel("الاسم الأول")).toHaveValue("رنا");
  await shots(page, "account-ar");

  const password = page.getByTestId("account-password");
  await password.getByLabel("كلمة المرور الحالية").fill("not the password");
  await password.getByLabel("كلمة المرور الجديدة").fill("another long passphrase");
  await password.getByRole("button", { name: "غيّر كلمة المرور" }).click();
  await expect(password.locator("[data-field-message]")).toHaveText("كلمة المرور الحالية غير صحيحة.");

  const remove = page.getByTestId("account-remove");
  await remove.getByLabel("كلمة المرور الحالية").fill(PASSWORD);
  await remove.getByRole("button", { name: "احذف حسابي نهائيًا" }).click();
  const dialog = page.getByRole("alertdialog");
  // Escape cancels and nothing is deleted.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  if (SHOTS) await page.setViewportSize({ width: 320, height: 740 });
  await remove.getByRole("button", { name: "احذف حسابي نهائيًا" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  if (SHOTS) await page.screenshot({ path: join(SHOTS, "account-ar-confirm-320.png") });
  await page.getByRole("alertdialog").getByRole("button", { name: "نعم، احذف حسابي" }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByText("حُذف حسابك.")).toBeVisible();
  const mail = await mailTo(email, /حُذف حسابك|حذف حسابك/);
  expect(mail).toMatch(/UTC|بالتوقيت العالمي/);
});

// Getting back into an account, in English and Arabic: a login with an unverified e-mail goes
// straight to the code boxes (the code is read from the server's outbox), the code stage asks
// before a stray click or Escape throws it away, a session ended in another tab sends the user to
// the login modal and back, a partner's repeated failed login shows one toast in the app's font,
// and a locked-out account signs in with a code sent by e-mail. Screenshots of every modal stage
// at 375 and 1366 px go to $SCREENS_DIR (default: rockets-screens in the temp folder; Playwright
// empties its own output folder on every run).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { DEMO, loginAs } from "./helpers";
import { BASE_URL } from "./playwright.config";

const DICT = { en, ar } as const;
const origin = new URL(BASE_URL).origin;
const headers = { origin, "content-type": "application/json", "accept-language": "en" };
const PASSWORD = "a long enough passphrase";
const SCREENS = process.env.SCREENS_DIR ?? join(tmpdir(), "rockets-screens");
/** Fills a dictionary text's {placeholders}. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

/** The newest code mailed to `email` (English), from the outbox the e2e server writes (DATA_DIR/outbox). */
async function mailedCode(email: string, after = 0): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR as string, "outbox");
  let code: string | null = null;
  await expect
    .poll(() => {
      if (!existsSync(dir)) return null;
      const mails = readdirSync(dir)
        .filter((name) => name.endsWith(".eml"))
        .sort()
        .map((name) => readFileSync(join(dir, name), "utf8"))
        .filter((raw) => raw.includes(`To: ${email}`));
      const newest = mails.length > after ? mails.at(-1) : undefined;
      // The code is a line of its own in the text part (never in the subject).
      code = newest?.match(/^(\d{6})\r?$/m)?.[1] ?? null;
      return code;
    })
    .not.toBeNull();
  return code as unknown as string;
}

async function registerByApi(page: Page, email: string): Promise<void> {
  const res = await page.request.post(`${origin}/api/v1/auth/register`, {
    data: { firstName: "Lina", email, password: PASSWORD },
    headers,
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 860 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: join(SCREENS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function typeCode(page: Page, code: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").first().focus();
  await page.keyboard.type(code);
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];

  test(`an unverified e-mail: the login goes straight to the code boxes, and the mailed code logs in (${lang})`, async ({
    page,
  }) => {
    const email = `unverified-${lang}-${Date.now()}@example.com`;
    await registerByApi(page, email);
    const code = await mailedCode(email);
    await page.goto(`/?lang=${lang}&auth=login`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(L.auth.login.email).fill(email);
    await dialog.getByLabel(L.auth.login.password).fill(PASSWORD);
    await dialog.getByRole("button", { name: L.auth.login.submit, exact: true }).click();
    await expect(dialog.getByRole("heading", { name: L.auth.otp.title })).toBeVisible();
    await expect(dialog.getByLabel(fill(L.auth.otp.digit, { n: 1 }))).toBeFocused();
    await expect(dialog.getByRole("button", { name: L.auth.otp.resend })).toBeEnabled();
    await expectNoAxeViolations(page, { include: "[role=dialog]", what: "code stage after login" });
    await shoot(page, `code-unverified-${lang}`);
    await typeCode(page, code);
    await dialog.getByRole("button", { name: L.auth.otp.verify, exact: true }).click();
    await expect(page).toHaveURL(/\/investment-screener$/);
  });

  test(`the code stage asks before a backdrop click or Escape throws the code away (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}&auth=register`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(L.auth.register.firstName).fill("Sami");
    await dialog.getByLabel(L.auth.register.email).fill(`leave-${lang}-${Date.now()}@example.com`);
    await dialog.getByLabel(L.auth.register.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: L.auth.register.submit, exact: true }).click();
    const first = dialog.getByLabel(fill(L.auth.otp.digit, { n: 1 }));
    await expect(first).toBeFocused();
    await first.fill("4");
    await page.getByTestId("modal-backdrop").click({ position: { x: 5, y: 5 } });
    const question = dialog.getByRole("alertdialog", { name: L.signIn.leave.question });
    await expect(question).toBeVisible();
    await expect(question.getByRole("button", { name: L.signIn.leave.stay })).toBeFocused();
    await expectNoAxeViolations(page, { include: "[role=dialog]", what: "leave question" });
    await shoot(page, `code-leave-${lang}`);
    await question.getByRole("button", { name: L.signIn.leave.stay }).click();
    await expect(question).toBeHidden();
    await expect(first).toHaveValue("4");
    await page.keyboard.press("Escape");
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: L.signIn.leave.leave, exact: true }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test(`a session ended in another tab: a toast, the login modal, and back to the scanner (${lang})`, async ({
    page,
    context,
  }) => {
    await loginAs(page, "user", `/investment-screener?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const other = await context.newPage();
    const res = await other.request.post(`${origin}/api/v1/auth/logout`, { data: {}, headers });
    expect(res.status()).toBe(200);
    await other.close();
    await page.getByRole("button", { name: L.scanner.names.rocket }).click();
    await expect(page.getByText(L.signIn.sessionEnded)).toBeVisible();
    await expect(page).toHaveURL(/\/\?auth=login&redirect=%2Finvestment-screener/);
    const dialog = page.getByRole("dialog", { name: L.auth.login.title });
    await expect(dialog).toBeVisible();
    await shoot(page, `session-ended-${lang}`);
    await dialog.getByLabel(L.auth.login.email).fill(DEMO.user.email);
    await dialog.getByLabel(L.auth.login.password).fill(DEMO.user.password);
    await dialog.getByRole("button", { name: L.auth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/investment-screener/);
    await expect(page.getByText(L.signIn.sessionEnded)).toBeHidden();
  });

  test(`the live dashboard after a logout elsewhere: the socket's close ends the session (${lang})`, async ({
    page,
    context,
  }) => {
    await loginAs(page, "user", `/trading-screener?lang=${lang}`);
    await expect(page.locator("table")).toBeVisible({ timeout: 15_000 });
    const res = await context.request.post(`${origin}/api/v1/auth/logout`, { data: {}, headers });
    expect(res.status()).toBe(200);
    await expect(page.getByText(L.signIn.sessionEnded)).toBeVisible();
    await expect(page).toHaveURL(/\/\?auth=login&redirect=%2Ftrading-screener/);
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test(`a partner whose session ended elsewhere goes to the partner login with one toast (${lang})`, async ({
    page,
    context,
  }) => {
    await loginAs(page, "partner", `/partner/events/dividends?lang=${lang}`);
    const pager = page.getByTestId("pagination");
    await expect(pager).toBeVisible({ timeout: 15_000 });
    const res = await context.request.post(`${origin}/api/v1/partner/auth/logout`, { data: {}, headers });
    expect(res.status()).toBe(200);
    await pager.getByRole("button", { name: L.partner.pagination.next }).click();
    await expect(page).toHaveURL(/\/partner\/login/);
    await expect(page.getByRole("status").filter({ hasText: L.partnerCommon.sessionExpired })).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("partner"))).toBeNull();
  });

  test(`partner login: the same error is one toast, in the app's font, gone after a good login (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/partner/login?lang=${lang}`);
    const P = L.auth.partnerLogin;
    await page.getByLabel(P.email).fill(DEMO.partner.email);
    await page.getByLabel(P.partnerID).fill(DEMO.partner.partnerID);
    await page.getByLabel(P.securityKey1).fill("wrong-key");
    await page.getByLabel(P.securityKey2).fill(DEMO.partner.securityKey2);
    await page.getByLabel(P.password, { exact: true }).fill(DEMO.partner.password);
    const submit = page.getByRole("button", { name: P.submit, exact: true });
    for (let i = 0; i < 4; i++) {
      await submit.click();
      await expect(submit).toBeEnabled();
    }
    // The toasts (react-hot-toast's container), not other status lines (the partner home has its own).
    const toast = page.locator("[data-rht-toaster]").getByRole("status").filter({ hasText: /\S/ });
    await expect(toast).toHaveCount(1);
    const font = await toast.evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font).toContain("system-ui");
    expect(font.split(",")[0]?.trim()).not.toMatch(/serif/i);
    // 'Copy diagnostic' waits behind 'Having trouble?'.
    await expect(page.getByRole("button", { name: L.common.diagnostic.copy })).toBeHidden();
    await page.getByText(L.signIn.trouble).click();
    await expect(page.getByRole("button", { name: L.common.diagnostic.copy })).toBeVisible();
    await shoot(page, `partner-login-trouble-${lang}`);
    await page.getByLabel(P.securityKey1).fill(DEMO.partner.securityKey1);
    await submit.click();
    await expect(page).toHaveURL(/\/partner\/dashboard/);
    await expect(toast).toHaveCount(0);
  });

  test(`a locked-out account signs in with a code sent by e-mail (${lang})`, async ({ page }) => {
    // The sign-in code (POST /auth/login-code, 429 login_locked with codeLogin) is the server's side.
    const probe = await page.request.post(`${origin}/api/v1/auth/login-code`, {
      data: { email: "nobody@example.com" },
      headers,
    });
    test.skip(probe.status() === 404, "the server has no POST /auth/login-code yet");
    const email = `locked-${lang}-${Date.now()}@example.com`;
    await registerByApi(page, email);
    const verified = await page.request.post(`${origin}/api/v1/auth/verify-otp`, {
      data: { email, otp: await mailedCode(email) },
      headers,
    });
    expect(verified.status()).toBe(200);
    await page.request.post(`${origin}/api/v1/auth/logout`, { data: {}, headers });
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      const res = await page.request.post(`${origin}/api/v1/auth/login`, {
        data: { email, password: "not the password" },
        headers,
      });
      last = res.status();
    }
    expect(last).toBe(429);
    await page.goto(`/?lang=${lang}&auth=login`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(L.auth.login.email).fill(email);
    await dialog.getByLabel(L.auth.login.password).fill(PASSWORD);
    await dialog.getByRole("button", { name: L.auth.login.submit, exact: true }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toBeVisible();
    expect(await alert.textContent()).not.toMatch(/\d{3,} /);
    await shoot(page, `login-locked-${lang}`);
    await dialog.getByRole("button", { name: L.signIn.locked.requestCode }).click();
    await expect(dialog.getByRole("heading", { name: L.signIn.code.loginTitle })).toBeVisible();
    await expect(dialog.getByRole("timer")).toBeVisible();
    await typeCode(page, await mailedCode(email, 1));
    await dialog.getByRole("button", { name: L.auth.otp.verify, exact: true }).click();
    await expect(page).toHaveURL(/\/investment-screener$/);
  });
}

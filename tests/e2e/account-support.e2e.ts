// Admin account support: an admin finds a locked-out user, reads the auth timeline, clears the
// lockout, and the user can log in again. In English and Arabic, with axe and screenshots.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { DEMO, loginAs, logout } from "./helpers";
import { BASE_URL } from "./playwright.config";

const origin = new URL(BASE_URL).origin;
const headers = { origin, "content-type": "application/json" };
/** axe checks this screen's own section (the admin panel around it is checked by its own tests). */
const SECTION = '[data-testid="account-support"]';

async function userLogin(request: APIRequestContext, password: string): Promise<number> {
  const res = await request.post(`${origin}/api/v1/auth/login`, {
    data: { email: DEMO.user.email, password },
    headers,
  });
  return res.status();
}

/** Ten wrong passwords: the demo user's login is locked (429 even with the right password). */
async function lockUser(request: APIRequestContext): Promise<void> {
  for (let i = 0; i < 10; i++) expect(await userLogin(request, "not the password")).toBe(401);
  expect(await userLogin(request, DEMO.user.password)).toBe(429);
}

// Whatever happens in a test, the demo user is not left locked for the tests after this file.
test.afterEach(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const admin = await request.post(`${origin}/api/v1/auth/login`, { data: DEMO.admin, headers });
  const lookup = await request.post(`${origin}/api/v1/admin/support/lookup`, {
    data: { email: DEMO.user.email },
    headers,
  });
  if (admin.ok() && lookup.ok()) {
    const { user } = (await lookup.json()) as { user: { id: string } };
    await request.post(`${origin}/api/v1/admin/support/clear-lockout`, { data: { userId: user.id }, headers });
  }
  await request.dispose();
});

async function openSupport(page: Page, lang: "en" | "ar"): Promise<void> {
  await loginAs(page, "admin", `/admin?lang=${lang}`);
  await page.getByRole("button", { name: lang === "en" ? "Account support" : "دعم الحسابات" }).click();
}

test("an admin finds a locked user, sees the timeline, clears the lockout, and the user logs in", async ({
  page,
  playwright,
}) => {
  const outsider = await playwright.request.newContext();
  await lockUser(outsider);

  await openSupport(page, "en");
  await expect(page.getByRole("heading", { level: 1, name: "Account support" })).toBeVisible();
  await page.getByLabel("User's e-mail").fill(DEMO.user.email);
  await page.getByRole("button", { name: "Find" }).click();

  const status = page.getByTestId("support-status");
  // Ten failures lock this one address, not the account (an account locks at 100, from any
  // address): the status counts them, and the timeline has the address's lock.
  await expect(status).toContainText("10 failed attempts");
  const timeline = page.getByTestId("support-timeline");
  await expect(timeline.locator('li[data-event="locked"]')).toHaveCount(1);
  await expect(timeline.locator('li[data-event="login_failed"]')).toHaveCount(10);
  await expect(timeline.locator("li").first()).toContainText("Locked");
  await expect(timeline.locator("li time").first()).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  // A verified account needs no code.
  await expect(page.getByRole("button", { name: "Send a new code" })).toBeDisabled();
  await expectNoAxeViolations(page, { include: SECTION });
  await page.screenshot({ path: "test-results/account-support-en.png", fullPage: true });

  await page.getByRole("button", { name: "Clear lockout" }).click();
  await expect(page.getByText(`The lockout of ${DEMO.user.email} was cleared.`)).toBeVisible();
  await expect(status).toContainText("Login open; 0 failed attempts");
  const cleared = timeline.locator("li").first();
  await expect(cleared).toHaveAttribute("data-event", "lockout_cleared");
  await expect(cleared).toContainText(`Lockout cleared · by ${DEMO.admin.email}`);

  expect(await userLogin(outsider, DEMO.user.password)).toBe(200);
  await outsider.dispose();
  await logout(page);
  expect((await loginAs(page, "user")).email).toBe(DEMO.user.email);
});

test("in Arabic: the same screen right to left, ending all sessions of a user", async ({ page, playwright }) => {
  const other = await playwright.request.newContext();
  expect(await userLogin(other, DEMO.user.password)).toBe(200);

  await openSupport(page, "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByLabel("البريد الإلكتروني للمستخدم").fill(DEMO.user.email);
  await page.getByRole("button", { name: "بحث" }).click();
  await expect(page.getByTestId("support-timeline").locator("li").first()).toContainText("دخول ناجح");
  await page.getByRole("button", { name: "إنهاء جميع الجلسات" }).click();
  await expect(page.getByText(`أُنهيت جميع جلسات ${DEMO.user.email}.`)).toBeVisible();
  await expect(page.getByTestId("support-status")).toContainText("الجلسات النشطة: 0");
  await expect(page.getByTestId("support-timeline").locator("li").first()).toContainText(`بواسطة ${DEMO.admin.email}`);
  const check = await other.get(`${origin}/api/v1/auth/authCheck`);
  expect(await check.json()).toEqual({ user: null });
  await other.dispose();
  await expectNoAxeViolations(page, { include: SECTION });
  await page.screenshot({ path: "test-results/account-support-ar.png", fullPage: true });
});

// Accounts in the browser: the login/register modal, the OTP countdown and expiry, partner
// login, route guards, both languages, axe on the modal and the partner login page.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { DEMO, loginAs } from "./helpers";

async function openModalFromScreener(page: Page, item = "Rockets Invest") {
  await page.goto("/");
  await page.getByRole("button", { name: "Screener" }).click();
  await page.getByRole("menuitem", { name: item }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test("Screener when logged out opens the modal; a wrong password shows the server's message", async ({ page }) => {
  const dialog = await openModalFromScreener(page);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all fields.");
  await dialog.getByLabel("Email").fill(DEMO.user.email);
  await dialog.getByLabel("Password").fill("not the password");
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Invalid e-mail or password.");
});

test("login shows 'Logging in...', then the toast, and goes to the chosen screener", async ({ page }) => {
  const dialog = await openModalFromScreener(page, "Rockets Trade");
  // The login is held until the test has seen it under way, then let through.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/v1/auth/login", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel("Email").fill(DEMO.user.email);
  await dialog.getByLabel("Password").fill(DEMO.user.password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog.getByRole("button", { name: "Logging in..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/trading-screener$/);
  await expect(page.getByText("Login successful")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null")?.email))
    .toBe(DEMO.user.email);
});

test("the modal: Escape and a backdrop click close it, focus comes back, Tab stays inside", async ({ page }) => {
  await page.goto("/");
  const login = page.getByRole("banner").getByRole("button", { name: "Login" });
  await login.click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();
  for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
  await login.click();
  await page.getByTestId("modal-backdrop").click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the forms switch; registration validates and reaches the code stage", async ({ page }) => {
  await page.goto("/?auth=login");
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.getByRole("heading", { name: "Register" })).toBeVisible();
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all fields.");
  await dialog.getByLabel("First name").fill("Rana");
  await dialog.getByLabel("Email").fill(`rana-${Date.now()}@example.com`);
  await dialog.getByLabel("Password", { exact: true }).fill("password123");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("This password is too common. Please choose another one.");
  await dialog.getByLabel("Password", { exact: true }).fill("a long enough passphrase");
  await dialog.getByRole("button", { name: "Register" }).click();
  await expect(dialog.getByRole("heading", { name: "Verify your e-mail" })).toBeVisible();
  await expect(dialog.getByRole("textbox")).toHaveCount(6);
});

test("the code countdown runs in mm:ss and expires at 300 s (Playwright clock)", async ({ page }) => {
  await page.clock.install();
  await page.goto("/?auth=register");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("First name").fill("Clock");
  await dialog.getByLabel("Email").fill(`clock-${Date.now()}@example.com`);
  await dialog.getByLabel("Password", { exact: true }).fill("a long enough passphrase");
  await dialog.getByRole("button", { name: "Register" }).click();
  const timer = dialog.getByRole("timer");
  await expect(timer).toHaveText(/Code expires in 0[45]:[0-5]\d/);
  await page.clock.runFor(61_000);
  await expect(timer).toHaveText(/Code expires in 03:5\d|Code expires in 04:00/);
  // Typing moves focus from box to box.
  await dialog.getByLabel("Digit 1 of 6").fill("1");
  await expect(dialog.getByLabel("Digit 2 of 6")).toBeFocused();
  await page.keyboard.type("23");
  await expect(dialog.getByLabel("Digit 4 of 6")).toBeFocused();
  await page.clock.runFor(240_000);
  await expect(dialog.getByRole("alert")).toHaveText("OTP has expired. Please request a new one.");
  await expect(dialog.getByRole("textbox")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Send a new code" })).toBeVisible();
});

test("pasting six digits fills every box", async ({ page }) => {
  await page.goto("/?auth=register");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("First name").fill("Paste");
  await dialog.getByLabel("Email").fill(`paste-${Date.now()}@example.com`);
  await dialog.getByLabel("Password", { exact: true }).fill("a long enough passphrase");
  await dialog.getByRole("button", { name: "Register" }).click();
  const first = dialog.getByLabel("Digit 1 of 6");
  await first.focus();
  await first.evaluate((el) => {
    const data = new DataTransfer();
    data.setData("text", "482913");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  for (const [i, d] of [..."482913"].entries()) await expect(dialog.getByLabel(`Digit ${i + 1} of 6`)).toHaveValue(d);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(/The code is not correct\. Attempts left: 4\./);
});

test.describe("guards", () => {
  test("screeners without a user: / with the modal, then back after login", async ({ page }) => {
    await page.goto("/investment-screener");
    await expect(page).toHaveURL(/\/\?auth=login&redirect=%2Finvestment-screener/);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(DEMO.user.email);
    await dialog.getByLabel("Password").fill(DEMO.user.password);
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/investment-screener$/);
    await page.goto("/trading-screener");
    await expect(page).toHaveURL(/\/trading-screener$/);
  });

  test("/trading-screener without a user redirects too", async ({ page }) => {
    await page.goto("/trading-screener");
    await expect(page).toHaveURL(/redirect=%2Ftrading-screener/);
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("/admin needs an admin; the Admin button shows only for admins", async ({ page }) => {
    await loginAs(page, "user", "/admin");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await loginAs(page, "admin", "/");
    await page.getByRole("banner").getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("partner routes need a partner", async ({ page }) => {
    await page.goto("/partner/dashboard");
    await expect(page).toHaveURL(/\/partner\/login$/);
    await page.goto("/partner/events/earnings");
    await expect(page).toHaveURL(/\/partner\/login$/);
    await loginAs(page, "user", "/partner/dashboard");
    await expect(page).toHaveURL(/\/partner\/login$/);
  });
});

test("logout from the top bar: toast, user forgotten", async ({ page }) => {
  await loginAs(page, "user", "/");
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("Logout successful")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Login" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user"))).toBeNull();
});

test("partner login: validation, wrong credentials, the dashboard, logout back to /", async ({ page }) => {
  await page.goto("/partner/login");
  const submit = page.getByRole("button", { name: "Login" });
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Please fill all the fields");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Partner ID").fill(DEMO.partner.partnerID);
  await page.getByLabel("Security key 1").fill(DEMO.partner.securityKey1);
  await page.getByLabel("Security key 2").fill(DEMO.partner.securityKey2);
  await page.getByLabel("Password").fill("wrong password");
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid e-mail address.");
  await page.getByLabel("Email").fill(DEMO.partner.email);
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("These partner credentials are not valid.");
  await page.getByLabel("Password").fill(DEMO.partner.password);
  await submit.click();
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("partner") ?? "null")?.partnerID))
    .toBe("PARTNER-001");
});

test("a user login with a stored partner first logs the partner out", async ({ page }) => {
  await loginAs(page, "partner");
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/auth/")) calls.push(new URL(r.url()).pathname);
  });
  await page.goto("/?auth=login");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(DEMO.user.email);
  await dialog.getByLabel("Password").fill(DEMO.user.password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/investment-screener$/);
  expect(calls.filter((c) => c.endsWith("/logout") || c.endsWith("/login"))).toEqual([
    "/api/v1/partner/auth/logout",
    "/api/v1/auth/login",
  ]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("partner"))).toBeNull();
});

test("Arabic: the modal and the server's messages in Arabic, right to left", async ({ page }) => {
  await page.goto("/?lang=ar&auth=login");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const dialog = page.getByRole("dialog", { name: "تسجيل الدخول" });
  await dialog.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("يرجى ملء جميع الحقول.");
  await dialog.getByLabel("البريد الإلكتروني").fill(DEMO.user.email);
  await dialog.getByLabel("كلمة المرور").fill("wrong password");
  await dialog.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("البريد الإلكتروني أو كلمة المرور غير صحيحة.");
  await page.goto("/partner/login?lang=ar");
  // Exactly: the page also offers "أرسل لي رابطًا لتسجيل الدخول" (the e-mailed sign-in link).
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("يرجى ملء جميع الحقول");
});

for (const lang of ["en", "ar"]) {
  test(`axe: the modal (login, register) and the partner login page (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}&auth=login`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, { include: "[role=dialog]", what: "login" });
    await page.goto(`/?lang=${lang}&auth=register`);
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, { include: "[role=dialog]", what: "register" });
    await page.goto(`/partner/login?lang=${lang}`);
    await expect(page.locator("form")).toBeVisible();
    await expectNoAxeViolations(page, { what: "partner login" });
    await page.getByText(lang === "en" ? "Having trouble?" : "هل تواجه مشكلة؟").click();
    await expectNoAxeViolations(page, { what: "partner login, 'Having trouble?' open" });
  });
}

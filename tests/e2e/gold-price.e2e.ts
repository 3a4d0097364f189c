// Admin gold price: an admin sets a gold price and sees it in use (a future date is refused at its
// field, a source the server refuses shows its message at that field), a silver price in Arabic
// with Arabic-Indic digits; a user cannot reach the screen nor its API. Screenshots at 320 and
// 1366 px in both languages, with no sideways scrolling.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { loginAs } from "./helpers";
import { BASE_URL } from "./playwright.config";

const SECTION = '[data-testid="gold-price"]';
const SHOTS = process.env.SHOTS_DIR ?? "test-results";

async function today(page: Page): Promise<string> {
  const res = await page.request.get("/api/v1/admin/gold-price");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { today: string }).today;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function noSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await noSideways(page);
    await page.screenshot({ path: `${SHOTS}/gold-price-${name}-${width}.png`, fullPage: true });
  }
}

test("an admin sets a gold price and sees it in use; a future date is refused at its field", async ({ page }) => {
  await loginAs(page, "admin", "/admin?lang=en");
  await page.getByRole("button", { name: "Gold price" }).click();
  await expect(page).toHaveURL(/section=goldPrice/);
  await expect(page.getByRole("heading", { level: 1, name: "Gold price" })).toBeVisible();
  const gold = page.getByTestId("metal-gold");
  await expect(gold.getByTestId("current-price")).toContainText("a gram");
  await expect(gold).toContainText("No admin price yet.");
  await shoot(page, "en-before");

  const day = await today(page);
  const form = page.locator("#gold-price-form");
  await expect(page.getByLabel("Date of the price")).toHaveValue(day);
  await page.getByLabel("Price per gram").fill("152.75");
  await page.getByLabel("Currency").selectOption("SAR");
  await page.getByLabel("Date of the price").fill(nextDay(day));
  await page.getByLabel("Source", { exact: true }).fill("Al Rajhi Bank bulletin");
  await form.getByRole("button", { name: "Save price" }).click();
  const date = page.getByLabel("Date of the price");
  await expect(date).toHaveAttribute("aria-invalid", "true");
  await expect(date).toBeFocused();
  await expect(page.locator("#gold-date-error")).toHaveText("The date cannot be in the future.");

  // A right-to-left override in the source: the server refuses it, and says so at the field.
  await date.fill(day);
  await page.getByLabel("Source", { exact: true }).fill("Bank \u202ebulletin");
  await form.getByRole("button", { name: "Save price" }).click();
  const source = page.getByLabel("Source", { exact: true });
  await expect(source).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#gold-source-error")).not.toBeEmpty();
  await expect(date).not.toHaveAttribute("aria-invalid", "true");

  await source.fill("Al Rajhi Bank bulletin");
  await form.getByRole("button", { name: "Save price" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Price saved." })).toBeVisible();
  await expect(gold.getByTestId("current-price")).toContainText("152.75");
  await expect(gold.getByTestId("current-price")).toContainText("SAR");
  await expect(gold).toContainText("Set by an admin");
  await expect(gold.getByTestId("current-source")).toHaveText("Al Rajhi Bank bulletin");
  await expect(gold.getByTestId("admin-price")).toContainText("152.75");
  await expect(page.getByLabel("Price per gram")).toHaveValue("");

  // The price the zakat nisab reads is the admin's.
  const view = await (await page.request.get("/api/v1/admin/gold-price")).json();
  expect(view.current.gold).toMatchObject({ source: "admin", pricePerGram: 152.75, currency: "SAR", date: day });
  await expectNoAxeViolations(page, { include: SECTION });
  await shoot(page, "en");
});

test("in Arabic: right to left, a silver price typed in Arabic-Indic digits", async ({ page }) => {
  await loginAs(page, "admin", "/admin?lang=ar&section=goldPrice");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "سعر الذهب" })).toBeVisible();
  const silver = page.getByTestId("metal-silver");
  await expect(silver.getByTestId("current-price")).toContainText("للغرام");

  await page.getByLabel("المعدن").selectOption("silver");
  await page.getByLabel("سعر الغرام").fill("");
  await page.getByRole("button", { name: "حفظ السعر" }).click();
  await expect(page.locator("#gold-price-error")).toHaveText("أدخل سعرًا للغرام أكبر من 0 ولا يزيد على 1,000,000.");
  await expect(page.locator("#gold-source-error")).toHaveText("أدخل مصدر هذا السعر.");
  await shoot(page, "ar-errors");

  await page.getByLabel("سعر الغرام").fill("٠٫٩٥");
  await page.getByLabel("المصدر", { exact: true }).fill("نشرة البنك الأهلي");
  await page.getByRole("button", { name: "حفظ السعر" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم حفظ السعر." })).toBeVisible();
  await expect(silver.getByTestId("current-price")).toContainText("0.9500");
  await expect(silver).toContainText("حدده مشرف");
  await expect(silver.getByTestId("current-source")).toHaveText("نشرة البنك الأهلي");
  await expectNoAxeViolations(page, { include: SECTION });
  await shoot(page, "ar");
});

test("a price older than a week is flagged; a failed load can be retried", async ({ page }) => {
  await loginAs(page, "admin", "/admin?lang=en");
  let fail = true;
  await page.route("**/api/v1/admin/gold-price", async (route) => {
    if (fail) return route.fulfill({ status: 500, json: { code: "internal", message: "Something went wrong." } });
    const res = await route.fetch();
    const view = await res.json();
    // The price in use of silver, as if the provider had stopped ten days ago.
    const old = new Date(Date.parse(`${view.today}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
    view.current.silver = { ...view.current.silver, date: old };
    return route.fulfill({ response: res, json: view });
  });
  await page.goto("/admin?lang=en&section=goldPrice");
  await expect(page.getByText("The gold price could not be loaded.")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("metal-silver")).toContainText("More than a week old");
  await expect(page.getByTestId("metal-gold")).not.toContainText("More than a week old");
});

test("a user cannot reach the gold price screen nor its API", async ({ page }) => {
  await loginAs(page, "user", "/admin?section=goldPrice&lang=en");
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByTestId("gold-price")).toHaveCount(0);
  expect((await page.request.get("/api/v1/admin/gold-price")).status()).toBe(403);
  const put = await page.request.put("/api/v1/admin/gold-price", {
    data: { metal: "gold", price: 1, currency: "USD", date: "2026-01-01", source: "x" },
    headers: { origin: new URL(BASE_URL).origin },
  });
  expect(put.status()).toBe(403);
});

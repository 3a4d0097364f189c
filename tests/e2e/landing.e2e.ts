// The landing page in both languages, in a real browser.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("English by default, left to right", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("?lang=ar switches to Arabic, right to left, and is remembered", async ({ page }) => {
  await page.goto("/?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("link", { name: "بوابة الشركاء" })).toBeVisible();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("Partner Portal link leads to /partner/login", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Partner Portal" }).click();
  await expect(page).toHaveURL(/\/partner\/login$/);
});

test("unknown routes show the 404 page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

for (const lang of ["en", "ar"]) {
  test(`axe finds no violations (${lang})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}

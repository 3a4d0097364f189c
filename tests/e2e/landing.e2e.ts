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

test("the Screener dropdown works from the keyboard", async ({ page }) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: "Screener" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("menuitem", { name: /Rockets Invest/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: /Rockets Trade/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: /Rockets Invest/ })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: /Rockets Trade/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await expect(page.getByRole("menu")).toBeHidden();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: /Rockets Invest/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/investment-screener$/);
});

test("the Screener dropdown leads to Rockets Trade by mouse", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Screener" }).click();
  await page.getByRole("menuitem", { name: /Rockets Trade/ }).click();
  await expect(page).toHaveURL(/\/trading-screener$/);
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, its links work, Escape closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Screener" })).toBeHidden();
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const mobileNav = page.getByRole("navigation", { name: "Sections (menu)" });
    await mobileNav.getByRole("link", { name: "pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.locator("#pricing")).toBeInViewport();

    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(mobileNav.getByRole("link", { name: "features" })).toBeFocused();
    await page.getByRole("link", { name: "Rockets Trade" }).click();
    await expect(page).toHaveURL(/\/trading-screener$/);
  });
});

// Market honesty in Chromium: the 'Simulated data' badge on the scanner page, the dashboard
// and the partner screens (inside the part saved as an image), in English and Arabic; company
// names beside the symbols (Arabic names on the Arabic page); the markets' sessions above the
// live table; no sideways scrolling at 320–1366 px; axe on each screen.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import ar from "../../src/i18n/ar";
import en from "../../src/i18n/en";
import { loginAs } from "./helpers";

const DICT = { en, ar } as const;
const WIDTHS = [320, 375, 768, 1366];

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${what}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${what} at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The badge stays inside the viewport at every width (the scanner page's tab strip is wider
 * than a phone on its own, which is the layout's business, not the badge's). */
async function expectBadgeInside(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const box = await page.getByTestId("simulated-badge").boundingBox();
    expect(box, what).not.toBeNull();
    expect(box!.x, `${what} at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what} at ${width} px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];

  test(`scanner page (${lang}): the badge, and names beside the symbols`, async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, "user", `/investment-screener?lang=${lang}`);
    const badge = page.getByTestId("simulated-badge");
    await expect(badge).toHaveText(L.market.simulated);
    await expect(badge).toHaveAttribute("title", L.market.simulatedNote);
    // Big Liquidity lists the most traded names of both markets, Aramco among them.
    await page.getByRole("button", { name: /Liquidity|السيولة/ }).click();
    const aramco = page.locator("tbody tr", { has: page.locator("th", { hasText: /^2222\.SR/ }) });
    const apple = page.locator("tbody tr", { has: page.locator("th", { hasText: /^AAPL/ }) });
    await expect(apple.getByTestId("company-name")).toHaveText("Apple Inc.");
    if ((await aramco.count()) > 0) {
      await expect(aramco.getByTestId("company-name")).toHaveText(
        lang === "ar" ? "شركة الزيت العربية السعودية" : "Saudi Arabian Oil Company",
      );
    }
    await page.screenshot({ path: `test-results/market-scanner-${lang}.png`, fullPage: true });
    await expectBadgeInside(page, `scanner ${lang}`);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `test-results/market-scanner-${lang}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectNoAxeViolations(page, `scanner ${lang}`);
  });

  test(`dashboard (${lang}): the badge, the sessions and names in the live table`, async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, "user", `/trading-screener?lang=${lang}`);
    await expect(page.getByTestId("simulated-badge")).toHaveText(L.market.simulated);
    // The e2e server runs the demo clock: both markets open.
    const sessions = page.getByTestId("market-sessions");
    await expect(sessions.locator("[data-market=US]")).toHaveText(
      `${L.market.names.US}: ${L.market.states.open}`.replace(/\{\w+(?::\w+)?\}/g, ""),
    );
    await expect(sessions.locator("[data-market=SA]")).toHaveAttribute("data-state", "open");
    const table = page.getByTestId("gainers-table");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    const names = await table.getByTestId("company-name").allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(names.every((n) => n.length > 1)).toBe(true);
    await page.screenshot({ path: `test-results/market-dashboard-${lang}.png`, fullPage: true });
    await expectNoSidewaysScroll(page, `dashboard ${lang}`);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `test-results/market-dashboard-${lang}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await expectNoAxeViolations(page, `dashboard ${lang}`);
  });

  test(`partner screens (${lang}): the badge inside the saved part, names in the tables`, async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, "partner", `/partner/events/dividends?lang=${lang}`);
    await expect(page.getByTestId("simulated-badge")).toHaveText(L.market.simulated);
    await expect(page.getByTestId("company-name").first()).toBeVisible();
    await page.screenshot({ path: `test-results/market-dividends-${lang}.png`, fullPage: true });
    await expectNoSidewaysScroll(page, `dividends ${lang}`);
    await expectNoAxeViolations(page, `dividends ${lang}`);
    for (const path of ["earnings", "ipo", "splits"]) {
      await page.goto(`/partner/events/${path}?lang=${lang}`);
      const area = page.getByTestId("export-area");
      // In the element that is saved as a PNG, and not left out of it.
      const badge = area.getByTestId("simulated-badge");
      await expect(badge).toHaveText(L.market.simulated);
      expect(await badge.evaluate((el) => el.closest("[data-export=exclude]"))).toBeNull();
    }
    await page.screenshot({ path: `test-results/market-splits-${lang}.png`, fullPage: true });
    await expectNoAxeViolations(page, `splits ${lang}`);
  });
}

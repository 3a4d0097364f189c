// The partner screener in Chromium, in English and Arabic (docs/architecture.md, Screener): the
// ready screens one click each; a pro screen built with the filter builder, saved from the
// keyboard, reloaded from its URL, and exported (the CSV is parsed and checked against the
// screen); axe on both screens; no sideways scrolling from 320 to 1366 px.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const LANGS = { en, ar } as const;

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split("\r\n")) {
    if (line === "") continue;
    const cells: string[] = [];
    let cell = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i]!;
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ",") {
        cells.push(cell);
        cell = "";
      } else cell += ch;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const lang of ["en", "ar"] as const) {
  const T = LANGS[lang].screener;
  test.describe(`screener (${lang})`, () => {
    test("ready screens: ten or more presets, one click each, symbols open the explorer", async ({ page }) => {
      await loginAs(page, "partner", `/partner/screener/ready-usa?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        T.ready.title.replace(/\{market(:string)?\}/, T.markets.US),
      );
      const presets = page.locator("[data-preset]");
      expect(await presets.count()).toBeGreaterThanOrEqual(10);
      await page.getByRole("button", { name: T.ready.presets.gainers }).click();
      await expect(page).toHaveURL(/preset=gainers/);
      const firstRow = page.locator("[data-testid=screen-table] tbody tr").first();
      await expect(firstRow).toHaveAttribute("data-symbol", /.+/);
      const href = await firstRow.getByRole("link").first().getAttribute("href");
      expect(href).toMatch(/\/partner\/tools\/explorer\?symbol=/);
      await expectNoAxeViolations(page);
      await page.goto(`/partner/screener/ready-ksa?lang=${lang}&preset=active`);
      await expect(page.locator("[data-testid=screen-table] tbody tr").first()).toHaveAttribute("data-symbol", /\.SR$/);
    });

    test("the Shariah preset in ready-ksa: compliant companies only, Al Rajhi among them, with the not-a-fatwa note", async ({
      page,
    }) => {
      await loginAs(page, "partner", `/partner/screener/ready-ksa?lang=${lang}`);
      await page.getByRole("button", { name: T.ready.presets.shariah }).click();
      await expect(page).toHaveURL(/preset=shariah/);
      const rows = page.locator("[data-testid=screen-table] tbody tr");
      await expect(rows.first()).toHaveAttribute("data-symbol", /\.SR$/);
      // Every status cell of the page reads "Compliant" in the page's language.
      const column = await page
        .locator("[data-testid=screen-table] thead th")
        .evaluateAll((ths) => ths.findIndex((th) => th.getAttribute("data-field") === "shariahStatus"));
      expect(column).toBeGreaterThan(1);
      const status = page.locator(`[data-testid=screen-table] tbody tr > :nth-child(${column + 1})`);
      const texts = await status.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      expect(new Set(texts)).toEqual(new Set([T.values.compliant]));
      await expect(page.getByTestId("shariah-note")).toHaveText(T.shariahNote);
      // Al Rajhi Bank (an Islamic bank, among the largest Saudi companies) is on the first page by
      // market cap; the conventional Saudi National Bank, as large, is not.
      const symbols = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-symbol") ?? ""));
      expect(symbols).toContain("1120.SR");
      expect(symbols).not.toContain("1180.SR");
      await expectNoAxeViolations(page);
      for (const width of [320, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await noSidewaysScroll(page);
      }
    });

    test("a pro screen: built, saved from the keyboard, reloaded from its URL, exported", async ({ page }) => {
      await loginAs(page, "partner", `/partner/screener/pro-usa?lang=${lang}`);
      await expect(page.locator("[data-testid=screen-table]")).toBeVisible();
      // Price at least 50, sorted by the 1-day change, ascending.
      await page.getByRole("combobox", { name: T.pro.field, exact: true }).selectOption("price");
      await page.getByRole("button", { name: T.pro.addFilter }).click();
      await page.locator("[data-filter=price]").getByLabel(T.pro.min).fill("50");
      await expect(page).toHaveURL(/f=price%3A50%3A|f=price:50:/);
      await page.getByRole("combobox", { name: T.pro.sortBy, exact: true }).selectOption("change1d");
      await page.getByRole("combobox", { name: T.pro.direction, exact: true }).selectOption("asc");
      await expect(page).toHaveURL(/s=change1d\.asc/);
      const count = page.getByTestId("screen-count");
      await expect(count).toHaveText(/\d/);
      // The rows of this screen, not the last one's: the table is busy while they come.
      const results = page.getByRole("region", { name: T.results.label, exact: true });
      await expect(results).toHaveAttribute("aria-busy", "false");
      const tableRows = page.locator("[data-testid=screen-table] tbody tr");
      const leaders = await Promise.all([0, 1, 2].map((k) => tableRows.nth(k).getAttribute("data-symbol")));
      // Save: name typed and submitted with Enter.
      const name = `E2E ${lang} ${Date.now() % 100000}`;
      const nameInput = page.getByLabel(T.pro.saveAs);
      await nameInput.focus();
      await page.keyboard.type(name);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("saved-screens")).toContainText(name);
      await expectNoAxeViolations(page);
      // The URL alone brings the same screen back.
      const url = page.url();
      await page.goto("about:blank");
      await page.goto(url);
      await expect(page.locator("[data-filter=price]").getByLabel(T.pro.min)).toHaveValue("50");
      await expect(page.getByRole("combobox", { name: T.pro.sortBy, exact: true })).toHaveValue("change1d");
      await expect(page.getByRole("combobox", { name: T.pro.direction, exact: true })).toHaveValue("asc");
      await expect(results).toHaveAttribute("aria-busy", "false");
      // The same leaders (the live market may swap two close neighbours between the visits).
      expect(leaders).toContain(await tableRows.first().getAttribute("data-symbol"));
      await expect(page.getByTestId("saved-screens")).toContainText(name);
      const total = Number((await count.textContent())!.replace(/[^0-9]/g, ""));
      // Export: every matching row, header in the language on screen.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: T.pro.exportCsv }).click(),
      ]);
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(bytes.subarray(3).toString("utf8"));
      const header = rows[0]!;
      expect(header.slice(0, 2)).toEqual([T.csv.symbol, T.csv.name]);
      const priceColumn = header.indexOf(`${T.fields.price} (${T.currency.US})`);
      expect(priceColumn).toBeGreaterThan(1);
      expect(rows.length - 1).toBe(total);
      for (const row of rows.slice(1)) expect(Number(row[priceColumn])).toBeGreaterThanOrEqual(50);
      expect(leaders).toContain(rows[1]![0]);
      // Rename, then delete, the saved screen.
      const item = page.getByTestId("saved-screens").locator("li", { hasText: name });
      await item.getByRole("button", { name: T.pro.rename, exact: true }).click();
      await page.getByLabel(T.pro.renameLabel.replace(/\{name(:string)?\}/, name)).fill(`${name} 2`);
      await item.getByRole("button", { name: T.pro.confirmRename, exact: true }).click();
      await expect(page.getByTestId("saved-screens")).toContainText(`${name} 2`);
      await page.getByRole("button", { name: T.pro.delete.replace(/\{name(:string)?\}/, `${name} 2`) }).click();
      await expect(page.getByTestId("saved-screens")).not.toContainText(name);
    });

    test("no sideways scrolling from 320 to 1366 px", async ({ page }) => {
      await loginAs(page, "partner", `/partner/screener/pro-ksa?lang=${lang}&f=rsi14%3A%3A70&s=marketCap.desc`);
      for (const width of [320, 375, 768, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/partner/screener/pro-ksa?lang=${lang}&f=rsi14%3A%3A70&s=marketCap.desc`);
        await expect(page.locator("[data-testid=screen-table]")).toBeVisible();
        await noSidewaysScroll(page);
        if (width === 375 || width === 1366)
          await page.screenshot({ path: `test-results/screener-pro-${lang}-${width}.png`, fullPage: false });
        await page.goto(`/partner/screener/ready-ksa?lang=${lang}&preset=gainers`);
        await expect(page.locator("[data-testid=screen-table]")).toBeVisible();
        await noSidewaysScroll(page);
        if (width === 375 || width === 1366)
          await page.screenshot({ path: `test-results/screener-ready-${lang}-${width}.png`, fullPage: false });
      }
      await expectNoAxeViolations(page);
    });
  });
}

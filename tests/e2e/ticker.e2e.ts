// The ticker page in Chromium, in English and Arabic: from a scanner row to the symbol's page,
// the live quote over the socket, the chart draws (pixels on its canvas), ranges and the
// intraday tab redraw it, the crosshair readout follows the pointer, the image download, adding
// to a watchlist with the existing dialog, Back to the scanner page, an unknown symbol, and the
// partner explorer.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo } from "./settle";

const DICT = { en, ar } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

/** Pixels of the chart's canvases that are not the background: a blank chart has none. */
async function drawnPixels(chart: Locator): Promise<{ count: number; hash: number }> {
  return chart.evaluate((box) => {
    let count = 0;
    let hash = 0;
    for (const canvas of box.querySelectorAll("canvas")) {
      const ctx = canvas.getContext("2d");
      if (!ctx || canvas.width === 0 || canvas.height === 0) continue;
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      // The background is the first pixel's colour; count everything else.
      const [r0, g0, b0, a0] = [data[0], data[1], data[2], data[3]];
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] !== r0 || data[i + 1] !== g0 || data[i + 2] !== b0 || data[i + 3] !== a0) {
          count++;
          hash = (Math.imul(hash, 31) + i + data[i]! * 7 + data[i + 1]! * 13) | 0;
        }
      }
    }
    return { count, hash };
  });
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${what}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, shots: string) {
  for (const width of [320, 375, 768, 1366]) {
    await resizeTo(page, width, 800);
    if (width === 375) await page.screenshot({ path: `test-results/${shots}-375.png`, fullPage: true });
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(inner);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const T = L.ticker;
  test.describe(`ticker page (${lang})`, () => {
    test("from a scanner row to the chart, ranges, intraday, download, watchlist, Back", async ({ page }) => {
      test.setTimeout(120_000);
      // The ticker page follows its symbol's live quote over the quotes socket (docs/api.md,
      // Realtime), which the scanner page may have opened already for the watchlist table.
      const quoteFrames: string[] = [];
      page.on("websocket", (ws) =>
        ws.on("framereceived", ({ payload }) => {
          if (typeof payload === "string" && payload.startsWith('{"type":"quotes"')) quoteFrames.push(payload);
        }),
      );
      await loginAs(page, "user", `/investment-screener?lang=${lang}`);
      const origin = new URL(page.url()).origin;
      const listName = `Ticker ${lang} ${Date.now() % 100000}`;
      const created = await page.request.post(`${origin}/api/v1/work/create-watchlist`, {
        data: { watchlistName: listName },
        headers: { origin, "content-type": "application/json" },
      });
      expect(created.status()).toBe(200);

      // A scanner with several pages; its second page.
      await page.getByRole("button", { name: L.scanner.names.growth, exact: true }).click();
      await page.getByRole("button", { name: fill(L.scanner.pager.page, { page: 2 }), exact: true }).click();
      await expect(page.locator("caption")).toContainText("2");
      // A row not in any watchlist yet (its Add button is enabled): the other language's run
      // shares the demo user.
      const firstRow = page
        .locator("tbody tr")
        .filter({ has: page.locator("button:not([disabled])") })
        .first();
      const link = firstRow.getByRole("rowheader").getByRole("link");
      const symbol = ((await link.textContent()) ?? "").trim();
      expect(symbol).toMatch(/^[A-Z0-9.-]+$/);
      // Keyboard-reachable: a real link, opened with Enter.
      await link.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/ticker/${symbol.replace(".", "\\.")}`));

      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toContainText(symbol);
      await expect(page.getByTestId("ticker-price")).toContainText(/\d+\.\d{2}/);
      await expect.poll(() => quoteFrames.some((f) => f.includes(`"symbol":"${symbol}"`))).toBe(true);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      const chart = page.getByTestId("price-chart");
      // The chart reads left to right inside the Arabic page.
      expect(await chart.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
      await expect.poll(async () => (await drawnPixels(chart)).count).toBeGreaterThan(2000);
      const sixMonths = await drawnPixels(chart);

      // Key figures and the scanners that list it (this one came from Momentum Power).
      for (const label of [T.figures.previousClose, T.figures.range52, T.figures.marketCap, T.figures.rsi14]) {
        await expect(page.getByText(label, { exact: true })).toBeVisible();
      }
      const scannerLink = page.getByRole("link", { name: L.scanner.names.growth, exact: true });
      await expect(scannerLink).toBeVisible();

      // Ranges: 1M redraws from the loaded year; 5Y loads five years.
      const oneMonth = page.getByRole("button", { name: T.rangeNames["1M"] });
      await oneMonth.click();
      await expect(oneMonth).toHaveAttribute("aria-pressed", "true");
      await expect.poll(async () => (await drawnPixels(chart)).hash).not.toBe(sixMonths.hash);
      const fiveYears = page.waitForResponse((r) => r.url().includes("/history?range=5Y") && r.status() === 200);
      await page.getByRole("button", { name: T.rangeNames["5Y"] }).click();
      await fiveYears;
      await oneMonth.click();

      // The crosshair readout follows the pointer: a day of the last month.
      const readout = page.getByTestId("chart-readout");
      const box = (await chart.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
      // The one date format of the screens: day-month-year.
      await expect(readout).toContainText(/\d{2}-\d{2}-\d{4}/);

      await expectNoAxeViolations(page, "ticker page");
      await page.screenshot({ path: `test-results/ticker-${lang}-1366.png`, fullPage: true });

      // The image: a PNG at scale 2 of the chart card, named after the symbol and range.
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: T.download, exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`${symbol}_1M_chart.png`);
      const png = readFileSync(await file.path());
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      const area = (await page.locator("#ticker-chart-title").locator("..").boundingBox())!;
      expect(Math.abs(png.readUInt32BE(16) - area.width * 2)).toBeLessThanOrEqual(4);

      // Intraday: the session's bars from the server, its date and hours in the exchange's time,
      // the bar length chosen with a button; the axis reads the exchange's clock.
      await page.getByRole("tab", { name: T.tabs.intraday, exact: true }).click();
      await expect(page.getByTestId("intraday-session")).toBeVisible();
      await expect(page.getByText(T.intradayEmpty)).toHaveCount(0, { timeout: 10_000 });
      await expect.poll(async () => (await drawnPixels(chart)).count).toBeGreaterThan(500);
      const fifteen = page.getByRole("button", { name: T.intervalNames["15m"], exact: true });
      await fifteen.click();
      await expect(fifteen).toHaveAttribute("aria-pressed", "true");
      await expect.poll(async () => (await drawnPixels(chart)).count).toBeGreaterThan(500);
      await expect(page.getByTestId("chart-readout")).toContainText(lang === "ar" ? "الإغلاق" : "Close");
      await page.screenshot({ path: `test-results/ticker-intraday-${lang}-1366.png`, fullPage: true });
      await page.getByRole("tab", { name: T.tabs.daily, exact: true }).click();

      // Add to a watchlist with the existing dialog; then the button names the list that holds it.
      await page.getByRole("button", { name: T.addToWatchlist, exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("radio", { name: listName }).check();
      await dialog.getByRole("button", { name: L.scanner.watchlist.save, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        page.getByRole("button", { name: new RegExp(listName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }),
      ).toBeVisible();
      const lists = await (await page.request.get(`${origin}/api/v1/work/get-watchlists`)).json();
      const list = lists.watchlists.find((w: { watchlistName: string }) => w.watchlistName === listName);
      expect(list.tickers.map((t: { tickerName: string }) => t.tickerName)).toEqual([symbol]);

      await expectNoSidewaysScroll(page, `ticker-${lang}`);

      // Back: the same scanner on the same page, from the address.
      await page.goBack();
      await expect(page).toHaveURL(/\/investment-screener\?.*scanner=growth/);
      expect(new URL(page.url()).searchParams.get("page")).toBe("2");
      await expect(page.getByRole("button", { name: L.scanner.names.growth, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(
        page.getByRole("button", { name: fill(L.scanner.pager.page, { page: 2 }), exact: true }),
      ).toHaveAttribute("aria-current", "page");
      // Its rows again (not necessarily the same symbol: the ranking follows the live prices).
      await expect(page.getByRole("rowheader").getByRole("link").first()).toBeVisible();
    });

    test("an unknown symbol is a translated not-found inside the page", async ({ page }) => {
      await loginAs(page, "user", `/ticker/NOPE?lang=${lang}`);
      const box = page.getByTestId("ticker-not-found");
      await expect(box).toContainText(T.notFoundTitle);
      await expect(box).toContainText(fill(T.notFoundText, { symbol: "NOPE" }));
      await expectNoAxeViolations(page, "unknown ticker");
    });
  });
}

test("partners open a calendar's symbol in the explorer, inside the partner layout", async ({ page }) => {
  await loginAs(page, "partner", "/partner/events/dividends?lang=en");
  const link = page.locator("tbody tr").first().getByRole("link");
  const symbol = ((await link.textContent()) ?? "").trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/partner/tools/explorer\\?symbol=${symbol.replace(".", "\\.")}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(symbol);
  await expect.poll(async () => (await drawnPixels(page.getByTestId("price-chart"))).count).toBeGreaterThan(2000);
  // Partners have no watchlists: no watchlist button.
  await expect(page.getByRole("button", { name: en.ticker.addToWatchlist })).toHaveCount(0);
  await page.screenshot({ path: "test-results/ticker-partner-explorer.png", fullPage: true });
});

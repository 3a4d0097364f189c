// The screens on real-data shapes, in English and Arabic: the app runs with MARKET_PROVIDER=yahoo
// against the local Yahoo stand-in (real-data/playwright.config.ts). Every price screen names
// Yahoo Finance with the Saudi delay and never "Simulated data"; the ticker pages of AAPL and
// 2222.SR show a price, the daily chart and the intraday tab; the pro screener's history-based
// columns fill; the dividends and splits calendars list rows and the IPO calendar says Yahoo has
// none; AAPL's fundamentals show figures; the zakat nisab names Yahoo's gold price. Screenshots at
// 1366 and 375 px go to SHOTS_DIR (default test-results/real-data/shots).
import { expect, type Locator, type Page, test } from "@playwright/test";
import { ar, en } from "../dictionaries";
import { loginAs } from "../helpers";
import { resizeTo } from "../settle";

const DICT = { en, ar } as const;
const SHOTS = process.env.SHOTS_DIR ?? "test-results/real-data/shots";
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

/** Pixels of the chart's canvases that differ from the first one: a blank chart has none. */
function drawnPixels(chart: Locator): Promise<number> {
  return chart.evaluate((box) => {
    let count = 0;
    for (const canvas of box.querySelectorAll("canvas")) {
      const ctx = canvas.getContext("2d");
      if (!ctx || canvas.width === 0 || canvas.height === 0) continue;
      const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < d.length; i += 4)
        if (d[i] !== d[0] || d[i + 1] !== d[1] || d[i + 2] !== d[2] || d[i + 3] !== d[3]) count++;
    }
    return count;
  });
}

/** Full-page screenshots at 1366 and 375 px, and no sideways scrolling at either. */
async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1366, 375]) {
    await resizeTo(page, width, 900);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, `${name}: no sideways scrolling at ${width} px`).toBeLessThanOrEqual(inner);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const F = L.market.feed;
  // "delayed" / "متأخرة": the words before the duration.
  const delayed = F.delayed.split("{")[0]!.trim();
  /** The source label: Yahoo Finance, never "Simulated data"; with `saudi`, the 15-minute delay. */
  async function expectYahooLabel(page: Page, saudi: boolean): Promise<void> {
    const label = page.getByTestId("source-label").first();
    await expect(label).toHaveAttribute("data-source", "yahoo");
    await expect(label.getByTestId("source-name")).toHaveText(F.sources.yahoo);
    await expect(page.getByTestId("simulated-badge")).toHaveCount(0);
    await expect(page.getByText(L.market.simulated, { exact: true })).toHaveCount(0);
    // A real provider keeps the exchanges' sessions: no demo clock beside a market's state.
    await expect(page.getByText(L.market.demoClock, { exact: true })).toHaveCount(0);
    if (saudi) {
      const sa = label.locator("[data-market=SA]");
      await expect(sa).toContainText(delayed);
      await expect(sa).toContainText(/15|١٥/);
    }
  }

  test.describe(`real data (${lang})`, () => {
    for (const symbol of ["AAPL", "2222.SR"]) {
      test(`ticker ${symbol}: Yahoo label, price, daily chart, intraday`, async ({ page }) => {
        await loginAs(page, "user", `/ticker/${symbol}?lang=${lang}`);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(symbol);
        await expect(page.getByTestId("ticker-price")).toContainText(/[\d٠-٩]+[.٫][\d٠-٩]{2}/);
        await expectYahooLabel(page, symbol.endsWith(".SR"));
        const chart = page.getByTestId("price-chart");
        await expect.poll(() => drawnPixels(chart), { timeout: 15_000 }).toBeGreaterThan(2000);
        await shots(page, `ticker-${symbol}-${lang}`);
        await page.getByRole("tab", { name: L.ticker.tabs.intraday, exact: true }).click();
        await expect(page.getByTestId("intraday-session")).toBeVisible();
        await expect(page.getByText(L.ticker.intradayFailed)).toHaveCount(0);
        await expect(page.getByText(L.ticker.intradayLoading)).toHaveCount(0, { timeout: 15_000 });
        await expect.poll(() => drawnPixels(chart), { timeout: 15_000 }).toBeGreaterThan(500);
        await page.screenshot({ path: `${SHOTS}/ticker-${symbol}-intraday-${lang}-1366.png`, fullPage: true });
      });
    }

    test("pro screener: the history-based columns filled", async ({ page }) => {
      const history = ["rsi14", "sma50", "sma200", "change3m"];
      await loginAs(page, "partner", `/partner/screener/pro-usa?lang=${lang}&c=price,${history.join(",")}`);
      await expectYahooLabel(page, false);
      const table = page.getByTestId("screen-table");
      await expect(table).toBeVisible();
      // The history loads in the background at start: reload until the first rows have it.
      const filled = async () => {
        const cells = await table
          .locator("tbody tr")
          .evaluateAll(
            (rows, count) =>
              rows.slice(0, 10).flatMap((r) => [...r.querySelectorAll("td")].slice(-count).map((td) => td.textContent)),
            history.length,
          );
        return cells.length > 0 && cells.every((c) => c && c.trim() !== "—");
      };
      await expect
        .poll(
          async () => {
            if (await filled()) return true;
            await page.reload();
            await expect(table).toBeVisible();
            return filled();
          },
          { timeout: 45_000, intervals: [2000] },
        )
        .toBe(true);
      for (const field of history) await expect(table.locator(`th[data-field=${field}]`)).toBeVisible();
      // The English name reads left to right on the Arabic page too ("Apple Inc.", not ".Apple Inc").
      const apple = table.locator("tr[data-symbol=AAPL]").getByText("Apple Inc.", { exact: true });
      expect(await apple.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
      await shots(page, `pro-usa-${lang}`);
    });

    test("calendars: dividends and splits list rows; the IPO calendar says Yahoo has none", async ({ page }) => {
      const P = L.partner;
      await loginAs(page, "partner", `/partner/events/dividends?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: P.dividends.title })).toBeVisible();
      await expectYahooLabel(page, true);
      await expect(page.locator("tbody tr").first().locator("[data-col=symbol]")).toBeVisible({ timeout: 15_000 });
      await shots(page, `dividends-${lang}`);

      await page.goto(`/partner/events/splits?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: P.splits.title })).toBeVisible();
      await expectYahooLabel(page, true);
      // NVDA's split of this year in the stand-in's history (none before the year's first session).
      const nvda = page.locator("tbody tr", { has: page.locator("[data-col=symbol]", { hasText: "NVDA" }) });
      const today = new Date();
      if (today.getUTCMonth() === 0 && today.getUTCDate() <= 7)
        await expect(nvda.or(page.getByText(P.splits.empty, { exact: true }))).toBeVisible({ timeout: 15_000 });
      else await expect(nvda).toContainText(/10|١٠/, { timeout: 15_000 });
      await shots(page, `splits-${lang}`);

      await page.goto(`/partner/events/ipo?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: P.ipo.title })).toBeVisible();
      await expectYahooLabel(page, true);
      await expect(page.getByTestId("ipo-none")).toHaveText(fill(P.ipo.noCalendar, { provider: F.sources.yahoo }));
      await expect(page.getByText(P.ipo.empty)).toHaveCount(0);
      await shots(page, `ipo-${lang}`);
    });

    test("indices: Yahoo's S&P 500 and NASDAQ Composite beside the computed ones", async ({ page }) => {
      const I = L.insights.indices;
      await loginAs(page, "partner", `/partner/insights/indices?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: I.title })).toBeVisible();
      // The computed US indices, the NASDAQ listings' one among them, then the real quotes.
      await expect(page.locator("button[data-index=market]")).toBeVisible({ timeout: 45_000 });
      await expect(page.locator("button[data-index=nasdaq]")).toBeVisible();
      for (const [symbol, name] of [
        ["^GSPC", "S&P 500"],
        ["^IXIC", "NASDAQ Composite"],
      ] as const)
        await expect(page.locator("li", { hasText: symbol })).toContainText(name);
      await expect(page.getByTestId("real-none")).toHaveCount(0);
      await shots(page, `indices-${lang}`);
      // The partner home shows the real ones, the NASDAQ Composite beside the S&P 500.
      await page.goto(`/partner/dashboard?lang=${lang}`);
      const us = page.locator("[data-widget=markets] [data-market=US]");
      await expect(us.locator("[data-index=nasdaq]")).toBeVisible({ timeout: 30_000 });
      await expect(us).toContainText("NASDAQ Composite");
      await expect(us).toContainText("S&P 500");
    });

    test("fundamentals of AAPL: Yahoo's statements in figures", async ({ page }) => {
      await loginAs(page, "partner", `/partner/fundamentals/financial-summary?symbol=AAPL&lang=${lang}`);
      await expectYahooLabel(page, false);
      const revenue = page.locator("tr", { hasText: L.fundamentals.rows.revenue }).first();
      await expect(revenue).toBeVisible({ timeout: 15_000 });
      // Apple's revenue of a quarter, in billions (B, or the Arabic word).
      await expect(revenue.locator("td").nth(1)).toHaveText(/[\d٠-٩]{2,3}[.٫][\d٠-٩]{2}/);
      // The English name reads left to right on the Arabic page too ("Apple Inc.", not ".Apple Inc").
      const name = page.getByTestId("fundamentals-company").getByText("Apple Inc.", { exact: true });
      expect(await name.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
      await shots(page, `fundamentals-AAPL-${lang}`);
    });

    test("zakat: the nisab at Yahoo's gold price", async ({ page }) => {
      await loginAs(page, "user", `/portfolio?lang=${lang}`);
      const origin = new URL(page.url()).origin;
      const headers = { origin, "content-type": "application/json" };
      const created = await page.request.post(`${origin}/api/v1/work/portfolios`, {
        data: { name: `Real data ${lang}`, baseCurrency: "USD" },
        headers,
      });
      expect(created.status(), await created.text()).toBe(201);
      const { portfolio } = (await created.json()) as { portfolio: { id: string } };
      const day = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
      for (const tx of [
        { type: "deposit", date: day, price: 50_000, currency: "USD" },
        { type: "buy", date: day, symbol: "AAPL", quantity: 100, price: 180, currency: "USD" },
      ]) {
        const res = await page.request.post(`${origin}/api/v1/work/portfolios/${portfolio.id}/transactions`, {
          data: tx,
          headers,
        });
        expect(res.status(), await res.text()).toBe(201);
      }
      await page.goto(`/portfolio?lang=${lang}&id=${portfolio.id}&tab=zakat`);
      const gold = page.getByTestId("gold-default");
      await expect(gold).toBeVisible({ timeout: 15_000 });
      // Yahoo's gold price (GC=F), its source named in the page's language; not the simulation's.
      await expect(gold).toContainText(L.portfolio.zakat.nisabSources.yahoo);
      await expect(gold).not.toContainText(L.portfolio.zakat.nisabSources.simulated);
      await shots(page, `zakat-${lang}`);
    });
  });
}

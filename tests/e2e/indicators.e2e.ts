// The ticker chart's indicators in Chromium, in English and Arabic: toggling RSI adds a pane
// below the price and puts the choice in the address; a reload keeps it; a new visit without
// the parameter restores the user's saved choice (GET/PUT /work/preferences/indicators); the
// toggles work from the keyboard; an unknown word in the address is dropped; the legend reads
// each indicator's value at the hovered bar; the intraday chart takes the same panes; the
// partner explorer keeps a partner's choice in the browser. No sideways scrolling at 320 and
// 375 px; screenshots at 375 and 1366 px.
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo } from "./settle";

const DICT = { en, ar } as const;
const SHOTS = process.env.SHOTS_DIR ?? "test-results/indicators";
mkdirSync(SHOTS, { recursive: true });

/** The chart's panes as the library laid them out: one table row per pane, separators apart. */
async function paneCount(chart: Locator): Promise<number> {
  return chart.evaluate((box) => {
    const rows = [...box.querySelectorAll("table > tr, table > tbody > tr")];
    // A pane's row holds its plot canvas and two price-axis cells; the time axis's row and the
    // separators' rows are thinner (the separator's is 1 px, the time axis's under 40 px).
    return rows.filter((r) => (r as HTMLElement).getBoundingClientRect().height > 40).length;
  });
}

const ind = (page: Page) => new URL(page.url()).searchParams.get("ind");

async function saveChoice(page: Page, indicators: string[]) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.put(`${origin}/api/v1/work/preferences/indicators`, {
    data: { indicators },
    headers: { origin, "content-type": "application/json" },
  });
  expect(res.status()).toBe(200);
}

async function expectNoSidewaysScroll(page: Page, name: string) {
  for (const width of [320, 375, 1366]) {
    await resizeTo(page, width, 900);
    if (width !== 320) {
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
      await page
        .locator('[aria-labelledby="ticker-chart-title"]')
        .screenshot({ path: `${SHOTS}/${name}-${width}-chart.png` });
    }
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(inner);
  }
}

for (const lang of ["en", "ar"] as const) {
  const T = DICT[lang].ticker;
  const I = T.indicators;
  test.describe(`chart indicators (${lang})`, () => {
    test("RSI adds a pane and goes in the address; reload keeps it; a new visit restores the saved choice", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await loginAs(page, "user", `/investment-screener?lang=${lang}`);
      await saveChoice(page, ["sma50", "sma200", "volume"]);

      await page.goto(`/ticker/AAPL?lang=${lang}`);
      const chart = page.getByTestId("price-chart");
      const rsi = page.getByRole("button", { name: I.names.rsi, exact: true });
      // No choice in the address: the saved one is shown and written there.
      await expect.poll(() => ind(page)).toBe("sma50,sma200,volume");
      await expect(rsi).toHaveAttribute("aria-pressed", "false");
      await expect(page.getByRole("button", { name: I.names.volume, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect.poll(() => paneCount(chart)).toBe(2);

      const saved = page.waitForResponse(
        (r) => r.url().endsWith("/work/preferences/indicators") && r.request().method() === "PUT",
      );
      await rsi.click();
      await expect(rsi).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => ind(page)).toBe("sma50,sma200,volume,rsi");
      await expect.poll(() => paneCount(chart)).toBe(3);
      const legend = page.getByTestId("indicator-legend");
      await expect(legend.locator('[data-indicator="rsi"]')).toContainText(I.names.rsi);
      await expect(legend.locator('[data-indicator="rsi"] b')).toHaveText(/^\d{1,3}\.\d{2}$/);
      expect((await saved).status()).toBe(200);

      // The legend reads the hovered bar: another day, another RSI (almost surely).
      const before = await legend.locator('[data-indicator="rsi"] b').textContent();
      const box = (await chart.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.2);
      await expect.poll(() => legend.locator('[data-indicator="rsi"] b').textContent()).not.toBe(before);
      await page.mouse.move(0, 0);

      // Reload: the address keeps it.
      await page.reload();
      await expect(rsi).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => paneCount(chart)).toBe(3);

      // A new visit without the parameter: the saved choice.
      await page.goto(`/ticker/MSFT?lang=${lang}`);
      await expect.poll(() => ind(page)).toBe("sma50,sma200,volume,rsi");
      await expect(rsi).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => paneCount(chart)).toBe(3);

      // From the keyboard: Tab to MACD, Space toggles it; Enter takes Volume away.
      const macd = page.getByRole("button", { name: I.names.macd, exact: true });
      await macd.focus();
      await page.keyboard.press("Space");
      await expect(macd).toHaveAttribute("aria-pressed", "true");
      const volume = page.getByRole("button", { name: I.names.volume, exact: true });
      await volume.focus();
      await page.keyboard.press("Enter");
      await expect(volume).toHaveAttribute("aria-pressed", "false");
      await expect.poll(() => ind(page)).toBe("sma50,sma200,rsi,macd");
      await expect.poll(() => paneCount(chart)).toBe(3);
      // The overlays: Bollinger and SMA 20 over the price, no new pane.
      await page.getByRole("button", { name: I.names.bb, exact: true }).click();
      await page.getByRole("button", { name: I.names.sma20, exact: true }).click();
      await expect.poll(() => paneCount(chart)).toBe(3);
      await expect(legend.locator('[data-indicator="bb"]')).toContainText(I.upper);

      // Arabic screens carry no Latin words: the toggles and the legend.
      if (lang === "ar") {
        for (const text of await page.getByTestId("indicator-toggles").locator("button").allTextContents())
          expect(text).not.toMatch(/[A-Za-z]/);
        const legendText = (await legend.textContent()) ?? "";
        expect(legendText.replace(/[\d.,\-—−]/g, "")).not.toMatch(/[A-Za-z]/);
        // Each value reads left to right inside the right-to-left legend: its first character
        // (a sign or a digit) is drawn left of its last.
        const order = await legend
          .locator('[data-indicator="macd"] b')
          .first()
          .evaluate((b) => {
            const text = b.firstChild as Text;
            const at = (i: number) => {
              const r = document.createRange();
              r.setStart(text, i);
              r.setEnd(text, i + 1);
              return r.getBoundingClientRect().left;
            };
            return { first: at(0), last: at(text.length - 1) };
          });
        expect(order.first).toBeLessThan(order.last);
      }
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      const axe = await new AxeBuilder({ page }).include("[data-testid=ticker-page]").analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      await expectNoSidewaysScroll(page, `ticker-panes-${lang}`);

      // The intraday chart takes the same panes.
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.getByRole("tab", { name: T.tabs.intraday, exact: true }).click();
      await expect(page.getByTestId("intraday-session")).toBeVisible();
      await expect.poll(() => paneCount(chart)).toBe(3);
      await expect(legend.locator('[data-indicator="rsi"]')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/ticker-intraday-panes-${lang}-1366.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 900 });
      await page.screenshot({ path: `${SHOTS}/ticker-intraday-panes-${lang}-375.png`, fullPage: true });
      await page
        .locator('[aria-labelledby="ticker-chart-title"]')
        .screenshot({ path: `${SHOTS}/ticker-intraday-panes-${lang}-375-chart.png` });

      // An unknown word in the address is dropped; the rest is shown.
      await page.goto(`/ticker/AAPL?lang=${lang}&ind=rsi,ichimoku`);
      await expect(rsi).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("button", { name: I.names.volume, exact: true })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await expect.poll(() => paneCount(chart)).toBe(2);
    });
  });
}

test("the partner explorer keeps a partner's choice in the browser", async ({ page }) => {
  const I = en.ticker.indicators;
  await loginAs(page, "partner", "/partner/tools/explorer?symbol=AAPL");
  const chart = page.getByTestId("price-chart");
  const rsi = page.getByRole("button", { name: I.names.rsi, exact: true });
  await expect(rsi).toHaveAttribute("aria-pressed", "false");
  await rsi.click();
  await expect.poll(() => ind(page)).toContain("rsi");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("chartIndicators"))).toContain("rsi");
  await page.goto("/partner/tools/explorer?symbol=MSFT");
  await expect(rsi).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => paneCount(chart)).toBe(3);
});

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

// ── Say what it is: "live" only for real, current data; the demo clock named ──

const REAL_AND_CURRENT = {
  provider: "fmp",
  simulated: false,
  live: true,
  clock: "real",
  markets: [
    // Each market's feed (docs/api.md, "Market status"): FMP's quotes, current, no delay.
    {
      market: "US",
      state: "open",
      opensAt: "2026-11-18T14:30:00.000Z",
      closesAt: "2026-11-18T21:00:00.000Z",
      source: "fmp",
      delayMinutes: 0,
      lastPriceAt: Date.UTC(2026, 10, 18, 15, 0),
      live: true,
    },
    {
      market: "SA",
      state: "closed",
      opensAt: "2026-11-19T07:00:00.000Z",
      closesAt: "2026-11-19T12:00:00.000Z",
      source: "fmp",
      delayMinutes: 0,
      lastPriceAt: Date.UTC(2026, 10, 18, 12, 0),
      live: true,
    },
  ],
};

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const card = (page: Page) => page.locator("#features li[data-feature=realtime] h3");

  test(`landing (${lang}): "Real-time data" only from a real provider with current quotes`, async ({ page }) => {
    // The e2e server's simulated market: the card says so, and nothing on the page claims live.
    await page.goto(`/?lang=${lang}`);
    await page.locator("#features").scrollIntoViewIfNeeded();
    await expect(card(page)).toHaveText(L.market.simulated);
    const text = (await page.locator("body").textContent()) ?? "";
    if (lang === "en") expect(text).not.toMatch(/\blive\b|real-time/i);
    else expect(text).not.toMatch(/لحظي|لحظة بلحظة|مباشر/);
    // Nor the page's title and description, which search engines and link previews show.
    await expect(page).not.toHaveTitle(/real-time|live|لحظي|مباشر/i);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).not.toMatch(/real-time|\blive\b/i);
    await page.screenshot({ path: `test-results/landing-features-sim-${lang}.png` });

    // A real provider whose quotes are current (the status as the server would give it).
    await page.route("**/api/v1/market/status", (route) => route.fulfill({ json: REAL_AND_CURRENT }));
    await page.goto(`/?lang=${lang}`);
    await page.locator("#features").scrollIntoViewIfNeeded();
    await expect(card(page)).toHaveText(L.landing.features.realtime.titleLive);
    // The same provider with stale quotes: no claim.
    await page.route("**/api/v1/market/status", (route) =>
      route.fulfill({ json: { ...REAL_AND_CURRENT, live: false } }),
    );
    await page.goto(`/?lang=${lang}`);
    await page.locator("#features").scrollIntoViewIfNeeded();
    await expect(card(page)).toHaveText(L.landing.features.realtime.title);
  });

  test(`demo clock (${lang}): named wherever a market's state shows`, async ({ page }) => {
    test.setTimeout(90_000);
    // The e2e server runs MARKET_CLOCK=always-open.
    await loginAs(page, "user", `/trading-screener?lang=${lang}`);
    const sessions = page.getByTestId("market-sessions");
    await expect(sessions.getByTestId("demo-clock")).toHaveText(L.market.demoClock);
    await expect(sessions.getByTestId("demo-clock")).toHaveAttribute("title", L.market.demoClockNote);
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/demo-clock-dashboard-${lang}-${width}.png` });
    }
    await page.goto(`/ticker/2222.SR?lang=${lang}`);
    await expect(page.getByTestId("market-state").getByTestId("demo-clock")).toHaveText(L.market.demoClock);
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `test-results/demo-clock-ticker-${lang}-${width}.png` });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    // A real clock: no label (the status as the server gives it with MARKET_CLOCK=real).
    await page.route("**/api/v1/market/status", async (route) => {
      const body = await (await route.fetch()).json();
      await route.fulfill({ json: { ...body, clock: "real" } });
    });
    await page.goto(`/trading-screener?lang=${lang}`);
    await expect(page.getByTestId("market-sessions")).toBeVisible();
    await expect(page.getByTestId("demo-clock")).toHaveCount(0);
  });
}

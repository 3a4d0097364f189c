// The partner home and the comparator in Chromium, in English and Arabic: the home's cards
// (both markets' sessions and index, each market's movers with live prices, today's events,
// the news and team links) each lead to their page; the comparator takes symbols of both
// markets from the search, keeps the choice in the address (reload and Back), refuses a sixth
// symbol, draws the chart and the key figures, and saves a PNG. No sideways scroll at 320 and
// 1366 px, axe clean. Screenshots at 375 and 1366 px go to E2E_SHOTS when it is set.
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo, sidewaysOverflow } from "./settle";

const DICT = { en, ar } as const;

/** A dictionary text with its placeholders filled ("{max:number}" or "{max}"). */
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, key: string) => String(params[key]));
const SHOTS = process.env.E2E_SHOTS;

async function noSidewaysScroll(page: Page, what: string) {
  for (const width of [320, 1366]) {
    await resizeTo(page, width, 900);
    await expect.poll(() => sidewaysOverflow(page), `${what} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1366]) {
    await resizeTo(page, width, 900);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const H = L.partnerHome;
  const C = L.comparator;

  test(`partner home: each card leads to its page (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    // The movers' live quotes arrive over the quotes socket (watched from the start).
    let quoteFrames = 0;
    page.on("websocket", (ws) =>
      ws.on("framereceived", (frame) => {
        if (String(frame.payload).includes('"type":"quotes"')) quoteFrames++;
      }),
    );
    await loginAs(page, "partner", `/partner/dashboard?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: H.title })).toBeVisible();
    const main = page.locator("[data-screen=PartnerHome]");

    // Markets: both sessions (the demo clock keeps them open) and each market's index.
    const markets = main.locator("[data-widget=markets]");
    await expect(markets.getByTestId("home-market-state")).toHaveCount(2);
    await expect(markets.locator("[data-market=US] [data-testid=home-market-state]")).toHaveText(L.market.states.open);
    await expect(markets.getByText(H.markets.localTime.split("{")[0]!.trim()).first()).toBeVisible();
    // The index history may still be read on the first call; a later refresh brings it. The US
    // shows its NASDAQ listings' index beside the market's.
    await expect(markets.getByTestId("home-index")).toHaveCount(3, { timeout: 40_000 });
    await expect(markets.locator("[data-market=US] [data-index=nasdaq]")).toBeVisible();

    // Movers: five rises and five falls a market, with live prices from the socket.
    const movers = main.locator("[data-widget=movers]");
    for (const market of ["US", "SA"]) {
      await expect(movers.locator(`[data-market=${market}] [data-list=gainers] li`)).toHaveCount(5);
      await expect(movers.locator(`[data-market=${market}] [data-list=losers] li`)).toHaveCount(5);
    }
    const firstGainer = movers.locator("[data-market=US] [data-list=gainers] li").first();
    const symbol = (await firstGainer.getAttribute("data-symbol"))!;
    const prices = () => movers.locator("[data-col=price]").allTextContents();
    const before = (await prices()).join("|");
    await expect.poll(() => quoteFrames, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await prices()).join("|"), { timeout: 20_000 }).not.toBe(before);

    // Today's events: each kind says how many, or none, and links to its calendar.
    const calendar = main.locator("[data-widget=calendar]");
    for (const kind of ["earnings", "dividends", "ipos", "splits"]) {
      await expect(calendar.locator(`[data-kind=${kind}]`)).toBeVisible();
    }
    await expect(calendar.getByRole("link", { name: new RegExp(L.partner.nav.pages.earnings) })).toHaveAttribute(
      "href",
      /\/partner\/events\/earnings/,
    );
    // The news and team pages.
    await expect(main.locator("[data-widget=recap] a.more")).toHaveAttribute("href", /\/partner\/news\/recap/);
    await expect(main.locator("[data-widget=feed] a.more")).toHaveAttribute("href", /\/partner\/news\/feed/);
    await expect(main.locator("[data-widget=watchlist] a.more")).toHaveAttribute("href", /\/partner\/tools\/watchlist/);
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, `partner home (${lang})`);
    await shots(page, `home-${lang}`);

    // A mover opens the explorer; the markets card opens the indices.
    await page.setViewportSize({ width: 1366, height: 900 });
    await firstGainer.getByRole("link", { name: symbol }).click();
    await expect(page).toHaveURL(new RegExp(`/partner/tools/explorer\\?symbol=${symbol.replace(".", "\\.")}`));
    await page.goBack();
    await markets.getByRole("link", { name: H.markets.link }).click();
    await expect(page).toHaveURL(/\/partner\/insights\/indices/);
  });

  test(`comparator: both markets, the choice in the address, a sixth symbol refused, a PNG (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, "partner", `/partner/tools/comparator?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: C.title })).toBeVisible();
    await expect(page.getByTestId("compare-empty")).toHaveText(C.empty);

    // Two symbols of two markets from the search (the Saudi one by its name in the page's language).
    const search = page.getByTestId("compare-search");
    await search.fill("AAPL");
    await page.getByTestId("compare-results").getByRole("option").filter({ hasText: "AAPL" }).first().click();
    await expect(page).toHaveURL(/symbols=AAPL/);
    await search.fill(lang === "ar" ? "أرامكو" : "Aramco");
    await page.getByTestId("compare-results").getByRole("option").filter({ hasText: "2222.SR" }).click();
    await expect(page).toHaveURL(/symbols=AAPL%2C2222\.SR|symbols=AAPL,2222\.SR/);
    const table = page.getByTestId("compare-table");
    await expect(table.locator("thead th[data-symbol]")).toHaveCount(2);
    await expect(page.getByTestId("compare-chart").locator("canvas").first()).toBeVisible();
    await expect(table.locator("[data-row=shariah] td")).toHaveCount(2);
    await expect(table.locator("[data-row=pe] td").first()).not.toHaveText("");

    // The range goes into the address; a reload keeps the choice, Back returns to the one before.
    await page.getByRole("group", { name: C.rangeLabel }).getByRole("button", { name: C.ranges["6M"] }).click();
    await expect(page).toHaveURL(/range=6M/);
    await expect(page.getByRole("heading", { name: new RegExp(C.rangeNames["6M"]) })).toBeVisible();
    await page.reload();
    await expect(table.locator("thead th[data-symbol]")).toHaveCount(2);
    await expect(page.getByRole("button", { name: C.ranges["6M"], pressed: true })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/range=6M/);
    await expect(page.getByRole("button", { name: C.ranges["1Y"], pressed: true })).toBeVisible();

    // Five at most: a sixth is refused with a message, nothing is written.
    await page.goto(`/partner/tools/comparator?symbols=AAPL,MSFT,NVDA,2222.SR,1120.SR&lang=${lang}`);
    await expect(table.locator("thead th[data-symbol]")).toHaveCount(5);
    await search.fill("AMZN");
    await page.getByTestId("compare-results").getByRole("option").filter({ hasText: "AMZN" }).first().click();
    await expect(page.getByTestId("compare-notice")).toHaveText(fill(C.full, { max: 5 }));
    expect(page.url()).not.toContain("AMZN");
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, `comparator (${lang})`);
    await shots(page, `comparator-${lang}`);

    // A symbol goes with its button; the PNG is saved with the choice in its name.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole("button", { name: fill(C.remove, { symbol: "\u2068NVDA\u2069" }) }).click();
    await expect(table.locator("thead th[data-symbol]")).toHaveCount(4);
    expect(page.url()).not.toContain("NVDA");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: C.download }).click();
    expect((await download).suggestedFilename()).toBe("comparison_AAPL_MSFT_2222.SR_1120.SR_1Y.png");
  });
}

// Rocket Movers in Chromium, in English and Arabic: each list of each market shows rows, a column
// sorts both ways, the Saudi market's amounts are in riyals, a symbol opens its ticker page, no
// sideways scrolling at 320 and 1366 px, and axe finds nothing. Live: against the demo clock (a
// tick every 500 ms, the markets always open) the prices move and flash with the quotes socket
// while GET /work/movers is not asked again, and the losers stay in the order of their live change;
// with the socket cut, the stale banner shows and the list is read every 5 s again.
// MOVERS_SHOTS names a folder for screenshots at 375 and 1366 px (none without it).
import { expect, type Page, test, type WebSocketRoute } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { nextFrames, resizeTo, sidewaysOverflow } from "./settle";

const DICT = { en, ar } as const;

async function noSidewaysScroll(page: Page, what: string) {
  for (const width of [320, 1366]) {
    await resizeTo(page, width, 900);
    await expect.poll(() => sidewaysOverflow(page), `${what} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
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

/** The rows' symbol, price and change, in their order. */
async function figures(page: Page) {
  return page
    .getByTestId("movers-table")
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((r) => ({
        symbol: r.getAttribute("data-symbol") ?? "",
        price: Number(r.querySelector('[data-col="price"]')?.getAttribute("data-value")),
        change: Number(r.querySelector('[data-col="changesPercentage"]')?.getAttribute("data-value")),
      })),
    );
}

for (const lang of ["en", "ar"] as const) {
  test(`Rocket Movers (${lang}): prices move with the quotes, without another read`, async ({ page }) => {
    test.setTimeout(60_000);
    const reads: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname.endsWith("/work/movers")) reads.push(req.url());
    });
    const subscribed = new Set<string>();
    let pushes = 0;
    page.on("websocket", (ws) => {
      ws.on("framesent", (frame) => {
        if (typeof frame.payload !== "string" || !frame.payload.startsWith("{")) return;
        const msg = JSON.parse(frame.payload) as { type: string; symbols?: string[] };
        if (msg.type === "subscribe") for (const s of msg.symbols ?? []) subscribed.add(s);
      });
      ws.on("framereceived", (frame) => {
        if (typeof frame.payload === "string" && frame.payload.startsWith('{"type":"quotes"')) pushes++;
      });
    });
    // The page's timers on a clock the test can run ahead (time flows as usual until then).
    await page.clock.install();
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, "user", `/trading-screener?section=movers&lang=${lang}`);
    const table = page.getByTestId("movers-table");
    await expect(table.locator("tbody tr").first()).toBeVisible();
    expect(reads).toHaveLength(1);
    const before = await figures(page);
    expect(before.length).toBeGreaterThan(1);
    // The listed symbols are followed on the quotes socket.
    await expect.poll(() => before.every((r) => subscribed.has(r.symbol))).toBe(true);

    // A price moves (and flashes) with no other read of the list.
    const start = new Map(before.map((r) => [r.symbol, r.price]));
    await expect
      .poll(async () => (await figures(page)).some((r) => start.has(r.symbol) && start.get(r.symbol) !== r.price), {
        timeout: 20_000,
      })
      .toBe(true);
    // Prices on the exchange's tick may hold for several pushes: a moved price can take a while.
    await expect(table.locator("[data-move]").first()).toBeAttached({ timeout: 30_000 });
    expect(reads, "the list was not read again").toHaveLength(1);
    await expect(page.getByTestId("stale-banner")).toBeEmpty();

    // The losers stay in the order of their live change, biggest fall first: after each of the
    // next pushes of quotes, once the page has rendered it.
    for (let i = 0; i < 6; i++) {
      const seen = pushes;
      await expect.poll(() => pushes, { timeout: 10_000 }).toBeGreaterThan(seen);
      // Rendered once the push is drawn: on a busy machine a frame or two after nextFrames.
      await expect
        .poll(async () => ascending((await figures(page)).map((r) => r.change)), {
          message: "the losers in the order of their live change",
          timeout: 3_000,
        })
        .toBe(true);
    }
    // Not read again over 7 s, longer than the 5 s the list was read again in before it followed
    // the quotes: the page's clock is run 7 s ahead at once, firing every timer due meanwhile
    // (the quotes stay live: silence is called stale after 30 s). A read those timers started
    // would be sent before the request the page makes next, so once that one is seen, none came.
    await page.clock.runFor(7_000);
    const barrier = page.waitForRequest((req) => req.url().endsWith("/healthz?after-timers"));
    await page.evaluate(() => fetch("/healthz?after-timers").then((res) => res.status));
    await barrier;
    expect(reads, "the list was not read again").toHaveLength(1);
    await expect(page.getByTestId("stale-banner")).toBeEmpty();

    if (process.env.MOVERS_SHOTS) {
      for (const width of [375, 1366]) {
        await resizeTo(page, width, 900);
        await page.getByTestId("movers").evaluate((el) => el.scrollIntoView({ block: "start" }));
        await nextFrames(page);
        await page.screenshot({ path: `${process.env.MOVERS_SHOTS}/movers-${lang}-${width}.png` });
      }
    }
  });
}

for (const lang of ["en", "ar"] as const) {
  test(`Rocket Movers (${lang}): with the socket cut, the stale banner shows and the list is read again`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    let cut = false;
    const open = new Set<WebSocketRoute>();
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (cut) return void ws.close({ code: 4000, reason: "cut" });
      ws.connectToServer();
      open.add(ws);
      ws.onClose(() => open.delete(ws));
    });
    let reads = 0;
    page.on("request", (req) => {
      if (new URL(req.url()).pathname.endsWith("/work/movers")) reads++;
    });
    // The page's timers on a clock the test runs ahead, a second at a time, rather than waits for.
    await page.clock.install();
    const runAhead = { intervals: [50], timeout: 15_000 };
    await loginAs(page, "user", `/trading-screener?section=movers&lang=${lang}`);
    await expect(page.getByTestId("movers-table").locator("tbody tr").first()).toBeVisible();
    const banner = page.getByTestId("stale-banner");
    await expect(banner).toBeEmpty();
    cut = true;
    for (const ws of [...open]) await ws.close({ code: 4000, reason: "cut" });
    // 5 s of the page's clock without a quote (DOWN_MS): the prices are stale.
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        return (await banner.textContent()) ?? "";
      }, runAhead)
      .toContain(DICT[lang].liveQuotes.stale.title);
    // Stale: the list is read every 5 s of the page's clock, twice within 15 s of it.
    const staleReads = reads;
    let ranMs = 0;
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000);
        ranMs += 1_000;
        return reads - staleReads;
      }, runAhead)
      .toBeGreaterThanOrEqual(2);
    expect(ranMs, "two reads within 15 s of the page's clock").toBeLessThanOrEqual(15_000);
    if (process.env.MOVERS_SHOTS) {
      await page.setViewportSize({ width: 375, height: 900 });
      await banner.evaluate((el) => el.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: `${process.env.MOVERS_SHOTS}/movers-stale-${lang}-375.png` });
    }
  });
}

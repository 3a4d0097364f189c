// Live prices without a reload (docs/api.md, Realtime), in English and Arabic, against the server
// with its demo clock (MARKET_CLOCK=always-open, a tick every 500 ms): a partner screen's prices
// move and flash, and only the visible page is followed (another page follows its own symbols);
// a portfolio holding's price, market value and the portfolio's value move; when the socket is
// cut the stale banner says so in the page's language and goes once quotes flow again.
// LIVE_SHOTS names a folder for screenshots at 375 and 1366 px (none without it).
import { expect, type Page, test, type WebSocketRoute } from "@playwright/test";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

test.describe.configure({ timeout: 90_000 });

const LANGS = { en, ar } as const;

async function shot(page: Page, name: string, testId: string) {
  if (!process.env.LIVE_SHOTS) return;
  await page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${process.env.LIVE_SHOTS}/${name}.png` });
}

/** The subscribe and unsubscribe messages the page sends on its sockets. */
function watchSubscriptions(page: Page) {
  const sent: { type: string; symbols?: string[] }[] = [];
  page.on("websocket", (ws) => {
    ws.on("framesent", (frame) => {
      if (typeof frame.payload !== "string" || !frame.payload.startsWith("{")) return;
      const msg = JSON.parse(frame.payload) as { type: string; symbols?: string[] };
      if (msg.symbols) sent.push(msg);
    });
  });
  return sent;
}

/** Every socket to /ws passes through; `cut()` closes them and refuses new ones until `restore()`. */
async function cuttableSocket(page: Page) {
  let cut = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/ws$/, (ws) => {
    if (cut) {
      ws.close({ code: 4000, reason: "cut" });
      return;
    }
    ws.connectToServer();
    open.add(ws);
    ws.onClose(() => open.delete(ws));
  });
  return {
    cut: async () => {
      cut = true;
      for (const ws of [...open]) await ws.close({ code: 4000, reason: "cut" });
    },
    restore: () => {
      cut = false;
    },
  };
}

const priceTexts = (page: Page) =>
  page.locator('[data-testid="screen-table"] tbody tr').evaluateAll((rows) =>
    rows.map((r) => {
      const cells = [...r.querySelectorAll("td")];
      return `${r.getAttribute("data-symbol")}=${cells.map((c) => c.textContent).join("|")}`;
    }),
  );

for (const lang of ["en", "ar"] as const) {
  const L = LANGS[lang];

  test(`screener (${lang}): the page's prices move and flash without a reload; only the page is followed`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const sent = watchSubscriptions(page);
    await loginAs(page, "partner", `/partner/screener/pro-usa?lang=${lang}`);
    const table = page.getByTestId("screen-table");
    await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 30_000 });
    const symbols = await table
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-symbol")));
    expect(symbols.length).toBeGreaterThan(1);
    expect(symbols.length).toBeLessThanOrEqual(25);
    const before = await priceTexts(page);
    // A tick every 500 ms: a price of the page changes within seconds, in place.
    await expect.poll(async () => (await priceTexts(page)).join("\n"), { timeout: 15_000 }).not.toBe(before.join("\n"));
    // Prices on the exchange's tick may hold for several pushes: a flash can take a while.
    await expect(table.locator(".flash-up, .flash-down").first()).toBeAttached({ timeout: 30_000 });
    await expect(table.locator("[data-move]").first()).toBeAttached({ timeout: 30_000 });
    // The flash is an animation, which prefers-reduced-motion: reduce turns off (the mark stays).
    const flashed = table.locator(".flash-up, .flash-down").first();
    const animation = () => flashed.evaluate((el) => getComputedStyle(el).animationName);
    expect(await animation()).not.toBe("none");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animation()).toBe("none");
    expect(await flashed.evaluate((el) => getComputedStyle(el, "::before").content)).toMatch(/[▲▼]/);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // The page's symbols, and nothing else, were subscribed.
    const subscribed = new Set(sent.filter((m) => m.type === "subscribe").flatMap((m) => m.symbols ?? []));
    expect([...subscribed].sort()).toEqual([...symbols].sort() as string[]);
    await page.setViewportSize({ width: 1366, height: 800 });
    await shot(page, `screener-${lang}-1366`, "screen-table");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, `screener-${lang}-375`, "screen-table");
    await page.setViewportSize({ width: 1280, height: 720 });

    // The next page: its symbols are followed and the first page's let go.
    sent.length = 0;
    await page.getByTestId("screen-pagination").getByRole("button", { name: L.partner.pagination.next }).click();
    await expect
      .poll(async () => table.locator("tbody tr").first().getAttribute("data-symbol"), { timeout: 15_000 })
      .not.toBe(symbols[0]);
    const second = await table
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-symbol")));
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const added = sent.filter((m) => m.type === "subscribe").flatMap((m) => m.symbols ?? []);
    const removed = sent.filter((m) => m.type === "unsubscribe").flatMap((m) => m.symbols ?? []);
    for (const s of added) expect(second).toContain(s);
    for (const s of removed) expect(second).not.toContain(s);
    expect(removed.length).toBeGreaterThan(0);
  });

  test(`stale banner (${lang}): shown when the socket is cut, gone when quotes flow again`, async ({ page }) => {
    const socket = await cuttableSocket(page);
    await loginAs(page, "partner", `/partner/screener/pro-usa?lang=${lang}`);
    const table = page.getByTestId("screen-table");
    await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 30_000 });
    const banner = page.getByTestId("stale-banner");
    await expect(banner).toHaveAttribute("aria-live", "polite");
    await expect(banner).toBeEmpty();
    await socket.cut();
    await expect(banner).toContainText(L.liveQuotes.stale.title, { timeout: 15_000 });
    await expect(banner).toContainText(L.liveQuotes.stale.text);
    await page.setViewportSize({ width: 1366, height: 800 });
    await shot(page, `stale-${lang}-1366`, "stale-banner");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, `stale-${lang}-375`, "stale-banner");
    // No sideways scroll on a phone with the banner up.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    socket.restore();
    await expect(banner).toBeEmpty({ timeout: 30_000 });
    const before = await priceTexts(page);
    await expect.poll(async () => (await priceTexts(page)).join("\n"), { timeout: 15_000 }).not.toBe(before.join("\n"));
  });
}

test("portfolio: a holding's price, market value and the portfolio's value follow the live quotes", async ({
  page,
}) => {
  for (const lang of ["en", "ar"] as const) {
    await loginAs(page, "user", `/portfolio?lang=${lang}`);
    const origin = new URL(page.url()).origin;
    const call = (method: string, path: string, data: unknown = {}) =>
      page.request.fetch(`${origin}/api/v1${path}`, {
        method,
        data,
        headers: { origin, "content-type": "application/json" },
      });
    const old = (await (await call("GET", "/work/portfolios", undefined)).json()) as { portfolios: { id: string }[] };
    for (const p of old.portfolios) await call("DELETE", `/work/portfolios/${p.id}`);
    const made = await call("POST", "/work/portfolios", { name: `Live ${lang}`, baseCurrency: "USD" });
    expect(made.status()).toBe(201);
    const { portfolio } = (await made.json()) as { portfolio: { id: string } };
    const date = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    // A share priced in thousands moves by a cent on nearly every tick; a $200 one can hold its
    // cent for 15 s in a quiet stretch of the simulated session (CI saw AAPL stay at $235.88).
    for (const [symbol, currency, quantity, price] of [
      ["BKNG", "USD", 1, 4000],
      ["2222.SR", "SAR", 100, 20],
    ] as const) {
      const tx = await call("POST", `/work/portfolios/${portfolio.id}/transactions`, {
        type: "buy",
        date,
        symbol,
        quantity,
        price,
        currency,
      });
      expect(tx.status(), await tx.text()).toBe(201);
    }
    await page.reload();
    const row = page.locator('[data-testid="holdings-table"] tr[data-symbol="BKNG"]');
    await expect(row).toBeVisible({ timeout: 30_000 });
    const value = page.getByTestId("portfolio-summary").locator("dd").first();
    // Price, market value and unrealised gain read at one moment.
    const cells = () =>
      row.evaluate((tr) => {
        const td = [...tr.querySelectorAll("td")].map((c) => c.textContent ?? "");
        return { price: td[2], marketValue: td[3], unrealized: td[5] };
      });
    const first = await cells();
    const firstValue = await value.textContent();
    await expect.poll(async () => (await cells()).price, { timeout: 15_000 }).not.toBe(first.price);
    const moved = await cells();
    expect(moved.marketValue).not.toBe(first.marketValue);
    expect(moved.unrealized).not.toBe(first.unrealized);
    await expect(row.locator(".flash-up, .flash-down")).toBeAttached();
    // The value is the number alone (the ▲/▼ mark is drawn, not text).
    expect(moved.price).not.toMatch(/[▲▼]/);
    await expect.poll(() => value.textContent(), { timeout: 15_000 }).not.toBe(firstValue);
    await expect(page.getByTestId("stale-banner")).toBeEmpty();
    await page.setViewportSize({ width: 1366, height: 800 });
    await shot(page, `portfolio-${lang}-1366`, "holdings-table");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, `portfolio-${lang}-375`, "holdings-table");
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

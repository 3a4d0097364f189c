// Price alerts end to end, in English and Arabic (docs/architecture.md, "Price alerts"): from a
// ticker of Big Liquidity (the scanner that always has rows; a realistic session may have no 5 %
// surge for Price Surge) on the scanner page, 'Create alert' on its row of the Watchlist tab with a threshold the
// simulated price already passes (price above 0.01, in-app and e-mail), so it fires on the next
// tick (MARKET_CLOCK=always-open): the toast, the triggered row and the history in the list, the
// e-mail in the server's outbox (DATA_DIR/outbox); a field error; axe; no sideways scroll.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { DEMO, loginAs } from "./helpers";
import { resizeTo } from "./settle";

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

async function api(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  return page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    data,
    headers: { origin, "content-type": "application/json" },
  });
}

/** Outbox mails to the demo user about `symbol`. */
function alertMails(symbol: string): string[] {
  const dir = join(process.env.E2E_DATA_DIR as string, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => readFileSync(join(dir, name), "utf8"))
    .filter((raw) => raw.includes(`To: ${DEMO.user.email}`) && raw.includes(symbol));
}

for (const [lang, L] of [
  ["en", en],
  ["ar", ar],
] as const) {
  test(`alerts (${lang}): create from the Watchlist tab, fires, toast, triggered, e-mail`, async ({ page }) => {
    test.setTimeout(90_000);
    const U = L.alerts.ui;
    await loginAs(page, "user", `/investment-screener?lang=${lang}`);
    // A clean slate: the other language's run shares the demo user.
    const old = (await (await api(page, "GET", "/work/alerts")).json()) as { alerts: { id: string }[] };
    for (const a of old.alerts) await api(page, "DELETE", `/work/alerts/${a.id}`);
    // A watchlist of its own with one ticker of the first scanner.
    const rows = (await (await api(page, "GET", "/work/investment/liquidity?page=1")).json()) as {
      data: { symbol: string }[];
    };
    const symbol = rows.data[0]?.symbol ?? "";
    expect(symbol).toMatch(/^[A-Z0-9.-]+$/);
    const name = `Alerts ${lang} ${Date.now()}`;
    const created = await api(page, "POST", "/work/create-watchlist", { watchlistName: name });
    expect(created.status(), await created.text()).toBe(200);
    const listId = ((await created.json()) as { watchlist: { _id: string } }).watchlist._id;
    const added = await api(page, "POST", "/work/addticker-into-watchlist/liquidity", {
      tickerName: symbol,
      watchlistId: listId,
    });
    expect(added.status(), await added.text()).toBeLessThan(300);

    // The page again, so its watchlists hold the new list.
    await page.goto(`/investment-screener?lang=${lang}`);
    await page.getByRole("tab", { name: L.scanner.tabs.watchlist }).click();
    await expect(page.getByRole("heading", { name: U.heading })).toBeVisible();
    const card = page.getByRole("region", { name });
    await card.getByRole("button", { name: fill(U.createLabel, { symbol }) }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: fill(U.createTitle, { symbol }) })).toBeVisible();
    // Keyboard: the condition is focused first; an empty value is refused in this language.
    await expect(dialog.getByLabel(U.kind)).toBeFocused();
    await dialog.getByRole("button", { name: U.save }).click();
    await expect(dialog.getByRole("alert")).toHaveText(L.alerts.errors.value);
    await expectNoAxeViolations(page, { what: "alert dialog" });
    await dialog.getByLabel(U.value, { exact: true }).fill("0.01");
    await dialog.getByLabel(L.alerts.channels.email).check();
    await dialog.getByLabel(U.value, { exact: true }).press("Enter");
    await expect(dialog).toBeHidden();

    // Fires on the next tick: the toast, then the row is 'triggered' and in the history.
    const condition = fill(L.alerts.condition.priceAbove, { value: "0.01" });
    await expect(
      page.getByText(new RegExp(`${symbol.replace(".", "\\.")}.*${condition.slice(0, 8)}`)).first(),
    ).toBeVisible({ timeout: 20_000 });
    const row = page.locator(`tr[data-status="triggered"]`, { hasText: symbol });
    await expect(row).toBeVisible();
    await expect(row.getByRole("button", { name: fill(U.actionLabel, { action: U.rearm, symbol }) })).toBeVisible();
    await expect(page.getByRole("region", { name: U.historyLabel })).toContainText(symbol);
    await expect.poll(() => alertMails(symbol).length, { timeout: 20_000 }).toBeGreaterThan(0);

    await expectNoAxeViolations(page, { what: "alerts panel" });
    for (const width of [320, 375, 768, 1366]) {
      await resizeTo(page, width, 900);
      if (width === 375 || width === 1366)
        await page.screenshot({ path: `test-results/alerts-${lang}-${width}.png`, fullPage: true });
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(scroll, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(inner);
    }
    // Re-armed: active again until its ticker's next tick fires it a second time (then a
    // second trigger in the history) — either way, one more than before.
    await row.getByRole("button", { name: fill(U.actionLabel, { action: U.rearm, symbol }) }).click();
    const history = page.getByRole("region", { name: U.historyLabel }).locator("tbody tr");
    const active = page.locator(`tr[data-status="active"]`, { hasText: symbol });
    await expect
      .poll(async () => (await history.count()) + (await active.count()), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    await api(page, "DELETE", "/work/delete-watchlist", { watchlistId: listId });
  });
}

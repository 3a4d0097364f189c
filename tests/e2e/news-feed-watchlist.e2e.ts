// The news feed's team watchlist filter in Chromium, in English and Arabic, as the demo partner:
// a list holding a symbol that has events shows that symbol's events only, chosen from the address
// (?watchlist=) or the select, which lists the team's watchlists by name; the address follows the
// select; an empty list says so and points to the team watchlist page; a list the team no longer
// has is dropped. Axe and no sideways scrolling at 320/375/768/1366 px; screenshots at 375 and
// 1366 px under test-results/news/.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo } from "./settle";

test.describe.configure({ timeout: 180_000 });

const DICT = { en, ar } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));
const SHOTS = process.env.NEWS_SHOTS ?? "test-results/news";

async function checkWidths(page: Page, name: string) {
  for (const width of [320, 375, 768, 1366]) {
    await resizeTo(page, width, 900);
    if (width === 375 || width === 1366)
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, `${name}: no sideways scrolling at ${width} px`).toBeLessThanOrEqual(inner);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function api(page: Page, method: "POST" | "DELETE", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}/api/v1/partner/team/watchlists${path}`, {
    method,
    headers: { origin, "content-type": "application/json" },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as { list: { id: string } };
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const N = L.marketNews;

  test.describe(`news feed by team watchlist (${lang})`, () => {
    test("a list's events only, from the address or the select; an empty list; a list gone", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await loginAs(page, "partner", `/partner/news/feed?lang=${lang}`);
      const items = page.locator("[data-testid=feed] li");
      await expect(items.first()).toBeVisible({ timeout: 20_000 });
      const symbol = (await items.first().getAttribute("data-symbol"))!;
      const tag = `${lang}-${Date.now().toString(36)}`;
      const name = lang === "ar" ? `متابعة الأخبار ${tag}` : `News watch ${tag}`;
      const listed = (await api(page, "POST", "", { name })).list.id;
      await api(page, "POST", `/${listed}/symbols`, { symbol });
      const emptyName = lang === "ar" ? `قائمة فارغة ${tag}` : `Empty list ${tag}`;
      const empty = (await api(page, "POST", "", { name: emptyName })).list.id;
      try {
        // From the address: the list chosen, its symbol's events only.
        await page.goto(`/partner/news/feed?lang=${lang}&watchlist=${listed}`);
        const select = page.getByRole("combobox", { name: N.feed.watchlistLabel, exact: true });
        await expect(select).toHaveValue(listed);
        await expect(select.locator("option:checked")).toHaveText(name);
        await expect(select.locator("option").first()).toHaveText(N.feed.allWatchlists);
        await expect(items.first()).toBeVisible({ timeout: 20_000 });
        await expect
          .poll(async () => new Set(await items.evaluateAll((els) => els.map((el) => el.getAttribute("data-symbol")))))
          .toEqual(new Set([symbol]));
        // Another filter keeps the list in the address.
        await page
          .getByRole("combobox", { name: N.marketLabel, exact: true })
          .selectOption(symbol.endsWith(".SR") ? "SA" : "US");
        await expect(page).toHaveURL(new RegExp(`watchlist=${listed}`));
        await expect(page).toHaveURL(/market=(SA|US)/);
        await checkWidths(page, `feed-watchlist-${lang}`);
        await expectNoAxeViolations(page, { what: `feed by watchlist (${lang})` });
        // The empty list, chosen from the select: it says so and points to the team watchlist.
        await select.selectOption(empty);
        await expect(page).toHaveURL(new RegExp(`watchlist=${empty}`));
        const none = page.getByTestId("feed-empty");
        await expect(none).toContainText(fill(N.feed.watchlistEmpty, { name: emptyName }));
        await expect(none.getByRole("link", { name: N.feed.watchlistAdd })).toHaveAttribute(
          "href",
          /\/partner\/tools\/watchlist/,
        );
        await expect(items).toHaveCount(0);
        await checkWidths(page, `feed-watchlist-empty-${lang}`);
        await expectNoAxeViolations(page, { what: `feed by an empty watchlist (${lang})` });
        // All watchlists again: every symbol's events.
        await select.selectOption("");
        await expect(page).not.toHaveURL(/watchlist=/);
        await expect(items.first()).toBeVisible({ timeout: 20_000 });
        // A list the team no longer has: dropped from the address, the feed without it.
        await api(page, "DELETE", `/${empty}`);
        await page.goto(`/partner/news/feed?lang=${lang}&watchlist=${empty}`);
        await expect(page).not.toHaveURL(/watchlist=/, { timeout: 10_000 });
        await expect(select).toHaveValue("");
        await expect(items.first()).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole("alert")).toHaveCount(0);
      } finally {
        await page.request.fetch(`${new URL(page.url()).origin}/api/v1/partner/team/watchlists/${listed}`, {
          method: "DELETE",
          headers: { origin: new URL(page.url()).origin },
        });
        await page.request.fetch(`${new URL(page.url()).origin}/api/v1/partner/team/watchlists/${empty}`, {
          method: "DELETE",
          headers: { origin: new URL(page.url()).origin },
        });
      }
    });
  });
}

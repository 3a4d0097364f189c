// Adding any symbol to a watchlist by searching it, in Chromium, in English and Arabic: the
// combobox on the Watchlist tab (arrows, Enter, Escape, no match), Arabic names however spelled,
// the add dialog that shows which list already holds it, and the ticker page's button that names
// those lists. Screenshots at 320-1366 px go to E2E_SHOTS when set; nothing scrolls sideways.
import { expect, type Page, test } from "@playwright/test";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const DICT = { en, ar } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(:[^}]*)?\}/g, (_, k: string) => String(values[k] ?? ""));

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function api(page: Page, method: "POST" | "DELETE" | "GET", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    data,
    headers: { origin, "content-type": "application/json" },
  });
  return res.json();
}

for (const lang of ["en", "ar"] as const) {
  const W = DICT[lang].scanner.watchlist;
  const S = { ...DICT[lang].symbolSearch, label: W.search.label };
  test(`watchlist search (${lang})`, async ({ page }) => {
    await loginAs(page, "user", `/investment-screener?lang=${lang}&tab=watchlist`);
    // Two fresh lists; the first gets the symbol, so the second is the one left to offer.
    const stamp = Date.now() % 100000;
    const first = `Banks ${lang} ${stamp}`;
    const second = `Energy ${lang} ${stamp}`;
    const old = (await api(page, "GET", "/work/get-watchlists")) as { watchlists: { _id: string }[] };
    for (const l of old.watchlists) await api(page, "DELETE", "/work/delete-watchlist", { watchlistId: l._id });
    await api(page, "POST", "/work/create-watchlist", { watchlistName: first });
    await api(page, "POST", "/work/create-watchlist", { watchlistName: second });
    await page.reload();

    const box = page.getByRole("combobox", { name: S.label });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "false");

    // No match.
    await box.fill("zzqqxx");
    await expect(page.getByRole("status").filter({ hasText: fill(S.noMatch, { query: "zzqqxx" }) })).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "false");

    // Arabic without the hamza finds Aramco; arrows move the active option, Escape closes.
    await box.fill("ارامكو");
    const listbox = page.getByRole("listbox", { name: S.results });
    await expect(listbox.getByRole("option").first()).toContainText("2222.SR");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const firstOption = listbox.getByRole("option").first();
    await expect(box).toHaveAttribute("aria-activedescendant", (await firstOption.getAttribute("id")) ?? "");
    await box.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("ارامكو");

    // English name, the keyboard only: type, arrows, Enter opens the add dialog for that symbol.
    await box.fill("");
    await box.pressSequentially("apple", { delay: 30 });
    await expect(listbox.getByRole("option").first()).toContainText("AAPL");
    const count = await listbox.getByRole("option").count();
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    await expect(listbox.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    if (count > 1) {
      await box.press("ArrowUp");
      await expect(listbox.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
      await box.press("ArrowDown");
    }
    await box.press("Enter");
    const dialog = page.getByRole("dialog", { name: fill(W.addTitle, { symbol: "AAPL" }) });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("radio", { name: first }).check();
    await dialog.getByRole("button", { name: W.save }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole("region", { name: first })
        .or(page.locator("section", { hasText: first }))
        .first(),
    ).toContainText("AAPL");

    // Again: the list that holds it is shown but not offered.
    await box.fill("AAPL");
    await expect(listbox.getByRole("option").first()).toContainText("AAPL");
    await box.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: first })).toBeDisabled();
    await expect(dialog).toContainText(W.alreadyIn);
    await expect(dialog.getByRole("radio", { name: second })).toBeEnabled();

    const shots = process.env.E2E_SHOTS;
    if (shots)
      for (const width of [320, 375, 768, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${shots}/watchlist-dialog-${lang}-${width}.png` });
      }
    await dialog.getByRole("button", { name: W.cancel }).click();
    await box.fill("الراجحي");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    for (const width of [320, 375, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await noSidewaysScroll(page);
      if (shots) await page.screenshot({ path: `${shots}/watchlist-search-${lang}-${width}.png` });
    }

    // The ticker page names the list that holds it, and still adds to the other one.
    await page.goto(`/ticker/AAPL?lang=${lang}`);
    const button = page.getByRole("button", { name: fill(W.inListsAdd, { lists: `\u2068${first}\u2069` }) });
    await expect(button).toBeEnabled();
    await button.click();
    const tickerDialog = page.getByRole("dialog", { name: fill(W.addTitle, { symbol: "AAPL" }) });
    await tickerDialog.getByRole("radio", { name: second }).check();
    await tickerDialog.getByRole("button", { name: W.save }).click();
    await expect(tickerDialog).toBeHidden();
    const both = new Intl.ListFormat(lang, { type: "conjunction" }).format(
      [first, second].map((n) => `\u2068${n}\u2069`),
    );
    await expect(page.getByRole("button", { name: fill(W.inLists, { lists: both }) })).toBeDisabled();
    if (shots) {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.screenshot({ path: `${shots}/ticker-inlists-${lang}-375.png` });
    }
  });
}

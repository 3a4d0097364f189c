// The one company search (a WAI-ARIA combobox), picked by keyboard alone in English and Arabic on
// each screen that has it: the comparator and the fundamentals (a partner's), a portfolio's
// transaction form (a user's; the watchlist's is tests/e2e/watchlist-search.e2e.ts). The box
// owns a listbox, points at the active option, ArrowDown/ArrowUp wrap, Home/End reach the ends
// and keep the active option in sight, Enter chooses, Escape closes the list before the dialog.
// Screenshots of the open list at 320 and 1366 px go to E2E_SHOTS when set.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const DICT = { en, ar } as const;

async function api(page: Page, method: "POST" | "DELETE" | "GET", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    data,
    headers: { origin, "content-type": "application/json" },
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return res.json();
}

/** The box's active option: the one aria-activedescendant names, marked selected, alone. */
async function expectActive(box: Locator, listbox: Locator, index: number) {
  const option = listbox.getByRole("option").nth(index);
  await expect(box).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "-");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(listbox.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
}

/** The option lies inside the list's visible part (the list scrolls, the page does not). */
async function expectInSight(listbox: Locator, option: Locator) {
  const outer = await listbox.boundingBox();
  const inner = await option.boundingBox();
  expect(outer && inner).toBeTruthy();
  expect(inner!.y).toBeGreaterThanOrEqual(outer!.y - 1);
  expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height + 1);
}

async function shots(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const S = L.symbolSearch;

  test(`comparator: a company chosen with the keyboard alone (${lang})`, async ({ page }) => {
    await loginAs(page, "partner", `/partner/tools/comparator?lang=${lang}`);
    const box = page.getByRole("combobox", { name: L.comparator.search.label });
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveAttribute("aria-autocomplete", "list");
    const listbox = page.locator(`#${await box.getAttribute("aria-controls")}`);
    await expect(listbox).toHaveAttribute("role", "listbox");

    await box.focus();
    await page.keyboard.type(lang === "ar" ? "بنك" : "bank", { delay: 20 });
    const options = listbox.getByRole("option");
    await expect(options.first()).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("listbox", { name: S.results })).toBeVisible();
    const count = await options.count();
    expect(count, "a list long enough to scroll").toBeGreaterThan(3);
    await expectActive(box, listbox, 0);

    // Down, Up (wrapping to the last), End, Home; the active option is always in sight.
    await page.keyboard.press("ArrowDown");
    await expectActive(box, listbox, 1);
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expectActive(box, listbox, count - 1);
    await expectInSight(listbox, options.nth(count - 1));
    await page.keyboard.press("Home");
    await expectActive(box, listbox, 0);
    await expectInSight(listbox, options.first());
    await page.keyboard.press("End");
    await expectActive(box, listbox, count - 1);
    await expectInSight(listbox, options.nth(count - 1));
    await page.keyboard.press("ArrowDown");
    await expectActive(box, listbox, 0);
    await page.keyboard.press("ArrowDown");
    await expectActive(box, listbox, 1);
    await expectNoAxeViolations(page, { what: `${lang} comparator, list open` });
    await shots(page, `symbol-search-comparator-${lang}`);

    // Enter adds the active company; the box is empty and closed, focus stays in it.
    const chosen = (await options.nth(1).locator(".symbol").textContent()) ?? "";
    expect(chosen).not.toBe("");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`symbols=${chosen.replace(".", "\\.")}`));
    await expect(page.getByTestId("compare-table").locator(`thead th[data-symbol="${chosen}"]`)).toBeVisible();
    await expect(box).toHaveValue("");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toBeFocused();
    await expect(box).not.toHaveAttribute("aria-activedescendant");

    // Escape closes a list, then clears the text; a no-match is said in the status line.
    await page.keyboard.type("zzqqxx", { delay: 20 });
    await expect(
      page.getByRole("status").filter({ hasText: S.noMatch.replace(/\{query[^}]*\}/, "zzqqxx") }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue("zzqqxx");
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue("");
  });

  test(`fundamentals: a company chosen with the keyboard alone (${lang})`, async ({ page }) => {
    await loginAs(page, "partner", `/partner/fundamentals/financial-summary?lang=${lang}`);
    const box = page.getByRole("combobox", { name: L.fundamentals.search.label });
    await box.focus();
    await page.keyboard.type(lang === "ar" ? "الراجحي" : "rajhi", { delay: 20 });
    const listbox = page.getByRole("listbox", { name: S.results });
    await expect(listbox.getByRole("option").first()).toContainText("1120.SR");
    if (lang === "ar") await expect(listbox.getByRole("option").first()).toContainText("مصرف الراجحي");
    await expectActive(box, listbox, 0);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/symbol=1120\.SR/);
    await expect(page.getByTestId("fundamentals-company")).toContainText("1120.SR");
    await expect(box).toHaveValue("");
  });

  test(`portfolio transaction: the symbol field chosen with the keyboard alone (${lang})`, async ({ page }) => {
    await loginAs(page, "user", `/portfolio?lang=${lang}`);
    const name = `Search ${lang} ${Date.now() % 100000}`;
    const { portfolio } = (await api(page, "POST", "/work/portfolios", { name, baseCurrency: "SAR" })) as {
      portfolio: { id: string };
    };
    try {
      await page.goto(`/portfolio?lang=${lang}&id=${portfolio.id}&tab=transactions`);
      const P = L.portfolio;
      await page.getByTestId("add-transaction").click();
      const dialog = page.getByRole("dialog");
      const box = dialog.getByRole("combobox", { name: P.transactions.symbol });
      await expect(box).toHaveAttribute("name", "symbol");
      await box.focus();
      await page.keyboard.type(lang === "ar" ? "أرامكو" : "aramco", { delay: 20 });
      const listbox = dialog.getByRole("listbox", { name: S.results });
      await expect(listbox.getByRole("option").first()).toContainText("2222.SR");
      await shots(page, `symbol-search-transaction-${lang}`);

      // Escape closes the list, not the dialog; an arrow opens it again; Enter fills the field.
      await page.keyboard.press("Escape");
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(dialog).toBeVisible();
      await expect(box).toHaveValue(lang === "ar" ? "أرامكو" : "aramco");
      await page.keyboard.press("ArrowDown");
      await expect(listbox.getByRole("option").first()).toContainText("2222.SR");
      await expectActive(box, listbox, 0);
      await page.keyboard.press("Enter");
      await expect(box).toHaveValue("2222.SR");
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(dialog).toBeVisible();
      // With the list closed, Escape is the dialog's again.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    } finally {
      await api(page, "DELETE", `/work/portfolios/${portfolio.id}`);
    }
  });
}

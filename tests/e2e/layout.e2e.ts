// Layout on every screen, in Chromium: every route at 320, 375, 768 and 1366 px in English and
// Arabic without sideways scrolling, dialogs whose buttons stay on screen, the phone section
// menu of the dashboard, a 60-character list name without spaces, the view kept in the
// address bar (reload, Back, a shared link, bad values), sortable tables and the browser
// tab's title per screen and language.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { PARTNER_PATHS } from "../../src/shared/partner-sections";
import { ADMIN_SECTIONS, DASHBOARD_SECTIONS } from "../../src/shared/screen-search";
import { ar, en } from "./dictionaries";
import { loginAs, logout } from "./helpers";

const DICT = { en, ar } as const;
type Lang = keyof typeof DICT;
const LANGS: Lang[] = ["en", "ar"];
const WIDTHS = [320, 375, 768, 1366];
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

/** The page's width against the window's: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: page ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

/** Every button of the open dialog lies wholly inside the window. */
async function expectDialogButtonsOnScreen(page: Page, what: string) {
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toBeVisible();
  const boxes = await dialog.locator("button").evaluateAll((buttons) =>
    buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return { text: b.textContent, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    }),
  );
  const { w, h } = await page.evaluate(() => ({ w: innerWidth, h: innerHeight }));
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) {
    const where = `${what}: button '${box.text}' at ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)} in ${w}×${h}`;
    expect(box.left, where).toBeGreaterThanOrEqual(0);
    expect(box.right, where).toBeLessThanOrEqual(w);
    expect(box.top, where).toBeGreaterThanOrEqual(0);
    expect(box.bottom, where).toBeLessThanOrEqual(h);
  }
}

async function api(page: Page, method: "POST" | "DELETE", path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    data,
    headers: { origin, "content-type": "application/json" },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return res.json();
}

/** A list name of 60 characters without a space (the longest the server takes). */
const longName = (tag: string) => `${tag}_`.padEnd(60, "W");

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  return context.newPage();
}

/** Waits until a partner screen has its data (or its placeholder) on screen. */
async function partnerScreenReady(page: Page) {
  await expect(page.getByTestId("partner-portal")).toBeVisible();
  await expect(page.locator("#partner-main h1, #partner-main h2").first()).toBeVisible();
  await expect(page.getByTestId("partner-loading")).toHaveCount(0);
}

for (const lang of LANGS) {
  const L = DICT[lang];
  for (const width of WIDTHS) {
    test(`every route fits ${width} px in ${lang}, and dialogs keep their buttons on screen`, async ({ browser }) => {
      test.setTimeout(240_000);
      const page = await newPage(browser, width);
      const check = (what: string) => expectNoSidewaysScroll(page, `${what} (${lang}, ${width} px)`);

      // Public screens.
      await page.goto(`/?lang=${lang}`);
      await expect(page.locator("main#main h1")).toBeVisible();
      await check("landing");
      await page.goto(`/partner/login?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: L.auth.partnerLogin.title })).toBeVisible();
      await check("partner login");
      await page.goto(`/no-such-page?lang=${lang}`);
      await expect(page.getByRole("heading", { name: L.common.notFoundTitle })).toBeVisible();
      await check("404");

      // The user's screens, as the admin (who may open every one of them).
      await loginAs(page, "admin", `/investment-screener?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: L.scanner.title })).toBeVisible();
      await check("scanner page");
      const name = longName(`${lang}${width}`);
      const list = (await api(page, "POST", "/work/create-watchlist", { watchlistName: name })) as {
        watchlist: { _id: string };
      };
      try {
        await page.goto(`/investment-screener?lang=${lang}&scanner=liquidity`);
        await expect(page.getByRole("table")).toBeVisible();
        await check("scanner results");
        // The pager: every button a comfortable tap target, none off screen.
        const pager = page.getByRole("navigation", { name: L.scanner.pager.label });
        for (const box of await pager
          .getByRole("button")
          .evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON() as DOMRect))) {
          expect(box.width).toBeGreaterThanOrEqual(24);
          expect(box.height).toBeGreaterThanOrEqual(24);
          expect(box.right).toBeLessThanOrEqual(width);
          expect(box.left).toBeGreaterThanOrEqual(0);
        }
        // The add-to-watchlist dialog, with a 60-character name among its choices.
        await page
          .getByRole("button", { name: new RegExp(fill(L.scanner.addLabel, { symbol: ".+" })) })
          .first()
          .click();
        await expectDialogButtonsOnScreen(page, `add-to-watchlist dialog (${lang}, ${width} px)`);
        const choice = page.locator("dialog[open] label").filter({ hasText: name.slice(0, 10) });
        await expect(choice.locator(`[title="${name}"]`)).toBeVisible();
        await choice.click();
        await expect(
          page.locator("dialog[open]").getByRole("button", { name: L.scanner.watchlist.save }),
        ).toBeEnabled();
        await check("add-to-watchlist dialog");
        await page.keyboard.press("Escape");
        await expect(page.locator("dialog[open]")).toHaveCount(0);

        await page.goto(`/investment-screener?lang=${lang}&tab=watchlist`);
        await expect(page.getByRole("heading", { name: L.scanner.watchlist.heading })).toBeVisible();
        await expect(page.getByRole("heading", { level: 3 }).locator(`[title="${name}"]`)).toBeVisible();
        await check("watchlist tab");
        await page.getByRole("button", { name: L.scanner.watchlist.create, exact: true }).click();
        await expectDialogButtonsOnScreen(page, `create dialog (${lang}, ${width} px)`);
        await page.keyboard.press("Escape");
        await page.getByRole("button", { name: fill(L.scanner.watchlist.deleteLabel, { name }) }).click();
        await expectDialogButtonsOnScreen(page, `delete dialog (${lang}, ${width} px)`);
        await check("delete dialog");
        await page.keyboard.press("Escape");
      } finally {
        await api(page, "DELETE", "/work/delete-watchlist", { watchlistId: list.watchlist._id });
      }

      for (const section of DASHBOARD_SECTIONS) {
        await page.goto(`/trading-screener?lang=${lang}&section=${section}`);
        await expect(page.getByRole("heading", { level: 1, name: L.dashboard.sections[section] })).toBeVisible();
        await check(`dashboard ${section}`);
      }
      for (const section of ADMIN_SECTIONS) {
        await page.goto(`/admin?lang=${lang}&section=${section}`);
        await expect(page.locator("[data-screen=AdminPage] main h1")).toBeVisible();
        await check(`admin ${section}`);
      }
      await logout(page);

      // The partner portal: its dashboard and every section.
      await loginAs(page, "partner", `/partner/dashboard?lang=${lang}`);
      await partnerScreenReady(page);
      await check("partner dashboard");
      for (const path of PARTNER_PATHS) {
        await page.goto(`${path}?lang=${lang}`);
        await partnerScreenReady(page);
        await check(path);
      }
      await page.context().close();
    });
  }
}

test.describe("phones", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const lang of LANGS) {
    const L = DICT[lang];
    test(`the dashboard's sections fold behind one button; the live table starts near the top (${lang})`, async ({
      page,
    }) => {
      await loginAs(page, "user", `/trading-screener?lang=${lang}`);
      const table = page.getByTestId("gainers-table");
      await expect(table).toBeVisible();
      const top = await table.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeLessThan(500);
      const nav = page.getByRole("navigation", { name: L.dashboard.navLabel });
      const disclosure = nav.getByRole("button", { name: new RegExp(L.layout.sectionsMenu) });
      await expect(disclosure).toHaveAttribute("aria-expanded", "false");
      await expect(disclosure).toContainText(L.dashboard.sections.gainers);
      await expect(nav.getByRole("button", { name: L.dashboard.sections.explanation, exact: true })).toBeHidden();
      await disclosure.press("Enter");
      await expect(disclosure).toHaveAttribute("aria-expanded", "true");
      await nav.getByRole("button", { name: L.dashboard.sections.explanation, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: L.dashboard.sections.explanation })).toBeVisible();
      await expect(disclosure).toHaveAttribute("aria-expanded", "false");
      await expect(disclosure).toContainText(L.dashboard.sections.explanation);
      // The chosen entry is folded away: focus is back on the button, and Escape folds too.
      await expect(disclosure).toBeFocused();
      await disclosure.press("Enter");
      await nav.getByRole("button", { name: L.dashboard.sections.gainers, exact: true }).focus();
      await page.keyboard.press("Escape");
      await expect(disclosure).toHaveAttribute("aria-expanded", "false");
      await expect(disclosure).toBeFocused();
    });

    test(`a 60-character list name without spaces: created, chosen and announced without clipping (${lang})`, async ({
      page,
    }) => {
      const W = L.scanner.watchlist;
      const name = longName(`${lang}Long${Date.now() % 100000}`);
      await loginAs(page, "user", `/investment-screener?lang=${lang}&tab=watchlist`);
      await page.getByRole("button", { name: W.create, exact: true }).click();
      const create = page.getByRole("dialog", { name: W.createTitle });
      await create.getByRole("textbox", { name: W.nameLabel }).fill(name);
      await expectDialogButtonsOnScreen(page, "create dialog with a long name");
      await create.getByRole("button", { name: W.confirmCreate }).click();
      await expect(create).toBeHidden();
      const heading = page.getByRole("heading", { level: 3 }).locator(`[title="${name}"]`);
      await expect(heading).toHaveText(name);
      // Cut with an ellipsis inside its card: narrower than its text, within the window.
      const fit = await heading.evaluate((el) => ({
        clipped: el.scrollWidth > el.clientWidth,
        overflow: getComputedStyle(el).textOverflow,
        right: el.getBoundingClientRect().right,
        left: el.getBoundingClientRect().left,
      }));
      expect(fit).toMatchObject({ clipped: true, overflow: "ellipsis" });
      expect(fit.right).toBeLessThanOrEqual(375);
      expect(fit.left).toBeGreaterThanOrEqual(0);
      await expectNoSidewaysScroll(page, "watchlist with a long name");

      // Add a ticker to it: Save stays on screen and the toast keeps the name whole in its title.
      await page.goto(`/investment-screener?lang=${lang}&scanner=liquidity`);
      await page
        .getByRole("button", { name: new RegExp(fill(L.scanner.addLabel, { symbol: ".+" })) })
        .first()
        .click();
      const dialog = page.locator("dialog[open]");
      await dialog
        .locator("label")
        .filter({ has: page.locator(`[title="${name}"]`) })
        .click();
      await expectDialogButtonsOnScreen(page, "add dialog with a long name");
      await dialog.getByRole("button", { name: W.save }).click();
      await expect(dialog).toHaveCount(0);
      const toast = page.locator(`[role="status"] [title="${name}"]`);
      await expect(toast).toBeVisible();
      const box = await toast.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      await expectNoSidewaysScroll(page, "toast with a long name");

      // Clean up: the demo user's lists are shared with other tests.
      const lists = (await (await page.request.get("/api/v1/work/get-watchlists")).json()) as {
        watchlists: { _id: string; watchlistName: string }[];
      };
      const created = lists.watchlists.find((l) => l.watchlistName === name);
      if (created) await api(page, "DELETE", "/work/delete-watchlist", { watchlistId: created._id });
    });
  }
});

test.describe("the view is in the address bar", () => {
  test("scanner and page survive reload and Back, and a shared link opens the same view", async ({ page, browser }) => {
    const S = en.scanner;
    await loginAs(page, "user", "/investment-screener?lang=en");
    await page.getByRole("button", { name: "Momentum Power Scanner", exact: true }).click();
    await expect(page).toHaveURL(/[?&]scanner=growth/);
    const pager = page.getByRole("navigation", { name: S.pager.label });
    const current = pager.locator('[aria-current="page"]');
    await expect(current).toHaveText("1");
    await pager.getByRole("button", { name: S.pager.next }).click();
    await expect(current).toHaveText("2");
    await expect(page).toHaveURL(/[?&]page=2/);
    const symbolsOnPage2 = await page.getByRole("rowheader").allTextContents();

    await page.reload();
    await expect(page.getByRole("button", { name: "Momentum Power Scanner", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(current).toHaveText("2");

    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect(current).toHaveText("1");
    await page.goForward();
    await expect(current).toHaveText("2");

    // The same address in another browser of the same user: the same scanner and page.
    const shared = page.url();
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    const second = await other.newPage();
    await second.goto(shared);
    await expect(second.getByRole("navigation", { name: S.pager.label }).locator('[aria-current="page"]')).toHaveText(
      "2",
    );
    expect(await second.getByRole("rowheader").count()).toBe(symbolsOnPage2.length);
    await other.close();

    // The Watchlist tab is in the address too.
    await page.getByRole("tab", { name: S.tabs.watchlist }).click();
    await expect(page).toHaveURL(/[?&]tab=watchlist/);
    await page.reload();
    await expect(page.getByRole("tab", { name: S.tabs.watchlist })).toHaveAttribute("aria-selected", "true");
  });

  test("wrong values fall back to the defaults", async ({ page }) => {
    await loginAs(page, "user", "/investment-screener?lang=en&scanner=bogus&page=abc&tab=nope");
    await expect(page.getByText(en.scanner.noFilter)).toBeVisible();
    await expect(page.getByRole("tab", { name: en.scanner.tabs.scanners })).toHaveAttribute("aria-selected", "true");
    // A page past the last one: page 1, and the address says so.
    await page.goto("/investment-screener?lang=en&scanner=growth&page=9999");
    const pager = page.getByRole("navigation", { name: en.scanner.pager.label });
    await expect(pager.locator('[aria-current="page"]')).toHaveText("1");
    await expect(page).not.toHaveURL(/page=9999/);
    await page.goto("/trading-screener?lang=en&section=nothing");
    await expect(page.getByRole("heading", { level: 1, name: en.dashboard.sections.gainers })).toBeVisible();
  });

  test("the dashboard section survives reload and Back", async ({ page }) => {
    await loginAs(page, "user", "/trading-screener?lang=en");
    await page.getByRole("button", { name: en.dashboard.sections.explanation, exact: true }).click();
    await expect(page).toHaveURL(/[?&]section=explanation/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: en.dashboard.sections.explanation })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: en.dashboard.sections.gainers })).toBeVisible();
  });

  test("the splits calendar goes back to all months", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/partner/event/stock-splits")) requests.push(new URL(r.url()).search);
    });
    await loginAs(page, "partner", "/partner/events/splits?lang=en");
    const all = page.getByRole("button", { name: en.layout.allMonths });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await page
      .getByRole("group", { name: en.partner.splits.monthsLabel })
      .getByRole("button", { name: "March" })
      .click();
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await expect.poll(() => requests.at(-1)).toBe("?page=1&month=3");
    await all.click();
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => requests.at(-1)).toBe("?page=1");
  });
});

/** The cells of one column, as shown. */
const column = (page: Page, index: number) =>
  page
    .locator("table tbody tr")
    .evaluateAll(
      (rows, i) => rows.map((r) => (r.children[i] as HTMLElement | undefined)?.textContent?.trim() ?? ""),
      index,
    );
/** The number in each cell, whatever currency sign or code surrounds it ("SAR 1.20", "1.20 ر.س"). */
const asNumbers = (cells: string[]) =>
  cells.map((c) => Number(/-?\d[\d,]*(?:\.\d+)?/.exec(c)?.[0].replaceAll(",", "")));
const ascending = (ns: number[]) => ns.every((n, i) => i === 0 || ns[i - 1]! <= n);
const descending = (ns: number[]) => ns.every((n, i) => i === 0 || ns[i - 1]! >= n);

test.describe("sorting", () => {
  test("watchlist tickers sort by price both ways, from the keyboard too", async ({ page }) => {
    await loginAs(page, "user", "/investment-screener?lang=en");
    const name = `Sorted ${Date.now() % 100000}`;
    const { watchlist } = (await api(page, "POST", "/work/create-watchlist", { watchlistName: name })) as {
      watchlist: { _id: string };
    };
    try {
      const rows = (await (await page.request.get("/api/v1/work/investment/liquidity?page=1")).json()) as {
        data: { symbol: string }[];
      };
      for (const row of rows.data.slice(0, 5))
        await api(page, "POST", "/work/addticker-into-watchlist/liquidity", {
          tickerName: row.symbol,
          watchlistId: watchlist._id,
        });
      await page.goto("/investment-screener?lang=en&tab=watchlist");
      const card = page.getByRole("region", { name: fill(en.scanner.watchlist.tickersLabel, { name }) });
      await expect(card.getByRole("row")).toHaveCount(6);
      // Price and change of five rows: the ticker data has arrived.
      await expect(card.locator("tbody td[dir=ltr]")).toHaveCount(10);
      const header = card.getByRole("columnheader", { name: en.scanner.columns.price });
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await expect(header).toContainText("▲");
      // Price is the second column (symbol, price, change first: the change stays in view on phones).
      const prices = () =>
        card
          .locator("tbody tr")
          .evaluateAll((trs) => trs.map((tr) => Number(tr.children[1]?.textContent?.replace(/[^0-9.-]/g, ""))));
      expect(ascending(await prices())).toBe(true);
      await header.getByRole("button").press("Enter");
      await expect(header).toHaveAttribute("aria-sort", "descending");
      await expect(header).toContainText("▼");
      expect(descending(await prices())).toBe(true);
      // Only one column is sorted at a time.
      await expect(card.locator("th[aria-sort]")).toHaveCount(1);
    } finally {
      await api(page, "DELETE", "/work/delete-watchlist", { watchlistId: watchlist._id });
    }
  });

  for (const lang of LANGS) {
    test(`the dividends tracker sorts by dividend both ways, by symbol with the page's collation (${lang})`, async ({
      page,
    }) => {
      const D = DICT[lang].partner.dividends;
      await loginAs(page, "partner", `/partner/events/dividends?lang=${lang}`);
      await expect(page.getByTestId("partner-loading")).toHaveCount(0);
      const header = page.getByRole("columnheader", { name: D.dividend });
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      expect(ascending(asNumbers(await column(page, 4)))).toBe(true);
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", "descending");
      expect(descending(asNumbers(await column(page, 4)))).toBe(true);
      const symbol = page.getByRole("columnheader", { name: D.symbol });
      await symbol.getByRole("button").click();
      // The symbols themselves (the cell also names the company).
      const symbols = await page.locator("table tbody tr td[data-col=symbol] a").allTextContents();
      const collator = new Intl.Collator(lang, { numeric: true, sensitivity: "base" });
      expect(symbols).toEqual([...symbols].sort(collator.compare));
    });
  }
});

test.describe("browser tab titles", () => {
  for (const lang of LANGS) {
    const L = DICT[lang];
    // The brand as each language writes it (never a translation of the word).
    const product = lang === "ar" ? "روكتس" : "Rockets";
    const title = (screen: string) => fill(L.layout.documentTitle, { screen, product });
    test(`a title per screen in ${lang}`, async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      await expect(page).toHaveTitle(fill(L.layout.landingTitle, { product }));
      await page.goto(`/partner/login?lang=${lang}`);
      await expect(page).toHaveTitle(title(L.auth.partnerLogin.title));
      await page.goto(`/nowhere?lang=${lang}`);
      await expect(page).toHaveTitle(title(L.common.notFoundTitle));
      await loginAs(page, "user", `/investment-screener?lang=${lang}`);
      await expect(page).toHaveTitle(title(L.scanner.title));
      await page.goto(`/trading-screener?lang=${lang}&section=explanation`);
      await expect(page).toHaveTitle(title(L.dashboard.sections.explanation));
      await loginAs(page, "partner", `/partner/events/ipo?lang=${lang}`);
      await expect(page).toHaveTitle(title(L.partner.nav.pages.ipo));
    });
  }

  test("the title follows a language switch", async ({ page }) => {
    await loginAs(page, "user", "/investment-screener?lang=en");
    await expect(page).toHaveTitle(`${en.scanner.title} — Rockets`);
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveTitle(`${ar.scanner.title} — روكتس`);
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveTitle(`${en.scanner.title} — Rockets`);
  });
});

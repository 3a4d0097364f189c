// The user portal in Chromium, in English and Arabic: the scanner page with its scanners,
// pager and watchlists, the live dashboard, and the admin's recommendations reaching users.
// axe checks every screen. Texts come from the dictionaries; the English ones of the
// specification are also checked letter for letter.
import { expect, type Page, test, type WebSocketRoute } from "@playwright/test";
import { expectNoAxeViolations as expectAxeClean } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

const DICT = { en, ar } as const;
/** Fills a dictionary text's {placeholders}. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

const expectNoAxeViolations = (page: Page, what: string) => expectAxeClean(page, { what });

test("the English texts of the specification", async ({ page }) => {
  await loginAs(page, "user", "/investment-screener?lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "Rocket Scanner" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  for (const tab of ["Scanners", "Filters", "Watchlist", "News", "Heatmap"]) {
    await expect(page.getByRole("tab", { name: new RegExp(`^${tab}`) })).toBeVisible();
  }
  for (const name of [
    "Price Surge Scanner",
    "Big Liquidity Scanner",
    "Momentum Power Scanner",
    "Rockets Elite Scanner",
  ]) {
    await expect(page.getByRole("button", { name })).toBeVisible();
  }
  await expect(page.getByText("No Filter selected yet!")).toBeVisible();
  await page.getByRole("tab", { name: "Watchlist" }).click();
  await expect(page.getByRole("heading", { name: "Your Watchlists" })).toBeVisible();
  await page.goto("/trading-screener?lang=en");
  for (const name of [
    "Rocket Gainers",
    "Rocket Movers",
    "Exclusive Service",
    "Explanation",
    "Portfolio Insights",
    "Portfolio Review",
    "Trade Tracker",
    "Case Handler",
    "Notes Helper",
    "Disclaimer",
    "Help Center",
    "Common Issues",
    "Ticket Form",
  ]) {
    await expect(page.getByRole("navigation").getByRole("button", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Back to Home/ })).toHaveAttribute("href", "/");
  // Trade Tracker became the portfolio page's journal: it says so and links there.
  await page.getByRole("button", { name: "Trade Tracker" }).click();
  await expect(page.getByTestId("portfolio-links").getByRole("link")).toHaveAttribute("href", /^\/portfolio\?tab=/);
  // The Case Handler lists the user's support tickets.
  await page.getByRole("button", { name: "Case Handler" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Case Handler" })).toBeVisible();
  await expect(page.getByText("Your support tickets and their conversations.")).toBeVisible();
});

test("a dropped live connection is only a quiet 'reconnecting', then live again", async ({ page }) => {
  // The gainers' socket is the one that subscribes to "gainers" (the alerts and the zakat
  // reminders of a signed-in page have sockets of their own).
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message === "string" && message.includes('"gainers"')) sockets.push(ws);
      server.send(message);
    });
  });
  await loginAs(page, "user", "/trading-screener?lang=en");
  const status = page.locator("[data-connection]");
  const table = page.getByTestId("gainers-table");
  await expect(status).toHaveAttribute("data-connection", "live");
  await expect(table).toBeVisible();
  await expect.poll(() => sockets.length).toBe(1);
  await sockets[0]?.close({ code: 4000, reason: "network dropped" });
  await expect(status).toHaveText(en.dashboard.gainers.reconnecting);
  // No error: the table stays, nothing is announced as an alert.
  await expect(table).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(status).toHaveAttribute("data-connection", "live", { timeout: 15_000 });
  expect(sockets.length).toBe(2);
});

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const S = L.scanner;
  const W = S.watchlist;
  // The brand as each language writes it (روكتس in Arabic).
  const scanner = (key: keyof typeof S.names) => fill(S.names[key], { product: lang === "ar" ? "روكتس" : "Rockets" });

  test.describe(`portal (${lang})`, () => {
    test("scanners: each one, paging, locked tabs, Logout", async ({ page }) => {
      test.setTimeout(60_000);
      await loginAs(page, "user", `/investment-screener?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: S.title })).toBeVisible();
      await expect(page.getByText(S.noFilter)).toBeVisible();

      // Locked tabs: announced as disabled, a click changes nothing.
      for (const tab of ["filters", "news", "heatmap"] as const) {
        const locked = page.getByRole("tab", { name: new RegExp(S.tabs[tab]) });
        await expect(locked).toHaveAttribute("aria-disabled", "true");
        await locked.click({ force: true });
        await expect(page.getByRole("tab", { name: S.tabs.scanners })).toHaveAttribute("aria-selected", "true");
      }

      for (const key of ["rocket", "liquidity", "growth", "dividend"] as const) {
        await page.getByRole("button", { name: scanner(key), exact: true }).click();
        await expect(page.getByRole("button", { name: scanner(key), exact: true })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        await expect(page.getByRole("table").or(page.getByText(S.empty))).toBeVisible();
      }
      // Prices with two decimals and the listing currency (the table mixes US and Saudi listings).
      const price = page.getByRole("row").nth(1).getByRole("cell").first();
      await expect(price).toHaveText(
        lang === "en" ? /^(\$|SAR\u00a0)\d{1,3}(,\d{3})*\.\d{2}$/ : /^\d{1,3}(,\d{3})*\.\d{2}\u00a0(\$|ر\.س)$/,
      );

      // A scanner with several pages (the simulated market moves, so ask the server which):
      // Previous, the previous page, the current one, the next two, Next.
      let multi: "growth" | "dividend" = "growth";
      let total = 0;
      for (const key of ["growth", "dividend"] as const) {
        const res = await page.request.get(`/api/v1/work/investment/${key}?page=1`);
        total = ((await res.json()) as { totalPages: number }).totalPages;
        multi = key;
        if (total >= 3) break;
      }
      expect(total).toBeGreaterThanOrEqual(3);
      await page.getByRole("button", { name: scanner(multi), exact: true }).click();
      const pager = page.getByRole("navigation", { name: S.pager.label });
      await expect(pager.getByRole("button", { name: fill(S.pager.page, { page: 1 }) })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(pager.getByRole("button", { name: S.pager.previous })).toBeDisabled();
      await expect(pager.getByRole("button")).toHaveText([S.pager.previous, "1", "2", "3", S.pager.next]);
      const firstSymbol = await page.getByRole("rowheader").first().textContent();
      await pager.getByRole("button", { name: S.pager.next }).click();
      await expect(pager.getByRole("button", { name: fill(S.pager.page, { page: 2 }) })).toHaveAttribute(
        "aria-current",
        "page",
      );
      const around = [1, 2, 3, 4].filter((p) => p <= total).map(String);
      await expect(pager.getByRole("button")).toHaveText([S.pager.previous, ...around, S.pager.next]);
      await expect(page.getByRole("rowheader").first()).not.toHaveText(firstSymbol ?? "");
      const last = Math.min(4, total);
      await pager.getByRole("button", { name: fill(S.pager.page, { page: last }) }).click();
      await expect(pager.getByRole("button", { name: fill(S.pager.page, { page: last }) })).toHaveAttribute(
        "aria-current",
        "page",
      );
      if (last === total) await expect(pager.getByRole("button", { name: S.pager.next })).toBeDisabled();
      await expectNoAxeViolations(page, "scanner results");

      // Choosing a scanner (even the same one) starts again at page 1.
      await page.getByRole("button", { name: scanner(multi), exact: true }).click();
      await expect(pager.getByRole("button", { name: fill(S.pager.page, { page: 1 }) })).toHaveAttribute(
        "aria-current",
        "page",
      );

      await page.getByRole("button", { name: S.logout }).click();
      await expect(page).toHaveURL(/\/(\?.*)?$/);
      await expect
        .poll(() => page.evaluate(async () => (await fetch("/api/v1/auth/authCheck")).json()))
        .toEqual({ user: null });
    });

    test("the empty state and the loading state", async ({ page }) => {
      // The answer is held until the test has seen the loading state, then given.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/v1/work/investment/rocket**", async (route) => {
        await held;
        await route.fulfill({ json: { data: [], totalTickers: 0, pageSize: 25, currentPage: 1, totalPages: 0 } });
      });
      await loginAs(page, "user", `/investment-screener?lang=${lang}`);
      await page.getByRole("button", { name: scanner("rocket"), exact: true }).click();
      await expect(page.getByText(S.loading)).toBeVisible();
      release();
      await expect(page.getByText(S.empty)).toBeVisible();
      await expect(page.getByRole("navigation", { name: S.pager.label })).toHaveCount(0);
      await expectNoAxeViolations(page, "empty results");
    });

    test("watchlists: create, rename, add from results, disabled Add, remove, delete", async ({ page }) => {
      test.setTimeout(90_000);
      const name = `Picks ${lang} ${Date.now() % 100000}`;
      await loginAs(page, "user", `/investment-screener?lang=${lang}`);
      await page.getByRole("tab", { name: S.tabs.watchlist }).click();
      await expect(page.getByRole("heading", { name: W.heading })).toBeVisible();

      // Create: a blank name is refused in the dialog; focus is trapped and returned.
      const createButton = page.getByRole("button", { name: W.create, exact: true });
      await createButton.click();
      const dialog = page.getByRole("dialog", { name: W.createTitle });
      await expect(dialog).toBeVisible();
      const input = dialog.getByRole("textbox", { name: W.nameLabel });
      await expect(input).toBeFocused();
      await input.fill("   ");
      await input.press("Enter");
      await expect(dialog.getByRole("alert")).toHaveText(W.nameRequired);
      for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await input.fill(name);
      await dialog.getByRole("button", { name: W.confirmCreate, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(createButton).toBeFocused();
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();

      // The same name in another case and with spaces is refused before any call.
      await createButton.click();
      await dialog.getByRole("textbox").fill(`  ${name.toUpperCase()} `);
      await dialog.getByRole("button", { name: W.confirmCreate, exact: true }).click();
      await expect(dialog.getByRole("alert")).toHaveText(W.nameTaken);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(createButton).toBeFocused();
      await expectNoAxeViolations(page, "watchlists");

      // Rename mode: an input and Save.
      const renamed = `${name} v2`;
      await page.getByRole("region", { name }).getByRole("button", { name: W.rename }).click();
      const renameInput = page.getByRole("textbox", { name: fill(W.renameLabel, { name }) });
      await expect(renameInput).toBeFocused();
      await renameInput.fill(renamed);
      await page.getByRole("button", { name: W.save, exact: true }).click();
      await expect(page.getByRole("heading", { name: renamed, exact: true })).toBeVisible();

      // Add from the results: Save only after choosing a list; then Add is disabled.
      await page.getByRole("tab", { name: S.tabs.scanners }).click();
      await page.getByRole("button", { name: scanner("growth"), exact: true }).click();
      const row = page
        .locator("tbody tr")
        .filter({ has: page.locator("button:not([disabled])") })
        .first();
      // The symbol is the row header's link; the company name follows it in the same cell.
      const symbol = ((await row.getByRole("rowheader").getByRole("link").textContent()) ?? "").trim();
      await row.getByRole("button", { name: exact(fill(S.addLabel, { symbol })) }).click();
      const addDialog = page.getByRole("dialog");
      await expect(addDialog).toBeVisible();
      const save = addDialog.getByRole("button", { name: W.save, exact: true });
      await expect(save).toBeDisabled();
      await expectNoAxeViolations(page, "add-to-watchlist dialog");
      await addDialog.getByRole("radio", { name: renamed }).check();
      await expect(save).toBeEnabled();
      await save.click();
      await expect(addDialog).toHaveCount(0);
      const listedRow = page
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader").getByRole("link", { name: symbol, exact: true }) });
      const listedAdd = listedRow.getByRole("button", { name: exact(fill(S.alreadyListed, { symbol })) });
      await expect(listedAdd).toBeDisabled();
      await expect(listedAdd).toHaveText(S.add);

      // The list shows the ticker with its data; remove it, then delete the list.
      await page.getByRole("tab", { name: S.tabs.watchlist }).click();
      const list = page.getByRole("region", { name: renamed }).first();
      await expect(list.getByRole("rowheader").getByRole("link", { name: symbol, exact: true })).toBeVisible();
      await expect(list.getByRole("row").nth(1)).toContainText(/\d\.\d{2}/);
      await list.getByRole("button", { name: exact(fill(W.removeLabel, { symbol, name: renamed })) }).click();
      await expect(list.getByText(W.emptyList)).toBeVisible();
      await list.getByRole("button", { name: exact(fill(W.deleteLabel, { name: renamed })) }).click();
      const confirm = page.getByRole("alertdialog", { name: W.deleteTitle });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page, "delete confirmation");
      await confirm.getByRole("button", { name: W.delete, exact: true }).click();
      await expect(page.getByRole("heading", { name: renamed, exact: true })).toHaveCount(0);
    });

    test("dashboard: the live table changes and flashes; sections", async ({ page }) => {
      test.setTimeout(60_000);
      const D = L.dashboard;
      await loginAs(page, "user", `/trading-screener?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: D.sections.gainers })).toBeVisible();
      const table = page.getByTestId("gainers-table");
      await expect(table.getByRole("row").nth(1)).toBeVisible();
      await expect(page.locator("[data-connection]")).toHaveAttribute("data-connection", "live");
      const prices = () => table.locator("tbody td:nth-child(2)").allTextContents();
      const before = (await prices()).join("|");
      await expect.poll(async () => (await prices()).join("|"), { timeout: 10_000 }).not.toBe(before);
      await expect(table.locator('[data-flash="true"]').first()).toBeAttached({ timeout: 30_000 });
      await expectNoAxeViolations(page, "rocket gainers");

      await page.getByRole("button", { name: D.sections.explanation, exact: true }).click();
      await expect(page.getByText(D.explanation.disclaimer)).toBeVisible();
      await expectNoAxeViolations(page, "explanation");
      // Notes Helper is built (tests/e2e/help-notes.e2e.ts tests it through).
      await page.getByRole("button", { name: D.sections.notesHelper, exact: true }).click();
      await expect(page.getByTestId("notes-helper")).toBeVisible();
      await expect(page.getByRole("heading", { name: D.underDevelopment.title })).toHaveCount(0);
      await expectNoAxeViolations(page, "notes helper");
    });

    test("reduced motion: a still highlight instead of the flash", async ({ page }) => {
      // Prices on the exchange's tick (a cent, 0.01–0.50 SAR) move less often than the unrounded
      // ones did: a row's cell can hold for several 500 ms pushes, so the first flash may take a while.
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await loginAs(page, "user", `/trading-screener?lang=${lang}`);
      // Read inside the page at once: a flashed cell is replaced on the next push.
      const table = page.getByTestId("gainers-table");
      const flash = () =>
        table.evaluate((t) => {
          const el = t.querySelector('[data-flash="true"]');
          return el
            ? { animation: getComputedStyle(el).animationName, outline: getComputedStyle(el).outlineStyle }
            : null;
        });
      await expect.poll(flash, { timeout: 40_000, intervals: [100] }).toEqual({ animation: "none", outline: "solid" });
    });

    test("the admin publishes a recommendation and a user sees it", async ({ page }) => {
      test.setTimeout(90_000);
      const A = L.admin;
      const symbol = lang === "en" ? "MSFT" : "AAPL";
      await loginAs(page, "admin", `/admin?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: A.sections.recommendations })).toBeVisible();
      // Client-side checks first: the first wrong field gets focus.
      await page.getByRole("button", { name: A.form.submit, exact: true }).click();
      await expect(page.getByLabel(A.form.symbol, { exact: true })).toBeFocused();
      await expect(page.getByText(A.form.invalidSymbol)).toBeVisible();
      await expectNoAxeViolations(page, "admin form with errors");

      await page.getByLabel(A.form.symbol, { exact: true }).fill("ZZZZQ");
      const entries = ["410.5", "405", "400", "395"];
      const targets = ["420", "430", "440", "450", "460"];
      for (const [i, v] of entries.entries())
        await page.getByLabel(fill(A.form.entry, { n: i + 1 }), { exact: true }).fill(v);
      for (const [i, v] of targets.entries())
        await page.getByLabel(fill(A.form.target, { n: i + 1 }), { exact: true }).fill(v);
      await page.getByLabel(fill(A.form.color, { n: 1 })).selectOption("green");
      await page.getByLabel(fill(A.form.color, { n: 2 })).selectOption("red");
      await page.getByLabel(A.form.stopLoss, { exact: true }).fill("380");
      // Whether it reaches a target is computed from prices: the form asks no percentage achieved.
      await expect(page.getByLabel(A.form.percentage, { exact: true })).toHaveCount(0);
      // The server knows the market: an unknown symbol is refused with its message.
      await page.getByRole("button", { name: A.form.submit, exact: true }).click();
      await expect(page.getByRole("alert")).toContainText("ZZZZQ");
      await page.getByLabel(A.form.symbol, { exact: true }).fill(symbol.toLowerCase());
      await page.getByRole("button", { name: A.form.submit, exact: true }).click();
      const published = page
        .getByRole("region", { name: A.list.title })
        .or(page.locator("section[aria-labelledby=published-title]"));
      const card = published.getByRole("article").filter({ hasText: symbol }).first();
      await expect(card).toBeVisible();
      await expect(card).toContainText("410.50");
      await expect(page.getByLabel(A.form.symbol, { exact: true })).toHaveValue("");
      await expectNoAxeViolations(page, "admin recommendations");
      // Help Center and Common Issues are built (tests/e2e/help-notes.e2e.ts tests them through).
      for (const [key, testId] of [
        ["helpCenter", "admin-help-center"],
        ["commonIssues", "admin-common-issues"],
      ] as const) {
        await page.getByRole("button", { name: A.sections[key], exact: true }).click();
        await expect(page.getByTestId(testId)).toBeVisible();
      }
      await expectNoAxeViolations(page, "admin common issues");

      await loginAs(page, "user", `/trading-screener?lang=${lang}`);
      await page.getByRole("button", { name: L.dashboard.sections.exclusiveService, exact: true }).click();
      const seen = page.getByRole("article").filter({ hasText: symbol }).first();
      await expect(seen).toBeVisible();
      await expect(seen).toContainText("460.00");
      await expect(seen.locator('[data-color="green"]')).toContainText("420.00");
      await expectNoAxeViolations(page, "exclusive service");

      // Deleted by the admin, gone for users.
      await loginAs(page, "admin", `/admin?lang=${lang}`);
      const mine = page.getByRole("article").filter({ hasText: symbol }).first();
      await mine.getByRole("button", { name: exact(fill(A.list.deleteLabel, { symbol })) }).click();
      await expect(page.getByRole("article").filter({ hasText: symbol })).toHaveCount(0);
    });
  });
}

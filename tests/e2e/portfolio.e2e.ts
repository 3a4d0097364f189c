// The portfolio page end to end against the real server, in English and Arabic: a portfolio
// created from the empty state, transactions added through the form (a future date and a sale
// beyond the holding refused under their fields), a CSV imported after its preview showed the
// error row (nothing saved) and the fixed file imported, then holdings, income, performance with
// its method, zakat with its sources, the CSV export, the report's PNG, the dashboard's link,
// no sideways scrolling at 375 px, and screenshots at 375 and 1366 px.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import arPortfolio from "../../src/i18n/ar/portfolio";
import enPortfolio from "../../src/i18n/en/portfolio";
import { expectNoAxeViolations } from "./axe";
import { loginAs } from "./helpers";

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

async function api(page: Page, method: "GET" | "DELETE", path: string) {
  const origin = new URL(page.url()).origin;
  const send = () =>
    page.request.fetch(`${origin}/api/v1${path}`, {
      method,
      data: method === "DELETE" ? {} : undefined,
      headers: { origin, "content-type": "application/json" },
    });
  // A kept-alive connection the server has just closed is reset once in a while: one more try.
  return send().catch(send);
}

/** A calendar day `days` before today (UTC), YYYY-MM-DD. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

/** A screenshot for the reader (PORTFOLIO_SHOTS names the folder; none without it). */
async function shot(page: Page, name: string) {
  if (process.env.PORTFOLIO_SHOTS)
    await page.screenshot({ path: `${process.env.PORTFOLIO_SHOTS}/${name}.png`, fullPage: true });
}

async function openTab(page: Page, name: string) {
  await page.getByRole("navigation", { name: /.+/ }).getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
}

for (const [lang, P] of [
  ["en", enPortfolio],
  ["ar", arPortfolio],
] as const) {
  test(`portfolio (${lang}): create, transactions, CSV import with an error then fixed, holdings, income, performance, zakat, export, report`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, "user", `/portfolio?lang=${lang}`);
    // A clean slate: the other language's run shares the demo user.
    const old = (await (await api(page, "GET", "/work/portfolios")).json()) as { portfolios: { id: string }[] };
    for (const p of old.portfolios) await api(page, "DELETE", `/work/portfolios/${p.id}`);
    await page.reload();

    // Empty state → create.
    await expect(page.getByTestId("portfolio-empty")).toBeVisible();
    await expect(page.getByText(P.empty)).toBeVisible();
    await page.getByRole("button", { name: P.create }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: P.form.save }).click();
    await expect(dialog.getByText(fill(P.errors.required, { field: P.form.name }))).toBeVisible();
    await dialog.getByLabel(P.form.name).fill(`Growth ${lang}`);
    await dialog.locator('select[name="baseCurrency"]').selectOption("USD");
    await expect(dialog.getByText(fill(P.peg, { rate: "3.75" }))).toBeVisible();
    await dialog.getByRole("button", { name: P.form.save }).click();
    await expect(dialog).toBeHidden();
    // The name as typed, then the base currency named in the page's language.
    await expect(page.getByTestId("portfolio-picker")).toContainText(`Growth ${lang}`);
    await expect(page.getByTestId("portfolio-picker")).toContainText(lang === "ar" ? "الدولار الأمريكي" : "US dollar");

    // Transactions through the form.
    await openTab(page, P.tabs.transactions);
    await expect(page.getByText(P.transactions.empty)).toBeVisible();
    const addTransaction = async (values: {
      type: string;
      date: string;
      symbol?: string;
      quantity?: string;
      price: string;
    }) => {
      await page.getByTestId("add-transaction").click();
      const form = page.getByRole("dialog");
      await form.locator('select[name="type"]').selectOption(values.type);
      await form.locator('input[name="date"]').fill(values.date);
      if (values.symbol) await form.locator('input[name="symbol"]').fill(values.symbol);
      if (values.quantity) await form.locator('input[name="quantity"]').fill(values.quantity);
      await form.locator('input[name="price"]').fill(values.price);
      await form.getByRole("button", { name: P.txForm.save }).click();
      return form;
    };
    let form = await addTransaction({ type: "deposit", date: "2999-01-01", price: "10000" });
    await expect(form.getByText(fill(P.errors.future, { field: P.transactions.date }))).toBeVisible();
    await expect(form.locator('input[name="date"]')).toHaveAttribute("aria-invalid", "true");
    await form.locator('input[name="date"]').fill(daysAgo(40));
    await form.getByRole("button", { name: P.txForm.save }).click();
    await expect(form).toBeHidden();
    form = await addTransaction({ type: "buy", date: daysAgo(30), symbol: "AAPL", quantity: "١٠", price: "150" });
    await expect(form).toBeHidden();
    // A sale beyond the holding: the server's message under the quantity.
    form = await addTransaction({ type: "sell", date: daysAgo(20), symbol: "AAPL", quantity: "50", price: "160" });
    const quantityInput = form.locator('input[name="quantity"]');
    await expect(quantityInput).toHaveAttribute("aria-invalid", "true");
    await shot(page, `transaction-error-${lang}`);
    const message = await form.locator(`#${await quantityInput.getAttribute("aria-describedby")}`).textContent();
    expect(message?.length ?? 0).toBeGreaterThan(5);
    await quantityInput.fill("4");
    await form.getByRole("button", { name: P.txForm.save }).click();
    await expect(form).toBeHidden();
    await expect(page.getByTestId("transactions-table").locator("tbody tr")).toHaveCount(3);
    // The cash rule: withdrawals need cash, buys beyond it count as deposits.
    await expect(page.getByTestId("cash-rule")).toHaveText(P.transactions.cashRule);

    // CSV import: the preview shows the error row and nothing can be imported; the fixed file can.
    await openTab(page, P.tabs.importExport);
    const header = "date;type;symbol;quantity;price;fees;currency;note";
    const bad = `\uFEFF${header}\n${daysAgo(15)};buy;2222.SR;١٠٠;27,5;0;SAR;first\n${daysAgo(10)};sell;2222.SR;500;28;0;SAR;too many\n`;
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "broker.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await expect(page.getByTestId("import-rows").locator("tbody tr")).toHaveCount(2);
    await expect(page.getByTestId("import-rows").locator('tr[data-error="true"]')).toHaveCount(1);
    await expect(page.getByTestId("import-rows").locator('tr[data-line="3"]')).toHaveAttribute("data-error", "true");
    await expect(page.getByTestId("import-confirm")).toBeDisabled();
    // Every row's error is also said in a list, readable without scrolling the table sideways.
    await expect(page.getByTestId("import-row-errors").locator("li")).toHaveCount(1);
    await expect(page.getByTestId("import-row-errors")).toContainText(
      fill(P.import.lineError, { line: 3, field: P.transactions.quantity, message: "" }).replace(/:\s*$/, ""),
    );
    await shot(page, `import-preview-${lang}`);
    // A long file: the answer holds the first 100 rows and the first 50 errors; the page says how
    // many rows there are and how many more errors follow.
    const long = `${header}\n${`${daysAgo(15)};teleport;;;1;0;SAR;\n`.repeat(300)}`;
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "long.csv", mimeType: "text/csv", buffer: Buffer.from(long) });
    await expect(page.getByTestId("import-more-errors")).toBeVisible();
    await expect(page.getByTestId("import-preview-first")).toBeVisible();
    await expect(page.getByTestId("import-rows").locator("tbody tr")).toHaveCount(100);
    await expect(page.getByTestId("import-rows").locator("caption")).toContainText(lang === "en" ? "300" : /300|٣٠٠/);
    await expect(page.getByTestId("import-confirm")).toBeDisabled();
    const fixed = bad.replace(";500;", ";100;");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "broker.csv", mimeType: "text/csv", buffer: Buffer.from(fixed) });
    await expect(page.getByTestId("import-rows").locator('tr[data-error="true"]')).toHaveCount(0);
    await expect(page.getByTestId("import-confirm")).toHaveText(
      fill(lang === "en" ? "Import 2 rows" : "استيراد صفين", {}),
    );
    await page.getByTestId("import-confirm").click();
    await expect(page.getByTestId("import-done")).toBeVisible();
    const after = (await (await api(page, "GET", "/work/portfolios")).json()) as {
      portfolios: { transactionCount: number }[];
    };
    expect(after.portfolios[0]?.transactionCount).toBe(5);

    // Export: the same format back.
    const download = page.waitForEvent("download");
    await page.getByTestId("export-csv").click();
    const file = await download;
    const csv = readFileSync((await file.path()) as string, "utf8").replace(/^\uFEFF/, "");
    expect(csv.split(/\r?\n/)[0]).toBe("date,type,symbol,quantity,price,fees,currency,note");
    expect(csv).toContain("2222.SR");

    // Holdings: AAPL, 6 left, its amounts in dollars.
    await openTab(page, P.tabs.holdings);
    const holdings = page.getByTestId("holdings-table");
    await expect(holdings.locator('tr[data-symbol="AAPL"]')).toContainText("$");
    // 2222.SR was bought and sold whole: no longer held, a closed position in the journal.
    await expect(holdings.locator('tr[data-symbol="2222.SR"]')).toHaveCount(0);
    await expect(holdings.locator('tr[data-symbol="AAPL"] td').first()).toHaveText("6");
    await expect(page.getByRole("heading", { name: P.allocation.title, exact: true })).toBeVisible();
    await noSidewaysScroll(page);

    await openTab(page, P.tabs.income);
    await expect(page.getByRole("heading", { name: P.income.projectedTitle })).toBeVisible();
    // Each payment: AAPL pays quarterly; every row has one of the three statuses, named.
    const payments = page.getByTestId("income-payments");
    const aaplPayments = payments.locator('tr[data-symbol="AAPL"]');
    await expect(aaplPayments.first()).toContainText(P.income.frequencies.quarterly);
    for (const row of await aaplPayments.all()) {
      const status = (await row.getAttribute("data-status")) as keyof typeof P.income.statuses;
      await expect(row).toContainText(P.income.statuses[status]);
    }
    await noSidewaysScroll(page);

    await openTab(page, P.tabs.performance);
    await expect(page.getByTestId("performance-table").locator("tbody tr")).toHaveCount(4);
    await expect(page.getByText(P.performance.methodMwr)).toBeVisible();
    // Forty days of history: every period is under a year, so no row is marked annualised (GIPS).
    await expect(page.getByText(P.performance.methodAnnualised)).toBeVisible();
    await expect(page.getByTestId("annualised")).toHaveCount(0);

    await openTab(page, P.tabs.zakat);
    // One tab is the current one (Holdings, whose link is a part of every tab's address, is not).
    await expect(page.getByRole("navigation", { name: P.tabsLabel }).locator('[aria-current="page"]')).toHaveText(
      P.tabs.zakat,
    );
    // The nisab's source is named in the page's language: no English label on an Arabic page.
    if (lang === "ar")
      expect((await page.getByTestId("gold-default").textContent())?.replace("LBMA", "")).not.toMatch(/[A-Za-z]{3,}/);
    await expect(page.getByTestId("zakat-disclaimer")).toHaveText(P.zakat.disclaimer);
    await expect(page.getByTestId("zakat-report")).toBeVisible();
    await expect(page.getByTestId("zakat-sources")).toContainText(P.zakat.sourceIifa);
    await expect(page.getByTestId("zakat-sources")).toContainText(P.zakat.sourceAaoifi21);
    await expect(page.getByTestId("gold-default")).toBeVisible();
    // Each holding names the rule applied and why its default is the default; purification by
    // AAOIFI 21 over the zakat year lists every holding with its days held.
    await expect(page.getByTestId("zakat-holdings").locator("[data-basis]").first()).toBeVisible();
    await expect(page.getByTestId("zakat-holdings")).toContainText(P.zakat.defaultReasons.listedAbroad);
    await expect(page.getByTestId("purification")).toContainText(P.zakat.purificationIntro);
    await expect(page.getByTestId("purification-period")).toBeVisible();
    await expect(page.getByTestId("purification-items").locator('tr[data-status="known"]').first()).toBeVisible();
    await page.locator('input[name="goldPrice"]').fill("-3");
    await page.getByRole("button", { name: P.zakat.calculate }).click();
    await expect(
      page.getByText(fill(P.errors.negative, { field: fill(P.zakat.goldPrice, { currency: "$" }) })),
    ).toBeVisible();
    await page.locator('input[name="goldPrice"]').fill("1");
    await page.getByRole("button", { name: P.zakat.calculate }).click();
    // At one dollar a gram the nisab is $85: zakat is due.
    await expect(page.getByTestId("zakat-not-due")).toBeHidden();
    await expect(page.getByTestId("zakat-total")).not.toHaveText("$0.00");
    await expectNoAxeViolations(page);
    // The dividend ratio, named as what it is, on request.
    await page.locator('select[name="purification"]').selectOption("dividendRatio");
    await page.getByRole("button", { name: P.zakat.calculate }).click();
    await expect(page.getByTestId("purification")).toContainText(P.zakat.purificationRatioIntro);
    await expect(page.getByTestId("purification-items")).toContainText(P.zakat.dividends);

    await openTab(page, P.tabs.journal);
    const closed = page.getByTestId("closed-positions");
    await expect(closed).toContainText("2222.SR");
    // The result in the base currency (dollars) beside its holding period.
    await expect(closed).toContainText("$");
    await expect(closed).toContainText(lang === "en" ? "5 days" : "5 أيام");
    await expect(page.getByTestId("journal-notes")).toContainText("too many");

    await openTab(page, P.tabs.report);
    await expect(page.getByTestId("portfolio-report")).toBeVisible();
    await expect(page.getByTestId("report-simulated")).toHaveText(P.report.simulated);
    // Printed: the report alone, without the app's header and the page's controls.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-signed-in-layout] > header")).toBeHidden();
    await expect(page.getByTestId("report-png")).toBeHidden();
    await expect(page.getByTestId("portfolio-report")).toBeVisible();
    await shot(page, `report-print-${lang}`);
    await page.emulateMedia({ media: "screen" });
    const png = page.waitForEvent("download");
    await page.getByTestId("report-png").click();
    expect((await png).suggestedFilename()).toMatch(/\.png$/);

    // No sideways scrolling at 320, 375, 768 and 1366 px; screenshots of the holdings and zakat.
    for (const width of [320, 375, 768, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of ["holdings", "zakat"] as const) {
        await page.goto(`/portfolio?lang=${lang}${tab === "holdings" ? "" : `&tab=${tab}`}`);
        await expect(page.getByRole("heading", { level: 2, name: P.tabs[tab], exact: true })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await noSidewaysScroll(page);
        await page.screenshot({
          path: `${process.env.PORTFOLIO_SHOTS ?? "test-results"}/portfolio-${tab}-${lang}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
}

test("the dashboard's Portfolio Insights section links to the portfolio page", async ({ page }) => {
  await loginAs(page, "user", "/trading-screener?section=portfolioInsights");
  await page.getByTestId("portfolio-links").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/portfolio/);
  await expect(page.getByRole("heading", { level: 1, name: enPortfolio.title })).toBeVisible();
});

// The zakat of all one's wealth end to end, in English and Arabic: without a portfolio the
// profile's own wealth still counts (the empty page's fold); a profile saved with cash changes
// the report's total; negative debts are refused by the server with its message at the field, in
// the page's language; then with a portfolio the Zakat tab's "all your wealth" part counts it
// beside the profile. No sideways scrolling at 320 px; screenshots at 320 and 1366 px
// (ZAKAT_SHOTS names the folder; none without it).
import { expect, type Page, test } from "@playwright/test";
import arPortfolio from "../../src/i18n/ar/portfolio";
import enPortfolio from "../../src/i18n/en/portfolio";
import { expectNoAxeViolations } from "./axe";
import { loginAs } from "./helpers";

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

async function api(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const send = () =>
    page.request.fetch(`${origin}/api/v1${path}`, {
      method,
      data: data ?? (method === "GET" ? undefined : {}),
      headers: { origin, "content-type": "application/json" },
    });
  // A kept-alive connection the server has just closed is reset once in a while: one more try.
  return send().catch(send);
}

const PROFILE = {
  hawl: { hijri: "1447-09-01" },
  nisabBasis: "gold",
  otherWealth: { cash: 0, goldGrams: 0, silverGrams: 0, receivables: 0, debts: 0 },
  currency: "SAR",
  purificationMethod: "aaoifi21",
};

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(1);
}

async function shot(page: Page, name: string) {
  const dir = process.env.ZAKAT_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  // A long phone page also in parts a reader can see whole.
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  if (width > 400) return;
  for (let y = 0, i = 1; y < height; y += 1000, i++)
    await page.screenshot({
      path: `${dir}/${name}-part${i}.png`,
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(1000, height - y) },
    });
}

for (const [lang, P] of [
  ["en", enPortfolio],
  ["ar", arPortfolio],
] as const) {
  const Z = P.zakat;
  test(`zakat of all one's wealth (${lang}): the profile saved, a refused field, portfolios counted`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 800 });
    await loginAs(page, "user", `/portfolio?lang=${lang}`);
    // A clean slate: the other language's run shares the demo user.
    const old = (await (await api(page, "GET", "/work/portfolios")).json()) as { portfolios: { id: string }[] };
    for (const p of old.portfolios) await api(page, "DELETE", `/work/portfolios/${p.id}`);
    expect((await api(page, "PUT", "/work/zakat/profile", PROFILE)).status()).toBe(200);
    await page.reload();

    // No portfolio: the fold opens the profile and a report of its wealth alone.
    await expect(page.getByTestId("portfolio-empty")).toBeVisible();
    await page.getByText(Z.whole.title, { exact: true }).click();
    const whole = page.getByTestId("whole-zakat");
    await expect(whole.getByTestId("whole-no-portfolios")).toHaveText(Z.whole.noPortfolios);
    await expect(whole.getByTestId("zakat-disclaimer")).toHaveText(Z.disclaimer);
    const total = whole.getByTestId("whole-total");
    await expect(total).toBeVisible();
    const before = await total.textContent();
    await expect(whole.getByTestId("whole-not-due")).toBeVisible();
    // The hawl's Hijri day in words with its Gregorian day.
    await expect(whole.getByTestId("hawl-day")).toContainText("1447");
    await expect(whole.getByTestId("hawl-day")).toContainText("2026");

    // Cash on the silver nisab: due, 2.5 % of 100,000 riyals.
    await whole.getByLabel(Z.profile.fields.nisabBasis).selectOption("silver");
    await whole.getByLabel(Z.profile.fields.cash).fill(lang === "ar" ? "١٠٠٠٠٠" : "100000");
    await whole.getByRole("button", { name: Z.profile.save }).click();
    await expect(whole.getByText(Z.profile.saved)).toBeVisible();
    await expect(total).not.toHaveText(before ?? "");
    await expect(total).toContainText("2,500.00");
    await expect(whole.getByTestId("whole-not-due")).toBeHidden();
    await expect(whole.getByTestId("whole-nisab")).toContainText(Z.metals.silver);
    await expect(whole.locator('[data-line="cash"]')).toContainText("100,000.00");
    await noSidewaysScroll(page);
    await shot(page, `empty-saved-${lang}-320`);

    // Negative debts: the server's sentence, in the page's language, under the debts field.
    const debts = whole.getByLabel(Z.profile.fields.debts);
    await debts.fill("-5");
    await whole.getByRole("button", { name: Z.profile.save }).click();
    await expect(debts).toHaveAttribute("aria-invalid", "true");
    const said = fill(Z.profile.errors.negative, { field: Z.profile.fields.debts });
    await expect(whole.locator(`#${await debts.getAttribute("aria-describedby")}`)).toHaveText(said);
    await noSidewaysScroll(page);
    await shot(page, `refused-${lang}-320`);
    await expectNoAxeViolations(page, { include: '[data-testid="whole-zakat"]', what: "the refused profile" });
    // The refused save changed nothing: the saved profile still has no debts.
    const saved = (await (await api(page, "GET", "/work/zakat/profile")).json()) as typeof PROFILE;
    expect(saved.otherWealth).toMatchObject({ cash: 100000, debts: 0 });

    // A portfolio with 40,000 riyals of cash, counted beside the profile's 100,000: 3,500.
    const created = await api(page, "POST", "/work/portfolios", { name: `Savings ${lang}`, baseCurrency: "SAR" });
    const { portfolio } = (await created.json()) as { portfolio: { id: string } };
    const day = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const deposit = await api(page, "POST", `/work/portfolios/${portfolio.id}/transactions`, {
      type: "deposit",
      date: day,
      price: 40000,
    });
    expect(deposit.status()).toBe(201);
    for (const width of [1366, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/portfolio?lang=${lang}&tab=zakat&id=${portfolio.id}`);
      const part = page.getByRole("group", { name: Z.whole.tabsLabel });
      await part.getByRole("button", { name: Z.whole.tabs.all }).click();
      await expect(part.getByRole("button", { name: Z.whole.tabs.all })).toHaveAttribute("aria-pressed", "true");
      const report = page.getByTestId("whole-zakat-report");
      await expect(report.getByTestId("whole-counted")).toContainText(`Savings ${lang}`);
      await expect(report.getByTestId("whole-total")).toContainText("3,500.00");
      await expect(report.getByTestId("whole-next-hawl")).toBeVisible();
      await noSidewaysScroll(page);
      await shot(page, `tab-${lang}-${width}`);
      if (width === 1366) await expectNoAxeViolations(page, { what: "the zakat tab, all your wealth" });
    }
  });
}

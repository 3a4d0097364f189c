// The partner fundamentals sections and the ticker page's Shariah card in Chromium, in English
// and Arabic: a Saudi company searched by its Arabic name opens its fundamentals, the six
// sections show it, the statements switch between quarters and years, the image download, axe
// on every screen, no sideways scrolling from 320 to 1366 px, and on a phone each statement's row
// labels and newest period in view as its frame opens.
import { expect, type Page, test } from "@playwright/test";
import { i18nString } from "typesafe-i18n";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo } from "./settle";

test.describe.configure({ timeout: 120_000 });

const DICT = { en, ar } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));
const SECTIONS = [
  ["financial-summary", "financialSummary"],
  ["growth-metrics", "growthMetrics"],
  ["valuation-metrics", "valuationMetrics"],
  ["analyst-ratings", "analystRatings"],
  ["insider-activity", "insiderActivity"],
  ["institutional-ownership", "institutionalOwnership"],
] as const;

async function expectNoSidewaysScroll(page: Page, shots: string) {
  for (const width of [320, 375, 768, 1366]) {
    await resizeTo(page, width, 800);
    if (width === 375 || width === 1366)
      await page.screenshot({ path: `test-results/${shots}-${width}.png`, fullPage: true });
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(scroll, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(inner);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const F = L.fundamentals;
  const pages = L.partner.nav.pages;

  test.describe(`fundamentals (${lang})`, () => {
    test("a Saudi company searched by its Arabic name opens its fundamentals", async ({ page }) => {
      await loginAs(page, "partner", `/partner/fundamentals/financial-summary?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: pages.financialSummary })).toBeVisible();
      await expect(page.getByText(F.choose)).toBeVisible();
      await expectNoAxeViolations(page, { what: `${lang} fundamentals, no company` });

      await page.getByRole("combobox", { name: F.search.label }).fill("الراجحي");
      const result = page.getByTestId("fundamentals-results").getByRole("option").first();
      await expect(result).toContainText("1120.SR");
      if (lang === "ar") await expect(result).toContainText("مصرف الراجحي");
      await result.click();
      await expect(page).toHaveURL(/symbol=1120\.SR/);
      const company = page.getByTestId("fundamentals-company");
      await expect(company).toContainText("1120.SR");
      await expect(company).toContainText(lang === "ar" ? "مصرف الراجحي" : "Al Rajhi");
      // The exchange in the page's language.
      await expect(company).toContainText(L.ticker.exchanges.Saudi);
      // The Exchange's own sector, in the page's language.
      await expect(page.getByTestId("fundamentals-sector")).toHaveText(lang === "ar" ? "البنوك" : "Banks");
      await expect(page.getByRole("heading", { level: 2, name: F.statements.income })).toBeVisible();
      await expect(page.getByTestId("chart-income")).toBeVisible();
      // Quarterly first; the toggle shows the five fiscal years.
      await expect(page.getByRole("columnheader", { name: "2025-Q4" }).first()).toBeVisible();
      await page.getByRole("button", { name: F.period.annual, exact: true }).click();
      await expect(page.getByRole("button", { name: F.period.annual, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByRole("columnheader", { name: "2021", exact: true }).first()).toBeVisible();
      await expectNoAxeViolations(page, { what: `${lang} financial summary` });

      // The image, named after the section and the company.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: F.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe("financial-summary-1120.SR.png");

      await expectNoSidewaysScroll(page, `fundamentals-financial-${lang}`);
    });

    test("the six sections show the chosen company; axe passes on each", async ({ page }) => {
      await loginAs(page, "partner", `/partner/fundamentals/growth-metrics?symbol=1120.SR&lang=${lang}`);
      for (const [path, key] of SECTIONS.slice(1)) {
        await page.goto(`/partner/fundamentals/${path}?symbol=1120.SR&lang=${lang}`);
        await expect(page.getByRole("heading", { level: 1, name: pages[key] })).toBeVisible();
        await expect(page.getByTestId("fundamentals-company")).toContainText("1120.SR");
        await expectNoAxeViolations(page, { what: `${lang} ${path}` });
        if (path === "valuation-metrics" || path === "insider-activity")
          await expectNoSidewaysScroll(page, `fundamentals-${path}-${lang}`);
      }
      await expect(page.getByRole("columnheader", { name: F.institutions.holder })).toBeVisible();
      // The sidebar links the sections instead of a placeholder.
      await page.goto(`/partner/fundamentals/analyst-ratings?symbol=AAPL&lang=${lang}`);
      await expect(page.getByTestId("ratings-consensus")).toBeVisible();
      await expect(page.getByText(L.partner.placeholder.title)).toHaveCount(0);
    });

    test("the chosen company goes with the sidebar from section to section", async ({ page }) => {
      await loginAs(page, "partner", `/partner/fundamentals/financial-summary?symbol=2222.SR&lang=${lang}`);
      await expect(page.getByTestId("fundamentals-company")).toContainText("2222.SR");
      for (const [path, key] of [SECTIONS[1], SECTIONS[4], SECTIONS[0]]) {
        await page.getByRole("navigation").getByRole("link", { name: pages[key], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/partner/fundamentals/${path}\\?.*symbol=2222\\.SR`));
        await expect(page.getByRole("heading", { level: 1, name: pages[key] })).toBeVisible();
        await expect(page.getByTestId("fundamentals-company")).toContainText("2222.SR");
      }
    });

    test("on a phone each statement shows its row labels and the newest period without scrolling", async ({ page }) => {
      await loginAs(page, "partner", `/partner/fundamentals/financial-summary?symbol=2222.SR&lang=${lang}`);
      await expect(page.getByTestId("fundamentals-company")).toContainText("2222.SR", { timeout: 20_000 });
      for (const width of [320, 375]) {
        await resizeTo(page, width, 800);
        for (const id of ["st-income", "st-balance", "st-cash"]) {
          const frame = page.locator(`[role=region][aria-labelledby=${id}]`);
          await frame.scrollIntoViewIfNeeded();
          // Every row's label and its first figure (the newest period) lie inside the frame as
          // it opens, in both languages; older periods may scroll.
          const outside = await frame.evaluate((box) => {
            const edge = box.getBoundingClientRect();
            const out: string[] = [];
            for (const row of box.querySelectorAll("tr")) {
              for (const cell of [...row.children].slice(0, 2)) {
                const r = cell.getBoundingClientRect();
                if (r.left < edge.left - 0.5 || r.right > edge.right + 0.5) out.push(cell.textContent ?? "");
              }
            }
            return out;
          });
          expect(outside, `${id} at ${width} px`).toEqual([]);
        }
      }
      await page.screenshot({ path: `test-results/fundamentals-statement-${lang}-375.png` });
    });

    test("a bank's own lines; simulated insiders by position and holders as examples", async ({ page }) => {
      await loginAs(page, "partner", `/partner/fundamentals/financial-summary?symbol=1120.SR&lang=${lang}`);
      await expect(page.getByTestId("fundamentals-company")).toContainText("1120.SR", { timeout: 20_000 });
      for (const row of [F.rows.netInterestIncome, F.rows.loans, F.rows.customerDeposits])
        await expect(page.getByRole("rowheader", { name: row, exact: true })).toBeVisible();
      await page.goto(`/partner/fundamentals/insider-activity?symbol=1120.SR&lang=${lang}`);
      await expect(page.getByRole("columnheader", { name: F.insiders.title })).toBeVisible();
      await expect(page.getByRole("columnheader", { name: F.insiders.name, exact: true })).toHaveCount(0);
      const roles = Object.values(F.insiders.roles);
      const first = await page.locator("tbody tr").first().locator("td").nth(1).textContent();
      expect(roles).toContain(first);
      await page.goto(`/partner/fundamentals/institutional-ownership?symbol=1120.SR&lang=${lang}`);
      await expect(page.locator("tbody tr").first().locator("td").first()).toHaveText(
        fill(F.institutions.example, { letter: lang === "ar" ? "أ" : "A" }),
      );
    });

    test("an unknown symbol says so", async ({ page }) => {
      await loginAs(page, "partner", `/partner/fundamentals/insider-activity?symbol=NOPE&lang=${lang}`);
      await expect(page.getByRole("alert")).toHaveText(fill(F.notFound, { symbol: "NOPE" }));
    });

    test("the ticker page's Shariah card: status, reasons, basis and the statement", async ({ page }) => {
      await loginAs(page, "user", `/ticker/JPM?lang=${lang}`);
      const card = page.getByTestId("shariah-card");
      await expect(card.getByRole("heading", { name: F.shariah.title })).toBeVisible();
      await expect(page.getByTestId("shariah-status")).toHaveText(F.shariah.status["non-compliant"]);
      await expect(page.getByTestId("shariah-reasons")).toContainText(
        fill(F.shariah.reasons.business, { industry: F.shariah.industries["conventional-bank"] }),
      );
      // A counted text (Arabic plural forms): formatted as the app formats it.
      await expect(page.getByTestId("shariah-basis")).toContainText(i18nString(lang)(F.shariah.basis, { months: 36 }));
      await expect(page.getByTestId("shariah-disclaimer")).toHaveText(F.shariah.disclaimer);
      // The card only: the range buttons above it are the ticker page's own (their labels differ
      // from their text, which the stricter rule set of axe.ts reports).
      await expectNoAxeViolations(page, { include: "[data-testid=shariah-card]", what: `${lang} ticker Shariah card` });
      await page.goto(`/ticker/1120.SR?lang=${lang}`);
      await expect(page.getByTestId("shariah-status")).toBeVisible();
      await expect(page.getByTestId("shariah-card")).toContainText(F.shariah.industries["islamic-bank"]);
      await expectNoSidewaysScroll(page, `shariah-${lang}`);
    });
  });
}

// The disclaimer page in Chromium, in English and Arabic: the footer link of the landing page, of
// a signed-in page and of a partner page opens it; it names the current data source (simulated
// here), reads without sideways scrolling at 320 and 1366 px, and passes axe.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo, sidewaysOverflow } from "./settle";

const DICT = { en, ar } as const;

async function noSidewaysScroll(page: Page, what: string) {
  for (const width of [320, 1366]) {
    await resizeTo(page, width, 900);
    await expect.poll(() => sidewaysOverflow(page), `${what} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
}

/** Follows the page's footer link to the disclaimer and checks the page it opens. */
async function openFromFooter(page: Page, lang: "en" | "ar", what: string) {
  const L = DICT[lang];
  const link = page.locator("footer").getByRole("link", { name: L.common.disclaimerLink, exact: true }).last();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/disclaimer/);
  await expect(page.getByRole("heading", { level: 1, name: L.disclaimer.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: L.disclaimer.info.title })).toBeVisible();
  // The demo server's prices are simulated: the page says so.
  await expect(page.getByTestId("data-source")).toHaveText(L.disclaimer.data.sources.sim);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  await noSidewaysScroll(page, `disclaimer from ${what} (${lang})`);
  await expectNoAxeViolations(page, { what: `disclaimer (${lang})` });
}

for (const lang of ["en", "ar"] as const) {
  test.describe(`disclaimer (${lang})`, () => {
    test("from the landing page's footer", async ({ page }) => {
      await page.goto(`/?lang=${lang}`);
      await openFromFooter(page, lang, "the landing page");
    });

    test("from a signed-in page's footer", async ({ page }) => {
      await loginAs(page, "user", `/account?lang=${lang}`);
      await openFromFooter(page, lang, "a signed-in page");
    });

    test("from a partner page's footer", async ({ page }) => {
      await loginAs(page, "partner", `/partner/events/dividends?lang=${lang}`);
      await openFromFooter(page, lang, "a partner page");
    });
  });
}

// The weekly report's week picker in Chromium, in English and Arabic, as the demo partner: the
// latest week named by its days, the week before with the keyboard (the week and the address
// change, the button keeps the focus), a reload and the back button showing the week the address
// names, a week without a session and the way back to the latest; axe, no sideways scrolling at
// 320/375/768/1366 px, screenshots at 375 and 1366 px under test-results/news/.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo } from "./settle";

test.describe.configure({ timeout: 180_000 });

const DICT = { en, ar } as const;
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

const weekParam = (page: Page) => new URL(page.url()).searchParams.get("week");

for (const lang of ["en", "ar"] as const) {
  const N = DICT[lang].marketNews;

  test(`weekly report (${lang}): the week before and back, in the address`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await loginAs(page, "partner", `/partner/news/weekly-report?lang=${lang}`);
    const heading = page.getByTestId("weekly-week");
    const index = page.getByTestId("weekly-index");
    await expect(index).toBeVisible({ timeout: 20_000 });
    // "Week 47, 16–20 Nov 2026" / "الأسبوع 47، من 16 إلى 20 نوفمبر 2026".
    await expect(heading).toHaveText(
      lang === "ar" ? /^الأسبوع \d{1,2}، من \d{1,2} .*\d{4}$/ : /^Week \d{1,2}, \d{1,2}.*\d{4}$/,
    );
    const latest = (await heading.textContent())!;
    expect(weekParam(page)).toBeNull();
    const group = page.getByRole("group", { name: N.weekly.weekLabel, exact: true });
    const previous = group.getByRole("button", { name: N.weekly.previous, exact: true });
    const next = group.getByRole("button", { name: N.weekly.next, exact: true });
    // The latest week has none after it.
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await checkWidths(page, `weekly-picker-${lang}`);
    await expectNoAxeViolations(page, { what: `weekly report picker (${lang})` });

    // The week before, with the keyboard: the week and the address change, the focus stays.
    await previous.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => weekParam(page)).toMatch(/^\d{4}-W\d{2}$/);
    const earlier = weekParam(page)!;
    expect(new URL(page.url()).searchParams.get("market")).toBe("US");
    await expect(heading).not.toHaveText(latest);
    await expect(heading).toContainText(String(Number(earlier.slice(6))));
    await expect(index).toBeVisible();
    await expect(previous).toBeFocused();
    await expect(next).not.toHaveAttribute("aria-disabled", "true");
    const shown = (await heading.textContent())!;
    if (lang === "ar") expect(shown).not.toMatch(/[A-Za-z]/);
    await checkWidths(page, `weekly-earlier-${lang}`);

    // A reload shows the same week.
    await page.reload();
    await expect(index).toBeVisible({ timeout: 20_000 });
    await expect(heading).toHaveText(shown);
    // Back in the browser's history: the latest week again; forward: the earlier one.
    await page.goBack();
    await expect(heading).toHaveText(latest);
    await expect.poll(() => weekParam(page)).toBeNull();
    await page.goForward();
    await expect(heading).toHaveText(shown);
    // Next from there: the latest week, named in the address.
    await next.click();
    await expect(heading).toHaveText(latest);
    await expect.poll(() => weekParam(page)).not.toBe(earlier);

    // A week without a session says so, in the page's language; "Latest week" leads back.
    await page.goto(`/partner/news/weekly-report?lang=${lang}&market=SA&week=2020-W10`);
    await expect(page.getByTestId("no-session")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("no-session")).toContainText(lang === "ar" ? "الأسبوع 10" : "week 10");
    await group.getByRole("button", { name: N.weekly.latest, exact: true }).click();
    await expect(index).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => weekParam(page)).toBeNull();
    expect(new URL(page.url()).searchParams.get("market")).toBe("SA");
  });
}

// Help Center, Common Issues and Notes Helper in Chromium, in English and Arabic: the first
// articles read and searched (an Arabic search spelled another way finds its article), an
// article written by an admin with hostile Markdown shows it as text, notes are added, edited,
// listed with their symbol's link and deleted; no sideways scrolling at 320, 375 and 1366 px,
// axe finds nothing. Screenshots at 375 and 1366 px go to SHOTS_DIR when it is set.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo, sidewaysOverflow } from "./settle";

const DICT = { en, ar } as const;
const SHOTS = process.env.SHOTS_DIR;

async function noSidewaysScroll(page: Page, what: string) {
  for (const width of [320, 375, 1366]) {
    await resizeTo(page, width, 900);
    await expect.poll(() => sidewaysOverflow(page), `${what} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [375, 1366]) {
    await resizeTo(page, width, 900);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

for (const lang of ["en", "ar"] as const) {
  const T = DICT[lang];
  const H = T.help;

  test(`Help Center and Common Issues (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, "user", `/trading-screener?section=helpCenter&lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: T.dashboard.sections.helpCenter })).toBeVisible();
    const center = page.getByTestId("help-center");
    await expect(center.locator("details")).toHaveCount(9);
    await expect(center.getByRole("heading", { level: 2, name: H.categories.troubleshooting })).toBeVisible();
    const codeTitle = lang === "ar" ? "لم تصلني رسالة الرمز" : "The code e-mail did not arrive";
    const code = center.locator("details", { has: page.getByText(codeTitle, { exact: true }) });
    await code.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(code).toHaveAttribute("open", "");
    await expect(code.locator("ol li")).toHaveCount(4);

    // Search: Arabic spelled with ha for ta marbuta and without hamza finds the zakat article.
    const search = center.getByRole("searchbox", { name: H.center.searchLabel });
    await search.fill(lang === "ar" ? "الزكاه نصاب" : "zakat nisab");
    await expect(center.locator("details")).toHaveCount(1);
    await expect(center.getByRole("status").first()).toHaveText(
      H.center.results.replace("{count:number}", "1").replace("{count}", "1"),
    );
    const zakat = center.locator("details").first();
    await zakat.locator("summary").click();
    await expect(
      zakat.getByRole("link", { name: lang === "ar" ? "المحفظة، الزكاة" : "Portfolio, Zakat" }),
    ).toHaveAttribute("href", "/portfolio?tab=zakat");
    await search.fill("xylophone");
    await expect(center.locator("details")).toHaveCount(0);
    await search.fill("");
    await center
      .getByRole("group", { name: H.center.categoriesLabel })
      .getByRole("button", { name: H.categories.alerts })
      .click();
    await expect(center.locator("details")).toHaveCount(1);
    await center
      .getByRole("group", { name: H.center.categoriesLabel })
      .getByRole("button", { name: H.center.allCategories })
      .click();
    await expect(center.locator("details")).toHaveCount(9);
    await noSidewaysScroll(page, `help center (${lang})`);
    await expectNoAxeViolations(page, { what: `help center (${lang})` });
    await shots(page, `help-center-${lang}`);

    await page.goto(`/trading-screener?section=commonIssues&lang=${lang}`);
    const common = page.getByTestId("common-issues");
    await expect(common.locator("details")).toHaveCount(4);
    await common.locator("details").nth(2).locator("summary").click();
    await expect(common.locator("details").nth(2)).toHaveAttribute("open", "");
    await noSidewaysScroll(page, `common issues (${lang})`);
    await expectNoAxeViolations(page, { what: `common issues (${lang})` });
    await shots(page, `common-issues-${lang}`);
  });

  test(`an admin writes an article; hostile Markdown stays text (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, "admin", `/admin?section=commonIssues&lang=${lang}`);
    const E = H.editor;
    const admin = page.getByTestId("admin-common-issues");
    await expect(admin.locator("li[data-article]")).toHaveCount(4);
    await shots(page, `admin-common-issues-${lang}`);
    await admin.getByRole("button", { name: E.newArticle }).click();
    const form = page.locator("#article-editor");
    await form.getByRole("button", { name: E.save }).click();
    // Every empty field is named under it; focus goes to the first.
    await expect(
      form.getByText(lang === "ar" ? "حقل «العنوان الإنجليزي» مطلوب." : "English title is required."),
    ).toBeVisible();
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(4);
    const stamp = `${lang}-${Date.now()}`;
    const title = `Charts ${stamp}`;
    await form.getByLabel(H.fields.titleEn).fill(title);
    await form
      .getByLabel(H.fields.bodyEn)
      .fill(
        '## Try this\n\n<script>window.hacked = 1</script> <img src=x onerror="window.hacked = 2">\n\n[click](javascript:window.hacked=3) and [help](/disclaimer)',
      );
    await form.getByLabel(H.fields.titleAr).fill(`الرسوم ${stamp}`);
    await form
      .getByLabel(H.fields.bodyAr)
      .fill(
        "## جرّب هذا\n\n<script>window.hacked = 1</script>\n\n[اضغط](javascript:window.hacked=3) و[المساعدة](/disclaimer)",
      );
    await form.getByLabel(E.publishedField).check();
    const preview = form.getByRole("button", { name: E.preview }).first();
    await preview.click();
    await expect(form.getByTestId("preview-en").getByRole("link")).toHaveCount(1);
    await shots(page, `admin-editor-${lang}`);
    await form.getByRole("button", { name: E.save }).click();
    await expect(page.locator("#article-editor")).toHaveCount(0);
    const shownTitle = lang === "ar" ? `الرسوم ${stamp}` : title;
    const item = admin.locator("li[data-article]", { hasText: shownTitle });
    await expect(item).toBeVisible();
    await expect(admin.locator("li[data-article]").last()).toContainText(shownTitle);
    // Up one place, then unpublish and publish again.
    await item
      .getByRole("button", { name: E.moveUpLabel.replace("{title:string}", shownTitle).replace("{title}", shownTitle) })
      .click();
    await expect(admin.locator("li[data-article]").nth(3)).toContainText(shownTitle);
    await noSidewaysScroll(page, `admin common issues (${lang})`);
    await expectNoAxeViolations(page, { what: `admin common issues (${lang})` });

    // A reader sees it in Common Issues: the script and the image are text, the javascript: link is no link.
    await page.goto(`/trading-screener?section=commonIssues&lang=${lang}`);
    const article = page.getByTestId("common-issues").locator("details", { hasText: shownTitle });
    await article.locator("summary").click();
    await expect(article).toContainText("<script>window.hacked = 1</script>");
    await expect(article.locator("script, img")).toHaveCount(0);
    await expect(article.getByRole("link")).toHaveCount(1);
    await expect(article.getByRole("link")).toHaveAttribute("href", "/disclaimer");
    expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

    // Delete it, after the confirmation.
    await page.goto(`/admin?section=helpCenter&lang=${lang}`);
    const all = page.getByTestId("admin-help-center");
    const again = all.locator("li[data-article]", { hasText: shownTitle });
    await again
      .getByRole("button", { name: E.deleteLabel.replace("{title:string}", shownTitle).replace("{title}", shownTitle) })
      .click();
    await again.getByRole("alertdialog").getByRole("button", { name: E.confirm }).click();
    await expect(all.locator("li[data-article]", { hasText: shownTitle })).toHaveCount(0);
    await shots(page, `admin-help-center-${lang}`);
  });

  test(`notes on a ticker page and in the Notes Helper (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const N = T.notes;
    await loginAs(page, "user", `/ticker/AAPL?lang=${lang}`);
    const section = page.getByTestId("symbol-notes");
    await expect(section.getByRole("heading", { level: 2, name: N.symbolTitle })).toBeVisible();
    const text = lang === "ar" ? `أرباح الربع يوم الخميس ${Date.now()}` : `Earnings on Thursday ${Date.now()}`;
    await section.getByRole("textbox", { name: N.textField }).fill(text);
    await section.getByRole("button", { name: N.add }).click();
    const note = section.locator("li[data-note]", { hasText: text });
    await expect(note).toBeVisible();
    await expect(note.locator("[data-user-text]")).toHaveText(text);
    await section.scrollIntoViewIfNeeded();
    await noSidewaysScroll(page, `ticker notes (${lang})`);
    await expectNoAxeViolations(page, { include: '[data-testid="symbol-notes"]', what: `ticker notes (${lang})` });
    if (SHOTS) {
      for (const width of [375, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: join(SHOTS, `ticker-notes-${lang}-${width}.png`) });
      }
    }

    // Edit it.
    await note.getByRole("button", { name: N.edit }).click();
    const edited = `${text} (moved)`;
    await note.getByRole("textbox", { name: N.textField }).fill(edited);
    await note.getByRole("button", { name: N.save }).click();
    await expect(section.locator("li[data-note]", { hasText: edited })).toBeVisible();

    // The Notes Helper lists it with its symbol, which opens the ticker page.
    await page.goto(`/trading-screener?section=notesHelper&lang=${lang}`);
    const helper = page.getByTestId("notes-helper");
    const listed = helper.locator("li[data-note]", { hasText: edited });
    await expect(listed.getByRole("link")).toHaveAttribute("href", "/ticker/AAPL");
    // A note for another symbol from here; a wrong symbol is named.
    await helper.getByRole("textbox", { name: N.symbolField }).fill("NOT A SYMBOL");
    await helper.getByRole("textbox", { name: N.textField }).fill("x");
    await helper.getByRole("button", { name: N.add }).click();
    await expect(helper.getByRole("textbox", { name: N.symbolField })).toHaveAttribute("aria-invalid", "true");
    await helper.getByRole("textbox", { name: N.symbolField }).fill("2222.SR");
    await helper.getByRole("textbox", { name: N.textField }).fill(lang === "ar" ? "توزيع أرامكو" : "Aramco dividend");
    await helper.getByRole("button", { name: N.add }).click();
    await expect(helper.locator("li[data-note]").first().getByRole("link")).toHaveAttribute("href", "/ticker/2222.SR");
    await noSidewaysScroll(page, `notes helper (${lang})`);
    await expectNoAxeViolations(page, { what: `notes helper (${lang})` });
    await shots(page, `notes-helper-${lang}`);

    // Delete both, each after the confirmation.
    for (let i = 0; i < 2; i++) {
      const first = helper.locator("li[data-note]").first();
      await first.getByRole("button", { name: N.delete }).click();
      await first.getByRole("alertdialog").getByRole("button", { name: N.confirm }).click();
    }
    await expect(helper.locator("li[data-note]")).toHaveCount(0);
    await expect(helper.getByText(N.empty)).toBeVisible();
  });
}

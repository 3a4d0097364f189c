// The partner news in Chromium, in English and Arabic, as the demo partner: the daily recap (the
// latest completed session of each market, written in the language on screen, the session before,
// a day without a session, the copy button) and the event feed (the socket's news topic chosen,
// events filtered by market and kind, older pages), with axe and no sideways scrolling at
// 320/375/768/1366 px; screenshots at 375 and 1366 px under test-results/news/.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { formatLongDay } from "../../src/shared/datetime";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo } from "./settle";

test.describe.configure({ timeout: 180_000 });

const DICT = { en, ar } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));
const SHOTS = process.env.NEWS_SHOTS ?? "test-results/news";

async function checkWidths(page: Page, name: string) {
  for (const width of [320, 375, 768, 1366]) {
    await resizeTo(page, width, 900);
    if (width === 375 || width === 1366)
      await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    const { scroll, inner, wide } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      wide: [...document.querySelectorAll("body *")]
        .filter(
          (el) => el.getBoundingClientRect().right > window.innerWidth + 1 || el.getBoundingClientRect().left < -1,
        )
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className}`),
    }));
    expect(scroll, `${name}: no sideways scrolling at ${width} px (${wide.join(", ")})`).toBeLessThanOrEqual(inner);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const N = L.marketNews;

  test.describe(`partner news (${lang})`, () => {
    test("recap: the latest session in the language on screen, the one before, a day without one, copy", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.setViewportSize({ width: 1366, height: 900 });
      await loginAs(page, "partner", `/partner/news/recap?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1, name: N.recap.title })).toBeVisible();
      const report = page.getByTestId("recap");
      const headline = report.getByRole("heading", { level: 2 });
      await expect(headline).toBeVisible();
      await expect(report).toHaveAttribute("lang", lang);
      // The words of the language on screen: the index's verb, the simulated market's sentence.
      if (lang === "ar") {
        await expect(headline).toHaveText(/^(ارتفع|تراجع|استقر) مؤشر السوق الأمريكية/);
        await expect(report).toContainText("سوق محاكاة");
        // As laid out on screen: each mover reads right to left as name, symbol, signed change, and
        // the change keeps its sign in front of its digits.
        const layout = await report.locator("p").evaluateAll((paragraphs) => {
          const seen: string[] = [];
          const box = (node: Node, at: number) => {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            return range.getClientRects()[0]!;
          };
          for (const p of paragraphs) {
            const node = p.firstChild!;
            for (const m of (node.textContent ?? "").matchAll(/\(\u2068([^\u2069]+)\u2069\) \u2068([+\u2212])/g)) {
              const symbol = box(node, m.index + 2);
              const sign = box(node, m.index + m[0].length - 1);
              const digit = box(node, m.index + m[0].length);
              if (symbol.top !== sign.top || sign.top !== digit.top) continue; // wrapped between them
              seen.push(`${m[1]}: ${sign.left < symbol.left && sign.left < digit.left ? "ok" : "scrambled"}`);
            }
          }
          return seen;
        });
        expect(layout.length).toBeGreaterThan(0);
        expect(layout.filter((x) => !x.endsWith("ok"))).toEqual([]);
      } else {
        await expect(headline).toHaveText(/^US market index (rises|falls|ends flat)/);
        await expect(report).toContainText("simulated market");
      }
      // The figures the words were written from.
      const figures = page.getByTestId("recap-figures");
      const advancers = (await figures.locator("[data-figure=advancers]").textContent())!.replace(/,/g, "");
      if (lang === "en") await expect(report).toContainText(`${Number(advancers).toLocaleString("en-US")} share`);
      const date = await page.locator("input[name=date]").inputValue();
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // The browser's date box is in its own locale; the label says the day in the page's language.
      await expect(page.getByTestId("date-words")).toHaveText(formatLongDay(date, lang));

      // Copy: the headline and the body, in the clipboard.
      await page.getByRole("button", { name: N.recap.copy }).click();
      await expect(page.getByText(N.recap.copied)).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith((await headline.textContent())!)).toBe(true);

      // The session before.
      await page.getByRole("button", { name: N.recap.previous }).click();
      await expect(page.locator("input[name=date]")).not.toHaveValue(date);
      await expect(headline).toBeVisible();
      expect((await page.locator("input[name=date]").inputValue()) < date).toBe(true);
      await page.getByRole("button", { name: N.recap.next }).click();
      await expect(page.locator("input[name=date]")).toHaveValue(date);

      await checkWidths(page, `recap-${lang}`);
      await expectNoAxeViolations(page, { what: `recap (${lang})` });

      // Saudi Arabia: its own latest session, the Arabic names of its companies.
      await page.getByRole("button", { name: N.markets.SA }).click();
      await expect(headline).toContainText(lang === "ar" ? "السوق السعودية" : "Saudi");
      if (lang === "ar") {
        // The turnover in riyals said in words, no sign; the movers by their Arabic names.
        await expect(report).toContainText(/\d\u00a0(ألف|مليون|مليار|تريليون)\u00a0ريال\./);
        await expect(report).not.toContainText("ر.س");
      }

      // A Saturday in Riyadh and New York: no session, said as such, not as a failure.
      await page.locator("input[name=date]").fill("2026-11-14");
      await page.getByRole("button", { name: N.recap.show, exact: true }).click();
      await expect(page.getByTestId("no-session")).toContainText(
        fill(N.recap.noSession, { market: N.markets.SA, date: "" }).split(" ")[0]!,
      );
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.getByRole("button", { name: N.recap.latest }).click();
      await expect(headline).toBeVisible();
    });

    test("feed: events newest first on the exchanges' clocks, the news topic, filters", async ({ page }) => {
      const sent: string[] = [];
      page.on("websocket", (ws) => ws.on("framesent", (f) => sent.push(String(f.payload))));
      await page.setViewportSize({ width: 1366, height: 900 });
      await loginAs(page, "partner", `/partner/news/feed?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: N.feed.title })).toBeVisible();
      // The calendars' events of the session are stored on its first tick; the detector runs on every tick.
      const items = page.locator("[data-testid=feed] li");
      await expect(items.first()).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => sent.some((m) => m.includes('"topics":["news"]'))).toBe(true);
      const times = await items.locator("time").evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!));
      expect([...times].sort().reverse()).toEqual(times);
      await expect(items.first().locator("time")).toContainText(lang === "ar" ? "بتوقيت" : /New York|Riyadh/);
      await checkWidths(page, `feed-${lang}`);
      await expectNoAxeViolations(page, { what: `feed (${lang})` });
      // Saudi events only, then one kind of them.
      await page.getByRole("combobox", { name: L.marketNews.marketLabel, exact: true }).selectOption("SA");
      await expect(items.first()).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(async () => new Set(await items.evaluateAll((els) => els.map((el) => el.getAttribute("data-market")))))
        .toEqual(new Set(["SA"]));
      const kind = (await items.first().getAttribute("data-kind"))!;
      await page.getByRole("combobox", { name: N.feed.kindLabel, exact: true }).selectOption(kind);
      await expect
        .poll(async () => new Set(await items.evaluateAll((els) => els.map((el) => el.getAttribute("data-kind")))))
        .toEqual(new Set([kind]));
      if (lang === "ar")
        expect((await items.first().locator("p").textContent())!.replace(/\u2068[^\u2069]*\u2069/g, "")).not.toMatch(
          /[A-Za-z]/,
        );
    });

    test("weekly report: the latest week, both markets, PNG and PDF export", async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await loginAs(page, "partner", `/partner/news/weekly-report?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: N.weekly.title })).toBeVisible();
      await expect(page.getByTestId("weekly-index")).toContainText(N.weekly.index);
      await expect(page.getByRole("region", { name: N.weekly.best })).toBeVisible();
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: N.weekly.download }).click();
      expect((await download).suggestedFilename()).toMatch(/^weekly-report-US.*\.png$/);
      // The PDF the server draws, in the language on screen.
      const pdfRequest = page.waitForRequest(/format=pdf/);
      const pdf = page.waitForEvent("download");
      await page.getByRole("button", { name: N.weekly.downloadPdf }).click();
      expect((await pdfRequest).headers()["accept-language"]).toBe(lang);
      const saved = await pdf;
      expect(saved.suggestedFilename()).toMatch(/^weekly-report-US-\d{4}-W\d{2}\.pdf$/);
      expect(
        readFileSync((await saved.path())!)
          .subarray(0, 5)
          .toString("latin1"),
      ).toBe("%PDF-");
      // A server too busy to draw it: its own words, in the language on screen.
      const busy = lang === "ar" ? "الخادم مشغول" : "The server is busy";
      await page.route(/format=pdf/, (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ code: "busy", message: busy }),
        }),
      );
      await page.getByRole("button", { name: N.weekly.downloadPdf }).click();
      await expect(page.getByText(busy)).toBeVisible();
      await page.unroute(/format=pdf/);
      await checkWidths(page, `weekly-${lang}`);
      await expectNoAxeViolations(page, { what: `weekly report (${lang})` });
      await page.getByRole("button", { name: N.markets.SA }).click();
      await expect(page.getByTestId("weekly-index")).toBeVisible();
      if (lang === "ar") {
        const text = (await page.getByTestId("export-area").innerText()).replace(/\u2068[^\u2069]*\u2069/g, "");
        expect(text).not.toMatch(/\bPDF\b|\bW\d/);
      }
    });

    test("a read that fails: said in the language on screen, with what failed; Try again recovers", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 900 });
      // Each screen's first read fails (503 in the API's error shape); the retry goes through.
      const failOnce = new Set<string>();
      await page.route(/\/api\/v1\/partner\/news\/(recap|feed|weekly)\b/, async (route) => {
        const kind = /news\/(recap|feed|weekly)/.exec(route.request().url())![1]!;
        if (failOnce.has(kind)) return route.continue();
        failOnce.add(kind);
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ code: "UNAVAILABLE", message: "down" }),
        });
      });
      const screens = [
        // The feed may be empty this early: its list or its empty line.
        { path: "feed", message: N.feed.failed, ready: page.getByTestId(/^feed(-empty)?$/) },
        { path: "recap", message: N.failed, ready: page.getByTestId("recap") },
        { path: "weekly-report", message: N.failed, ready: page.getByTestId("weekly-index") },
      ];
      await loginAs(page, "partner", `/partner/news/feed?lang=${lang}`);
      for (const { path, message, ready } of screens) {
        if (path !== "feed") await page.goto(`/partner/news/${path}?lang=${lang}`);
        const alert = page.getByRole("alert").filter({ hasText: message });
        await expect(alert, `${path}: the failure said`).toBeVisible();
        if (path === "feed") await checkWidths(page, `feed-failed-${lang}`);
        await alert.getByRole("button", { name: N.retry }).click();
        await expect(ready, `${path}: shown after Try again`).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole("alert").filter({ hasText: message })).toHaveCount(0);
      }
    });
  });
}

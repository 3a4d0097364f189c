// The saved zakat years end to end, in English and Arabic: the Zakat tab's day field reads in the
// page's language with its Hijri day; from the Zakat tab's link to the page,
// first without a saved year (the page names the next hawl day, Hijri and Gregorian, on which the
// first is saved); then with one. The e2e server saves a year only on a real hawl day, so the
// year's list and report are answered by the test (page.route) with a report the server computed
// for a past day: the list shows the year's hawl day and zakat due with its currency, the year
// opens to its report, prints without the app's controls and saves as a PNG. Then a zakat
// reminder pushed on the user's socket shows as a toast in the page's language, whose link opens
// the Zakat tab. No sideways scrolling at 320, 375, 768 and 1366 px; screenshots at each
// (ZAKAT_SHOTS names the folder; none without it).
import { expect, type Page, test, type WebSocketRoute } from "@playwright/test";
import arPortfolio from "../../src/i18n/ar/portfolio";
import arZakatYears from "../../src/i18n/ar/zakatYears";
import enPortfolio from "../../src/i18n/en/portfolio";
import enZakatYears from "../../src/i18n/en/zakatYears";
import { formatDay, formatLongDay } from "../../src/shared/datetime";
import { formatMoney } from "../../src/shared/format";
import { formatHijri, formatHijriOf, fromHijri, nextHawl } from "../../src/shared/hijri";
import type { WealthZakatReport, ZakatYearSummary } from "../../src/shared/portfolio";
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
  return send().catch(send);
}

const HAWL = "1448-09-01";
const PROFILE = {
  hawl: { hijri: HAWL },
  nisabBasis: "silver",
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
  // Animations run to their end (a toast caught sliding in is cut at the top).
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true, animations: "disabled" });
}

/** Today on Riyadh's calendar, as the page reckons it. */
const riyadhToday = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

for (const [lang, P, Y] of [
  ["en", enPortfolio, enZakatYears],
  ["ar", arPortfolio, arZakatYears],
] as const) {
  const S = P.zakat.saved;
  test(`saved zakat years (${lang}): none yet, then one opened and printed; a reminder's toast`, async ({ page }) => {
    test.setTimeout(120_000);
    // Every socket of the page goes to the server, and the test can push on it.
    const sockets = new Set<WebSocketRoute>();
    await page.routeWebSocket(/\/ws$/, (ws) => {
      ws.connectToServer();
      sockets.add(ws);
      ws.onClose(() => sockets.delete(ws));
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, "user", `/portfolio?lang=${lang}`);
    const old = (await (await api(page, "GET", "/work/portfolios")).json()) as { portfolios: { id: string }[] };
    for (const p of old.portfolios) await api(page, "DELETE", `/work/portfolios/${p.id}`);
    expect((await api(page, "PUT", "/work/zakat/profile", PROFILE)).status()).toBe(200);
    expect(await (await api(page, "GET", "/work/zakat/years")).json()).toEqual({ years: [] });
    // Without a portfolio, the empty page's zakat fold links to the saved years too.
    await page.reload();
    await page.getByTestId("empty-zakat").getByText(P.zakat.whole.title, { exact: true }).click();
    await expect(page.getByTestId("empty-zakat").getByRole("link", { name: S.link })).toHaveAttribute(
      "href",
      "/zakat-years",
    );
    const created = await api(page, "POST", "/work/portfolios", { name: `Years ${lang}`, baseCurrency: "SAR" });
    const { portfolio } = (await created.json()) as { portfolio: { id: string } };
    const past = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const deposit = { type: "deposit", date: past, price: 40000 };
    expect((await api(page, "POST", `/work/portfolios/${portfolio.id}/transactions`, deposit)).status()).toBe(201);

    // From the Zakat tab to the page: no year saved yet, the first on the next hawl day.
    await page.goto(`/portfolio?lang=${lang}&tab=zakat&id=${portfolio.id}`);
    // The report's day in the page's language with its Hijri day, whatever the browser's locale.
    const words = page.getByTestId("zakat-day-words");
    await expect(words).toHaveText(`${formatLongDay(riyadhToday(), lang)} · ${formatHijriOf(riyadhToday(), lang)}`);
    await page.getByLabel(P.zakat.date, { exact: true }).fill(past);
    await expect(words).toHaveText(`${formatLongDay(past, lang)} · ${formatHijriOf(past, lang)}`);
    await expect(page.getByLabel(P.zakat.date, { exact: true })).toHaveAccessibleDescription(
      `${formatLongDay(past, lang)} · ${formatHijriOf(past, lang)}`,
    );
    for (const width of [320, 375, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await noSidewaysScroll(page);
      await shot(page, `zakat-day-${lang}-${width}`);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId("zakat-years-link").click();
    await expect(page).toHaveURL(/\/zakat-years/);
    await expect(page.getByRole("heading", { level: 1, name: S.title })).toBeVisible();
    await expect(page.getByTestId("zakat-years-empty")).toContainText(S.empty);
    const next = nextHawl(HAWL, riyadhToday());
    expect(next).not.toBeNull();
    const first = page.getByTestId("zakat-years-first");
    await expect(first).toContainText(formatHijri(next!.hijri, lang));
    await expect(first).toContainText(formatDay(next!.gregorian));
    for (const width of [320, 375, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await noSidewaysScroll(page);
      await shot(page, `years-empty-${lang}-${width}`);
    }

    // A saved year: the server's report of a past day, answered as that year's snapshot.
    const report = (await (
      await api(page, "GET", `/work/zakat/report?date=${past}&year=lunar`)
    ).json()) as WealthZakatReport;
    const hijriYear = Number(report.hijriDate.slice(0, 4));
    const summary: ZakatYearSummary = {
      hijriYear,
      hawlHijri: report.hijriDate,
      date: report.date,
      currency: report.currency,
      total: report.total,
      due: report.due,
      createdAt: Date.parse(`${past}T00:00:00Z`),
    };
    const opened: string[] = [];
    await page.route(/\/api\/v1\/work\/zakat\/years$/, (route) => route.fulfill({ json: { years: [summary] } }));
    await page.route(/\/api\/v1\/work\/zakat\/years\/\d+$/, (route) => {
      opened.push(new URL(route.request().url()).pathname);
      return route.fulfill({ json: report });
    });
    // The list not read: the page says so, and a retry reads it.
    await page.route(/\/api\/v1\/work\/zakat\/years$/, (route) => route.fulfill({ status: 503, json: {} }), {
      times: 1,
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    const failed = page.getByRole("alert").filter({ hasText: S.failed });
    await expect(failed).toContainText(P.errors.failed);
    await expect(failed).toBeVisible();
    await shot(page, `years-failed-${lang}-375`);
    await failed.getByRole("button", { name: P.retry }).click();
    const card = page.getByTestId("zakat-years").locator(`[data-year="${hijriYear}"]`);
    await expect(card).toContainText(formatHijri(report.hijriDate, lang));
    await expect(card).toContainText(formatDay(report.date));
    // The year's nisab and rate come with the list (its report read once, with it).
    await expect(card.getByTestId("zakat-year-nisab")).toContainText(
      formatMoney(report.nisab.value, report.nisab.currency, lang),
    );
    await expect(card).toContainText(fill(S.yearKind, { rate: "2.5%" }));
    if (report.due)
      await expect(card.getByTestId("zakat-year-due")).toContainText(formatMoney(report.total, "SAR", lang));
    else await expect(card.getByTestId("zakat-year-not-due")).toHaveText(S.notDue);
    for (const width of [320, 375, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await noSidewaysScroll(page);
      await shot(page, `years-list-${lang}-${width}`);
    }

    // Opened: the report as saved, printed alone, saved as a PNG; Back goes to the list.
    await card.getByRole("link", { name: fill(S.open, { year: hijriYear }) }).click();
    await expect(page).toHaveURL(new RegExp(`year=${hijriYear}`));
    const saved = page.getByTestId("zakat-year-report");
    await expect(saved.getByRole("heading", { name: fill(S.reportHeading, { year: hijriYear }) })).toBeVisible();
    await expect(saved.getByTestId("whole-total")).toHaveText(formatMoney(report.total, report.currency, lang));
    expect(opened).toEqual([`/api/v1/work/zakat/years/${hijriYear}`]);
    for (const width of [320, 375, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await noSidewaysScroll(page);
      await shot(page, `years-report-${lang}-${width}`);
    }
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("[data-signed-in-layout] > header")).toBeHidden();
    await expect(page.getByTestId("zakat-year-png")).toBeHidden();
    await expect(saved).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    const png = page.waitForEvent("download");
    await page.getByTestId("zakat-year-png").click();
    expect((await png).suggestedFilename()).toBe(`zakat-${hijriYear}.png`);
    await page.goBack();
    await expect(card).toBeVisible();
    // A year once read is not read again.
    await card.getByRole("link", { name: fill(S.open, { year: hijriYear }) }).click();
    await expect(saved).toBeVisible();
    expect(opened).toHaveLength(1);

    // A reminder on the user's socket: a toast in the page's language, its link to the Zakat tab.
    const gregorian = fromHijri(HAWL)!;
    const message = {
      event: "zakatReminder",
      data: {
        daysBefore: 7,
        daysLeft: 5,
        hawl: { hijri: HAWL, gregorian },
        hijriYear: 1448,
        currency: "SAR",
        total: 750,
        due: true,
      },
    };
    await expect.poll(() => sockets.size).toBeGreaterThan(0);
    for (const ws of sockets) ws.send(JSON.stringify(message));
    const toast = page.getByTestId("zakat-reminder");
    // Sent late, two days after its day: the days really left, counted.
    await expect(toast).toContainText(lang === "en" ? "Your zakat is due in 5 days" : "تحل زكاتك بعد 5 أيام");
    await expect(toast).toContainText(formatHijri(HAWL, lang));
    await expect(toast).toContainText(formatDay(gregorian).replaceAll("-", "\u2011"));
    await expect(toast).toContainText(formatMoney(750, "SAR", lang));
    for (const width of [320, 375, 768, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await noSidewaysScroll(page);
      await shot(page, `years-toast-${lang}-${width}`);
    }
    await toast.getByRole("link", { name: Y.toast.open }).click();
    await expect(page).toHaveURL(/\/portfolio\?tab=zakat/);
    await expect(page.getByRole("heading", { level: 2, name: P.tabs.zakat, exact: true })).toBeVisible();
  });
}

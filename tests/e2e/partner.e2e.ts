// The partner portal in Chromium, in English and Arabic, as the demo partner: the layout, the
// four calendars against the real server (loading, paging, filters, months, image exports),
// the theme kept across a reload, no placeholder left, the 'Please login agian' toast once the
// session has ended, and axe on every screen. A few checks that need many pages or a failing
// server answer the calendar calls with page.route.
import { readFileSync } from "node:fs";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { loginAs } from "./helpers";

// Each test visits several screens and runs axe more than once: more time than the default
// 30 s when the machine is busy.
test.describe.configure({ timeout: 90_000 });

const LANGS = ["en", "ar"] as const;
type Lang = (typeof LANGS)[number];

const T = {
  en: {
    earnings: "Weekly Earnings Calendar",
    ipo: "IPO Calendar",
    dividends: "Dividends Tracker",
    splits: "Stock Splits Calendar",
    all: "All",
    open: "Before Open",
    close: "After Close",
    downloadCalendar: "Download Calendar as Image",
    downloadIpo: "Download as Image",
    download: "Download",
    next: "Next page",
    previous: "Previous page",
    page: (n: number) => `Page ${n}`,
    march: "March",
    noData: "No data for this month.",
    toast: "Please login agian",
    placeholder: "This Section is Under Development",
    alerts: "Alerts",
    toLight: "Switch to light theme",
    toDark: "Switch to dark theme",
    menu: "Open menu",
    sections: "Partner sections",
  },
  ar: {
    earnings: "تقويم الأرباح الأسبوعي",
    ipo: "تقويم الاكتتابات العامة",
    dividends: "متتبع التوزيعات",
    splits: "تقويم تجزئة الأسهم",
    all: "الكل",
    open: "قبل الافتتاح",
    close: "بعد الإغلاق",
    downloadCalendar: "تنزيل التقويم كصورة",
    downloadIpo: "تنزيل كصورة",
    download: "تنزيل",
    next: "الصفحة التالية",
    previous: "الصفحة السابقة",
    page: (n: number) => `الصفحة ${n}`,
    march: "مارس",
    noData: "لا توجد بيانات لهذا الشهر.",
    toast: "يرجى تسجيل الدخول مجددًا",
    placeholder: "هذا القسم قيد التطوير",
    alerts: "التنبيهات",
    toLight: "التبديل إلى المظهر الفاتح",
    toDark: "التبديل إلى المظهر الداكن",
    menu: "فتح القائمة",
    sections: "أقسام بوابة الشركاء",
  },
} as const;

async function open(page: Page, path: string, lang: Lang): Promise<void> {
  await loginAs(page, "partner", `${path}?lang=${lang}`);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

async function loaded(page: Page): Promise<void> {
  await expect(page.getByTestId("partner-loading")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId("pagination")).toBeVisible();
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Saves the download and checks it is a PNG of the exported area at scale 2. */
async function expectPng(download: Download, fileName: string, area: Locator): Promise<Buffer> {
  expect(download.suggestedFilename()).toBe(fileName);
  const path = await download.path();
  const bytes = readFileSync(path);
  const box = await area.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { width: r.width, height: r.height };
  });
  // The area at scale 2, and under it the band that says the figures are simulated (the e2e
  // server runs the simulated market), drawn in the badge's yellow (#ffd166).
  const size = pngSize(bytes);
  expect(size.width).toBe(Math.floor(box.width * 2));
  const band = size.height - Math.floor(box.height * 2);
  expect(band, "the simulated-data band under the image").toBeGreaterThan(40);
  expect(band).toBeLessThan(240);
  const yellowRows = await area.page().evaluate(
    async (dataUrl) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(image, 0, 0);
      let rows = 0;
      for (let y = image.height - 1; y >= Math.max(0, image.height - 260); y--) {
        const [r, g, b] = ctx.getImageData(Math.floor(image.width * 0.1), y, 1, 1).data;
        if (r! > 240 && g! > 195 && g! < 225 && b! > 85 && b! < 120) rows++;
      }
      return rows;
    },
    `data:image/png;base64,${bytes.toString("base64")}`,
  );
  expect(yellowRows, "rows of the simulated-data band in the image").toBeGreaterThan(20);
  return bytes;
}

/**
 * The button's place in the image holds no button: every pixel there has the colour of the
 * image's background around it (the button is filled with the primary colour and carries text).
 */
async function expectButtonLeftOut(page: Page, png: Buffer, area: Locator, button: Locator): Promise<void> {
  const areaBox = (await area.boundingBox())!;
  const buttonBox = (await button.boundingBox())!;
  const rect = {
    x: Math.round((buttonBox.x - areaBox.x) * 2),
    y: Math.round((buttonBox.y - areaBox.y) * 2),
    width: Math.round(buttonBox.width * 2),
    height: Math.round(buttonBox.height * 2),
  };
  const inside = rect.x >= 0 && rect.y >= 0 && rect.x < areaBox.width * 2 && rect.y < areaBox.height * 2;
  if (!inside) return; // the button is not part of the exported area at all
  const distinct = await page.evaluate(
    async ({ dataUrl, rect }) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(image, 0, 0);
      const data = ctx.getImageData(rect.x, rect.y, rect.width, rect.height).data;
      const colours = new Set<string>();
      for (let i = 0; i < data.length; i += 4) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      return colours.size;
    },
    { dataUrl: `data:image/png;base64,${png.toString("base64")}`, rect },
  );
  expect(distinct).toBe(1);
}

for (const lang of LANGS) {
  const t = T[lang];

  test.describe(`partner portal (${lang})`, () => {
    test("layout: sections, active entry, settings entries, phone drawer", async ({ page }) => {
      await open(page, "/partner/events/ipo", lang);
      const nav = page.getByRole("navigation", { name: t.sections });
      await expect(
        nav.getByRole("link", { name: lang === "en" ? "IPO Calendar" : "تقويم الاكتتابات" }),
      ).toHaveAttribute("aria-current", "page");
      for (const group of lang === "en"
        ? ["Fundamentals", "Tools", "Events", "Insights", "News", "Screener", "Settings"]
        : ["الأساسيات", "الأدوات", "الأحداث", "الرؤى", "الأخبار", "الماسح", "الإعدادات"]) {
        await expect(nav.getByRole("button", { name: group, exact: true })).toBeVisible();
      }
      const settings = nav.getByRole("button", { name: lang === "en" ? "Settings" : "الإعدادات", exact: true });
      await settings.click();
      await expect(settings).toHaveAttribute("aria-expanded", "true");
      // No entry is locked any more: the settings pages are links like every other section.
      for (const name of lang === "en" ? ["Settings Page", "User Access"] : ["صفحة الإعدادات", "صلاحيات المستخدمين"]) {
        await expect(nav.getByRole("link", { name })).toBeVisible();
      }
      await expect(nav.locator('[aria-disabled="true"]')).toHaveCount(0);
      await expect(page).toHaveURL(/\/partner\/events\/ipo/);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(nav).toBeHidden();
      const menu = page.getByRole("button", { name: t.menu });
      await menu.click();
      await expect(nav).toBeVisible();
      await expect(page.getByRole("button", { name: lang === "en" ? "Close menu" : "إغلاق القائمة" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await nav.getByRole("link", { name: lang === "en" ? "Dividends Tracker" : "متتبع التوزيعات" }).click();
      await expect(page).toHaveURL(/\/partner\/events\/dividends/);
      await expect(nav).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: t.dividends })).toBeVisible();
    });

    test("earnings: week, filters, pager, download", async ({ page }) => {
      await open(page, "/partner/events/earnings", lang);
      await expect(page.getByRole("heading", { level: 1, name: t.earnings })).toBeVisible();
      await loaded(page);
      const week = page.getByTestId("earnings-week");
      await expect(week.locator("section")).toHaveCount(5);
      await expect(page.getByTestId("earnings-range")).toContainText(/\d{1,2} \S+ \d{4}/);
      const tickers = week.locator("li");
      const all = await tickers.count();
      expect(all).toBeGreaterThan(0);

      const filter = (name: string) => page.getByRole("button", { name, exact: true });
      await expect(filter(t.all)).toHaveAttribute("aria-pressed", "true");
      await filter(t.open).click();
      await expect(filter(t.open)).toHaveAttribute("aria-pressed", "true");
      await expect(week.locator('li:not([data-time="bmo"])')).toHaveCount(0);
      const bmo = await tickers.count();
      await expect(week.locator('li[data-time="bmo"] svg[data-icon="sun"]')).toHaveCount(bmo);
      await filter(t.close).click();
      await expect(week.locator('li:not([data-time="amc"])')).toHaveCount(0);
      const amc = await tickers.count();
      await expect(week.locator('li[data-time="amc"] svg[data-icon="moon"]')).toHaveCount(amc);
      await filter(t.all).click();
      await expect(tickers).toHaveCount(all);
      expect(bmo + amc).toBeLessThanOrEqual(all);

      // The pager: page 1 is current, '<' is disabled; '>' pages on when there is more.
      const pager = page.getByTestId("pagination");
      await expect(pager.getByRole("button", { name: t.page(1) })).toHaveAttribute("aria-current", "page");
      await expect(pager.getByRole("button", { name: t.previous })).toBeDisabled();
      const next = pager.getByRole("button", { name: t.next });
      if (await next.isEnabled()) {
        await next.click();
        await loaded(page);
        await expect(pager.getByRole("button", { name: t.page(2) })).toHaveAttribute("aria-current", "page");
      }

      const area = page.getByTestId("export-area");
      const button = page.getByRole("button", { name: t.downloadCalendar });
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      const png = await expectPng(download, "earnings_calendar.png", area);
      await expectButtonLeftOut(page, png, area, button);
      await expectNoAxeViolations(page);
    });

    test("IPO: columns, formats, pages, download", async ({ page }) => {
      await open(page, "/partner/events/ipo", lang);
      await expect(page.getByRole("heading", { level: 1, name: t.ipo })).toBeVisible();
      await loaded(page);
      const table = page.getByRole("table");
      await expect(table.locator("thead th")).toHaveCount(8);
      const rows = table.locator("tbody tr");
      expect(await rows.count()).toBeGreaterThan(0);
      const first = rows.first().locator("td");
      await expect(first.nth(3)).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
      // Listing currency (riyals on the Saudi exchange), one decimal, '—' while a filed IPO has no value.
      const money =
        lang === "en"
          ? /^((\$|SAR\u00a0)\d+(\.\d)?[KMBT]?|—)$/
          : /^(\d+(\.\d)?(\u00a0(ألف|مليون|مليار|تريليون))?\u00a0(\$|ر\.س)|—)$/;
      const range = lang === "en" ? /^((\$|SAR\u00a0)[\d.]+(-[\d.]+)?|—)$/ : /^([\d.]+(-[\d.]+)?\u00a0(\$|ر\.س)|—)$/;
      for (const cells of await rows.evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent ?? "")),
      )) {
        expect(cells[5]).toMatch(range);
        expect(cells[6]).not.toMatch(/\$|ر\.س/);
        expect(cells[7]).toMatch(money);
        expect(cells[7]).not.toBe("$0");
      }
      for (const company of await table.locator("tbody tr td:first-child").allTextContents()) {
        expect(company.length <= 25 || (company.length === 28 && company.endsWith("..."))).toBe(true);
      }
      const pager = page.getByTestId("pagination");
      const next = pager.getByRole("button", { name: t.next });
      if (await next.isEnabled()) {
        const firstSymbol = await first.nth(1).textContent();
        await next.click();
        await loaded(page);
        await expect(pager.getByRole("button", { name: t.page(2) })).toHaveAttribute("aria-current", "page");
        await expect(rows.first().locator("td").nth(1)).not.toHaveText(firstSymbol ?? "");
      }
      const area = page.getByTestId("export-area");
      const button = page.getByRole("button", { name: t.downloadIpo });
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      const png = await expectPng(download, "ipo_calendar.png", area);
      await expectButtonLeftOut(page, png, area, button);
      await expectNoAxeViolations(page);
    });

    test("dividends: columns, formats, pages", async ({ page }) => {
      await open(page, "/partner/events/dividends", lang);
      await expect(page.getByRole("heading", { level: 1, name: t.dividends })).toBeVisible();
      await loaded(page);
      const table = page.getByRole("table");
      await expect(table.locator("thead th")).toHaveCount(6);
      const first = table.locator("tbody tr").first().locator("td");
      await expect(first.nth(1)).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
      await expect(first.nth(3)).toHaveText(/^(\d{2}-\d{2}-\d{4})?$/);
      // The dividend in its listing's currency (the column mixes US and Saudi rows).
      await expect(first.nth(4)).toHaveText(
        /^(?:SAR|\$|ر\.س|\s|[\u200e\u200f])*\d+\.\d{2}(?:SAR|\$|ر\.س|\s|[\u200e\u200f])*$/,
      );
      await expect(first.nth(5)).toHaveText(/^\d+\.\d{2}$/);
      const pager = page.getByTestId("pagination");
      const next = pager.getByRole("button", { name: t.next });
      if (await next.isEnabled()) {
        await next.click();
        await loaded(page);
        await expect(pager.getByRole("button", { name: t.page(2) })).toHaveAttribute("aria-current", "page");
        await expect(pager.getByRole("button", { name: t.previous })).toBeEnabled();
      }
      await expectNoAxeViolations(page);
    });

    test("splits: months, grouping, empty month, pages, download", async ({ page }) => {
      const requests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("/partner/event/stock-splits")) requests.push(new URL(r.url()).search);
      });
      await open(page, "/partner/events/splits", lang);
      await expect(page.getByRole("heading", { level: 1, name: t.splits })).toBeVisible();
      await loaded(page);
      const months = page.getByRole("group").getByRole("button");
      await expect(months).toHaveCount(12);
      const table = page.getByRole("table");
      await expect(table.locator("tfoot")).toContainText(lang === "en" ? "Powered by" : "مدعوم من");

      // Every month: the month goes to the server from page 1, and only that month is shown.
      for (let m = 1; m <= 12; m++) {
        await months.nth(m - 1).click();
        await expect(months.nth(m - 1)).toHaveAttribute("aria-pressed", "true");
        await loaded(page);
        expect(requests.at(-1)).toBe(`?page=1&month=${m}`);
        const dates = await table.locator("tbody tr td:nth-child(2)").allTextContents();
        if (dates.length === 0) {
          await expect(table.locator("tbody")).toHaveText(t.noData);
        } else {
          // The specification's format for this table: year-month-day (YYYY-MM-DD).
          for (const date of dates) expect(date).toMatch(new RegExp(`^\\d{4}-${String(m).padStart(2, "0")}-\\d{2}$`));
          // Grouped by date: dates never go backwards.
          expect([...dates].sort()).toEqual(dates);
          await expect(table.locator("tbody tr td:nth-child(3)").first()).toHaveText(
            lang === "en" ? /^\d+(\.\d+)? for \d+(\.\d+)?$/ : /^\d+(\.\d+)? مقابل \d+(\.\d+)?$/,
          );
        }
      }
      await months.nth(2).click();
      await expect(months.nth(2)).toHaveText(t.march);
      await loaded(page);
      const pager = page.getByTestId("pagination");
      const next = pager.getByRole("button", { name: t.next });
      if (await next.isEnabled()) {
        await next.click();
        await loaded(page);
        expect(requests.at(-1)).toBe("?page=2&month=3");
        await months.nth(3).click();
        await loaded(page);
        expect(requests.at(-1)).toBe("?page=1&month=4");
      }

      const area = page.getByTestId("export-area");
      const button = page.getByRole("button", { name: t.download, exact: true });
      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      const png = await expectPng(download, "stock_splits_table.png", area);
      await expectButtonLeftOut(page, png, area, button);
      await expectNoAxeViolations(page);
    });

    test("settings: the theme toggle survives a reload", async ({ page }) => {
      await open(page, "/partner/settings/page", lang);
      const portal = page.getByTestId("partner-portal");
      await expect(portal).toHaveAttribute("data-theme", "default");
      await page.getByRole("button", { name: t.toLight }).click();
      await expect(portal).toHaveAttribute("data-theme", "light");
      expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(portal).toHaveAttribute("data-theme", "light");
      await page.getByRole("button", { name: t.toDark }).click();
      await expect(portal).toHaveAttribute("data-theme", "dark");
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(portal).toHaveAttribute("data-theme", "dark");
      // The theme reaches every screen of the portal.
      await page.goto(`/partner/events/ipo?lang=${lang}`);
      await expect(portal).toHaveAttribute("data-theme", "dark");
    });

    test("no section is under development any more", async ({ page }) => {
      // Each has a screen of its own, tested in its own spec (partner-home, partner-team, news,
      // newsletter); here only that none of them is the placeholder.
      for (const path of [
        "/partner/dashboard",
        "/partner/tools/comparator",
        "/partner/tools/watchlist",
        "/partner/news/recap",
        "/partner/news/feed",
        "/partner/news/weekly-report",
        "/partner/news/newsletter",
        "/partner/settings/layout",
        "/partner/settings/access",
      ]) {
        await page.goto(`${path}?lang=${lang}`);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expect(page.getByRole("heading", { level: 1, name: t.placeholder })).toHaveCount(0);
      }
    });

    test("logout from the sidebar leaves the portal", async ({ page }) => {
      await open(page, "/partner/events/dividends", lang);
      await page.getByRole("button", { name: lang === "en" ? "Logout" : "تسجيل الخروج", exact: true }).click();
      await expect(page).toHaveURL(/\/(\?.*)?$/);
      expect(await page.evaluate(() => localStorage.getItem("partner"))).toBeNull();
    });

    test("after the session ended, a calendar call shows 'Please login agian' and the login page", async ({ page }) => {
      await open(page, "/partner/events/splits", lang);
      await loaded(page);
      // End the session where it lives: the server forgets it once the cookie is gone.
      await page.context().clearCookies();
      await page.getByRole("group").getByRole("button").nth(4).click();
      await expect(page.getByRole("status").filter({ hasText: t.toast })).toHaveCount(1);
      // The session is over in the client too: the partner login page, nothing remembered.
      await expect(page).toHaveURL(/\/partner\/login/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("partner"))).toBeNull();
    });
  });
}

test.describe("with answers from page.route", () => {
  test("pagination with many pages: ellipses, current ± 1, last page", async ({ page }) => {
    await page.route("**/api/v1/partner/event/ipo?*", (route) => {
      const p = Number(new URL(route.request().url()).searchParams.get("page"));
      return route.fulfill({
        json: {
          totalPages: 12,
          ipos: [
            {
              company: `Company on page ${p} with a very long name`,
              symbol: `P${p}`,
              exchange: "NASDAQ",
              date: "2026-03-05",
              actions: "Expected",
              priceRange: p % 2 ? "16.00-18.00" : null,
              shares: 12_500_000,
              marketCap: p % 2 ? 2_400_000_000 : null,
            },
          ],
        },
      });
    });
    await open(page, "/partner/events/ipo", "en");
    await loaded(page);
    const pager = page.getByTestId("pagination");
    const labels = () => pager.locator("li").allTextContents();
    expect(await labels()).toEqual(["<", "1", "2", "…", "12", ">"]);
    const row = page.locator("tbody tr").first().locator("td");
    // The symbol first (it stays in view on phones), then the company.
    await expect(row.nth(0)).toHaveText("P1");
    await expect(row.nth(1)).toHaveText("Company on page 1 with a ...");
    await expect(row.nth(3)).toHaveText("05-03-2026");
    await expect(row.nth(5)).toHaveText("$16-18");
    await expect(row.nth(6)).toHaveText("12.5M");
    await expect(row.nth(7)).toHaveText("$2.4B");
    await pager.getByRole("button", { name: "Page 12" }).click();
    await loaded(page);
    expect(await labels()).toEqual(["<", "1", "…", "11", "12", ">"]);
    await expect(pager.getByRole("button", { name: "Next page" })).toBeDisabled();
    // A filed IPO without a price range or market cap shows '—', not '$0'.
    await expect(row.nth(5)).toHaveText("—");
    await expect(row.nth(7)).toHaveText("—");
    await pager.getByRole("button", { name: "Page 11" }).click();
    await loaded(page);
    await pager.getByRole("button", { name: "Previous page" }).click();
    await pager.getByRole("button", { name: "Previous page" }).click();
    await pager.getByRole("button", { name: "Previous page" }).click();
    await pager.getByRole("button", { name: "Previous page" }).click();
    await loaded(page);
    expect(await labels()).toEqual(["<", "1", "…", "6", "7", "8", "…", "12", ">"]);
    await expect(pager.getByRole("button", { name: "Page 7" })).toHaveAttribute("aria-current", "page");
  });

  test("a failing dividends call still reveals the pagination and logs only", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.route("**/api/v1/partner/event/dividends-tracker?*", (route) =>
      route.fulfill({ status: 500, json: { message: "boom", code: "internal" } }),
    );
    await open(page, "/partner/events/dividends", "en");
    await loaded(page);
    await expect(page.getByRole("status").filter({ hasText: T.en.toast })).toHaveCount(0);
    expect(errors.some((e) => e.includes("Error occur in getting data"))).toBe(true);
  });

  test("a 401 on the first load shows the toast and the login page", async ({ page }) => {
    await page.route("**/api/v1/partner/event/earning-calendar?*", (route) =>
      route.fulfill({ status: 401, json: { message: "Please log in to continue.", code: "unauthenticated" } }),
    );
    await open(page, "/partner/events/earnings", "ar");
    await expect(page.getByRole("status").filter({ hasText: T.ar.toast })).toHaveCount(1);
    await expect(page).toHaveURL(/\/partner\/login/);
  });
});

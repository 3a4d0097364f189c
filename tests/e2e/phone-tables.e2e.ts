// Tables on phones (320, 375 and 414 px, English and Arabic): on every screen with a table the
// page never scrolls sideways (a wide table scrolls inside its own frame), the first row's
// symbol cell and Change % cell, and the Change % header, lie inside the window and inside the
// table's frame before it is scrolled (Change % comes right after the symbol on phones), a
// caption is not clipped, and no header cell is narrower than its longest word (no
// letter-by-letter wrapping). The symbol cell stays at the inline-start edge when its frame is
// scrolled to the other end. At 320 px the scanner, gainers, watchlist and team watchlist are
// photographed in both languages (attached to the report).
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

const WIDTHS = [320, 375, 414];
const LANGS = { en, ar } as const;

async function api(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    data,
    headers: { origin, "content-type": "application/json" },
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

interface TableReport {
  pageWidth: number;
  window: number;
  symbol: { left: number; right: number } | null;
  change: { left: number; right: number } | null;
  changeHeader: { left: number; right: number } | null;
  /** The visible box of the table's scrolling frame (the table's own box when it has none). */
  frame: { left: number; right: number };
  caption: { scroll: number; client: number; left: number; right: number } | null;
  narrowHeaders: string[];
  stickyAfterScroll: { left: number; right: number; frameLeft: number; frameRight: number } | null;
}

/** Measures one table (the n-th visible one) in the page. */
async function measure(page: Page, table: string): Promise<TableReport> {
  return page.locator(table).evaluate((el) => {
    const rect = (e: Element | null) => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right };
    };
    const row = el.querySelector("tbody tr");
    const symbol = row?.querySelector('[data-col="symbol"]') ?? null;
    const change = row?.querySelector('[data-col="change"]') ?? null;
    const caption = el.querySelector("caption");
    // The header cell over the change cell (same column: no header cell spans columns).
    const changeHeader =
      change instanceof HTMLTableCellElement
        ? (el.querySelector("thead tr")?.children[change.cellIndex] ?? null)
        : null;
    const scroller = (el.closest('[role="region"]') ?? el) as HTMLElement;
    // A header cell is too narrow when its text overflows it or breaks inside a word: then it
    // takes more lines than it has words (letter-by-letter wrapping).
    const narrowHeaders: string[] = [];
    for (const th of el.querySelectorAll("thead th")) {
      const text = (th.textContent ?? "").trim();
      if (!text) continue;
      const words = text.split(/\s+/).length;
      // The line boxes of its visible text (not of icons, nor of visually hidden texts).
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 1 && r.height > 1) rects.push(r);
      }
      // Rects that overlap vertically share a line (an icon's smaller text sits on the same line).
      let lineCount = 0;
      let lineBottom = Number.NEGATIVE_INFINITY;
      for (const r of rects.sort((x, y) => x.top - y.top)) {
        if (r.top >= lineBottom - 1) {
          lineCount += 1;
          lineBottom = r.bottom;
        } else lineBottom = Math.max(lineBottom, r.bottom);
      }
      const lines = { size: lineCount };
      if (lines.size > words || th.scrollWidth > th.clientWidth + 1)
        narrowHeaders.push(`${text} (${lines.size} lines for ${words} words, ${th.scrollWidth}/${th.clientWidth} px)`);
    }
    const report = {
      pageWidth: document.documentElement.scrollWidth,
      window: window.innerWidth,
      symbol: rect(symbol),
      change: rect(change),
      changeHeader: rect(changeHeader),
      // Inside its border: where it clips what scrolls.
      frame: {
        left: scroller.getBoundingClientRect().left + scroller.clientLeft,
        right: scroller.getBoundingClientRect().left + scroller.clientLeft + scroller.clientWidth,
      },
      caption: caption
        ? {
            scroll: caption.scrollWidth,
            client: caption.clientWidth,
            ...(rect(caption) as { left: number; right: number }),
          }
        : null,
      narrowHeaders,
      stickyAfterScroll: null as TableReport["stickyAfterScroll"],
    };
    // Scrolled to the far end, the symbol stays inside the frame (sticky at inline start).
    const frame = el.closest('[role="region"]') as HTMLElement | null;
    if (frame && symbol && frame.scrollWidth > frame.clientWidth + 1) {
      const rtl = getComputedStyle(frame).direction === "rtl";
      frame.scrollLeft = rtl ? -frame.scrollWidth : frame.scrollWidth;
      const f = frame.getBoundingClientRect();
      const s = symbol.getBoundingClientRect();
      report.stickyAfterScroll = { left: s.left, right: s.right, frameLeft: f.left, frameRight: f.right };
      frame.scrollLeft = 0;
    }
    return report;
  });
}

function check(report: TableReport, what: string, opts: { change: boolean }) {
  expect(report.pageWidth, `${what}: page ${report.pageWidth} px wide in ${report.window}`).toBeLessThanOrEqual(
    report.window,
  );
  expect(report.symbol, `${what}: a symbol cell`).not.toBeNull();
  const inside = (box: { left: number; right: number } | null, name: string) => {
    expect(box, `${what}: ${name} cell`).not.toBeNull();
    if (!box) return;
    expect(box.left, `${what}: ${name} starts at ${box.left}`).toBeGreaterThanOrEqual(-0.5);
    expect(box.right, `${what}: ${name} ends at ${box.right} of ${report.window}`).toBeLessThanOrEqual(
      report.window + 0.5,
    );
  };
  inside(report.symbol, "symbol");
  if (opts.change) {
    inside(report.change, "change");
    inside(report.changeHeader, "Change % header");
    // In view in its frame too, without scrolling the table sideways.
    for (const [box, name] of [
      [report.change, "change"],
      [report.changeHeader, "Change % header"],
    ] as const) {
      if (!box) continue;
      expect(box.left, `${what}: ${name} starts at ${box.left}, frame at ${report.frame.left}`).toBeGreaterThanOrEqual(
        report.frame.left - 0.5,
      );
      expect(box.right, `${what}: ${name} ends at ${box.right}, frame at ${report.frame.right}`).toBeLessThanOrEqual(
        report.frame.right + 0.5,
      );
    }
  }
  if (report.caption) {
    expect(report.caption.scroll, `${what}: caption clipped`).toBeLessThanOrEqual(report.caption.client);
    inside(report.caption, "caption");
  }
  expect(report.narrowHeaders, `${what}: header cells narrower than a word`).toEqual([]);
  const sticky = report.stickyAfterScroll;
  if (sticky) {
    expect(sticky.left, `${what}: symbol left of its frame after scrolling`).toBeGreaterThanOrEqual(
      sticky.frameLeft - 0.5,
    );
    expect(sticky.right, `${what}: symbol right of its frame after scrolling`).toBeLessThanOrEqual(
      sticky.frameRight + 0.5,
    );
  }
}

test.describe.configure({ mode: "serial" });

/** A photograph of the page with the table's frame scrolled into view, attached to the report. */
async function photograph(page: Page, frame: string, name: string, testInfo: TestInfo) {
  await page.locator(frame).first().scrollIntoViewIfNeeded();
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test("user tables on phones: scanner, gainers, watchlist, alerts and their history", async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  // One watchlist with a ticker, an alert that never fires and one that fires at once.
  const setup = await browser.newPage();
  await loginAs(setup, "user", "/investment-screener");
  const old = (await api(setup, "GET", "/work/alerts")) as { alerts: { id: string }[] };
  for (const a of old.alerts) await api(setup, "DELETE", `/work/alerts/${a.id}`);
  const rows = (await api(setup, "GET", "/work/investment/liquidity?page=1")) as { data: { symbol: string }[] };
  const symbol = rows.data[0]?.symbol ?? "AAPL";
  const created = (await api(setup, "POST", "/work/create-watchlist", { watchlistName: `Phones ${Date.now()}` })) as {
    watchlist: { _id: string };
  };
  const listId = created.watchlist._id;
  await api(setup, "POST", "/work/addticker-into-watchlist/liquidity", { tickerName: symbol, watchlistId: listId });
  await api(setup, "POST", "/work/alerts", { symbol, kind: "priceAbove", value: 1e8, channels: ["app"] });
  await api(setup, "POST", "/work/alerts", { symbol, kind: "priceAbove", value: 0.01, channels: ["app"] });
  await expect
    .poll(async () => ((await api(setup, "GET", "/work/alerts/history")) as { triggers: unknown[] }).triggers.length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  await setup.close();

  try {
    for (const [lang, L] of Object.entries(LANGS)) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 760 } });
        const page = await context.newPage();
        const at = (what: string) => `${what} (${lang}, ${width} px)`;
        await loginAs(page, "user", `/investment-screener?lang=${lang}&scanner=liquidity`);
        const scanner = page.locator("[role=tabpanel] table").first();
        await expect(scanner.locator("tbody tr").first()).toBeVisible();
        check(await measure(page, "[role=tabpanel] table >> nth=0"), at("scanner"), { change: true });
        if (width === 320) await photograph(page, "[role=tabpanel] table", `scanner-${lang}-320`, testInfo);

        await page.goto(`/trading-screener?lang=${lang}`);
        await expect(page.getByTestId("gainers-table").locator("tbody tr").first()).toBeVisible();
        check(await measure(page, "[data-testid=gainers-table]"), at("gainers"), { change: true });
        if (width === 320) await photograph(page, "[data-testid=gainers-table]", `gainers-${lang}-320`, testInfo);

        await page.goto(`/investment-screener?lang=${lang}&tab=watchlist`);
        await expect(page.getByRole("heading", { name: L.alerts.ui.heading })).toBeVisible();
        const watchlist = page.getByRole("region", { name: /Phones/ }).first();
        await expect(watchlist.locator("tbody tr [data-col=change]").first()).toBeVisible();
        check(await measure(page, "[role=region]:has(table) >> nth=0"), at("watchlist"), { change: true });
        if (width === 320) await photograph(page, "[role=region]:has(table)", `watchlist-${lang}-320`, testInfo);
        const alerts = page.getByRole("region", { name: L.alerts.ui.tableLabel });
        await expect(alerts.locator("tbody tr").first()).toBeVisible();
        await alerts.scrollIntoViewIfNeeded();
        check(await measure(page, `[role=region][aria-label="${L.alerts.ui.tableLabel}"] table`), at("alerts"), {
          change: false,
        });
        const history = page.getByRole("region", { name: L.alerts.ui.historyLabel });
        await expect(history.locator("tbody tr").first()).toBeVisible();
        check(
          await measure(page, `[role=region][aria-label="${L.alerts.ui.historyLabel}"] table`),
          at("alerts history"),
          { change: false },
        );
        await context.close();
      }
    }
  } finally {
    const page = await browser.newPage();
    await loginAs(page, "user", "/investment-screener");
    await api(page, "DELETE", "/work/delete-watchlist", { watchlistId: listId });
    const left = (await api(page, "GET", "/work/alerts")) as { alerts: { id: string }[] };
    for (const a of left.alerts) await api(page, "DELETE", `/work/alerts/${a.id}`);
    await page.close();
  }
});

/** Partner screens with a table: [path, table selector, whether its rows have a change]. */
const PARTNER_TABLES: [string, string, boolean][] = [
  ["/partner/screener/ready-usa?preset=gainers", "[data-testid=screen-table]", false],
  ["/partner/insights/ranking", "[data-list=gainers] table", true],
  ["/partner/events/moving-average", "#partner-main table", false],
  ["/partner/events/ipo", "#partner-main table", false],
  ["/partner/events/dividends", "#partner-main table", false],
  ["/partner/events/splits", "#partner-main table", false],
];

test("partner tables on phones: screener, ranking, the events calendars and the team watchlist", async ({
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  // A team watchlist with a symbol whose live quote arrives (its Change % cell then has a value).
  const setup = await browser.newPage();
  await loginAs(setup, "partner", "/partner/dashboard");
  const listName = `Phones ${Date.now()}`;
  const { list } = (await api(setup, "POST", "/partner/team/watchlists", { name: listName })) as {
    list: { id: string };
  };
  await api(setup, "POST", `/partner/team/watchlists/${list.id}/symbols`, { symbol: "AAPL" });
  await setup.close();
  try {
    for (const lang of Object.keys(LANGS)) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 760 } });
        const page = await context.newPage();
        await loginAs(page, "partner", `/partner/dashboard?lang=${lang}`);
        for (const [path, table, change] of PARTNER_TABLES) {
          await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`);
          const first = page.locator(table).first().locator("tbody tr").first();
          await expect(first).toBeVisible({ timeout: 15_000 });
          if ((await first.locator("td.empty").count()) > 0) continue; // an empty week or month
          check(await measure(page, `${table} >> nth=0`), `${path} (${lang}, ${width} px)`, { change });
        }
        await page.goto(`/partner/tools/watchlist?lang=${lang}`);
        await page.getByRole("button", { name: listName, exact: true }).click();
        const shown = page.getByTestId("shown-list");
        await expect(shown.getByRole("heading", { level: 2 })).toHaveText(listName);
        await expect(shown.locator("tbody tr [data-col=change]").first()).toHaveText(/%/, { timeout: 15_000 });
        check(await measure(page, "[data-testid=shown-list] table"), `team watchlist (${lang}, ${width} px)`, {
          change: true,
        });
        if (width === 320)
          await photograph(page, "[data-testid=shown-list] table", `team-watchlist-${lang}-320`, testInfo);
        await context.close();
      }
    }
  } finally {
    const page = await browser.newPage();
    await loginAs(page, "partner", "/partner/dashboard");
    await api(page, "DELETE", `/partner/team/watchlists/${list.id}`);
    await page.close();
  }
});

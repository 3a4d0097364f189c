// Words and numbers in Chromium, in English and Arabic: Arabic digits in the admin form and the
// code boxes, the price order and a double click on Publish, ▲/▼ beside flashing prices, one
// compact format and the listing currency per column, translated IPO words, the footer's handle
// in a bidi isolate, the hero figures on one baseline, and no sideways scrolling at 320–1366 px.
import { expect, type Page, test } from "@playwright/test";
import { PARTNER_PATHS } from "../../src/shared/partner-sections";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { nextFrames, requestsAnswered, resizeTo, trackRequests } from "./settle";

const DICT = { en, ar } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));
const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";
const EASTERN_ARABIC_INDIC = "۰۱۲۳۴۵۶۷۸۹";
/** "28.5" as an Arabic keyboard types it: "٢٨٫٥". */
const arabic = (latin: string, digits = ARABIC_INDIC) =>
  latin.replace(/[0-9]/g, (d) => digits[Number(d)] ?? d).replace(".", "٫");
const WIDTHS = [320, 375, 768, 1366] as const;

async function noSidewaysScroll(page: Page, what: string) {
  const { overflow, culprit } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements that stick out, to say where the problem is.
    const out = [...document.querySelectorAll("body *")].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5);
    });
    const inner = out.filter((el) => !out.some((o) => o !== el && el.contains(o)));
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.textContent ?? "").slice(0, 30)}"`;
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprit: inner.slice(0, 3).map(describe).join("; "),
    };
  });
  expect(overflow, `${what} scrolls sideways by ${overflow}px: ${culprit}`).toBeLessThanOrEqual(0);
}

/**
 * Each width in turn: no sideways scrolling (unless `scroll` names an element whose own overflow
 * is checked instead); a screenshot under test-results/words to look at.
 */
async function atEveryWidth(page: Page, name: string, scroll?: string) {
  for (const width of WIDTHS) {
    await resizeTo(page, width, 900);
    if (scroll) {
      const box = await page.locator(scroll).first().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width + 0.5, `${name}: ${scroll} inside ${width}px`).toBe(true);
    } else await noSidewaysScroll(page, `${name} at ${width}px`);
    await page.screenshot({ path: `test-results/words/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The column of a table whose header is `title`, as the texts of its cells. */
async function column(table: ReturnType<Page["getByRole"]>, title: string): Promise<string[]> {
  const headers = await table.locator("thead th").allTextContents();
  // Sortable headers carry their sort mark (↕ ▲ ▼) beside the title.
  const index = headers.findIndex((h) => h.replace(/[↕▲▼]/g, "").trim() === title);
  expect(index, `column ${title} in ${headers.join(" | ")}`).toBeGreaterThanOrEqual(0);
  return table
    .locator("tbody tr")
    .evaluateAll(
      (rows, i) => rows.map((r) => (r.querySelectorAll("th, td")[i] as HTMLElement | undefined)?.textContent ?? ""),
      index,
    );
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];

  test.describe(`words and numbers (${lang})`, () => {
    test("admin form: Arabic digits, stop loss < entries < targets, a double click publishes once", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const F = L.admin.form;
      await loginAs(page, "admin", `/admin?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: L.admin.sections.recommendations })).toBeVisible();
      const field = (label: string) => page.getByLabel(label, { exact: true });
      // The symbol's digits in Eastern Arabic-Indic, every price in Arabic-Indic with ٫.
      const symbol = lang === "en" ? "2010.SR" : "2222.SR";
      await field(F.symbol).fill(arabic(symbol, EASTERN_ARABIC_INDIC).toLowerCase().replace("٫", "."));
      const entries = ["28.5", "28", "27.5", "27"];
      for (const [i, v] of entries.entries()) await field(fill(F.entry, { n: i + 1 })).fill(arabic(v));
      // Target 2 below the entries and a stop loss above them: a long recommendation cannot be that.
      const targets = ["29", "26", "31", "32", "33"];
      for (const [i, v] of targets.entries()) await field(fill(F.target, { n: i + 1 })).fill(arabic(v));
      await field(F.stopLoss).fill(arabic("30"));
      await page.getByRole("button", { name: F.submit, exact: true }).click();
      await expect(page.getByText(F.stopLossBelowEntries)).toBeVisible();
      await expect(page.getByText(F.targetAboveEntries)).toHaveCount(1);
      await expect(field(F.stopLoss)).toHaveAttribute("aria-invalid", "true");
      await expect(field(fill(F.target, { n: 2 }))).toHaveAttribute("aria-invalid", "true");
      // No price is refused as "not a price": the Arabic digits were read.
      await expect(page.getByText(F.invalidPrice)).toHaveCount(0);
      await expect(page.getByText(F.invalidSymbol)).toHaveCount(0);
      await expect(field(F.stopLoss)).toBeFocused();
      await atEveryWidth(page, `admin-order-${lang}`);

      await field(F.stopLoss).fill(arabic("25.5"));
      await field(fill(F.target, { n: 2 })).fill(arabic("30"));
      await expect(page.locator("#recommendation-form [aria-invalid=true]")).toHaveCount(0);

      const count = async () => {
        const res = await page.request.get("/api/v1/admin/recommendations");
        return ((await res.json()) as { recommendations: { symbol: string }[] }).recommendations;
      };
      const before = (await count()).length;
      const publish = page.getByRole("button", { name: F.submit, exact: true });
      await publish.dblclick();
      await expect(page.getByText(F.saved)).toBeVisible();
      await expect(field(F.symbol)).toHaveValue("");
      // A double click slower than the server: the second click lands after the answer.
      await publish.click();
      // The second click did not validate the cleared form: no field is red, no summary. A submit
      // is checked at once, in the click's own event (recommendationForm.machine.ts): had it been
      // taken, its red fields would be rendered two frames later.
      await nextFrames(page);
      await expect(page.locator("#recommendation-form [aria-invalid=true]")).toHaveCount(0);
      await expect(page.getByText(F.fixErrors)).toHaveCount(0);
      const after = await count();
      expect(after.length).toBe(before + 1);
      expect(after[0]?.symbol).toBe(symbol);
      const card = page.locator("section[aria-labelledby=published-title] article").filter({ hasText: symbol }).first();
      await expect(card).toContainText("28.50");
      await expect(card).toContainText("25.50");
    });

    test("the six code boxes take Arabic-Indic digits, typed and pasted", async ({ page }) => {
      const R = L.auth.register;
      await page.goto(`/?auth=register&lang=${lang}`);
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(R.firstName, { exact: true }).fill("Rana");
      await dialog.getByLabel(R.email, { exact: true }).fill(`digits-${lang}-${Date.now()}@example.com`);
      await dialog.getByLabel(R.password, { exact: true }).fill("a long enough passphrase");
      await dialog.getByRole("button", { name: R.submit, exact: true }).click();
      const box = (n: number) => dialog.getByLabel(fill(L.auth.otp.digit, { n }), { exact: true });
      await expect(box(1)).toBeVisible();
      // Each box shows the digit as typed; the code goes to the server in Latin digits.
      await box(1).fill("١");
      await expect(box(1)).toHaveValue("١");
      await expect(box(2)).toBeFocused();
      await page.keyboard.type("۲٣");
      await expect(box(2)).toHaveValue("۲");
      await expect(box(3)).toHaveValue("٣");
      await expect(box(4)).toBeFocused();
      await box(1).evaluate((el) => {
        const data = new DataTransfer();
        data.setData("text", "٤٨٢ ٩١٣");
        el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      });
      for (const [i, d] of [..."٤٨٢٩١٣"].entries()) await expect(box(i + 1)).toHaveValue(d);
      // The code is sent in Latin digits: the server answers about the code, not about its form.
      await dialog.getByRole("button", { name: L.auth.otp.verify, exact: true }).click();
      await expect(dialog.getByRole("alert")).toHaveText(fill(L.apiErrors.otp_invalid, { attemptsLeft: 4 }));
    });

    test("live gainers: a changed price flashes with ▲ or ▼ in its colour and its word for screen readers", async ({
      page,
    }) => {
      test.setTimeout(75_000);
      const G = L.dashboard.gainers;
      await loginAs(page, "user", `/trading-screener?lang=${lang}`);
      const table = page.getByTestId("gainers-table");
      // One read in the page: a push every 500 ms re-creates the flashing element, and prices on
      // the exchange's tick may hold for several pushes, so it is read every 100 ms until a moved
      // price is there (null while none is).
      const read = () =>
        table.evaluate((t) => {
          const el = t.querySelector("[data-move]");
          const mark = el?.querySelector("[aria-hidden=true]");
          if (!el || !mark) return null;
          return {
            move: el.getAttribute("data-move"),
            text: mark.textContent ?? "",
            color: getComputedStyle(mark).color,
            hidden: (mark.nextElementSibling?.textContent ?? "").trim(),
          };
        });
      let seen: Awaited<ReturnType<typeof read>> = null;
      await expect
        .poll(
          async () => {
            seen = await read();
            return seen;
          },
          { timeout: 40_000, intervals: [100] },
        )
        .not.toBeNull();
      const { move, text, color, hidden } = seen!;
      expect(move === "up" || move === "down").toBe(true);
      expect(text).toBe(move === "up" ? "▲" : "▼");
      expect(hidden).toBe(move === "up" ? G.up : G.down);
      expect(color).toBe(move === "up" ? "rgb(61, 220, 151)" : "rgb(255, 122, 136)");
      // Every price of the column has the same form: the listing currency and two decimals.
      for (const price of await column(table, G.columns.price)) {
        expect(price.replace(/[▲▼]/, "").replace(G.up, "").replace(G.down, "").trim()).toMatch(
          lang === "en" ? /^(\$|SAR\u00a0)[\d,]+\.\d{2}$/ : /^[\d,]+\.\d{2}\u00a0(\$|ر\.س)$/,
        );
      }
      await atEveryWidth(page, `gainers-${lang}`);
    });

    test("scanner table: one compact format per column, the listing currency where markets mix", async ({ page }) => {
      const C = L.scanner.columns;
      await loginAs(page, "user", `/investment-screener?lang=${lang}`);
      await page.getByRole("button", { name: fill(L.scanner.names.liquidity, { product: "Rockets" }) }).click();
      const table = page.getByRole("table");
      await expect(table.locator("tbody tr").first()).toBeVisible({ timeout: 15_000 });
      const symbols = await column(table, C.symbol);
      const caps = await column(table, C.marketCap);
      const unit = lang === "en" ? "[KMBT]" : "\u00a0(ألف|مليون|مليار|تريليون)";
      for (const [i, cap] of caps.entries()) {
        const saudi = /\.SR/.test(symbols[i] ?? "");
        const pattern =
          lang === "en"
            ? new RegExp(`^${saudi ? "SAR\u00a0" : "\\$"}\\d+\\.\\d{2}${unit}$`)
            : new RegExp(`^\\d+\\.\\d{2}${unit}\u00a0${saudi ? "ر\\.س" : "\\$"}$`);
        expect(cap, `${symbols[i]} market cap`).toMatch(pattern);
      }
      for (const volume of await column(table, C.volume))
        expect(volume).toMatch(new RegExp(`^(\\d+|\\d+\\.\\d{2}${unit})$`));
      expect(caps.join(" ")).not.toContain("ترليون");
      // The scanner page's tab bar is wider than a 320 px phone (phone layout work, not these
      // numbers): here the results table's scrolling region must fit the screen.
      await atEveryWidth(page, `scanner-${lang}`, "[role=region]:has(table)");
    });

    test("IPO calendar: status and exchange in the page's language, SAR for Saudi listings", async ({ page }) => {
      const I = L.partner.ipo;
      await loginAs(page, "partner", `/partner/events/ipo?lang=${lang}`);
      await expect(page.getByTestId("partner-loading")).toHaveCount(0, { timeout: 15_000 });
      const table = page.getByRole("table");
      await expect(table.locator("tbody tr").first()).toBeVisible();
      const statuses = Object.values(I.statuses);
      const exchanges = Object.values(I.exchanges);
      const status = await column(table, I.status);
      const exchange = await column(table, I.exchange);
      const caps = await column(table, I.marketCap);
      for (const [i, s] of status.entries()) {
        expect(statuses).toContain(s);
        expect(exchanges).toContain(exchange[i]);
        if (exchange[i] === I.exchanges.saudi && caps[i] !== "—")
          expect(caps[i]).toMatch(lang === "en" ? /^SAR\u00a0/ : /ر\.س$/);
      }
      await atEveryWidth(page, `ipo-${lang}`);
    });

    test("landing: honest About copy, the social handle isolated, the hero figures on one baseline", async ({
      page,
    }) => {
      await page.goto(`/?lang=${lang}`);
      await expect(page.getByText(L.landing.about.p1.slice(-40))).toBeVisible();
      await expect(page.locator("body")).not.toContainText(lang === "en" ? "thousands" : "آلاف");
      const handle = page.locator("footer bdi[dir=ltr]").first();
      await expect(handle).toHaveText(/^@/);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const tops = await page
          .locator("main dl dd")
          .evaluateAll((dds) => dds.slice(0, 3).map((d) => Math.round(d.getBoundingClientRect().top)));
        expect(new Set(tops).size, `hero figures at ${width}px: ${tops.join(", ")}`).toBe(1);
      }
      await page.locator("main dl").first().scrollIntoViewIfNeeded();
      await atEveryWidth(page, `landing-hero-${lang}`);
      await page.locator("footer").scrollIntoViewIfNeeded();
      await atEveryWidth(page, `landing-footer-${lang}`);
    });
  });
}

// ── Arabic that reads right: every screen of both portals, signed in, without English words ──

/** Latin words allowed on an Arabic screen: units and abbreviations with no Arabic equivalent in
 * use. Ticker symbols, e-mail addresses and text marked lang="en" (a company's own Latin name,
 * the switch to English) are allowed as such. */
const ALLOWED_LATIN = new Set([
  "P/E",
  "P/B",
  "EBITDA",
  "EV/EBITDA",
  "CSV",
  "PNG",
  "JSON",
  "Enter",
  "RSI",
  "SMA",
  "ETF",
]);
/** Capitals that look like a ticker but are English words or codes that must be Arabic here. */
const NOT_SYMBOLS = new Set(["SAR", "USD", "CEO", "CFO", "COO", "IPO", "UTC", "GMT", "N/A"]);
const SYMBOL = /^[A-Z0-9]{1,6}(?:[.-][A-Z0-9]{1,4})?$/;

/** The Latin words visible on the page that an Arabic reader should not meet. */
async function latinWords(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      // Names people typed (a watchlist, a portfolio) are theirs, in any script: marked
      // data-user-text, or isolated (U+2068…U+2069) where a sentence names them.
      if (!el || el.closest("script, style, noscript, [lang=en], [aria-hidden=true], [data-user-text]")) continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      // Visible, or text for screen readers (clipped, visually hidden): both are read.
      const text = (node.textContent ?? "").replace(/\u2068[^\u2069]*\u2069/g, " ");
      for (const m of text.matchAll(/[#@]?[A-Za-z0-9][A-Za-z0-9@._/+-]*/g))
        if (/[A-Za-z]/.test(m[0])) out.push(m[0].replace(/[.]+$/, ""));
    }
    return out;
  });
  return [
    ...new Set(
      words.filter(
        (w) =>
          !ALLOWED_LATIN.has(w) &&
          !(SYMBOL.test(w) && !NOT_SYMBOLS.has(w)) &&
          !/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(w) &&
          // A social handle (@rockets), like an address.
          !/^@\w+$/.test(w) &&
          // A colour, as a theme editor shows it.
          !/^#[0-9a-f]{3,8}$/i.test(w) &&
          // One Latin letter: a currency sign or a unit beside a figure is checked elsewhere.
          w.length > 1,
      ),
    ),
  ];
}

async function expectArabicOnly(page: Page, what: string) {
  // Wait for the screen to settle: loading texts gone, every request answered (the market status
  // among them; the landing page's videos left out) and rendered.
  await expect(page.getByText("جارٍ التحميل").locator("visible=true")).toHaveCount(0, { timeout: 15_000 });
  await requestsAnswered(page);
  expect.soft(await latinWords(page), `Latin words on ${what} (ar)`).toEqual([]);
}

/** A dollar portfolio holding a US share, so the portfolio screen shows its tables and their currencies. */
async function withDollarHolding(page: Page) {
  const origin = new URL(page.url()).origin;
  const headers = { origin, "content-type": "application/json" };
  const api = `${origin}/api/v1/work/portfolios`;
  const created = await page.request.post(api, { headers, data: { name: "Words USD", baseCurrency: "USD" } });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { portfolio: { id: string } }).portfolio;
  for (const data of [
    { type: "deposit", date: "2025-01-02", price: 1000, currency: "USD" },
    { type: "buy", date: "2025-01-03", symbol: "AAPL", quantity: 2, price: 200, currency: "USD" },
  ]) {
    const res = await page.request.post(`${api}/${id}/transactions`, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

const PUBLIC_SCREENS = [
  "/",
  "/partner/login",
  "/sign-in-link",
  "/disclaimer",
  "/no-such-page",
  "/newsletter/confirm?token=x",
  "/newsletter/unsubscribe?token=x",
];
const USER_SCREENS = [
  "/investment-screener",
  "/trading-screener",
  "/trading-screener?section=movers",
  "/trading-screener?section=ticketForm",
  "/trading-screener?section=caseHandler",
  "/ticker/2222.SR",
  "/ticker/AAPL",
  "/portfolio",
  "/account",
];
// Every partner route of the sidebar (the fundamentals and the explorer about a company), and the home.
const WITH_SYMBOL: Record<string, string> = {
  "/partner/tools/explorer": "2222.SR",
  "/partner/fundamentals/institutional-ownership": "2222.SR",
};
const PARTNER_SCREENS = [
  "/partner/dashboard",
  "/partner/news/newsletter?tab=drafts",
  "/partner/news/newsletter?tab=sends",
  ...PARTNER_PATHS.map((path) =>
    path.startsWith("/partner/fundamentals/") || WITH_SYMBOL[path]
      ? `${path}?symbol=${WITH_SYMBOL[path] ?? "AAPL"}`
      : path,
  ),
];
const withAr = (path: string) => `${path}${path.includes("?") ? "&" : "?"}lang=ar`;

test.describe("Arabic screens without English words", () => {
  test.beforeEach(({ page }) => trackRequests(page));

  test("public screens", async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of PUBLIC_SCREENS) {
      await page.goto(withAr(path));
      // The landing page's lower sections load when scrolled to.
      if (path === "/") await page.locator("footer").last().scrollIntoViewIfNeeded();
      await expectArabicOnly(page, path);
    }
  });

  test("the user's screens, the watchlist tab and the alerts", async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, "user", withAr(USER_SCREENS[0]!));
    await withDollarHolding(page);
    for (const path of USER_SCREENS) {
      await page.goto(withAr(path));
      await expectArabicOnly(page, path);
    }
    await page.goto(withAr("/investment-screener"));
    await page.getByRole("tab", { name: ar.scanner.tabs.watchlist }).click();
    await expectArabicOnly(page, "the watchlist tab");
  });

  test("the admin's screen", async ({ page }) => {
    await loginAs(page, "admin", withAr("/admin"));
    await expectArabicOnly(page, "/admin");
    // The support tickets' queue (its users' names and addresses are marked as their own text).
    await page.goto(withAr("/admin?section=ticketForm"));
    await expectArabicOnly(page, "/admin?section=ticketForm");
  });

  test("every partner screen", async ({ page }) => {
    test.setTimeout(240_000);
    await loginAs(page, "partner", withAr(PARTNER_SCREENS[0]!));
    for (const path of PARTNER_SCREENS) {
      await page.goto(withAr(path));
      await expect(page.getByTestId("partner-loading")).toHaveCount(0, { timeout: 15_000 });
      await expectArabicOnly(page, path);
    }
  });
});

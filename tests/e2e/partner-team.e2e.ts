// The partner team in Chromium, in English and Arabic, against the real server: the partner
// account invites a viewer (the link read from the server's outbox), the viewer sets a password
// on the invitation page and signs in with it and the partner's ID and keys; the team watchlist
// (a list, symbols with live prices, a note, the CSV with currency and exchange time), which the
// viewer reads but cannot change; the viewer's own layout (groups moved with the keyboard, one
// hidden, the sidebar following it after a reload); the owner removes the viewer, whose session
// ends. Axe on every screen, no sideways scroll at 320 px, and screenshots at 375 and 1366 px to
// $SHOTS_DIR (default: rockets-team-shots in the temp folder).
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { DEMO, loginAs } from "./helpers";
import { BASE_URL } from "./playwright.config";

test.describe.configure({ timeout: 120_000 });

const DICT = { en, ar } as const;
const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), "rockets-team-shots");
mkdirSync(SHOTS, { recursive: true });

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

/** The invitation link mailed to `email`, from the outbox the e2e server writes. */
async function mailedLink(email: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR as string, "outbox");
  let link: string | null = null;
  await expect
    .poll(() => {
      if (!existsSync(dir)) return null;
      const raw = readdirSync(dir)
        .filter((name) => name.endsWith(".eml"))
        .sort()
        .map((name) => readFileSync(join(dir, name), "utf8"))
        .filter((m) => m.includes(`To: ${email}`))
        .at(-1);
      // Quoted-printable: soft line breaks and "=3D" undone before the link is read.
      const text = raw?.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
      link = text?.match(/https?:\/\/\S+\/partner\/join\?token=[A-Za-z0-9_-]{43}/)?.[0] ?? null;
      return link;
    })
    .not.toBeNull();
  return link as unknown as string;
}

async function memberPage(browser: Browser, lang: "en" | "ar", email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: lang === "ar" ? "ar-SA" : "en-US" });
  const page = await context.newPage();
  await page.goto(`/?lang=${lang}`);
  const res = await page.request.post(`${BASE_URL}/api/v1/partner/auth/login`, {
    data: { ...DEMO.partner, email, password },
    headers: { origin: BASE_URL, "content-type": "application/json" },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

async function noSidewaysScroll(page: Page) {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function shots(page: Page, name: string) {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const t = L.team;
  test.describe(`partner team (${lang})`, () => {
    test("invite, join, share a watchlist, a viewer's own layout, removal", async ({ page, browser }) => {
      const email = `viewer-${lang}-${Date.now()}@team.example`;
      const password = `viewer password ${lang}`;
      await loginAs(page, "partner", `/partner/settings/access?lang=${lang}`);

      // The owner invites a viewer.
      await expect(page.getByRole("heading", { level: 1, name: t.access.title })).toBeVisible();
      await page.getByLabel(t.access.email, { exact: true }).fill(email);
      await page.locator("select[name=role]").selectOption("viewer");
      await page.getByRole("button", { name: t.access.invite }).click();
      await expect(page.getByTestId("team-notice")).toContainText(email);
      const row = page.locator(`[data-testid=member-row][data-email="${email}"]`);
      await expect(row).toContainText(t.access.never);
      // The same address again is refused, the field named.
      await page.getByLabel(t.access.email, { exact: true }).fill(DEMO.partner.email);
      await page.getByRole("button", { name: t.access.invite }).click();
      await expect(page.getByRole("alert")).toHaveText(t.errors.emailPartner);
      await expect(page.getByLabel(t.access.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);
      await shots(page, `access-${lang}`);

      // The invitation page: the passwords must match, then the link is used once.
      const link = await mailedLink(email);
      const joinContext = await browser.newContext({ locale: lang === "ar" ? "ar-SA" : "en-US" });
      const join = await joinContext.newPage();
      await join.goto(`${link}&lang=${lang}`);
      await expect(join.getByRole("heading", { level: 1, name: t.join.title })).toBeVisible();
      await expect(join.getByText(email)).toBeVisible();
      await join.getByLabel(t.join.password, { exact: true }).fill(password);
      await join.getByLabel(t.join.confirm, { exact: true }).fill(`${password}!`);
      await join.getByRole("button", { name: t.join.submit }).click();
      await expect(join.getByRole("alert")).toHaveText(t.join.mismatch);
      await expectNoAxeViolations(join);
      await noSidewaysScroll(join);
      await shots(join, `join-${lang}`);
      await join.getByLabel(t.join.confirm, { exact: true }).fill(password);
      await join.getByRole("button", { name: t.join.submit }).click();
      await expect(join.getByRole("status")).toContainText(DEMO.partner.partnerID);
      await join.goto(`${link}&lang=${lang}`);
      await expect(join.getByRole("alert")).toHaveText(t.join.invalid);
      await joinContext.close();

      // The owner's team watchlist: a list, two symbols, live prices, a note, the CSV.
      await page.goto(`/partner/tools/watchlist?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1, name: t.watchlist.title })).toBeVisible();
      const listName = `Desk ${lang} ${Date.now() % 100000}`;
      await page.getByLabel(t.watchlist.newList, { exact: true }).fill(listName);
      await page.getByRole("button", { name: t.watchlist.create, exact: true }).click();
      const shown = page.getByTestId("shown-list");
      await expect(shown.getByRole("heading", { level: 2 })).toHaveText(listName);
      for (const symbol of ["2222.SR", "AAPL"]) {
        await shown.getByLabel(t.watchlist.addSymbol, { exact: true }).fill(symbol);
        await shown.getByRole("button", { name: t.watchlist.add, exact: true }).click();
        await expect(shown.locator(`[data-testid=symbol-row][data-symbol="${symbol}"]`)).toBeVisible();
      }
      // A symbol that is not listed anywhere is refused, the field named.
      await shown.getByLabel(t.watchlist.addSymbol, { exact: true }).fill("NOPE9");
      await shown.getByRole("button", { name: t.watchlist.add, exact: true }).click();
      await expect(shown.getByRole("alert")).toHaveText(t.errors.symbolUnknown);
      const aramco = shown.locator('[data-testid=symbol-row][data-symbol="2222.SR"]');
      // A live price arrives over the socket, in riyals, its time on Riyadh's clock.
      await expect(aramco.getByTestId("price")).not.toHaveText(t.watchlist.waiting, { timeout: 15_000 });
      await expect(aramco.getByTestId("price-time")).toContainText(lang === "en" ? "Riyadh" : "الرياض");
      const note = aramco.getByLabel(fill(t.watchlist.editNote, { symbol: "\u20682222.SR\u2069" }));
      await note.fill("Results on Sunday");
      await aramco.getByRole("button", { name: t.watchlist.saveNote }).click();
      await expect(aramco.getByRole("button", { name: t.watchlist.saveNote })).toBeDisabled();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        shown.getByRole("button", { name: t.watchlist.export }).click(),
      ]);
      const csv = readFileSync((await download.path()) as string, "utf8");
      expect(csv).toContain(t.watchlist.csv.currency);
      expect(csv).toMatch(/2222\.SR,[^\n]*,SAR,[\d.]+,[-\d.]+,[^\n]*,Asia\/Riyadh,Results on Sunday/);
      expect(csv).toMatch(/AAPL,[^\n]*,USD,[\d.]+,[-\d.]+,[^\n]*,America\/New_York,/);
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);
      await shots(page, `watchlist-${lang}`);

      // The viewer signs in with its own password and the partner's ID and keys: it reads the
      // team's list but nothing offers a change, and the team page is the owner's.
      const viewer = await memberPage(browser, lang, email, password);
      await viewer.goto(`/partner/tools/watchlist?lang=${lang}`);
      await expect(viewer.getByTestId("read-only")).toHaveText(t.watchlist.readOnly);
      await viewer.getByRole("button", { name: listName }).click();
      await expect(viewer.getByTestId("shown-list").getByText("Results on Sunday")).toBeVisible();
      await expect(viewer.getByLabel(t.watchlist.newList, { exact: true })).toHaveCount(0);
      await expect(viewer.getByRole("button", { name: t.watchlist.delete })).toHaveCount(0);
      await expectNoAxeViolations(viewer);
      await shots(viewer, `watchlist-viewer-${lang}`);
      await viewer.goto(`/partner/settings/access?lang=${lang}`);
      await expect(viewer.getByTestId("owner-only")).toBeVisible();

      // The viewer's own layout, with the keyboard: News up one place, Events hidden, saved.
      await viewer.goto(`/partner/settings/layout?lang=${lang}`);
      await expect(viewer.getByRole("heading", { level: 1, name: t.layout.title })).toBeVisible();
      const groups = viewer.getByTestId("layout-groups");
      const before = await groups
        .locator("li")
        .evaluateAll((items) => items.map((li) => li.getAttribute("data-group")));
      const newsName = L.partner.nav.groups.news;
      const up = groups.getByRole("button", { name: fill(t.layout.moveUp, { name: newsName }) });
      await up.focus();
      await viewer.keyboard.press("Enter");
      await expect(viewer.getByTestId("layout-status")).toHaveText(
        fill(t.layout.moved, { name: newsName, position: before.indexOf("news") }),
      );
      await groups.getByRole("checkbox", { name: L.partner.nav.groups.events }).focus();
      await viewer.keyboard.press("Space");
      await expect(groups.getByRole("checkbox", { name: L.partner.nav.groups.settings })).toBeDisabled();
      await viewer.getByRole("button", { name: t.layout.save }).click();
      await expect(viewer.getByTestId("layout-status")).toHaveText(t.layout.saved);
      await expectNoAxeViolations(viewer);
      await noSidewaysScroll(viewer);
      await shots(viewer, `layout-${lang}`);
      await viewer.reload();
      const nav = viewer.getByRole("navigation", { name: L.partner.nav.label });
      // The sidebar shows the default until the saved layout is in, then the saved one.
      const groupNames = async () => (await nav.locator("button.group").allTextContents()).map((x) => x.trim());
      const saved = before.filter((g) => g !== "events").map((g) => L.partner.nav.groups[g as "news"]);
      const news = saved.indexOf(L.partner.nav.groups.news);
      [saved[news - 1], saved[news]] = [saved[news] as string, saved[news - 1] as string];
      await expect.poll(groupNames).toEqual(saved);
      // The owner's sidebar is the owner's own: Events still there.
      await page.goto(`/partner/settings/layout?lang=${lang}`);
      await expect(
        page
          .getByRole("navigation", { name: L.partner.nav.label })
          .getByRole("button", { name: L.partner.nav.groups.events }),
      ).toBeVisible();

      // The owner removes the viewer: the viewer's session ends at once.
      await page.goto(`/partner/settings/access?lang=${lang}`);
      await row.getByRole("button", { name: new RegExp(t.access.remove) }).click();
      await row.getByRole("button", { name: t.access.confirm, exact: true }).click();
      await expect(page.getByTestId("team-notice")).toContainText(email);
      await expect(row).toHaveCount(0);
      const after = await viewer.request.get(`${BASE_URL}/api/v1/partner/team/watchlists`);
      expect(after.status()).toBe(401);
      await viewer.context().close();
    });
  });
}

// The one header of the signed-in pages (scanner, watchlists, dashboard, admin, a ticker's page
// the portfolio and the account page): logo home, Scanners, Dashboard, Watchlists, Alerts,
// Portfolio, Account, Admin for admins only, the language switch and sign out, with aria-current on the
// current place; on a phone the links fold into a menu that opens and closes from the keyboard
// in both directions; sign out and the language switch work from every page.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

const DICT = { en, ar } as const;
type Lang = keyof typeof DICT;

/** The account page is built in its own change; it is checked here as soon as it is routed. */
const ACCOUNT_ROUTED = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), "../../src/routes/router.tsx"),
  "utf8",
).includes('"/account"');

interface SignedInPage {
  path: string;
  /** The header place marked aria-current there (null: none, e.g. a ticker's page). */
  current: "scanners" | "dashboard" | "watchlists" | "alerts" | "portfolio" | "account" | "admin" | null;
  adminOnly?: boolean;
}

const PAGES: SignedInPage[] = [
  { path: "/investment-screener", current: "scanners" },
  { path: "/investment-screener?tab=watchlist", current: "watchlists" },
  { path: "/trading-screener", current: "dashboard" },
  { path: "/ticker/AAPL", current: null },
  { path: "/admin", current: "admin", adminOnly: true },
  { path: "/portfolio", current: "portfolio" },
  ...(ACCOUNT_ROUTED ? [{ path: "/account", current: "account" as const }] : []),
];

const withLang = (path: string, lang: Lang) => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/** Checks the header's links, their targets and the current place. */
async function expectHeader(page: Page, lang: Lang, admin: boolean, current: SignedInPage["current"]) {
  const N = DICT[lang].appNav;
  const header = page.locator("[data-app-header]");
  await expect(header).toHaveCount(1);
  await expect(
    header.getByRole("link", { name: new RegExp(N.home.replace(/\{product(:string)?\}/, ".+")) }),
  ).toHaveAttribute("href", "/");
  const nav = header.getByRole("navigation", { name: N.label });
  const links: [keyof typeof N, RegExp][] = [
    ["scanners", /^\/investment-screener$/],
    ["dashboard", /^\/trading-screener$/],
    ["watchlists", /^\/investment-screener\?tab=watchlist$/],
    ["alerts", /^\/investment-screener\?tab=watchlist#alerts$/],
    ["portfolio", /^\/portfolio$/],
    ["account", /^\/account$/],
  ];
  for (const [key, href] of links) {
    const link = nav.getByRole("link", { name: N[key] as string, exact: true });
    await expect(link, `${key} link`).toHaveAttribute("href", href);
    if (current === key) await expect(link).toHaveAttribute("aria-current", "page");
    else await expect(link).not.toHaveAttribute("aria-current", "page");
  }
  const adminLink = nav.getByRole("link", { name: N.admin, exact: true });
  if (admin) {
    await expect(adminLink).toHaveAttribute("href", "/admin");
    if (current === "admin") await expect(adminLink).toHaveAttribute("aria-current", "page");
  } else await expect(adminLink).toHaveCount(0);
  await expect(nav.getByRole("button", { name: N.signOut, exact: true })).toBeVisible();
  await expect(header.getByTestId("language-toggle")).toBeVisible();
  expect(await nav.locator('[aria-current="page"]').count()).toBe(current ? 1 : 0);
}

for (const role of ["user", "admin"] as const) {
  test(`every signed-in page has the one header (${role}), in English and Arabic`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await loginAs(page, role, "/investment-screener?lang=en");
    for (const lang of ["en", "ar"] as const) {
      for (const p of PAGES) {
        if (p.adminOnly && role !== "admin") continue;
        await page.goto(withLang(p.path, lang));
        await expect(page.locator("main").first()).toBeVisible();
        await expectHeader(page, lang, role === "admin", p.current);
      }
    }
    if (role === "user") {
      // A user asking for /admin is sent away; the header never offers it.
      await page.goto("/admin?lang=en");
      await expect(page).not.toHaveURL(/\/admin/);
    }
    // The Alerts link opens the Watchlist tab at the alerts, with focus on their heading.
    await page.goto("/trading-screener?lang=en");
    await page.locator("[data-app-header]").getByRole("link", { name: en.appNav.alerts, exact: true }).click();
    await expect(page).toHaveURL(/\/investment-screener\?tab=watchlist#alerts$/);
    await expect(page.getByRole("heading", { level: 2, name: en.alerts.ui.heading })).toBeFocused();
    await expect(
      page.locator("[data-app-header]").getByRole("link", { name: en.appNav.alerts, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await context.close();
  });
}

test("the language switch and sign out work from every signed-in page", async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  for (const p of PAGES) {
    await loginAs(page, "admin", withLang(p.path, "en"));
    const header = page.locator("[data-app-header]");
    await expect(header.getByRole("link", { name: en.appNav.scanners, exact: true })).toBeVisible();
    // English → Arabic → English, on this page.
    await header.getByTestId("language-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(header.getByRole("link", { name: ar.appNav.scanners, exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(new URL(p.path, "http://x").pathname);
    await header.getByTestId("language-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(header.getByRole("link", { name: en.appNav.scanners, exact: true })).toBeVisible();
    // Sign out: the landing page, and the signed-in page asks for a login again.
    await header.getByRole("button", { name: en.appNav.signOut, exact: true }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await page.goto(p.path);
    await expect(page).toHaveURL(/auth=login/);
  }
  await context.close();
});

for (const lang of ["en", "ar"] as const) {
  for (const width of [320, 768]) {
    test(`the header folds into a menu at ${width} px (${lang}), usable from the keyboard`, async ({ browser }) => {
      const N = DICT[lang].appNav;
      const context = await browser.newContext({ viewport: { width, height: 740 } });
      const page = await context.newPage();
      await loginAs(page, "user", withLang("/trading-screener", lang));
      const header = page.locator("[data-app-header]");
      const button = header.getByRole("button", { name: N.menu, exact: true });
      const nav = header.getByRole("navigation", { name: N.label });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(nav).toBeHidden();
      // The header fits: no sideways scrolling, logo, menu button and language switch on screen.
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
      expect(fits).toBe(true);
      for (const box of [
        await header.getByRole("link").first().boundingBox(),
        await button.boundingBox(),
        await header.getByTestId("language-toggle").boundingBox(),
      ]) {
        expect(box).not.toBeNull();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      }
      // Keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus.
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(header.getByRole("button", { name: N.closeMenu, exact: true })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(nav).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: N.scanners, exact: true })).toBeFocused();
      const current = nav.getByRole("link", { name: N.dashboard, exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      // Every link lies inside the window, in either direction.
      for (const link of await nav.getByRole("link").all()) {
        const box = await link.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      }
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(button).toBeFocused();
      // A link followed from the menu closes it.
      await button.click();
      await nav.getByRole("link", { name: N.scanners, exact: true }).click();
      await expect(page).toHaveURL(/\/investment-screener/);
      await expect(nav).toBeHidden();
      await context.close();
    });
  }
}

// The partner sign-in link in Chromium, in English and Arabic, against the real server: on the
// partner login page the partner asks for a link ("E-mail me a sign-in link", always there); a
// team member whose sign-ins are locked (wrong passwords) is offered it, asks for it and gets in.
// The link is read from the server's outbox; fetching it (as a mail scanner does) uses nothing
// up, the page's button signs in and lands on the partner dashboard, and the same link a second
// time is refused. Axe on both pages, no sideways scroll at 320 px, screenshots at 375 and
// 1366 px to $SHOTS_DIR (default: rockets-partner-link-shots in the temp folder).
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
const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), "rockets-partner-link-shots");
mkdirSync(SHOTS, { recursive: true });

/** The newest link of `kind` mailed to `email`, from the outbox the e2e server writes. */
async function mailedLink(email: string, kind: "join" | "sign-in-link"): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR as string, "outbox");
  const pattern = new RegExp(`https?://\\S+/partner/${kind}\\?token=[A-Za-z0-9_-]{43}`);
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
      link = text?.match(pattern)?.[0] ?? null;
      return link;
    })
    .not.toBeNull();
  return link as unknown as string;
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

async function freshPage(browser: Browser, lang: "en" | "ar"): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, locale: lang === "ar" ? "ar-SA" : "en-US" });
  return context.newPage();
}

/** Opens the link's page (after a scanner's fetch), signs in with its button; then the link is used. */
async function signInWithLink(page: Page, link: string, lang: "en" | "ar", shot: string) {
  const t = DICT[lang].auth.partnerLogin.linkPage;
  expect((await fetch(link)).status).toBe(200);
  await page.goto(`${link}&lang=${lang}`);
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  await expectNoAxeViolations(page);
  await noSidewaysScroll(page);
  await shots(page, shot);
  await page.getByRole("button", { name: t.submit, exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/partner/dashboard`);
  // The same link again: refused, with the way back to the login page.
  await page.goto(`${link}&lang=${lang}`);
  await page.getByRole("button", { name: t.submit, exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(t.invalid);
  await expect(page.getByRole("link", { name: t.toLogin })).toBeVisible();
}

// One partner account: its e-mail gets one link a minute, so the partner's run is in English and
// the Arabic run is a team member's.
test("en: a partner asks for a sign-in link on the login page and signs in with it", async ({ browser }) => {
  const L = en.auth.partnerLogin;
  const page = await freshPage(browser, "en");
  await page.goto("/partner/login?lang=en");
  await page.getByLabel(L.email, { exact: true }).fill(DEMO.partner.email);
  await page.getByRole("button", { name: L.linkAsk, exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: en.auth.server.partnerLinkSent })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, "partner-link-asked-en");
  const link = await mailedLink(DEMO.partner.email, "sign-in-link");
  await signInWithLink(page, link, "en", "partner-link-page-en");
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("partner") ?? "null")?.email))
    .toBe(DEMO.partner.email);
  await page.context().close();
});

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang].auth.partnerLogin;

  test(`${lang}: a locked-out team member is offered the link and gets in with it`, async ({ page, browser }) => {
    const email = `link-member-${lang}-${Date.now()}@team.example`;
    const password = `member password ${lang}`;
    // The owner invites the member, who joins (through the API: the team screens have their own spec).
    await loginAs(page, "partner", "/partner/dashboard");
    const invited = await page.request.post(`${BASE_URL}/api/v1/partner/team/invites`, {
      data: { email, role: "viewer" },
      headers: { origin: BASE_URL },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const memberId = (await invited.json()).member.id as string;
    const token = new URL(await mailedLink(email, "join")).searchParams.get("token");
    const joined = await page.request.post(`${BASE_URL}/api/v1/partner/team/invite/accept`, {
      data: { token, password },
      headers: { origin: BASE_URL },
    });
    expect(joined.status(), await joined.text()).toBe(200);

    try {
      const member = await freshPage(browser, lang);
      await member.goto(`/partner/login?lang=${lang}`);
      const fill = async (pw: string) => {
        await member.getByLabel(L.email, { exact: true }).fill(email);
        await member.getByLabel(L.partnerID, { exact: true }).fill(DEMO.partner.partnerID);
        await member.getByLabel(L.securityKey1, { exact: true }).fill(DEMO.partner.securityKey1);
        await member.getByLabel(L.securityKey2, { exact: true }).fill(DEMO.partner.securityKey2);
        await member.getByLabel(L.password, { exact: true }).fill(pw);
      };
      // Wrong passwords until the sign-ins of this member from this address are locked.
      for (let i = 0; i < 10; i++) {
        const res = await member.request.post(`${BASE_URL}/api/v1/partner/auth/login`, {
          data: { ...DEMO.partner, email, password: `wrong ${i}` },
          headers: { origin: BASE_URL },
        });
        expect(res.status()).toBe(401);
      }
      await fill(password);
      await member.getByRole("button", { name: L.submit, exact: true }).click();
      await expect(member.getByText(L.linkLocked, { exact: true })).toBeVisible();
      await expectNoAxeViolations(member);
      await noSidewaysScroll(member);
      await shots(member, `partner-link-locked-${lang}`);
      await member.getByRole("button", { name: L.linkAsk, exact: true }).click();
      await expect(
        member.getByRole("status").filter({ hasText: DICT[lang].auth.server.partnerLinkSent }),
      ).toBeVisible();
      const link = await mailedLink(email, "sign-in-link");
      await signInWithLink(member, link, lang, `member-link-page-${lang}`);
      await expect
        .poll(() => member.evaluate(() => JSON.parse(localStorage.getItem("partner") ?? "null")?.member?.email))
        .toBe(email);
      await member.context().close();
    } finally {
      await page.request.delete(`${BASE_URL}/api/v1/partner/team/members/${memberId}`, {
        headers: { origin: BASE_URL },
      });
    }
  });
}

// The sign-in link of a code e-mail, end to end with real mail: a server of its own with SMTP_URL
// pointing at an SMTP server on loopback; the link is read from the delivered message. Fetching
// the link (as a mail scanner does) uses nothing up; the page's button verifies the registration
// and lands on /investment-screener; the same link a second time is refused. English and Arabic.
// SIGN_IN_LINK_SHOTS=<folder> also saves screenshots of the page at 375 and 1366 px.
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { decodedText, type MailedServer, serverWithMail } from "./smtp-server";

const PORT = Number(process.env.E2E_PORT ?? 4173) + 1002;
const BASE = `http://127.0.0.1:${PORT}`;
const SHOTS = process.env.SIGN_IN_LINK_SHOTS;
let mailed: MailedServer;
let received: MailedServer["received"] = [];

test.beforeAll(async () => {
  mailed = await serverWithMail(PORT, "link");
  received = mailed.received;
});

test.afterAll(async () => {
  await mailed?.stop();
});

async function registerAndReadLink(page: Page, email: string, lang: "en" | "ar"): Promise<string> {
  const res = await page.request.post(`${BASE}/api/v1/auth/register`, {
    data: { firstName: lang === "ar" ? "رنا" : "Rana", email, password: "a long enough passphrase" },
    headers: { origin: BASE, "accept-language": lang },
  });
  expect(res.status()).toBe(201);
  await expect.poll(() => received.some((m) => m.to === email), { timeout: 15_000 }).toBe(true);
  const text = decodedText(received.find((m) => m.to === email)?.raw ?? "");
  const link = /(http:\/\/127\.0\.0\.1:\d+\/sign-in-link\?token=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
  expect(link).not.toBe("");
  return link;
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 860 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const lang of ["en", "ar"] as const) {
  const t =
    lang === "en"
      ? {
          title: "Sign in with your e-mailed link",
          submit: "Sign me in",
          used: "This sign-in link has expired or was already used.",
          missing: "This address has no sign-in link in it.",
        }
      : {
          title: "تسجيل الدخول بالرابط المرسل إلى بريدك",
          submit: "سجّل دخولي",
          used: "انتهت صلاحية رابط تسجيل الدخول هذا أو سبق استخدامه.",
          missing: "لا يحتوي هذا العنوان على رابط تسجيل دخول.",
        };

  test(`${lang}: the e-mailed link's page verifies the registration with its button, once`, async ({ page }) => {
    test.setTimeout(90_000);
    const email = `link-${lang}-${Date.now()}@example.com`;
    const link = await registerAndReadLink(page, email, lang);
    // A mail scanner fetching the link uses nothing up.
    expect((await fetch(link)).status).toBe(200);
    await page.goto(`${link}&lang=${lang}`);
    await expect(page.getByRole("heading", { name: t.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await shots(page, `sign-in-link-${lang}`);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(`${BASE}/investment-screener`);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null")?.email)).toBe(email);
    // The same link again: refused, with the way to a new code.
    await page.goto(`${link}&lang=${lang}`);
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(t.used);
    await shots(page, `sign-in-link-used-${lang}`);
  });

  test(`${lang}: a page without a token says so`, async ({ page }) => {
    await page.goto(`${BASE}/sign-in-link?lang=${lang}`);
    await expect(page.getByRole("alert")).toContainText(t.missing);
  });
}

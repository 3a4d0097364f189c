// Forgot password, end to end with real mail: a server of its own sends through an SMTP server on
// loopback (./smtp-server.ts). In English and in Arabic: "Forgot password?" in the login dialog,
// the address, the code read from the delivered e-mail, a common password refused under its field,
// the new one saved, every other session ended, the "password changed" e-mail, the login with the
// new password. Then the e-mailed link: fetching it (as a mail scanner does) uses nothing up, its
// page's button leads to the new-password form, and the link works once.
// RESET_SHOTS=<folder> saves screenshots of the new screens at 320, 375, 768 and 1366 px.
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { resizeTo, sidewaysOverflow } from "./settle";
import { decodedText, freePort, type MailedServer, serverWithMail } from "./smtp-server";

const SHOTS = process.env.RESET_SHOTS;
const OLD = "a long enough passphrase";
let mailed: MailedServer;
let base = "";

test.beforeAll(async () => {
  mailed = await serverWithMail(await freePort(), "reset");
  base = mailed.base;
});

test.afterAll(async () => {
  await mailed?.stop();
});

/** The newest message to `to` after `count` earlier ones, decoded. */
async function nextMail(to: string, count: number): Promise<string> {
  await expect.poll(() => mailed.received.filter((m) => m.to === to).length, { timeout: 15_000 }).toBe(count + 1);
  return decodedText(mailed.received.filter((m) => m.to === to).at(-1)?.raw ?? "");
}
const mailCount = (to: string) => mailed.received.filter((m) => m.to === to).length;
const codeIn = (text: string) => /^(\d{6})$/m.exec(text)?.[1] ?? "";

/** A verified account (registered and verified through the API) and a signed-in API client. */
async function account(lang: "en" | "ar"): Promise<{ email: string; other: APIRequestContext }> {
  const email = `reset-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const client = await request.newContext({
    baseURL: base,
    extraHTTPHeaders: { origin: base, "accept-language": lang },
  });
  const firstName = lang === "ar" ? "رنا" : "Rana";
  expect((await client.post("/api/v1/auth/register", { data: { firstName, email, password: OLD } })).status()).toBe(
    201,
  );
  const code = codeIn(await nextMail(email, 0));
  expect((await client.post("/api/v1/auth/verify-otp", { data: { email, otp: code } })).status()).toBe(200);
  return { email, other: client };
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [320, 375, 768, 1366]) {
    await resizeTo(page, width, width < 768 ? 740 : 860);
    await expect.poll(() => sidewaysOverflow(page), `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
  if (size) await page.setViewportSize(size);
}

const TEXTS = {
  en: {
    login: "Login",
    email: "Email",
    password: "Password",
    forgot: "Forgot password?",
    title: "Reset your password",
    resetEmail: "E-mail",
    send: "Send me a code",
    code: "6-digit code",
    next: "Continue",
    newPassword: "New password",
    save: "Save the new password",
    common: "This password is too common. Please choose another one.",
    changed: "Your password is changed and every device was signed out. Sign in with your new password.",
    linkTitle: "Choose a new password",
    used: "This password reset link has expired or was already used.",
    changedSubject: "Your Rockets password was changed",
    resetSubject: "Reset your Rockets password",
  },
  ar: {
    login: "تسجيل الدخول",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    forgot: "نسيت كلمة المرور؟",
    title: "إعادة تعيين كلمة المرور",
    resetEmail: "البريد الإلكتروني",
    send: "أرسل لي رمزًا",
    code: "الرمز المكوّن من 6 أرقام",
    next: "متابعة",
    newPassword: "كلمة المرور الجديدة",
    save: "احفظ كلمة المرور الجديدة",
    common: "كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة أخرى.",
    changed: "تغيّرت كلمة المرور وخرجت كل الأجهزة من حسابك. سجّل الدخول بكلمة المرور الجديدة.",
    linkTitle: "اختر كلمة مرور جديدة",
    used: "انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا أو سبق استخدامه.",
    changedSubject: "تغيّرت كلمة مرور حسابك في روكتس",
    resetSubject: "إعادة تعيين كلمة مرورك في روكتس",
  },
};

for (const lang of ["en", "ar"] as const) {
  const t = TEXTS[lang];

  test(`${lang}: forgot password in the login dialog, by the e-mailed code`, async ({ page }) => {
    test.setTimeout(120_000);
    const { email, other } = await account(lang);
    expect((await other.get("/api/v1/auth/authCheck").then((r) => r.json())).user?.email).toBe(email);
    await page.goto(`${base}/?auth=login&lang=${lang}`);
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.email, { exact: true }).fill(email);
    await dialog.getByRole("button", { name: t.forgot }).click();
    await expect(dialog.getByRole("heading", { name: t.title })).toBeVisible({ timeout: 15_000 });
    // The login form's address is carried over.
    await expect(dialog.getByLabel(t.resetEmail, { exact: true })).toHaveValue(email);
    await shots(page, `reset-email-${lang}`);
    const before = mailCount(email);
    await dialog.getByRole("button", { name: t.send }).click();
    await expect(dialog.getByLabel(t.code)).toBeVisible();
    const mail = await nextMail(email, before);
    expect(mail).toContain("/reset-password?token=");
    await shots(page, `reset-code-${lang}`);
    await dialog.getByLabel(t.code).fill(codeIn(mail));
    await dialog.getByRole("button", { name: t.next }).click();
    const password = dialog.getByLabel(t.newPassword, { exact: true });
    await expect(password).toBeVisible();
    // The registration's policy: a common password is refused, under the field.
    await password.fill("password123");
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog.getByText(t.common)).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await shots(page, `reset-password-${lang}`);
    const changedBefore = mailCount(email);
    await password.fill("a brand new passphrase");
    await dialog.getByRole("button", { name: t.save }).click();
    // Back on the login form, with the notice and the address.
    await expect(dialog.getByRole("status")).toHaveText(t.changed);
    await expect(dialog.getByLabel(t.email, { exact: true })).toHaveValue(email);
    await shots(page, `reset-done-${lang}`);
    // The owner is told, in the account's language; the other browser's session has ended.
    const changed = await nextMail(email, changedBefore);
    expect(changed).toContain(lang === "ar" ? "بالتوقيت العالمي" : "UTC");
    expect((await other.get("/api/v1/auth/authCheck").then((r) => r.json())).user).toBeNull();
    expect((await other.post("/api/v1/auth/login", { data: { email, password: OLD } })).status()).toBe(401);
    await other.dispose();
    await dialog.getByLabel(t.password, { exact: true }).fill("a brand new passphrase");
    await dialog.getByRole("button", { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(`${base}/investment-screener`);
  });

  test(`${lang}: the e-mailed link's page: its button, then the new password, once`, async ({ page }) => {
    test.setTimeout(120_000);
    const { email, other } = await account(lang);
    await other.dispose();
    const before = mailCount(email);
    const asked = await page.request.post(`${base}/api/v1/auth/password-reset/request`, {
      data: { email },
      headers: { origin: base, "accept-language": lang },
    });
    expect(asked.status()).toBe(200);
    const text = await nextMail(email, before);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
    expect(link).not.toBe("");
    // A mail scanner fetching the link uses nothing up.
    expect((await fetch(link)).status).toBe(200);
    await page.goto(`${link}&lang=${lang}`);
    // The page and its texts are chunks of their own: a busy machine may take a while to load them.
    await expect(page.getByRole("heading", { name: t.linkTitle })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await shots(page, `reset-link-${lang}`);
    await page.getByRole("button", { name: t.next }).click();
    await page.getByLabel(t.newPassword, { exact: true }).fill("another brand new passphrase");
    await shots(page, `reset-link-password-${lang}`);
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status")).toHaveText(t.changed);
    await shots(page, `reset-link-done-${lang}`);
    const login = await page.request.post(`${base}/api/v1/auth/login`, {
      data: { email, password: "another brand new passphrase" },
      headers: { origin: base },
    });
    expect(login.status()).toBe(200);
    // The same link again: refused, with the way back to the login page.
    await page.goto(`${link}&lang=${lang}`);
    await page.getByRole("button", { name: t.next }).click();
    await expect(page.getByRole("alert")).toHaveText(t.used);
    await shots(page, `reset-link-used-${lang}`);
  });
}

// A value that is too long is refused with a message under the field at fault, never cut: in
// English and Arabic, in the registration form, the watchlist dialog and the partner login.
// Inputs carry maxlength equal to the server's limits (src/shared/fields.ts); a longer paste is
// kept whole, so the server's 400 names the field and its limit.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { i18nString } from "typesafe-i18n";
import { FIELD_LIMITS } from "../../src/shared/fields";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

const DICT = { en, ar } as const;
/** A dictionary text with its values, plural forms chosen by the language's rules (as the app does). */
const format = { en: i18nString("en"), ar: i18nString("ar") };

/** Pastes text into an input as a person would (a paste event with clipboard data). */
async function paste(input: Locator, text: string): Promise<void> {
  await input.focus();
  await input.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData("text/plain", value);
    const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
    if (el.dispatchEvent(event)) {
      // Nobody took the paste: insert it as the browser would (maxlength applies).
      document.execCommand("insertText", false, value);
    }
  }, text);
}

/** The message element an invalid input points at with aria-describedby. */
async function describedBy(page: Page, input: Locator): Promise<Locator> {
  await expect(input).toHaveAttribute("aria-invalid", "true");
  const ids = (await input.getAttribute("aria-describedby")) ?? "";
  return page.locator(`[id="${ids.split(" ")[0]}"]`);
}

for (const lang of ["en", "ar"] as const) {
  const L = DICT[lang];
  const tooLong = (label: string, max: number) => {
    // The Arabic sentence uses the plural form of the limit; 50, 60 and 100 are the cases here.
    if (lang === "en") return format[lang](L.validation.too_long, { field: label, max });
    const noun = max % 100 === 0 ? "حرف" : "حرفًا";
    return `يجب ألا يزيد ${label} على ${max} ${noun}.`;
  };

  test.describe(`field messages (${lang})`, () => {
    test("registration: a 300-character first name shows its message under the field, not cut", async ({ page }) => {
      await page.goto(`/?auth=register&lang=${lang}`);
      const dialog = page.getByRole("dialog");
      const first = dialog.getByLabel(L.auth.register.firstName, { exact: true });
      await expect(first).toHaveAttribute("maxlength", String(FIELD_LIMITS.firstName));
      await expect(dialog.getByLabel(L.auth.register.email, { exact: true })).toHaveAttribute(
        "maxlength",
        String(FIELD_LIMITS.email),
      );
      await paste(first, "R".repeat(300));
      await expect(first).toHaveValue("R".repeat(300));
      await dialog.getByLabel(L.auth.register.email, { exact: true }).fill(`long-${lang}-${Date.now()}@example.com`);
      await dialog.getByLabel(L.auth.register.password, { exact: true }).fill("a long enough passphrase");
      await dialog.getByRole("button", { name: L.auth.register.submit, exact: true }).click();
      const message = tooLong(L.validation.fields.firstName, FIELD_LIMITS.firstName);
      await expect(first).toHaveAttribute("aria-invalid", "true");
      await expect(await describedBy(page, first)).toHaveText(message);
      await expect(dialog.getByRole("alert")).toHaveText(message);
      // The message fits on a phone: no sideways scrolling.
      for (const width of [1366, 375, 320]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: `test-results/field-messages-register-${lang}-${width}.png` });
      }
      // Fixing the field and sending again reaches the code stage.
      await first.fill("Rana");
      await dialog.getByRole("button", { name: L.auth.register.submit, exact: true }).click();
      await expect(dialog.getByRole("heading", { name: L.auth.otp.title })).toBeVisible();
    });

    test("registration: a bad e-mail is named under the e-mail field", async ({ page }) => {
      await page.goto(`/?auth=register&lang=${lang}`);
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel(L.auth.register.firstName, { exact: true }).fill("Rana");
      const email = dialog.getByLabel(L.auth.register.email, { exact: true });
      await email.fill("rana@");
      await dialog.getByLabel(L.auth.register.password, { exact: true }).fill("a long enough passphrase");
      await dialog.getByRole("button", { name: L.auth.register.submit, exact: true }).click();
      await expect(await describedBy(page, email)).toHaveText(L.validation.email);
    });

    test("watchlist: a pasted 200-character name is refused with its message, not cut to 60", async ({ page }) => {
      const W = L.scanner.watchlist;
      await loginAs(page, "user", `/investment-screener?lang=${lang}`);
      await page.getByRole("tab", { name: L.scanner.tabs.watchlist }).click();
      await page.getByRole("button", { name: W.create, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: W.createTitle });
      const input = dialog.getByRole("textbox", { name: W.nameLabel });
      await expect(input).toHaveAttribute("maxlength", String(FIELD_LIMITS.watchlistName));
      await paste(input, "L".repeat(200));
      await expect(input).toHaveValue("L".repeat(200));
      await dialog.getByRole("button", { name: W.confirmCreate, exact: true }).click();
      const message = format[lang](L.apiErrors.watchlist_name_too_long, { max: FIELD_LIMITS.watchlistName });
      await expect(dialog.getByRole("alert")).toHaveText(message);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await page.screenshot({ path: `test-results/field-messages-watchlist-${lang}.png` });
      await page.keyboard.press("Escape");
      await expect(page.getByRole("heading", { name: "L".repeat(60), exact: true })).toHaveCount(0);
    });

    test("admin form: the symbol input carries the limit; a longer paste is refused, not cut", async ({ page }) => {
      const F = L.admin.form;
      await loginAs(page, "admin", `/admin?lang=${lang}`);
      const symbol = page.getByLabel(F.symbol, { exact: true });
      await expect(symbol).toHaveAttribute("maxlength", String(FIELD_LIMITS.symbol));
      // Cut to 20, "AAPLAAPLAAPLAAPLAAPL" would look like a symbol; whole, it is refused.
      await paste(symbol, "AAPL".repeat(6));
      await expect(symbol).toHaveValue("AAPL".repeat(6));
      await page.getByRole("button", { name: F.submit, exact: true }).click();
      await expect(symbol).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#rec-symbol-error")).toHaveText(F.invalidSymbol);
    });

    test("partner login: a too long partner ID is named under its field", async ({ page }) => {
      await page.goto(`/partner/login?lang=${lang}`);
      const P = L.auth.partnerLogin;
      await page.getByLabel(P.email, { exact: true }).fill("partner@example.com");
      const id = page.getByLabel(P.partnerID, { exact: true });
      await expect(id).toHaveAttribute("maxlength", String(FIELD_LIMITS.partnerID));
      await paste(id, "P".repeat(150));
      await page.getByLabel(P.securityKey1, { exact: true }).fill("k1");
      await page.getByLabel(P.securityKey2, { exact: true }).fill("k2");
      await page.getByLabel(P.password, { exact: true }).fill("secret-password");
      await page.getByRole("button", { name: P.submit, exact: true }).click();
      await expect(await describedBy(page, id)).toHaveText(
        tooLong(L.validation.fields.partnerID, FIELD_LIMITS.partnerID),
      );
      for (const width of [1366, 375, 320]) {
        // (The page's own width at 375 px is the layout work's; here only the screenshots.)
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `test-results/field-messages-partner-${lang}-${width}.png`, fullPage: true });
      }
    });
  });
}

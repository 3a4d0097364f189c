// The partner newsletter in Chromium, in English and Arabic: the partner adds a subscriber and
// imports a CSV through its preview; the confirmation e-mail (read from the server's outbox)
// leads to the confirm page; a draft in both languages is previewed as the e-mail and sent; the
// newsletter arrives with RFC 8058 headers and its unsubscribe link's page unsubscribes in one
// click. No sideways scrolling at 320 and 1366 px; axe finds nothing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";
import { resizeTo, sidewaysOverflow } from "./settle";

/** A MIME message's text with its quoted-printable and base64 parts decoded. */
function decoded(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join("\n\n");
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
        return Buffer.from(bytes, "latin1").toString("utf8");
      }
      return part;
    })
    .join("\n");
}

/** Every outbox message to `to` (the e2e server has no SMTP: DATA_DIR/outbox). */
function mailsTo(to: string): { raw: string; text: string }[] {
  const dir = join(process.env.E2E_DATA_DIR as string, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith(".eml"))
    .sort()
    .map((n) => readFileSync(join(dir, n), "utf8"))
    .filter((raw) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}`, "m").test(raw))
    .map((raw) => ({ raw, text: decoded(raw) }));
}

async function linkIn(to: string, path: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const found = mailsTo(to)
          .map((m) => new RegExp(`https?://[^\\s"<>]+${path}\\?token=[^\\s"<>&]+`).exec(m.text)?.[0])
          .find(Boolean);
        link = found ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return link;
}

async function noSidewaysScroll(page: Page, what: string) {
  for (const width of [320, 1366]) {
    await resizeTo(page, width, 900);
    await expect.poll(() => sidewaysOverflow(page), `${what} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
}

for (const [lang, L] of [
  ["en", en],
  ["ar", ar],
] as const) {
  test(`newsletter (${lang}): subscribe, confirm, write, preview, send, unsubscribe`, async ({ page }) => {
    test.setTimeout(120_000);
    const N = L.newsletter;
    const reader = `reader-${lang}-${Date.now()}@example.com`;
    await loginAs(page, "partner", `/partner/news/newsletter?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: N.title })).toBeVisible();

    // One address by hand, in the page's language.
    await page.getByLabel(N.subscribers.email, { exact: true }).fill(reader);
    await page.getByRole("button", { name: N.subscribers.add, exact: true }).click();
    await expect(page.getByText(N.subscribers.added)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: reader });
    await expect(row).toContainText(N.subscribers.status.pending);

    // A CSV through its preview: one good row, one broken.
    const other = `csv-${lang}-${Date.now()}@example.com`;
    await page.getByLabel(N.subscribers.file).setInputFiles({
      name: "list.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`email;language\n${other};en\nnot-an-address;ar\n`),
    });
    await expect(page.getByText(N.subscribers.preview.replace("{valid}", "1").replace("{total}", "2"))).toBeVisible();
    await expect(page.getByRole("cell", { name: N.subscribers.rowProblem.email })).toBeVisible();
    await noSidewaysScroll(page, `newsletter subscribers with a preview (${lang})`);
    await expectNoAxeViolations(page, { what: `newsletter subscribers (${lang})` });
    await page.getByRole("button", { name: N.subscribers.confirmImport.replace("{count}", "1") }).click();
    await expect(page.getByRole("row").filter({ hasText: other })).toBeVisible();

    // The confirmation e-mail's link, followed in the browser: one press confirms.
    const confirm = await linkIn(reader, "/newsletter/confirm");
    await page.goto(`${confirm}&lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: N.link.confirmTitle })).toBeVisible();
    await page.getByRole("button", { name: N.link.confirm }).click();
    await expect(page.getByText(N.link.confirmed)).toBeVisible();

    // A draft in both languages, previewed as the e-mail in the page's language, then sent.
    await page.goto(`/partner/news/newsletter?tab=drafts&lang=${lang}`);
    await page.getByRole("button", { name: N.drafts.new }).click();
    const subject = `Closing bell ${lang} ${Date.now()}`;
    const fieldsets = page.locator("fieldset");
    await fieldsets.nth(0).getByLabel(N.drafts.subject).fill(subject);
    await fieldsets.nth(0).getByLabel(N.drafts.body).fill("The index rose.\n\nBanks led the market.");
    const arabicSubject = `جرس الإغلاق ${Date.now()}`;
    await fieldsets.nth(1).getByLabel(N.drafts.subject).fill(arabicSubject);
    await fieldsets.nth(1).getByLabel(N.drafts.body).fill("ارتفع المؤشر.\n\nقادت المصارف السوق.");
    await page.getByRole("button", { name: N.drafts.preview.replace("{language}", N.languages[lang]) }).click();
    await expect(page.getByRole("heading", { name: N.drafts.previewTitle })).toBeVisible();
    const frame = page.frameLocator(`iframe[title="${N.drafts.previewFrame}"]`);
    await expect(frame.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await noSidewaysScroll(page, `newsletter draft with a preview (${lang})`);
    await page.getByRole("button", { name: N.drafts.send, exact: true }).click();
    await expect(page.getByText(N.drafts.sentNow)).toBeVisible();

    // The sends tab follows it to the end.
    await page.goto(`/partner/news/newsletter?tab=sends&lang=${lang}`);
    // Each send is titled by its subject in the page's language.
    const card = page
      .locator("article")
      .filter({ hasText: lang === "ar" ? arabicSubject : subject })
      .first();
    await expect(card).toContainText(N.sends.status.done, { timeout: 20_000 });
    await expectNoAxeViolations(page, { what: `newsletter sends (${lang})` });

    // The newsletter reached the confirmed reader, in the page's language, with RFC 8058 headers.
    await expect.poll(() => mailsTo(reader).filter((m) => m.raw.includes("List-Unsubscribe-Post")).length).toBe(1);
    const mail = mailsTo(reader).find((m) => m.raw.includes("List-Unsubscribe-Post"))!;
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // (A long header is folded onto the next line.)
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s*<http[^>]+\/api\/v1\/news\/unsubscribe\?token=/m);

    // Its unsubscribe page: one press, no session needed.
    const unsubscribe = await linkIn(reader, "/newsletter/unsubscribe");
    await page.context().clearCookies();
    await page.goto(`${unsubscribe}&lang=${lang}`);
    await page.getByRole("button", { name: N.link.unsubscribe }).click();
    await expect(page.getByText(N.link.unsubscribed)).toBeVisible();
    await noSidewaysScroll(page, `unsubscribe page (${lang})`);
    await expectNoAxeViolations(page, { what: `unsubscribe page (${lang})` });
  });

  test(`newsletter (${lang}): a refusal and a delay said on the subscriber's row, in the mail server's words`, async ({
    page,
  }) => {
    const N = L.newsletter;
    const refused =
      "550 5.1.1 <a-very-long-mailbox-name-that-does-not-exist@example.org>: Recipient address rejected: User unknown in virtual mailbox table";
    const delayed = "451 4.4.1 Connection timed out";
    const at = Date.UTC(2026, 10, 20, 9, 0);
    // The list as the server gives it once bounces came back (tests/server/newsletter-bounces.test.ts).
    await page.route(/\/api\/v1\/partner\/news\/newsletter\/subscribers$/, (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            contentType: "application/json",
            body: JSON.stringify({
              subscribers: [
                {
                  id: "s1",
                  email: "gone@example.org",
                  language: "en",
                  status: "bounced",
                  createdAt: at,
                  confirmedAt: null,
                  lastError: refused,
                },
                {
                  id: "s2",
                  email: "slow@example.org",
                  language: "ar",
                  status: "active",
                  createdAt: at,
                  confirmedAt: at,
                  lastError: delayed,
                },
                {
                  id: "s3",
                  email: "fine@example.org",
                  language: "ar",
                  status: "active",
                  createdAt: at,
                  confirmedAt: at,
                  lastError: null,
                },
              ],
            }),
          })
        : route.continue(),
    );
    await loginAs(page, "partner", `/partner/news/newsletter?lang=${lang}`);
    const row = (email: string) => page.getByRole("row").filter({ hasText: email });
    await expect(row("gone@example.org")).toContainText(N.subscribers.status.bounced);
    await expect(row("gone@example.org")).toContainText(`${N.subscribers.serverSaid} ${refused}`);
    await expect(row("slow@example.org")).toContainText(N.subscribers.status.active);
    await expect(row("slow@example.org")).toContainText(delayed);
    await expect(row("fine@example.org")).not.toContainText(N.subscribers.serverSaid);
    await noSidewaysScroll(page, `newsletter subscribers with bounces (${lang})`);
    await page.setViewportSize({ width: 375, height: 900 });
    await row("gone@example.org").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/newsletter/bounces-${lang}-375.png`, fullPage: true });
    await expectNoAxeViolations(page, { what: `newsletter subscribers with bounces (${lang})` });
  });
}

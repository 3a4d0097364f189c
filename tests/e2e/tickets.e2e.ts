// Support tickets in Chromium, in English and Arabic: the user opens a ticket with a screenshot
// (a file that is not an image is refused under the images field first), finds it in the Case
// Handler with its image shown, an admin answers it from the queue in the admin panel, the user
// reads the answer and replies, the admin closes it and the reply form goes. Each screen without
// sideways scrolling at 320, 375 and 1366 px, axe clean, and screenshots at 375 and 1366 px.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { loginAs, logout } from "./helpers";
import { resizeTo, sidewaysOverflow } from "./settle";

const DICT = { en, ar } as const;
const SHOTS = process.env.SCREENSHOT_DIR ?? "test-results/tickets";
const FIXTURES = join(import.meta.dirname, "..", "fixtures", "tickets");
/** The texts' placeholders filled in ("Case {number:number}" → "Case 12"). */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, key: string) => String(values[key] ?? ""));

async function screens(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [320, 375, 1366]) {
    await resizeTo(page, width, width === 1366 ? 900 : 760);
    await expect.poll(() => sidewaysOverflow(page), `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    if (width !== 320) await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const lang of ["en", "ar"] as const) {
  const T = DICT[lang].tickets;
  const F = T.form;
  test(`a ticket from the form to the answer and back (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const subject = lang === "en" ? `Gainers stopped ${Date.now()}` : `توقفت الأسهم الصاعدة ${Date.now()}`;
    await loginAs(page, "user", `/trading-screener?section=ticketForm&lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1, name: DICT[lang].dashboard.sections.ticketForm })).toBeVisible();
    const form = page.locator("#ticket-form");
    // Sent empty: each field says it is required, and the first one has the focus.
    await form.getByRole("button", { name: T.form.send }).click();
    await expect(form.getByText(fill(T.form.errors.required, { field: F.subject }))).toBeVisible();
    await expect(form.getByText(fill(T.form.errors.required, { field: F.message }))).toBeVisible();
    await expect(form.getByLabel(T.form.subject)).toBeFocused();
    await form.getByLabel(T.form.subject).fill(subject);
    await form.getByLabel(T.form.category).selectOption("data");
    await form
      .getByLabel(T.form.message)
      .fill(lang === "en" ? "The gainers table stopped moving at 10:05." : "توقف جدول الأسهم الصاعدة عن التحديث.");
    // A text file named .png is judged by its content: refused, under the images field.
    await form.getByLabel(T.form.images).setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("these are not pixels"),
    });
    await form.getByRole("button", { name: T.form.send }).click();
    await expect(form.getByRole("alert")).toHaveText(fill(T.errors.imageType, { n: 1 }));
    await form.getByRole("button", { name: fill(T.form.remove, { name: "notes.png" }) }).click();
    await form.getByLabel(T.form.images).setInputFiles(join(FIXTURES, "photo.jpg"));
    await expect(form.getByText("photo.jpg")).toBeVisible();
    await screens(page, `ticket-form-${lang}`);
    await expectNoAxeViolations(page, { include: "main", what: `Ticket Form (${lang})` });
    await form.getByRole("button", { name: T.form.send }).click();
    const sent = page.locator("#ticket-sent");
    await expect(sent).toBeVisible();
    const number = Number(/(\d+)/.exec((await sent.textContent()) ?? "")?.[1]);
    expect(number).toBeGreaterThan(0);

    // The Case Handler: the new case, its photo shown (the stored JPEG, without its metadata, decodes).
    await page.getByRole("link", { name: T.form.openCase }).click();
    await expect(page).toHaveURL(/section=caseHandler&ticket=/);
    const caseView = page.getByTestId("case");
    await expect(caseView.getByRole("heading", { name: subject })).toBeVisible();
    await expect(caseView.getByText(T.statuses.open, { exact: true })).toBeVisible();
    const image = caseView.getByRole("img", { name: fill(T.cases.imageAlt, { n: 1 }) });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await screens(page, `case-${lang}`);
    await expectNoAxeViolations(page, { include: "main", what: `Case Handler (${lang})` });
    // Back to the list: the case is there with its status.
    await page.getByRole("button", { name: T.cases.back }).click();
    await expect(page.getByTestId("case-list").getByRole("button", { name: new RegExp(subject) })).toBeVisible();
    await screens(page, `cases-${lang}`);
    await logout(page);

    // The admin's queue: the open case, answered.
    await loginAs(page, "admin", `/admin?section=ticketForm&lang=${lang}`);
    const queue = page.getByTestId("ticket-queue");
    await expect(queue).toBeVisible();
    await screens(page, `queue-${lang}`);
    await expectNoAxeViolations(page, { include: "main", what: `ticket queue (${lang})` });
    await queue.getByRole("button", { name: new RegExp(subject) }).click();
    const adminCase = page.getByTestId("queue-case");
    await expect(adminCase.getByRole("img", { name: fill(T.cases.imageAlt, { n: 1 }) })).toBeVisible();
    const answer = lang === "en" ? "Thanks, it is fixed now." : "شكرًا لك، أصلحنا المشكلة.";
    await adminCase.getByLabel(T.queue.reply).fill(answer);
    await adminCase.getByRole("button", { name: T.queue.sendReply }).click();
    await expect(page.getByText(T.queue.replied)).toBeVisible();
    await expect(adminCase.getByText(T.statuses.answered, { exact: true })).toBeVisible();
    await screens(page, `queue-case-${lang}`);
    await logout(page);

    // The user reads the answer as the support team's and replies.
    await loginAs(page, "user", `/trading-screener?section=caseHandler&lang=${lang}`);
    await page
      .getByTestId("case-list")
      .getByRole("button", { name: new RegExp(subject) })
      .click();
    await expect(caseView.getByText(answer)).toBeVisible();
    await expect(caseView.getByText(T.cases.support, { exact: true })).toBeVisible();
    await caseView.getByLabel(T.cases.reply).fill(lang === "en" ? "Works again, thank you." : "عاد يعمل، شكرًا.");
    await caseView.getByRole("button", { name: T.cases.sendReply }).click();
    await expect(page.getByText(T.cases.replied)).toBeVisible();
    await expect(caseView.getByText(T.statuses.open, { exact: true })).toBeVisible();
    await logout(page);

    // The admin closes it; the user can no longer reply.
    await loginAs(page, "admin", `/admin?section=ticketForm&lang=${lang}`);
    await page
      .getByTestId("ticket-queue")
      .getByRole("button", { name: new RegExp(subject) })
      .click();
    await page.getByRole("button", { name: T.queue.close }).click();
    await expect(page.getByText(T.queue.closed)).toBeVisible();
    await logout(page);
    await loginAs(page, "user", `/trading-screener?section=caseHandler&lang=${lang}`);
    await page
      .getByTestId("case-list")
      .getByRole("button", { name: new RegExp(subject) })
      .click();
    await expect(caseView.getByText(T.cases.closedNote)).toBeVisible();
    await expect(caseView.getByLabel(T.cases.reply)).toHaveCount(0);
  });
}

test("a case that is not the user's reads as not found", async ({ page }) => {
  await loginAs(page, "user", "/trading-screener?section=caseHandler&ticket=0b7f2d4e-9a43-4c55-8f3e-2f6a1c9d0e11");
  await expect(page.getByText(en.tickets.cases.notFound)).toBeVisible();
});

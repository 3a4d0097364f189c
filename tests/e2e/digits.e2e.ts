// Every number field takes the digits an Arabic keyboard types (src/shared/digits.ts). The
// fields are found, not listed: on each screen below, every input with inputmode numeric or
// decimal (and any type=number, which fails the test: Chromium's number input refuses
// Arabic-Indic digits) is typed into with Arabic-Indic digits, must show them back as typed and
// must not be marked invalid. So a number field added to one of these screens is covered
// without touching this file. Then each kind of field is used to the end, in Arabic:
// - the registration code boxes: the mailed code typed in Arabic-Indic digits verifies;
// - the alert dialog (ticker page): the alert is saved with the value typed (١٬٢٣٤٫٥ → 1234.5);
// - the admin's recommendation form: every price in Arabic-Indic or Eastern Arabic-Indic digits,
//   published with those numbers;
// - the partner pro screener, US and KSA: a price range in Arabic-Indic digits is applied (the
//   address and every row of the results), and a bound that is no number is said and held.
// Screens walked for fields: the landing page, the partner login and the password reset (signed
// out); the investment screener, trading screener, a ticker page, the portfolio page and the
// account page (user); the admin page (admin); every partner section of
// src/shared/partner-sections.ts (partner); plus the dialogs and stages above, which only appear
// after a click.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { PARTNER_PATHS } from "../../src/shared/partner-sections";
import { ar } from "./dictionaries";
import { loginAs } from "./helpers";
import { requestsAnswered, trackRequests } from "./settle";

test.describe.configure({ timeout: 120_000 });

const NUMERIC = "input[inputmode=numeric], input[inputmode=decimal], input[type=number]";
const ARABIC = "٠١٢٣٤٥٦٧٨٩";
const PERSIAN = "۰۱۲۳۴۵۶۷۸۹";
/** A Latin number as an Arabic keyboard types it: Arabic-Indic digits, ٫ and ٬, the minus sign −. */
const inScript = (latin: string, digits = ARABIC) =>
  latin
    .replace(/[0-9]/g, (d) => digits[Number(d)]!)
    .replace(".", "٫")
    .replace(/,/g, "٬")
    .replace("-", "\u2212");
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(?::\w+)?\}/g, (_, k: string) => String(values[k] ?? ""));

async function api(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  return page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    data,
    headers: { origin, "content-type": "application/json" },
  });
}

/** The number fields inside `scope`; none may be a number input. */
async function numberFields(scope: Page | Locator, where: string): Promise<Locator[]> {
  await expect(scope.locator("input[type=number]"), `${where}: a number input refuses Arabic-Indic digits`).toHaveCount(
    0,
  );
  const all = scope.locator(NUMERIC);
  const fields: Locator[] = [];
  for (let i = 0; i < (await all.count()); i++) {
    const input = all.nth(i);
    if ((await input.isVisible()) && (await input.isEditable())) fields.push(input);
  }
  return fields;
}

/** Types Arabic-Indic digits into every number field of a screen: shown as typed, not invalid. */
async function walk(page: Page, path: string): Promise<number> {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=ar`);
  await page.locator("h1, h2").first().waitFor({ timeout: 15_000 });
  // The screen as its data makes it: every request answered and rendered (a form may come with its data).
  await requestsAnswered(page);
  const fields = await numberFields(page, path);
  for (const input of fields) {
    const typed = (await input.getAttribute("maxlength")) === "1" ? "٣" : "١٢٫٥";
    await input.fill(typed);
    await expect(input, `${path}: the field shows what was typed`).toHaveValue(typed);
    await input.blur();
    await expect(input, `${path}: ${typed} is a number`).not.toHaveAttribute("aria-invalid", "true");
  }
  return fields.length;
}

test("every number field of every screen takes Arabic-Indic digits and none is a number input", async ({ browser }) => {
  test.setTimeout(300_000);
  const found: Record<string, number> = {};
  const visits: [role: "user" | "admin" | "partner" | null, paths: string[]][] = [
    [null, ["/", "/partner/login", "/reset-password"]],
    ["user", ["/investment-screener", "/trading-screener", "/ticker/AAPL", "/portfolio", "/account"]],
    ["admin", ["/admin"]],
    ["partner", PARTNER_PATHS],
  ];
  for (const [role, paths] of visits) {
    const context = await browser.newContext();
    const page = await context.newPage();
    trackRequests(page);
    if (role) await loginAs(page, role);
    for (const path of paths) found[path] = await walk(page, path);
    await context.close();
  }
  test.info().annotations.push({ type: "number fields found", description: JSON.stringify(found) });
  // The fields known today are among those found (a screen that lost its fields fails here).
  expect(found["/admin"], JSON.stringify(found)).toBeGreaterThanOrEqual(10);
});

/** The newest code mailed to `email`, from the outbox the e2e server writes (DATA_DIR/outbox). */
async function mailedCode(email: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR as string, "outbox");
  let code = "";
  await expect
    .poll(
      () => {
        if (!existsSync(dir)) return "";
        const mail = readdirSync(dir)
          .filter((name) => name.endsWith(".eml"))
          .sort()
          .map((name) => readFileSync(join(dir, name), "utf8"))
          .findLast((raw) => raw.includes(`To: ${email}`));
        // The text part, base64 in an Arabic mail; the code is a line of its own.
        const part =
          /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
            mail ?? "",
          );
        const text = part ? Buffer.from(part[1]!.replace(/\s/g, ""), "base64").toString("utf8") : (mail ?? "");
        code = text.match(/^(\d{6})\r?$/m)?.[1] ?? "";
        return code;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

test("the registration code typed in Arabic-Indic digits verifies", async ({ page }) => {
  const A = ar.auth;
  const email = `digits-${Date.now()}@example.com`;
  await page.goto("/?lang=ar&auth=register");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(A.register.firstName).fill("رنا");
  await dialog.getByLabel(A.register.email).fill(email);
  await dialog.getByLabel(A.register.password, { exact: true }).fill("a long enough passphrase");
  await dialog.getByRole("button", { name: A.register.submit }).click();
  await expect(dialog.getByRole("heading", { name: A.otp.title })).toBeVisible();
  const code = await mailedCode(email);
  const typed = inScript(code);
  const boxes = await numberFields(dialog, "code stage");
  expect(boxes.length).toBe(code.length);
  await boxes[0]!.click();
  await page.keyboard.type(typed);
  for (const [i, box] of boxes.entries()) await expect(box).toHaveValue(typed[i]!);
  await dialog.getByRole("button", { name: A.otp.verify }).click();
  await expect(page).toHaveURL(/\/investment-screener/);
});

test("an alert value in Arabic-Indic digits saves that value", async ({ page }) => {
  const U = ar.alerts.ui;
  await loginAs(page, "user", "/ticker/AAPL?lang=ar");
  for (const old of ((await (await api(page, "GET", "/work/alerts")).json()) as { alerts: { id: string }[] }).alerts)
    await api(page, "DELETE", `/work/alerts/${old.id}`);
  await page.getByRole("button", { name: U.create, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: fill(U.createTitle, { symbol: "AAPL" }) })).toBeVisible();
  const fields = await numberFields(dialog, "alert dialog");
  expect(fields.length).toBeGreaterThan(0);
  const typed = inScript("1,234.5");
  for (const input of fields) {
    await input.fill(typed);
    await expect(input).toHaveValue(typed);
  }
  await dialog.getByRole("button", { name: U.save }).click();
  await expect(dialog).toBeHidden();
  const { alerts } = (await (await api(page, "GET", "/work/alerts")).json()) as {
    alerts: { id: string; symbol: string; value: number }[];
  };
  expect(alerts.map((a) => [a.symbol, a.value])).toEqual([["AAPL", 1234.5]]);
  await api(page, "DELETE", `/work/alerts/${alerts[0]!.id}`);
});

test("the admin's prices in Arabic-Indic digits publish those numbers", async ({ page }) => {
  const F = ar.admin.form;
  await loginAs(page, "admin", "/admin?lang=ar");
  const form = page.locator("#recommendation-form");
  await form.getByLabel(F.symbol, { exact: true }).fill("NVDA");
  // Each field's Latin value by its id; a number field this list does not know fails the test.
  const values: Record<string, string> = {
    "rec-entries-0": "110.5",
    "rec-entries-1": "108",
    "rec-entries-2": "106.25",
    "rec-entries-3": "104",
    "rec-targets-0": "120",
    "rec-targets-1": "130",
    "rec-targets-2": "1,140",
    "rec-targets-3": "1,150.75",
    "rec-targets-4": "1,160",
    "rec-stopLoss": "95",
  };
  const fields = await numberFields(form, "admin form");
  for (const [i, input] of fields.entries()) {
    const id = (await input.getAttribute("id")) ?? "";
    expect(Object.keys(values), `a number field (${id}) this test gives no value`).toContain(id);
    const typed = inScript(values[id]!, i % 2 ? PERSIAN : ARABIC);
    await input.fill(typed);
    await expect(input).toHaveValue(typed);
  }
  expect(fields.length).toBe(Object.keys(values).length);
  await form.getByRole("button", { name: F.submit, exact: true }).click();
  await expect(form.getByLabel(F.symbol, { exact: true })).toHaveValue("");
  const { recommendations } = (await (await api(page, "GET", "/admin/recommendations")).json()) as {
    recommendations: { id: string; symbol: string; entries: number[]; targets: number[]; stopLoss: number }[];
  };
  const published = recommendations.find((r) => r.symbol === "NVDA");
  expect(published).toMatchObject({
    entries: [110.5, 108, 106.25, 104],
    targets: [120, 130, 1140, 1150.75, 1160],
    stopLoss: 95,
  });
  await api(page, "DELETE", `/admin/recommendations/${published!.id}`);
});

for (const [market, path] of [
  ["US", "/partner/screener/pro-usa"],
  ["SA", "/partner/screener/pro-ksa"],
] as const) {
  test(`a price range in Arabic-Indic digits filters the ${market} pro screener`, async ({ page }) => {
    const T = ar.screener;
    await loginAs(page, "partner", `${path}?lang=ar`);
    await page.getByRole("combobox", { name: T.pro.field, exact: true }).selectOption("price");
    await page.getByRole("button", { name: T.pro.addFilter }).click();
    const filter = page.locator("[data-filter=price]");
    const fields = await numberFields(filter, `${market} price filter`);
    expect(fields.length).toBe(2);
    const [min, max] = [inScript("10"), inScript("500.5", PERSIAN)];
    await fields[0]!.click();
    await page.keyboard.type(min);
    await fields[1]!.click();
    await page.keyboard.type(max);
    // Typed key by key: the fields keep their focus and show the digits as typed.
    await expect(fields[1]!).toBeFocused();
    await expect(fields[0]!).toHaveValue(min);
    await expect(fields[1]!).toHaveValue(max);
    await expect(page).toHaveURL(/f=price(:|%3A)10(:|%3A)500\.5/);
    const table = page.locator("[data-testid=screen-table]");
    await expect(table.locator("thead th[data-field=price]")).toBeVisible();
    const column = await table
      .locator("thead th")
      .evaluateAll((ths) => ths.findIndex((th) => th.getAttribute("data-field") === "price"));
    expect(column).toBeGreaterThan(0);
    const prices = table.locator(`tbody tr > :nth-child(${column + 1})`);
    await expect(prices.first()).toBeVisible();
    for (const text of await prices.allTextContents()) {
      const price = Number(text.replace(/[^0-9.]/g, ""));
      expect(price, text).toBeGreaterThanOrEqual(10);
      expect(price, text).toBeLessThanOrEqual(500.5);
    }
    // A bound that is no number is said, and the screen in the address stays the last good one.
    await fields[0]!.fill("١٠x");
    await expect(fields[0]!).toHaveAttribute("aria-invalid", "true");
    await expect(filter.getByRole("alert")).toHaveText(fill(T.errors.invalid, { path: T.fields.price }));
    await expect(page).toHaveURL(/f=price(:|%3A)10(:|%3A)500\.5/);
  });
}

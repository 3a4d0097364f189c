// 'Copy diagnostic': behind a 'Having trouble?' disclosure (closed at first) on the partner login
// page and in the login modal; after a wrong key or a wrong password the copied JSON holds the
// flow's events and states and never a secret.
import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./helpers";

async function copied(page: Page): Promise<{ flows: { machine: string; events: { event: { type: string } }[] }[] }> {
  return JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

test("partner login with a wrong key: the diagnostic has the flow, without the keys or the password", async ({
  page,
}) => {
  await page.goto("/partner/login");
  await page.getByLabel("Email").fill(DEMO.partner.email);
  await page.getByLabel("Partner ID").fill(DEMO.partner.partnerID);
  await page.getByLabel("Security key 1").fill("wrong-key-one");
  await page.getByLabel("Security key 2").fill(DEMO.partner.securityKey2);
  await page.getByLabel("Password").fill(DEMO.partner.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("These partner credentials are not valid.");
  const copy = page.getByRole("button", { name: "Copy diagnostic" });
  await expect(copy).toBeHidden();
  await page.getByText("Having trouble?").click();
  await copy.click();
  await expect(page.getByText("Diagnostic copied.", { exact: false })).toBeVisible();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  for (const secret of ["wrong-key-one", DEMO.partner.securityKey2, DEMO.partner.password])
    expect(text).not.toContain(secret);
  const diagnostic = await copied(page);
  const flow = diagnostic.flows.find((f) => f.machine === "partnerSession");
  expect(flow?.events.map((e) => e.event.type)).toContain("xstate.error.actor.login");
});

test("in the login modal after a wrong password, in Arabic: the disclosure and the copied login flow", async ({
  page,
}) => {
  await page.goto("/?lang=ar&auth=login");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("البريد الإلكتروني").fill(DEMO.user.email);
  await dialog.getByLabel("كلمة المرور").fill("not-the-password-123");
  await dialog.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(dialog.getByRole("alert")).toBeVisible();
  const copy = dialog.getByRole("button", { name: "نسخ التشخيص" });
  await expect(copy).toBeHidden();
  await dialog.getByText("هل تواجه مشكلة؟").click();
  await copy.click();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).not.toContain("not-the-password-123");
  // React's strict mode starts the modal's actors twice: the failed login is in one of the flows.
  const flows = (await copied(page)).flows.filter((f) => f.machine === "login");
  expect(flows.flatMap((f) => f.events.map((e) => e.event.type))).toContain("xstate.error.actor.login");
});

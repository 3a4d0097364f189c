// Sessions in the browser: loginAs for every demo role, authCheck on start, logout.
import { expect, test } from "@playwright/test";
import { loginAs } from "./helpers";

test("loginAs user: the session cookie is in the browser and authCheck knows the user", async ({ page }) => {
  const user = await loginAs(page, "user");
  expect(user.email).toBe("user@demo.rockets");
  await expect(page).toHaveURL(/\/investment-screener$/);
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === "rockets_session");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  const check = await page.evaluate(async () => (await fetch("/api/v1/auth/authCheck")).json());
  expect(check.user.email).toBe("user@demo.rockets");
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "null")?.email))
    .toBe("user@demo.rockets");
});

test("loginAs admin and partner", async ({ page }) => {
  expect((await loginAs(page, "admin")).role).toBe("admin");
  await expect(page).toHaveURL(/\/admin$/);
  expect((await loginAs(page, "partner")).partnerID).toBe("PARTNER-001");
  await expect(page).toHaveURL(/\/partner\/dashboard$/);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("partner") ?? "null")?.partnerID))
    .toBe("PARTNER-001");
});

test("a visitor without a session: authCheck's {user: null} clears a stale remembered user", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("user", JSON.stringify({ email: "stale@example.com" })));
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("user"))).toBeNull();
});

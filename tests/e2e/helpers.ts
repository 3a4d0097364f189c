// Shared end-to-end helpers. `loginAs` logs in through the real API (the demo accounts the
// e2e server creates at start) with the browser context's own request client, so the session
// cookie lands in the browser, then opens a page as that account.
import { expect, type Page } from "@playwright/test";

export type DemoRole = "user" | "admin" | "partner";

export const DEMO = {
  user: { email: "user@demo.rockets", password: "rockets-user-demo" },
  admin: { email: "admin@demo.rockets", password: "rockets-admin-demo" },
  partner: {
    email: "partner@demo.rockets",
    partnerID: "PARTNER-001",
    securityKey1: "demo-key-one",
    securityKey2: "demo-key-two",
    password: "rockets-partner-demo",
  },
} as const;

const LANDING: Record<DemoRole, string> = {
  user: "/investment-screener",
  admin: "/admin",
  partner: "/partner/dashboard",
};

function originOf(page: Page): string {
  const base = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  const current = page.url();
  return current.startsWith("http") ? new URL(current).origin : new URL(base).origin;
}

/**
 * Logs in as a demo account and opens `path` (default: that role's home: /investment-screener,
 * /admin or /partner/dashboard). Returns the account the server answered with.
 */
export async function loginAs(
  page: Page,
  role: DemoRole,
  path: string = LANDING[role],
): Promise<Record<string, unknown>> {
  const origin = originOf(page);
  const url = role === "partner" ? "/api/v1/partner/auth/login" : "/api/v1/auth/login";
  const res = await page.request.post(`${origin}${url}`, {
    data: DEMO[role],
    headers: { origin, "content-type": "application/json" },
  });
  expect(res.status(), `login as ${role}: ${await res.text()}`).toBe(200);
  const body = (await res.json()) as { user?: Record<string, unknown>; partner?: Record<string, unknown> };
  const account = (body.user ?? body.partner) as Record<string, unknown>;
  await page.goto(path);
  return account;
}

/** Logs the browser out through the API (the cookie is cleared in the context). */
export async function logout(page: Page): Promise<void> {
  const origin = originOf(page);
  await page.request.post(`${origin}/api/v1/auth/logout`, {
    data: {},
    headers: { origin, "content-type": "application/json" },
  });
}

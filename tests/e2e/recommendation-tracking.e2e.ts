// The user's recommendation cards say how each one went, from prices (not the admin): the price
// now with its currency, the signed change since publication, and open, target hit or stop hit
// with the day on the exchange's calendar and its city; the symbol opens the ticker page. In
// English and Arabic; screenshots at 320-1366 px go to E2E_SHOTS when set; no sideways scrolling.
import { expect, type Page, test } from "@playwright/test";
import { ar, en } from "./dictionaries";
import { loginAs } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const DICT = { en, ar } as const;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)(:[^}]*)?\}/g, (_, k: string) => String(values[k] ?? ""));

async function call(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    data,
    headers: { origin, "content-type": "application/json" },
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return res.json();
}

const round = (n: number) => Math.round(n * 100) / 100;
/** Prices of a long recommendation (stop < entries < targets) placed around the price now. */
const levels = (stop: number, entry: number, target: number) => ({
  entries: [entry, round(entry * 0.99), round(entry * 0.98), round(entry * 0.97)],
  targets: [target, round(target * 1.05), round(target * 1.1), round(target * 1.15), round(target * 1.2)],
  targetColors: ["none", "none", "none", "none", "none"],
  stopLoss: stop,
  percentageAchieved: 99,
});

for (const lang of ["en", "ar"] as const) {
  const T = DICT[lang].dashboard.exclusive.tracking;
  test(`recommendation cards track prices (${lang})`, async ({ page }) => {
    await loginAs(page, "admin", `/admin?lang=${lang}`);
    const aapl = (await call(page, "GET", "/work/ticker/AAPL")) as { price: number };
    const aramco = (await call(page, "GET", "/work/ticker/2222.SR")) as { price: number };
    const p = aapl.price;
    const q = aramco.price;
    const made: string[] = [];
    const publish = async (symbol: string, body: ReturnType<typeof levels>) =>
      made.push(
        (
          (await call(page, "POST", "/admin/recommendations", { symbol, ...body })) as {
            recommendation: { id: string };
          }
        ).recommendation.id,
      );
    // Already above its lowest target: target hit today. Saudi, under its stop: stop hit. Far from both: open.
    await publish("AAPL", levels(round(p * 0.3), round(p * 0.5), round(p * 0.6)));
    await publish("2222.SR", levels(round(q * 1.5), round(q * 1.6), round(q * 1.8)));
    await publish("MSFT", levels(1, 2, 100000));
    try {
      await loginAs(page, "user", `/trading-screener?lang=${lang}&section=exclusiveService`);
      const card = (symbol: string) =>
        page
          .locator("article")
          .filter({ has: page.getByRole("link", { name: symbol, exact: true }) })
          .first();

      const target = card("AAPL").locator("[data-tracking]");
      await expect(target).toHaveAttribute("data-tracking", "target");
      await expect(target).toContainText(T.now);
      await expect(target).toContainText("$");
      const city = lang === "en" ? "New York" : "بتوقيت نيويورك";
      await expect(target.locator("[data-status=target]")).toContainText(city);
      await expect(target.locator("[data-status=target]")).toContainText(
        fill(T.target, { date: "" }).trim().replace(/\s*$/, ""),
      );

      const stop = card("2222.SR").locator("[data-tracking]");
      await expect(stop).toHaveAttribute("data-tracking", "stop");
      await expect(stop.locator("[data-status=stop]")).toContainText(lang === "en" ? "Riyadh" : "بتوقيت الرياض");
      await expect(stop).toContainText(lang === "en" ? "SAR" : "ر.س");

      const open = card("MSFT").locator("[data-tracking]");
      await expect(open).toHaveAttribute("data-tracking", "open");
      await expect(open.locator("[data-status=open]")).toHaveText(T.open);
      // The change since publication is signed.
      await expect(open.locator("[data-sign]")).toHaveText(/^[+−-]?\d+\.\d{2}%$/);
      // No English on the Arabic cards' tracking lines (symbols, digits and currency signs aside).
      if (lang === "ar") expect(await stop.textContent()).not.toMatch(/[A-Za-z]{3,}/);

      const shots = process.env.E2E_SHOTS;
      for (const width of [320, 375, 768, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
          0,
        );
        if (shots) {
          await card("AAPL").scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${shots}/recommendations-${lang}-${width}.png` });
        }
      }
      // The symbol opens its ticker page.
      await card("AAPL").getByRole("link", { name: "AAPL", exact: true }).click();
      await expect(page).toHaveURL(/\/ticker\/AAPL/);
    } finally {
      await loginAs(page, "admin", `/admin?lang=${lang}`);
      for (const id of made) await call(page, "DELETE", `/admin/recommendations/${id}`);
    }
  });
}

// Browser notifications for alerts in Chromium, in English and Arabic (docs/architecture.md,
// "Price alerts"). Headless Chromium has no push service, so its subscribe() is refused: ticking
// 'Browser notification' with the permission granted registers the push-only service worker,
// then says in the page's language that this browser cannot turn notifications on, and leaves
// the box unticked. The rest of the chain runs for real around that one gap: a subscription as a
// push service would issue it (our own keys, a push endpoint on loopback) is stored for the
// user; an alert fires; the server's VAPID-signed, encrypted request reaches the endpoint and is
// decrypted with the subscriber's keys; the plaintext is handed to the registered service worker
// through the DevTools protocol (ServiceWorker.deliverPushMessage, what the browser does on a
// push), and the worker shows the notification.
import { spawnSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { b64u, decryptPush } from "../helpers/web-push";
import { expectNoAxeViolations } from "./axe";
import { ar, en } from "./dictionaries";
import { DEMO, loginAs } from "./helpers";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

async function api(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  return page.request.fetch(`${origin}/api/v1${path}`, {
    method,
    data,
    headers: { origin, "content-type": "application/json" },
  });
}

/** Runs SQL on the e2e server's SQLite file with Bun (the tests run on Node, which has no SQLite). */
function sqlite(statement: string, params: (string | number)[]): void {
  const script = `import { Database } from "bun:sqlite";
const db = new Database(process.env.DB_FILE);
db.exec("PRAGMA busy_timeout = 5000");
db.query(process.env.STATEMENT).run(...JSON.parse(process.env.PARAMS));`;
  const run = spawnSync(join(ROOT, "node_modules/.bin/bun"), ["-e", script], {
    env: {
      ...process.env,
      DB_FILE: join(process.env.E2E_DATA_DIR as string, "rockets.db"),
      STATEMENT: statement,
      PARAMS: JSON.stringify(params),
    },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
}

for (const [lang, L] of [
  ["en", en],
  ["ar", ar],
] as const) {
  test(`browser notifications (${lang}): a subscription the server refuses shows its message`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["notifications"], { origin: baseURL });
    // A browser whose push service hands out an endpoint on loopback (as a hostile or broken
    // one could): the server refuses it, and the dialog says why in the page's language.
    await page.addInitScript(() => {
      const fake = {
        endpoint: "https://127.0.0.1/push/x",
        toJSON: () => ({
          endpoint: "https://127.0.0.1/push/x",
          expirationTime: null,
          keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
        }),
      };
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
    });
    await loginAs(page, "user", `/ticker/AAPL?lang=${lang}`);
    await page.getByRole("button", { name: L.alerts.ui.create, exact: true }).click();
    const dialog = page.getByRole("dialog");
    const push = dialog.getByLabel(L.alerts.channels.push);
    await push.click();
    await expect(dialog.locator('[data-push-problem="refused"]')).toHaveText(L.alerts.errors.pushEndpoint);
    await expect(push).not.toBeChecked();
  });

  test(`browser notifications (${lang}): the service worker, the refusal said, the pushed alert shown`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const U = L.alerts.ui;
    await context.grantPermissions(["notifications"], { origin: baseURL });
    await loginAs(page, "user", `/ticker/AAPL?lang=${lang}`);
    const old = (await (await api(page, "GET", "/work/alerts")).json()) as { alerts: { id: string }[] };
    for (const a of old.alerts) await api(page, "DELETE", `/work/alerts/${a.id}`);

    // Ticking the channel: permission granted, worker registered, subscribe refused by this browser.
    await page.getByRole("button", { name: U.create, exact: true }).click();
    const dialog = page.getByRole("dialog");
    const push = dialog.getByLabel(L.alerts.channels.push);
    await push.click();
    await expect(dialog.locator("[data-push-problem]")).toHaveText(U.pushUnavailable);
    await expect(push).not.toBeChecked();
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { script: registration?.active?.scriptURL ?? null, permission: Notification.permission };
    });
    expect(worker.script).toMatch(/\/push-sw\.js$/);
    expect(worker.permission).toBe("granted");
    await expectNoAxeViolations(page, { what: "alert dialog, push refused" });
    await dialog.getByRole("button", { name: U.cancel }).click();
    await expect(dialog).toBeHidden();

    // A push endpoint on loopback and a subscription to it, as a push service would have issued.
    const received: Buffer[] = [];
    const endpoint = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push(Buffer.concat(chunks));
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((done) => endpoint.listen(0, "127.0.0.1", done));
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const token = `e2e-push-${lang}-${Date.now()}`;
    try {
      // A subscription belongs to the session it was made from (it ends with it): this page's.
      sqlite(
        `INSERT OR REPLACE INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
         SELECT s.token_hash, u.id, ?, ?, ?, ? FROM users u JOIN sessions s ON s.subject_id = u.id
         WHERE u.email = ? ORDER BY s.created_at DESC LIMIT 1`,
        [
          `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/push/${token}`,
          b64u(ecdh.getPublicKey()),
          b64u(auth),
          Date.now(),
          DEMO.user.email,
        ],
      );
      // An alert that fires on the next tick, told by browser notification only.
      const created = await api(page, "POST", "/work/alerts", {
        symbol: "MSFT",
        kind: "priceAbove",
        value: 0.01,
        channels: ["push"],
      });
      expect(created.status(), await created.text()).toBe(201);
      const alertId = ((await created.json()) as { alert: { id: string } }).alert.id;
      await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
      const plaintext = decryptPush(received[0]!, ecdh, auth);
      const payload = JSON.parse(plaintext) as { id: string; symbol: string; title: string; body: string };
      expect(payload).toMatchObject({ id: alertId, symbol: "MSFT", title: "MSFT" });

      // What the browser does on a push: the registered worker gets the message and shows it.
      const cdp = await context.newCDPSession(page);
      const registrations = new Promise<string>((done) => {
        cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
          const r = e.registrations.find((x) => !x.isDeleted);
          if (r) done(r.registrationId);
        });
      });
      await cdp.send("ServiceWorker.enable");
      await cdp.send("ServiceWorker.deliverPushMessage", {
        origin: new URL(baseURL as string).origin,
        registrationId: await registrations,
        data: plaintext,
      });
      const shown = () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }));
        });
      await expect
        .poll(shown, { timeout: 10_000 })
        .toEqual([{ title: "MSFT", body: payload.body, tag: `alert-${alertId}` }]);
      expect(payload.body).toMatch(/\d+\.\d{2}$/);
    } finally {
      sqlite("DELETE FROM push_subscriptions WHERE endpoint LIKE ?", [`%/push/${token}`]);
      await new Promise<void>((done) => endpoint.close(() => done()));
    }
  });
}

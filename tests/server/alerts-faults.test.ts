// Price alerts under faults (docs/architecture.md, "Price alerts"), on SQLite and PostgreSQL:
// two instances evaluating the same tick (two leaders for a moment) write one trigger; a
// delivery whose sender died (its lease held, never recorded) is sent by another sender once
// the lease runs out, exactly once; over a real SMTP server on loopback the alert e-mail
// carries the Message-ID derived from the trigger.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DeliveryQueue, LEASE_MS } from "../../src/server/alerts/delivery";
import { AlertService } from "../../src/server/alerts/service";
import type { Alert } from "../../src/shared/alerts";
import { type TestAccount, testUser } from "../helpers/accounts";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";
import { type SmtpReceiver, smtpReceiver } from "../helpers/smtp-receiver";

describe(`alerts under faults on ${TEST_DB}`, () => {
  let s: TestServer;
  let user: TestAccount;
  let smtp: SmtpReceiver;
  const received = () => smtp.received.map((m) => m.raw);
  beforeAll(async () => {
    s = await testServer();
    await s.services.market.init();
    user = await testUser(s.services);
    smtp = await smtpReceiver();
  });
  afterAll(async () => {
    await smtp.close();
    await s.close();
  });

  const create = async (body: Record<string, unknown>) => {
    const res = await s.request("/api/v1/work/alerts", { method: "POST", cookie: user.cookie, json: body });
    expect(res.status).toBe(201);
    return ((await res.json()) as { alert: Alert }).alert;
  };
  const triggers = async (alertId: string) =>
    (await s.services.db.sql`SELECT id FROM alert_triggers WHERE alert_id = ${alertId}`) as { id: string }[];

  test("two instances evaluating the same tick write one trigger", async () => {
    const second = new AlertService({
      db: s.services.db,
      market: s.services.market,
      now: () => s.clock.now,
      sendToUser: () => {},
      evaluates: () => true,
    });
    await second.start();
    try {
      const alert = await create({ symbol: "AAPL", kind: "priceAbove", value: 1, channels: ["app", "email"] });
      await second.changed(alert.id);
      s.clock.advance(1000);
      await s.services.market.step(s.clock.now); // both services hear the update
      await Promise.all([s.services.alerts!.settled(), second.settled()]);
      expect(await triggers(alert.id)).toHaveLength(1);
      const deliveries = await s.services.db.sql`SELECT channel FROM alert_deliveries d
        JOIN alert_triggers t ON t.id = d.trigger_id WHERE t.alert_id = ${alert.id}`;
      expect(deliveries).toEqual([{ channel: "email" }]);
    } finally {
      await second.stop();
    }
  });

  test("a dead sender's delivery is sent once its lease runs out, with the trigger's Message-ID, over SMTP", async () => {
    const mailer = smtp.mailer();
    const queue = new DeliveryQueue({
      db: s.services.db,
      mailer,
      push: null,
      now: () => s.clock.now,
      config: s.services.config,
    });
    const alert = await create({ symbol: "MSFT", kind: "priceAbove", value: 1, channels: ["email"] });
    // The trigger is written, and a sender leased its e-mail and died (kill -9) before sending.
    // An instance without a delivery queue of its own fires it (the test server's would send at once).
    const writer = new AlertService({
      db: s.services.db,
      market: s.services.market,
      now: () => s.clock.now,
      sendToUser: () => {},
      evaluates: () => false,
    });
    const fired = await writer.fire({
      alert: { id: alert.id, userId: user.id, symbol: "MSFT", kind: "priceAbove", value: 1, arming: 1, side: null },
      price: 420.5,
      ts: s.clock.now,
    });
    expect(fired).toBe(true);
    const [trigger] = await triggers(alert.id);
    await s.services.db.sql`UPDATE alert_deliveries SET lease_until = ${s.clock.now + LEASE_MS}, attempts = 1
      WHERE trigger_id = ${trigger!.id}`;
    await queue.kick();
    expect(received().filter((m) => m.includes(trigger!.id))).toHaveLength(0);
    s.clock.advance(LEASE_MS);
    await Promise.all([queue.kick(), queue.kick()]);
    const mails = received().filter((m) => m.includes(`alert-${trigger!.id}@localhost`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(new RegExp(`^Message-ID: <alert-${trigger!.id}@localhost>`, "im"));
    expect(mails[0]).toMatch(/^Content-Language: en/im);
    const [row] = (await s.services.db.sql`SELECT status, attempts FROM alert_deliveries
      WHERE trigger_id = ${trigger!.id}`) as { status: string; attempts: number | string }[];
    expect([row!.status, Number(row!.attempts)]).toEqual(["delivered", 2]);
  });
});

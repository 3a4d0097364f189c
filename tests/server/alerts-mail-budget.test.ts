// The alert e-mail budget (docs/architecture.md, "Price alerts"): at most MAIL_BUDGET alert
// e-mails per user and clock hour, counted in the database, so two instances working the queue
// at once still send no more; the rest are held and, once the hour is over, one summary e-mail
// in the user's language says how many more fired, and the held deliveries count as delivered.
// SQLite, and PostgreSQL under TEST_DB.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DeliveryQueue, HOUR_MS, MAIL_BUDGET } from "../../src/server/alerts/delivery";
import { type Db, openDb } from "../../src/server/db";
import { type Mail, MemoryMailer } from "../../src/server/mail/mailer";
import type { AlertTrigger } from "../../src/shared/alerts";
import { type TestAccount, testUser } from "../helpers/accounts";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";

describe(`alert e-mail budget on ${TEST_DB}`, () => {
  let s: TestServer;
  /** A second instance: its own database connection, queue and mail server. */
  let db2: Db;
  let second: DeliveryQueue;
  const mailer2 = new MemoryMailer();
  beforeAll(async () => {
    s = await testServer();
    await s.services.market.init();
    // PostgreSQL: a connection pool of its own, as another instance has. SQLite serves one
    // instance (several need PostgreSQL): the second queue shares the connection, and two
    // queues still race for the same rows and the same budget.
    db2 = TEST_DB === "postgres" ? await openDb(s.services.config) : s.services.db;
    second = new DeliveryQueue({
      db: db2,
      mailer: mailer2,
      push: null,
      now: () => s.clock.now,
      config: s.services.config,
      pollMs: 3_600_000,
    });
  });
  afterAll(async () => {
    await second.stop();
    if (db2 !== s.services.db) await db2.close();
    await s.close();
  });

  const sent = (to: string): Mail[] =>
    [...(s.services.mailer as MemoryMailer).sent, ...mailer2.sent].filter((m) => m.to === to);
  const summaries = (to: string) => sent(to).filter((m) => m.messageId?.startsWith("<alert-summary-"));
  const createAlerts = async (who: TestAccount, n: number) => {
    for (let i = 0; i < n; i++) {
      const res = await s.request("/api/v1/work/alerts", {
        method: "POST",
        cookie: who.cookie,
        json: { symbol: "MSFT", kind: "priceAbove", value: 1, channels: ["email"] },
      });
      expect(res.status).toBe(201);
    }
  };
  /** A tick (the alerts fire), then both instances work the queue at once. */
  const tickBoth = async () => {
    s.clock.advance(1000);
    await s.services.market.step(s.clock.now);
    await s.services.alerts!.settled();
    await Promise.all([s.services.alerts!.delivery!.kick(), second.kick(), second.kick()]);
  };
  const statuses = async (who: TestAccount) => {
    const res = await s.request("/api/v1/work/alerts/history", { cookie: who.cookie });
    const { triggers } = (await res.json()) as { triggers: AlertTrigger[] };
    return triggers.map((t) => t.deliveries[0]!.status).sort();
  };

  test(`${MAIL_BUDGET} alert e-mails an hour over two instances, then one summary after the hour`, async () => {
    const user = await testUser(s.services);
    await createAlerts(user, MAIL_BUDGET + 5);
    await tickBoth();
    expect(sent(user.email)).toHaveLength(MAIL_BUDGET);
    expect(sent(user.email).every((m) => m.messageId?.startsWith("<alert-"))).toBe(true);
    const held = await statuses(user);
    expect(held.filter((x) => x === "delivered")).toHaveLength(MAIL_BUDGET);
    expect(held.filter((x) => x === "pending")).toHaveLength(5);

    // Still the same hour: nothing more goes out.
    s.clock.advance(10 * 60_000);
    await Promise.all([s.services.alerts!.delivery!.kick(), second.kick()]);
    expect(sent(user.email)).toHaveLength(MAIL_BUDGET);

    // The hour is over: one summary, from one of the two instances.
    s.clock.advance(HOUR_MS);
    await Promise.all([s.services.alerts!.delivery!.kick(), second.kick(), second.kick()]);
    await Promise.all([s.services.alerts!.delivery!.kick(), second.kick()]);
    expect(sent(user.email)).toHaveLength(MAIL_BUDGET + 1);
    expect(summaries(user.email)).toHaveLength(1);
    const summary = summaries(user.email)[0]!;
    expect(summary.subject).toBe("5 more alerts fired");
    expect(summary.text).toContain(`at most ${MAIL_BUDGET} alert e-mails an hour`);
    expect(summary.text).toContain("5 more alerts fired");
    expect(summary.text).toContain("(UTC)");
    expect(summary.messageId).toMatch(new RegExp(`^<alert-summary-${user.id}-\\d+@localhost>$`));
    expect((await statuses(user)).every((x) => x === "delivered")).toBe(true);

    // A new hour, a new budget: the next alert is an e-mail of its own again.
    await createAlerts(user, 1);
    await tickBoth();
    expect(sent(user.email)).toHaveLength(MAIL_BUDGET + 2);
    expect(summaries(user.email)).toHaveLength(1);
  }, 60_000);

  test("the summary is in the user's language (Arabic)", async () => {
    const user = await testUser(s.services);
    await s.services.db.sql`UPDATE users SET lang = 'ar' WHERE id = ${user.id}`;
    await createAlerts(user, MAIL_BUDGET + 3);
    await tickBoth();
    expect(sent(user.email)).toHaveLength(MAIL_BUDGET);
    s.clock.advance(HOUR_MS);
    await Promise.all([s.services.alerts!.delivery!.kick(), second.kick()]);
    expect(summaries(user.email)).toHaveLength(1);
    const summary = summaries(user.email)[0]!;
    expect(summary.lang).toBe("ar");
    expect(summary.subject).toBe("انطلق 3 تنبيهات أخرى");
    expect(summary.text).toContain("بحدٍّ أقصى قدره 20 في الساعة");
    expect(summary.text).toContain("سجل التنبيهات");
    expect(summary.html).toContain('dir="rtl"');
  }, 60_000);
});

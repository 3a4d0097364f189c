// Zakat reminder e-mails through the delivery queue (docs/portfolio.md, "Zakat years"), over a
// real SMTP server on loopback, on the test clock: a mail server refusing, then working, gets the
// e-mail once, after the backoff, from the queue of a restarted instance racing the first one;
// the live message and the push are not sent again; a mail server that keeps refusing is tried
// MAX_ATTEMPTS times, then given up; down on day −7 and up on day −5, two instances racing send
// one e-mail saying 5 days. SQLite, and PostgreSQL with TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { backoffMs, DeliveryQueue, MAX_ATTEMPTS } from "../../src/server/alerts/delivery";
import type { PushSender } from "../../src/server/alerts/push";
import { hashToken } from "../../src/server/auth/sessions";
import { dayNumber, isoOf, todayIso } from "../../src/server/portfolio/service";
import { zakatReminderMails } from "../../src/server/portfolio/zakat-reminder-mail";
import { runZakatYears, type ZakatYearsOptions, zakatYearsOptions } from "../../src/server/portfolio/zakat-years";
import { formatMoney } from "../../src/shared/format";
import { toHijri } from "../../src/shared/hijri";
import { decodedText } from "../e2e/smtp-server";
import { type TestAccount, testUser } from "../helpers/accounts";
import { testMetals } from "../helpers/metals";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";
import { type SmtpReceiver, smtpReceiver } from "../helpers/smtp-receiver";

const DAY_MS = 86_400_000;
/** Gold 300 riyals a gram, silver 3: the gold nisab is 85 × 300 = 25,500 riyals. */
const metals = testMetals();

let s: TestServer;
let smtp: SmtpReceiver;
const live: { userId: string; message: string }[] = [];
const pushes: string[] = [];
const push = {
  send: async (_target: unknown, payload: string) => {
    pushes.push(payload);
    return "sent";
  },
} as unknown as PushSender;
/** An instance's delivery queue: SMTP to the receiver, no polling (the test kicks it). */
const queue = () =>
  new DeliveryQueue({
    db: s.services.db,
    mailer: smtp.mailer(),
    push: null,
    now: () => s.clock.now,
    config: s.services.config,
    sources: [zakatReminderMails(s.services.config)],
  });
const instance = (delivery: DeliveryQueue): ZakatYearsOptions => ({
  ...zakatYearsOptions(s.services),
  push,
  delivery,
  sendToUser: (userId, message) => live.push({ userId, message }),
});
const today = () => todayIso(s.services.now());
const inDays = (n: number) => isoOf(dayNumber(today()) + n);
const profile = (hawl: string, cash: number) => ({
  hawl: { hijri: hawl },
  nisabBasis: "gold",
  currency: "SAR",
  purificationMethod: "aaoifi21",
  otherWealth: { cash, goldGrams: 0, silverGrams: 0, receivables: 0, debts: 0 },
});
async function withProfile(hawl: string, cash: number): Promise<TestAccount> {
  const who = await testUser(s.services);
  const res = await s.request("/api/v1/work/zakat/profile", {
    method: "PUT",
    cookie: who.cookie,
    headers: { origin: ORIGIN },
    json: profile(toHijri(hawl), cash),
  });
  expect(res.status).toBe(200);
  // A browser of the user's session subscribed to notifications.
  const token = who.cookie.split("=")[1]!;
  await s.services.db.sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
    VALUES (${hashToken(token)}, ${who.id}, 'https://push.example/x', 'k', 'a', ${s.services.now()})`;
  return who;
}
const mailsTo = (who: TestAccount) => smtp.received.filter((m) => m.to === who.email);
const row = async (who: TestAccount) =>
  (
    (await s.services.db.sql`SELECT days_before, email_status, email_attempts, email_next_at, push_status
      FROM zakat_reminders_sent WHERE user_id = ${who.id}`) as {
      days_before: number | string;
      email_status: string;
      email_attempts: number | string;
      email_next_at: number | string;
      push_status: string;
    }[]
  ).map((r) => ({
    daysBefore: Number(r.days_before),
    email: r.email_status,
    attempts: Number(r.email_attempts),
    nextAt: Number(r.email_next_at),
    push: r.push_status,
  }));

beforeAll(async () => {
  s = await testServer({ env: { MARKET_TICK_MS: "3600000" } });
  s.services.metals = metals;
  await s.services.market.init();
  smtp = await smtpReceiver();
});
afterAll(async () => {
  await smtp.close();
  await s.close();
});

describe(`zakat reminder e-mails over SMTP on ${TEST_DB}`, () => {
  test("the mail server refuses, then works: one e-mail after the backoff, in-app and push once", async () => {
    const first = queue();
    const ida = await withProfile(inDays(7), 40_000);
    smtp.refusing = true;
    expect((await runZakatYears(instance(first))).reminders).toBe(1);
    expect(smtp.refused).toBe(1);
    expect(mailsTo(ida)).toEqual([]);
    expect(await row(ida)).toEqual([
      { daysBefore: 7, email: "pending", attempts: 1, nextAt: s.clock.now + backoffMs(1), push: "delivered" },
    ]);
    smtp.refusing = false;
    // Not due before its backoff.
    await first.kick();
    expect(mailsTo(ida)).toEqual([]);
    // The backoff is over and the instance restarted: the new queue and the old one race.
    s.clock.advance(backoffMs(1));
    const restarted = queue();
    await Promise.all([first.kick(), restarted.kick(), first.kick()]);
    expect(mailsTo(ida)).toHaveLength(1);
    const raw = mailsTo(ida)[0]!.raw;
    expect(raw).toMatch(/^Subject: Your zakat is due in 7 days$/im);
    const hijri = toHijri(inDays(7));
    expect(raw).toMatch(new RegExp(`^Message-ID:\\s*<zakat-${ida.id}-${hijri}-7@localhost>`, "im"));
    // 40,000 riyals × 2.5 % = 1,000 riyals, with its currency.
    expect(decodedText(raw)).toContain(`the zakat due is ${formatMoney(1000, "SAR", "en")}.`);
    expect(await row(ida)).toMatchObject([{ email: "delivered", attempts: 2, push: "delivered" }]);
    // Later looks and runs send nothing more on any channel.
    s.clock.advance(3_600_000);
    await Promise.all([first.kick(), restarted.kick()]);
    expect((await runZakatYears(instance(restarted))).reminders).toBe(0);
    expect(mailsTo(ida)).toHaveLength(1);
    expect(live.filter((m) => m.userId === ida.id)).toHaveLength(1);
    expect(pushes.filter((p) => p.includes("7 days"))).toHaveLength(1);
  });

  test(`a mail server that keeps refusing: ${MAX_ATTEMPTS} tries with backoff, then the e-mail is given up`, async () => {
    const q = queue();
    const jay = await withProfile(inDays(30), 40_000);
    const refusedBefore = smtp.refused;
    smtp.refusing = true;
    try {
      expect((await runZakatYears(instance(q))).reminders).toBe(1);
      for (let tries = 1; tries < MAX_ATTEMPTS; tries++) {
        expect(await row(jay)).toMatchObject([{ email: "pending", attempts: tries }]);
        // One millisecond short of the backoff: no try.
        s.clock.advance(backoffMs(tries) - 1);
        await q.kick();
        expect(smtp.refused - refusedBefore).toBe(tries);
        s.clock.advance(1);
        await q.kick();
      }
      expect(smtp.refused - refusedBefore).toBe(MAX_ATTEMPTS);
      expect(await row(jay)).toMatchObject([{ email: "failed", attempts: MAX_ATTEMPTS }]);
      s.clock.advance(DAY_MS);
      await q.kick();
      expect(smtp.refused - refusedBefore).toBe(MAX_ATTEMPTS);
    } finally {
      smtp.refusing = false;
    }
    expect(mailsTo(jay)).toEqual([]);
  });

  test("down on day −7, up on day −5: two instances racing send one e-mail, saying 5 days", async () => {
    const kim = await withProfile(inDays(12), 40_000);
    // Days −7 and −6 pass with no instance running.
    s.clock.advance(7 * DAY_MS);
    const [a, b] = [queue(), queue()];
    const runs = await Promise.all([runZakatYears(instance(a)), runZakatYears(instance(b))]);
    expect(runs.reduce((n, r) => n + r.reminders, 0)).toBe(1);
    await Promise.all([a.kick(), b.kick()]);
    expect(mailsTo(kim)).toHaveLength(1);
    expect(mailsTo(kim)[0]!.raw).toMatch(/^Subject: Your zakat is due in 5 days$/im);
    expect(await row(kim)).toMatchObject([{ daysBefore: 7, email: "delivered", attempts: 1 }]);
    expect(live.filter((m) => m.userId === kim.id).map((m) => JSON.parse(m.message).data)).toMatchObject([
      { daysBefore: 7, daysLeft: 5 },
    ]);
  });

  test("an e-mail whose next try comes on the hawl day is not sent: its days are over", async () => {
    const q = queue();
    const lee = await withProfile(inDays(1), 40_000);
    smtp.refusing = true;
    expect((await runZakatYears(instance(q))).reminders).toBe(1);
    smtp.refusing = false;
    s.clock.advance(DAY_MS);
    await q.kick();
    expect(mailsTo(lee)).toEqual([]);
    expect(await row(lee)).toMatchObject([{ daysBefore: 1, email: "failed", attempts: 2 }]);
  });
});

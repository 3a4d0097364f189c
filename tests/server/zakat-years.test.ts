// Zakat years (docs/portfolio.md, "Zakat years") on the test clock: reminders 30, 7 and 1 day(s) before the
// hawl, once each even when two runs race; on the hawl day the report saved as the year's
// snapshot, byte for byte the same after later transactions and prices; the list of years and
// one year, another user's year 404 naming the field. SQLite, and PostgreSQL with TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { PushSender } from "../../src/server/alerts/push";
import { createSession, hashToken } from "../../src/server/auth/sessions";
import type { MemoryMailer } from "../../src/server/mail/mailer";
import { dayNumber, isoOf, todayIso } from "../../src/server/portfolio/service";
import { runZakatYears, type ZakatYearsOptions, zakatYearsOptions } from "../../src/server/portfolio/zakat-years";
import { formatLongDay } from "../../src/shared/datetime";
import { formatMoney } from "../../src/shared/format";
import { formatHijri, toHijri } from "../../src/shared/hijri";
import { type TestAccount, testUser } from "../helpers/accounts";
import { testMetals } from "../helpers/metals";
import { ORIGIN, type TestServer, testServer } from "../helpers/server";

const DAY_MS = 86_400_000;

/** Gold 300 riyals a gram, silver 3: the gold nisab is 85 × 300 = 25,500 riyals. */
const metals = testMetals();

let s: TestServer;
let o: ZakatYearsOptions;
let alice: TestAccount;
const live: { userId: string; message: string }[] = [];
const mailer = () => s.services.mailer as MemoryMailer;
const today = () => todayIso(s.services.now());
const inDays = (n: number) => isoOf(dayNumber(today()) + n);

// biome-ignore lint/suspicious/noExplicitAny: response bodies of many shapes
type Body = any;
const call = async (method: string, path: string, who: TestAccount, json?: unknown, lang = "en") => {
  const res = await s.request(`/api/v1/work${path}`, {
    method,
    cookie: who.cookie,
    headers: { "accept-language": lang, origin: ORIGIN },
    ...(json === undefined ? {} : { json }),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Body };
};

const profile = (hawl: string, cash: number) => ({
  hawl: { hijri: hawl },
  nisabBasis: "gold",
  currency: "SAR",
  purificationMethod: "aaoifi21",
  otherWealth: { cash, goldGrams: 0, silverGrams: 0, receivables: 0, debts: 0 },
});

beforeAll(async () => {
  s = await testServer({ env: { MARKET_TICK_MS: "3600000" } });
  s.services.metals = metals;
  await s.services.market.init();
  o = { ...zakatYearsOptions(s.services), sendToUser: (userId, message) => live.push({ userId, message }) };
  alice = await testUser(s.services);
});
afterAll(() => s.close());

describe("reminders and the year's snapshot", () => {
  let hawl: { hijri: string; gregorian: string };
  let portfolioId: string;

  test("a profile whose hawl is 30 days ahead: one reminder, in the app and by e-mail", async () => {
    // 18 Nov 2026 (Riyadh) + 30 days.
    hawl = { gregorian: inDays(30), hijri: toHijri(inDays(30)) };
    // 30,000 riyals of cash, over the gold nisab: 2.5 % = 750 riyals.
    expect((await call("PUT", "/zakat/profile", alice, profile(hawl.hijri, 30_000))).status).toBe(200);
    const created = await call("POST", "/portfolios", alice, { name: "Tadawul", baseCurrency: "SAR" });
    expect(created.status).toBe(201);
    portfolioId = created.body.portfolio.id;
    const before = mailer().sent.length;
    expect(await runZakatYears(o)).toEqual({ reminders: 1, snapshots: 0 });
    const sent = mailer().sent.slice(before);
    expect(sent.length).toBe(1);
    const mail = sent[0]!;
    expect(mail.to).toBe(alice.email);
    expect(mail.subject).toBe("Your zakat is due in 30 days");
    expect(mail.text).toContain(formatHijri(hawl.hijri, "en"));
    expect(mail.text).toContain(formatLongDay(hawl.gregorian, "en"));
    expect(mail.text).toContain(`the zakat due is ${formatMoney(750, "SAR", "en")}.`);
    expect(mail.text).toContain(`${ORIGIN}/portfolio?tab=zakat`);
    const message = live.filter((m) => m.userId === alice.id).map((m) => JSON.parse(m.message));
    expect(message).toEqual([
      {
        event: "zakatReminder",
        data: {
          daysBefore: 30,
          daysLeft: 30,
          hawl,
          hijriYear: Number(hawl.hijri.slice(0, 4)),
          currency: "SAR",
          total: 750,
          due: true,
        },
      },
    ]);
  });

  test("run again, and twice at once: still one reminder", async () => {
    const before = mailer().sent.length;
    expect(await runZakatYears(o)).toEqual({ reminders: 0, snapshots: 0 });
    s.clock.advance(3_600_000);
    const both = await Promise.all([runZakatYears(o), runZakatYears({ ...o })]);
    expect(both.reduce((a, r) => a + r.reminders, 0)).toBe(0);
    expect(mailer().sent.length).toBe(before);
  });

  test("7 days and 1 day before: one reminder each, even with two runs racing", async () => {
    s.clock.advance(23 * DAY_MS);
    expect(dayNumber(hawl.gregorian) - dayNumber(today())).toBe(7);
    let before = mailer().sent.length;
    const seven = await Promise.all([runZakatYears(o), runZakatYears({ ...o })]);
    expect(seven.reduce((a, r) => a + r.reminders, 0)).toBe(1);
    expect(
      mailer()
        .sent.slice(before)
        .map((m) => m.subject),
    ).toEqual(["Your zakat is due in 7 days"]);
    // Days between reminders send nothing.
    s.clock.advance(DAY_MS);
    expect((await runZakatYears(o)).reminders).toBe(0);
    s.clock.advance(5 * DAY_MS);
    before = mailer().sent.length;
    expect((await runZakatYears(o)).reminders).toBe(1);
    expect((await runZakatYears(o)).reminders).toBe(0);
    expect(
      mailer()
        .sent.slice(before)
        .map((m) => m.subject),
    ).toEqual(["Your zakat is due tomorrow"]);
    const rows = await s.services.db.sql`SELECT days_before, email_status FROM zakat_reminders_sent
      WHERE user_id = ${alice.id} ORDER BY days_before DESC`;
    expect(rows.map((r: { days_before: number | string }) => Number(r.days_before))).toEqual([30, 7, 1]);
    expect(rows.every((r: { email_status: string }) => r.email_status === "delivered")).toBe(true);
  });

  test("the hawl day: the report saved once as the year's snapshot, as the report route gives it", async () => {
    s.clock.advance(DAY_MS);
    expect(today()).toBe(hawl.gregorian);
    // A month on the clock: alice signs in again.
    alice.cookie = `rockets_session=${await createSession(s.services, "user", alice.id)}`;
    const runs = await Promise.all([runZakatYears(o), runZakatYears({ ...o })]);
    expect(runs.reduce((a, r) => a + r.snapshots, 0)).toBe(1);
    expect(runs.reduce((a, r) => a + r.reminders, 0)).toBe(0);
    const year = Number(hawl.hijri.slice(0, 4));
    const list = await call("GET", "/zakat/years", alice);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      years: [
        {
          hijriYear: year,
          hawlHijri: hawl.hijri,
          date: hawl.gregorian,
          currency: "SAR",
          total: 750,
          due: true,
          createdAt: s.services.now(),
        },
      ],
    });
    const one = await call("GET", `/zakat/years/${year}`, alice);
    expect(one.status).toBe(200);
    const report = await call("GET", `/zakat/report?date=${hawl.gregorian}&year=lunar`, alice);
    expect(one.body).toEqual(report.body);
    expect(one.body).toMatchObject({ date: hawl.gregorian, year: "lunar", currency: "SAR", total: 750, due: true });
  });

  test("later transactions and prices do not change the snapshot, byte for byte", async () => {
    const year = Number(hawl.hijri.slice(0, 4));
    const rows = (await s.services.db.sql`SELECT report FROM zakat_snapshots
      WHERE user_id = ${alice.id} AND hijri_year = ${year}`) as { report: string }[];
    const saved = rows[0]!.report;
    const first = await call("GET", `/zakat/years/${year}`, alice);
    expect(first.text).toBe(saved);
    s.clock.advance(DAY_MS);
    const add = (tx: unknown) => call("POST", `/portfolios/${portfolioId}/transactions`, alice, tx);
    expect((await add({ type: "deposit", date: hawl.gregorian, price: 20_000 })).status).toBe(201);
    expect((await add({ type: "buy", date: hawl.gregorian, symbol: "2222.SR", quantity: 100, price: 25 })).status).toBe(
      201,
    );
    const st = s.services.market.state;
    st.price[st.index.get("2222.SR")!] = 40;
    await call("PUT", "/zakat/profile", alice, profile(hawl.hijri, 90_000));
    // The live report of that day changed; the snapshot did not, even after more runs.
    const now = await call("GET", `/zakat/report?date=${hawl.gregorian}&year=lunar`, alice);
    expect(now.body.total).not.toBe(750);
    expect(await runZakatYears(o)).toEqual({ reminders: 0, snapshots: 0 });
    const again = await call("GET", `/zakat/years/${year}`, alice);
    expect(again.text).toBe(saved);
    expect((await call("GET", "/zakat/years", alice)).body.years[0].total).toBe(750);
  });

  test("another user cannot read it: 404 naming hijriYear, in en and ar; a malformed year is 400", async () => {
    const bob = await testUser(s.services);
    const year = hawl.hijri.slice(0, 4);
    expect((await call("GET", "/zakat/years", bob)).body).toEqual({ years: [] });
    const en = await call("GET", `/zakat/years/${year}`, bob);
    expect(en.status).toBe(404);
    expect(en.body).toEqual({
      code: "not_found",
      message: `No zakat record is saved for the Hijri year ${year}.`,
      field: "hijriYear",
      fields: ["hijriYear"],
    });
    const ar = await call("GET", `/zakat/years/${year}`, bob, undefined, "ar");
    expect(ar.body.message).toBe(`لا يوجد سجل زكاة محفوظ للسنة الهجرية ${year}.`);
    for (const bad of ["abc", "14480", "999", "1600"]) {
      const r = await call("GET", `/zakat/years/${bad}`, alice);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: "invalid_input", field: "hijriYear" });
    }
  });
});

describe("runs that miss a day or fail", () => {
  test("the first run after it saves that day's report; a user without a profile gets nothing", async () => {
    const carol = await testUser(s.services);
    await s.services.db.sql`UPDATE users SET lang = 'ar' WHERE id = ${carol.id}`;
    const missed = inDays(-3);
    await call("PUT", "/zakat/profile", carol, profile(toHijri(missed), 1000));
    await testUser(s.services);
    const r = await runZakatYears(o);
    expect(r.snapshots).toBe(1);
    const list = (await call("GET", "/zakat/years", carol)).body.years;
    expect(list).toMatchObject([{ hawlHijri: toHijri(missed), date: missed, total: 0, due: false }]);
  });

  test("an Arabic reminder names the days in Arabic with the amount and its currency, also by push", async () => {
    const dana = await testUser(s.services);
    await s.services.db.sql`UPDATE users SET lang = 'ar' WHERE id = ${dana.id}`;
    // A browser of dana's session subscribed to notifications; the push service answers "sent".
    const token = dana.cookie.split("=")[1]!;
    await s.services.db.sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
      VALUES (${hashToken(token)}, ${dana.id}, 'https://push.example/dana', 'k', 'a', ${s.services.now()})`;
    const pushes: string[] = [];
    const push = {
      send: async (_t: unknown, payload: string) => {
        pushes.push(payload);
        return "sent";
      },
    } as unknown as PushSender;
    const hawl = inDays(7);
    await call("PUT", "/zakat/profile", dana, profile(toHijri(hawl), 40_000));
    const before = mailer().sent.length;
    expect((await runZakatYears({ ...o, push })).reminders).toBe(1);
    expect(pushes.map((p) => JSON.parse(p))).toEqual([
      {
        kind: "zakat",
        title: "تحل زكاتك بعد سبعة أيام",
        body: `تحل الزكاة في ${formatHijri(toHijri(hawl), "ar")} (${formatLongDay(hawl, "ar")}): ${formatMoney(1000, "SAR", "ar")}.`,
        url: "/portfolio?tab=zakat",
      },
    ]);
    const [row] = await s.services.db.sql`SELECT email_status, push_status FROM zakat_reminders_sent
      WHERE user_id = ${dana.id}`;
    expect(row).toEqual({ email_status: "delivered", push_status: "delivered" });
    const [mail] = mailer().sent.slice(before);
    expect(mail!.to).toBe(dana.email);
    expect(mail!.subject).toBe("تحل زكاتك بعد سبعة أيام");
    expect(mail!.text).toContain(formatHijri(toHijri(hawl), "ar"));
    expect(mail!.text).toContain(formatLongDay(hawl, "ar"));
    // 40,000 × 2.5 % = 1,000 riyals.
    expect(mail!.text).toContain(`الزكاة الواجبة ${formatMoney(1000, "SAR", "ar")}.`);
  });
  test("a reminder whose report fails is sent by the next run, once", async () => {
    const erin = await testUser(s.services);
    await call("PUT", "/zakat/profile", erin, profile(toHijri(inDays(1)), 500));
    s.services.metals = {
      current: async () => {
        throw new Error("metal prices down");
      },
    };
    const before = mailer().sent.length;
    expect((await runZakatYears(o)).reminders).toBe(0);
    expect(await s.services.db.sql`SELECT 1 FROM zakat_reminders_sent WHERE user_id = ${erin.id}`).toEqual([]);
    s.services.metals = metals;
    expect((await runZakatYears(o)).reminders).toBe(1);
    expect((await runZakatYears(o)).reminders).toBe(0);
    expect(
      mailer()
        .sent.slice(before)
        .map((m) => [m.to, m.subject]),
    ).toEqual([[erin.email, "Your zakat is due tomorrow"]]);
  });
});

describe("a reminder day on which no instance ran", () => {
  const subjects = (from: number, to: string) =>
    mailer()
      .sent.slice(from)
      .filter((m) => m.to === to)
      .map((m) => m.subject);
  const sentRows = async (userId: string) =>
    (
      (await s.services.db.sql`SELECT days_before FROM zakat_reminders_sent WHERE user_id = ${userId}
        ORDER BY days_before DESC`) as { days_before: number | string }[]
    ).map((r) => Number(r.days_before));

  test("down on day −7, up on day −5: the 7-day reminder once, saying 5 days, even with two instances", async () => {
    const gail = await testUser(s.services);
    const hawl = inDays(40);
    await call("PUT", "/zakat/profile", gail, profile(toHijri(hawl), 30_000));
    expect((await runZakatYears(o)).reminders).toBe(0);
    s.clock.advance(10 * DAY_MS);
    const before = mailer().sent.length;
    expect((await runZakatYears(o)).reminders).toBe(1);
    // Days −7 and −6 pass with no instance running.
    s.clock.advance(25 * DAY_MS);
    expect(dayNumber(hawl) - dayNumber(today())).toBe(5);
    live.length = 0;
    const up = await Promise.all([runZakatYears(o), runZakatYears({ ...o })]);
    expect(up.reduce((a, r) => a + r.reminders, 0)).toBe(1);
    expect(subjects(before, gail.email)).toEqual(["Your zakat is due in 30 days", "Your zakat is due in 5 days"]);
    const event = live.filter((m) => m.userId === gail.id).map((m) => JSON.parse(m.message).data);
    expect(event).toMatchObject([{ daysBefore: 7, daysLeft: 5, hawl: { gregorian: hawl } }]);
    expect(await sentRows(gail.id)).toEqual([30, 7]);
    // The next days: nothing more until the 1-day reminder.
    s.clock.advance(DAY_MS);
    expect((await runZakatYears(o)).reminders).toBe(0);
    s.clock.advance(3 * DAY_MS);
    expect((await runZakatYears(o)).reminders).toBe(1);
    expect(subjects(before, gail.email)).toEqual([
      "Your zakat is due in 30 days",
      "Your zakat is due in 5 days",
      "Your zakat is due tomorrow",
    ]);
    expect(await sentRows(gail.id)).toEqual([30, 7, 1]);
  });

  test("a profile saved 20 days before its hawl day: the 30-day reminder at once, saying 20 days", async () => {
    const ivy = await testUser(s.services);
    await call("PUT", "/zakat/profile", ivy, profile(toHijri(inDays(20)), 30_000));
    const before = mailer().sent.length;
    live.length = 0;
    expect((await runZakatYears(o)).reminders).toBe(1);
    expect(subjects(before, ivy.email)).toEqual(["Your zakat is due in 20 days"]);
    expect(live.filter((m) => m.userId === ivy.id).map((m) => JSON.parse(m.message).data)).toMatchObject([
      { daysBefore: 30, daysLeft: 20 },
    ]);
    expect(await sentRows(ivy.id)).toEqual([30]);
  });

  test("down from before day −30 to day −5: only the latest reminder, never a stale 30-day one", async () => {
    const hana = await testUser(s.services);
    await s.services.db.sql`UPDATE users SET lang = 'ar' WHERE id = ${hana.id}`;
    const hawl = inDays(45);
    await call("PUT", "/zakat/profile", hana, profile(toHijri(hawl), 30_000));
    expect((await runZakatYears(o)).reminders).toBe(0);
    s.clock.advance(40 * DAY_MS);
    const before = mailer().sent.length;
    expect((await runZakatYears(o)).reminders).toBe(1);
    expect((await runZakatYears(o)).reminders).toBe(0);
    expect(subjects(before, hana.email)).toEqual(["تحل زكاتك بعد 5 أيام"]);
    expect(await sentRows(hana.id)).toEqual([7]);
    // A day later the 30-day reminder is still not sent: a later one went out.
    s.clock.advance(DAY_MS);
    expect((await runZakatYears(o)).reminders).toBe(0);
    expect(await sentRows(hana.id)).toEqual([7]);
  });
});

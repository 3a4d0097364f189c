// The partner newsletter (docs/api.md, Newsletter) through the whole request path, on SQLite and,
// under TEST_DB=postgres, PostgreSQL: subscribers and their CSV import, double opt-in, drafts and
// their preview, sends in each subscriber's language with RFC 8058 headers, the one-click
// unsubscribe a mail client POSTs without a session, bounces and retries, pausing, the daily
// send limit under 40 requests at once, and that no partner reaches another's rows.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Mail, Mailer } from "../../src/server/mail/mailer";
import { MemoryMailer } from "../../src/server/mail/mailer";
import { NewsletterSender } from "../../src/server/newsletter/sender";
import { confirmToken, unsubscribeToken } from "../../src/server/newsletter/tokens";
import { type TestAccount, testPartner, testUser } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

const BASE = "/api/v1/partner/news/newsletter";

/** A mail server that refuses some addresses for good (550) or for now (421). */
class PickyMailer implements Mailer {
  readonly sent: Mail[] = [];
  constructor(private readonly refuse: Map<string, number>) {}
  async send(mail: Mail): Promise<void> {
    const code = this.refuse.get(mail.to);
    if (code) throw Object.assign(new Error(`${code} mailbox refused`), { responseCode: code });
    this.sent.push(mail);
  }
}

describe(`newsletter on ${TEST_DB}`, () => {
  let s: TestServer;
  let partner: TestAccount;
  let other: TestAccount;
  let mailer: PickyMailer;
  let sender: NewsletterSender;
  const refuse = new Map<string, number>();

  const call = (path: string, init: Parameters<TestServer["request"]>[1] = {}, who: TestAccount = partner) =>
    s.request(`${BASE}${path}`, { cookie: who.cookie, ...init });

  beforeAll(async () => {
    s = await testServer();
    partner = await testPartner(s.services);
    other = await testPartner(s.services);
    mailer = new PickyMailer(refuse);
    sender = new NewsletterSender({
      db: s.services.db,
      mailer,
      now: s.services.now,
      secret: s.services.codeSecret,
      publicOrigin: ORIGIN,
      leaseMs: 60_000,
      ratePerSecond: 1_000,
      concurrency: 50,
    });
  });
  afterAll(async () => {
    await s.close();
  });

  /** A request straight to the app, as a mail client sends it (no cookie, no Origin unless given). */
  const raw = async (req: Request) => (await s.app.fetch(req)) as Response;

  async function subscribe(email: string, language: "en" | "ar", who = partner): Promise<string> {
    const res = await call("/subscribers", { method: "POST", json: { email, language } }, who);
    expect(res.status).toBe(201);
    return (await res.json()).subscriber.id;
  }

  /** Confirms through the link of the newest confirmation e-mail to `email`. */
  async function confirmFromMail(email: string): Promise<void> {
    const mail = mailer.sent.findLast((m) => m.to === email && m.messageId?.startsWith("<newsletter-confirm-"));
    expect(mail).toBeDefined();
    const token = decodeURIComponent(/token=([^\s"<&]+)/.exec(mail!.text)![1]!);
    const res = await s.request("/api/v1/news/confirm", { method: "POST", json: { token } });
    expect(res.status).toBe(200);
  }

  test("a subscriber is refused naming the field; an address is listed once", async () => {
    const bad = await call("/subscribers", { method: "POST", json: { email: "not-an-address", language: "en" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).field).toBe("email");
    const lang = await call("/subscribers", { method: "POST", json: { email: "a@example.com", language: "fr" } });
    expect((await lang.json()).field).toBe("language");
    await subscribe("first@example.com", "en");
    const again = await call("/subscribers", {
      method: "POST",
      json: { email: " FIRST@example.com ", language: "ar" },
      headers: { "accept-language": "ar" },
    });
    expect(again.status).toBe(409);
    const body = await again.json();
    expect([body.code, body.field]).toEqual(["subscriber_exists", "email"]);
    expect(body.message).toBe("هذا العنوان في قائمتك من قبل.");
  });

  test("double opt-in: nothing but the confirmation goes out before the link is followed", async () => {
    await sender.kick();
    const mail = mailer.sent.find((m) => m.to === "first@example.com");
    expect(mail?.subject).toContain("Partner Capital");
    expect(mail?.text).toContain(`${ORIGIN}/newsletter/confirm?token=`);
    // Kicked again, nothing more is sent (the confirmation is recorded sent).
    const count = mailer.sent.length;
    await sender.kick();
    expect(mailer.sent.length).toBe(count);
    const list = await (await call("/subscribers")).json();
    expect(list.subscribers[0].status).toBe("pending");
    await confirmFromMail("first@example.com");
    const after = await (await call("/subscribers")).json();
    expect(after.subscribers[0].status).toBe("active");
  });

  test("a forged or expired confirmation link is refused naming the token", async () => {
    const id = (await (await call("/subscribers")).json()).subscribers[0].id as string;
    const forged = await s.request("/api/v1/news/confirm", {
      method: "POST",
      json: { token: `${id}.9999999999999.AAAA` },
    });
    expect(forged.status).toBe(400);
    expect((await forged.json()).field).toBe("token");
    const expired = confirmToken(s.services.codeSecret, id, s.clock.now - 1);
    const res = await s.request("/api/v1/news/confirm", { method: "POST", json: { token: expired } });
    expect((await res.json()).code).toBe("token_invalid");
    // Another kind of token (unsubscribe) is not a confirmation.
    const wrongKind = unsubscribeToken(s.services.codeSecret, id);
    expect((await s.request("/api/v1/news/confirm", { method: "POST", json: { token: wrongKind } })).status).toBe(400);
  });

  test("CSV import: a preview of every row with its problem, then the valid new rows only", async () => {
    const csv =
      "\ufeffالبريد الإلكتروني;اللغة\nsecond@example.com;ar\nbroken;en\nthird@example.com;fr\nSECOND@example.com;en\nfirst@example.com;en\n";
    const post = (dryRun: string) =>
      call(`/subscribers/import?dryRun=${dryRun}&language=en`, {
        method: "POST",
        body: csv,
        headers: { "content-type": "text/csv", origin: ORIGIN },
      });
    const preview = await (await post("1")).json();
    expect(preview.rows.map((r: { line: number; error: string | null }) => [r.line, r.error])).toEqual([
      [2, null],
      [3, "email"],
      [4, "language"],
      [5, "duplicate"],
      [6, null],
    ]);
    expect([preview.valid, preview.added]).toEqual([2, 0]);
    expect((await (await call("/subscribers")).json()).subscribers).toHaveLength(1);
    const done = await (await post("0")).json();
    // first@ is listed already: only second@ is new.
    expect(done.added).toBe(1);
    const list = (await (await call("/subscribers")).json()).subscribers;
    expect(list.map((x: { email: string; language: string }) => `${x.email}:${x.language}`).sort()).toEqual([
      "first@example.com:en",
      "second@example.com:ar",
    ]);
    const empty = await call("/subscribers/import?dryRun=1", {
      method: "POST",
      body: "email\n",
      headers: { "content-type": "text/csv", origin: ORIGIN },
    });
    expect([(await empty.json()).code, empty.status]).toEqual(["csv_empty", 400]);
  });

  let draftId: string;

  test("drafts: both languages, checked per field, previewed as the e-mail", async () => {
    const bad = await call("/drafts", {
      method: "POST",
      json: { en: { subject: "Two\nlines", body: "x" }, ar: { subject: "", body: "" } },
    });
    expect((await bad.json()).field).toBe("en.subject");
    const res = await call("/drafts", {
      method: "POST",
      json: {
        en: { subject: "Closing bell", body: "The index rose.\n\n<script>alert(1)</script>" },
        ar: { subject: "جرس الإغلاق", body: "ارتفع المؤشر." },
      },
    });
    expect(res.status).toBe(201);
    draftId = (await res.json()).draft.id;
    const ar = await (await call(`/drafts/${draftId}/preview?language=ar`)).json();
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const en = await (await call(`/drafts/${draftId}/preview?language=en`)).json();
    expect(en.html).not.toContain("<script>");
    expect(en.html).toContain("&lt;script&gt;");
    expect(en.text).toContain("The index rose.");
  });

  test("a send reaches every active subscriber once, in their language, with a one-click unsubscribe", async () => {
    await sender.kick(); // second@'s confirmation
    await confirmFromMail("second@example.com");
    await subscribe("never-confirmed@example.com", "en");
    const res = await call("/sends", { method: "POST", json: { draftId } });
    expect(res.status).toBe(201);
    const sendId = (await res.json()).send.id as string;
    await sender.kick();
    await sender.kick();
    const got = mailer.sent.filter((m) => m.messageId?.includes(sendId));
    expect(got.map((m) => `${m.to}:${m.lang}:${m.subject}`).sort()).toEqual([
      "first@example.com:en:Closing bell",
      "second@example.com:ar:جرس الإغلاق",
    ]);
    const arMail = got.find((m) => m.lang === "ar")!;
    expect(arMail.html).toContain('dir="rtl"');
    expect(arMail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const post = /^<(.+)>$/.exec(arMail.headers!["List-Unsubscribe"]!)![1]!;
    expect(post.startsWith(`${ORIGIN}/api/v1/news/unsubscribe?token=`)).toBe(true);
    const detail = await (await call(`/sends/${sendId}`)).json();
    expect(detail.send.status).toBe("done");
    expect(detail.send.counts).toEqual({ total: 2, sent: 2, failed: 0, pending: 0 });

    // The mail client's one-click POST: no session, no Origin, a form body.
    const url = new URL(post);
    const one = await raw(
      new Request(`${ORIGIN}${url.pathname}${url.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(one.status).toBe(200);
    const list = (await (await call("/subscribers")).json()).subscribers;
    expect(list.find((x: { email: string }) => x.email === "second@example.com").status).toBe("unsubscribed");
    // Twice is fine; a forged token is not.
    expect((await raw(new Request(post, { method: "POST", body: "List-Unsubscribe=One-Click" }))).status).toBe(200);
    const forged = await raw(
      new Request(`${ORIGIN}/api/v1/news/unsubscribe?token=${list[0].id}.forged`, { method: "POST" }),
    );
    expect(forged.status).toBe(400);
    // Every other public write keeps the CSRF rule.
    const noOrigin = await raw(
      new Request(`${ORIGIN}/api/v1/news/confirm`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(noOrigin.status).toBe(403);

    // The next send leaves the unsubscribed address out.
    const next = (await (await call("/sends", { method: "POST", json: { draftId } })).json()).send.id as string;
    await sender.kick();
    expect(mailer.sent.filter((m) => m.messageId?.includes(next)).map((m) => m.to)).toEqual(["first@example.com"]);
  });

  test("a refused address is marked bounced; a temporary failure is retried", async () => {
    for (const [email, code] of [
      ["gone@example.com", 550],
      ["busy@example.com", 421],
    ] as const) {
      await subscribe(email, "en");
      await sender.kick();
      await confirmFromMail(email);
      refuse.set(email, code);
    }
    const sendId = (await (await call("/sends", { method: "POST", json: { draftId } })).json()).send.id as string;
    await sender.kick();
    const detail = await (await call(`/sends/${sendId}`)).json();
    const problems = Object.fromEntries(
      detail.problems.map((p: { email: string; status: string; attempts: number }) => [
        p.email,
        [p.status, p.attempts],
      ]),
    );
    expect(problems).toEqual({ "gone@example.com": ["failed", 1], "busy@example.com": ["pending", 1] });
    expect(detail.send.status).toBe("sending");
    const list = (await (await call("/subscribers")).json()).subscribers;
    expect(list.find((x: { email: string }) => x.email === "gone@example.com").status).toBe("bounced");
    // The mail server takes it again; after the backoff the retry goes out and the send is done.
    refuse.delete("busy@example.com");
    s.clock.advance(31_000);
    await sender.kick();
    await sender.kick();
    const done = await (await call(`/sends/${sendId}`)).json();
    expect(done.send.status).toBe("done");
    expect(done.send.counts).toMatchObject({ sent: 2, failed: 1, pending: 0 });
  });

  test("pause keeps the rest for later; resume sends it; cancel ends it", async () => {
    const future = s.clock.now + 600_000;
    const sendId = (await (await call("/sends", { method: "POST", json: { draftId, scheduledAt: future } })).json())
      .send.id as string;
    await sender.kick();
    expect(mailer.sent.filter((m) => m.messageId?.includes(sendId))).toHaveLength(0);
    expect((await (await call(`/sends/${sendId}/pause`, { method: "POST", json: {} })).json()).send.status).toBe(
      "paused",
    );
    expect((await (await call(`/sends/${sendId}/resume`, { method: "POST", json: {} })).json()).send.status).toBe(
      "scheduled",
    );
    expect((await (await call(`/sends/${sendId}/cancel`, { method: "POST", json: {} })).json()).send.status).toBe(
      "cancelled",
    );
    const again = await call(`/sends/${sendId}/resume`, { method: "POST", json: {} });
    expect([again.status, (await again.json()).code]).toEqual([409, "send_state"]);
    s.clock.advance(660_000);
    await sender.kick();
    expect(mailer.sent.filter((m) => m.messageId?.includes(sendId))).toHaveLength(0);
    const past = await call("/sends", { method: "POST", json: { draftId, scheduledAt: s.clock.now - 3_600_000 } });
    expect((await past.json()).field).toBe("scheduledAt");
  });

  test("no partner reaches another's list, drafts or sends; users are refused", async () => {
    const mine = (await (await call("/subscribers")).json()).subscribers[0].id as string;
    const sendId = (await (await call("/sends")).json()).sends[0].id as string;
    expect((await call(`/subscribers/${mine}`, { method: "DELETE", json: {} }, other)).status).toBe(404);
    expect((await call(`/drafts/${draftId}/preview`, {}, other)).status).toBe(404);
    expect(
      (
        await call(
          `/drafts/${draftId}`,
          { method: "PUT", json: { en: { subject: "x", body: "y" }, ar: { subject: "", body: "" } } },
          other,
        )
      ).status,
    ).toBe(404);
    expect((await call(`/sends/${sendId}`, {}, other)).status).toBe(404);
    expect((await call(`/sends/${sendId}/cancel`, { method: "POST", json: {} }, other)).status).toBe(404);
    expect((await call("/sends", { method: "POST", json: { draftId } }, other)).status).toBe(404);
    expect((await (await call("/subscribers", {}, other)).json()).subscribers).toEqual([]);
    const user = await testUser(s.services);
    expect((await call("/subscribers", {}, user)).status).toBe(403);
  });

  test("the daily send limit holds under 40 requests at once", async () => {
    const fresh = await testPartner(s.services);
    const draft = (
      await (
        await call(
          "/drafts",
          { method: "POST", json: { en: { subject: "S", body: "B" }, ar: { subject: "", body: "" } } },
          fresh,
        )
      ).json()
    ).draft.id as string;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => call("/sends", { method: "POST", json: { draftId: draft } }, fresh)),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((x) => x === 201)).toHaveLength(10);
    expect(statuses.filter((x) => x === 429)).toHaveLength(30);
  });

  test("the throttle: a sender starts at most its rate of messages a second", async () => {
    const fresh = await testPartner(s.services);
    const at = s.clock.now;
    for (let i = 0; i < 12; i++) {
      await s.services.db.sql`INSERT INTO newsletter_subscribers (id, partner_id, email, email_key, language, status,
          confirm_sent_at, confirmed_at, created_at)
        VALUES (${crypto.randomUUID()}, ${fresh.id}, ${`t${i}@example.com`}, ${`t${i}@example.com`}, 'en', 'active', ${at}, ${at}, ${at})`;
    }
    const draft = (
      await (
        await call(
          "/drafts",
          { method: "POST", json: { en: { subject: "T", body: "B" }, ar: { subject: "", body: "" } } },
          fresh,
        )
      ).json()
    ).draft.id as string;
    const sendId = (await (await call("/sends", { method: "POST", json: { draftId: draft } }, fresh)).json()).send
      .id as string;
    const slow = new NewsletterSender({
      db: s.services.db,
      mailer: new MemoryMailer(),
      now: s.services.now,
      secret: s.services.codeSecret,
      publicOrigin: ORIGIN,
      leaseMs: 60_000,
      ratePerSecond: 5,
      concurrency: 50,
    });
    const sent = async () => (await (await call(`/sends/${sendId}`, {}, fresh)).json()).send.counts.sent as number;
    await slow.kick();
    expect(await sent()).toBe(5);
    await slow.kick();
    expect(await sent()).toBe(5);
    s.clock.advance(1_000);
    await slow.kick();
    expect(await sent()).toBe(10);
  });
});

// The newsletter's list, bounded (docs/api.md, Newsletter), on SQLite and, under
// TEST_DB=postgres, PostgreSQL: a subscriber CSV past its row limit is refused before any row is
// read, the rows of one within it are read in slices that keep the event loop answering, and the
// answer is counts with a page of rows; the hourly list-change budget counts addresses, not calls,
// with 40 imports at once over two instances (two connection pools on PostgreSQL; SQLite serves
// one instance, so there the second shares the connection); deletes are limited; and an address
// deleted and re-added within the hour is not mailed a second confirmation.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../src/server/app";
import { DbRateLimiter } from "../../src/server/auth/rate-limit";
import { createSession } from "../../src/server/auth/sessions";
import { type Db, openDb } from "../../src/server/db";
import { RATE_LIMITS } from "../../src/server/http/limits";
import { MemoryMailer } from "../../src/server/mail/mailer";
import { NewsletterSender } from "../../src/server/newsletter/sender";
import { NEWSLETTER_LIMITS } from "../../src/shared/newsletter";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

const BASE = "/api/v1/partner/news/newsletter";
const ADDRESS_BUDGET = RATE_LIMITS.newsletterListChanges.max;

describe(`the newsletter's list, bounded, on ${TEST_DB}`, () => {
  let s: TestServer;
  let db2: Db;
  let second: ReturnType<typeof createApp>;
  let mailer: MemoryMailer;
  let sender: NewsletterSender;

  beforeAll(async () => {
    s = await testServer();
    db2 = TEST_DB === "postgres" ? await openDb(s.services.config) : s.services.db;
    second = createApp({ ...s.services, db: db2, rateLimiter: new DbRateLimiter(db2, s.services.now) });
    mailer = new MemoryMailer();
    sender = new NewsletterSender({
      db: s.services.db,
      mailer,
      now: s.services.now,
      secret: s.services.codeSecret,
      publicOrigin: ORIGIN,
      leaseMs: 60_000,
      ratePerSecond: 100_000,
      concurrency: 50,
    });
  });
  afterAll(async () => {
    if (db2 !== s.services.db) await db2.close();
    await s.close();
  });

  /** A new session of the partner (a partner's session ends after 30 idle minutes). */
  const signIn = async (who: TestAccount) => `rockets_session=${await createSession(s.services, "partner", who.id)}`;

  /** An import through the first instance, or through the second with `onSecond`. */
  async function importCsv(
    who: TestAccount,
    csv: string | Uint8Array<ArrayBuffer>,
    o: { dryRun?: boolean; lang?: string; onSecond?: boolean } = {},
  ): Promise<Response> {
    const path = `${BASE}/subscribers/import?dryRun=${o.dryRun === false ? 0 : 1}&language=en`;
    const headers = {
      "content-type": "text/csv",
      origin: ORIGIN,
      cookie: who.cookie,
      "accept-language": o.lang ?? "en",
    };
    if (!o.onSecond) return s.request(path, { method: "POST", body: csv, headers });
    return (await second.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", body: csv, headers }))) as Response;
  }

  const addresses = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`);
  const confirmations = () => mailer.sent.filter((m) => m.messageId?.startsWith("<newsletter-confirm-"));
  /** Lets the sender work until it has nothing left to send. */
  async function sendAll(): Promise<void> {
    for (let count = -1; count !== mailer.sent.length; ) {
      count = mailer.sent.length;
      await sender.kick();
    }
  }

  /**
   * Runs `work` while a 10 ms timer ticks: the longest the timer was late, in ms. A tick's delay
   * counts as far as this process used the processor meanwhile (its own CPU time, every thread),
   * so a machine busy with other processes does not read as a held event loop.
   */
  async function timerLateness(work: () => Promise<unknown>): Promise<number> {
    let worst = 0;
    let last = performance.now();
    let cpu = process.cpuUsage();
    const late = () => {
      const at = performance.now();
      const used = process.cpuUsage(cpu);
      worst = Math.max(worst, Math.min(at - last, (used.user + used.system) / 1000) - 10);
      last = at;
      cpu = process.cpuUsage();
    };
    const timer = setInterval(late, 10);
    try {
      await work();
    } finally {
      clearInterval(timer);
    }
    // A stall at the end is one the timer could not report itself.
    late();
    return worst;
  }

  test("a 2 MB file of 1 M rows is refused at once, naming the file and the limit, in both languages", async () => {
    const partner = await testPartner(s.services);
    const huge = "a\n".repeat(1024 * 1024);
    expect(huge.length).toBe(NEWSLETTER_LIMITS.csvBytes);
    // Its cost in this process's own CPU time (the wall clock also counts other processes).
    const cpu = process.cpuUsage();
    const res = await importCsv(partner, huge);
    const used = process.cpuUsage(cpu);
    const ms = (used.user + used.system) / 1000;
    expect(res.status).toBe(400);
    const body = await res.json();
    expect([body.code, body.field, body.max]).toEqual(["csv_rows", "file", NEWSLETTER_LIMITS.csvRows]);
    expect(body.message).toContain(String(NEWSLETTER_LIMITS.csvRows));
    expect(ms).toBeLessThan(200);
    const ar = await (await importCsv(partner, huge, { lang: "ar" })).json();
    expect(ar.field).toBe("file");
    expect(ar.message).toMatch(/[\u0600-\u06ff]/);
    // The limit itself is allowed: a header and 5,000 rows.
    const fits = await importCsv(partner, `email\n${addresses("fits", NEWSLETTER_LIMITS.csvRows).join("\n")}\n`);
    expect(fits.status).toBe(200);
    const over = await importCsv(partner, `email\n${addresses("over", NEWSLETTER_LIMITS.csvRows + 1).join("\n")}\n`);
    expect((await over.json()).code).toBe("csv_rows");
  });

  test("two dry runs at once keep a 10 ms timer within 50 ms, and the answer is bounded", async () => {
    const partner = await testPartner(s.services);
    // The bodies are encoded before the clock starts: the timer measures the server's work.
    const huge = new TextEncoder().encode("a\n".repeat(1024 * 1024));
    // The most work a file within the limit asks: 5,000 rows of about 400 bytes, each a problem.
    const wide = new TextEncoder().encode(
      Array.from({ length: NEWSLETTER_LIMITS.csvRows }, (_, i) => `bad-${i}@,en,${"x".repeat(390)}`).join("\n"),
    );
    expect(wide.length).toBeLessThanOrEqual(NEWSLETTER_LIMITS.csvBytes);
    const answers: Response[] = [];
    const late = await timerLateness(async () => {
      answers.push(...(await Promise.all([importCsv(partner, huge), importCsv(partner, huge)])));
      answers.push(...(await Promise.all([importCsv(partner, wide), importCsv(partner, wide)])));
    });
    expect(answers.map((r) => r.status)).toEqual([400, 400, 200, 200]);
    const text = await answers[2]!.text();
    const body = JSON.parse(text);
    expect([body.total, body.valid, body.invalid, body.added]).toEqual([5_000, 0, 5_000, 0]);
    expect(body.rows).toHaveLength(NEWSLETTER_LIMITS.csvPreviewRows);
    expect(body.errors).toHaveLength(NEWSLETTER_LIMITS.csvErrorRows);
    expect(body.errors[0]).toEqual({ line: 1, email: "bad-0@", language: "en", error: "email" });
    expect(text.length).toBeLessThan(64 * 1024);
    expect(late).toBeLessThan(50);
  });

  test("import 400, delete 400, import the same 400: 400 confirmation e-mails in all", async () => {
    const partner = await testPartner(s.services);
    const list = addresses("again", 400);
    const csv = `email\n${list.join("\n")}\n`;
    const first = await importCsv(partner, csv, { dryRun: false });
    expect((await first.json()).added).toBe(400);
    await sendAll();
    const before = confirmations().length;
    expect(confirmations().filter((m) => m.to.startsWith("again-"))).toHaveLength(400);
    const listed = (await (await s.request(`${BASE}/subscribers`, { cookie: partner.cookie })).json()).subscribers as {
      id: string;
    }[];
    const ids = listed.map((x) => x.id).sort();
    for (let i = 0; i < ids.length; i += 40) {
      const gone = await Promise.all(
        ids
          .slice(i, i + 40)
          .map((id) => s.request(`${BASE}/subscribers/${id}`, { method: "DELETE", cookie: partner.cookie, json: {} })),
      );
      expect(gone.map((r) => r.status)).toEqual(gone.map(() => 200));
    }
    const again = await importCsv(partner, csv, { dryRun: false });
    expect((await again.json()).added).toBe(400);
    await sendAll();
    expect(confirmations().length).toBe(before);
    // Back as they were: the same subscribers, pending, their confirmation already mailed.
    const back = (await (await s.request(`${BASE}/subscribers`, { cookie: partner.cookie })).json()).subscribers as {
      id: string;
      status: string;
    }[];
    expect(back.map((x) => x.id).sort()).toEqual(ids);
    expect(new Set(back.map((x) => x.status))).toEqual(new Set(["pending"]));
    // After the hour a deleted address is a new one: one confirmation e-mail again.
    const firstOne = (listed as { id: string; email: string }[]).find((x) => x.id === ids[0])!;
    const del = await s.request(`${BASE}/subscribers/${ids[0]}`, {
      method: "DELETE",
      cookie: partner.cookie,
      json: {},
    });
    expect(del.status).toBe(200);
    s.clock.advance(NEWSLETTER_LIMITS.rememberDeletedMinutes * 60_000 + 1);
    const readd = await s.request(`${BASE}/subscribers`, {
      method: "POST",
      cookie: await signIn(partner),
      json: { email: firstOne.email, language: "en" },
    });
    expect(readd.status).toBe(201);
    expect((await readd.json()).subscriber.status).toBe("pending");
    await sendAll();
    expect(confirmations().length).toBe(before + 1);
  }, 60_000);

  test(`40 imports at once over two instances add at most ${ADDRESS_BUDGET} addresses an hour`, async () => {
    const partner = await testPartner(s.services);
    const per = 200;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        importCsv(partner, addresses(`budget-${i}`, per).join("\n"), { dryRun: false, onSecond: i % 2 === 1 }),
      ),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((x) => x === 200)).toHaveLength(ADDRESS_BUDGET / per);
    expect(statuses.filter((x) => x === 429)).toHaveLength(40 - ADDRESS_BUDGET / per);
    const [{ n }] = (await s.services.db.sql`SELECT COUNT(*) AS n FROM newsletter_subscribers
      WHERE partner_id = ${partner.id}`) as [{ n: number | string }];
    expect(Number(n)).toBe(ADDRESS_BUDGET);
    // One address more is refused too, with the time to wait; after the hour it is taken.
    const one = await s.request(`${BASE}/subscribers`, {
      method: "POST",
      cookie: partner.cookie,
      json: { email: "one-more@example.com", language: "ar" },
    });
    expect(one.status).toBe(429);
    expect(Number(one.headers.get("retry-after"))).toBeGreaterThan(0);
    s.clock.advance(RATE_LIMITS.newsletterListChanges.windowMs);
    const later = await s.request(`${BASE}/subscribers`, {
      method: "POST",
      cookie: await signIn(partner),
      json: { email: "one-more@example.com", language: "ar" },
    });
    expect(later.status).toBe(201);
  }, 60_000);

  test(`deletes are limited to ${RATE_LIMITS.newsletterDeletes.max} an hour, over two instances`, async () => {
    const partner = await testPartner(s.services);
    const max = RATE_LIMITS.newsletterDeletes.max;
    const statuses: number[] = [];
    for (let i = 0; i < max + 40; i += 40) {
      const batch = await Promise.all(
        Array.from({ length: 40 }, (_, j) => {
          const init = {
            method: "DELETE",
            headers: { cookie: partner.cookie, origin: ORIGIN, "content-type": "application/json" },
          };
          const path = `${BASE}/subscribers/${crypto.randomUUID()}`;
          return j % 2 === 0
            ? s.request(path, init)
            : (second.fetch(new Request(`${ORIGIN}${path}`, init)) as Promise<Response>);
        }),
      );
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses.filter((x) => x === 404)).toHaveLength(max);
    expect(statuses.filter((x) => x === 429)).toHaveLength(40);
  }, 60_000);
});

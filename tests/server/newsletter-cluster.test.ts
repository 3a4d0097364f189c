// A newsletter send across two real instances (child processes) sharing one database, on SQLite
// and, under TEST_DB=postgres, PostgreSQL, with one instance killed (SIGKILL) in the middle of
// the send: every subscriber gets the newsletter exactly once (by recipient and Message-ID), both
// instances did part of the work, and the send ends `done` with every delivery recorded. The
// loopback mail server stalls A's messages in DATA before the kill, so A dies with four leased
// and unaccepted; the survivor sends them when the dead instance's leases run out. (A kill in the
// few milliseconds between the mail server's acceptance and our record would repeat a message,
// with the same Message-ID: docs/api.md, Newsletter.)
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import { type ChildServer, startServer } from "../helpers/child-server";
import { TEST_DB } from "../helpers/server";

const PG = process.env.TEST_DATABASE_URL;
const SUBSCRIBERS = 60;
/** The lease the instances run with (ALERT_LEASE_MS): the survivor takes over after it. */
const LEASE = 4_000;

interface Received {
  to: string;
  from: string;
  messageId: string;
}

describe(`a newsletter send across two instances and a kill -9 on ${TEST_DB}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-newsletter-cluster-"));
  const schema = `nl_${crypto.randomUUID().replaceAll("-", "")}`;
  let env: Record<string, string> = {};
  let smtp: SMTPServer;
  const servers: ChildServer[] = [];
  const received: Received[] = [];
  /** From when on A's messages stall in DATA, and how many do. */
  let stallA = false;
  let stalledA = 0;
  const partnerId = crypto.randomUUID();
  const sendId = crypto.randomUUID();
  const config = () => loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env });

  beforeAll(async () => {
    if (TEST_DB === "postgres") {
      const admin = await openDb({ databaseUrl: PG!, dataDir });
      await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
      await admin.close();
      const url = new URL(PG!);
      url.searchParams.set("options", `-c search_path=${schema}`);
      env = { DATABASE_URL: url.toString() };
    }
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        if (stallA && from === "a@rockets.test") {
          // Read and never answer: A waits for our reply holding its lease, unrecorded.
          stalledA++;
          stream.resume();
          return;
        }
        // A little slow, so the send is still under way when A is killed.
        setTimeout(() => {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8");
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(","),
              from,
              messageId: /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "",
            });
            callback();
          });
        }, 40);
      },
    });
    smtp.on("error", () => {});
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    env = {
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      ALERT_LEASE_MS: String(LEASE),
      NEWSLETTER_RATE: "20",
    };
    // The partner and its confirmed subscribers; the send comes once both instances are up.
    const db = await openDb(config());
    await migrate(db);
    const at = Date.now();
    await db.sql`INSERT INTO partners (id, email, partner_id, name, key1_hash, key2_hash, password_hash, created_at)
      VALUES (${partnerId}, 'desk@newsletter.example', 'P-NEWS', 'News Desk', 'x', 'x', 'x', ${at})`;
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const email = `reader${i}@example.com`;
      await db.sql`INSERT INTO newsletter_subscribers (id, partner_id, email, email_key, language, status,
          confirm_sent_at, confirmed_at, created_at)
        VALUES (${crypto.randomUUID()}, ${partnerId}, ${email}, ${email}, ${i % 2 ? "ar" : "en"}, 'active', ${at}, ${at}, ${at})`;
    }
    await db.close();
  }, 60_000);

  afterAll(async () => {
    for (const s of servers) await s.kill().catch(() => {});
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    if (TEST_DB === "postgres") {
      const admin = await openDb({ databaseUrl: PG!, dataDir });
      await admin.sql.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const until = async (what: string, ok: () => boolean | Promise<boolean>, ms: number) => {
    const deadline = performance.now() + ms;
    while (!(await ok())) {
      if (performance.now() > deadline) {
        throw new Error(
          `${what}: not within ${ms} ms (received ${received.length})\n${servers.map((s) => s.output()).join("\n")}`,
        );
      }
      await Bun.sleep(50);
    }
  };

  test("every subscriber gets it exactly once", async () => {
    // Each instance signs its envelope with its own sender address, so the test can tell them apart.
    const [a, b] = await Promise.all([
      startServer({ dataDir, env: { ...env, MAIL_FROM: "A <a@rockets.test>" } }),
      startServer({ dataDir, env: { ...env, MAIL_FROM: "B <b@rockets.test>" } }),
    ]);
    servers.push(a, b);
    // The send is due only now: an instance that booted slower (two migrating one file) would
    // otherwise find the list half sent by the other.
    const db = await openDb(config());
    const at = Date.now();
    await db.sql`INSERT INTO newsletter_sends (id, partner_id, draft_id, subject_en, body_en, subject_ar, body_ar,
        status, scheduled_at, created_at)
      VALUES (${sendId}, ${partnerId}, NULL, 'Closing bell', 'The index rose.', 'جرس الإغلاق', 'ارتفع المؤشر.',
        'scheduled', ${at}, ${at})`;
    await db.close();
    const sentBy = (address: string) => received.filter((r) => r.from === address).length;
    // Each instance polls once a second, so one may have sent a third alone before the other
    // starts: wait until A has sent some too, or the kill below would test nothing of A's.
    await until(
      "a third of the list sent, A's part among it",
      () => received.length >= SUBSCRIBERS / 3 && sentBy("a@rockets.test") >= 2,
      30_000,
    );
    // A's next messages stall in DATA; once all four of its sending slots hold one (each slot
    // frees only after its message is recorded), A is killed in the middle of them.
    stallA = true;
    await until("A's four messages in flight", () => stalledA >= 4, 20_000);
    await a.kill();
    const atKill = sentBy("a@rockets.test");
    await until("every subscriber", () => new Set(received.map((r) => r.to)).size === SUBSCRIBERS, 40_000);
    // Time for a stray duplicate to show up, had one been sent.
    await Bun.sleep(LEASE + 1_000);

    const byRecipient = new Map<string, number>();
    for (const r of received) byRecipient.set(r.to, (byRecipient.get(r.to) ?? 0) + 1);
    // One comparison of everything, so a failure shows the whole picture at once.
    expect({
      twice: [...byRecipient].filter(([, n]) => n !== 1).map(([to]) => received.filter((r) => r.to === to)),
      received: received.length,
      messageIds: new Set(received.map((r) => r.messageId)).size,
      foreignIds: received.filter((r) => !r.messageId.startsWith(`<newsletter-${sendId}-`)).length,
      // Both worked; A sent nothing after its death.
      aBeforeKill: atKill > 0,
      aAfterKill: sentBy("a@rockets.test") - atKill,
      bSent: sentBy("b@rockets.test") > 0,
    }).toEqual({
      twice: [],
      received: SUBSCRIBERS,
      messageIds: SUBSCRIBERS,
      foreignIds: 0,
      aBeforeKill: true,
      aAfterKill: 0,
      bSent: true,
    });

    const records = await openDb(config());
    await until(
      "the send done",
      async () => {
        const [row] = (await records.sql`SELECT status FROM newsletter_sends WHERE id = ${sendId}`) as {
          status: string;
        }[];
        return row?.status === "done";
      },
      10_000,
    );
    const rows = (await records.sql`SELECT status, COUNT(*) AS n FROM newsletter_deliveries
        WHERE send_id = ${sendId} GROUP BY status`) as { status: string; n: number | string }[];
    expect(rows.map((r) => [r.status, Number(r.n)])).toEqual([["sent", SUBSCRIBERS]]);
    await records.close();
  }, 120_000);
});

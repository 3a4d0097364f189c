// Bounces that come back later by e-mail (docs/api.md, Newsletter), on SQLite and, under
// TEST_DB=postgres, PostgreSQL: a newsletter leaves with its VERP envelope sender while From
// stays as it was; a Postfix-shaped DSN sent over real SMTP on loopback to the bounce intake
// marks the subscriber bounced and its delivery failed with the receiving server's words, as the
// page shows them; a delayed report only notes them; a forged or unknown token is refused at RCPT.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { MemoryMailer, SmtpMailer } from "../../src/server/mail/mailer";
import { BounceListener } from "../../src/server/newsletter/bounce-listener";
import { NewsletterSender } from "../../src/server/newsletter/sender";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

const BASE = "/api/v1/partner/news/newsletter";
const BOUNCES = "bounces@example.com";

describe(`newsletter bounces by e-mail on ${TEST_DB}`, () => {
  let s: TestServer;
  let partner: TestAccount;
  let mailer: MemoryMailer;
  let sender: NewsletterSender;
  let listener: BounceListener;
  let port: number;

  const call = (path: string, init: Parameters<TestServer["request"]>[1] = {}) =>
    s.request(`${BASE}${path}`, { cookie: partner.cookie, ...init });

  beforeAll(async () => {
    s = await testServer();
    partner = await testPartner(s.services);
    mailer = new MemoryMailer();
    sender = new NewsletterSender({
      db: s.services.db,
      mailer,
      now: s.services.now,
      secret: s.services.codeSecret,
      publicOrigin: ORIGIN,
      leaseMs: 60_000,
      ratePerSecond: 1_000,
      concurrency: 50,
      bounceAddress: BOUNCES,
    });
    listener = new BounceListener({
      db: s.services.db,
      secret: s.services.codeSecret,
      bounceAddress: BOUNCES,
      host: "127.0.0.1",
      port: 0,
    });
    port = await listener.listen();
  });
  afterAll(async () => {
    await listener.close();
    await s.close();
  });

  async function activeSubscriber(email: string): Promise<void> {
    const res = await call("/subscribers", { method: "POST", json: { email, language: "en" } });
    expect(res.status).toBe(201);
    await sender.kick();
    expect((await confirm(email)).status).toBe(200);
  }

  /** Follows the link of the last confirmation e-mail to `email`. */
  function confirm(email: string) {
    const mail = mailer.sent.findLast((m) => m.to === email)!;
    const token = decodeURIComponent(/token=([^\s"<&]+)/.exec(mail.text)![1]!);
    return s.request("/api/v1/news/confirm", { method: "POST", json: { token } });
  }

  /** Sends `raw` as a bounce does: null sender, one recipient, over SMTP to the intake. */
  function bounce(to: string, raw: string) {
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
    return transport.sendMail({ envelope: { from: "", to }, raw });
  }

  const dsn = (name: string, verp: string, email: string) =>
    readFileSync(join(import.meta.dir, "../fixtures/dsn", name), "utf8")
      .replaceAll("bounces+b-TOKEN@example.com", verp)
      .replaceAll(/(nobody|slow)@example\.org/g, email);

  /** The DSN fixture `name` about `email`, sent back to the VERP address `to`. */
  const report = (name: string, to: string, email: string) => bounce(to, dsn(name, to, email));

  const subscriber = async (email: string) =>
    (await (await call("/subscribers")).json()).subscribers.find((x: { email: string }) => x.email === email);

  test("a DSN over SMTP bounces the address it names; a delay is noted; a forged token is refused", async () => {
    await activeSubscriber("gone@example.org");
    await activeSubscriber("slow@example.org");
    const draft = await call("/drafts", {
      method: "POST",
      json: { en: { subject: "Closing bell", body: "The index rose." }, ar: { subject: "", body: "" } },
    });
    const draftId = (await draft.json()).draft.id as string;
    const sendId = (await (await call("/sends", { method: "POST", json: { draftId } })).json()).send.id as string;
    await sender.kick();
    await sender.kick();
    const letters = mailer.sent.filter((m) => m.messageId?.includes(sendId));
    expect(letters).toHaveLength(2);
    const verp = (email: string) => letters.find((m) => m.to === email)!.returnPath!;
    expect(verp("gone@example.org")).toMatch(/^bounces\+b-[a-z2-7]{46}@example\.com$/);
    // The confirmation e-mails have VERP senders of their own, one per subscriber.
    const confirmations = mailer.sent.filter((m) => m.messageId?.startsWith("<newsletter-confirm-"));
    expect(confirmations.map((m) => m.returnPath)).toEqual([
      expect.stringMatching(/^bounces\+b-[a-z2-7]{46}@example\.com$/),
      expect.stringMatching(/^bounces\+b-[a-z2-7]{46}@example\.com$/),
    ]);
    expect(confirmations[0]!.returnPath).not.toBe(confirmations[1]!.returnPath);
    expect(confirmations.map((m) => m.returnPath)).not.toContain(verp("gone@example.org"));

    // A stranger's bounce: an unknown local part, a token changed by one character.
    const token = verp("gone@example.org");
    const forged = token.replace(/b-(.)/, (_, c: string) => `b-${c === "a" ? "b" : "a"}`);
    for (const to of [forged, "postmaster@example.com", "bounces@example.com"]) {
      const refused = await report("postfix-failed.eml", to, "gone@example.org").catch((e) => e);
      expect(refused.responseCode).toBe(550);
    }
    expect((await subscriber("gone@example.org")).status).toBe("active");

    await report("postfix-delayed.eml", verp("slow@example.org"), "slow@example.org");
    const slow = await subscriber("slow@example.org");
    expect(slow.status).toBe("active");
    expect(slow.lastError).toContain("Connection timed out");

    await report("postfix-failed.eml", token, "gone@example.org");
    const gone = await subscriber("gone@example.org");
    expect(gone.status).toBe("bounced");
    expect(gone.lastError).toBe(
      "550 5.1.1 <gone@example.org>: Recipient address rejected: User unknown in virtual mailbox table",
    );
    const detail = await (await call(`/sends/${sendId}`)).json();
    expect(detail.send.counts).toMatchObject({ sent: 1, failed: 1 });
    expect(detail.problems).toEqual([
      { email: "gone@example.org", status: "failed", attempts: 1, error: gone.lastError },
    ]);

    // An auto-reply to the same address changes nothing; the next send leaves the bounced one out.
    await bounce(token, readFileSync(join(import.meta.dir, "../fixtures/dsn/auto-reply.eml"), "utf8"));
    const next = (await (await call("/sends", { method: "POST", json: { draftId } })).json()).send.id as string;
    await sender.kick();
    expect(mailer.sent.filter((m) => m.messageId?.includes(next)).map((m) => m.to)).toEqual(["slow@example.org"]);
  });

  test("a confirmation e-mail that bounces: the address typed wrong is bounced, not pending; a delay only noted", async () => {
    for (const email of ["typo@example.org", "later@example.org"]) {
      const res = await call("/subscribers", { method: "POST", json: { email, language: "ar" } });
      expect(res.status).toBe(201);
    }
    await sender.kick();
    const returnPath = (email: string) =>
      mailer.sent.findLast((m) => m.to === email && m.messageId?.startsWith("<newsletter-confirm-"))!.returnPath!;
    await report("postfix-delayed.eml", returnPath("later@example.org"), "later@example.org");
    const later = await subscriber("later@example.org");
    expect(later.status).toBe("pending");
    expect(later.lastError).toContain("Connection timed out");
    await report("postfix-failed.eml", returnPath("typo@example.org"), "typo@example.org");
    const typo = await subscriber("typo@example.org");
    expect(typo.status).toBe("bounced");
    expect(typo.lastError).toContain("550 5.1.1");
    // Its link no longer confirms it.
    await confirm("typo@example.org");
    expect((await subscriber("typo@example.org")).status).toBe("bounced");
  });

  test("over SMTP, the envelope sender is the VERP address and the From header stays MAIL_FROM", async () => {
    const got: { from: string; to: string; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, done) {
        let raw = "";
        stream.on("data", (c: Buffer) => {
          raw += c.toString("utf8");
        });
        stream.on("end", () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          got.push({ from, to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
          done();
        });
      },
    });
    await new Promise<void>((ok) => smtp.listen(0, "127.0.0.1", ok));
    const smtpPort = (smtp.server.address() as { port: number }).port;
    const letter = mailer.sent.findLast((m) => m.returnPath)!;
    await new SmtpMailer(`smtp://127.0.0.1:${smtpPort}`, "Rockets <news@example.com>").send(letter);
    await new Promise<void>((ok) => smtp.close(ok));
    expect(got).toHaveLength(1);
    expect(got[0]!.from).toBe(letter.returnPath!);
    expect(got[0]!.to).toBe(letter.to);
    expect(got[0]!.raw).toContain("From: Rockets <news@example.com>");
  });

  test("a message over the size limit is refused", async () => {
    const to = mailer.sent.findLast((m) => m.returnPath)!.returnPath!;
    const big = `Subject: x\n\n${"x".repeat(300 * 1024)}\n`;
    const refused = await bounce(to, big).catch((e) => e);
    expect(refused.responseCode).toBe(552);
  });
});

// Outgoing mail behind one interface. Without SMTP_URL every message goes to DATA_DIR/outbox/*.eml
// (a file any mail client opens) and, outside production, its text to the server log; with
// SMTP_URL nodemailer sends it. A production log never holds a message body (codes are in it):
// production without SMTP_URL refuses to start unless MAIL_OUTBOX=true (src/server/config.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import { log } from "../log";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Language of the message (Content-Language). */
  lang: string;
  /** A Message-ID of our own (an alert's is derived from its trigger, so a resend is the same message). */
  messageId?: string;
  /** Headers of its own (a newsletter's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** The envelope sender (SMTP MAIL FROM) when not the From address: a newsletter's VERP address,
   * where bounces come back (src/server/newsletter/verp.ts). The From header stays as it is. */
  returnPath?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

function message(from: string, mail: Mail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { ...mail.headers, "Content-Language": mail.lang },
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    ...(mail.returnPath ? { envelope: { from: mail.returnPath, to: mail.to } } : {}),
  };
}

export class OutboxMailer implements Mailer {
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  constructor(
    private readonly dir: string,
    private readonly from: string,
    /** Whether the log line carries the message text (development: read the code there). */
    private readonly logText = true,
  ) {}

  async send(mail: Mail): Promise<void> {
    const info = await this.composer.sendMail(message(this.from, mail));
    mkdirSync(this.dir, { recursive: true });
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${crypto.randomUUID()}.eml`);
    writeFileSync(file, info.message as Buffer);
    log.info("mail written to the outbox", {
      to: mail.to,
      subject: mail.subject,
      file,
      ...(this.logText ? { text: mail.text } : {}),
    });
  }
}

/**
 * How long each step of an SMTP send may wait (ms). Well within an alert delivery's lease (60 s,
 * src/server/alerts/delivery.ts): a stalled mail server becomes a failed attempt, retried with
 * backoff, never a send still running when another instance takes the delivery over. (Nodemailer
 * on its own waits 10 minutes for a silent socket, holding up the queue behind it.)
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** The SMTP timeouts for a delivery lease of `leaseMs`: the defaults, scaled down in proportion
 * when the lease is shorter than a minute, so their sum stays within it. */
export function smtpTimeoutsFor(leaseMs: number): typeof SMTP_TIMEOUTS {
  const scale = Math.min(1, leaseMs / 60_000);
  return {
    connectionTimeout: Math.round(SMTP_TIMEOUTS.connectionTimeout * scale),
    greetingTimeout: Math.round(SMTP_TIMEOUTS.greetingTimeout * scale),
    socketTimeout: Math.round(SMTP_TIMEOUTS.socketTimeout * scale),
  };
}

export class SmtpMailer implements Mailer {
  private readonly transport;
  constructor(
    url: string,
    private readonly from: string,
    timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
  ) {
    this.transport = nodemailer.createTransport({ url, ...timeouts });
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail(message(this.from, mail));
    log.info("mail sent", { to: mail.to, subject: mail.subject });
  }
}

/** Keeps messages in memory (tests read `sent`). */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
}

export function createMailer(
  config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir" | "production" | "alertLeaseMs">,
): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom, smtpTimeoutsFor(config.alertLeaseMs))
    : new OutboxMailer(join(config.dataDir, "outbox"), config.mailFrom, !config.production);
}

// Sends newsletters and subscription confirmations (docs/api.md, Newsletter). Every instance
// runs one sender; they share the work through the database: a scheduled send whose time has
// come is started once (its deliveries made in one transaction), and each delivery is leased
// before it is sent and recorded sent after the mail server accepted it, as alert deliveries
// are (alerts/delivery.ts). A sender killed mid-send leaves its leased rows unrecorded; their
// leases run out and another instance (or this one restarted) sends them. Each message's
// Message-ID is derived from its send and subscriber, so the one case a crash can repeat (after
// the mail server's acceptance, before our record) is the same message again.
//
// Throttled: at most `ratePerSecond` messages a second and `concurrency` at once per instance,
// so a list of thousands never floods the mail server nor holds up alert e-mails. A paused send
// keeps its rows and resumes where it stopped.
import type { Locales } from "../../i18n/i18n-types";
import { hasVersion, type NewsletterLanguage } from "../../shared/newsletter";
import { findPartnerById } from "../auth/partners-store";
import type { Db } from "../db";
import { log } from "../log";
import type { Mailer } from "../mail/mailer";
import { confirmationMail, newsletterMail } from "./mail";
import {
  type DueDelivery,
  dueDeliveries,
  dueSends,
  finishSends,
  leaseDelivery,
  markDeliveryFailed,
  markDeliverySent,
  type SendContent,
  sendContent,
  startSend,
} from "./sends-store";
import {
  confirmationFailed,
  dueConfirmations,
  findSubscriber,
  leaseConfirmation,
  markBounced,
  markConfirmationSent,
} from "./subscribers-store";
import { CONFIRM_TTL_MS, confirmToken, unsubscribeToken } from "./tokens";
import { CONFIRMATION_SEND, verpSender } from "./verp";

/** Attempts of one message before it is recorded failed. */
const MAX_ATTEMPTS = 5;
const BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000];
const STOP_WAIT_MS = 5_000;

interface SenderOptions {
  db: Db;
  mailer: Mailer;
  now: () => number;
  secret: string;
  publicOrigin: string;
  /** How long an instance holds a message before another may take it over. */
  leaseMs: number;
  ratePerSecond: number;
  concurrency: number;
  pollMs?: number;
  /** NEWSLETTER_BOUNCE_ADDRESS: each message's envelope sender is its VERP form (verp.ts). */
  bounceAddress?: string | null;
}

/** A refusal of the mail server that no retry will change (5xx: no such mailbox, refused). */
function permanent(error: unknown): boolean {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

export class NewsletterSender {
  private timer: ReturnType<typeof setInterval> | null = null;
  private pumping: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  /** When each of the last `ratePerSecond` messages started (the throttle's window). */
  private readonly started: number[] = [];
  private readonly partners = new Map<string, { name: string; at: number }>();
  private readonly contents = new Map<string, SendContent>();

  constructor(private readonly o: SenderOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.o.pollMs ?? 1_000);
    this.kick();
  }

  /** Stops polling and waits for the messages under way, at most STOP_WAIT_MS; what is left
   * keeps its lease and is taken over when it runs out. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.idle(), new Promise<void>((done) => (timer = setTimeout(done, STOP_WAIT_MS)))]);
    clearTimeout(timer);
  }

  /** Works the queues now; settles when nothing is under way (tests wait on it). */
  kick(): Promise<void> {
    if (!this.pumping) {
      this.pumping = this.pump()
        .catch((error) => log.error("newsletter sender failed", { error: errorText(error) }))
        .finally(() => {
          this.pumping = null;
        });
    }
    return this.idle();
  }

  async idle(): Promise<void> {
    while (this.pumping || this.inFlight.size) await Promise.allSettled([this.pumping, ...this.inFlight]);
  }

  /** Messages this instance may start now under the throttle and the concurrency cap. */
  private room(at: number): number {
    while (this.started.length && this.started[0]! <= at - 1_000) this.started.shift();
    return Math.max(0, Math.min(this.o.ratePerSecond - this.started.length, this.o.concurrency - this.inFlight.size));
  }

  private async pump(): Promise<void> {
    const { db, now } = this.o;
    const at = now();
    for (const send of await dueSends(db.sql, at)) {
      const languages = (["en", "ar"] as const).filter((l) => hasVersion(send[l]));
      await startSend(db.sql, send, languages, at);
    }
    await finishSends(db.sql, at);
    let room = this.room(at);
    if (room === 0) return;
    for (const row of await dueConfirmations(db.sql, at, room)) {
      if (!(await leaseConfirmation(db.sql, row.id, at, at + this.o.leaseMs))) continue;
      this.track(this.confirm(row.id, row.partner_id, row.email, row.language as Locales));
      room--;
    }
    if (room <= 0) return;
    for (const row of await dueDeliveries(db.sql, at, room)) {
      const attempt = await leaseDelivery(db.sql, row, at, at + this.o.leaseMs);
      if (attempt === null) continue;
      this.track(this.deliver(row, attempt));
    }
  }

  private track(work: Promise<void>): void {
    this.started.push(this.o.now());
    const p = work
      .catch((error) => log.error("newsletter message failed", { error: errorText(error) }))
      .finally(() => {
        this.inFlight.delete(p);
        // A freed slot takes the next message at once rather than at the next poll.
        if (this.timer) void this.kick();
      });
    this.inFlight.add(p);
  }

  private async partnerName(id: string): Promise<string> {
    const hit = this.partners.get(id);
    if (hit && hit.at > this.o.now() - 60_000) return hit.name;
    const row = await findPartnerById(this.o.db.sql, id);
    const name = row?.name ?? "";
    this.partners.set(id, { name, at: this.o.now() });
    return name;
  }

  private host(): string {
    return new URL(this.o.publicOrigin).hostname;
  }

  private async confirm(id: string, partnerId: string, email: string, lang: Locales): Promise<void> {
    const { db, now, secret, publicOrigin } = this.o;
    const token = confirmToken(secret, id, now() + CONFIRM_TTL_MS);
    const letter = confirmationMail({
      to: email,
      lang,
      partner: await this.partnerName(partnerId),
      link: `${publicOrigin}/newsletter/confirm?token=${encodeURIComponent(token)}`,
      messageId: `<newsletter-confirm-${id}@${this.host()}>`,
    });
    // A bounce of it comes back to our intake too (verp.ts): a mistyped address shows as bounced.
    const mail = this.withReturnPath(letter, CONFIRMATION_SEND, id);
    try {
      await this.o.mailer.send(mail);
      await markConfirmationSent(db.sql, id, now());
    } catch (error) {
      if (permanent(error)) {
        await markBounced(db.sql, id, errorText(error));
        await markConfirmationSent(db.sql, id, now());
      } else await confirmationFailed(db.sql, id, now() + BACKOFF_MS[0]!, errorText(error));
    }
  }

  /** The message with its VERP envelope sender (verp.ts), when a bounce address is set. */
  private withReturnPath<T extends object>(
    letter: T,
    sendId: string,
    subscriberId: string,
  ): T & { returnPath?: string } {
    const returnPath = verpSender(this.o.bounceAddress ?? null, this.o.secret, sendId, subscriberId);
    return returnPath ? { ...letter, returnPath } : letter;
  }

  private async content(sendId: string): Promise<SendContent | null> {
    const hit = this.contents.get(sendId);
    if (hit) return hit;
    const found = await sendContent(this.o.db.sql, sendId);
    if (found) {
      if (this.contents.size > 100) this.contents.clear();
      this.contents.set(sendId, found);
    }
    return found;
  }

  private async deliver(row: DueDelivery, attempt: number): Promise<void> {
    const { db, now, secret, publicOrigin } = this.o;
    const failed = (error: string, final: boolean) =>
      markDeliveryFailed(db.sql, {
        sendId: row.send_id,
        subscriberId: row.subscriber_id,
        final,
        nextAt: now() + (BACKOFF_MS[Math.min(attempt - 1, BACKOFF_MS.length - 1)] ?? 0),
        error,
      });
    const send = await this.content(row.send_id);
    const subscriber = await findSubscriber(db.sql, row.subscriber_id);
    // Unsubscribed (or bounced) since the send started: nothing more goes to that address.
    if (!send || !subscriber || subscriber.status !== "active") return failed(subscriber?.status ?? "removed", true);
    const lang = row.language as NewsletterLanguage;
    const token = encodeURIComponent(unsubscribeToken(secret, row.subscriber_id));
    const letter = newsletterMail({
      to: row.email,
      lang,
      partner: await this.partnerName(send.partnerId),
      subject: send[lang].subject,
      body: send[lang].body,
      unsubscribePage: `${publicOrigin}/newsletter/unsubscribe?token=${token}`,
      unsubscribePost: `${publicOrigin}/api/v1/news/unsubscribe?token=${token}`,
      messageId: `<newsletter-${row.send_id}-${row.subscriber_id}@${this.host()}>`,
    });
    const mail = this.withReturnPath(letter, row.send_id, row.subscriber_id);
    try {
      await this.o.mailer.send(mail);
    } catch (error) {
      const message = errorText(error);
      if (permanent(error)) {
        await markBounced(db.sql, row.subscriber_id, message);
        return failed(message, true);
      }
      return failed(message, attempt >= MAX_ATTEMPTS);
    }
    await markDeliverySent(db.sql, row.send_id, row.subscriber_id, now());
  }
}

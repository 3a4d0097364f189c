// Delivery of fired alerts by e-mail and Web Push (docs/architecture.md, "Price alerts"). Each
// trigger has one row per outside channel in alert_deliveries. A sender first leases a due row
// (a conditional update: pending, due, lease free or run out), then sends, then records
// delivered or, after a failure, the next attempt with exponential backoff; past
// MAX_ATTEMPTS it records failed. Every instance works the queue; the lease keeps two from
// sending one row at once, and a row whose sender died (kill -9) is taken over when its lease
// runs out, so after a restart undelivered ones go out. A crash between the mail server's
// acceptance and our record sends the e-mail again, with the same Message-ID.
//
// Deliveries are independent: each leased row is sent on its own (nobody waits for a batch),
// e-mail and push have separate pools (MAIL_CONCURRENCY, PUSH_CONCURRENCY) and a user has at
// most PER_USER_CONCURRENCY of each under way, so a user whose push endpoints never answer
// holds a few push slots for at most the push timeouts and never delays anyone's e-mail.
//
// Other e-mails that must not be lost to a mail server's failure (a zakat reminder's) come
// through the same queue as mail sources (MailSource): rows their own module keeps, leased,
// tried, backed off and given up on exactly as an alert's e-mail, in the same e-mail pool.
//
// Alert e-mails have a budget per user and clock hour (MAIL_BUDGET, counted in the database for
// every instance): past it the e-mail is held, and when the hour is over one summary e-mail
// says how many more alerts fired; the held deliveries are then recorded delivered.
import type { SQL } from "bun";
import type { Locales } from "../../i18n/i18n-types";
import type { AlertKind } from "../../shared/alerts";
import { twoDecimals } from "../../shared/format";
import { findUserById } from "../auth/users-store";
import type { Config } from "../config";
import type { Db } from "../db";
import { log } from "../log";
import type { Mail, Mailer } from "../mail/mailer";
import { alertMail, conditionText, summaryMail } from "./alert-mail";
import {
  countMailHeld,
  countMailSent,
  deleteOldBudgets,
  dueSummaries,
  leaseSummary,
  markSummarySent,
  retrySummaryAt,
} from "./mail-budget-store";
import type { PushSender } from "./push";
import { deleteSubscription, liveSubscriptions } from "./push-subscriptions-store";
import {
  type DeliveryChannel,
  type DueRow,
  deliverHeldMail,
  dueDeliveries,
  holdMail,
  leaseDelivery,
  mailCounted,
  markAttemptFailed,
  markDelivered,
  setMailCounted,
  triggerInfo,
} from "./triggers-store";

export const MAX_ATTEMPTS = 6;
/** How long a sender may hold a row before another instance takes it over, unless the server's
 * ALERT_LEASE_MS says otherwise (tests shorten it rather than wait a minute). */
export const LEASE_MS = 60_000;
const BATCH = 20;
/** E-mails and push deliveries under way at once on one instance. */
const MAIL_CONCURRENCY = 8;
const PUSH_CONCURRENCY = 16;
/** Deliveries of one channel under way at once for one user. */
export const PER_USER_CONCURRENCY = 2;
/** Alert e-mails per user and clock hour; past it, one summary when the hour is over. */
export const MAIL_BUDGET = 20;
export const HOUR_MS = 3_600_000;
/** How long stop() waits for the deliveries under way. */
const STOP_WAIT_MS = 3_000;
/** After a failed summary, the wait before another try. */
const SUMMARY_RETRY_MS = 60_000;
/** Budget rows of hours that are done (summary sent or none needed) are kept this long. */
const BUDGET_KEEP_MS = 2 * 24 * HOUR_MS;

/** Wait before attempt n+1 after n failed ones: 5 s, 20 s, 80 s … capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);
}

type Channel = DeliveryChannel;

/** A row of a mail source: the user it goes to and its tries so far (the rest is the source's). */
interface SourceRow {
  userId: string;
  attempts: number;
}

/** E-mails of another kind the queue sends (a zakat reminder's), from rows their own store keeps.
 * The queue leases a due row, asks for its e-mail, sends it and records the outcome; a failed try
 * is pending again after backoffMs, and after MAX_ATTEMPTS failed for good. */
export interface MailSource<R extends SourceRow = SourceRow> {
  name: string;
  /** Rows pending whose next try has come and whose lease is free or run out, oldest first,
   * leaving out the users in `capped` (at PER_USER_CONCURRENCY e-mails under way here). */
  due(sql: SQL, d: { at: number; capped: string[]; limit: number }): Promise<R[]>;
  /** Takes the row for a lease; its try number, or null when another sender has it. */
  lease(sql: SQL, row: R, at: number, leaseUntil: number): Promise<number | null>;
  /** The e-mail to send now, or why it is no longer to be sent (recorded failed, not tried again). */
  mail(sql: SQL, row: R, at: number): Promise<Mail | { drop: string }>;
  /** Records the try: delivered, failed for good, or pending again from `nextAt`. */
  settle(
    sql: SQL,
    row: R,
    o: { status: "delivered" | "failed" | "pending"; nextAt: number; error: string | null },
  ): Promise<void>;
}

interface DeliveryOptions {
  db: Db;
  mailer: Mailer;
  push: PushSender | null;
  now: () => number;
  config: Pick<Config, "publicOrigin" | "marketProvider">;
  /** How often the queue is looked at without a kick (ms). */
  pollMs?: number;
  /** Alert e-mails per user and clock hour (MAIL_BUDGET). */
  mailBudget?: number;
  /** How long a sender holds a row (LEASE_MS). */
  leaseMs?: number;
  /** E-mails of other kinds sent with the same tries (a zakat reminder's). */
  sources?: MailSource[];
}

/** What send() answers for an e-mail held by the budget: the row stays pending, no attempt counted. */
const HELD = Symbol("held");

export class DeliveryQueue {
  private timer: ReturnType<typeof setInterval> | null = null;
  private pumping: Promise<void> | null = null;
  private again = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly busy: Record<Channel, number> = { email: 0, push: 0 };
  /** Deliveries under way per `channel:user`. */
  private readonly perUser = new Map<string, number>();
  private abort = new AbortController();
  /** When this instance last deleted finished budget rows. */
  private budgetCleanedAt = Number.NEGATIVE_INFINITY;

  private readonly leaseMs: number;

  constructor(private readonly options: DeliveryOptions) {
    this.leaseMs = options.leaseMs ?? LEASE_MS;
  }

  start(): void {
    if (this.timer) return;
    if (this.abort.signal.aborted) this.abort = new AbortController();
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 2_000);
    this.kick();
  }

  /** Stops polling and cuts the push requests under way (their leases run out and another
   * instance, or this one after a restart, sends them); waits for what is under way, at most
   * STOP_WAIT_MS (a shutdown must not hang on a slow mail server). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort.abort();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      this.idle(),
      new Promise<void>((done) => {
        timer = setTimeout(done, STOP_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  /** Works the queue now (a new trigger, a freed slot); the promise settles when nothing is
   * under way any more (tests wait on it). */
  kick(): Promise<void> {
    this.pump();
    return this.idle();
  }

  /** Settles when no look at the queue and no delivery is under way. */
  async idle(): Promise<void> {
    while (this.pumping || this.inFlight.size) {
      await Promise.allSettled([this.pumping, ...this.inFlight]);
    }
  }

  private pump(): void {
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = (async () => {
      try {
        do {
          this.again = false;
          await this.dispatch();
        } while (this.again);
      } catch (error) {
        log.error("alert delivery failed", { error: String(error) });
      } finally {
        this.pumping = null;
      }
    })();
  }

  private capacity(channel: Channel): number {
    return (channel === "email" ? MAIL_CONCURRENCY : PUSH_CONCURRENCY) - this.busy[channel];
  }

  private usersAtCap(channel: Channel): string[] {
    const prefix = `${channel}:`;
    return [...this.perUser]
      .filter(([key, n]) => key.startsWith(prefix) && n >= PER_USER_CONCURRENCY)
      .map(([key]) => key.slice(prefix.length));
  }

  /** Runs `job` as one delivery of `channel` for `userId`, counted against the pools. */
  private launch(channel: Channel, userId: string, job: () => Promise<void>): void {
    const key = `${channel}:${userId}`;
    this.busy[channel]++;
    this.perUser.set(key, (this.perUser.get(key) ?? 0) + 1);
    const task = job()
      .catch((error) => log.error("alert delivery failed", { channel, error: String(error) }))
      .finally(() => {
        this.busy[channel]--;
        const left = (this.perUser.get(key) ?? 1) - 1;
        if (left > 0) this.perUser.set(key, left);
        else this.perUser.delete(key);
        this.inFlight.delete(task);
        // A slot is free: another due row may go now.
        if (!this.abort.signal.aborted) this.pump();
      });
    this.inFlight.add(task);
  }

  /** Leases due rows while there are free slots, and starts each one's delivery. */
  private async dispatch(): Promise<void> {
    await this.dispatchSummaries();
    await this.dispatchSources();
    for (;;) {
      if (this.abort.signal.aborted) return;
      const channels = (["email", "push"] as const).filter((c) => this.capacity(c) > 0);
      if (channels.length === 0) return;
      const { db, now } = this.options;
      const at = now();
      const mailCapped = this.usersAtCap("email");
      const pushCapped = this.usersAtCap("push");
      const due = await dueDeliveries(db.sql, { at, channels, mailCapped, pushCapped, limit: BATCH });
      let started = 0;
      for (const row of due) {
        const key = `${row.channel}:${row.user_id}`;
        if (this.capacity(row.channel) <= 0 || (this.perUser.get(key) ?? 0) >= PER_USER_CONCURRENCY) continue;
        const attempts = await this.lease(row, at);
        if (attempts === null) continue; // another instance took it
        started++;
        this.launch(row.channel, row.user_id, () => this.deliver(row, attempts));
      }
      if (due.length < BATCH || started === 0) return;
    }
  }

  /** Takes the row for the lease; its attempt number, or null when another sender has it. */
  private async lease(row: DueRow, at: number): Promise<number | null> {
    return leaseDelivery(this.options.db.sql, row, at, at + this.leaseMs);
  }

  private async deliver(row: DueRow, attempts: number): Promise<void> {
    const { db, now } = this.options;
    let problem: string | null | typeof HELD;
    try {
      problem = await this.send(row);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem === HELD) return;
    if (problem === null) {
      await markDelivered(db.sql, row.trigger_id, row.channel, now());
      return;
    }
    const final = attempts >= MAX_ATTEMPTS || problem === "no_subscription";
    log.warn("alert delivery attempt failed", { trigger: row.trigger_id, channel: row.channel, attempts, problem });
    await markAttemptFailed(db.sql, {
      triggerId: row.trigger_id,
      channel: row.channel,
      final,
      nextAt: now() + backoffMs(attempts),
      error: problem.slice(0, 500),
    });
  }

  /** Counts an alert e-mail against the user's budget of this hour: true when it may go. A
   * delivery is counted once (mail_counted), so a retry after a failed attempt is not counted
   * again; past the budget it is held for the hour's summary. */
  private async admitMail(userId: string, triggerId: string): Promise<boolean> {
    const { db, now } = this.options;
    if (await mailCounted(db.sql, triggerId)) return true;
    const window = Math.floor(now() / HOUR_MS) * HOUR_MS;
    const budget = this.options.mailBudget ?? MAIL_BUDGET;
    // One statement, atomic on both databases and across instances.
    if ((await countMailSent(db.sql, userId, window)) <= budget) {
      await setMailCounted(db.sql, triggerId, window);
      return true;
    }
    await db.sql.begin(async (tx: SQL) => {
      await countMailHeld(tx, userId, window);
      await holdMail(tx, triggerId, window);
    });
    return false;
  }

  /** Sends one delivery; null when sent, HELD when the mail budget holds it, else what went wrong. */
  private async send(row: DueRow): Promise<string | null | typeof HELD> {
    const { db, mailer, push, config, now } = this.options;
    const info = await triggerInfo(db.sql, row.trigger_id);
    if (!info) return "trigger_gone";
    const lang: Locales = info.lang === "ar" ? "ar" : "en";
    const kind = info.kind as AlertKind;
    const value = info.value === null ? null : Number(info.value);
    if (row.channel === "email") {
      if (!(await this.admitMail(info.user_id, info.id))) return HELD;
      const mail = alertMail(
        {
          triggerId: info.id,
          to: info.email,
          name: info.first_name,
          lang,
          symbol: info.symbol,
          kind,
          value,
          price: Number(info.price),
          tickAt: Number(info.tick_at),
          note: info.note,
          simulated: config.marketProvider === "sim",
        },
        config.publicOrigin,
      );
      await mailer.send(mail);
      return null;
    }
    if (!push) return "push_disabled";
    // Only subscriptions of sessions still alive (an expired one's row goes at the next purge).
    const targets = await liveSubscriptions(db.sql, info.user_id, now());
    if (targets.length === 0) return "no_subscription";
    const payload = JSON.stringify({
      id: info.alert_id,
      trigger: info.id,
      symbol: info.symbol,
      kind,
      value,
      price: Number(info.price),
      triggeredAt: Number(info.tick_at),
      title: info.symbol,
      body: `${conditionText(lang, kind, value)} — ${twoDecimals(info.price)}`,
      lang,
    });
    // Every endpoint on its own (at most MAX_PUSH_SUBSCRIPTIONS per user), each bounded by the
    // push timeouts: a slow one does not hold the others.
    const outcomes = await Promise.all(targets.map((target) => push.send(target, payload, this.abort.signal)));
    let sent = 0;
    const errors: string[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome === "sent") sent++;
      else if (outcome === "gone") await deleteSubscription(db.sql, targets[i]!.token_hash);
      else errors.push(outcome.error);
    }
    if (sent > 0) return null;
    return errors[0] ?? "no_subscription";
  }

  /** The due e-mails of the mail sources, while the e-mail pool has room; a source's next batch
   * goes when a slot is free (launch pumps again). */
  private async dispatchSources(): Promise<void> {
    const { db, now } = this.options;
    for (const source of this.options.sources ?? []) {
      if (this.abort.signal.aborted || this.capacity("email") <= 0) return;
      const at = now();
      const due = await source.due(db.sql, { at, capped: this.usersAtCap("email"), limit: BATCH });
      for (const row of due) {
        if (this.capacity("email") <= 0) return;
        if ((this.perUser.get(`email:${row.userId}`) ?? 0) >= PER_USER_CONCURRENCY) continue;
        const attempts = await source.lease(db.sql, row, at, at + this.leaseMs);
        if (attempts === null) continue; // another instance took it
        this.launch("email", row.userId, () => this.deliverFrom(source, row, attempts));
      }
    }
  }

  private async deliverFrom(source: MailSource, row: SourceRow, attempts: number): Promise<void> {
    const { db, mailer, now } = this.options;
    let problem: string | null = null;
    try {
      const mail = await source.mail(db.sql, row, now());
      if ("drop" in mail) {
        log.warn("mail dropped", { source: source.name, user: row.userId, reason: mail.drop });
        await source.settle(db.sql, row, { status: "failed", nextAt: now(), error: mail.drop });
        return;
      }
      await mailer.send(mail);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem === null) {
      await source.settle(db.sql, row, { status: "delivered", nextAt: now(), error: null });
      return;
    }
    const final = attempts >= MAX_ATTEMPTS;
    log.warn("mail attempt failed", { source: source.name, user: row.userId, attempts, problem });
    await source.settle(db.sql, row, {
      status: final ? "failed" : "pending",
      nextAt: now() + backoffMs(attempts),
      error: problem.slice(0, 500),
    });
  }

  /** Summaries of the hours that are over and held e-mails: one per user and hour, leased like a
   * delivery so one instance sends it. */
  private async dispatchSummaries(): Promise<void> {
    if (this.capacity("email") <= 0) return;
    const { db, now } = this.options;
    const at = now();
    if (at - this.budgetCleanedAt >= HOUR_MS) {
      this.budgetCleanedAt = at;
      await deleteOldBudgets(db.sql, at - BUDGET_KEEP_MS);
    }
    const due = await dueSummaries(db.sql, at, at - HOUR_MS, BATCH);
    for (const row of due) {
      if (this.capacity("email") <= 0) return;
      const window = Number(row.window_start);
      const held = await leaseSummary(db.sql, row.user_id, window, at, at + this.leaseMs);
      if (held === null) continue;
      this.launch("email", row.user_id, () => this.sendSummary(row.user_id, window, held));
    }
  }

  private async sendSummary(userId: string, window: number, held: number): Promise<void> {
    const { db, mailer, now, config } = this.options;
    try {
      const user = await findUserById(db.sql, userId);
      if (user) {
        await mailer.send(
          summaryMail(
            {
              userId,
              to: user.email,
              name: user.firstName,
              lang: user.lang === "ar" ? "ar" : "en",
              count: held,
              budget: this.options.mailBudget ?? MAIL_BUDGET,
              windowStart: window,
              windowEnd: window + HOUR_MS,
            },
            config.publicOrigin,
          ),
        );
      }
      const at = now();
      await db.sql.begin(async (tx: SQL) => {
        await markSummarySent(tx, userId, window, at);
        await deliverHeldMail(tx, userId, window, at);
      });
    } catch (error) {
      log.warn("alert summary e-mail failed", { user: userId, error: String(error) });
      await retrySummaryAt(db.sql, userId, window, now() + SUMMARY_RETRY_MS);
    }
  }
}

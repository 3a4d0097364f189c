// Delivery of fired alerts by e-mail and Web Push (docs/architecture.md, "Price alerts"). Each
// trigger has one row per outside channel in alert_deliveries. A sender first leases a due row
// (a conditional update: pending, due, lease free or run out), then sends, then records
// delivered or, after a failure, the next attempt with exponential backoff; past
// MAX_ATTEMPTS it records failed. Every instance works the queue; the lease keeps two from
// sending one row at once, and a row whose sender died (kill -9) is taken over when its lease
// runs out, so after a restart undelivered ones go out. A crash between the mail server's
// acceptance and our record sends the e-mail again, with the same Message-ID.
import type { Locales } from "../../i18n/i18n-types";
import type { AlertKind } from "../../shared/alerts";
import type { Config } from "../config";
import type { Db } from "../db";
import { log } from "../log";
import type { Mailer } from "../mail/mailer";
import { alertMail, conditionText } from "./alert-mail";
import type { PushSender } from "./push";

export const MAX_ATTEMPTS = 6;
/** How long a sender may hold a row before another instance takes it over. */
export const LEASE_MS = 60_000;
const BATCH = 20;

/** Wait before attempt n+1 after n failed ones: 5 s, 20 s, 80 s … capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);
}

interface DueRow {
  trigger_id: string;
  channel: "email" | "push";
  attempts: number | string;
}

interface TriggerInfo {
  id: string;
  alert_id: string;
  user_id: string;
  symbol: string;
  kind: string;
  value: number | null;
  note: string | null;
  price: number;
  tick_at: number | string;
  email: string;
  first_name: string;
  lang: string;
}

export interface DeliveryOptions {
  db: Db;
  mailer: Mailer;
  push: PushSender | null;
  now: () => number;
  config: Pick<Config, "publicOrigin">;
  /** How often the queue is looked at without a kick (ms). */
  pollMs?: number;
}

export class DeliveryQueue {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly options: DeliveryOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 2_000);
    this.kick();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Works the queue now (a new trigger); runs once more if already running. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while ((await this.runOnce()) === BATCH) {}
        } while (this.again);
      } catch (error) {
        log.error("alert delivery failed", { error: String(error) });
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Leases and sends the due rows of one batch; returns how many were due. */
  async runOnce(): Promise<number> {
    const { db, now } = this.options;
    const at = now();
    const due = (await db.sql`SELECT trigger_id, channel, attempts FROM alert_deliveries
      WHERE status = 'pending' AND next_at <= ${at} AND (lease_until IS NULL OR lease_until <= ${at})
      ORDER BY next_at LIMIT ${BATCH}`) as DueRow[];
    await Promise.all(due.map((row) => this.deliver(row, at)));
    return due.length;
  }

  private async deliver(row: DueRow, at: number): Promise<void> {
    const { db, now } = this.options;
    const leased = await db.sql`UPDATE alert_deliveries SET lease_until = ${at + LEASE_MS}, attempts = attempts + 1
      WHERE trigger_id = ${row.trigger_id} AND channel = ${row.channel} AND status = 'pending'
        AND attempts = ${Number(row.attempts)} AND (lease_until IS NULL OR lease_until <= ${at})
      RETURNING attempts`;
    if (leased.length === 0) return; // another instance took it
    const attempts = Number((leased[0] as { attempts: number | string }).attempts);
    let problem: string | null;
    try {
      problem = await this.send(row);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    if (problem === null) {
      await db.sql`UPDATE alert_deliveries SET status = 'delivered', delivered_at = ${now()}, lease_until = NULL,
        last_error = NULL WHERE trigger_id = ${row.trigger_id} AND channel = ${row.channel}`;
      return;
    }
    const final = attempts >= MAX_ATTEMPTS || problem === "no_subscription";
    log.warn("alert delivery attempt failed", { trigger: row.trigger_id, channel: row.channel, attempts, problem });
    await db.sql`UPDATE alert_deliveries SET status = ${final ? "failed" : "pending"}, lease_until = NULL,
        next_at = ${now() + backoffMs(attempts)}, last_error = ${problem.slice(0, 500)}
      WHERE trigger_id = ${row.trigger_id} AND channel = ${row.channel}`;
  }

  /** Sends one delivery; null when sent, else what went wrong. */
  private async send(row: DueRow): Promise<string | null> {
    const { db, mailer, push, config } = this.options;
    const [info] = (await db.sql`SELECT t.id, t.alert_id, t.user_id, t.symbol, t.kind, t.value, t.note, t.price,
        t.tick_at, u.email, u.first_name, u.lang
      FROM alert_triggers t JOIN users u ON u.id = t.user_id WHERE t.id = ${row.trigger_id}`) as TriggerInfo[];
    if (!info) return "trigger_gone";
    const lang: Locales = info.lang === "ar" ? "ar" : "en";
    const kind = info.kind as AlertKind;
    const value = info.value === null ? null : Number(info.value);
    if (row.channel === "email") {
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
        },
        config.publicOrigin,
      );
      await mailer.send(mail);
      return null;
    }
    if (!push) return "push_disabled";
    const targets = (await db.sql`SELECT token_hash, endpoint, p256dh, auth FROM push_subscriptions
      WHERE user_id = ${info.user_id}`) as { token_hash: string; endpoint: string; p256dh: string; auth: string }[];
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
      body: `${conditionText(lang, kind, value)} — ${Number(info.price).toFixed(2)}`,
      lang,
    });
    let sent = 0;
    const errors: string[] = [];
    for (const target of targets) {
      const outcome = await push.send(target, payload);
      if (outcome === "sent") sent++;
      else if (outcome === "gone") await db.sql`DELETE FROM push_subscriptions WHERE token_hash = ${target.token_hash}`;
      else errors.push(outcome.error);
    }
    if (sent > 0) return null;
    return errors[0] ?? "no_subscription";
  }
}

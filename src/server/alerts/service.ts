// Price alerts at run time (docs/architecture.md, "Price alerts"): the evaluation index, the
// firing of alerts on ticks, the live event to the user's sockets and the delivery of e-mail
// and push.
//
// - Every instance keeps the index of active alerts. A change made on one instance (create,
//   edit, pause, delete, re-arm) is applied to its own index and announced on Redis; the others
//   re-read that alert from the database.
// - Only the instance that runs the market (alone: this one; with Redis: the feed leader)
//   evaluates ticks. A fired alert leaves the index at once; its trigger is then written in one
//   transaction with a conditional update (status still active, same arming) and a trigger row
//   unique per (alert, arming): two leaders for a moment, or a retry, cannot record it twice.
// - Only after that commit: the live event to every socket of the user on every instance (Redis
//   channel), and the delivery rows (email, push) are worked off by ./delivery.ts.
import type { AlertChannel, AlertEvent, AlertKind } from "../../shared/alerts";
import type { Db } from "../db";
import { log } from "../log";
import type { Market } from "../market/engine";
import type { MarketState } from "../market/state";
import type { Redis } from "../scale/redis";
import { redisFailed } from "../scale/redis";
import { AlertIndex, type Candidate, type IndexedAlert } from "./alert-index";
import { type ActiveRow, activeAlerts, findIndexRow, markTriggered } from "./alerts-store";
import type { DeliveryQueue } from "./delivery";
import type { PushSender } from "./push";
import { insertDelivery, insertTrigger } from "./triggers-store";

const ALERTS_CHANGED_CHANNEL = "alerts:changed";
const ALERTS_LIVE_CHANNEL = "alerts:live";

interface AlertServiceOptions {
  db: Db;
  market: Market;
  now: () => number;
  /** Sends a message to every socket of a user on this instance. */
  sendToUser: (userId: string, message: string) => void;
  /** Whether this instance evaluates ticks (it runs the market). */
  evaluates: () => boolean;
  redis?: Redis | null;
  push?: PushSender | null;
  delivery?: DeliveryQueue | null;
}

export class AlertService {
  readonly index: AlertIndex;
  readonly push: PushSender | null;
  readonly delivery: DeliveryQueue | null;
  private readonly stops: Array<() => void | Promise<void>> = [];
  /** Firings written but not yet settled (tests and shutdown wait for them). */
  private pending = new Set<Promise<unknown>>();

  constructor(private readonly options: AlertServiceOptions) {
    this.index = new AlertIndex(
      (symbol) => options.market.state.index.get(symbol),
      () => options.market.state.n,
    );
    this.push = options.push ?? null;
    this.delivery = options.delivery ?? null;
  }

  /** Loads the active alerts and listens to ticks and to the other instances. */
  async start(): Promise<void> {
    const rows = await activeAlerts(this.options.db.sql);
    for (const row of rows) this.index.put(indexed(row));
    this.stops.push(this.options.market.onUpdate((state) => this.tick(state)));
    const redis = this.options.redis;
    if (redis) {
      const offChanged = await redis.subscribe(ALERTS_CHANGED_CHANNEL, (raw) => {
        const { id, from } = JSON.parse(raw) as { id: string; from: string };
        if (from !== redis.instanceId) void this.reload(id);
      });
      const offLive = await redis.subscribe(ALERTS_LIVE_CHANNEL, (raw) => {
        const { userId, message } = JSON.parse(raw) as { userId: string; message: string };
        this.options.sendToUser(userId, message);
      });
      // Changes made on other instances while Redis was down never arrived here (an alert created
      // through a follower would never fire on the leader): read every active alert again when
      // Redis is back. Alerts deleted or paused meanwhile cannot fire: fire() checks the row.
      const offStatus = redis.onStatus((up) => {
        if (up) void this.resync().catch((error) => log.error("alerts resync failed", { error: String(error) }));
      });
      this.stops.push(offChanged, offLive, async () => void offStatus());
    }
    this.delivery?.start();
  }

  async stop(): Promise<void> {
    for (const stop of this.stops.splice(0)) await stop();
    await this.delivery?.stop();
    await this.settled();
  }

  /** Waits for the firings under way. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** An alert was created, edited, paused, re-armed or deleted here: update every index. */
  async changed(id: string): Promise<void> {
    await this.reload(id);
    const redis = this.options.redis;
    if (redis) {
      await redis
        .publish(ALERTS_CHANGED_CHANNEL, JSON.stringify({ id, from: redis.instanceId }))
        .catch((error) => redisFailed("publish_alert_change", error));
    }
  }

  /** Puts every active alert of the database into the index (after a Redis outage). */
  async resync(): Promise<void> {
    const rows = await activeAlerts(this.options.db.sql);
    for (const row of rows) this.index.put(indexed(row));
  }

  private async reload(id: string): Promise<void> {
    const row = await findIndexRow(this.options.db.sql, id);
    if (row?.status === "active") this.index.put(indexed(row));
    else this.index.remove(id);
  }

  /** One tick: the alerts that can fire leave the index, then each is written and delivered. */
  tick(state: MarketState): Candidate[] {
    if (!this.options.evaluates()) return [];
    const fired = this.index.evaluate(state);
    for (const candidate of fired) {
      const job = this.fire(candidate).catch((error) => {
        // Not written (the database failed): back into the index, so a later tick tries again.
        log.error("alert trigger not written", { id: candidate.alert.id, error: String(error) });
        this.index.put(candidate.alert);
      });
      this.pending.add(job);
      void job.finally(() => this.pending.delete(job));
    }
    return fired;
  }

  /** Writes the trigger once per (alert, arming); true when this call wrote it. */
  async fire({ alert, price, ts }: Candidate): Promise<boolean> {
    const { db, now } = this.options;
    const triggerId = crypto.randomUUID();
    const written = await db.sql.begin(async (tx) => {
      const row = await markTriggered(tx, { id: alert.id, arming: alert.arming, ts, price, at: now() });
      if (!row) return null; // deleted, paused, edited or already fired elsewhere
      const inserted = await insertTrigger(tx, {
        id: triggerId,
        alertId: alert.id,
        arming: alert.arming,
        userId: alert.userId,
        symbol: alert.symbol,
        kind: alert.kind,
        value: alert.value,
        note: row.note,
        price,
        tickAt: ts,
        at: now(),
      });
      if (!inserted) return null;
      const channels = row.channels.split(",") as AlertChannel[];
      for (const channel of channels) {
        if (channel === "app") continue;
        await insertDelivery(tx, triggerId, channel, now());
      }
      return channels;
    });
    if (!written) return false;
    const event: AlertEvent = {
      event: "alert",
      data: { id: alert.id, symbol: alert.symbol, kind: alert.kind, value: alert.value, price, triggeredAt: ts },
    };
    this.publishLive(alert.userId, JSON.stringify(event));
    if (written.some((c) => c !== "app")) this.delivery?.kick();
    return true;
  }

  private publishLive(userId: string, message: string): void {
    const redis = this.options.redis;
    if (!redis) {
      this.options.sendToUser(userId, message);
      return;
    }
    redis.publish(ALERTS_LIVE_CHANNEL, JSON.stringify({ userId, message })).catch((error) => {
      // Redis is down: this instance's sockets still hear it; the history has it for everyone.
      redisFailed("publish_alert", error);
      this.options.sendToUser(userId, message);
    });
  }
}

function indexed(row: ActiveRow): IndexedAlert {
  return {
    id: row.id,
    userId: row.user_id,
    symbol: row.symbol,
    kind: row.kind as AlertKind,
    value: row.value === null ? null : Number(row.value),
    arming: Number(row.arming),
    side: row.side === null ? null : Number(row.side),
  };
}

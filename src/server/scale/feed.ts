// The market feed with several instances: one leader (a Redis lock) runs the market and
// publishes every tick; the others do not tick and write the leader's ticks into their own
// state, so scanners and live gainers are the same on every instance and each instance pushes
// to its own WebSocket clients. When the leader dies another takes the lock (within the lock's
// ttl + retry) and goes on ticking from the last prices it received.
//
// A tick carries what moves every tick (price, volume, previous close — everything the live
// gainers are computed from) as raw Float64 arrays in base64; every KEYFRAME_EVERY ticks it
// also carries the slow fields (averages, indicators, dividends). That is 24 bytes a ticker a
// tick, 80 on keyframes.

import { log } from "../log";
import type { Market } from "../market/engine";
import type { MarketState } from "../market/state";
import { metrics } from "../ops/metrics";
import { LeaderLock } from "./leader";
import { type Redis, redisFailed } from "./redis";

const FAST = ["price", "volume", "prevClose", "open", "high", "low"] as const;
const SLOW = ["avgVolume30", "sma50", "sma200", "rsi14", "return3m", "dividendTTM", "lastDividend"] as const;
type Field = (typeof FAST)[number] | (typeof SLOW)[number];
const KEYFRAME_EVERY = 10;
const TICKS_CHANNEL = "feed:ticks";

interface TickMessage {
  from: string;
  ts: number;
  n: number;
  /** The symbols' order must agree; a leader with another universe is ignored. */
  universe: string;
  fields: Partial<Record<Field, string>>;
}

function universeId(state: MarketState): string {
  return new Bun.CryptoHasher("sha1").update(state.symbols.join(",")).digest("hex").slice(0, 16);
}

export function encodeTick(state: MarketState, from: string, keyframe: boolean): string {
  const fields: TickMessage["fields"] = {};
  for (const name of keyframe ? [...FAST, ...SLOW] : FAST) {
    const array = state[name];
    fields[name] = Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString("base64");
  }
  const message: TickMessage = { from, ts: state.ts, n: state.n, universe: universeId(state), fields };
  return JSON.stringify(message);
}

/** Writes a tick into the state; false when it does not fit (another universe). */
export function decodeTick(state: MarketState, raw: string, universe = universeId(state)): TickMessage | null {
  const message = JSON.parse(raw) as TickMessage;
  if (message.n !== state.n || message.universe !== universe) return null;
  return message;
}

function writeTick(state: MarketState, message: TickMessage): void {
  for (const [name, data] of Object.entries(message.fields) as [Field, string][]) {
    const bytes = Buffer.from(data, "base64");
    const source = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
    if (source.length === state.n) state[name].set(source);
  }
  state.ts = message.ts;
}

export class FeedRelay {
  readonly lock: LeaderLock;
  private ticks = 0;
  private unsubscribe: (() => Promise<void>) | null = null;
  private stopUpdates: (() => void) | null = null;
  private readonly universe: string;
  private warned = false;

  constructor(
    private readonly redis: Redis,
    private readonly market: Market,
    options: { ttlMs?: number; retryMs?: number } = {},
  ) {
    this.universe = universeId(market.state);
    this.lock = new LeaderLock(redis, {
      name: "feed",
      ...options,
      onChange: (leader) => this.leadershipChanged(leader),
    });
  }

  get isLeader(): boolean {
    return this.lock.isLeader;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.redis.subscribe(TICKS_CHANNEL, (raw) => this.received(raw));
    this.stopUpdates = this.market.onUpdate((state) => this.publish(state));
    await this.lock.start();
  }

  private leadershipChanged(leader: boolean): void {
    log.info(leader ? "feed leader: this instance runs the market" : "feed follower: following the leader", {
      instance: this.redis.instanceId,
    });
    if (leader) {
      this.ticks = 0;
      this.market.start();
    } else {
      this.market.pause();
    }
  }

  private publish(state: MarketState): void {
    if (!this.lock.isLeader) return;
    metrics.marketTicks.inc({ source: "leader" });
    if (!this.redis.up) {
      // Redis is down: nobody to tell, and the leader keeps ticking for its own clients. The
      // first tick after the outage is a keyframe, so followers get every field at once.
      this.ticks = 0;
      return;
    }
    const keyframe = this.ticks++ % KEYFRAME_EVERY === 0;
    this.redis.publish(TICKS_CHANNEL, encodeTick(state, this.redis.instanceId, keyframe)).catch((error) => {
      redisFailed("publish_tick", error);
    });
  }

  private received(raw: string): void {
    if (this.lock.isLeader) return; // our own tick, or a stale leader's: the leader owns the state
    const message = decodeTick(this.market.state, raw, this.universe);
    if (!message) {
      if (!this.warned) log.warn("feed tick ignored: the leader runs another market universe");
      this.warned = true;
      return;
    }
    if (message.from === this.redis.instanceId) return;
    metrics.marketTicks.inc({ source: "relay" });
    this.market.applyRemote((state) => writeTick(state, message));
  }

  async stop(): Promise<void> {
    this.stopUpdates?.();
    await this.lock.stop();
    await this.unsubscribe?.().catch(() => {});
  }
}

// One leader among the instances, chosen with a Redis lock: SET key id NX PX ttl to take it,
// a compare-and-extend script to renew it, a compare-and-delete script to give it up. Every
// instance tries every `retryMs`; the leader renews at the same pace. When the leader dies its
// key expires after `ttlMs` and the next try of another instance takes over, so a handover
// takes at most ttlMs + retryMs. A leader that cannot renew for ttlMs steps down by itself, so
// two instances never both believe they lead for longer than a network hiccup.
import { metrics } from "../ops/metrics";
import { type Redis, redisFailed } from "./redis";

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export interface LeaderOptions {
  /** Lock name below the Redis prefix. */
  name: string;
  ttlMs?: number;
  retryMs?: number;
  /** Called with true when this instance becomes leader, false when it stops being one. */
  onChange: (leader: boolean) => void;
}

export class LeaderLock {
  private leader = false;
  private lastRenewed = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private busy = false;
  private readonly ttlMs: number;
  private readonly retryMs: number;
  private readonly key: string;

  constructor(
    private readonly redis: Redis,
    private readonly options: LeaderOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 2000;
    this.retryMs = options.retryMs ?? 500;
    this.key = redis.key(`lock:${options.name}`);
  }

  /** This instance's id, the value it writes into the lock. */
  get id(): string {
    return this.redis.instanceId;
  }

  get isLeader(): boolean {
    return this.leader;
  }

  /** Who holds the lock now (an instance id), or null. */
  async holder(): Promise<string | null> {
    return (await this.redis.client.get(this.key)) ?? null;
  }

  async start(): Promise<void> {
    await this.attempt();
    this.timer = setInterval(() => void this.attempt(), this.retryMs);
  }

  private set(leader: boolean): void {
    if (leader === this.leader) return;
    this.leader = leader;
    metrics.feedLeader.set(leader ? 1 : 0);
    this.options.onChange(leader);
  }

  private async attempt(): Promise<void> {
    // Checked before anything else, so a Redis call that hangs cannot keep a stale leader.
    if (this.leader && performance.now() - this.lastRenewed > this.ttlMs * 0.8) this.set(false);
    if (this.busy) return;
    this.busy = true;
    try {
      if (this.leader) {
        const renewed = await this.redis.eval<number>(RENEW, [this.key], [this.redis.instanceId, this.ttlMs]);
        if (renewed === 1) this.lastRenewed = performance.now();
        else this.set(false);
      } else {
        const taken = await this.redis.client.send("SET", [
          this.key,
          this.redis.instanceId,
          "NX",
          "PX",
          String(this.ttlMs),
        ]);
        if (taken === "OK") {
          this.lastRenewed = performance.now();
          this.set(true);
        }
      }
    } catch (error) {
      // Without renewal the key expires and someone else may lead: the check above steps down in time.
      redisFailed("leader", error);
    } finally {
      this.busy = false;
    }
  }

  /** Stops trying; a leader gives the lock up at once, so another takes over without waiting. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.leader) {
      try {
        await this.redis.eval<number>(RELEASE, [this.key], [this.redis.instanceId]);
      } catch (error) {
        redisFailed("leader", error);
      }
      this.set(false);
    }
  }
}

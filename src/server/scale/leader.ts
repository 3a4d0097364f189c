// One leader among the instances, chosen with a Redis lock: SET key id NX PX ttl to take it,
// a compare-and-extend script to renew it, a compare-and-delete script to give it up. Every
// instance tries every `retryMs`; the leader renews at the same pace. When the leader dies its
// key expires after `ttlMs` and the next try of another instance takes over, so a handover
// takes at most ttlMs + retryMs.
//
// A leader steps down only when Redis answers that another instance holds the lock, never
// because Redis does not answer: with Redis down nobody can take the lock, and a lone instance
// that stopped leading would freeze its prices. While Redis is down the leader keeps leading;
// when Redis is back its renewal finds its own key (kept), no key (an outage longer than the
// ttl, or a Redis that restarted empty: it takes it again in the same script) or another
// instance's key (one that could still reach Redis took over: this one steps down). So after
// an outage exactly one leader remains within one retry. A follower waits a ttl after Redis
// comes back before it tries to take the lock, so the leader of before the outage (which
// renews at once) keeps it instead of both leading for a moment.
import { metrics } from "../ops/metrics";
import { type Redis, redisFailed } from "./redis";

/** 1 when this instance holds the lock (renewed, or taken again because nobody held it), 0 when another does. */
const RENEW = `local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if not holder then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

interface LeaderOptions {
  /** Lock name below the Redis prefix. */
  name: string;
  ttlMs?: number;
  retryMs?: number;
  /** Called with true when this instance becomes leader, false when it stops being one. */
  onChange: (leader: boolean) => void;
}

export class LeaderLock {
  private leader = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private busy = false;
  /** Followers do not try to take the lock before this time (a ttl after an outage ended). */
  private quietUntil = 0;
  private offStatus: (() => void) | null = null;
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
    return ((await this.redis.send("GET", [this.key])) as string | null) ?? null;
  }

  async start(): Promise<void> {
    this.offStatus = this.redis.onStatus((up) => {
      if (up) this.quietUntil = performance.now() + this.ttlMs;
    });
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
    if (this.busy) return;
    this.busy = true;
    try {
      if (this.leader) {
        const renewed = await this.redis.eval<number>(RENEW, [this.key], [this.redis.instanceId, this.ttlMs]);
        if (renewed !== 1) this.set(false);
      } else {
        if (performance.now() < this.quietUntil) return;
        const taken = await this.redis.send("SET", [this.key, this.redis.instanceId, "NX", "PX", String(this.ttlMs)]);
        if (taken === "OK") this.set(true);
      }
    } catch (error) {
      // Redis did not answer: a leader keeps leading (see above), a follower keeps following.
      redisFailed("leader", error);
    } finally {
      this.busy = false;
    }
  }

  /** Stops trying; a leader gives the lock up at once, so another takes over without waiting
   * (within the command timeout when Redis is down: then the key expires by itself). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.offStatus?.();
    this.offStatus = null;
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

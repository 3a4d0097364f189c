// The WebSocket slots of a session (src/server/realtime/slots.ts) shared by every instance:
// one sorted set per session whose members are the slots and whose scores are when their
// lease ends. Taking a slot is one atomic script (drop ended leases, count, add), so parallel
// upgrades on several machines never pass the limit together. Each instance's heartbeat renews
// the leases of its live sockets, so the slots of an instance that died free themselves after
// LEASE_MS instead of locking the session out for good. Times are the Redis server's, so the
// instances' clocks need not agree.
//
// While Redis is unreachable the slots are counted in this instance's memory
// (LocalSocketSlots), so the caps still hold per instance instead of being dropped, and the
// users keep their live prices. Slots taken in memory are released there; their sockets are
// not moved into Redis when it is back (they end with their sockets).
import { LocalSocketSlots, MAX_SOCKETS_PER_SESSION, type SocketSlots } from "../realtime/slots";
import { type Redis, redisFailed } from "./redis";

const NOW_MS = `local t = redis.call('TIME'); local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

/** KEYS[1] the session's set; ARGV: lease ms, max, slot id. 1 when taken, 0 when full. */
const ACQUIRE = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** KEYS[1] the session's set; ARGV: lease ms, then the slot ids still held. */
const RENEW = `${NOW_MS}
local expiry = now + tonumber(ARGV[1])
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', expiry, ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

const COUNT = `${NOW_MS}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZCARD', KEYS[1])`;

export class RedisSocketSlots implements SocketSlots {
  /**
   * @param leaseMs how long a slot outlives its last renewal: a few heartbeats, so one late
   *   sweep does not free a live socket's slot.
   */
  /** The slots taken while Redis was down. */
  readonly fallback: LocalSocketSlots;

  constructor(
    private readonly redis: Redis,
    private readonly leaseMs: number,
    private readonly max = MAX_SOCKETS_PER_SESSION,
  ) {
    this.fallback = new LocalSocketSlots(max);
  }

  private key(tokenHash: string): string {
    return this.redis.key(`ws:${tokenHash}`);
  }

  async acquire(tokenHash: string, slotId: string, max = this.max): Promise<boolean> {
    if (!this.redis.up) return this.fallback.acquire(tokenHash, slotId, max);
    try {
      return (await this.redis.eval<number>(ACQUIRE, [this.key(tokenHash)], [this.leaseMs, max, slotId])) === 1;
    } catch (error) {
      redisFailed("socket_slots", error);
      return this.fallback.acquire(tokenHash, slotId, max);
    }
  }

  release(tokenHash: string, slotId: string): void {
    this.fallback.release(tokenHash, slotId);
    if (!this.redis.up) return;
    this.redis.send("ZREM", [this.key(tokenHash), slotId]).catch((error) => redisFailed("socket_slots", error));
  }

  renew(held: ReadonlyArray<readonly [string, string]>): void {
    if (!this.redis.up) return;
    const bySession = new Map<string, string[]>();
    for (const [tokenHash, slotId] of held) {
      const ids = bySession.get(tokenHash);
      if (ids) ids.push(slotId);
      else bySession.set(tokenHash, [slotId]);
    }
    for (const [tokenHash, ids] of bySession) {
      this.redis
        .eval(RENEW, [this.key(tokenHash)], [this.leaseMs, ...ids])
        .catch((error) => redisFailed("socket_slots", error));
    }
  }

  async count(tokenHash: string): Promise<number> {
    const local = await this.fallback.count(tokenHash);
    if (!this.redis.up) return local;
    return local + Number(await this.redis.eval<number>(COUNT, [this.key(tokenHash)], []));
  }
}

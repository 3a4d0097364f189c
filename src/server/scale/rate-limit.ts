// Rate limits and attempt counters shared by every instance through Redis: one atomic script
// per hit (INCR, and PEXPIRE when the window starts), so concurrent hits on several machines
// count exactly once each and a window ends by itself. The same RateLimiter interface as the
// database implementation, so handlers do not know which one runs.
//
// While Redis is unreachable (every command gives up within 500 ms, and once one did the
// outage is known and Redis is not asked until it answers again), the limits are counted in
// this instance's memory with the same windows (./memory-rate-limit.ts): an outage of Redis
// neither locks everyone out nor lifts the limits. The outage is logged once (./redis.ts).
import type { Limit, LimitState, RateLimiter } from "../auth/rate-limit";
import { MemoryRateLimiter } from "./memory-rate-limit";
import { type Redis, redisFailed } from "./redis";

const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

const PEEK = `
local n = redis.call('GET', KEYS[1])
if not n then return {0, 0} end
return {tonumber(n), redis.call('PTTL', KEYS[1])}`;

export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    /** Where limits are counted while Redis is down. */
    readonly fallback: RateLimiter = new MemoryRateLimiter(),
  ) {}

  private key(key: string): string {
    return this.redis.key(`rl:${key}`);
  }

  private state(count: number, ttlMs: number, allowedUpTo: number): LimitState {
    if (count <= allowedUpTo) return { ok: true, retryAfter: 0, count };
    return { ok: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)), count };
  }

  async hit(key: string, limit: Limit): Promise<LimitState> {
    if (!this.redis.up) return this.fallback.hit(key, limit);
    try {
      const [count, ttl] = await this.redis.eval<[number, number]>(HIT, [this.key(key)], [limit.windowMs]);
      return this.state(count, ttl, limit.max);
    } catch (error) {
      redisFailed("rate_limit", error);
      return this.fallback.hit(key, limit);
    }
  }

  async peek(key: string, limit: Limit): Promise<LimitState> {
    if (!this.redis.up) return this.fallback.peek(key, limit);
    try {
      const [count, ttl] = await this.redis.eval<[number, number]>(PEEK, [this.key(key)], []);
      return this.state(count, ttl, limit.max - 1);
    } catch (error) {
      redisFailed("rate_limit", error);
      return this.fallback.peek(key, limit);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    if (!this.redis.up) return;
    try {
      await this.redis.send("DEL", [this.key(key)]);
    } catch (error) {
      redisFailed("rate_limit", error);
    }
  }

  /** SCAN walks the whole key space, which is why only rare calls (a support action, a sign-in
   * by code) use this; the hot paths delete single keys. */
  async resetPrefix(prefix: string): Promise<void> {
    const pattern = `${this.key(prefix).replace(/[\\*?[\]^]/g, "\\$&")}*`;
    await this.fallback.resetPrefix(prefix);
    if (!this.redis.up) return;
    try {
      let cursor = "0";
      do {
        const [next, keys] = (await this.redis.send("SCAN", [cursor, "MATCH", pattern, "COUNT", "1000"])) as [
          string,
          string[],
        ];
        if (keys.length) await this.redis.send("DEL", keys);
        cursor = String(next);
      } while (cursor !== "0");
    } catch (error) {
      redisFailed("rate_limit", error);
    }
  }
}

// Rate limits and attempt counters shared by every instance through Redis: one atomic script
// per hit (INCR, and PEXPIRE when the window starts), so concurrent hits on several machines
// count exactly once each and a window ends by itself. The same RateLimiter interface as the
// database implementation, so handlers do not know which one runs.
//
// If Redis fails, a hit is allowed (and counted in rockets_redis_errors_total): an outage of
// Redis must not lock every person out of their account.
import type { Limit, LimitState, RateLimiter } from "../auth/rate-limit";
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
  constructor(private readonly redis: Redis) {}

  private key(key: string): string {
    return this.redis.key(`rl:${key}`);
  }

  private state(count: number, ttlMs: number, allowedUpTo: number): LimitState {
    if (count <= allowedUpTo) return { ok: true, retryAfter: 0, count };
    return { ok: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)), count };
  }

  async hit(key: string, limit: Limit): Promise<LimitState> {
    try {
      const [count, ttl] = await this.redis.eval<[number, number]>(HIT, [this.key(key)], [limit.windowMs]);
      return this.state(count, ttl, limit.max);
    } catch (error) {
      redisFailed("rate_limit", error);
      return { ok: true, retryAfter: 0 };
    }
  }

  async peek(key: string, limit: Limit): Promise<LimitState> {
    try {
      const [count, ttl] = await this.redis.eval<[number, number]>(PEEK, [this.key(key)], []);
      return this.state(count, ttl, limit.max - 1);
    } catch (error) {
      redisFailed("rate_limit", error);
      return { ok: true, retryAfter: 0 };
    }
  }

  async reset(key: string): Promise<void> {
    try {
      await this.redis.client.del(this.key(key));
    } catch (error) {
      redisFailed("rate_limit", error);
    }
  }

  /** SCAN walks the whole key space, which is why only rare calls (a support action, a sign-in
   * by code) use this; the hot paths delete single keys. */
  async resetPrefix(prefix: string): Promise<void> {
    const pattern = `${this.key(prefix).replace(/[\\*?[\]^]/g, "\\$&")}*`;
    try {
      let cursor = "0";
      do {
        const [next, keys] = (await this.redis.client.send("SCAN", [cursor, "MATCH", pattern, "COUNT", "1000"])) as [
          string,
          string[],
        ];
        if (keys.length) await this.redis.client.send("DEL", keys);
        cursor = String(next);
      } while (cursor !== "0");
    } catch (error) {
      redisFailed("rate_limit", error);
    }
  }
}

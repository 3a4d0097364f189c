// The Redis pieces of scale-out against a real Redis (TEST_REDIS_URL), each test under its own
// key prefix: shared rate limits (atomic under concurrency, windows that end), the feed-leader
// lock (one leader, handover when the leader dies or leaves) and
// pub/sub between connections.
import { afterEach, describe, expect, test } from "bun:test";
import { LeaderLock } from "../../src/server/scale/leader";
import { RedisRateLimiter } from "../../src/server/scale/rate-limit";
import { openRedis, type Redis } from "../../src/server/scale/redis";

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.log("Redis tests skipped: TEST_REDIS_URL is not set (.ci/run sets it)");

const opened: Redis[] = [];
const locks: LeaderLock[] = [];
afterEach(async () => {
  for (const lock of locks.splice(0)) await lock.stop();
  for (const r of opened.splice(0)) {
    const keys = (await r.client.send("KEYS", [`${r.prefix}*`]).catch(() => [])) as string[];
    if (keys.length) await r.client.send("DEL", keys).catch(() => {});
    r.close();
  }
});

function prefix(): string {
  return `test:${crypto.randomUUID().slice(0, 8)}:`;
}

async function redis(p: string): Promise<Redis> {
  const r = await openRedis(REDIS_URL!, p);
  opened.push(r);
  return r;
}

async function until(check: () => boolean, ms: number): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await Bun.sleep(20);
  }
  return performance.now() - started;
}

describe.skipIf(!REDIS_URL)("shared rate limits", () => {
  test("two instances count into one window, and concurrent hits are each counted once", async () => {
    const p = prefix();
    const a = new RedisRateLimiter(await redis(p));
    const b = new RedisRateLimiter(await redis(p));
    const limit = { max: 10, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).hit("login-fail:x@example.com", limit)),
    );
    expect(results.filter((r) => r.ok).length).toBe(10);
    const refused = results.filter((r) => !r.ok);
    expect(refused.length).toBe(20);
    for (const r of refused) expect(r.retryAfter).toBeGreaterThanOrEqual(59);
    expect((await a.peek("login-fail:x@example.com", limit)).ok).toBe(false);
    expect((await b.peek("other", limit)).ok).toBe(true);
  });

  test("peek counts nothing; it refuses once the next hit would be over", async () => {
    const limiter = new RedisRateLimiter(await redis(prefix()));
    const limit = { max: 3, windowMs: 60_000 };
    for (let i = 0; i < 5; i++) expect((await limiter.peek("k", limit)).ok).toBe(true);
    await limiter.hit("k", limit);
    await limiter.hit("k", limit);
    expect((await limiter.peek("k", limit)).ok).toBe(true);
    await limiter.hit("k", limit);
    const state = await limiter.peek("k", limit);
    expect(state.ok).toBe(false);
    expect(state.retryAfter).toBeGreaterThan(0);
    await limiter.reset("k");
    expect((await limiter.peek("k", limit)).ok).toBe(true);
  });

  test("a window ends by itself", async () => {
    const limiter = new RedisRateLimiter(await redis(prefix()));
    const limit = { max: 1, windowMs: 300 };
    expect((await limiter.hit("w", limit)).ok).toBe(true);
    const over = await limiter.hit("w", limit);
    expect(over.ok).toBe(false);
    expect(over.retryAfter).toBe(1);
    await Bun.sleep(350);
    expect((await limiter.hit("w", limit)).ok).toBe(true);
  });

  test("keys live under the instance prefix", async () => {
    const r = await redis(prefix());
    await new RedisRateLimiter(r).hit("auth-ip:1.2.3.4", { max: 5, windowMs: 10_000 });
    expect(await r.client.get(`${r.prefix}rl:auth-ip:1.2.3.4`)).toBe("1");
    expect(await r.client.pttl(`${r.prefix}rl:auth-ip:1.2.3.4`)).toBeGreaterThan(9_000);
  });
});

describe.skipIf(!REDIS_URL)("feed leader lock", () => {
  function lock(r: Redis, log: boolean[]): LeaderLock {
    const l = new LeaderLock(r, { name: "feed", ttlMs: 1000, retryMs: 200, onChange: (v) => log.push(v) });
    locks.push(l);
    return l;
  }

  test("exactly one of several instances leads", async () => {
    const p = prefix();
    const all = await Promise.all([1, 2, 3].map(async () => lock(await redis(p), [])));
    await Promise.all(all.map((l) => l.start()));
    await Bun.sleep(500);
    expect(all.filter((l) => l.isLeader).length).toBe(1);
    const leader = all.find((l) => l.isLeader)!;
    expect(await leader.holder()).toBe(leader.id);
    for (const l of all) expect(await l.holder()).toBe(leader.id);
  });

  test("when the leader dies another takes over within ttl + retry, and the dead one steps down", async () => {
    const p = prefix();
    const logA: boolean[] = [];
    const logB: boolean[] = [];
    const ra = await redis(p);
    const a = lock(ra, logA);
    await a.start();
    const b = lock(await redis(p), logB);
    await b.start();
    expect(a.isLeader).toBe(true);
    expect(b.isLeader).toBe(false);
    // The leader loses Redis (as a killed process would): it can no longer renew.
    ra.client.close();
    const tookOver = await until(() => b.isLeader, 3000);
    // ttl + retry, with room for timers delayed on a busy machine.
    expect(tookOver).toBeLessThan(1000 + 200 + 1000);
    await until(() => !a.isLeader, 1500);
    expect(logA).toEqual([true, false]);
    expect(logB).toEqual([true]);
  });

  test("a leader that stops hands over at once", async () => {
    const p = prefix();
    const a = lock(await redis(p), []);
    await a.start();
    const b = lock(await redis(p), []);
    await b.start();
    await a.stop();
    // The lock is released at once (not left to expire), so the next try of b takes it.
    expect([null, b.id]).toContain(await b.holder());
    const tookOver = await until(() => b.isLeader, 1000);
    expect(tookOver).toBeLessThan(800);
  });
});

describe.skipIf(!REDIS_URL)("pub/sub", () => {
  test("a message published by one instance reaches the subscribers of another", async () => {
    const p = prefix();
    const a = await redis(p);
    const b = await redis(p);
    const got: string[] = [];
    const unsubscribe = await b.subscribe("events", (m) => got.push(m));
    await a.publish("events", "hello");
    await a.publish("other", "not for b");
    await until(() => got.length === 1, 1000);
    await unsubscribe();
    await a.publish("events", "after");
    await Bun.sleep(100);
    expect(got).toEqual(["hello"]);
  });
});

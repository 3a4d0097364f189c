// The Redis pieces of scale-out against a real Redis (TEST_REDIS_URL), each test under its own
// key prefix: shared rate limits (atomic under concurrency, windows that end), the feed-leader
// lock (one leader, handover when the leader dies or leaves) and
// pub/sub between connections.
import { afterEach, describe, expect, setDefaultTimeout, spyOn, test } from "bun:test";
import { log } from "../../src/server/log";
import { LeaderLock } from "../../src/server/scale/leader";
import { MemoryRateLimiter } from "../../src/server/scale/memory-rate-limit";
import { RedisRateLimiter } from "../../src/server/scale/rate-limit";
import { COMMAND_TIMEOUT_MS, openRedis, type Redis } from "../../src/server/scale/redis";
import { RedisSocketSlots } from "../../src/server/scale/socket-slots";
import { type TcpProxy, tcpProxy } from "../helpers/tcp-proxy";

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.log("Redis tests skipped: TEST_REDIS_URL is not set (.ci/run sets it)");

setDefaultTimeout(20_000);

const opened: Redis[] = [];
const locks: LeaderLock[] = [];
const proxies: TcpProxy[] = [];
afterEach(async () => {
  for (const p of proxies.splice(0)) p.restore();
  for (const lock of locks.splice(0)) await lock.stop();
  for (const r of opened.splice(0)) {
    const keys = (await r.client.send("KEYS", [`${r.prefix}*`]).catch(() => [])) as string[];
    if (keys.length) await r.client.send("DEL", keys).catch(() => {});
    r.close();
  }
  for (const p of proxies.splice(0)) await p.close();
});

/** A proxy in front of the test Redis that the test can cut (the shared Redis stays up). */
async function proxy(): Promise<TcpProxy> {
  const target = new URL(REDIS_URL!);
  const p = await tcpProxy(target.hostname, Number(target.port || 6379));
  proxies.push(p);
  return p;
}

async function redisVia(p: TcpProxy, keyPrefix: string): Promise<Redis> {
  const r = await openRedis(p.url(), keyPrefix);
  opened.push(r);
  return r;
}

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

  test("when the leader loses Redis another takes over within ttl + retry; back, the old one steps down", async () => {
    const p = prefix();
    const logA: boolean[] = [];
    const logB: boolean[] = [];
    const link = await proxy();
    const a = lock(await redisVia(link, p), logA);
    await a.start();
    const b = lock(await redis(p), logB);
    await b.start();
    expect(a.isLeader).toBe(true);
    expect(b.isLeader).toBe(false);
    // Only the leader's link to Redis is cut: it can no longer renew, and cannot know why.
    link.cut();
    const tookOver = await until(() => b.isLeader, 3000);
    // ttl + retry, with room for timers delayed on a busy machine.
    expect(tookOver).toBeLessThan(1000 + 200 + 1000);
    // Back on Redis, a finds b's key and steps down: one leader again within a few seconds.
    link.restore();
    const converged = await until(() => !a.isLeader, 5000);
    expect(converged).toBeLessThan(3000);
    expect(logA).toEqual([true, false]);
    expect(logB).toEqual([true]);
    expect(await b.holder()).toBe(b.id);
  });

  test("a lone leader keeps leading while Redis is down, and still leads (alone) when it is back", async () => {
    const p = prefix();
    const logA: boolean[] = [];
    const link = await proxy();
    const r = await redisVia(link, p);
    const a = lock(r, logA);
    await a.start();
    expect(a.isLeader).toBe(true);
    link.cut("hang");
    await Bun.sleep(2500); // more than twice the ttl: the key is gone by now
    expect(a.isLeader).toBe(true);
    link.restore();
    // Its renewal takes the expired lock again in the same script: it never stopped leading,
    // and an instance that starts now finds the lock held.
    await until(() => r.up, 3000);
    await Bun.sleep(500);
    const b = lock(await redis(p), []);
    await b.start();
    await Bun.sleep(1500);
    expect(a.isLeader).toBe(true);
    expect(b.isLeader).toBe(false);
    expect(logA).toEqual([true]);
    expect(await b.holder()).toBe(a.id);
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

describe.skipIf(!REDIS_URL)("when Redis is unreachable", () => {
  test("a command gives up within the timeout; then the outage is known and nothing waits for Redis", async () => {
    const link = await proxy();
    const r = await redisVia(link, prefix());
    expect(COMMAND_TIMEOUT_MS).toBeLessThanOrEqual(500);
    link.cut("hang");
    const limiter = new RedisRateLimiter(r);
    const limit = { max: 3, windowMs: 60_000 };
    let started = performance.now();
    expect((await limiter.hit("k", limit)).ok).toBe(true);
    expect(performance.now() - started).toBeLessThan(COMMAND_TIMEOUT_MS + 300);
    expect(r.up).toBe(false);
    started = performance.now();
    for (let i = 0; i < 20; i++) await limiter.hit("k2", limit);
    expect(performance.now() - started).toBeLessThan(50);
    await expect(r.send("GET", ["x"])).rejects.toThrow();
  });

  test("limits fall back to this instance's memory with the same windows, 40 at once; logged once", async () => {
    const link = await proxy();
    const r = await redisVia(link, prefix());
    const fallback = new MemoryRateLimiter();
    const limiter = new RedisRateLimiter(r, fallback);
    const limit = { max: 10, windowMs: 60_000 };
    const warn = spyOn(log, "warn");
    try {
      link.cut();
      const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit("login:x", limit)));
      expect(results.filter((x) => x.ok).length).toBe(10);
      for (const refused of results.filter((x) => !x.ok)) expect(refused.retryAfter).toBeGreaterThanOrEqual(59);
      expect((await limiter.peek("login:x", limit)).ok).toBe(false);
      const more = await Promise.all(Array.from({ length: 40 }, () => limiter.hit("login:y", limit)));
      expect(more.filter((x) => x.ok).length).toBe(10);
      // 80 requests in the outage, one warning.
      const outageLines = warn.mock.calls.filter(([msg]) => String(msg).startsWith("redis"));
      expect(outageLines.length).toBe(1);
      expect(String(outageLines[0]?.[0])).toContain("redis unreachable");
    } finally {
      warn.mockRestore();
    }
  });

  test("socket caps fall back to this instance's memory too (40 parallel reservations, cap held)", async () => {
    const link = await proxy();
    const r = await redisVia(link, prefix());
    const slots = new RedisSocketSlots(r, 60_000);
    link.cut("hang");
    const taken = await Promise.all(Array.from({ length: 40 }, (_, i) => slots.acquire("user:u1", `slot-${i}`, 12)));
    expect(taken.filter(Boolean).length).toBe(12);
    expect(await slots.count("user:u1")).toBe(12);
    slots.release("user:u1", "slot-0");
    expect(await slots.acquire("user:u1", "slot-new", 12)).toBe(true);
  });

  test("Redis coming back is noticed by itself; limits and pub/sub use it again", async () => {
    const p = prefix();
    const link = await proxy();
    const r = await redisVia(link, p);
    const other = await redis(p);
    const got: string[] = [];
    await r.subscribe("events", (m) => got.push(m));
    const states: boolean[] = [];
    r.onStatus((up) => states.push(up));
    link.cut();
    await until(() => !r.up, 3000);
    link.restore();
    const back = await until(() => r.up, 5000);
    expect(back).toBeLessThan(2000);
    expect(states).toEqual([false, true]);
    const limiter = new RedisRateLimiter(r);
    await limiter.hit("after", { max: 5, windowMs: 60_000 });
    expect(await other.client.get(`${p}rl:after`)).toBe("1");
    // The subscription was made again on the new connection.
    await until(() => {
      void other.publish("events", "hello again");
      return got.includes("hello again");
    }, 3000);
  });
});

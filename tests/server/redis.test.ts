// The Redis pieces of scale-out against a real Redis (TEST_REDIS_URL), each test under its own
// key prefix: the feed-leader lock (one leader, handover when the leader dies or leaves) and
// pub/sub between connections.
import { afterEach, describe, expect, test } from "bun:test";
import { LeaderLock } from "../../src/server/scale/leader";
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
    expect(tookOver).toBeLessThan(1000 + 200 + 300);
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
    const tookOver = await until(() => b.isLeader, 1000);
    expect(tookOver).toBeLessThan(400);
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

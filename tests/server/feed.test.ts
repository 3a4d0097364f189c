// The market feed across instances, in one process against a real Redis (TEST_REDIS_URL): one
// leader ticks, followers write its ticks into their state so their gainers and scanners are
// the leader's, and when the leader goes away another takes over and keeps ticking.
import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { loadConfig } from "../../src/server/config";
import { createMarket } from "../../src/server/market";
import type { Market } from "../../src/server/market/engine";
import { decodeTick, encodeTick, FeedRelay } from "../../src/server/scale/feed";
import { openRedis, type Redis } from "../../src/server/scale/redis";
import { type TcpProxy, tcpProxy } from "../helpers/tcp-proxy";

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.log("feed relay tests skipped: TEST_REDIS_URL is not set (.ci/run sets it)");

setDefaultTimeout(20_000);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function market(): Market {
  // The demo clock: with the real one the market stands still outside both exchanges' sessions
  // and no tick would come to relay (the test failed at 12:14 UTC, the Saudi session just shut).
  const m = createMarket(loadConfig({ MARKET_TICK_MS: "100", DEMO: "false", MARKET_CLOCK: "always-open" }), Date.now);
  cleanups.push(() => m.stop());
  return m;
}

/** A link to the test Redis that the test can cut (the shared Redis stays up). */
async function link(): Promise<TcpProxy> {
  const target = new URL(REDIS_URL!);
  const p = await tcpProxy(target.hostname, Number(target.port || 6379));
  cleanups.push(() => p.close());
  return p;
}

async function instance(prefix: string, url = REDIS_URL!): Promise<{ redis: Redis; market: Market; feed: FeedRelay }> {
  const redis = await openRedis(url, prefix);
  const m = market();
  const feed = new FeedRelay(redis, m, { ttlMs: 1000, retryMs: 200 });
  cleanups.push(async () => {
    await feed.stop().catch(() => {});
    redis.close();
  });
  await feed.start();
  return { redis, market: m, feed };
}

async function until(check: () => boolean, ms: number): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await Bun.sleep(20);
  }
  return performance.now() - started;
}

describe("tick encoding", () => {
  test("a keyframe carries every field and round-trips exactly", () => {
    const a = market();
    const b = market();
    for (let i = 0; i < a.state.n; i += 7) a.state.price[i] = 100 + i / 3;
    a.state.ts = 12345;
    const message = decodeTick(b.state, encodeTick(a.state, "x", true))!;
    expect(Object.keys(message.fields).sort()).toEqual(
      [
        "avgVolume30",
        "dividendTTM",
        "lastDividend",
        "open",
        "high",
        "low",
        "prevClose",
        "price",
        "return3m",
        "rsi14",
        "sma200",
        "sma50",
        "volume",
      ].sort(),
    );
    b.applyRemote((state) => {
      for (const [name, data] of Object.entries(message.fields)) {
        const bytes = Buffer.from(data!, "base64");
        (state[name as "price"] as Float64Array).set(
          new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8),
        );
      }
      state.ts = message.ts;
    });
    expect([...b.state.price]).toEqual([...a.state.price]);
    a.applyRemote(() => {}); // recomputes a's gainers from the prices written above
    expect(b.topGainers().data).toEqual(a.topGainers().data);
    expect(b.topGainers().data.length).toBe(20);
    expect(b.state.ts).toBe(12345);
    expect(Object.keys(decodeTick(b.state, encodeTick(a.state, "x", false))!.fields).sort()).toEqual([
      "high",
      "low",
      "open",
      "prevClose",
      "price",
      "volume",
    ]);
  });
});

describe.skipIf(!REDIS_URL)("feed relay", () => {
  test("one leader ticks; followers show the leader's gainers and scanners", async () => {
    const prefix = `test:${crypto.randomUUID().slice(0, 8)}:`;
    const a = await instance(prefix);
    const b = await instance(prefix);
    expect(a.feed.isLeader).toBe(true);
    expect(b.feed.isLeader).toBe(false);
    const pushes: number[] = [];
    b.market.onGainers((g) => pushes.push(g.ts));
    await until(() => pushes.length >= 3, 5000);
    // After a tick has arrived the follower's state is the leader's, to the bit.
    await until(() => b.market.state.ts === a.market.state.ts, 2000);
    expect(b.market.topGainers().data).toEqual(a.market.topGainers().data);
    expect([...b.market.state.price]).toEqual([...a.market.state.price]);
    expect(b.market.scanners.pageJson("rocket", 1)).toBe(a.market.scanners.pageJson("rocket", 1));
  });

  test("a tick leaves for the other instances before the leader pushes it to its own sockets", async () => {
    const prefix = `test:${crypto.randomUUID().slice(0, 8)}:`;
    // Another process reads the ticks (in this one nothing could run while the leader is busy)
    // and prints the wall-clock time each arrived.
    const reader = Bun.spawn(
      [
        process.execPath,
        "-e",
        `const c = new Bun.RedisClient(${JSON.stringify(REDIS_URL)}); await c.connect();
         await c.subscribe(${JSON.stringify(`${prefix}feed:ticks`)}, () => console.log(Date.now()));
         console.log("ready");`,
      ],
      { stdout: "pipe" },
    );
    cleanups.push(() => reader.kill());
    const lines = reader.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let out = "";
    while (!out.includes("ready")) out += (await lines.read()).value ?? "";
    const a = await instance(prefix);
    // The hub's fan-out listens after the relay (src/server/main.ts): one that takes 400 ms.
    let fanOutEnded = 0;
    a.market.onUpdate(() => {
      if (fanOutEnded) return;
      const busyUntil = Date.now() + 400;
      while (Date.now() < busyUntil) {}
      fanOutEnded = Date.now();
    });
    await until(() => fanOutEnded > 0, 5000);
    // The first arrival after "ready": a whole line of digits.
    const arrival = () => /ready\n(\d+)\n/.exec(out)?.[1];
    while (!arrival()) out += (await lines.read()).value ?? "";
    const arrived = Number(arrival());
    // It arrived while the leader was still busy, not once its turn had ended.
    expect(arrived).toBeLessThan(fanOutEnded - 200);
  });

  test("when the leader is gone another instance takes over and ticks on from the last prices", async () => {
    const prefix = `test:${crypto.randomUUID().slice(0, 8)}:`;
    const cut = await link();
    const a = await instance(prefix, cut.url());
    const b = await instance(prefix);
    await until(() => b.market.state.ts === a.market.state.ts && b.market.state.ts > 0, 3000);
    const before = b.market.state.ts;
    const lastPrice = b.market.state.price[0]!;
    // The leader loses Redis, as a dead process would; its lock expires.
    cut.cut();
    const tookOver = await until(() => b.feed.isLeader, 3000);
    expect(tookOver).toBeLessThan(1000 + 200 + 1000);
    await until(() => b.market.state.ts > before + 150, 2000);
    // It went on from the relayed prices (a random walk moves them by a small step).
    expect(Math.abs(b.market.state.price[0]! / lastPrice - 1)).toBeLessThan(0.2);
    // When a reaches Redis again it finds b's lock and follows: one leader.
    cut.restore();
    await until(() => !a.feed.isLeader, 4000);
    expect(b.feed.isLeader).toBe(true);
  });

  test("a lone leader keeps ticking through a Redis outage and still leads after it", async () => {
    const prefix = `test:${crypto.randomUUID().slice(0, 8)}:`;
    const cut = await link();
    const a = await instance(prefix, cut.url());
    expect(a.feed.isLeader).toBe(true);
    await until(() => a.market.state.ts > 0, 3000);
    cut.cut();
    const during = a.market.state.ts;
    // Prices keep following the market (100 ms ticks) for 2.5 s, over twice the lock's ttl.
    await Bun.sleep(2500);
    expect(a.feed.isLeader).toBe(true);
    expect(a.market.state.ts).toBeGreaterThan(during + 1500);
    expect(a.redis.up).toBe(false);
    cut.restore();
    await until(() => a.redis.up, 3000);
    await Bun.sleep(500);
    // A second instance arriving now follows it: exactly one leader.
    const b = await instance(prefix);
    await Bun.sleep(800);
    expect(a.feed.isLeader).toBe(true);
    expect(b.feed.isLeader).toBe(false);
    await until(() => b.market.state.ts === a.market.state.ts, 3000);
  });
});

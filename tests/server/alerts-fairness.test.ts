// One user's slow push endpoints delay no one else (docs/architecture.md, "Price alerts"): five
// users each have ten push endpoints that accept the connection and never answer and alerts that
// fire; another user's alert e-mail, over a real SMTP server on loopback, arrives while every one
// of those pushes still waits for its answer (tests/helpers/slow-push.ts). That is an order of
// events, not a time: the pushes are given a minute here, so none is given up before the e-mail
// could come. How soon it comes is bench/alerts-fairness.ts's question. A hanging endpoint is
// given up after the answer timeout (shortened, as PushSender.sendOptions lets tests), and the
// connections held at once stay within the per-user bound. SQLite, and PostgreSQL under TEST_DB.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createECDH } from "node:crypto";
import { PER_USER_CONCURRENCY } from "../../src/server/alerts/delivery";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";
import { ENDPOINTS_EACH, HANGING_AT_ONCE, type SlowPush, slowPush, until } from "../helpers/slow-push";
import { b64u } from "../helpers/web-push";

describe(`alert deliveries are independent on ${TEST_DB}`, () => {
  let s: TestServer;
  let flood: SlowPush;
  beforeAll(async () => {
    s = await testServer();
    await s.services.market.init();
    flood = await slowPush(s);
  });
  afterAll(async () => {
    await s.close();
    await flood.close();
  });

  test("another user's alert e-mail arrives while fifty push endpoints hang", async () => {
    const push = s.services.alerts!.push!;
    const sendOptions = push.sendOptions;
    // Longer than this test can take: no hanging push is given up before the e-mail is in.
    push.sendOptions = { ...sendOptions, answerTimeoutMs: 60_000 };
    await flood.fireSlowUsers();
    await until(() => flood.openNow() === HANGING_AT_ONCE, `${HANGING_AT_ONCE} hanging connections`);
    const { delayMs, hangingAtMail } = await flood.mailOfAnother();
    push.sendOptions = sendOptions;
    console.log(`e-mail of another user arrived ${Math.round(delayMs)} ms after its trigger`);
    // It waited for none of them: all were still hanging when it came.
    expect(hangingAtMail).toBe(HANGING_AT_ONCE);
    // Each slow user holds at most PER_USER_CONCURRENCY deliveries, each at most one
    // connection per endpoint.
    for (const [, n] of flood.peak) expect(n).toBeLessThanOrEqual(PER_USER_CONCURRENCY * ENDPOINTS_EACH);
  }, 40_000);

  test("a push endpoint that never answers is given up after the answer timeout", async () => {
    const push = s.services.alerts!.push!;
    const sendOptions = push.sendOptions;
    const answerTimeoutMs = 300;
    push.sendOptions = { ...sendOptions, answerTimeoutMs };
    const port = await flood.hanging(99);
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const started = performance.now();
    const outcome = await push.send(
      {
        endpoint: `http://127.0.0.1:${port}/push`,
        p256dh: b64u(ecdh.getPublicKey()),
        auth: b64u(crypto.getRandomValues(new Uint8Array(16))),
      },
      "{}",
    );
    const took = performance.now() - started;
    push.sendOptions = sendOptions;
    // Given up by the answer timer (its own message), and not before it was due.
    expect(outcome).toEqual({ error: expect.stringContaining("did not answer in time") });
    expect(took).toBeGreaterThanOrEqual(answerTimeoutMs - 5);
  });
});

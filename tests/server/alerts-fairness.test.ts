// One user's slow push endpoints delay no one else (docs/architecture.md, "Price alerts"): five
// users each have ten push endpoints that accept the connection and never answer (loopback TCP
// servers) and alerts that fire; another user's alert e-mail, over a real SMTP server on
// loopback, arrives within a second of its trigger. A hanging endpoint is given up after the
// answer timeout, and the connections held at once stay within the per-user bound.
// SQLite, and PostgreSQL under TEST_DB.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createECDH } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createServer, type Server as NetServer, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";
import { PER_USER_CONCURRENCY } from "../../src/server/alerts/delivery";
import { ANSWER_TIMEOUT_MS } from "../../src/server/alerts/push-endpoint";
import { type Mailer, SmtpMailer } from "../../src/server/mail/mailer";
import { type TestAccount, testUser } from "../helpers/accounts";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";
import { b64u } from "../helpers/web-push";

const SLOW_USERS = 5;
const ENDPOINTS_EACH = 10;
const ALERTS_EACH = 3;

describe(`alert deliveries are independent on ${TEST_DB}`, () => {
  let s: TestServer;
  let smtp: SMTPServer;
  const mails: { at: number; text: string }[] = [];
  /** Hanging endpoints: connections open now and the most at once, per slow user. */
  const open = new Map<number, number>();
  const peak = new Map<number, number>();
  const sockets: Socket[] = [];
  const servers: NetServer[] = [];
  beforeAll(async () => {
    s = await testServer();
    await s.services.market.init();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          mails.push({ at: performance.now(), text: Buffer.concat(chunks).toString("utf8") });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const queue = s.services.alerts!.delivery! as unknown as { options: { mailer: Mailer } };
    queue.options.mailer = new SmtpMailer(
      `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      "Rockets <alerts@rockets.test>",
    );
  });
  afterAll(async () => {
    await s.close();
    for (const socket of sockets) socket.destroy();
    for (const server of servers) server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  /** A server that takes connections (counted for `user`) and never answers. */
  const hanging = async (user: number): Promise<number> => {
    const server = createServer((socket) => {
      sockets.push(socket);
      open.set(user, (open.get(user) ?? 0) + 1);
      peak.set(user, Math.max(peak.get(user) ?? 0, open.get(user)!));
      socket.on("error", () => {});
      socket.on("close", () => open.set(user, open.get(user)! - 1));
    });
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    return (server.address() as AddressInfo).port;
  };

  const createAlert = async (who: TestAccount, channels: string[]) => {
    const res = await s.request("/api/v1/work/alerts", {
      method: "POST",
      cookie: who.cookie,
      json: { symbol: "AAPL", kind: "priceAbove", value: 1, channels },
    });
    expect(res.status).toBe(201);
  };
  const tick = async () => {
    s.clock.advance(1000);
    await s.services.market.step(s.clock.now);
    await s.services.alerts!.settled();
  };

  test("another user's alert e-mail arrives within 1 s while fifty push endpoints hang", async () => {
    for (let u = 0; u < SLOW_USERS; u++) {
      const user = await testUser(s.services);
      for (let e = 0; e < ENDPOINTS_EACH; e++) {
        // A browser session of the user (made for a throwaway account, then given to the user).
        const browser = await testUser(s.services);
        const [row] = (await s.services.db.sql`SELECT token_hash FROM sessions WHERE subject_id = ${browser.id}`) as {
          token_hash: string;
        }[];
        await s.services.db.sql`UPDATE sessions SET subject_id = ${user.id} WHERE token_hash = ${row!.token_hash}`;
        const ecdh = createECDH("prime256v1");
        ecdh.generateKeys();
        await s.services.db.sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
          VALUES (${row!.token_hash}, ${user.id}, ${`http://127.0.0.1:${await hanging(u)}/push`},
            ${b64u(ecdh.getPublicKey())}, ${b64u(crypto.getRandomValues(new Uint8Array(16)))}, 0)`;
      }
      for (let a = 0; a < ALERTS_EACH; a++) await createAlert(user, ["push"]);
    }
    // The slow users' alerts fire and their pushes hang.
    await tick();
    for (let k = 0; k < 100 && [...open.values()].reduce((x, y) => x + y, 0) === 0; k++) await Bun.sleep(20);
    await Bun.sleep(300);
    expect([...open.values()].reduce((x, y) => x + y, 0)).toBeGreaterThan(0);

    // Another user's e-mail alert fires now.
    const other = await testUser(s.services);
    await createAlert(other, ["email"]);
    const fired = performance.now();
    await tick();
    const deadline = fired + 30_000;
    let mail: { at: number } | undefined;
    while (!mail && performance.now() < deadline) {
      mail = mails.find((m) => m.text.includes(other.email));
      if (!mail) await Bun.sleep(10);
    }
    const delay = mail ? mail.at - fired : Number.POSITIVE_INFINITY;
    console.log(`e-mail of another user arrived ${Math.round(delay)} ms after its trigger`);
    expect(delay).toBeLessThan(1_000);
    // Each slow user holds at most PER_USER_CONCURRENCY deliveries, each at most one
    // connection per endpoint.
    for (const [, n] of peak) expect(n).toBeLessThanOrEqual(PER_USER_CONCURRENCY * ENDPOINTS_EACH);
  }, 40_000);

  test("a push endpoint that never answers is given up after the answer timeout", async () => {
    const push = s.services.alerts!.push!;
    const port = await hanging(99);
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
    expect(outcome).toEqual({ error: expect.stringContaining("did not answer in time") });
    expect(took).toBeGreaterThanOrEqual(ANSWER_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(ANSWER_TIMEOUT_MS + 1_500);
  }, 15_000);
});

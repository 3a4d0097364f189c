// One user's slow push endpoints against another user's alert e-mail (docs/architecture.md, "Price
// alerts"), on a test server: push endpoints that take the connection and never answer (loopback
// TCP servers, counted per slow user), a real SMTP server on loopback for the e-mail, and the
// market stepped by hand. Used by tests/server/alerts-fairness.test.ts (the order of events) and
// bench/alerts-fairness.ts (how soon the e-mail comes).
import { createECDH } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createServer, type Server as NetServer, type Socket } from "node:net";
import { PER_USER_CONCURRENCY } from "../../src/server/alerts/delivery";
import type { Mailer } from "../../src/server/mail/mailer";
import { type TestAccount, testUser } from "./accounts";
import type { TestServer } from "./server";
import { smtpReceiver } from "./smtp-receiver";
import { b64u } from "./web-push";

const SLOW_USERS = 5;
export const ENDPOINTS_EACH = 10;
const ALERTS_EACH = 3;
/** Connections held at once when every slow user's deliveries are under way: PER_USER_CONCURRENCY
 * deliveries each, each with a connection to every endpoint of the user. */
export const HANGING_AT_ONCE = SLOW_USERS * PER_USER_CONCURRENCY * ENDPOINTS_EACH;

/** Polls `done` every 5 ms; fails after `ms`. */
export async function until(done: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await Bun.sleep(5);
  }
}

export interface SlowPush {
  /** Hanging connections open now, over every slow user. */
  openNow(): number;
  /** The most connections each slow user held at once. */
  peak: Map<number, number>;
  /** A loopback server that takes connections (counted for `user`) and never answers; its port. */
  hanging(user: number): Promise<number>;
  /** The slow users, their endpoints and push alerts; the alerts fire and the pushes hang. */
  fireSlowUsers(): Promise<void>;
  /** Another user's e-mail alert fires: when its e-mail came (ms after the trigger) and how many
   * hanging connections were open then. */
  mailOfAnother(): Promise<{ delayMs: number; hangingAtMail: number }>;
  close(): Promise<void>;
}

export async function slowPush(s: TestServer): Promise<SlowPush> {
  /** Each e-mail as it arrived: when, its text, and the hanging connections open then. */
  const mails: { at: number; text: string; hanging: number }[] = [];
  const open = new Map<number, number>();
  const peak = new Map<number, number>();
  const sockets: Socket[] = [];
  const servers: NetServer[] = [];
  const openNow = () => [...open.values()].reduce((x, y) => x + y, 0);
  const smtp = await smtpReceiver({
    onMessage: ({ raw }) => mails.push({ at: performance.now(), text: raw, hanging: openNow() }),
  });
  const queue = s.services.alerts!.delivery! as unknown as { options: { mailer: Mailer } };
  queue.options.mailer = smtp.mailer();

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
    if (res.status !== 201) throw new Error(`alert not created: ${res.status} ${await res.text()}`);
  };
  const tick = async () => {
    s.clock.advance(1000);
    await s.services.market.step(s.clock.now);
    await s.services.alerts!.settled();
  };

  return {
    openNow,
    peak,
    hanging,
    async fireSlowUsers() {
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
          await s.services.db
            .sql`INSERT INTO push_subscriptions (token_hash, user_id, endpoint, p256dh, auth, created_at)
            VALUES (${row!.token_hash}, ${user.id}, ${`http://127.0.0.1:${await hanging(u)}/push`},
              ${b64u(ecdh.getPublicKey())}, ${b64u(crypto.getRandomValues(new Uint8Array(16)))}, 0)`;
        }
        for (let a = 0; a < ALERTS_EACH; a++) await createAlert(user, ["push"]);
      }
      await tick();
    },
    async mailOfAnother() {
      const other = await testUser(s.services);
      await createAlert(other, ["email"]);
      const fired = performance.now();
      await tick();
      const mail = () => mails.find((m) => m.text.includes(other.email));
      await until(() => mail() !== undefined, "the other user's e-mail");
      return { delayMs: mail()!.at - fired, hangingAtMail: mail()!.hanging };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      for (const server of servers) server.close();
      await smtp.close();
    },
  };
}

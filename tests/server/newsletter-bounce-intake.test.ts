// The bounce intake's slots (docs/api.md, Newsletter), with real SMTP clients on loopback, on
// SQLite and, under TEST_DB=postgres, PostgreSQL: clients that hold a session sending NOOP do not
// keep the MX out (a new connection makes room), a session ends after its time whatever it sends,
// and commands without a message are capped.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { BOUNCE_LIMITS, BounceListener } from "../../src/server/newsletter/bounce-listener";
import { verpSender } from "../../src/server/newsletter/verp";
import { testPartner } from "../helpers/accounts";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";

const BOUNCES = "bounces@example.com";

/** A raw SMTP client: its replies line by line, waited for by code. */
class Client {
  readonly replies: string[] = [];
  readonly closed: Promise<void>;
  private readonly socket: Socket;
  private waiting: { code: string; from: number; resolve: (line: string) => void }[] = [];
  private noops: ReturnType<typeof setInterval> | undefined;

  constructor(port: number) {
    this.socket = connect(port, "127.0.0.1");
    let buffered = "";
    this.socket.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      let end = buffered.indexOf("\r\n");
      while (end >= 0) {
        this.replies.push(buffered.slice(0, end));
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf("\r\n");
      }
      this.settle();
    });
    this.closed = new Promise((resolve) => this.socket.on("close", () => resolve()));
    this.socket.on("error", () => {});
    void this.closed.then(() => clearInterval(this.noops));
  }

  private settle(): void {
    this.waiting = this.waiting.filter((w) => {
      const line = this.replies.slice(w.from).find((r) => r.startsWith(`${w.code} `));
      if (line) w.resolve(line);
      return !line;
    });
  }

  /** The next reply with `code` (from the replies not yet seen by a wait). */
  reply(code: string): Promise<string> {
    return new Promise((resolve) => {
      this.waiting.push({ code, from: this.seen, resolve });
      this.seen = this.replies.length;
      this.settle();
    });
  }
  private seen = 0;

  send(line: string): void {
    if (!this.socket.destroyed) this.socket.write(`${line}\r\n`);
  }

  /** Greeted, says EHLO, then NOOP every `everyMs` for as long as the server keeps it. */
  async holdWithNoops(everyMs: number): Promise<void> {
    await this.reply("220");
    this.send("EHLO idle.example");
    await this.reply("250");
    this.noops = setInterval(() => this.send("NOOP"), everyMs);
  }

  destroy(): void {
    clearInterval(this.noops);
    this.socket.destroy();
  }
}

describe(`the bounce intake's slots on ${TEST_DB}`, () => {
  let s: TestServer;
  const subscriberId = crypto.randomUUID();
  const sendId = crypto.randomUUID();
  const email = "gone@example.org";
  const clients: Client[] = [];
  const listeners: BounceListener[] = [];

  beforeAll(async () => {
    s = await testServer();
    const partner = await testPartner(s.services);
    await s.services.db.sql`INSERT INTO newsletter_subscribers (id, partner_id, email, email_key, language, status,
      created_at, confirmed_at) VALUES (${subscriberId}, ${partner.id}, ${email}, ${email}, 'en', 'active',
      ${s.clock.now}, ${s.clock.now})`;
  });
  afterAll(async () => {
    for (const c of clients) c.destroy();
    for (const l of listeners) await l.close();
    await s.close();
  });

  async function intake(limits: Partial<typeof BOUNCE_LIMITS> = {}): Promise<number> {
    const listener = new BounceListener({
      db: s.services.db,
      secret: s.services.codeSecret,
      bounceAddress: BOUNCES,
      host: "127.0.0.1",
      port: 0,
      limits,
    });
    listeners.push(listener);
    return listener.listen();
  }

  const client = (port: number) => {
    const c = new Client(port);
    clients.push(c);
    return c;
  };

  test(`${BOUNCE_LIMITS.maxClients} clients sending NOOP hold every slot; a real DSN is still delivered`, async () => {
    const port = await intake();
    const idle = Array.from({ length: BOUNCE_LIMITS.maxClients }, () => client(port));
    await Promise.all(idle.map((c) => c.holdWithNoops(1_000)));
    const to = verpSender(BOUNCES, s.services.codeSecret, sendId, subscriberId)!;
    const raw = readFileSync(join(import.meta.dir, "../fixtures/dsn/postfix-failed.eml"), "utf8")
      .replaceAll("bounces+b-TOKEN@example.com", to)
      .replaceAll("nobody@example.org", email);
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
    const sent = await transport.sendMail({ envelope: { from: "", to }, raw });
    expect(sent.response).toStartWith("250");
    const [row] = (await s.services.db.sql`SELECT status FROM newsletter_subscribers WHERE id = ${subscriberId}`) as {
      status: string;
    }[];
    expect(row?.status).toBe("bounced");
    // The room was made by closing one idle session, with a reply saying why.
    const evicted = idle.filter((c) => c.replies.some((r) => r.startsWith("421 ")));
    expect(evicted).toHaveLength(1);
    await evicted[0]!.closed;
  });

  test("a session ends after its time, whatever it sends", async () => {
    const sessionMs = 1_500;
    const port = await intake({ sessionMs });
    const c = client(port);
    const started = performance.now();
    await c.holdWithNoops(200);
    const ended = await c.reply("421");
    await c.closed;
    const ms = performance.now() - started;
    expect(ended).toContain("Session time over");
    expect(ms).toBeGreaterThanOrEqual(sessionMs - 50);
    expect(ms).toBeLessThan(sessionMs + 2_000);
  });

  test(`more than ${BOUNCE_LIMITS.commandsWithoutMail} commands without a message end the session`, async () => {
    const port = await intake();
    const c = client(port);
    await c.reply("220");
    c.send("EHLO chatty.example");
    await c.reply("250");
    for (let i = 2; i <= BOUNCE_LIMITS.commandsWithoutMail; i++) {
      c.send("NOOP");
      await c.reply("250");
    }
    c.send("NOOP");
    expect(await c.reply("421")).toContain("Too many commands without a message");
    await c.closed;
  });
});

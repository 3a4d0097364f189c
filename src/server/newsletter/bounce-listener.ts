// The intake of bounces that arrive later by e-mail (BOUNCE_SMTP_PORT, off by default): a small
// SMTP server, meant to sit behind the site's MX on loopback, that takes only mail to a VERP
// address of ours with a valid signature (verp.ts; anything else is refused at RCPT with 550),
// one recipient a message, at most MAX_BYTES. Each message is read as a delivery status
// notification (dsn.ts) and its outcome recorded per address (bounces-store.ts); a database error
// answers 451 so the MX tries again.
//
// No client can keep the MX out: a session ends sessionMs after it connected whatever it sends,
// after idleMs without a command, and after commandsWithoutMail commands since its last
// message taken (NOOP, RSET, EHLO… each count). At most maxClients sessions are kept: a new
// connection when all are taken closes (421) the one that has waited longest for nothing, one that
// has not begun a message first, never one whose message is being read; it is refused only when
// every session is reading a message. BOUNCE_LIMITS holds the numbers.
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server";
import type { Db } from "../db";
import { log } from "../log";
import { recordBounce } from "./bounces-store";
import { readDsn } from "./dsn";
import { readVerpRecipient } from "./verp";

const MAX_BYTES = 256 * 1024;

/** The intake's bounds (docs/api.md, Newsletter); tests pass shorter ones. */
export const BOUNCE_LIMITS = {
  /** Sessions kept at once. */
  maxClients: 20,
  /** A session's whole time, from its connection. */
  sessionMs: 60_000,
  /** Time without a command. */
  idleMs: 15_000,
  /** Commands since the session's last message taken (or its start). A delivery takes 5 or 6. */
  commandsWithoutMail: 20,
};

interface BounceListenerOptions {
  db: Db;
  secret: string;
  bounceAddress: string;
  host: string;
  port: number;
  limits?: Partial<typeof BOUNCE_LIMITS>;
}

/** What the intake reads of smtp-server's connection object (the `connections` of the server). */
interface Connection {
  session: SMTPServerSession;
  /** The message being read, while a DATA is under way. */
  _dataStream?: unknown;
  _onCommand(command: Buffer, callback: () => void): void;
  send(code: number, message: string): void;
  close(): void;
}

/** The intake's own record of a session. */
interface Watch {
  /** When the session's last message was taken (or it connected). */
  lastMailAt: number;
  commands: number;
  timer: ReturnType<typeof setTimeout>;
}

const refusal = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

function read(stream: SMTPServerDataStream): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BYTES) chunks.push(chunk);
    });
    stream.on("error", reject);
    stream.on("end", () => resolve(stream.sizeExceeded ? null : Buffer.concat(chunks).toString("utf8")));
  });
}

export class BounceListener {
  private readonly server: SMTPServer;
  private readonly limits: typeof BOUNCE_LIMITS;
  private readonly watches = new Map<Connection, Watch>();

  constructor(private readonly o: BounceListenerOptions) {
    const limits = { ...BOUNCE_LIMITS, ...o.limits };
    this.limits = limits;
    this.server = new SMTPServer({
      name: "rockets-bounces",
      banner: "bounce intake",
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      disableReverseLookup: true,
      size: MAX_BYTES,
      // The library refuses past this (421) before a session starts; our own limit, with room
      // made for a new connection, is maxClients (admit).
      maxClients: limits.maxClients * 2,
      socketTimeout: limits.idleMs,
      closeTimeout: 5_000,
      logger: false,
      onConnect: (session, callback) => {
        const error = this.admit(session);
        callback(error ?? undefined);
      },
      onClose: (session) => this.forget(session),
      onRcptTo: (address, session, callback) => {
        if (!readVerpRecipient(o.bounceAddress, o.secret, address.address)) {
          return callback(refusal(550, "No such recipient"));
        }
        if (session.envelope.rcptTo.length > 0) return callback(refusal(452, "One recipient a message"));
        callback();
      },
      onData: (stream, session, callback) => {
        void this.take(stream, session.envelope.rcptTo[0]?.address ?? "").then(
          () => {
            this.mailTaken(session);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    this.server.on("error", (error) => log.error("bounce intake failed", { error: String(error) }));
  }

  private connectionOf(session: SMTPServerSession): Connection | undefined {
    for (const c of this.server.connections as unknown as Set<Connection>) if (c.session === session) return c;
    return undefined;
  }

  /** Starts watching a new session, making room for it when every slot is taken: the error that
   * refuses it, or null. */
  private admit(session: SMTPServerSession): Error | null {
    const conn = this.connectionOf(session);
    if (!conn) return null;
    const now = Date.now();
    const others = [...this.watches.entries()].filter(([c]) => c !== conn);
    if (others.length >= this.limits.maxClients) {
      // The session that has waited longest for nothing (one that has not begun a message first),
      // never one whose message is being read.
      const begun = (c: Connection) => (c.session.envelope?.mailFrom ? 1 : 0);
      const idle = others
        .filter(([c]) => !c._dataStream)
        .sort(([c, a], [d, b]) => begun(c) - begun(d) || a.lastMailAt - b.lastMailAt)[0];
      if (!idle) return refusal(421, "Too many connected clients, try again in a moment");
      this.end(idle[0], "Idle session closed to make room");
    }
    const watch: Watch = {
      lastMailAt: now,
      commands: 0,
      timer: setTimeout(() => this.end(conn, "Session time over"), this.limits.sessionMs),
    };
    watch.timer.unref?.();
    this.watches.set(conn, watch);
    // Every command passes here; past the count without a message the session ends.
    const onCommand = conn._onCommand.bind(conn);
    conn._onCommand = (command, callback) => {
      watch.commands++;
      if (watch.commands > this.limits.commandsWithoutMail) {
        this.end(conn, "Too many commands without a message");
        return callback();
      }
      onCommand(command, callback);
    };
    return null;
  }

  private mailTaken(session: SMTPServerSession): void {
    const conn = this.connectionOf(session);
    const watch = conn && this.watches.get(conn);
    if (!watch) return;
    watch.lastMailAt = Date.now();
    watch.commands = 0;
  }

  private end(conn: Connection, why: string): void {
    this.forgetConnection(conn);
    conn.send(421, why);
    conn.close();
  }

  private forget(session: SMTPServerSession): void {
    for (const conn of this.watches.keys()) if (conn.session === session) this.forgetConnection(conn);
  }

  private forgetConnection(conn: Connection): void {
    const watch = this.watches.get(conn);
    if (watch) clearTimeout(watch.timer);
    this.watches.delete(conn);
  }

  private async take(stream: SMTPServerDataStream, recipient: string): Promise<void> {
    const raw = await read(stream);
    if (raw === null) throw refusal(552, "Message too large");
    const who = readVerpRecipient(this.o.bounceAddress, this.o.secret, recipient);
    if (!who) throw refusal(550, "No such recipient");
    const outcome = readDsn(raw);
    if (outcome.kind === "ignored") return;
    try {
      await recordBounce(this.o.db.sql, { ...who, kind: outcome.kind, diagnostic: outcome.diagnostic });
    } catch (error) {
      log.error("bounce not recorded", { error: String(error) });
      throw refusal(451, "Try again later");
    }
    log.info("newsletter bounce", { kind: outcome.kind, status: outcome.status, subscriber: who.subscriberId });
  }

  /** Listens; resolves with the port (0 in the options: one the system picks). */
  listen(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.o.port, this.o.host, () => {
        this.server.off("error", reject);
        resolve((this.server.server.address() as { port: number }).port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

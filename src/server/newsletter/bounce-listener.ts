// The intake of bounces that arrive later by e-mail (BOUNCE_SMTP_PORT, off by default): a small
// SMTP server, meant to sit behind the site's MX on loopback, that takes only mail to a VERP
// address of ours with a valid signature (verp.ts; anything else is refused at RCPT with 550),
// one recipient a message, at most MAX_BYTES, MAX_CLIENTS at once, idle clients dropped after
// IDLE_MS. Each message is read as a delivery status notification (dsn.ts) and its outcome
// recorded per address (bounces-store.ts); a database error answers 451 so the MX tries again.
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import type { Db } from "../db";
import { log } from "../log";
import { recordBounce } from "./bounces-store";
import { readDsn } from "./dsn";
import { readVerpRecipient } from "./verp";

export const MAX_BYTES = 256 * 1024;
const MAX_CLIENTS = 20;
const IDLE_MS = 30_000;

export interface BounceListenerOptions {
  db: Db;
  secret: string;
  bounceAddress: string;
  host: string;
  port: number;
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

  constructor(private readonly o: BounceListenerOptions) {
    this.server = new SMTPServer({
      name: "rockets-bounces",
      banner: "bounce intake",
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      disableReverseLookup: true,
      size: MAX_BYTES,
      maxClients: MAX_CLIENTS,
      socketTimeout: IDLE_MS,
      closeTimeout: 5_000,
      logger: false,
      onRcptTo: (address, session, callback) => {
        if (!readVerpRecipient(o.bounceAddress, o.secret, address.address)) {
          return callback(refusal(550, "No such recipient"));
        }
        if (session.envelope.rcptTo.length > 0) return callback(refusal(452, "One recipient a message"));
        callback();
      },
      onData: (stream, session, callback) => {
        void this.take(stream, session.envelope.rcptTo[0]?.address ?? "").then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
    });
    this.server.on("error", (error) => log.error("bounce intake failed", { error: String(error) }));
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

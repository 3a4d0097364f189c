// A real SMTP server on loopback for the server tests (smtp-server): it keeps every message it
// accepted with its recipients, and, while `refusing`, answers each message with a temporary
// failure (451) so the sender's try fails as with a mail server that is down for a while.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { SmtpMailer } from "../../src/server/mail/mailer";

export interface SmtpReceiver {
  /** Messages accepted: recipients and raw text. */
  received: { to: string; raw: string }[];
  /** Messages refused while `refusing`. */
  refused: number;
  refusing: boolean;
  /** A mailer that sends to this server. */
  mailer(): SmtpMailer;
  close(): Promise<void>;
}

/** `onMessage` is told of each accepted message as it arrives (e.g. to note the time). */
export async function smtpReceiver(
  options: { onMessage?: (message: { to: string; raw: string }) => void } = {},
): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = {
    received: [],
    refused: 0,
    refusing: false,
    mailer: () =>
      new SmtpMailer(`smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`, "Rockets <mail@rockets.test>"),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (receiver.refusing) {
          receiver.refused++;
          callback(Object.assign(new Error("mail server busy, try later"), { responseCode: 451 }));
          return;
        }
        const to = session.envelope.rcptTo.map((r) => r.address).join(",");
        const message = { to, raw: Buffer.concat(chunks).toString("utf8") };
        receiver.received.push(message);
        options.onMessage?.(message);
        callback();
      });
    },
  });
  smtp.on("error", () => {});
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  return receiver;
}

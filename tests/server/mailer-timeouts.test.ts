// The SMTP mailer gives up on a silent mail server (src/server/mail/mailer.ts): a server that
// stalls in DATA fails the send within the socket timeout, and the timeouts together end well
// within an alert delivery's lease, so a stalled send is never still running when another
// instance takes the delivery over. A real SMTP server on loopback.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { LEASE_MS } from "../../src/server/alerts/delivery";
import { SMTP_TIMEOUTS, SmtpMailer, smtpTimeoutsFor } from "../../src/server/mail/mailer";

let smtp: SMTPServer;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream) {
      stream.resume(); // reads the message and never answers
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

test("the timeouts of one send end within an alert delivery's lease", () => {
  const worst = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
  expect(worst).toBeLessThan(LEASE_MS);
  // A shorter lease (ALERT_LEASE_MS) shrinks them with it.
  for (const lease of [2_000, 8_000, 30_000, LEASE_MS, 600_000]) {
    const t = smtpTimeoutsFor(lease);
    expect(t.connectionTimeout + t.greetingTimeout + t.socketTimeout).toBeLessThan(lease);
  }
});

test("a mail server that stalls in DATA fails the send at the socket timeout", async () => {
  const port = (smtp.server.address() as AddressInfo).port;
  const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, "Rockets <alerts@rockets.test>", {
    ...SMTP_TIMEOUTS,
    socketTimeout: 400,
  });
  const started = performance.now();
  const error = await mailer
    .send({ to: "someone@example.test", subject: "Alert", text: "AAPL above 100", html: "<p>AAPL</p>", lang: "en" })
    .then(
      () => null,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(Error);
  expect(String(error)).toMatch(/timeout/i);
  expect(performance.now() - started).toBeLessThan(5_000);
});

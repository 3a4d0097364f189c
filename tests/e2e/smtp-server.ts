// A server of its own for the end-to-end tests that read real mail: SMTP_URL points at an SMTP
// server on loopback (smtp-server) that keeps every delivered message with its recipients.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { SMTPServer } from "smtp-server";

export interface MailedServer {
  base: string;
  /** Every message delivered so far: its recipients and its raw text. */
  received: { to: string; raw: string }[];
  stop(): Promise<void>;
}

/** Starts the SMTP server, then the app on `port` sending through it; resolves once it is healthy. */
export async function serverWithMail(port: number, name: string): Promise<MailedServer> {
  const base = `http://127.0.0.1:${port}`;
  const received: MailedServer["received"] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const dataDir = mkdtempSync(join(tmpdir(), `rockets-${name}-e2e-`));
  const server: ChildProcess = spawn("node_modules/.bin/bun", ["src/server/main.ts"], {
    cwd: join(import.meta.dirname, "../.."),
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: base,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      DEMO: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MARKET_TICK_MS: "1000",
    },
  });
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 30_000 })
    .toBe(200);
  return {
    base,
    received,
    async stop() {
      server.kill("SIGTERM");
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now (fixed offsets from E2E_PORT can meet another run's). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The text of every part of a MIME message, quoted-printable and base64 decoded. */
export function decodedText(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const headers = split < 0 ? "" : part.slice(0, split);
      const body = split < 0 ? part : part.slice(split).trim();
      if (/content-transfer-encoding:\s*base64/i.test(headers))
        return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
        const bytes = body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        return Buffer.from(bytes, "latin1").toString("utf8");
      }
      return body;
    })
    .join("\n");
}

// Price alerts across a real kill -9 (docs/architecture.md, "Price alerts"), on SQLite and, under
// TEST_DB=postgres, PostgreSQL: the server runs as a child process; three alerts fire while the
// loopback mail server stalls every message in DATA, so each delivery is leased and unrecorded;
// the server is killed with SIGKILL and started again on the same data with the mail server
// answering. Every trigger must be in the history once, and every e-mail must arrive exactly
// once (after the dead sender's lease runs out), with the Message-ID derived from its trigger.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { loadConfig } from "../../src/server/config";
import { openDb } from "../../src/server/db";
import { migrate } from "../../src/server/db/migrate";
import type { Services } from "../../src/server/services";
import type { Alert, AlertTrigger } from "../../src/shared/alerts";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type ChildServer, startServer } from "../helpers/child-server";
import { TEST_DB } from "../helpers/server";

const PG = process.env.TEST_DATABASE_URL;
const SYMBOLS = ["AAPL", "MSFT", "2222.SR"];
/** The delivery lease the servers run with (ALERT_LEASE_MS). */
const LEASE = 8_000;

describe(`alerts across a kill -9 and restart on ${TEST_DB}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-alerts-restart-"));
  const schema = `ar_${crypto.randomUUID().replaceAll("-", "")}`;
  let env: Record<string, string> = {};
  let user: TestAccount;
  let smtp: SMTPServer;
  let server: ChildServer | null = null;
  /** While true, every message stalls in DATA: the sender holds its lease and never records. */
  let stall = true;
  let stalled = 0;
  const accepted: string[] = [];
  const sql = async () => (await openDb(loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env }))).sql;

  beforeAll(async () => {
    if (TEST_DB === "postgres") {
      const admin = await openDb({ databaseUrl: PG!, dataDir });
      await admin.sql.unsafe(`CREATE SCHEMA ${schema}`);
      await admin.close();
      const url = new URL(PG!);
      url.searchParams.set("options", `-c search_path=${schema}`);
      env = { DATABASE_URL: url.toString() };
    }
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        if (stall) {
          stalled++;
          stream.resume(); // read and never answer: the client waits for our reply
          return;
        }
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          accepted.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    // The kill -9 resets the mail connections; one caught inside a transaction (after MAIL FROM)
    // is reported as an error of the server, which is what this test does on purpose.
    smtp.on("error", () => {});
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    env = {
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      MAIL_FROM: "Rockets <alerts@rockets.test>",
      MARKET_TICK_MS: "250",
      // A short lease: the restart takes over the dead sender's e-mail after seconds, not a
      // minute (its SMTP timeouts shrink with it, src/server/mail/mailer.ts).
      ALERT_LEASE_MS: String(LEASE),
    };
    // The account and its session are written before the server starts.
    const config = loadConfig({ DATA_DIR: dataDir, DEMO: "false", ...env });
    const db = await openDb(config);
    await migrate(db);
    user = await testUser({ config, db, now: Date.now } as unknown as Services);
    await db.close();
  }, 60_000);

  afterAll(async () => {
    await server?.kill().catch(() => {});
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    if (TEST_DB === "postgres") {
      const admin = await openDb({ databaseUrl: PG!, dataDir });
      await admin.sql.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${server!.origin}/api/v1${path}`, {
      method: init.method ?? "GET",
      headers: { cookie: user.cookie, origin: server!.origin, "content-type": "application/json" },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  const until = async (what: string, ok: () => boolean | Promise<boolean>, ms: number) => {
    const deadline = performance.now() + ms;
    while (!(await ok())) {
      if (performance.now() > deadline) throw new Error(`${what}: not within ${ms} ms\n${server?.output() ?? ""}`);
      await Bun.sleep(100);
    }
  };

  test(
    "every trigger in the history once, every undelivered e-mail delivered once, after the restart",
    async () => {
      server = await startServer({ dataDir, env });
      const alerts: Alert[] = [];
      for (const symbol of SYMBOLS) {
        // A threshold every price passes: the alert fires on the next tick.
        const res = await call("/work/alerts", {
          method: "POST",
          body: { symbol, kind: "priceAbove", value: 0.01, channels: ["app", "email"] },
        });
        expect(res.status).toBe(201);
        alerts.push(((await res.json()) as { alert: Alert }).alert);
      }
      // Each trigger is written and its e-mail leased; the first is stuck in the mail server's
      // DATA, the others wait behind it on the mailer's connection.
      await until(
        "three triggers",
        async () => {
          const res = await call("/work/alerts/history");
          return ((await res.json()) as { triggers: unknown[] }).triggers.length === SYMBOLS.length;
        },
        20_000,
      );
      await until("an e-mail in flight", () => stalled >= 1, 20_000);

      await server.kill();
      const db = await sql();
      const before = (await db`SELECT t.id, d.status, d.lease_until FROM alert_triggers t
        JOIN alert_deliveries d ON d.trigger_id = t.id ORDER BY t.id`) as {
        id: string;
        status: string;
        lease_until: number | string | null;
      }[];
      await db.close();
      // Written before delivery, once per alert, none recorded as sent; the one in flight is
      // leased by the dead sender (the others waited behind it, unleased).
      expect(before).toHaveLength(SYMBOLS.length);
      expect(before.every((r) => r.status === "pending")).toBe(true);
      expect(before.filter((r) => r.lease_until !== null).length).toBeGreaterThanOrEqual(1);
      expect(accepted).toHaveLength(0);

      stall = false;
      server = await startServer({ dataDir, env });
      // The dead sender's leases run out, and the new process sends each e-mail.
      await until("three e-mails delivered", () => accepted.length >= SYMBOLS.length, LEASE + 30_000);
      await Bun.sleep(3_000); // time for a duplicate to show, were there one

      expect(accepted).toHaveLength(SYMBOLS.length);
      const ids = accepted.map((m) => /^Message-ID:\s*<alert-([^@>]+)@/im.exec(m)?.[1]);
      expect(new Set(ids)).toEqual(new Set(before.map((r) => r.id)));

      const res = await call("/work/alerts/history");
      expect(res.status).toBe(200);
      const history = ((await res.json()) as { triggers: AlertTrigger[] }).triggers;
      expect(history.map((h) => h.alertId).sort()).toEqual(alerts.map((a) => a.id).sort());
      expect(history.map((h) => h.id).sort()).toEqual(before.map((r) => r.id).sort());
      for (const h of history) expect(h.deliveries).toEqual([{ channel: "email", status: "delivered" }]);

      const after = await sql();
      const rows = (await after`SELECT t.alert_id, d.status FROM alert_triggers t
        JOIN alert_deliveries d ON d.trigger_id = t.id`) as { alert_id: string; status: string }[];
      await after.close();
      expect(rows).toHaveLength(SYMBOLS.length);
      expect(rows.every((r) => r.status === "delivered")).toBe(true);
    },
    LEASE + 120_000,
  );
});

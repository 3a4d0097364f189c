// The ticket limits under load (docs/api.md "Rate limits": openTickets, ticketMessages): 40 parallel
// requests from 8 addresses spread over two server instances (child processes) sharing one
// database, the writers serialised by the user's lock. SQLite (one file, two processes), and
// PostgreSQL under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RATE_LIMITS } from "../../src/server/http/limits";
import { UPLOAD_HEADER } from "../../src/shared/tickets";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type ChildServer, startServer } from "../helpers/child-server";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";
import { fixture } from "../helpers/ticket-images";

const OPEN = RATE_LIMITS.openTickets.max;
const HOURLY = RATE_LIMITS.ticketMessages.max;

describe(`ticket limits across two instances on ${TEST_DB}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-tickets-"));
  let s: TestServer;
  let servers: ChildServer[];
  beforeAll(async () => {
    s = await testServer({ env: { DATA_DIR: dataDir } });
    s.clock.now = Date.now();
    const url = s.services.config.databaseUrl;
    const env: Record<string, string> = { MARKET_UNIVERSE_SIZE: "0", ...(url ? { DATABASE_URL: url } : {}) };
    servers = await Promise.all([0, 1].map(() => startServer({ dataDir, env, timeoutMs: 60_000 })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((x) => x.stop()));
    await s.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Request k of a burst: instance k % 2, from address 10.0.0.(k % 8). */
  const send = async (k: number, user: TestAccount, path: string, parts: [string, string | Uint8Array][]) => {
    const server = servers[k % 2]!;
    const form = new FormData();
    for (const [name, value] of parts)
      form.append(name, typeof value === "string" ? value : new File([value as BlobPart], `${k}.png`));
    const res = await fetch(`${server.origin}/api/v1/work/tickets${path}`, {
      method: "POST",
      headers: {
        cookie: user.cookie,
        origin: server.origin,
        [UPLOAD_HEADER]: "1",
        "x-forwarded-for": `10.0.0.${k % 8}`,
      },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { code?: string; ticket?: { id: string } } };
  };
  const newTicket = (k: number): [string, string | Uint8Array][] => [
    ["subject", `Ticket ${k}`],
    ["category", "other"],
    ["message", `Message ${k}`],
    ["images", fixture("small.png")],
  ];
  const count = async (sql: string, id: string) =>
    Number(((await s.services.db.sql.unsafe(sql, [id]))[0] as { n: number | string }).n);
  const tally = (results: { status: number }[]) =>
    results.reduce<Record<number, number>>((m, r) => {
      m[r.status] = (m[r.status] ?? 0) + 1;
      return m;
    }, {});

  test(`40 parallel new tickets make exactly ${OPEN}; the others are 409 ticket_open_limit`, async () => {
    const user = await testUser(s.services);
    const results = await Promise.all(Array.from({ length: 40 }, (_, k) => send(k, user, "", newTicket(k))));
    expect(tally(results)).toEqual({ 201: OPEN, 409: 40 - OPEN });
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe("ticket_open_limit");
    expect(await count("SELECT COUNT(*) AS n FROM tickets WHERE user_id = $1", user.id)).toBe(OPEN);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM ticket_images WHERE ticket_id IN (SELECT id FROM tickets WHERE user_id = $1)",
        user.id,
      ),
    ).toBe(OPEN);
  }, 60_000);

  test(`40 parallel replies over ${OPEN} tickets stop at ${HOURLY} messages in the hour; the others are 429`, async () => {
    const user = await testUser(s.services);
    const opened = await Promise.all(Array.from({ length: OPEN }, (_, k) => send(k, user, "", newTicket(k))));
    const ids = opened.map((r) => r.body.ticket?.id ?? "");
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, k) => send(k, user, `/${ids[k % OPEN]}/messages`, [["message", `Reply ${k}`]])),
    );
    expect(tally(results)).toEqual({ 201: HOURLY - OPEN, 429: 40 - (HOURLY - OPEN) });
    for (const r of results.filter((x) => x.status === 429)) expect(r.body.code).toBe("ticket_message_limit");
    expect(await count("SELECT COUNT(*) AS n FROM ticket_messages WHERE author_id = $1", user.id)).toBe(HOURLY);
    // Each conversation's places are 0, 1, 2, … without a gap or a repeat.
    for (const id of ids) {
      const seqs = (await s.services.db.sql`SELECT seq FROM ticket_messages WHERE ticket_id = ${id} ORDER BY seq`).map(
        (r: { seq: number | string }) => Number(r.seq),
      );
      expect(seqs).toEqual(seqs.map((_: number, i: number) => i));
    }
  }, 60_000);
});

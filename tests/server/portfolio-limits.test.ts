// Portfolio limits under load (docs/api.md "Portfolios"): 10 portfolios a user, 10,000
// transactions a portfolio (imports included), each holding under 40 parallel requests from 8
// addresses spread over two server instances (child processes) sharing one database, the
// writers serialised by the stores' locks. SQLite (one file, two processes), and PostgreSQL under
// TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { insertTransactions, type TransactionRow } from "../../src/server/portfolio/transactions-store";
import { MAX_PORTFOLIOS, MAX_TRANSACTIONS } from "../../src/shared/portfolio";
import { testUser } from "../helpers/accounts";
import { type ChildServer, startServer } from "../helpers/child-server";
import { TEST_DB, type TestServer, testServer } from "../helpers/server";

describe(`portfolio limits across two instances on ${TEST_DB}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-portfolio-"));
  let s: TestServer;
  let servers: ChildServer[];
  beforeAll(async () => {
    // The test's own services migrate the database and make the users; the two instances serve.
    s = await testServer({ env: { DATA_DIR: dataDir } });
    // The instances run on the real clock: sessions made now are alive for them.
    s.clock.now = Date.now();
    const url = s.services.config.databaseUrl;
    const env: Record<string, string> = {
      MARKET_UNIVERSE_SIZE: "0",
      ...(url ? { DATABASE_URL: url } : {}),
    };
    servers = await Promise.all([0, 1].map(() => startServer({ dataDir, env, timeoutMs: 60_000 })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((x) => x.stop()));
    await s.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Request k of a burst: instance k % 2, from address 10.0.0.(k % 8) as a proxy in front would say. */
  const send = async (
    k: number,
    cookie: string,
    method: string,
    path: string,
    body: string,
    type = "application/json",
  ) => {
    const server = servers[k % 2]!;
    const res = await fetch(`${server.origin}/api/v1/work/portfolios${path}`, {
      method,
      headers: { cookie, origin: server.origin, "content-type": type, "x-forwarded-for": `10.0.0.${k % 8}` },
      body,
    });
    return { status: res.status, body: (await res.json()) as { code?: string; portfolio?: { id: string } } };
  };
  const count = async (sql: string, id: string) => {
    const rows = await s.services.db.sql.unsafe(sql, [id]);
    return Number((rows[0] as { n: number | string }).n);
  };
  const tally = (results: { status: number }[]) =>
    results.reduce<Record<number, number>>((m, r) => {
      m[r.status] = (m[r.status] ?? 0) + 1;
      return m;
    }, {});

  test("40 parallel creates make exactly 10 portfolios; the others are 409 portfolio_limit", async () => {
    const user = await testUser(s.services);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, k) =>
        send(k, user.cookie, "POST", "", JSON.stringify({ name: `P${k}`, baseCurrency: k % 2 ? "SAR" : "USD" })),
      ),
    );
    expect(tally(results)).toEqual({ 201: MAX_PORTFOLIOS, 409: 40 - MAX_PORTFOLIOS });
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe("portfolio_limit");
    expect(await count("SELECT COUNT(*) AS n FROM portfolios WHERE user_id = $1", user.id)).toBe(MAX_PORTFOLIOS);
  });

  /** A portfolio holding `n` deposits already, written through the store as an import would. */
  const filled = async (n: number) => {
    const user = await testUser(s.services);
    const created = await send(0, user.cookie, "POST", "", JSON.stringify({ name: "Full", baseCurrency: "USD" }));
    const id = created.body.portfolio!.id;
    const rows: TransactionRow[] = Array.from({ length: n }, (_, k) => ({
      id: crypto.randomUUID(),
      seq: k + 1,
      type: "deposit",
      date: "2025-01-02",
      symbol: null,
      quantity: null,
      price: 10,
      fees: 0,
      currency: "USD",
      note: null,
      createdAt: 0,
    }));
    await s.services.db.sql.begin((tx) => insertTransactions(tx, id, rows));
    return { id, cookie: user.cookie };
  };

  test("40 parallel transactions into a portfolio of 9,990 add exactly 10; the others are 409 transaction_limit", async () => {
    const { id, cookie } = await filled(MAX_TRANSACTIONS - 10);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, k) =>
        send(
          k,
          cookie,
          "POST",
          `/${id}/transactions`,
          JSON.stringify({ type: "deposit", date: "2025-02-03", price: k + 1 }),
        ),
      ),
    );
    expect(tally(results)).toEqual({ 201: 10, 409: 30 });
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe("transaction_limit");
    expect(await count("SELECT COUNT(*) AS n FROM portfolio_transactions WHERE portfolio_id = $1", id)).toBe(
      MAX_TRANSACTIONS,
    );
  }, 60_000);

  test("40 parallel imports of 3 rows into a portfolio of 9,990: 3 go in whole, none in part", async () => {
    const { id, cookie } = await filled(MAX_TRANSACTIONS - 10);
    const csv = "date,type,price\n2025-02-03,deposit,1\n2025-02-04,deposit,2\n2025-02-05,deposit,3\n";
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, k) => send(k, cookie, "POST", `/${id}/import?dryRun=0`, csv, "text/csv")),
    );
    const t = tally(results);
    expect(t[200]).toBe(3);
    expect((t[409] ?? 0) + (t[422] ?? 0)).toBe(37);
    expect(await count("SELECT COUNT(*) AS n FROM portfolio_transactions WHERE portfolio_id = $1", id)).toBe(
      MAX_TRANSACTIONS - 1,
    );
  }, 60_000);
});

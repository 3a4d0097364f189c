// Portfolio input bounded (docs/api.md "Portfolios"): dates are real calendar days from
// EARLIEST_DATE to today on every path (JSON, CSV, the zakat query); quantity and price have the
// same caps in a CSV row as in JSON; a NUL is refused naming its field (JSON and CSV), never
// stored; the export defuses a formula and still imports. SQLite, and PostgreSQL under
// TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nulPath } from "../../src/server/http/body";
import {
  computeSummary,
  dailySeries,
  dayNumber,
  isoOf,
  type MarketView,
  type PortfolioData,
  SERIES_CACHE_BYTES,
  seriesCache,
  todayIso,
} from "../../src/server/portfolio/service";
import {
  EARLIEST_DATE,
  IMPORT_MAX_ERRORS,
  IMPORT_PREVIEW_ROWS,
  type ImportError,
  type ImportResult,
  isCalendarDay,
  MAX_IMPORT_ROWS,
} from "../../src/shared/portfolio";
import { type TestAccount, testUser } from "../helpers/accounts";
import { type ChildServer, startServer } from "../helpers/child-server";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

// biome-ignore lint/suspicious/noExplicitAny: response bodies of many shapes
type Body = any;

describe(`portfolio input bounds on ${TEST_DB}`, () => {
  let s: TestServer;
  let alice: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    alice = await testUser(s.services);
  });
  afterAll(() => s.close());

  const call = async (method: string, path: string, json?: unknown, lang = "en") => {
    const res = await s.request(`/api/v1/work/portfolios${path}`, {
      method,
      cookie: alice.cookie,
      headers: { "accept-language": lang, origin: ORIGIN },
      ...(json === undefined ? {} : { json }),
    });
    const text = await res.text();
    return { status: res.status, body: (text.startsWith("{") ? JSON.parse(text) : text) as Body };
  };
  const upload = async (id: string, csv: string, dryRun: 0 | 1, lang = "en") => {
    const res = await s.request(`/api/v1/work/portfolios/${id}/import?dryRun=${dryRun}`, {
      method: "POST",
      cookie: alice.cookie,
      headers: { "accept-language": lang, origin: ORIGIN, "content-type": "text/csv" },
      body: csv,
    });
    return { status: res.status, body: (await res.json()) as ImportResult & Body };
  };
  const newPortfolio = async () => {
    const r = await call("POST", "", { name: `B ${crypto.randomUUID().slice(0, 6)}`, baseCurrency: "USD" });
    expect(r.status).toBe(201);
    return r.body.portfolio.id as string;
  };
  const errorsOf = (body: ImportResult) => body.errors.map((e: ImportError) => [e.line, e.field, e.code]);

  test("calendar days: 2024-02-29 is one; 2024-02-30, 2024-02-31, 2023-02-29, 2100-02-29 are not", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2000-02-29")).toBe(true);
    expect(isCalendarDay("2024-12-31")).toBe(true);
    for (const bad of ["2024-02-30", "2024-02-31", "2023-02-29", "2100-02-29", "2024-04-31", "2024-13-01", "2024-1-01"])
      expect(isCalendarDay(bad)).toBe(false);
  });

  test("JSON: a day that does not exist is 400 invalid_input naming date; before 1990 is date_too_early (en and ar)", async () => {
    const id = await newPortfolio();
    for (const date of ["2024-02-30", "2024-02-31", "2023-02-29"]) {
      const r = await call("POST", `/${id}/transactions`, { type: "deposit", date, price: 10 });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: "invalid_input", field: "date", message: "Date is not valid." });
    }
    for (const date of ["0001-01-01", "1989-12-31"]) {
      const r = await call("POST", `/${id}/transactions`, { type: "deposit", date, price: 10 });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: "date_too_early", field: "date" });
      expect(r.body.message).toBe(`The date cannot be before ${EARLIEST_DATE}.`);
      const ar = await call("POST", `/${id}/transactions`, { type: "deposit", date, price: 10 }, "ar");
      expect(ar.body).toMatchObject({ code: "date_too_early", field: "date" });
      expect(ar.body.message).toMatch(/[\u0600-\u06ff]/);
      expect(ar.body.message).toContain(EARLIEST_DATE);
    }
    // The edit path refuses the same.
    const ok = await call("POST", `/${id}/transactions`, { type: "deposit", date: "2024-02-29", price: 10 });
    expect(ok.status).toBe(201);
    expect((await call("POST", `/${id}/transactions`, { type: "deposit", date: EARLIEST_DATE, price: 1 })).status).toBe(
      201,
    );
    const edit = await call("PUT", `/${id}/transactions/${ok.body.transaction.id}`, {
      type: "deposit",
      date: "0001-01-01",
      price: 10,
    });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ code: "date_too_early", field: "date" });
    expect((await call("GET", `/${id}/transactions`)).body.total).toBe(2);
  });

  test("zakat: date=2024-02-30 is 400 naming date; before 1990 is date_too_early; 2024-02-29 answers", async () => {
    const id = await newPortfolio();
    const bad = await call("GET", `/${id}/zakat?date=2024-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalid_input", field: "date" });
    const early = await call("GET", `/${id}/zakat?date=0001-01-01`, undefined, "ar");
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: "date_too_early", field: "date" });
    expect(early.body.message).toMatch(/[\u0600-\u06ff]/);
    const good = await call("GET", `/${id}/zakat?date=2024-02-29`);
    expect(good.status).toBe(200);
    expect(good.body.date).toBe("2024-02-29");
  });

  test("CSV: impossible and too-early dates, quantity and price over 1e9 are row errors naming the field; nothing saved", async () => {
    const id = await newPortfolio();
    const csv = [
      "date,type,symbol,quantity,price,fees",
      "2024-02-30,deposit,,,10,",
      "0001-01-01,deposit,,,10,",
      "2024-02-29,deposit,,,1e300,",
      "2024-03-01,buy,AAPL,1e300,1,",
      "2024-03-01,buy,AAPL,1,1000000001,",
      "2024-03-01,buy,AAPL,1,1,1e10",
      "2024-03-01,deposit,,,Infinity,",
      "2024-03-04,deposit,,,1000000000,",
    ].join("\n");
    const { status, body } = await upload(id, csv, 0);
    expect(status).toBe(422);
    expect(errorsOf(body)).toEqual([
      [2, "date", "invalid"],
      [3, "date", "date_too_early"],
      [4, "price", "invalid"],
      [5, "quantity", "invalid"],
      [6, "price", "invalid"],
      [7, "fees", "invalid"],
      [8, "price", "invalid"],
    ]);
    expect((await call("GET", `/${id}/transactions`)).body.total).toBe(0);
    // JSON refuses the same amounts.
    const json = await call("POST", `/${id}/transactions`, { type: "deposit", date: "2024-03-01", price: 1e300 });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ code: "invalid_input", field: "price" });
  });

  test("a NUL in a note is 400 naming note (JSON, en and ar) and a row error naming line and column (CSV)", async () => {
    const id = await newPortfolio();
    const r = await call("POST", `/${id}/transactions`, {
      type: "deposit",
      date: "2025-01-02",
      price: 5,
      note: "a\u0000b",
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "invalid_input", field: "note" });
    expect(r.body.message).toContain("Note");
    const ar = await call(
      "POST",
      `/${id}/transactions`,
      { type: "deposit", date: "2025-01-02", price: 5, note: "\u0000" },
      "ar",
    );
    expect(ar.status).toBe(400);
    expect(ar.body).toMatchObject({ code: "invalid_input", field: "note" });
    expect(ar.body.message).toMatch(/[\u0600-\u06ff]/);
    const csv = "date,type,symbol,quantity,price,note\n2025-01-02,deposit,,,5,ok\n2025-01-03,deposit,,,5,x\u0000y\n";
    const up = await upload(id, csv, 0);
    expect(up.status).toBe(422);
    expect(errorsOf(up.body)).toEqual([[3, "note", "forbidden_chars"]]);
    expect(up.body.errors[0].message).toContain("Note");
    expect((await call("GET", `/${id}/transactions`)).body.total).toBe(0);
  });

  test("the JSON body reader names the dot path of any string holding a NUL", () => {
    expect(nulPath({ a: "x", b: [1, { c: "y\u0000" }] })).toBe("b.1.c");
    expect(nulPath({ "k\u0000": 1 })).toBe("k");
    expect(nulPath({ a: "x", b: [1, { c: "y" }] })).toBeNull();
    // Deep nesting does not overflow the stack.
    let deep: unknown = "\u0000";
    for (let k = 0; k < 20_000; k++) deep = [deep];
    expect(nulPath(deep)?.split(".").length).toBe(20_000);
  });

  test("export defuses a formula in a note ('=HYPERLINK…) and the file imports again", async () => {
    const from = await newPortfolio();
    const note = '=HYPERLINK("http://x")';
    for (const tx of [
      { type: "deposit", date: "2025-01-02", price: 1000, note },
      { type: "buy", date: "2025-01-03", symbol: "AAPL", quantity: 2, price: 200, note: "+1 @home" },
      { type: "fee", date: "2025-01-04", price: 1.5, note: "-fee" },
    ])
      expect((await call("POST", `/${from}/transactions`, tx)).status).toBe(201);
    const res = await s.request(`/api/v1/work/portfolios/${from}/export`, { cookie: alice.cookie });
    const csv = await res.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(",'+1 @home");
    expect(csv).toContain(",'-fee");
    for (const line of csv
      .replace(/^\uFEFF/, "")
      .split("\r\n")
      .filter(Boolean))
      for (const cell of line.split(",")) expect(cell).not.toMatch(/^"?[=+@\t\r]/);
    const to = await newPortfolio();
    const back = await upload(to, csv, 0);
    expect(back.status).toBe(200);
    expect(back.body.imported).toBe(3);
    const notes = (await call("GET", `/${to}/transactions`)).body.transactions.map((t: { note: string }) => t.note);
    expect(notes).toContain(`'${note}`);
  });

  test("16 summaries of one portfolio at once read its transactions from the database once, same answers", async () => {
    const id = await newPortfolio();
    const rows = Array.from(
      { length: 300 },
      (_, k) => `2025-01-${String(2 + (k % 27)).padStart(2, "0")},deposit,,,${k + 1},0,USD,`,
    );
    const csv = `date,type,symbol,quantity,price,fees,currency,note\n${rows.join("\n")}\n`;
    expect((await upload(id, csv, 0)).body.imported).toBe(300);
    // Every statement of the requests is counted: the read of all of a portfolio's transactions
    // (transactions-store.ts allTransactions) is the one ordered by day, then sequence.
    const db = s.services.db;
    const sql = db.sql;
    let reads = 0;
    db.sql = new Proxy(sql, {
      apply(target, self, args) {
        if ((args[0] as readonly string[]).join("?").includes("ORDER BY day, seq")) reads++;
        return Reflect.apply(target, self, args);
      },
      get(target, key) {
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    try {
      const answers = await Promise.all(Array.from({ length: 16 }, () => call("GET", `/${id}/summary`)));
      expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
      expect(reads).toBe(1);
      expect(answers[0]!.body.cash).toBe((300 * 301) / 2);
      for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    } finally {
      db.sql = sql;
    }
  });
});

describe(`portfolio series and caches bounded on ${TEST_DB}`, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await testServer();
  });
  afterAll(() => s.close());

  const view = (): MarketView => ({
    services: s.services,
    fundamentals: () => {
      throw new Error("not used");
    },
  });
  const data = (id: string, first: string): PortfolioData => ({
    row: {
      id,
      userId: "u",
      name: "n",
      baseCurrency: "USD",
      costMethod: "fifo",
      withholdingRate: 0.3,
      version: 1,
      createdAt: 0,
    },
    txs: [
      { type: "deposit", date: first, symbol: null, quantity: null, price: 10_000, fees: 0, currency: "USD" },
      { type: "buy", date: "2024-01-03", symbol: "AAPL", quantity: 10, price: 100, fees: 1, currency: "USD" },
    ],
    methods: new Map(),
  });

  test("a transaction dated year 1 (stored before the bound) makes a series from EARLIEST_DATE, not from year 1", async () => {
    const today = todayIso(s.clock.now);
    const series = await dailySeries(view(), data(crypto.randomUUID(), "0001-01-01"), today);
    const days = dayNumber(today) - dayNumber(EARLIEST_DATE) + 2;
    expect(series.values.length).toBe(days);
    expect(isoOf(series.firstDay + 1)).toBe(EARLIEST_DATE);
    // The deposit counts from the first day of the series.
    expect(series.flows[1]).toBe(10_000);
    const { summary } = await computeSummary(view(), data(crypto.randomUUID(), "0001-01-01"));
    expect(summary.cash).toBe(10_000 - 1001);
    expect(summary.performance.ALL.from).toBe(isoOf(dayNumber(EARLIEST_DATE) - 1));
  });

  test("200 summaries of portfolios dated from 1990 keep the series cache within its byte budget", async () => {
    let evicted = false;
    for (let k = 0; k < 200; k++) {
      await computeSummary(view(), data(`long-${k}`, EARLIEST_DATE));
      expect(seriesCache.bytes).toBeLessThanOrEqual(SERIES_CACHE_BYTES);
      if (seriesCache.size < k + 1) evicted = true;
    }
    // 200 series of about 13,500 days are more than the budget: the least recently used went.
    expect(evicted).toBe(true);
    expect(seriesCache.bytes).toBeGreaterThan(SERIES_CACHE_BYTES * 0.8);
    // The most recent is still there (a warm summary), the first went.
    const today = todayIso(s.clock.now);
    const before = seriesCache.size;
    const recent = await dailySeries(view(), data("long-199", EARLIEST_DATE), today);
    expect(seriesCache.size).toBe(before);
    expect(await dailySeries(view(), data("long-199", EARLIEST_DATE), today)).toBe(recent);
  }, 60_000);

  test("cold summaries of one portfolio at once compute its daily series once and share it", async () => {
    const today = todayIso(s.clock.now);
    const one = data(`shared-${crypto.randomUUID()}`, "2000-01-03");
    const series = await Promise.all(Array.from({ length: 8 }, () => dailySeries(view(), one, today)));
    for (const x of series) expect(x).toBe(series[0]!);
    // Cached once made: a later summary gets the same series.
    expect(await dailySeries(view(), one, today)).toBe(series[0]!);
  });
});

describe(`portfolio CSV import bounded by its limit on ${TEST_DB}`, () => {
  let s: TestServer;
  let alice: TestAccount;
  beforeAll(async () => {
    s = await testServer();
    alice = await testUser(s.services);
  });
  afterAll(() => s.close());

  const newPortfolio = async () => {
    const res = await s.request("/api/v1/work/portfolios", {
      method: "POST",
      cookie: alice.cookie,
      headers: { origin: ORIGIN },
      json: { name: `I ${crypto.randomUUID().slice(0, 6)}`, baseCurrency: "USD" },
    });
    return ((await res.json()) as Body).portfolio.id as string;
  };
  const upload = async (id: string, csv: string, dryRun: 0 | 1, lang = "en") => {
    const res = await s.request(`/api/v1/work/portfolios/${id}/import?dryRun=${dryRun}`, {
      method: "POST",
      cookie: alice.cookie,
      headers: { "accept-language": lang, origin: ORIGIN, "content-type": "text/csv" },
      body: csv,
    });
    const text = await res.text();
    return { status: res.status, bytes: text.length, body: JSON.parse(text) as ImportResult & Body };
  };
  // 349,523 rows of "x,x" after a header: the 2 MB file of the report.
  const tiny = `date,type\r\n${"x,x\r\n".repeat(349_523)}`.padEnd(2 * 1024 * 1024 - 64, " ");

  test("a 2 MB file of 349,523 tiny rows is refused before any row is checked: 400 csv_row_limit naming file (en and ar)", async () => {
    const id = await newPortfolio();
    const r = await upload(id, tiny, 1);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: "csv_row_limit", field: "file", max: MAX_IMPORT_ROWS });
    expect(r.body.message).toBe(
      `The file has more than ${MAX_IMPORT_ROWS} rows. Split it into files of ${MAX_IMPORT_ROWS} rows at most.`,
    );
    const ar = await upload(id, tiny, 0, "ar");
    expect(ar.status).toBe(400);
    expect(ar.body).toMatchObject({ code: "csv_row_limit", field: "file" });
    expect(ar.body.message).toMatch(/[\u0600-\u06ff]/);
    // One row past the limit is refused; at the limit the file is read.
    const header = "date,type,price\n";
    const over = await upload(id, header + "2025-01-02,deposit,1\n".repeat(MAX_IMPORT_ROWS + 1), 1);
    expect(over.body.code).toBe("csv_row_limit");
    const at = await upload(id, header + "2025-01-02,deposit,1\n".repeat(MAX_IMPORT_ROWS), 1);
    expect(at.status).toBe(200);
    expect(at.body.rowCount).toBe(MAX_IMPORT_ROWS);
  }, 60_000);

  test("four imports at once (two 2 MB files of 349,523 rows, two 10,000-row dry runs) never hold the event loop 50 ms of CPU", async () => {
    const a = await newPortfolio();
    const b = await newPortfolio();
    const tinyBytes = new Blob([tiny]);
    const full = new Blob([
      `date,type,symbol,quantity,price,fees\n${Array.from({ length: MAX_IMPORT_ROWS }, (_, k) =>
        k % 2 ? "2025-01-03,buy,AAPL,1,100,1" : "2025-01-02,deposit,,,200,",
      ).join("\n")}\n`,
    ]);
    const send = (id: string, body: Blob) =>
      s
        .request(`/api/v1/work/portfolios/${id}/import?dryRun=1`, {
          method: "POST",
          cookie: alice.cookie,
          headers: { origin: ORIGIN, "content-type": "text/csv" },
          body,
        })
        .then((r) => r.status);
    await Promise.all([send(a, tinyBytes), send(b, full)]); // warm
    // A 1 ms timer chain: between two of its ticks, the CPU time the process spent (wall time on a
    // shared machine also counts the waits for a core, which are not ours).
    const cpu = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    let longestCpu = 0;
    let longestWall = 0;
    let ticks = 0;
    let last = { cpu: cpu(), wall: performance.now() };
    let running = true;
    const tick = () => {
      const now = { cpu: cpu(), wall: performance.now() };
      longestCpu = Math.max(longestCpu, now.cpu - last.cpu);
      longestWall = Math.max(longestWall, now.wall - last.wall);
      last = now;
      ticks++;
      if (running) setTimeout(tick, 1);
    };
    setTimeout(tick, 1);
    const started = performance.now();
    const statuses = await Promise.all([send(a, tinyBytes), send(b, full), send(a, tinyBytes), send(b, full)]);
    running = false;
    tick();
    console.log(
      `four imports: ${(performance.now() - started).toFixed(0)} ms, ${ticks} timer ticks, longest hold ${longestCpu.toFixed(1)} ms of CPU (${longestWall.toFixed(1)} ms of wall time)`,
    );
    expect(statuses).toEqual([400, 200, 400, 200]);
    expect(ticks).toBeGreaterThan(4);
    expect(longestCpu).toBeLessThan(50);
  }, 60_000);

  test("the answer is bounded: 10,000 rows with errors give the first 100 rows, the first 50 errors and both counts", async () => {
    const id = await newPortfolio();
    const csv = `date,type,price,note\n${"2025-01-02,teleport,1,a note of some length\n".repeat(MAX_IMPORT_ROWS)}`;
    const dry = await upload(id, csv, 1);
    expect(dry.status).toBe(200);
    expect(dry.body.rows).toHaveLength(IMPORT_PREVIEW_ROWS);
    expect(dry.body.rows[0]!.line).toBe(2);
    expect(dry.body.rowCount).toBe(MAX_IMPORT_ROWS);
    expect(dry.body.errors).toHaveLength(IMPORT_MAX_ERRORS);
    expect(dry.body.errors.map((e: ImportError) => e.line)).toEqual(
      Array.from({ length: IMPORT_MAX_ERRORS }, (_, k) => k + 2),
    );
    expect(dry.body.errorCount).toBe(MAX_IMPORT_ROWS);
    expect(dry.bytes).toBeLessThan(64 * 1024);
    const refused = await upload(id, csv, 0);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: "import_invalid", field: "type", errorCount: MAX_IMPORT_ROWS });
    expect(refused.body.errors).toHaveLength(IMPORT_MAX_ERRORS);
    expect(refused.bytes).toBeLessThan(64 * 1024);
  }, 60_000);

  test("a line of a million commas is read without a million-field array and answered", async () => {
    const id = await newPortfolio();
    const r = await upload(id, `date,type\n${",".repeat(1_000_000)}\n`, 1);
    expect(r.status).toBe(200);
    expect(r.body.rowCount).toBe(1);
    expect(r.body.errorCount).toBe(1);
  });
});

describe(`portfolio imports and /healthz on a real server on ${TEST_DB}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "rockets-import-"));
  let s: TestServer;
  let server: ChildServer;
  beforeAll(async () => {
    // The test's own services migrate the database and make the user; the child process serves.
    s = await testServer({ env: { DATA_DIR: dataDir } });
    s.clock.now = Date.now();
    const url = s.services.config.databaseUrl;
    server = await startServer({ dataDir, env: { ...(url ? { DATABASE_URL: url } : {}) }, timeoutMs: 60_000 });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await s.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("while two 2 MB files of 349,523 rows and two 10,000-row dry runs are imported, /healthz keeps answering (timings printed)", async () => {
    const user = await testUser(s.services);
    const headers = { cookie: user.cookie, origin: server.origin };
    const portfolio = async () => {
      const res = await fetch(`${server.origin}/api/v1/work/portfolios`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ name: `H ${crypto.randomUUID().slice(0, 6)}`, baseCurrency: "USD" }),
      });
      return ((await res.json()) as Body).portfolio.id as string;
    };
    const [a, b] = [await portfolio(), await portfolio()];
    const tiny = new Blob([`date,type\r\n${"x,x\r\n".repeat(349_523)}`]);
    const full = new Blob([
      `date,type,symbol,quantity,price,fees\n${Array.from({ length: MAX_IMPORT_ROWS }, (_, k) =>
        k % 2 ? "2025-01-03,buy,AAPL,1,100,1" : "2025-01-02,deposit,,,200,",
      ).join("\n")}\n`,
    ]);
    const upload = (id: string, body: Blob) =>
      fetch(`${server.origin}/api/v1/work/portfolios/${id}/import?dryRun=1`, {
        method: "POST",
        headers: { ...headers, "content-type": "text/csv" },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as Body }));
    const health = async () => {
      const started = performance.now();
      await (await fetch(`${server.origin}/healthz`)).text();
      return performance.now() - started;
    };
    // A first round warms the server's code paths up (the sample counts the second), and the
    // server's own start-up work (the market's first ticks) is let finish: 10 quick answers in a row.
    await Promise.all([upload(a, tiny), upload(b, full)]);
    const quiet: number[] = [];
    for (let k = 0; k < 500 && !(quiet.length >= 10 && quiet.slice(-10).every((x) => x < 10)); k++)
      quiet.push(await health());
    const samples: number[] = [];
    let running = true;
    const probe = (async () => {
      while (running) samples.push(await health());
    })();
    const started = performance.now();
    const answers = await Promise.all([upload(a, tiny), upload(b, full), upload(a, tiny), upload(b, full)]);
    const elapsed = performance.now() - started;
    running = false;
    await probe;
    expect(answers.map((x) => x.status)).toEqual([400, 200, 400, 200]);
    expect(answers[0]!.body.code).toBe("csv_row_limit");
    expect(answers[1]!.body).toMatchObject({ rowCount: MAX_IMPORT_ROWS, errorCount: 0 });
    const sorted = [...samples].sort((x, y) => x - y);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    console.log(
      `imports ${elapsed.toFixed(0)} ms; /healthz before ${quiet
        .slice(-10)
        .map((x) => x.toFixed(1))
        .join(
          " ",
        )} ms; during: ${samples.length} samples, p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
    );
    // Wall-clock figures on a shared machine include the time the process waits for a core; the
    // bound itself is checked on CPU time in the test above. Here: /healthz kept answering.
    expect(samples.length).toBeGreaterThan(3);
  }, 120_000);
});

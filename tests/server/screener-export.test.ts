// The partner screener's CSV export (docs/api.md, Screener): streamed in slices that leave the
// event loop free, with the same content as the export built in one piece (the code before the
// stream, kept below as the reference), one export at a time per partner, at most 10 started a
// minute (40 parallel requests from several addresses over two instances), and a client that
// goes away mid-file frees its slot. SQLite, and PostgreSQL (+ Redis counters with
// TEST_REDIS_URL) under TEST_DB=postgres.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import type { Locales } from "../../src/i18n/i18n-types";
import { i18nObject } from "../../src/i18n/i18n-util";
import { loadAllLocales } from "../../src/i18n/i18n-util.sync";
import { type App, createApp } from "../../src/server/app";
import { openDb } from "../../src/server/db";
import { EXPORT_LIMITS, exportsEnded, inTurn } from "../../src/server/screener/csv-export";
import { fieldLabel, valueLabel } from "../../src/server/screener/routes";
import type { Services } from "../../src/server/services";
import { fieldDef, rowFields, SCREEN_FIELD_KEYS, type ScreenField, type ScreenQuery } from "../../src/shared/screener";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { ORIGIN, TEST_DB, type TestServer, testServer } from "../helpers/server";

setDefaultTimeout(240_000);
loadAllLocales();
const texts = { en: i18nObject("en"), ar: i18nObject("ar") };

let s: TestServer;
beforeAll(async () => {
  // A universe of 2,600 tickers: the US export is a few slices (at most 1,000 rows each).
  s = await testServer({ env: { MARKET_UNIVERSE_SIZE: "2600" } });
  await s.services.market.step();
  // The history columns are built in the background; these tests read them complete.
  await s.services.market.screener.whenBuilt();
});
afterAll(() => s.close());

const exportRequest = (who: TestAccount, query: unknown, lang = "en", ip?: string, app?: App) => {
  const req = new Request(`${ORIGIN}/api/v1/partner/screener/export`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, cookie: who.cookie, "accept-language": lang },
    body: JSON.stringify(query),
  });
  if (!app)
    return s.request("/api/v1/partner/screener/export", {
      method: "POST",
      json: query,
      cookie: who.cookie,
      ip,
      headers: { "accept-language": lang },
    });
  const peer = { requestIP: () => ({ address: ip ?? "127.0.0.1", family: "IPv4", port: 40000 }) };
  return app.fetch(req, peer as never) as Promise<Response>;
};

/** The export as it was built before it was streamed: the whole file in one string. */
function referenceCsv(query: ScreenQuery, locale: Locales): string {
  const engine = s.services.market.screener;
  const t = texts[locale].screener;
  const unit = (f: ScreenField) => {
    const def = fieldDef(f);
    if (def.kind === "set") return "";
    return def.unit === "currency" ? t.currency[query.market]() : t.units[def.unit]();
  };
  const cell = (value: string | number | null): string => {
    if (value === null) return "";
    if (typeof value === "number") return String(value);
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const columns = rowFields(query);
  const header = [
    t.csv.symbol(),
    t.csv.name(),
    ...columns.map((f) => (unit(f) ? `${fieldLabel(locale, f)} (${unit(f)})` : fieldLabel(locale, f))),
  ];
  const lines = [header.map(cell).join(",")];
  const companies = engine.state.companies;
  for (const i of engine.all(query)) {
    const c = companies[i]!;
    const name = locale === "ar" && c.nameAr ? c.nameAr : c.name;
    const values = columns.map((f) => {
      const v = engine.value(i, f);
      return typeof v === "string" && fieldDef(f).kind === "set" ? valueLabel(locale, v) : v;
    });
    lines.push([c.symbol, name, ...values].map(cell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** The reference with the simulated market's last column: "Data source" and "Simulated" on every row. */
function withSimulatedColumn(csv: string, locale: Locales): string {
  const t = texts[locale].screener.csv;
  const lines = csv.slice(1, -2).split("\r\n");
  const marked = [`${lines[0]},${t.source()}`, ...lines.slice(1).map((l) => `${l},${t.simulated()}`)];
  return `\uFEFF${marked.join("\r\n")}\r\n`;
}

/** The body read slice by slice: the slices, and how many timer turns ran while it streamed. */
async function readSlices(res: Response): Promise<{ text: string; slices: number; turns: number }> {
  let turns = 0;
  let streaming = true;
  const ticker = (async () => {
    while (streaming) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      turns++;
    }
  })();
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  streaming = false;
  await ticker;
  return {
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(Buffer.concat(parts)),
    slices: parts.length,
    turns,
  };
}

describe("content", () => {
  const queries: [string, ScreenQuery, Locales][] = [
    [
      "the whole US market, default columns",
      { market: "US", filters: [], sort: { field: "marketCap", dir: "desc" } },
      "en",
    ],
    ["the whole US market in Arabic", { market: "US", filters: [], sort: { field: "marketCap", dir: "desc" } }, "ar"],
    [
      "Saudi, set and Shariah columns, ascending on a field with unknown values",
      {
        market: "SA",
        filters: [{ field: "sector", in: ["Financial Services", "Energy", "Real Estate", "Basic Materials"] }],
        sort: { field: "change1y", dir: "asc" },
        columns: [
          "price",
          "sector",
          "exchange",
          "payoutFrequency",
          "dividendTTM",
          "beta",
          "shariahStatus",
          "shariahDebt",
        ],
      },
      "ar",
    ],
    [
      "US filtered and sorted by a ratio",
      {
        market: "US",
        filters: [
          { field: "price", min: 5 },
          { field: "payoutFrequency", in: ["4", "12"] },
        ],
        sort: { field: "relVolume", dir: "desc" },
        columns: ["change1d", "volume", "dividendYield", "high52", "low52", "sma50Over200"],
      },
      "en",
    ],
    [
      "US by a set field (ties broken by symbol), a column with unknown values",
      {
        market: "US",
        filters: [],
        sort: { field: "payoutFrequency", dir: "desc" },
        columns: ["payoutFrequency", "shariahIncome", "beta", "changeYtd"],
      },
      "en",
    ],
    [
      "no match: the header alone",
      { market: "US", filters: [{ field: "price", min: 1e12 }], sort: { field: "price", dir: "asc" } },
      "en",
    ],
  ];

  for (const [name, query, locale] of queries) {
    test(`${name}: the same bytes as the export built in one piece, plus the simulated column`, async () => {
      const partner = await testPartner(s.services);
      const res = await exportRequest(partner, query, locale);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(res.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="screen-${query.market.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      // The market did not move in between (the test steps it by hand): the same state version.
      expect(text).toBe(withSimulatedColumn(referenceCsv(query, locale), locale));
    });
  }

  test("every amount column names its currency; the simulated column in both languages", async () => {
    const partner = await testPartner(s.services);
    const query: ScreenQuery = {
      market: "SA",
      filters: [],
      sort: { field: "marketCap", dir: "desc" },
      columns: ["price", "change", "tradedValue", "dividendTTM", "sma20", "high52", "open", "prevClose", "change1d"],
    };
    for (const [lang, currency, source, simulated] of [
      ["en", "SAR", "Data source", "Simulated"],
      ["ar", "ريال", "مصدر البيانات", "بيانات محاكاة"],
    ] as const) {
      const text = await (await exportRequest(partner, query, lang)).text();
      const [header, ...rows] = text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      const cells = header!.split(",");
      for (const [k, f] of rowFields(query).entries()) {
        const def = fieldDef(f);
        if (def.kind === "number" && def.unit === "currency") expect(cells[k + 2]).toEndWith(`(${currency})`);
        else expect(cells[k + 2]).not.toContain(`(${currency})`);
      }
      expect(cells.at(-1)).toBe(source);
      expect(rows.length).toBeGreaterThan(200);
      for (const row of rows) expect(row.endsWith(`,${simulated}`)).toBe(true);
    }
  });

  test("an Arabic file has no English word: headers, units and set values in Arabic", async () => {
    const partner = await testPartner(s.services);
    // Every field as a column (40 at most per file: two files), both markets.
    for (const [market, columns] of [
      ["SA", SCREEN_FIELD_KEYS.slice(0, 40)],
      ["US", SCREEN_FIELD_KEYS.slice(-20)],
    ] as const) {
      const query: ScreenQuery = {
        market,
        filters: [],
        sort: { field: "marketCap", dir: "desc" },
        columns: [...columns],
      };
      const text = await (await exportRequest(partner, query, "ar")).text();
      const [header, ...rows] = text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      // Units without an Arabic form stay (none today); symbols and companies' own Latin names
      // are data, so only the header and the set-value columns are read.
      expect(header!.match(/[A-Za-z]{2,}/g) ?? [], `${market} header`).toEqual([]);
      const setColumns = rowFields(query)
        .map((f, k) => [f, k + 2] as const)
        .filter(([f]) => fieldDef(f).kind === "set");
      expect(setColumns.length).toBeGreaterThan(0);
      for (const row of rows.slice(0, 300)) {
        // Quoted cells may hold commas (companies' names).
        const cells = [...`${row},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map((m) => m[1]!);
        for (const [f, k] of setColumns) expect(cells[k]?.match(/[A-Za-z]{2,}/g) ?? [], `${market} ${f}`).toEqual([]);
      }
    }
  });

  test("the file comes in several slices, with turns of the event loop between them", async () => {
    const partner = await testPartner(s.services);
    const query = { market: "US", filters: [], sort: { field: "price", dir: "asc" } };
    const res = await exportRequest(partner, query);
    const { text, slices, turns } = await readSlices(res);
    const rows = text.trimEnd().split("\r\n").length - 1;
    expect(rows).toBeGreaterThan(2000);
    // The header, then at most 1,000 rows a slice.
    expect(slices).toBeGreaterThanOrEqual(1 + Math.ceil(rows / 1000));
    expect(turns).toBeGreaterThanOrEqual(slices - 1);
  });
});

const US: ScreenQuery = { market: "US", filters: [], sort: { field: "marketCap", dir: "desc" } };

async function expectRefused(res: Response, code: "export_busy" | "export_limit", lang: Locales) {
  expect(res.status).toBe(429);
  const body = await res.json();
  expect(body.code).toBe(code);
  expect(body.retryAfter).toBeGreaterThanOrEqual(1);
  expect(res.headers.get("retry-after")).toBe(String(body.retryAfter));
  if (code === "export_busy") expect(body.message).toBe(texts[lang].screener.errors.export_busy());
  else
    expect(body.message).toMatch(
      lang === "ar" ? /^بدأت أقصى عدد من عمليات التصدير/ : /^You have started as many exports/,
    );
  return body;
}

/** Services whose rate limits live in Redis (both instances sharing one prefix), or null without TEST_REDIS_URL. */
async function redisLimiter() {
  const url = process.env.TEST_REDIS_URL;
  if (TEST_DB !== "postgres" || !url) return null;
  const { RedisRateLimiter } = await import("../../src/server/scale/rate-limit");
  const { openRedis } = await import("../../src/server/scale/redis");
  const prefix = `test:export:${crypto.randomUUID().slice(0, 8)}:`;
  const redis = [await openRedis(url, prefix), await openRedis(url, prefix)];
  return {
    limiters: redis.map((r) => new RedisRateLimiter(r)),
    close: () => {
      for (const r of redis) r.close();
    },
  };
}

describe(`one export at a time per partner, on ${TEST_DB}`, () => {
  test("a second export while the first streams is refused with 429 export_busy; others are not held up", async () => {
    const partner = await testPartner(s.services);
    const other = await testPartner(s.services);
    const first = await exportRequest(partner, US);
    expect(first.status).toBe(200);
    const reader = (first.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).done).toBe(false);
    await expectRefused(await exportRequest(partner, US, "ar"), "export_busy", "ar");
    const refused = await expectRefused(await exportRequest(partner, US, "en", "198.51.100.9"), "export_busy", "en");
    expect(refused.retryAfter).toBe(5);
    // Another partner exports meanwhile.
    const theirs = await exportRequest(other, US);
    expect(theirs.status).toBe(200);
    expect((await theirs.text()).length).toBeGreaterThan(1000);
    // The first file ends: the slot is free again.
    while (!(await reader.read()).done) {}
    const again = await exportRequest(partner, US);
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });

  test("a client that goes away mid-file frees the slot (a real socket)", async () => {
    const partner = await testPartner(s.services);
    const server = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: async (req, srv) => (await s.app.fetch(req, srv)) as Response,
    });
    let release = () => {};
    try {
      const cancelled = exportsEnded.get({ outcome: "cancelled" });
      const done = exportsEnded.get({ outcome: "done" });
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/partner/screener/export`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, cookie: partner.cookie },
        body: JSON.stringify(US),
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      // Every export's slices wait behind this one until it is released: the file cannot end
      // (into the sockets' buffers) before the client goes away.
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      void inTurn(() => gate);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const head = await reader.read();
      expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(head.value).startsWith("\uFEFFSymbol,Name,")).toBe(
        true,
      );
      // While it streams, the partner's slot is taken.
      await expectRefused(await exportRequest(partner, US), "export_busy", "en");
      abort.abort();
      await reader.cancel().catch(() => {});
      // The server sees the socket close, ends the stream mid-file and frees the slot.
      const until = Date.now() + 10_000;
      while (exportsEnded.get({ outcome: "cancelled" }) === cancelled && Date.now() < until) await Bun.sleep(10);
      expect(exportsEnded.get({ outcome: "cancelled" })).toBe(cancelled + 1);
      release();
      expect(exportsEnded.get({ outcome: "done" })).toBe(done);
      const next = await exportRequest(partner, US);
      expect(next.status).toBe(200);
      await next.arrayBuffer();
    } finally {
      release();
      server.stop(true);
    }
  });

  test("an error before the file starts frees the slot too", async () => {
    const partner = await testPartner(s.services);
    // A refused body (400) never takes the slot; a good one after it is served.
    const bad = await exportRequest(partner, { market: "EU" });
    expect(bad.status).toBe(400);
    const good = await exportRequest(partner, US);
    expect(good.status).toBe(200);
    await good.arrayBuffer();
    expect((await exportRequest(partner, US)).status).toBe(200);
  });
});

describe(`at most ${EXPORT_LIMITS.perMinute.max} exports a minute per partner, on ${TEST_DB}`, () => {
  test("10 in a row, then 429 export_limit with retryAfter; a minute later, exports again", async () => {
    const partner = await testPartner(s.services);
    const small: ScreenQuery = { ...US, filters: [{ field: "marketCap", min: 1e11 }] };
    for (let k = 0; k < EXPORT_LIMITS.perMinute.max; k++) {
      const res = await exportRequest(partner, small, "en", `203.0.113.${k}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const body = await expectRefused(await exportRequest(partner, small, "ar", "203.0.113.99"), "export_limit", "ar");
    expect(body.retryAfter).toBeLessThanOrEqual(60);
    expect(body.max).toBe(EXPORT_LIMITS.perMinute.max);
    s.clock.advance(61_000);
    const after = await exportRequest(partner, small);
    expect(after.status).toBe(200);
    await after.arrayBuffer();
  });

  test("40 parallel requests from 8 addresses over two instances: one file, 9 busy, 30 over the limit", async () => {
    const partner = await testPartner(s.services);
    const redis = await redisLimiter();
    const db2 = await openDb(s.services.config);
    const one: Services = redis ? { ...s.services, rateLimiter: redis.limiters[0]! } : s.services;
    const two: Services = { ...s.services, db: db2, ...(redis ? { rateLimiter: redis.limiters[1]! } : {}) };
    const apps = [createApp(one), createApp(two)];
    try {
      // The bodies of the served files are not read until all 40 answered: the slot stays taken.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, k) => exportRequest(partner, US, "en", `192.0.2.${k % 8}`, apps[k % 2])),
      );
      const served = answers.filter((r) => r.status === 200);
      const codes = await Promise.all(answers.filter((r) => r.status !== 200).map(async (r) => (await r.json()).code));
      expect(served.length).toBe(1);
      expect(codes.filter((c) => c === "export_busy").length).toBe(EXPORT_LIMITS.perMinute.max - 1);
      expect(codes.filter((c) => c === "export_limit").length).toBe(40 - EXPORT_LIMITS.perMinute.max);
      const text = await served[0]!.text();
      expect(text.trimEnd().split("\r\n").length).toBeGreaterThan(2000);
      // The file is done and the slot free, but the minute's exports are spent, on both instances.
      for (const app of apps)
        await expectRefused(await exportRequest(partner, US, "en", "192.0.2.77", app), "export_limit", "en");
    } finally {
      await db2.close();
      redis?.close();
    }
  });
});

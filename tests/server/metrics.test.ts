// GET /metrics: Prometheus text format with requests by route pattern and status, latency
// histograms, and the shared instruments other modules count through.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { json } from "../../src/server/http/errors";
import { type Route, route } from "../../src/server/http/router";
import { metrics, Registry } from "../../src/server/ops/metrics";
import { type TestServer, testServer } from "../helpers/server";

const routes: Route[] = [
  route({ method: "GET", path: "/things/:id", access: "public", handler: ({ params }) => json({ id: params.id }) }),
  route({
    method: "GET",
    path: "/broken",
    access: "public",
    handler: () => {
      throw new Error("bug");
    },
  }),
];

let s: TestServer;
beforeAll(async () => {
  s = await testServer({ routes });
});
afterAll(() => s.close());

async function scrape(): Promise<string> {
  const res = await s.request("/metrics");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  return res.text();
}

/** The value of one sample line, e.g. value(text, 'rockets_http_requests_total{…}'). */
function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /metrics", () => {
  test("counts requests by route pattern and status, never by raw path", async () => {
    const series = 'rockets_http_requests_total{method="GET",route="/api/v1/things/:id",status="200"}';
    const before = value(await scrape(), series);
    await s.request("/api/v1/things/a");
    await s.request("/api/v1/things/b");
    await s.request("/api/v1/nothing-here");
    const text = await scrape();
    expect(value(text, series)).toBe(before + 2);
    expect(text).not.toContain("/api/v1/things/a");
    expect(value(text, 'rockets_http_requests_total{method="GET",route="/api/v1/*",status="404"}')).toBeGreaterThan(0);
  });

  test("latency histogram has cumulative buckets, +Inf, sum and count", async () => {
    await s.request("/api/v1/things/x");
    const text = await scrape();
    const labels = 'method="GET",route="/api/v1/things/:id"';
    const count = value(text, `rockets_http_request_duration_seconds_count{${labels}}`);
    expect(count).toBeGreaterThan(0);
    expect(value(text, `rockets_http_request_duration_seconds_bucket{${labels},le="+Inf"}`)).toBe(count);
    const buckets = text
      .split("\n")
      .filter((l) => l.startsWith(`rockets_http_request_duration_seconds_bucket{${labels},`))
      .map((l) => Number(l.split(" ")[1]));
    expect(buckets.length).toBeGreaterThan(5);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]!).toBeGreaterThanOrEqual(buckets[i - 1]!);
    expect(value(text, `rockets_http_request_duration_seconds_sum{${labels}}`)).toBeGreaterThanOrEqual(0);
  });

  test("names every shared instrument with HELP and TYPE", async () => {
    const text = await scrape();
    for (const [name, type] of [
      ["rockets_http_requests_total", "counter"],
      ["rockets_http_request_duration_seconds", "histogram"],
      ["rockets_ws_clients", "gauge"],
      ["rockets_ws_pushes_total", "counter"],
      ["rockets_market_ticks_total", "counter"],
      ["rockets_db_errors_total", "counter"],
      ["rockets_redis_errors_total", "counter"],
      ["rockets_process_resident_memory_bytes", "gauge"],
    ]) {
      expect(text).toContain(`# TYPE ${name} ${type}\n`);
      expect(text).toContain(`# HELP ${name} `);
    }
  });

  test("a 500 is counted as an unhandled error", async () => {
    const before = metrics.errors.get({ kind: "other" });
    expect((await s.request("/api/v1/broken")).status).toBe(500);
    expect(metrics.errors.get({ kind: "other" })).toBe(before + 1);
  });

  test("a failing query is counted as a database error", async () => {
    const broken = await testServer({
      routes: [
        route({
          method: "GET",
          path: "/query",
          access: "public",
          handler: async ({ services }) => json(await services.db.sql`SELECT * FROM no_such_table`),
        }),
      ],
    });
    try {
      const before = metrics.dbErrors.get({ op: "request" });
      const res = await broken.request("/api/v1/query");
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain("no_such_table");
      expect(metrics.dbErrors.get({ op: "request" })).toBe(before + 1);
    } finally {
      await broken.close();
    }
  });

  test("modules count through the shared instruments", async () => {
    metrics.wsPushes.inc({ event: "topGainers" }, 3);
    metrics.marketTicks.inc({ source: "local" });
    const text = await scrape();
    expect(value(text, 'rockets_ws_pushes_total{event="topGainers"}')).toBeGreaterThanOrEqual(3);
    expect(value(text, 'rockets_market_ticks_total{source="local"}')).toBeGreaterThanOrEqual(1);
  });
});

// /metrics is not public: a bearer token (METRICS_TOKEN), else 404 in production and only
// loopback requests that no proxy forwarded outside it.
describe("who may read /metrics", () => {
  const TOKEN = "metrics-token-0123456789abcdef";

  test("with METRICS_TOKEN: the bearer token is required, from any address", async () => {
    const t = await testServer({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const none = await t.request("/metrics");
      expect(none.status).toBe(401);
      expect(none.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect((await none.json()).code).toBe("unauthenticated");
      const wrong = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.status).toBe(401);
      expect((await t.request("/metrics", { headers: { authorization: TOKEN } })).status).toBe(401);
      const ok = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` }, ip: "203.0.113.9" });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain("rockets_http_requests_total");
    } finally {
      await t.close();
    }
  });

  test("without a token outside production: loopback only, and not through a proxy", async () => {
    expect((await s.request("/metrics", { ip: "127.0.0.1" })).status).toBe(200);
    expect((await s.request("/metrics", { ip: "::1" })).status).toBe(200);
    for (const ip of ["203.0.113.9", "10.0.0.7", "192.168.1.2", "::ffff:10.0.0.1", "2001:db8::1"]) {
      const res = await s.request("/metrics", { ip });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("rockets_");
    }
    const proxied = await s.request("/metrics", { ip: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(proxied.status).toBe(404);
  });

  test("without a token in production: 404 even from loopback", async () => {
    const t = await testServer({
      env: {
        NODE_ENV: "production",
        PUSH_TEST_LOOPBACK: "false",
        MAIL_OUTBOX: "true",
        CODE_SECRET: "c".repeat(40),
        PUBLIC_ORIGIN: "https://rockets.example",
      },
    });
    try {
      const res = await t.request("/metrics", { ip: "127.0.0.1" });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("rockets_");
    } finally {
      await t.close();
    }
  });

  test("a METRICS_TOKEN shorter than 16 characters is refused at start", async () => {
    const { loadConfig, ConfigError } = await import("../../src/server/config");
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(ConfigError);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
  });
});

describe("registry", () => {
  test("renders the text format exactly, escaping label values", () => {
    const r = new Registry();
    const c = r.counter("c_total", "A counter.", ["k"]);
    c.inc({ k: 'a"b\\c\nd' }, 2);
    const g = r.gauge("g", "A gauge.");
    g.set(5);
    g.dec();
    const h = r.histogram("h_seconds", "A histogram.", [], [0.1, 1]);
    h.observe(0.05);
    h.observe(0.5);
    h.observe(7);
    expect(r.render()).toBe(
      [
        "# HELP c_total A counter.",
        "# TYPE c_total counter",
        'c_total{k="a\\"b\\\\c\\nd"} 2',
        "# HELP g A gauge.",
        "# TYPE g gauge",
        "g 4",
        "# HELP h_seconds A histogram.",
        "# TYPE h_seconds histogram",
        'h_seconds_bucket{le="0.1"} 1',
        'h_seconds_bucket{le="1"} 2',
        'h_seconds_bucket{le="+Inf"} 3',
        "h_seconds_sum 7.55",
        "h_seconds_count 3",
        "",
      ].join("\n"),
    );
  });

  test("a counter refuses to go down and a name is registered once", () => {
    const r = new Registry();
    const c = r.counter("x_total", "x");
    expect(() => c.inc({}, -1)).toThrow();
    expect(() => r.gauge("x_total", "again")).toThrow();
  });
});

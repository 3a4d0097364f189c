// Every render call gets an answer over real HTTP (docs/api.md, "Partner news", format=png|pdf):
// the server's idle timeout (src/server/http/serve.ts) is above the renderer's budget, and a
// render that waits is refused with 503 busy and Retry-After before that budget ends. Twelve
// parallel calls against a renderer whose every drawing takes 6 s (two at once, eight waiting):
// two drawings end at 6 s and two at 12 s, the other eight are refused, none is cut off. With
// Bun's default idle timeout (10 s) the two drawn last and the waiters lost their connection.
// The screener export, which may stream for up to 5 minutes (above Bun's largest idle timeout,
// 255 s), has the idle cut lifted once it answers, and ends by its own budget.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Server } from "bun";
import { EXPORT_MAX_MS } from "../../src/server/http/limits";
import { httpOptions, IDLE_TIMEOUT_S, REQUEST_BUDGETS_MS } from "../../src/server/http/serve";
import { ChromiumRenderer, RENDER_BUDGET_MS } from "../../src/server/render/chromium";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { ORIGIN, type TestServer, testServer } from "../helpers/server";

const DRAW_MS = 6_000;

let s: TestServer;
let partner: TestAccount;
let server: Server<unknown>;
beforeAll(async () => {
  s = await testServer({ env: { MARKET_CLOCK: "real" } });
  await s.services.market.step();
  partner = await testPartner(s.services);
  s.services.renderer = new ChromiumRenderer({
    executablePath: null,
    // The time of a slow drawing, not a wait for an event: the render itself is what is slow.
    draw: () => Bun.sleep(DRAW_MS).then(() => new Uint8Array([0x89, 0x50, 0x4e, 0x47])),
  });
  server = Bun.serve({ port: 0, hostname: "127.0.0.1", ...httpOptions(s.app) });
});
afterAll(async () => {
  await server.stop(true);
  await s.services.renderer?.close();
  await s.close();
});

test("the idle timeout is above every request's budget, the renderer's included", () => {
  for (const budget of Object.values(REQUEST_BUDGETS_MS)) expect(IDLE_TIMEOUT_S * 1000).toBeGreaterThan(budget);
  expect(REQUEST_BUDGETS_MS.render).toBe(RENDER_BUDGET_MS);
});

test("12 parallel renders over HTTP: each gets 200 or 503 busy with Retry-After, none a closed connection", async () => {
  const url = `http://127.0.0.1:${server.port}/api/v1/partner/news/weekly?market=US&week=2026-W46&format=png`;
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 12 }, async () => {
      try {
        const res = await fetch(url, { headers: { cookie: partner.cookie, "accept-language": "ar" } });
        const ms = performance.now() - started;
        if (res.status === 200) return { status: 200, ms, bytes: (await res.arrayBuffer()).byteLength };
        const body = (await res.json()) as { code: string; message: string };
        return {
          status: res.status,
          ms,
          code: body.code,
          arabic: /[\u0600-\u06ff]/.test(body.message),
          retryAfter: res.headers.get("retry-after"),
        };
      } catch (error) {
        return { status: 0, ms: performance.now() - started, error: String(error) };
      }
    }),
  );
  console.log(answers.map((a) => `${a.status}@${Math.round(a.ms)}ms`).join(" "));
  expect(answers.filter((a) => a.status === 0)).toEqual([]);
  const drawn = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 503);
  // At least the two drawn first and the two next in line (their turn comes after 6 s of wait);
  // more when a slow machine spreads the calls' arrival. The rest refused, none left unanswered.
  expect(drawn.length).toBeGreaterThanOrEqual(4);
  expect(drawn.length + refused.length).toBe(12);
  for (const r of refused)
    expect(r).toMatchObject({ code: "busy", arabic: true, retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
  // Every answer came within the renderer's budget.
  for (const a of answers) expect(a.ms).toBeLessThan(RENDER_BUDGET_MS);
}, 60_000);

test("the screener export lifts the idle cut for its own request only, after its checks", async () => {
  expect(EXPORT_MAX_MS).toBeGreaterThan(255_000);
  const lifted: [Request, number][] = [];
  // Bun's server as the fetch handler sees it: the peer's address and the per-request timeout.
  const stand = {
    requestIP: () => ({ address: "127.0.0.1", family: "IPv4", port: 40000 }),
    timeout: (req: Request, seconds: number) => lifted.push([req, seconds]),
  } as unknown as Parameters<ReturnType<typeof httpOptions>["fetch"]>[1];
  const { fetch } = httpOptions(s.app);
  const exportRequest = (cookie: string | null) =>
    new Request(`${ORIGIN}/api/v1/partner/screener/export`, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        "content-type": "application/json",
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ market: "US", filters: [], sort: { field: "marketCap", dir: "desc" } }),
    });
  // Refused (no session): the idle cut stays.
  const refused = await fetch(exportRequest(null), stand);
  expect(refused.status).toBe(401);
  // Another call: the idle cut stays.
  const weekly = await fetch(
    new Request(`${ORIGIN}/api/v1/partner/news/weekly?market=US&week=2026-W46`, {
      headers: { cookie: partner.cookie },
    }),
    stand,
  );
  expect(weekly.status).toBe(200);
  expect(lifted).toEqual([]);
  const req = exportRequest(partner.cookie);
  const res = await fetch(req, stand);
  expect(res.status).toBe(200);
  expect((await res.text()).split("\n").length).toBeGreaterThan(2);
  expect(lifted).toEqual([[req, 0]]);
}, 60_000);

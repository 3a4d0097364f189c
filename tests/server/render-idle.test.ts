// Every render call gets an answer over real HTTP (docs/api.md, "Partner news", format=png|pdf):
// the server's idle timeout (src/server/http/serve.ts) is above the renderer's budget, and a
// render that waits is refused with 503 busy and Retry-After before that budget ends. Twelve
// parallel calls against a renderer whose every drawing takes 6 s (two at once, eight waiting):
// two drawings end at 6 s and two at 12 s, the other eight are refused, none is cut off. With
// Bun's default idle timeout (10 s) the two drawn last and the waiters lost their connection.
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Server } from "bun";
import { httpOptions, IDLE_TIMEOUT_S, REQUEST_BUDGETS_MS } from "../../src/server/http/serve";
import { ChromiumRenderer, RENDER_BUDGET_MS } from "../../src/server/render/chromium";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

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
  expect(drawn.length).toBe(4);
  expect(refused.length).toBe(8);
  for (const r of refused)
    expect(r).toMatchObject({ code: "busy", arabic: true, retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
  // Every answer came within the renderer's budget.
  for (const a of answers) expect(a.ms).toBeLessThan(RENDER_BUDGET_MS);
}, 60_000);

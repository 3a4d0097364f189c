// The weekly report drawn by the server (docs/api.md, "Partner news", format=png|pdf): a real
// Chromium at /usr/bin/chromium (or CHROMIUM_PATH) makes the PNG and the PDF; a full queue and a
// render out of time are 503 busy with Retry-After, a missing or broken Chromium 503
// renderer_unavailable, never a 500; the document loads nothing from anywhere. Clock: Wednesday
// 18 November 2026, 15:00 UTC on the exchanges' real hours. RENDER_OUT=<dir> keeps the files.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import { ChromiumRenderer, PNG_SCALE, PNG_WIDTH } from "../../src/server/render/chromium";
import type { Services } from "../../src/server/services";
import { type TestAccount, testPartner } from "../helpers/accounts";
import { type TestServer, testServer } from "../helpers/server";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const skip = existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (install chromium or set CHROMIUM_PATH)`;
if (skip) console.warn(`news-weekly-render: skipped: ${skip}`);
const OUT = process.env.RENDER_OUT;

let s: TestServer;
let partner: TestAccount;
beforeAll(async () => {
  s = await testServer({ env: { MARKET_CLOCK: "real", CHROMIUM_PATH: CHROMIUM } });
  await s.services.market.step();
  partner = await testPartner(s.services);
});
afterAll(async () => {
  await s.services.renderer?.close();
  await s.close();
});

const get = (path: string, lang = "en") =>
  s.request(`/api/v1/${path}`, { cookie: partner.cookie, headers: { "accept-language": lang } });

/** Replaces the services' renderer for one test, closing it after. */
async function withRenderer(services: Services, renderer: ChromiumRenderer | undefined, run: () => Promise<void>) {
  const before = services.renderer;
  services.renderer = renderer;
  try {
    await run();
  } finally {
    await renderer?.close();
    services.renderer = before;
  }
}

const keep = (name: string, bytes: Uint8Array) => {
  if (!OUT) return;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, name), bytes);
};

test("format=xyz is still 400 naming format, in the caller's language", async () => {
  for (const lang of ["en", "ar"]) {
    const res = await get("partner/news/weekly?market=US&week=2026-W46&format=xyz", lang);
    const body = (await res.json()) as { code: string; field: string; message: string };
    expect([res.status, body.code, body.field]).toEqual([400, "invalid_input", "format"]);
    expect(body.message).toMatch(lang === "ar" ? /[\u0600-\u06ff]/ : /[A-Za-z]/);
  }
});

describe.skipIf(Boolean(skip))("with Chromium", () => {
  test("PNG: the signature, 1200 CSS px at scale 2, an attachment named by market and week", async () => {
    for (const [market, lang] of [
      ["US", "en"],
      ["SA", "ar"],
    ] as const) {
      const started = performance.now();
      const res = await get(`partner/news/weekly?market=${market}&week=2026-W46&format=png`, lang);
      const ms = Math.round(performance.now() - started);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="weekly-report-${market}-2026-W46.png"`,
      );
      expect(res.headers.get("cache-control")).toBe("private");
      const png = new Uint8Array(await res.arrayBuffer());
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const view = new DataView(png.buffer, png.byteOffset);
      // IHDR: width and height, big-endian, after the signature, the chunk's length and type.
      expect(view.getUint32(16)).toBe(PNG_WIDTH * PNG_SCALE);
      const height = view.getUint32(20);
      expect(height).toBeGreaterThan(800 * PNG_SCALE);
      console.log(
        `PNG ${market} ${lang}: ${ms} ms (${res.headers.get("server-timing")}), ${png.length} bytes, ${PNG_WIDTH * PNG_SCALE}×${height}`,
      );
      keep(`weekly-${market}-${lang}.png`, png);
    }
  }, 60_000);

  test("PDF: %PDF-, A4, in both languages", async () => {
    for (const [market, lang] of [
      ["SA", "ar"],
      ["US", "en"],
    ] as const) {
      const started = performance.now();
      const res = await get(`partner/news/weekly?market=${market}&format=pdf`, lang);
      const ms = Math.round(performance.now() - started);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="weekly-report-${market}-2026-W47.pdf"`,
      );
      const pdf = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
      // A4 is 595.28 × 841.89 points.
      const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(new TextDecoder("latin1").decode(pdf));
      expect(Math.round(Number(box?.[1]))).toBe(595);
      expect(Math.round(Number(box?.[2]))).toBe(842);
      console.log(`PDF ${market} ${lang}: ${ms} ms (${res.headers.get("server-timing")}), ${pdf.length} bytes`);
      keep(`weekly-${market}-${lang}.pdf`, pdf);
    }
  }, 60_000);

  test("a full queue is 503 busy with Retry-After, in the API's error shape; the others are drawn", async () => {
    await withRenderer(
      s.services,
      new ChromiumRenderer({ executablePath: CHROMIUM, concurrency: 1, maxWaiting: 1 }),
      async () => {
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => get("partner/news/weekly?market=US&week=2026-W46&format=png", "ar")),
        );
        const refused = answers.filter((r) => r.status === 503);
        const drawn = answers.filter((r) => r.status === 200);
        expect(refused.length).toBeGreaterThanOrEqual(3);
        expect(drawn.length).toBeGreaterThanOrEqual(1);
        expect(refused.length + drawn.length).toBe(5);
        for (const r of refused) {
          expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
          expect(r.headers.get("content-type")).toContain("application/json");
          const body = (await r.json()) as { code: string; message: string };
          expect(body.code).toBe("busy");
          expect(body.message).toMatch(/[\u0600-\u06ff]/);
        }
      },
    );
  }, 60_000);

  test("a render out of time is 503 busy with Retry-After, not a 500", async () => {
    await withRenderer(s.services, new ChromiumRenderer({ executablePath: CHROMIUM, timeoutMs: 1 }), async () => {
      const res = await get("partner/news/weekly?market=US&week=2026-W46&format=pdf");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await res.json()) as { code: string }).code).toBe("busy");
    });
  }, 30_000);

  test("two partners at once: B, asking after A filled the queue, gets half of its places", async () => {
    const renderer = new ChromiumRenderer({ executablePath: CHROMIUM, maxWaitMs: 60_000, timeoutMs: 60_000 });
    try {
      const html = '<!doctype html><meta charset="utf-8"><p>weekly</p>';
      const ended = (p: Promise<Uint8Array>) =>
        p.then(
          () => "drawn",
          (error: unknown) => (error as Error).constructor.name,
        );
      const a = Array.from({ length: 10 }, () => ended(renderer.png(html, { owner: "partner-a", width: 400 })));
      const b = Array.from({ length: 9 }, () => ended(renderer.pdf(html, { owner: "partner-b" })));
      const [aEnds, bEnds] = [await Promise.all(a), await Promise.all(b)];
      const count = (ends: string[], what: string) => ends.filter((e) => e === what).length;
      expect([count(aEnds, "drawn"), count(aEnds, "RendererBusy")]).toEqual([5, 5]);
      expect([count(bEnds, "drawn"), count(bEnds, "RendererBusy")]).toEqual([5, 4]);
    } finally {
      await renderer.close();
    }
  }, 120_000);

  test("the browser cannot reach the network: frames, objects, embeds, images and a refresh open no connection", async () => {
    // A bare TCP listener on loopback counts connections, whatever would be said on them.
    let connections = 0;
    const listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    const port = (listener.address() as AddressInfo).port;
    const renderer = new ChromiumRenderer({ executablePath: CHROMIUM });
    try {
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
        const at = `http://${host}`;
        const html = `<!doctype html><meta http-equiv="refresh" content="0;url=${at}/refresh">
<iframe src="${at}/frame"></iframe><object data="${at}/object"></object><embed src="${at}/embed">
<img src="${at}/i.png"><link rel="stylesheet" href="${at}/s.css"><link rel="prefetch" href="${at}/p">
<video src="${at}/v.mp4" poster="${at}/poster.png"></video><p>x</p>`;
        expect((await renderer.png(html, { width: 400, scale: 1 }))[0]).toBe(0x89);
        expect(new TextDecoder().decode((await renderer.pdf(html)).subarray(0, 5))).toBe("%PDF-");
      }
      expect(connections).toBe(0);
    } finally {
      await renderer.close();
      listener.close();
    }
  }, 60_000);

  test("the document can load nothing: every request it would make is aborted", async () => {
    let hits = 0;
    const bait = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: () => {
        hits++;
        return new Response("x");
      },
    });
    const renderer = new ChromiumRenderer({ executablePath: CHROMIUM });
    try {
      const at = `http://127.0.0.1:${bait.port}`;
      const png = await renderer.png(
        `<!doctype html><link rel="stylesheet" href="${at}/s.css"><img src="${at}/i.png"><iframe src="${at}/f"></iframe><script src="${at}/j.js"></script><p>x</p>`,
      );
      expect(png[0]).toBe(0x89);
      expect(hits).toBe(0);
    } finally {
      await renderer.close();
      bait.stop(true);
    }
  }, 30_000);
});

test("no Chromium at CHROMIUM_PATH: 503 renderer_unavailable, localised, with Retry-After", async () => {
  const config = s.services.config;
  s.services.config = { ...config, chromiumPath: "/nonexistent/chromium" };
  try {
    await withRenderer(s.services, undefined, async () => {
      for (const [format, lang] of [
        ["png", "en"],
        ["pdf", "ar"],
      ] as const) {
        const res = await get(`partner/news/weekly?market=SA&week=2026-W46&format=${format}`, lang);
        const body = (await res.json()) as { code: string; message: string };
        expect([res.status, body.code]).toEqual([503, "renderer_unavailable"]);
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(body.message).toMatch(lang === "ar" ? /[\u0600-\u06ff]/ : /rendering browser/);
      }
      // The JSON of the same week is still there.
      expect((await get("partner/news/weekly?market=SA&week=2026-W46")).status).toBe(200);
    });
  } finally {
    s.services.config = config;
  }
});

test("a Chromium that does not start: 503 renderer_unavailable, and no new launch at once", async () => {
  await withRenderer(s.services, new ChromiumRenderer({ executablePath: "/bin/false" }), async () => {
    for (let k = 0; k < 2; k++) {
      const res = await get("partner/news/weekly?market=US&week=2026-W46&format=png");
      expect(res.status).toBe(503);
      expect(((await res.json()) as { code: string }).code).toBe("renderer_unavailable");
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});

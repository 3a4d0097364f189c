// Hostile WebSocket clients against the real hub on a socket: a message over 64 KiB is answered
// with an error, a frame over 128 KiB and a flood of messages are cut off, while a
// well-behaved client on the same server keeps its pushes; upgrades without a session or from
// a foreign Origin never open.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { CLOSE_FLOOD } from "../../src/server/realtime/hub";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, serveOverSocket, type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let socket: ReturnType<typeof serveOverSocket>;
let server: ReturnType<typeof serveOverSocket>["server"];
let user: TestAccount;

beforeAll(async () => {
  s = await testServer();
  socket = serveOverSocket(s);
  server = socket.server;
  user = await testUser(s.services);
});
afterAll(async () => {
  await socket.stop();
  await s.close();
});

interface Client {
  ws: WebSocket;
  messages: string[];
  opened: Promise<boolean>;
  closed: Promise<number>;
}

function open(headers: Record<string, string>): Client {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { headers } as unknown as string[]);
  const messages: string[] = [];
  ws.addEventListener("message", (e) => messages.push(String(e.data)));
  const opened = new Promise<boolean>((resolve) => {
    ws.addEventListener("open", () => resolve(true));
    ws.addEventListener("close", () => resolve(false));
  });
  const closed = new Promise<number>((resolve) => ws.addEventListener("close", (e) => resolve(e.code)));
  return { ws, messages, opened, closed };
}

const within = <T>(p: Promise<T>, ms = 3000) =>
  Promise.race([p, Bun.sleep(ms).then(() => Promise.reject(new Error(`not within ${ms} ms`)))]);

describe("hostile WebSocket clients", () => {
  test("no session, a foreign Origin or no Origin: the socket never opens", async () => {
    const cases: Record<string, string>[] = [
      { origin: ORIGIN },
      { origin: "https://evil.example", cookie: user.cookie },
      { origin: `${ORIGIN}.evil.example`, cookie: user.cookie },
      { cookie: user.cookie },
      { origin: ORIGIN, cookie: "rockets_session=forged-token-forged-token-forged-token-forged" },
    ];
    for (const headers of cases) {
      const c = open(headers);
      expect(await within(c.opened)).toBe(false);
      expect(c.messages).toEqual([]);
    }
  });

  test("a message over 64 KiB is answered with an error; a frame over 128 KiB is cut off with 1009, others keep their pushes", async () => {
    const good = open({ origin: ORIGIN, cookie: user.cookie });
    const bad = open({ origin: ORIGIN, cookie: user.cookie });
    expect(await within(good.opened)).toBe(true);
    expect(await within(bad.opened)).toBe(true);
    const count = bad.messages.length;
    bad.ws.send("x".repeat(65 * 1024));
    await within(
      (async () => {
        while (bad.messages.length === count) await Bun.sleep(10);
      })(),
    );
    expect(JSON.parse(bad.messages.at(-1)!)).toEqual({ type: "error", code: "message_too_large", max: 64 * 1024 });
    expect(bad.ws.readyState).toBe(WebSocket.OPEN);
    bad.ws.send("x".repeat(129 * 1024));
    expect(await within(bad.closed)).toBe(1009);
    const before = good.messages.length;
    await s.services.market.step(s.clock.now + 1000);
    await within(
      (async () => {
        while (good.messages.length === before) await Bun.sleep(10);
      })(),
    );
    expect(good.ws.readyState).toBe(WebSocket.OPEN);
    good.ws.close();
  });

  test("a binary message over the payload limit is cut off too", async () => {
    const bad = open({ origin: ORIGIN, cookie: user.cookie });
    expect(await within(bad.opened)).toBe(true);
    bad.ws.send(new Uint8Array(129 * 1024));
    expect(await within(bad.closed)).toBe(1009);
  });

  test("a flood of messages is cut off with 4008", async () => {
    const flood = open({ origin: ORIGIN, cookie: user.cookie });
    expect(await within(flood.opened)).toBe(true);
    for (let i = 0; i < 200 && flood.ws.readyState === WebSocket.OPEN; i++) flood.ws.send("ping");
    expect(await within(flood.closed)).toBe(CLOSE_FLOOD);
    // It answered a few pings before it was cut off, never all of them.
    expect(flood.messages.filter((m) => m === "pong").length).toBeLessThan(200);
  });

  test("the cut-offs are counted in the metrics", async () => {
    const text = await (await s.request("/metrics")).text();
    expect(text).toMatch(/rockets_ws_closed_total\{reason="flood"\} [1-9]/);
    // Bun reports its own 1009 cut-off to the server's close handler as 1006 (dropped).
    expect(text).toMatch(/rockets_ws_closed_total\{reason="(too_large|dropped)"\} [1-9]/);
    expect(text).toMatch(/rockets_ws_connections_total\{outcome="origin"\} [1-9]/);
    expect(text).toMatch(/rockets_ws_connections_total\{outcome="unauthenticated"\} [1-9]/);
  });
});

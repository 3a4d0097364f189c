// GET /ws with partysocket as the client: refused without a user session or from a foreign
// Origin; the snapshot first, then pushes; logout closes; dead and slow clients are cut off.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connect, type Socket as TcpSocket } from "node:net";
import { WebSocket as PartySocket } from "partysocket";
import { deleteSession, hashToken } from "../../src/server/auth/sessions";
import { CLOSE_LOGOUT, GAINERS_TOPIC } from "../../src/server/realtime/hub";
import type { TopGainersMessage } from "../../src/shared/market";
import { type TestAccount, testUser } from "../helpers/accounts";
import { ORIGIN, serveOverSocket, type TestServer, testServer } from "../helpers/server";

let s: TestServer;
let socket: ReturnType<typeof serveOverSocket>;
let server: ReturnType<typeof serveOverSocket>["server"];
let user: TestAccount;
let url: string;
const T0 = Date.UTC(2026, 10, 18, 15, 0, 0);

beforeAll(async () => {
  s = await testServer();
  socket = serveOverSocket(s);
  server = socket.server;
  user = await testUser(s.services);
  url = `ws://127.0.0.1:${server.port}/ws`;
});
afterAll(async () => {
  await socket.stop();
  await s.close();
});

/** A WebSocket class for partysocket that sends our cookie and Origin, as a browser would. */
function withHeaders(headers: Record<string, string>) {
  return class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, { headers, protocols } as unknown as string[]);
    }
  };
}

interface Client {
  socket: PartySocket;
  messages: string[];
  closed: Promise<number>;
  next(): Promise<string>;
}

function client(headers: Record<string, string>): Client {
  const socket = new PartySocket(url, undefined, { WebSocket: withHeaders(headers), maxRetries: 0 });
  const messages: string[] = [];
  const waiting: Array<(m: string) => void> = [];
  socket.addEventListener("message", (e) => {
    const data = String(e.data);
    const w = waiting.shift();
    if (w) w(data);
    else messages.push(data);
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (e) => resolve(e.code)));
  return {
    socket,
    messages,
    closed,
    next: () => {
      const queued = messages.shift();
      if (queued !== undefined) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        waiting.push(resolve);
        setTimeout(() => reject(new Error("no message within 3 s")), 3000);
      });
    },
  };
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("condition not met in time");
    await Bun.sleep(10);
  }
};

describe("upgrade", () => {
  test("refused without a session or from a foreign Origin", async () => {
    const cases: Record<string, string>[] = [
      { origin: ORIGIN },
      { origin: "https://evil.example", cookie: user.cookie },
      { cookie: user.cookie },
    ];
    for (const headers of cases) {
      const c = client(headers);
      let opened = false;
      c.socket.addEventListener("open", () => {
        opened = true;
      });
      await c.closed;
      expect(opened).toBe(false);
      expect(c.messages).toEqual([]);
      c.socket.close();
    }
    const plain = await s.request("/ws", { cookie: user.cookie, headers: { origin: ORIGIN } });
    expect(plain.status).toBe(426);
    const direct = await fetch(`http://127.0.0.1:${server.port}/ws`, {
      headers: {
        upgrade: "websocket",
        connection: "upgrade",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        origin: "https://evil.example",
        cookie: user.cookie,
      },
    });
    expect(direct.status).toBe(403);
  });
});

describe("gainers", () => {
  test("the snapshot arrives first, then a push when the list changes", async () => {
    const c = client({ origin: ORIGIN, cookie: user.cookie });
    const first = JSON.parse(await c.next()) as TopGainersMessage;
    expect(first.event).toBe("topGainers");
    expect(first.data).toHaveLength(20);
    expect(first.ts).toBe(s.services.market.topGainers().ts);
    for (const row of first.data)
      expect(Object.keys(row).sort()).toEqual(
        [
          "change",
          "changesPercentage",
          "currency",
          "name",
          ...(row.symbol.endsWith(".SR") ? ["nameAr"] : []),
          "price",
          "symbol",
          "volume",
        ].sort(),
      );
    const pct = first.data.map((r) => r.changesPercentage);
    expect(pct).toEqual([...pct].sort((a, b) => b - a));
    await s.services.market.step(T0 + 1000);
    const second = JSON.parse(await c.next()) as TopGainersMessage;
    expect(second.ts).toBe(T0 + 1000);
    expect(second.data).not.toEqual(first.data);
    c.socket.send("ping");
    expect(await c.next()).toBe("pong");
    c.socket.close();
    await c.closed;
  });

  test("a socket chooses its topics with a subscribe message; one that never sends it keeps the gainers", async () => {
    const quiet = client({ origin: ORIGIN, cookie: user.cookie });
    const old = client({ origin: ORIGIN, cookie: user.cookie });
    expect((JSON.parse(await quiet.next()) as TopGainersMessage).event).toBe("topGainers");
    expect((JSON.parse(await old.next()) as TopGainersMessage).event).toBe("topGainers");
    // Messages of one socket are handled in order: the pong says the subscribe was read.
    quiet.socket.send(JSON.stringify({ type: "subscribe", topics: [] }));
    quiet.socket.send("ping");
    expect(await quiet.next()).toBe("pong");
    await s.services.market.step(T0 + 5000);
    expect((JSON.parse(await old.next()) as TopGainersMessage).ts).toBe(T0 + 5000);
    // The push reached the old client; the quiet one answers its ping with nothing queued before.
    quiet.socket.send("ping");
    expect(await quiet.next()).toBe("pong");
    // Taking the gainers up again starts with the current snapshot, then the pushes.
    quiet.socket.send(JSON.stringify({ type: "subscribe", topics: ["gainers", "unknown"] }));
    expect((JSON.parse(await quiet.next()) as TopGainersMessage).ts).toBe(T0 + 5000);
    await s.services.market.step(T0 + 9000);
    expect((JSON.parse(await quiet.next()) as TopGainersMessage).ts).toBe(T0 + 9000);
    expect((JSON.parse(await old.next()) as TopGainersMessage).ts).toBe(T0 + 9000);
    // Not a subscribe message: answered with an error, the topics stay as they are.
    quiet.socket.send("{not json");
    quiet.socket.send(JSON.stringify({ type: "subscribe", topics: "gainers" }));
    quiet.socket.send("ping");
    for (let k = 0; k < 2; k++)
      expect(JSON.parse(await quiet.next())).toEqual({ type: "error", code: "invalid_message" });
    expect(await quiet.next()).toBe("pong");
    for (const c of [quiet, old]) {
      c.socket.close();
      await c.closed;
    }
  });

  test("POST /auth/logout closes the user's socket", async () => {
    const c = client({ origin: ORIGIN, cookie: user.cookie });
    await c.next();
    const res = await s.request("/api/v1/auth/logout", { method: "POST", cookie: user.cookie, json: {} });
    expect(res.status).toBe(200);
    expect(await c.closed).toBe(CLOSE_LOGOUT);
    user = await testUser(s.services);
  });

  test("logout closes the sockets of that session only", async () => {
    const other = await testUser(s.services);
    const a = client({ origin: ORIGIN, cookie: user.cookie });
    const b = client({ origin: ORIGIN, cookie: other.cookie });
    await a.next();
    await b.next();
    const token = user.cookie.split("=")[1]!;
    await deleteSession(s.services, hashToken(token));
    expect(await a.closed).toBe(CLOSE_LOGOUT);
    await s.services.market.step(T0 + 2000);
    expect(JSON.parse(await b.next()).ts).toBe(T0 + 2000);
    b.socket.close();
    await b.closed;
    user = await testUser(s.services);
  });
});

/** A raw client that completes the handshake and then never reads nor answers pings. */
async function stalledClient(cookie: string): Promise<{ tcp: TcpSocket }> {
  const tcp = connect(server.port as number, "127.0.0.1");
  await new Promise<void>((resolve) => tcp.once("connect", () => resolve()));
  tcp.write(
    `GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: ${ORIGIN}\r\nCookie: ${cookie}\r\n\r\n`,
  );
  await new Promise<void>((resolve) => tcp.once("data", () => resolve()));
  tcp.pause();
  tcp.on("error", () => {});
  return { tcp };
}

describe("dead and slow clients", () => {
  test("a client that answers no ping is cut off at the second heartbeat", async () => {
    await waitFor(() => s.services.realtime.clients === 0);
    const stalled = await stalledClient(user.cookie);
    await waitFor(() => s.services.realtime.clients === 1);
    const live = client({ origin: ORIGIN, cookie: user.cookie });
    await live.next();
    s.services.realtime.sweep();
    await Bun.sleep(100);
    s.services.realtime.sweep();
    await waitFor(() => s.services.realtime.clients === 1);
    stalled.tcp.destroy();
    live.socket.close();
    await live.closed;
  });

  test("a client that does not read is dropped at the backpressure limit, not buffered", async () => {
    await waitFor(() => s.services.realtime.clients === 0);
    const stalled = await stalledClient(user.cookie);
    await waitFor(() => s.services.realtime.clients === 1);
    const big = "x".repeat(1 << 20);
    for (let k = 0; k < 64 && s.services.realtime.clients > 0; k++) {
      server.publish(GAINERS_TOPIC, big);
      await Bun.sleep(5);
    }
    await waitFor(() => s.services.realtime.clients === 0);
    stalled.tcp.destroy();
  });
});

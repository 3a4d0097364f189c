// The client side of the fan-out benchmark, in its own process: opens N WebSockets, waits for
// "go <from> <to>" on stdin (so several client processes measure the same window), then for
// every push whose tick time lies in the window records the delay from the tick (the message's
// ts) to its arrival here, in microsecond-resolution wall time. Prints one JSON line: the
// delays, and per push the first and last arrival (how long the fan-out of one push took).
//   bun bench/ws-clients.ts <ws url> <clients> [protocol] [origin] [cookies file]
// The cookies file has one session cookie a line; every 10 sockets take the next one (a session
// holds at most 10 sockets).
// protocol "rockets" (our /ws, and the bare Bun server) or "socketio" (Engine.IO v4 over a
// WebSocket, as socket.io-client speaks it with transports: ["websocket"]): the same client
// code for every server, so none is measured with a faster or slower client.
const [url = "", clientsArg, protocol = "rockets", origin = "", cookiesFile = ""] = process.argv.slice(2);
const cookies = cookiesFile ? (await Bun.file(cookiesFile).text()).split("\n").filter(Boolean) : [];
const SOCKETS_PER_SESSION = 10;
const clients = Number(clientsArg);
const socketio = protocol === "socketio";

let open = 0;
let failed = 0;
let from = Number.POSITIVE_INFINITY;
let to = 0;
const delays: number[] = [];
/** ts → [first arrival, last arrival, count], epoch ms. */
const pushes = new Map<number, [number, number, number]>();
const sockets: WebSocket[] = [];
const now = () => performance.timeOrigin + performance.now();

function received(text: string): void {
  // Only the tick time is read: a full parse per message would measure this process.
  const at = text.indexOf('"ts":');
  if (at < 0) return;
  const arrived = now();
  const ts = Number(text.slice(at + 5, text.indexOf(",", at)));
  if (ts < from || ts > to) return;
  delays.push(arrived - ts);
  const push = pushes.get(ts);
  if (push) {
    push[1] = arrived;
    push[2]++;
  } else pushes.set(ts, [arrived, arrived, 1]);
}

function connectOne(i: number): Promise<void> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    if (origin) headers.origin = origin;
    const cookie = cookies[Math.floor(i / SOCKETS_PER_SESSION)];
    if (cookie) headers.cookie = cookie;
    const ws = new WebSocket(url, { headers } as unknown as string[]);
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      if (ok) open++;
      else failed++;
      resolve();
    };
    ws.onerror = () => settle(false);
    ws.onclose = () => settle(false);
    if (!socketio) {
      ws.onopen = () => settle(true);
      ws.onmessage = (event) => received(event.data as string);
    } else {
      // Engine.IO: "0{…}" open → we join the main namespace with "40"; "40…" joined;
      // "2" ping → "3" pong; "42[…]" an event.
      ws.onmessage = (event) => {
        const text = event.data as string;
        if (text.startsWith("42")) received(text);
        else if (text === "2") ws.send("3");
        else if (text.startsWith("40")) settle(true);
        else if (text.startsWith("0")) ws.send("40");
      };
    }
    sockets.push(ws);
  });
}

const started = performance.now();
for (let k = 0; k < clients; k += 250) {
  await Promise.all(Array.from({ length: Math.min(250, clients - k) }, (_, j) => connectOne(k + j)));
}
const connectMs = Math.round(performance.now() - started);
console.log(JSON.stringify({ ready: true, open, failed, connectMs }));

// Wait for the window from the parent.
const reader = Bun.stdin.stream().getReader();
let line = "";
while (!line.includes("\n")) {
  const { value, done } = await reader.read();
  if (done) break;
  line += new TextDecoder().decode(value);
}
const [, fromArg, toArg] = line.trim().split(" ");
from = Number(fromArg);
to = Number(toArg);
await Bun.sleep(Math.max(0, to - Date.now()) + 1000);

const round = (n: number) => Math.round(n * 10) / 10;
console.log(
  JSON.stringify({
    open,
    failed,
    connectMs,
    delays: delays.map(round),
    pushes: [...pushes].map(([ts, [first, last, count]]) => [ts, round(first - ts), round(last - ts), count]),
  }),
);
for (const ws of sockets) ws.close();
process.exit(0);

export {};

// The client side of the fan-out benchmark, in its own process: opens N WebSockets, waits for
// "go <from> <to>" on stdin (so several client processes measure the same window), then for
// every push whose tick time lies in the window records the delay from the tick (the message's
// ts) to its arrival here, in microsecond-resolution wall time. Prints one JSON line: the
// delays, and per push the first and last arrival (how long the fan-out of one push took), and
// the quotes delivered (entries of the messages' "quotes" lists, counted without a parse).
//   bun bench/ws-clients.ts <ws url> <clients> [protocol] [origin] [cookies file]
//                           [symbols file] [symbols per client] [first client's number]
// With a symbols file (one symbol a line), client number k subscribes to its own
// `symbols per client` of them (a fixed pseudo-random pick from k, the same in every run and
// for every server) and to no topic: {"type":"subscribe","topics":[],"symbols":[…]}; over
// socket.io the event "subscribe" with {symbols}. The subscriptions are sent once every socket
// of the process is open, so the quotes flowing to the first ones do not slow the connecting of
// the last (on a loaded core socket.io's handshakes then time out).
// The cookies file has one session cookie a line; every 10 sockets take the next one (a session
// holds at most 10 sockets).
// protocol "rockets" (our /ws, and the bare Bun server) or "socketio" (Engine.IO v4 over a
// WebSocket, as socket.io-client speaks it with transports: ["websocket"]): the same client
// code for every server, so none is measured with a faster or slower client.
const [
  url = "",
  clientsArg,
  protocol = "rockets",
  origin = "",
  cookiesFile = "",
  symbolsFile = "",
  perClientArg = "0",
  firstArg = "0",
] = process.argv.slice(2);
const cookies = cookiesFile ? (await Bun.file(cookiesFile).text()).split("\n").filter(Boolean) : [];
const universe = symbolsFile ? (await Bun.file(symbolsFile).text()).split("\n").filter(Boolean) : [];
const perClient = Number(perClientArg);
const first = Number(firstArg);
const SOCKETS_PER_SESSION = 10;
const clients = Number(clientsArg);
const socketio = protocol === "socketio";

let open = 0;
let failed = 0;
let from = Number.POSITIVE_INFINITY;
let to = 0;
const delays: number[] = [];
/** Quotes delivered in the window. */
let quotes = 0;
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
  if (universe.length) {
    for (let k = text.indexOf('"symbol":', at); k >= 0; k = text.indexOf('"symbol":', k + 9)) quotes++;
  }
  const push = pushes.get(ts);
  if (push) {
    push[1] = arrived;
    push[2]++;
  } else pushes.set(ts, [arrived, arrived, 1]);
}

/** Client k's symbols: `perClient` distinct ones of the universe, picked by a generator seeded with k. */
function symbolsOf(k: number): string[] {
  let seed = (k * 2654435761 + 1) >>> 0;
  const picked = new Set<number>();
  while (picked.size < Math.min(perClient, universe.length)) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    picked.add(seed % universe.length);
  }
  return [...picked].map((j) => universe[j]!);
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
    // A handshake that neither opens nor fails (a loaded machine) counts as failed, so the
    // process still reports ready and the run goes on.
    setTimeout(() => settle(false), 30_000).unref();
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
if (universe.length) {
  sockets.forEach((ws, i) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    const symbols = symbolsOf(first + i);
    ws.send(
      socketio
        ? `42${JSON.stringify(["subscribe", { symbols }])}`
        : JSON.stringify({ type: "subscribe", topics: [], symbols }),
    );
  });
}
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
// Pushes of the window still arriving after its end are waited for: on a loaded core a client
// process can fall seconds behind its sockets, and a push cut off here would look undelivered.
await Bun.sleep(Math.max(0, to - Date.now()) + 3000);

const round = (n: number) => Math.round(n * 10) / 10;
console.log(
  JSON.stringify({
    open,
    failed,
    connectMs,
    quotes,
    delays: delays.map(round),
    pushes: [...pushes].map(([ts, [first, last, count]]) => [ts, round(first - ts), round(last - ts), count]),
  }),
);
for (const ws of sockets) ws.close();
process.exit(0);

export {};

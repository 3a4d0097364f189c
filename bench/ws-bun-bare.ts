// The lower bound of the fan-out comparison: a bare Bun.serve that does nothing but the fan-out.
// No sessions, no market, no heartbeat.
//   gainers  every tick it stamps the recorded gainers payload with the time and publishes it to
//            one topic (serialised once, as our hub does);
//   quotes   the payload is the recorded quotes of the universe; a client subscribes with
//            {"symbols":[…]}; every tick each quote moves (price, volume) and is serialised once,
//            and each socket is sent one message joining its symbols' quotes (as our hub does).
//   bun bench/ws-bun-bare.ts <port> <payload.json> <tickMs> [gainers|quotes]
const [portArg, payloadFile, tickArg, mode = "gainers"] = process.argv.slice(2) as [string, string, string, string?];
const data = await Bun.file(payloadFile).json();

interface Quote {
  symbol: string;
  price: number;
  volume: number;
  [key: string]: unknown;
}
const quotes: Quote[] = mode === "quotes" ? data : [];
const index = new Map(quotes.map((q, j) => [q.symbol, j]));
const fragments: string[] = quotes.map((q) => JSON.stringify(q));
const subscribers = new Set<{ send(m: string): unknown; data: { symbols: number[] } }>();

const server = Bun.serve<{ symbols: number[] }>({
  port: Number(portArg),
  hostname: "127.0.0.1",
  fetch(req, srv) {
    return srv.upgrade(req, { data: { symbols: [] } }) ? undefined : new Response("WebSocket only", { status: 426 });
  },
  websocket: {
    open(ws) {
      if (mode === "quotes") subscribers.add(ws);
      else ws.subscribe("gainers");
    },
    message(ws, message) {
      if (mode !== "quotes") return;
      const { symbols } = JSON.parse(String(message)) as { symbols?: string[] };
      ws.data.symbols = (symbols ?? []).flatMap((s) => {
        const j = index.get(s);
        return j === undefined ? [] : [j];
      });
    },
    close(ws) {
      subscribers.delete(ws);
    },
  },
});

let step = 0;
setInterval(() => {
  const ts = Date.now();
  if (mode !== "quotes") {
    server.publish("gainers", JSON.stringify({ event: "topGainers", ts, data }));
    return;
  }
  step++;
  for (let j = 0; j < quotes.length; j++) {
    const q = quotes[j]!;
    q.price = Math.round(q.price * (1 + (((j + step) % 7) - 3) * 1e-4) * 100) / 100;
    q.volume += 100 + (j % 13);
    fragments[j] = JSON.stringify(q);
  }
  for (const ws of subscribers) {
    const own = ws.data.symbols;
    if (!own.length) continue;
    const parts = new Array<string>(own.length);
    for (let k = 0; k < own.length; k++) parts[k] = fragments[own[k]!]!;
    ws.send(`{"type":"quotes","ts":${ts},"quotes":[${parts.join(",")}]}`);
  }
}, Number(tickArg));
console.log("ready");

export {};

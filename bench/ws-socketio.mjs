// The socket.io side of the fan-out comparison, on Node (socket.io's own runtime), over
// WebSockets only and without compression.
//   gainers  every tick it emits the recorded gainers payload, stamped with the time, to every
//            client (socket.io's fastest broadcast: the packet is encoded once and the same frame
//            written to each socket);
//   quotes   the payload is the recorded quotes of the universe; a client emits "subscribe" with
//            {symbols}; every tick each quote moves (price, volume) and each socket is emitted its
//            own "quotes" event with its symbols' quotes (socket.io encodes each emit).
//   node bench/ws-socketio.mjs <port> <payload.json> <tickMs> [gainers|quotes]
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { Server } from "socket.io";

const [port, payloadFile, tickMs, mode = "gainers"] = process.argv.slice(2);
const data = JSON.parse(readFileSync(payloadFile, "utf8"));
const quotes = mode === "quotes" ? data : [];
const index = new Map(quotes.map((q, j) => [q.symbol, j]));
const http = createServer();
const io = new Server(http, { transports: ["websocket"], perMessageDeflate: false, serveClient: false });
const subscribers = new Map();
io.on("connection", (socket) => {
  if (mode !== "quotes") return;
  socket.on("subscribe", ({ symbols = [] } = {}) => {
    subscribers.set(
      socket,
      symbols.map((s) => index.get(s)).filter((j) => j !== undefined),
    );
  });
  socket.on("disconnect", () => subscribers.delete(socket));
});
let step = 0;
setInterval(() => {
  const ts = Date.now();
  if (mode !== "quotes") {
    io.emit("topGainers", { event: "topGainers", ts, data });
    return;
  }
  step++;
  for (let j = 0; j < quotes.length; j++) {
    const q = quotes[j];
    q.price = Math.round(q.price * (1 + (((j + step) % 7) - 3) * 1e-4) * 100) / 100;
    q.volume += 100 + (j % 13);
  }
  for (const [socket, own] of subscribers) {
    socket.emit("quotes", { type: "quotes", ts, quotes: own.map((j) => quotes[j]) });
  }
}, Number(tickMs));
http.listen(Number(port), "127.0.0.1", () => console.log("ready"));

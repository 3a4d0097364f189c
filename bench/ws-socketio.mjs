// The socket.io side of the fan-out comparison, on Node (socket.io's own runtime): every tick it
// emits the recorded gainers payload, stamped with the time, to every client, over WebSockets
// only and without compression (socket.io's fastest broadcast: the packet is encoded once and
// the same frame written to each socket).
//   node bench/ws-socketio.mjs <port> <payload.json> <tickMs>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { Server } from "socket.io";

const [port, payloadFile, tickMs] = process.argv.slice(2);
const data = JSON.parse(readFileSync(payloadFile, "utf8"));
const http = createServer();
const io = new Server(http, { transports: ["websocket"], perMessageDeflate: false, serveClient: false });
setInterval(() => {
  io.emit("topGainers", { event: "topGainers", ts: Date.now(), data });
}, Number(tickMs));
http.listen(Number(port), "127.0.0.1", () => console.log("ready"));

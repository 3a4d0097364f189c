// The lower bound of the fan-out comparison: a bare Bun.serve that does nothing but the fan-out.
// Every tick it stamps the recorded gainers payload with the time and publishes it to one topic
// (serialised once, as our hub does). No sessions, no market, no heartbeat.
//   bun bench/ws-bun-bare.ts <port> <payload.json> <tickMs>
const [portArg, payloadFile, tickArg] = process.argv.slice(2) as [string, string, string];
const data = await Bun.file(payloadFile).json();

const server = Bun.serve({
  port: Number(portArg),
  hostname: "127.0.0.1",
  fetch(req, srv) {
    return srv.upgrade(req) ? undefined : new Response("WebSocket only", { status: 426 });
  },
  websocket: {
    open(ws) {
      ws.subscribe("gainers");
    },
    message() {},
  },
});
setInterval(() => {
  server.publish("gainers", JSON.stringify({ event: "topGainers", ts: Date.now(), data }));
}, Number(tickArg));
console.log("ready");

export {};

// The client side of the fan-out benchmark, in its own process: opens N WebSockets with a
// user's cookie and our Origin, then records for every push the delay from the tick (the
// message's ts) to its arrival here. Prints one JSON line with the delays' percentiles.
//   bun bench/ws-clients.ts <ws url> <origin> <cookie> <clients> <seconds>
const [url, origin, cookie, clientsArg, secondsArg] = process.argv.slice(2) as [string, string, string, string, string];
const clients = Number(clientsArg);
const seconds = Number(secondsArg);

const delays: number[] = [];
let open = 0;
let failed = 0;
let measuring = false;
const sockets: WebSocket[] = [];

function connectOne(): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers: { cookie, origin } } as unknown as string[]);
    ws.onopen = () => {
      open++;
      resolve();
    };
    ws.onerror = () => {
      failed++;
      resolve();
    };
    ws.onmessage = (event) => {
      if (!measuring) return;
      // Only the tick time is read: a full parse per message would measure this process.
      const text = event.data as string;
      const at = text.indexOf('"ts":');
      if (at < 0) return;
      delays.push(Date.now() - Number(text.slice(at + 5, text.indexOf(",", at))));
    };
    sockets.push(ws);
  });
}

const started = performance.now();
for (let k = 0; k < clients; k += 250) {
  await Promise.all(Array.from({ length: Math.min(250, clients - k) }, connectOne));
}
const connectMs = Math.round(performance.now() - started);
await Bun.sleep(1500);
measuring = true;
await Bun.sleep(seconds * 1000);
measuring = false;
delays.sort((a, b) => a - b);
const pct = (p: number) => delays[Math.min(delays.length - 1, Math.floor(delays.length * p))] ?? null;
console.log(
  JSON.stringify({
    open,
    failed,
    connectMs,
    messages: delays.length,
    p50ms: pct(0.5),
    p90ms: pct(0.9),
    p99ms: pct(0.99),
    maxms: delays.at(-1) ?? null,
  }),
);
for (const ws of sockets) ws.close();
process.exit(0);

export {};

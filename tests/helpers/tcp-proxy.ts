// A TCP proxy in front of a service (Redis), for outage tests that must not stop the shared
// service: `cut("refuse")` drops every connection and refuses new ones (the service is down),
// `cut("hang")` stops forwarding on the open connections and accepts new ones that never answer
// (a network that swallows packets: commands wait for an answer), `restore()` forwards again
// (connections that hung are dropped, so clients reconnect).
import { createConnection, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  url(scheme?: string): string;
  cut(mode?: "refuse" | "hang"): void;
  restore(): void;
  close(): Promise<void>;
}

export async function tcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: "open" | "refuse" | "hang" = "open";
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (mode === "refuse") return void client.destroy();
    if (mode === "hang") return; // accepted, never answered
    const upstream = createConnection(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on("close", () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    url: (scheme = "redis") => `${scheme}://127.0.0.1:${port}`,
    cut(next = "refuse") {
      mode = next;
      if (next === "hang") {
        for (const [client, upstream] of pairs) {
          client.unpipe(upstream);
          upstream.unpipe(client);
          client.pause();
          upstream.pause();
        }
        return;
      }
      for (const s of [...sockets]) s.destroy();
    },
    restore() {
      const hung = mode === "hang";
      mode = "open";
      if (hung) for (const s of [...sockets]) s.destroy();
    },
    close() {
      mode = "refuse";
      for (const s of [...sockets]) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

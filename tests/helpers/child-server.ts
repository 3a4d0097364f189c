// The real server as a child process (bun src/server/main.ts), for tests and benchmarks that
// need a socket, a restart or a kill -9: durability, several instances, load. Its output is
// drained all the time (a full pipe would stall it) and the last lines kept for failures.
import { join } from "node:path";
import type { Subprocess } from "bun";

const ROOT = join(import.meta.dir, "..", "..");

export interface ChildServer {
  port: number;
  /** http://127.0.0.1:port — also the PUBLIC_ORIGIN, so Origin checks pass for our clients. */
  origin: string;
  proc: Subprocess<"ignore", "pipe", "pipe">;
  /** The last lines the process printed (stdout and stderr). */
  output(): string;
  /** SIGKILL: no clean-up of any kind, as a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the graceful stop. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

async function drain(stream: ReadableStream<Uint8Array>, lines: string[]): Promise<void> {
  const decoder = new TextDecoder();
  let rest = "";
  for await (const chunk of stream) {
    rest += decoder.decode(chunk, { stream: true });
    const parts = rest.split("\n");
    rest = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      if (lines.length > 200) lines.shift();
    }
  }
}

export async function startServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  /** How long to wait for /healthz. */
  timeoutMs?: number;
}): Promise<ChildServer> {
  const port = options.port ?? freePort();
  const origin = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const proc = Bun.spawn([process.execPath, join(ROOT, "src/server/main.ts")], {
    cwd: ROOT,
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: origin,
      DATA_DIR: options.dataDir,
      DIST_DIR: join(options.dataDir, "no-client"),
      DEMO: "false",
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // Live ticks at any hour; tests of the real sessions set MARKET_CLOCK=real.
      MARKET_CLOCK: "always-open",
      ...options.env,
    },
  });
  void drain(proc.stdout, lines);
  void drain(proc.stderr, lines);
  const output = () => lines.join("\n");
  const deadline = performance.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      throw new Error(`server exited (${proc.exitCode ?? proc.signalCode}) before it was ready:\n${output()}`);
    }
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`server not ready within the time limit:\n${output()}`);
    }
    await Bun.sleep(25);
  }
  return {
    port,
    origin,
    proc,
    output,
    async kill() {
      proc.kill("SIGKILL");
      await proc.exited;
    },
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

// The Redis connections of one instance (REDIS_URL): one for commands, one for PUBLISH (sent at
// once, not batched), one for subscriptions (a subscribed connection can do nothing else).
// Every key and channel starts with REDIS_PREFIX.
//
// Redis is a helper, never a dependency a request waits on: every command gives up after
// COMMAND_TIMEOUT_MS, a closed connection fails at once (no offline queue), and once a command
// failed so, the instance counts Redis as down: commands fail at once without reaching for it,
// callers fall back to what this instance has on its own (rate limits and socket slots in
// memory, the feed leader keeps leading), /healthz answers 503 degraded, and a PING every
// PROBE_MS finds out when Redis is back. The outage is logged once when it starts and once when
// it ends, not for every request; every failure is counted in rockets_redis_errors_total.
import { hostname } from "node:os";
import { RedisClient } from "bun";
import { log } from "../log";
import { metrics } from "../ops/metrics";

/** The longest any Redis command may take before its caller goes on without it. */
export const COMMAND_TIMEOUT_MS = 500;
/** How often a PING checks Redis while it is down (and while nothing else used it when up). */
export const PROBE_MS = 500;

/** Redis could not be reached: a timeout, a closed connection, or an outage already known. */
export class RedisUnavailable extends Error {
  override name = "RedisUnavailable";
}

export interface Redis {
  /** The raw client, for tests; the code uses `send`, which has a timeout. */
  readonly client: RedisClient;
  readonly prefix: string;
  /** Names this process in locks and in messages it publishes. */
  readonly instanceId: string;
  /** False while Redis is unreachable (from the first failed command until a PING answers). */
  readonly up: boolean;
  key(name: string): string;
  /** One command, with the timeout; throws RedisUnavailable when Redis is down. */
  send(command: string, args: (string | number)[]): Promise<unknown>;
  /** Runs a Lua script atomically on the server. */
  eval<T>(script: string, keys: string[], args: (string | number)[]): Promise<T>;
  /** Subscribes on the shared subscriber connection; returns the unsubscribe function. The
   * subscription is made again whenever that connection comes back after an outage. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  publish(channel: string, message: string): Promise<void>;
  /** Called with false when an outage starts and with true when it ends. */
  onStatus(listener: (up: boolean) => void): () => void;
  close(): void;
}

/** Counts a Redis failure; logs it unless it is part of an outage (the outage is logged once). */
export function redisFailed(op: string, error: unknown): void {
  metrics.redisErrors.inc({ op });
  if (error instanceof RedisUnavailable) return;
  log.warn("redis error", { op, error: error instanceof Error ? error.message : String(error) });
}

function isConnectionError(error: unknown): boolean {
  const code = String((error as { code?: unknown })?.code ?? "");
  return (
    code.startsWith("ERR_REDIS_CONNECTION") ||
    code === "ERR_REDIS_CONNECTION_CLOSED" ||
    /connect|closed/i.test(String(error))
  );
}

/** After the timeout, how long the event loop may still read an answer that came meanwhile. */
const GRACE_MS = 25;

/** The promise, or RedisUnavailable after `ms` (and GRACE_MS). */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // A loop held past `ms` (a busy CPU) runs this timer before it reads the answer that came
      // meanwhile: a few more turns (GRACE_MS), sockets read in them, before calling it an
      // outage. Otherwise a busy instance took itself for cut off from Redis and counted the
      // shared limits in its own memory, so two instances together let more through.
      timer = setTimeout(() => reject(new RedisUnavailable(`redis ${what}: no answer within ${ms} ms`)), GRACE_MS);
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openRedis(url: string, prefix: string, options: { probeMs?: number } = {}): Promise<Redis> {
  const clientOptions = {
    connectionTimeout: 2000,
    autoReconnect: true,
    maxRetries: 1_000_000,
    // A command on a closed connection fails at once instead of waiting for a reconnect.
    enableOfflineQueue: false,
  };
  const client = new RedisClient(url, clientOptions);
  await withTimeout(client.connect(), clientOptions.connectionTimeout, "connect");
  // PUBLISH goes out on a connection of its own that writes each command at once. The command
  // connection batches what one event-loop turn asks (auto-pipelining) and writes it when the
  // turn ends: a feed tick published there would leave only after the leader had pushed it to
  // all of its own sockets, and every other instance's clients would wait for that fan-out too.
  const publisher = new RedisClient(url, { ...clientOptions, enableAutoPipelining: false });
  await withTimeout(publisher.connect(), clientOptions.connectionTimeout, "connect");
  const instanceId = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const key = (name: string) => `${prefix}${name}`;
  const statusListeners = new Set<(up: boolean) => void>();
  let up = true;
  let lastOk = performance.now();
  let closed = false;

  const setUp = (value: boolean, detail: Record<string, unknown> = {}) => {
    if (value === up || closed) return;
    up = value;
    if (value) log.info("redis reachable again: shared limits, socket slots and the feed lock are back in Redis");
    else
      log.warn(
        "redis unreachable: rate limits and socket slots fall back to this instance's memory, the feed leader keeps leading, /healthz answers 503 degraded",
        detail,
      );
    for (const listener of statusListeners) {
      try {
        listener(value);
      } catch (error) {
        log.error("redis status listener failed", { error: String(error) });
      }
    }
  };

  /** A command to Redis itself, with the timeout; marks the outage on a connection failure. */
  const raw = async (command: string, args: string[], on: RedisClient = client): Promise<unknown> => {
    try {
      const result = await withTimeout(on.send(command, args), COMMAND_TIMEOUT_MS, command);
      lastOk = performance.now();
      return result;
    } catch (error) {
      if (error instanceof RedisUnavailable || isConnectionError(error)) {
        setUp(false, { command, error: error instanceof Error ? error.message : String(error) });
        throw error instanceof RedisUnavailable ? error : new RedisUnavailable(String(error));
      }
      throw error;
    }
  };

  const send = (command: string, args: (string | number)[], on: RedisClient = client): Promise<unknown> => {
    if (closed) return Promise.reject(new RedisUnavailable("redis closed"));
    if (!up) return Promise.reject(new RedisUnavailable("redis is down"));
    return raw(command, args.map(String), on);
  };

  // While down, and while nothing else used Redis for a while, a PING tells whether it answers.
  const probeMs = options.probeMs ?? PROBE_MS;
  let probing = false;
  const probe = setInterval(async () => {
    if (probing || closed || (up && performance.now() - lastOk < 2 * probeMs)) return;
    probing = true;
    try {
      await raw("PING", []);
      setUp(true);
    } catch {
      // still down: the next probe tries again
    } finally {
      probing = false;
    }
  }, probeMs);
  probe.unref?.();

  // Subscriptions, made again when the subscriber connection comes back (Bun's client
  // reconnects by itself but does not subscribe again).
  let subscriber: RedisClient | null = null;
  const channels = new Map<string, Set<(message: string) => void>>();
  const dispatchers = new Map<string, (message: string) => void>();
  const dispatcher = (channel: string) => {
    let d = dispatchers.get(channel);
    if (!d) {
      d = (message: string) => {
        for (const listener of channels.get(channel) ?? []) {
          try {
            listener(message);
          } catch (error) {
            log.error("redis message handler failed", { channel, error: String(error) });
          }
        }
      };
      dispatchers.set(channel, d);
    }
    return d;
  };
  const resubscribe = async () => {
    const sub = subscriber;
    if (!sub || closed) return;
    for (const channel of channels.keys()) {
      try {
        await withTimeout(sub.subscribe(key(channel), dispatcher(channel)), COMMAND_TIMEOUT_MS, "SUBSCRIBE");
      } catch (error) {
        redisFailed("subscriber", error);
      }
    }
  };

  return {
    client,
    prefix,
    instanceId,
    get up() {
      return up;
    },
    key,
    send,
    async eval<T>(script: string, keys: string[], args: (string | number)[]): Promise<T> {
      return (await send("EVAL", [script, String(keys.length), ...keys, ...args.map(String)])) as T;
    },
    async subscribe(channel, listener) {
      if (!subscriber) {
        const sub = await withTimeout(client.duplicate(), clientOptions.connectionTimeout, "connect");
        // A reconnect after an outage: the server forgot our subscriptions.
        sub.onconnect = () => void resubscribe();
        subscriber = sub;
      }
      const sub = subscriber;
      let listeners = channels.get(channel);
      const first = !listeners;
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
      }
      listeners.add(listener);
      if (first) {
        try {
          await withTimeout(sub.subscribe(key(channel), dispatcher(channel)), COMMAND_TIMEOUT_MS, "SUBSCRIBE");
        } catch (error) {
          // Kept in `channels`: subscribed again when the connection is back.
          redisFailed("subscriber", error);
        }
      }
      return async () => {
        const set = channels.get(channel);
        if (!set?.delete(listener) || set.size > 0) return;
        channels.delete(channel);
        await withTimeout(sub.unsubscribe(key(channel)), COMMAND_TIMEOUT_MS, "UNSUBSCRIBE").catch((error) =>
          redisFailed("subscriber", error),
        );
      };
    },
    async publish(channel, message) {
      await send("PUBLISH", [key(channel), message], publisher);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    close() {
      closed = true;
      clearInterval(probe);
      subscriber?.close();
      publisher.close();
      client.close();
    },
  };
}

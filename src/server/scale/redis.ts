// The Redis connections of one instance (REDIS_URL): one for commands, one for subscriptions
// (a subscribed connection can do nothing else). Every key and channel starts with
// REDIS_PREFIX. Failures are counted in rockets_redis_errors_total and logged; callers decide
// whether to fail open (rate limits) or step down (the feed leader).
import { hostname } from "node:os";
import { RedisClient } from "bun";
import { log } from "../log";
import { metrics } from "../ops/metrics";

export interface Redis {
  /** Commands (INCR, SET NX PX, PUBLISH …). */
  readonly client: RedisClient;
  readonly prefix: string;
  /** Names this process in locks and in messages it publishes. */
  readonly instanceId: string;
  key(name: string): string;
  /** Runs a Lua script atomically on the server. */
  eval<T>(script: string, keys: string[], args: (string | number)[]): Promise<T>;
  /** Subscribes on the shared subscriber connection; returns the unsubscribe function. */
  subscribe(channel: string, listener: (message: string) => void): Promise<() => Promise<void>>;
  publish(channel: string, message: string): Promise<void>;
  close(): void;
}

/** Counts and logs a Redis failure; returns nothing so callers choose their fallback. */
export function redisFailed(op: string, error: unknown): void {
  metrics.redisErrors.inc({ op });
  log.warn("redis error", { op, error: error instanceof Error ? error.message : String(error) });
}

export async function openRedis(url: string, prefix: string): Promise<Redis> {
  const options = { connectionTimeout: 5000, autoReconnect: true, maxRetries: 1_000_000 };
  const client = new RedisClient(url, options);
  await client.connect();
  let subscriber: RedisClient | null = null;
  const instanceId = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const key = (name: string) => `${prefix}${name}`;
  client.onclose = (error) => redisFailed("connection", error);

  return {
    client,
    prefix,
    instanceId,
    key,
    async eval<T>(script: string, keys: string[], args: (string | number)[]): Promise<T> {
      return (await client.send("EVAL", [script, String(keys.length), ...keys, ...args.map(String)])) as T;
    },
    async subscribe(channel, listener) {
      if (!subscriber) {
        subscriber = await client.duplicate();
        subscriber.onclose = (error) => redisFailed("subscriber", error);
      }
      const sub = subscriber;
      const handler = (message: string) => {
        try {
          listener(message);
        } catch (error) {
          log.error("redis message handler failed", { channel, error: String(error) });
        }
      };
      await sub.subscribe(key(channel), handler);
      return () => sub.unsubscribe(key(channel), handler);
    },
    async publish(channel, message) {
      await client.publish(key(channel), message);
    },
    close() {
      subscriber?.close();
      client.close();
    },
  };
}

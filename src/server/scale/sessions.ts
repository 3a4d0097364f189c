// Ended sessions across instances: a logout on one instance closes that session's WebSockets
// on every instance. Each instance publishes the sessions it ended; the others close their own
// sockets of those sessions and forget them from their session cache (and do not publish
// again, so nothing loops).
//
// A logout acknowledged while Redis is down is not lost: its message waits here and is published
// when Redis is back, twice (1 s and 5 s after, so the other instances have subscribed again
// after their own reconnect; closing a closed session twice does nothing). Meanwhile nothing
// depends on it: every request reads its session's row (auth/sessions.ts), and each hub checks
// its sockets' sessions against the table every 5 s (realtime/hub.ts, recheckSessions).
import type { EndedSessions, SessionStore } from "../auth/session-cache";
import type { RealtimeHub } from "../realtime/hub";
import { type Redis, redisFailed } from "./redis";

const SESSIONS_CHANNEL = "sessions:ended";
/** Ended-session messages kept while Redis is down (the oldest go first beyond it). */
const MAX_PENDING = 10_000;
const REPUBLISH_AFTER_MS = [1000, 5000];

interface Message {
  from: string;
  ended: EndedSessions;
}

export async function bridgeEndedSessions(
  redis: Redis,
  sessions: SessionStore,
  hub: RealtimeHub,
): Promise<() => Promise<void>> {
  let pending: string[] = [];
  const keep = (message: string) => {
    pending.push(message);
    if (pending.length > MAX_PENDING) pending.splice(0, pending.length - MAX_PENDING);
  };
  const off = sessions.onEnded((ended) => {
    const message = JSON.stringify({ from: redis.instanceId, ended } satisfies Message);
    if (!redis.up) return keep(message);
    redis.publish(SESSIONS_CHANNEL, message).catch((error) => {
      redisFailed("publish_session", error);
      keep(message);
    });
  });
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const offStatus = redis.onStatus((up) => {
    if (!up || pending.length === 0) return;
    const messages = pending;
    pending = [];
    REPUBLISH_AFTER_MS.forEach((ms, i) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        for (const message of messages) {
          redis.publish(SESSIONS_CHANNEL, message).catch((error) => {
            redisFailed("publish_session", error);
            if (i === REPUBLISH_AFTER_MS.length - 1) keep(message);
          });
        }
      }, ms);
      timers.add(timer);
    });
  });
  const unsubscribe = await redis.subscribe(SESSIONS_CHANNEL, (raw) => {
    const { from, ended } = JSON.parse(raw) as Message;
    if (from === redis.instanceId) return;
    // The cache would refuse it anyway (its row is read on each hit); this frees the entry now.
    sessions.forget(ended);
    hub.sessionsEnded(ended);
  });
  return async () => {
    off();
    offStatus();
    for (const timer of timers) clearTimeout(timer);
    await unsubscribe();
  };
}

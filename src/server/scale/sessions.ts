// Ended sessions across instances: a logout on one instance closes that session's WebSockets
// on every instance. Each instance publishes the sessions it ended; the others close their own
// sockets of those sessions and forget them from their session cache (and do not publish
// again, so nothing loops).
import type { EndedSessions, SessionStore } from "../auth/session-store";
import type { RealtimeHub } from "../realtime/hub";
import { type Redis, redisFailed } from "./redis";

export const SESSIONS_CHANNEL = "sessions:ended";

interface Message {
  from: string;
  ended: EndedSessions;
}

export async function bridgeEndedSessions(
  redis: Redis,
  sessions: SessionStore,
  hub: RealtimeHub,
): Promise<() => Promise<void>> {
  const off = sessions.onEnded((ended) => {
    const message: Message = { from: redis.instanceId, ended };
    redis.publish(SESSIONS_CHANNEL, JSON.stringify(message)).catch((error) => redisFailed("publish_session", error));
  });
  const unsubscribe = await redis.subscribe(SESSIONS_CHANNEL, (raw) => {
    const { from, ended } = JSON.parse(raw) as Message;
    if (from === redis.instanceId) return;
    // Without this, a session logged out elsewhere would pass here until the cache time ran out.
    sessions.forget(ended);
    hub.sessionsEnded(ended);
  });
  return async () => {
    off();
    await unsubscribe();
  };
}

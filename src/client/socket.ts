// The live connection to /ws (docs/api.md, "Realtime") behind a topic API: a screen subscribes
// to a topic with its handlers and gets back its unsubscribe. Each subscription holds its own
// partysocket, which reconnects by itself with backoff, tells the server on every (re)connect
// which of the choosable topics it wants (`{"type":"subscribe","topics":[…]}`; a user's alert
// events always come), and reads only its topic's messages. A later change can share one socket
// between subscriptions (and add quote topics) without touching callers.
import ReconnectingWebSocket from "partysocket/ws";
import type { AlertEvent } from "../shared/alerts";
import type { GainerRow, TopGainersMessage } from "../shared/market";
import { reportSessionEnded } from "./http";

/** The close code the server uses when the socket's session logs out (src/server/realtime/hub.ts). */
export const CLOSE_LOGOUT = 4001;

export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
}

/** Parses one server message; anything but a topGainers push is ignored. */
export function parseGainersMessage(raw: unknown): TopGainersMessage | null {
  if (typeof raw !== "string") return null;
  try {
    const msg = JSON.parse(raw) as Partial<TopGainersMessage>;
    if (msg.event !== "topGainers" || !Array.isArray(msg.data) || typeof msg.ts !== "number") return null;
    const data = msg.data.filter(
      (r): r is GainerRow =>
        !!r && typeof r.symbol === "string" && typeof r.price === "number" && Number.isFinite(r.price),
    );
    return { event: "topGainers", ts: msg.ts, data };
  } catch {
    return null;
  }
}

/** Parses one server message; anything but an alert event is ignored. */
export function parseAlertMessage(raw: unknown): AlertEvent | null {
  if (typeof raw !== "string") return null;
  try {
    const msg = JSON.parse(raw) as Partial<AlertEvent>;
    return msg?.event === "alert" && msg.data && typeof msg.data.id === "string" ? (msg as AlertEvent) : null;
  } catch {
    return null;
  }
}

/** What each topic delivers, and how its messages are read. */
interface Topics {
  gainers: TopGainersMessage;
  alerts: AlertEvent;
}
export type Topic = keyof Topics;

const parsers: { [K in Topic]: (raw: unknown) => Topics[K] | null } = {
  gainers: parseGainersMessage,
  alerts: parseAlertMessage,
};

/** The server topics each client topic asks for (the alerts come on the user's own topic). */
const serverTopics: Record<Topic, string[]> = { gainers: ["gainers"], alerts: [] };

export interface TopicHandler<T> {
  message(message: T): void;
  /** The connection is up (again). */
  open?(): void;
  /** The connection dropped; it comes back by itself. */
  close?(): void;
}

/** Listens to one topic until the returned function is called. */
export function subscribe<K extends Topic>(topic: K, handler: TopicHandler<Topics[K]>): () => void {
  const socket = new ReconnectingWebSocket(socketUrl(window.location), [], {
    minReconnectionDelay: 500,
    maxReconnectionDelay: 10_000,
    connectionTimeout: 4000,
  });
  const parse = parsers[topic] as (raw: unknown) => Topics[K] | null;
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ type: "subscribe", topics: serverTopics[topic] }));
    handler.open?.();
  });
  socket.addEventListener("close", (event: CloseEvent) => {
    // Closed for a logout (here or in another tab): the session is over, not the connection.
    if (topic === "gainers" && event.code === CLOSE_LOGOUT) reportSessionEnded();
    handler.close?.();
  });
  socket.addEventListener("message", (e: MessageEvent) => {
    const message = parse(e.data);
    if (message) handler.message(message);
  });
  return () => socket.close();
}
